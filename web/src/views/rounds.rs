//! The rounds tab: pair (in the worker), the pairing list, results by keyboard, unpair.

use crate::doc::{fmt_score, BoardLine, BoardResult, Doc, RoundPoints};
use crate::state::*;
use crate::strings::{self, tr};
use crate::views::*;
use crate::worker;
use leptos::prelude::*;
use std::time::Duration;
use torre_core::{PlayerId, Score};
use wasm_bindgen::JsCast;

thread_local! {
    /// The interval that updates the pairing progress indicator.
    static BUSY_TICKER: std::cell::Cell<Option<IntervalHandle>> = const { std::cell::Cell::new(None) };
}

pub fn stop_busy(app: App) {
    BUSY_TICKER.with(|t| {
        if let Some(h) = t.take() {
            h.clear();
        }
    });
    app.busy.set(false);
}

pub fn focus_result(board: usize) {
    set_timeout(
        move || {
            if let Some(el) = document().get_element_by_id(&format!("res-{board}")) {
                if let Some(el) = el.dyn_ref::<web_sys::HtmlElement>() {
                    let _ = el.focus();
                }
                if let Some(inp) = el.dyn_ref::<web_sys::HtmlInputElement>() {
                    inp.select();
                }
            }
        },
        Duration::from_millis(0),
    );
}

/// Enter a result (a correction of a past round asks first, see `Doc::result_warnings`; one
/// FIDE mode refuses can be made for the rating report only); whether it was entered at once.
fn enter_result(app: App, r: u32, w: PlayerId, bl: PlayerId, res: BoardResult) -> bool {
    let Some((ws, rating_only)) = app.doc.with_untracked(|d| d.as_ref().map(|d| (d.result_warnings(r, w, bl, res), d.may_correct_for_rating(r, w, bl, res)))) else {
        return false;
    };
    let now = ws.is_empty();
    let enter = move || app.change(|d| d.enter_result(r, w, bl, res));
    if rating_only {
        ask_or(app, ws, enter, tr().rating_only_button, move || app.change(|d| d.correct_for_rating(r, w, bl, res)));
    } else {
        ask(app, ws, enter);
    }
    now
}

#[component]
pub fn RoundsTab() -> impl IntoView {
    let app = expect_context::<App>();
    // the board whose "Why this pairing?" panel is open: (round, white, black)
    let why: RwSignal<Option<(u32, PlayerId, PlayerId)>> = RwSignal::new(None);
    // on a phone the rounds are one row that scrolls sideways (style.css; 18 rounds took six
    // rows above the boards): keep the round shown in view
    Effect::new(move |_| {
        app.round_shown.track();
        app.doc.with(|d| d.as_ref().map(|d| d.rounds_paired()));
        request_animation_frame(|| show_active(".roundsel", ".roundsel .tab.active"));
    });
    view! {
        <section class="rounds">
            {toolbar(app)}
            {(!worker::available()).then(|| view! { <p class="muted small noprint" data-testid="no-worker-note">{tr().no_worker_note}</p> })}
            {move || app.editing.get().then(|| view! { <PairingEditor/> })}
            {move || app.doc.with(|d| d.as_ref().map(|d| round_view(app, d, why)))}
        </section>
    }
}

/// Pair the next round in the worker; its answer is stored unless the tournament changed
/// meanwhile.
fn pair_now(app: App) {
    if app.busy.get_untracked() || app.checking.get_untracked().is_some() {
        return;
    }
    let Some(d) = app.doc.get_untracked() else { return };
    let prepared = match d.prepare_next() {
        Ok(p) => p,
        Err(e) => return app.notify(Notice::While(e, Cause::NotPairable)),
    };
    app.busy.set(true);
    app.busy_secs.set(0);
    app.notice.set(None);
    let started = js_sys::Date::now();
    let ticker = set_interval_with_handle(
        move || app.busy_secs.set(((js_sys::Date::now() - started) / 1000.0) as u32),
        Duration::from_millis(250),
    )
    .ok();
    BUSY_TICKER.with(|t| {
        if let Some(old) = t.replace(ticker) {
            old.clear();
        }
    });
    // the engine's answer: store it unless the tournament changed meanwhile
    let original = d.clone();
    let finish = move |result: Result<torre_core::pairing::RoundPairing, String>, prepared: Doc| {
        stop_busy(app);
        if app.doc.with_untracked(|cur| cur.as_ref() != Some(&original)) {
            return app.notify(Notice::Error(tr().pairing_stale.to_string()));
        }
        match result {
            Ok(p) => {
                let mut nd = prepared;
                nd.apply_engine(&p);
                let r = nd.rounds_paired();
                app.editing.set(false);
                app.change(move |d| *d = nd);
                app.round_shown.set(r);
                focus_result(1);
            }
            Err(e) => app.notify(Notice::Error(e)),
        }
    };
    worker::run_job(
        worker::Job::Pair(prepared.tournament.clone()),
        |_, _| {},
        move || app.notify(Notice::Info(tr().worker_failed_fallback.to_string())),
        move |answer| {
            if let worker::Answer::Paired(r) = answer {
                finish(r, prepared);
            }
        },
    );
}

/// "Pair round N": results still missing at pairing time are marked adjourned after a
/// warning that says so, with a log line (checklist Q157-169).
fn pair_round(app: App) {
    if app.busy.get_untracked() {
        return;
    }
    let Some(d) = app.doc.get_untracked() else { return };
    // not one result in yet (a second tap on the button that has just paired the round):
    // refused, since adjourning every game of a round is never what the arbiter meant
    let r = d.rounds_paired();
    let missing = d.unadjourned_missing().len();
    if missing > 0 && missing == d.boards(r).0.len() {
        let text = strings::fill(tr().pair_no_results, &[("round", &r), ("next", &(r + 1))]);
        return app.notify(Notice::Error(text));
    }
    let warnings = d.adjourn_warnings();
    if warnings.is_empty() {
        return pair_now(app);
    }
    ask(app, warnings, move || {
        app.change(|d| d.adjourn_missing());
        pair_now(app);
    });
}

fn cancel_pairing(app: App) {
    worker::cancel();
    stop_busy(app);
    app.notify(Notice::Info(tr().pairing_cancelled.to_string()));
}

fn unpair_last(app: App) {
    let Some(mut d) = app.doc.get_untracked() else { return };
    match d.unpair_last() {
        Ok(()) => {
            let r = d.rounds_paired();
            app.editing.set(false);
            app.change(move |x| *x = d);
            app.round_shown.set(r);
            app.notice.set(None);
        }
        Err(e) => app.notify(Notice::Error(e)),
    }
}

/// Pair, unpair, edit, the rounds to show, print; the progress of a pairing under way.
fn toolbar(app: App) -> impl IntoView {
    view! {
        <div class="toolbar noprint">
            {move || app.doc.with(|d| d.as_ref().map(|d| {
                let next = d.next_round();
                let all = d.total_rounds().map(|t| next > t).unwrap_or(false);
                let paired = d.rounds_paired();
                view! {
                    <button class="primary" data-testid="pair-round" disabled=move || app.busy.get() || all on:click=move |_| pair_round(app)>
                        {if all { tr().all_rounds_paired.to_string() } else { strings::pair_round_n(next) }}
                    </button>
                    {(paired > 0).then(|| view! {
                        <button data-testid="unpair-round" on:click=move |_| unpair_last(app)>{strings::unpair_round_n(paired)}</button>
                    })}
                    {(paired > 0 && !d.last_round_has_results()).then(|| view! {
                        <button data-testid="edit-pairing" class:active=move || app.editing.get() on:click=move |_| {
                            app.round_shown.set(paired);
                            app.editing.update(|e| *e = !*e);
                        }>{tr().edit_pairing}</button>
                    })}
                    <span class="roundsel">
                        {(1..=paired).map(|r| view! {
                            <button class="tab" class:active=move || app.round_shown.get() == r data-testid="show-round" data-round=r.to_string() on:click=move |_| app.round_shown.set(r)>{format!("{} {r}", tr().round)}</button>
                        }).collect_view()}
                    </span>
                    <button data-testid="print-pairings" on:click=move |_| print::open(app, print::Sheet::Board, Some(app.round_shown.get_untracked()))>{tr().print}</button>
                }
            }))}
            {move || app.busy.get().then(|| view! {
                <span class="busy" role="status" data-testid="pairing-progress">
                    <span class="spinner"></span>
                    <progress aria-label=tr().pairing_in_progress></progress>
                    <span data-testid="pairing-elapsed">{move || strings::pairing_elapsed(app.doc.with_untracked(|d| d.as_ref().map(|d| d.next_round()).unwrap_or(1)), app.busy_secs.get())}</span>
                    {worker::available().then(|| view! { <button data-testid="cancel-pairing" on:click=move |_| cancel_pairing(app)>{tr().cancel_pairing}</button> })}
                </span>
            })}
        </div>
    }
}

/// The round shown: its pairing list with the results, the players not paired, the "Why this
/// pairing?" panel of the board asked about and the round's audit.
fn round_view(app: App, d: &Doc, why: RwSignal<Option<(u32, PlayerId, PlayerId)>>) -> AnyView {
    let paired = d.rounds_paired();
    let r = app.round_shown.get().min(paired);
    if r == 0 {
        return view! { <p class="muted">{tr().not_paired_yet}</p> }.into_any();
    }
    let t = &d.tournament;
    let (lines, bye) = d.boards(r);
    let nboards = lines.len();
    let points = d.round_points(r);
    let absent: Vec<String> = t.players.iter().filter(|p| !p.round(r).was_paired()).map(|p| {
        format!("{} {} ({})", p.id, p.name, d.not_paired_label(p.id, r))
    }).collect();
    view! {
        <div class="print-head">{print::header(d, tr().sheet_board, Some(r))}</div>
        <h2 class="noprint-h">{format!("{} {r}", tr().round)}
            {d.edited.contains(&r).then(|| view! { " " <span class="badge" data-testid="manual-badge">{tr().manual_badge}</span> })}
        </h2>
        <table class="grid pairings" data-testid="pairing-table" data-round=r.to_string()>
            <thead><tr>
                <th>{tr().board}</th><th>{tr().p_no}</th><th class="left">{tr().white}</th><th>{tr().pts}</th>
                <th>{tr().result}</th>
                <th>{tr().pts}</th><th class="left">{tr().black}</th><th>{tr().p_no}</th>
                <th class="noprint"></th>
            </tr></thead>
            <tbody>
            {lines.into_iter().map(|b| board_row(app, d, r, b, nboards, &points, why)).collect_view()}
            {bye.map(|id| view! {
                <tr data-testid="pab-row" data-player=id.to_string() class="pab">
                    <td></td>
                    <td class="num">{id}</td>
                    <td class="left">{player_label(t, id)}</td>
                    <td class="num">{fmt_score(points.score(id))}</td>
                    <td class="res">{fmt_score(t.points.pairing_allocated_bye)}</td>
                    // the label in the opponent's column (one cell each: a phone hides the points
                    // and number columns, and a spanning cell with them)
                    <td></td><td class="left" data-testid="pab-label">{tr().pab}</td><td></td>
                    <td class="noprint"></td>
                </tr>
            })}
            </tbody>
        </table>
        {points.accelerated.then(|| view! { <p class="small" data-testid="virtual-note">{tr().virtual_points_note}</p> })}
        {(!absent.is_empty()).then(|| view! {
            <p class="small" data-testid="not-paired"><strong>{tr().absent_list} ": "</strong>{absent.join(", ")}</p>
        })}
        {why.get().filter(|x| x.0 == r).map(|(r, w, bl)| explain::why_view(d, r, w, bl, move |bi| {
            explain::START_BRACKET.with(|s| s.set(bi));
            app.round_shown.set(r);
            app.tab.set(Tab::Explain);
        }))}
        <p class="muted small noprint">{tr().results_hint}</p>
        {d.audit(r).map(|a| audit_view(app, d, a))}
    }.into_any()
}

/// One board of the pairing list: the players, their points, the result field with its
/// marks (adjourned, rating report only), the "Why this pairing?" button, and on a phone the
/// result buttons under it.
fn board_row(app: App, d: &Doc, r: u32, b: BoardLine, nboards: usize, points: &RoundPoints, why: RwSignal<Option<(u32, PlayerId, PlayerId)>>) -> impl IntoView {
    let t = &d.tournament;
    let (w, bl, board) = (b.white, b.black, b.board);
    let label = b.result.label();
    view! {
        <tr data-testid="pairing-row" data-board=board.to_string() data-white=w.to_string() data-black=bl.to_string() class:done=b.result != BoardResult::Pending>
            <td class="num">{board}</td>
            <td class="num">{w}</td>
            <td class="left">{player_label(t, w)}</td>
            {points_cell(points, w, "virtual-points")}
            <td class="res">
                <input id=format!("res-{board}") class="result" data-testid="result-input" autocomplete="off" size="4" inputmode="tel"
                    prop:value=label
                    on:keydown=move |ev: web_sys::KeyboardEvent| result_key(app, r, (w, bl), (board, nboards), ev)
                    on:change=move |ev| {
                        // pasted text: a result entered at once, or the field shows the result
                        // in force again (not understood, or waiting for a warning, or refused)
                        let entered = BoardResult::parse(&event_target_value(&ev)).is_some_and(|res| enter_result(app, r, w, bl, res));
                        if !entered {
                            event_target::<web_sys::HtmlInputElement>(&ev).set_value(label);
                        }
                    }
                />
                <span class="print-only">{label}</span>
                {(b.result == BoardResult::Pending && d.is_adjourned(r, w, bl)).then(|| view! { " " <span class="badge" data-testid="adjourned-mark">{tr().adjourned_mark}</span> })}
                {d.rating_correction(r, w, bl).map(|c| view! {
                    " " <button class="badge" data-testid="rating-only-mark" title=tr().rating_only_title
                        on:click=move |_| app.change(|d| d.correct_for_rating(r, w, bl, d.board_result(r, w, bl).unwrap_or(BoardResult::Pending)))>
                        {strings::fill(tr().rating_only_mark, &[("result", &c.label())])}</button>
                })}
            </td>
            {points_cell(points, bl, "virtual-points")}
            <td class="left">{player_label(t, bl)}</td>
            <td class="num">{bl}</td>
            <td class="noprint"><button class="why-btn" data-testid="why-pairing" title=tr().why_pairing aria-label=tr().why_pairing
                class:active=move || why.get() == Some((r, w, bl))
                on:click=move |_| {
                    let open = why.get_untracked() != Some((r, w, bl));
                    why.set(open.then_some((r, w, bl)));
                    if open {
                        crate::util::bring_into_view("[data-testid=\"why-panel\"]");
                    }
                }>"?"</button></td>
        </tr>
        {quick_keys(app, r, w, bl, board, b.result)}
    }
}

/// A key in board `board`'s result field (of `nboards`): `1`, `0`, `=` and the like enter the
/// result and move to the next board; Backspace clears it; the arrows and Enter move; other
/// characters are not typed.
fn result_key(app: App, r: u32, (w, bl): (PlayerId, PlayerId), (board, nboards): (usize, usize), ev: web_sys::KeyboardEvent) {
    let key = ev.key();
    if ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
        return;
    }
    let res = if key == "Backspace" || key == "Delete" { Some(BoardResult::Pending) } else { BoardResult::from_key(&key) };
    if let Some(res) = res {
        ev.prevent_default();
        if !enter_result(app, r, w, bl, res) {
            return;
        }
        if res != BoardResult::Pending {
            focus_result(if board < nboards { board + 1 } else { board });
        } else {
            focus_result(board);
        }
    } else if key == "ArrowDown" || key == "Enter" {
        ev.prevent_default();
        focus_result(board + 1);
    } else if key == "ArrowUp" {
        ev.prevent_default();
        focus_result(board.saturating_sub(1).max(1));
    } else if key.chars().count() == 1 {
        ev.prevent_default();
    }
}

/// A player's virtual points next to his points ("+1"), when he has any this round (the
/// rounds tab and the pairings sheet).
/// A player's points before the round in a pairing list, with the virtual points he carries
/// marked `+v` (the mark's test id is `testid`).
pub fn points_cell(points: &RoundPoints, id: PlayerId, testid: &'static str) -> impl IntoView {
    let v = points.virtual_points(id);
    view! {
        <td class="num">{fmt_score(points.score(id))}
            {(v > Score::ZERO).then(|| view! { <span class="small muted" data-testid=testid title=tr().virtual_points_title>{format!(" +{}", fmt_score(v))}</span> })}
        </td>
    }
}

/// The result buttons under a board for a phone at the board (issue 20): 1-0, ½-½, 0-1 and the
/// three forfeits, each a 44-pixel tap target (shown on touch screens and narrow windows only,
/// style.css); the current result is pressed, and tapping it again clears it. The focus stays
/// where it is (moving it to the next result field would bring up the phone's keyboard).
fn quick_keys(app: App, r: u32, w: PlayerId, bl: PlayerId, board: usize, now: BoardResult) -> impl IntoView {
    use BoardResult::*;
    let keys = [WhiteWins, Draw, BlackWins, WhiteForfeitWin, BlackForfeitWin, DoubleForfeit];
    view! {
        <tr class="quick noprint" data-testid="quick-row" data-board=board.to_string()>
            <td colspan="5">
                {keys.map(|res| view! {
                    <button class="quick-key" data-testid="quick-key" data-result=res.label() aria-pressed=(res == now).to_string()
                        on:click=move |_| {
                            // as typed in the result field: a correction of a past round asks
                            // first and is logged (FIDE mode, Doc::result_warnings)
                            enter_result(app, r, w, bl, if res == now { Pending } else { res });
                        }>{res.label()}</button>
                }).collect_view()}
            </td>
            // the other four columns: hidden on a phone with their header cells, so that the
            // buttons' row spans only the columns shown and the names keep their width
            <td class="quick-rest" colspan="4"></td>
        </tr>
    }
}
