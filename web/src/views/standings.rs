//! The standings tab and a player's card.

use crate::doc::{self, fmt_score, Doc};
use crate::state::*;
use crate::strings::{fill, tr};
use crate::views::*;
use crate::standings;
use leptos::prelude::*;
use torre_core::PlayerId;

#[component]
pub fn StandingsTab() -> impl IntoView {
    let app = expect_context::<App>();
    let card: RwSignal<Option<PlayerId>> = RwSignal::new(None);
    let after: RwSignal<Option<u32>> = RwSignal::new(None);
    view! {
        <section class="standings">
            {move || app.doc.with(|d| d.as_ref().map(|d| {
                let paired = d.rounds_paired();
                let k = d.standings_round(after.get());
                // no final standings while a result is missing (FIDE's 2026 checklist Q157-169)
                let last = d.tournament.total_rounds.map(|n| paired >= n).unwrap_or(false) && k == paired;
                let blocked = if last { d.not_final() } else { None };
                let table = standings::compute(d, k);
                view! {
                    <div class="toolbar noprint">
                        <label>{tr().after_round} " "
                            <select data-testid="standings-round" on:change=move |ev| after.set(event_target_value(&ev).parse().ok())>
                                // (round 0, before any result, only while no round is complete)
                                {(if k == 0 { 0 } else { 1 }..=paired).map(|r| view! { <option value=r.to_string() selected=r == k>{if r == 0 { "—".to_string() } else { r.to_string() }}</option> }).collect_view()}
                            </select>
                        </label>
                        <button data-testid="print-standings" on:click=move |_| print::open(app, print::Sheet::Standings, Some(k))>{tr().print}</button>
                    </div>
                    <div class="print-head">{print::header(d, tr().tab_standings, Some(k))}</div>
                    {(!table.columns.is_empty()).then(|| view! { <p class="muted small" data-testid="standings-edition">{tiebreaks::edition_text(d)}</p> })}
                    {table.note.clone().map(|n| view! { <p class="muted small noprint" data-testid="standings-note">{n}</p> })}
                    {blocked.clone().map(|why| view! { <p class="banner error" data-testid="not-final">{why}</p> })}
                    // before any result every player would be first with nothing: said instead
                    {(k == 0).then(|| view! { <p class="muted" data-testid="standings-none-yet">{tr().standings_none_yet}</p> })}
                    {(blocked.is_none() && k > 0).then(|| score_tables::standings_table(d, &table, score_tables::Medium::Screen(Some(card))))}
                    // what the codes stand for, as on the printed sheet; DE's 0 said nothing
                    // to an arbiter used to a points column
                    {blocked.is_none().then(|| print::legend(&d.tournament.tiebreaks))}
                    {(blocked.is_none() && table.columns.iter().any(|c| c == "DE")).then(|| view! { <p class="muted small" data-testid="de-note">{tr().de_zero_note}</p> })}
                }
            }))}
            // the card in a closure of its own: opening one does not recompute the table
            {move || card.get().and_then(|id| app.doc.with(|d| d.as_ref().map(|d| player_card(d, id, d.standings_round(after.get()), card))))}
        </section>
    }
}

pub fn player_card(d: &Doc, id: PlayerId, k: u32, card: RwSignal<Option<PlayerId>>) -> impl IntoView {
    let t = &d.tournament;
    let shown = d.record_view(k.max(d.rounds_paired()));
    // rounds paired he did not play (a late entry's, a bye): what each counts can be changed
    let missed = d.missed_rounds(id);
    view! {
        <div class="card playercard" data-testid="player-card">
            <div class="toolbar">
                <h3>{tr().card_title} ": " {format!("{id}. {}", player_label(t, id))}</h3>
                <button class="noprint" on:click=move |_| card.set(None)>{tr().card_close}</button>
            </div>
            <table class="grid">
                <thead><tr><th>{tr().card_round}</th><th class="left">{tr().card_opponent}</th>
                    {short_head(tr().card_colour, tr().card_colour_short)}{short_head(tr().card_result, tr().card_result_short)}
                    {short_head(tr().card_float, tr().card_float_short)}<th>{tr().pts}</th></tr></thead>
                <tbody>
                {(1..=k.max(d.rounds_paired())).map(|r| {
                    let e = shown.player(id).map(|p| p.round(r)).unwrap_or(torre_core::RoundEntry::NotPaired);
                    let (opp, col) = match e {
                        torre_core::RoundEntry::Game { opponent, colour, .. } => (format!("{opponent}. {}", player_label(t, opponent)), doc::colour_letter(colour)),
                        _ => (String::new(), ""),
                    };
                    view! {
                        <tr>
                            <td class="num">{r}</td><td class="left opp">{opp}</td><td>{col}</td>
                            <td>{match missed.iter().find(|m| m.0 == r) {
                                Some(&(_, k)) => missed_round_choice(id, r, k).into_any(),
                                None => doc::entry_result_label(&e).into_any(),
                            }}</td><td>{doc::float_in(t, id, r)}</td>
                            <td class="num">{fmt_score(d.score(id, r))}</td>
                        </tr>
                    }
                }).collect_view()}
                </tbody>
            </table>
            {card_tiebreaks(d, id, k)}
        </div>
    }
}

/// A column header of the card's round table: the word on a wide screen, its short form on a
/// phone (style.css), the word as its tooltip.
fn short_head(word: &'static str, short: &'static str) -> impl IntoView {
    view! { <th title=word><span class="head-long">{word}</span><span class="head-short">{short}</span></th> }
}

/// The player's tie-break values after round `k`, each with its article of C.07, why it is
/// empty when it is, and the rounds it was built from (the core's note, with the article
/// applied, as a tooltip).
fn card_tiebreaks(d: &Doc, id: PlayerId, k: u32) -> Option<impl IntoView> {
    let list = d.tiebreak_list().ok().filter(|l| !l.is_empty())?;
    // the tournament the table ranks (a round robin's C.05 withdrawals applied)
    let (view, _) = d.standings_view(k);
    let e = torre_core::tiebreak::explain(&view, id, &list, Some(k), &d.tiebreak_options()).ok()?;
    Some(view! {
        <h4>{tr().f_tiebreaks} " · " {format!("{} {k}", tr().after_round)}</h4>
        <p class="small muted">{tiebreaks::edition_text(d)}</p>
        <table class="grid card-tiebreaks" data-testid="card-tiebreaks">
            <thead><tr><th>{tr().tb_code}</th><th class="left">{tr().tb_name}</th><th>{tr().tb_value}</th><th class="left">{tr().tb_article_head}</th><th class="left">{tr().tb_rounds}</th></tr></thead>
            <tbody>
            {e.items.iter().map(|item| {
                let tb = item.tiebreak;
                let c = &item.computed;
                let value = if c.undefined.is_some() { String::new() } else { c.value.format(tb.kind.decimals()) };
                let why = c.undefined.as_ref().map(crate::strings::undefined_text);
                view! {
                    <tr data-testid="card-tiebreak" data-code=tb.code()>
                        <td><code>{tb.code()}</code></td>
                        <td class="left">{tiebreaks::kind_name(tb.kind)}</td>
                        <td class="num strong">{value}</td>
                        <td class="left small" data-testid="card-tiebreak-article">{tiebreaks::article(tb.kind)}
                            {why.map(|w| view! { <div class="muted" data-testid="card-tiebreak-why">{w}</div> })}</td>
                        <td class="left small">{c.parts.iter().map(|p| {
                            let who = match p.opponent {
                                Some(o) => fill(tr().tb_part_vs, &[("round", &p.round), ("opponent", &o)]),
                                None => fill(tr().tb_part_own, &[("round", &p.round)]),
                            };
                            let shown = format!("{who}: {}", p.value.format(tb.kind.decimals().max(1)));
                            view! { <span class="chip" class:cut=p.cut.is_some() title=format!("{}{}", p.note, p.cut.as_ref().map(|c| format!(" · {c}")).unwrap_or_default())>{shown}</span> " " }
                        }).collect_view()}</td>
                    </tr>
                }
            }).collect_view()}
            </tbody>
        </table>
    })
}

/// The result cell of a round `id` did not play, on his card: absent, ½-point or 1-point bye
/// (Z, H, F: the tournament's rules, C.04.2.C), changed after a Level-3 question, logged.
fn missed_round_choice(id: PlayerId, r: u32, now: torre_core::ByeKind) -> impl IntoView {
    let app = expect_context::<App>();
    view! {
        <select class="noprint" data-testid="missed-round" data-round=r.to_string() title=tr().late_missed_title
            // as the round stands, also once a question is cancelled (the dialog closing)
            prop:value=move || { app.ask.track(); now.code().to_string() }
            on:change=move |ev| {
            let v = event_target_value(&ev);
            let Some(k) = doc::MISSED_KINDS.into_iter().find(|k| k.code().to_string() == v) else { return };
            let ws = app.doc.with_untracked(|d| d.as_ref().map(|d| d.missed_round_warnings(id, r, k)).unwrap_or_default());
            ask(app, ws, move || app.change(move |d| { d.set_missed_round(id, r, k); }));
        }>
            {doc::MISSED_KINDS.map(|k| view! { <option value=k.code().to_string() selected=k == now>{missed_short(k)}</option> }).collect_view()}
        </select>
        <span class="print-only">{doc::entry_result_label(&torre_core::RoundEntry::Bye(now))}</span>
    }
}

/// "½ (H)": the points of a round not played and its TRF letter (a card's narrow cell).
fn missed_short(k: torre_core::ByeKind) -> String {
    let points = match k {
        torre_core::ByeKind::Half => "½",
        torre_core::ByeKind::Full => "1",
        _ => "0",
    };
    format!("{points} ({})", k.code())
}
