//! "How was this round paired?" (issue 7): the core's explanation trace of a round, drawn
//! bracket by bracket and candidate by candidate like the seed slides (S1 and S2 as two
//! columns, failure values, fate), with button and keyboard navigation; the colour rule of
//! every board and the bye; the core's text rendering for everything else. Also the
//! "Why this pairing?" panel of a pairing row and the teaching seed.

use crate::doc::Doc;
use crate::strings::{self, tr};
use crate::state::App;
use leptos::prelude::*;
use torre_core::explain::dubov::{DubovFailures, TranspositionTrial};
use torre_core::explain::{self, BracketKind, BracketTrace, Candidate, ColourStep, DubovBracket, DubovTrace, Explanation, Failures, Fate, PlayerState};
use torre_core::pairing::PairOptions;
use torre_core::{PairingSystem, PlayerId};

mod burstein;
mod dubov;
mod dutch;
mod legend;
mod page;
mod present;
mod roundrobin;
mod seeds;
mod words;
use burstein::*;
use dubov::*;
use dutch::*;
use legend::*;
use page::*;
use present::*;
use roundrobin::*;
pub use seeds::*;
use torre_core::explain::sentence::{self, Finding, Sentence};
use torre_core::explain::DutchTrace;

/// The explanation of round `r` of the document (the core truncates the tournament before
/// `r`, as `torre --explain --round R` does).
pub fn explain_round(d: &Doc, r: u32) -> Result<Explanation, String> {
    let t = &d.tournament;
    explain::explain(t, &PairOptions::from_tournament(t), Some(r)).map_err(|e| e.to_string())
}

/// The engine's pairing of round `r` against the round as recorded in the document.
pub(super) fn file_check(d: &Doc, e: &Explanation, seed: Option<&'static Seed>) -> AnyView {
    if e.round > d.rounds_paired() {
        return ().into_any();
    }
    let (lines, bye) = d.boards(e.round);
    let mut recorded: Vec<String> = lines.iter().map(|l| format!("{}-{}", l.white, l.black)).collect();
    let mut engine: Vec<String> = e.pairing.boards.iter().map(|b| format!("{}-{}", b.white, b.black)).collect();
    recorded.sort();
    engine.sort();
    if recorded == engine && bye == e.pairing.bye {
        return view! { <p class="small ok-line" data-testid="explain-file-check" data-same="true">"✓ " {tr().file_same}</p> }.into_any();
    }
    let only = |a: &[String], b: &[String]| a.iter().filter(|x| !b.contains(x)).cloned().collect::<Vec<_>>().join(", ");
    let byes = |x: Option<PlayerId>| x.map(|b| format!(" · {} {b}", tr().pab)).unwrap_or_default();
    let r4 = seed.is_some_and(|s| s.key == "dubov-14p-6r") && e.round == 4;
    view! {
        <div class="banner warn stack small" data-testid="explain-file-check" data-same="false">
            <strong>{tr().file_differs}</strong>
            <div>{tr().file_engine} ": " {only(&engine, &recorded)} {byes(e.pairing.bye)} " · " {tr().file_recorded} ": " {only(&recorded, &engine)} {byes(bye)}</div>
            {r4.then(|| view! { <div data-testid="teaching-round-note">{tr().teaching_note_dubov_r4}</div> })}
        </div>
    }
    .into_any()
}

/// The link to the last step of a round, the colours.
pub(super) fn colours_link(nb: usize, bi: usize, pos: RwSignal<(usize, usize)>) -> impl IntoView {
    let here = bi >= nb;
    view! { <li class:active=here><a href="#" data-testid="explain-colours-link" on:click=move |ev| { ev.prevent_default(); pos.set((nb, 0)); }>{tr().colours_step}</a></li> }
}

/// What the steps of a round are: the words of the buttons that move through them.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Steps {
    /// Dutch: candidates, bracket by bracket.
    Candidates,
    /// Dubov: sets, shifters, transpositions, scoregroup by scoregroup.
    Dubov,
    /// Burstein: one step per bracket.
    Brackets,
    /// Round robin: the table's row, one step.
    Table,
}

impl Steps {
    fn prev(self) -> &'static str {
        if self == Steps::Candidates { tr().explain_prev } else { tr().dubov_prev }
    }
    fn next(self) -> &'static str {
        if self == Steps::Candidates { tr().explain_next } else { tr().dubov_next }
    }
    fn next_bracket(self) -> Option<&'static str> {
        match self {
            Steps::Candidates | Steps::Brackets => Some(tr().explain_next_bracket),
            Steps::Dubov => Some(tr().dubov_next_group),
            Steps::Table => None,
        }
    }
    /// A bracket of one step has no chosen step to jump to.
    fn chosen(self) -> Option<&'static str> {
        match self {
            Steps::Candidates => Some(tr().explain_chosen),
            Steps::Dubov => Some(tr().dubov_chosen),
            Steps::Brackets | Steps::Table => None,
        }
    }
    fn keys(self) -> &'static str {
        match self {
            Steps::Candidates => tr().explain_keys,
            Steps::Dubov => tr().dubov_keys,
            Steps::Brackets => tr().explain_keys_brackets,
            Steps::Table => "",
        }
    }
}

/// C.04.5.1: the virtual points of an accelerated round, and that the scores shown are pairing
/// scores (a 2-point bracket in round 2 is otherwise read as two points won).
fn virtual_points(v: &[(PlayerId, f64)]) -> Option<impl IntoView> {
    (!v.is_empty()).then(|| {
        let groups = explain::text::virtual_groups(v)
            .into_iter()
            .map(|(x, who)| strings::fill(tr().virtual_group, &[("points", &x), ("players", &ids(&who))]))
            .collect::<Vec<_>>()
            .join("; ");
        view! { <p class="banner info small" data-testid="explain-virtual">{strings::fill(tr().virtual_points, &[("groups", &groups)])}</p> }
    })
}

/// Keys that move through the candidates (ignored while typing in a field).
pub(super) fn typing(ev: &web_sys::KeyboardEvent) -> bool {
    use wasm_bindgen::JsCast;
    let Some(el) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return false };
    matches!(el.tag_name().to_ascii_lowercase().as_str(), "input" | "select" | "textarea")
}

#[component]
pub fn ExplainTab() -> impl IntoView {
    let app = expect_context::<App>();
    // the round: the one shown in the rounds tab (default: the last paired round)
    let round = Memo::new(move |_| {
        let paired = app.doc.with(|d| d.as_ref().map(|d| d.rounds_paired()).unwrap_or(0));
        let r = app.round_shown.get();
        if r == 0 || r > paired { paired } else { r }
    });
    let expl = Memo::new(move |_| {
        let r = round.get();
        if r == 0 {
            return None;
        }
        app.doc.with(|d| d.as_ref().map(|d| explain_round(d, r)))
    });
    // position: (bracket, candidate), reset when the round changes
    let pos = RwSignal::new((START_BRACKET.with(|s| s.take()), 0usize));
    Effect::new(move |prev: Option<u32>| {
        let r = round.get();
        if prev.is_some_and(|p| p != r) {
            pos.set((0, 0));
        }
        r
    });
    // (steps, chosen step) of each bracket, then one step for the colours (a round robin: the
    // table's row, one step)
    let brackets = Memo::new(move |_| -> Vec<(usize, usize)> {
        expl.with(|e| {
            let mut v: Vec<(usize, usize)> = match e {
                Some(Ok(e)) => match (&e.dutch, &e.dubov, &e.burstein) {
                    (Some(d), _, _) => d.brackets.iter().map(|b| (shown_candidates(b).len(), chosen_index(b))).collect(),
                    (None, Some(d), _) => d.brackets.iter().map(|b| dubov_steps(b).len()).map(|n| (n, n - 1)).collect(),
                    (None, None, Some(b)) => b.brackets.iter().map(|_| (1, 0)).collect(),
                    _ if e.roundrobin.is_some() => return vec![(1, 0)],
                    _ => return vec![],
                },
                _ => return vec![],
            };
            v.push((1, 0));
            v
        })
    });
    let steps = Stepper { pos, brackets };
    // what the steps are, for the buttons' words
    let kind = move || expl.with(|e| match e {
        Some(Ok(e)) if e.dutch.is_some() => Steps::Candidates,
        Some(Ok(e)) if e.dubov.is_some() => Steps::Dubov,
        Some(Ok(e)) if e.burstein.is_some() => Steps::Brackets,
        _ => Steps::Table,
    });
    let show = Present::new(pos);
    provide_context(show);
    let present = show.on;
    let handle = window_event_listener(leptos::ev::keydown, move |ev: web_sys::KeyboardEvent| {
        if typing(&ev) || ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
            return;
        }
        // a presenter's clicker sends PageDown / PageUp: the next or previous part of the step,
        // then step; → on the last step shows its remaining parts
        match ev.key().as_str() {
            "PageDown" if show.has_next_part() => show.next_part(),
            "PageUp" if show.has_prev_part() => show.prev_part(),
            "ArrowRight" | "n" | "j" | "PageDown" if !untrack(move || steps.at_end()) => steps.next(),
            "ArrowRight" if show.has_next_part() => show.next_part(),
            "ArrowLeft" | "p" | "k" | "PageUp" if !untrack(move || steps.at_start()) => steps.prev(),
            "b" if !untrack(move || steps.last_bracket()) => steps.next_bracket(),
            "c" => steps.chosen(),
            "Escape" if present.get_untracked() => present.set(false),
            "ArrowDown" if present.get_untracked() => show.next_part(),
            "ArrowUp" if present.get_untracked() => show.prev_part(),
            "l" if present.get_untracked() => show.toggle_legend(),
            _ => return,
        }
        ev.prevent_default();
    });
    on_cleanup(move || handle.remove());

    view! {
        <section class="explain" class:present=move || present.get() data-testid="explain-view" data-present=move || present.get().to_string()>
            <h2 class="noprint-h">{tr().tab_explain}</h2>
            <div class="toolbar noprint explain-controls" data-testid="explain-controls">
                <label>{tr().round}
                    <select data-testid="explain-round" on:change=move |ev| {
                        if let Ok(r) = event_target_value(&ev).parse::<u32>() { app.round_shown.set(r); }
                        // the keys step through the round chosen (in the list they changed the round)
                        let _ = event_target::<web_sys::HtmlElement>(&ev).blur();
                    }>
                        {move || {
                            let paired = app.doc.with(|d| d.as_ref().map(|d| d.rounds_paired()).unwrap_or(0));
                            (1..=paired).map(|r| view! { <option value=r.to_string() selected=move || round.get() == r>{r}</option> }).collect_view()
                        }}
                    </select>
                </label>
                // in presentation mode the short labels (one line of controls on a projector; the
                // step's heading says what a step is), the full ones as titles
                <button data-testid="explain-prev" disabled=move || steps.at_start() on:click=move |_| steps.prev() aria-keyshortcuts="ArrowLeft"
                    title=move || kind().prev()>
                    {move || if present.get() { tr().present_prev } else { kind().prev() }}
                </button>
                <button class="primary" data-testid="explain-next" disabled=move || steps.at_end() on:click=move |_| steps.next() aria-keyshortcuts="ArrowRight"
                    title=move || kind().next()>
                    {move || if present.get() { tr().present_next } else { kind().next() }}
                </button>
                {move || kind().next_bracket().map(|label| view! { <button data-testid="explain-next-bracket" disabled=move || steps.last_bracket() on:click=move |_| steps.next_bracket() aria-keyshortcuts="b">{label}</button> })}
                {move || kind().chosen().map(|label| view! { <button data-testid="explain-chosen" on:click=move |_| steps.chosen() aria-keyshortcuts="c">{label}</button> })}
                <button data-testid="explain-present" aria-pressed=move || present.get().to_string() aria-keyshortcuts=move || present.get().then_some("Escape") on:click=move |_| present.update(|p| *p = !*p)>{move || if present.get() { tr().present_off } else { tr().present_on }}</button>
                {move || present.get().then(|| view! {
                    <button data-testid="explain-legend-toggle" aria-pressed=move || show.legend.get().to_string() aria-keyshortcuts="l" title="L" on:click=move |_| show.toggle_legend()>{tr().legend_button}</button>
                })}
                <span class="muted small present-step" data-testid="explain-step-count">{move || { let (k, n) = steps.step_of(); strings::fill(tr().present_step, &[("n", &k), ("total", &n)]) }}</span>
                <span class="muted small explain-keys">{move || kind().keys()}</span>
            </div>
            {move || expl.with(|e| match e {
                None => view! { <p class="muted">{tr().not_paired_yet}</p> }.into_any(),
                Some(Err(err)) => view! { <p class="banner error" data-testid="explain-error">{err.clone()}</p> }.into_any(),
                Some(Ok(e)) => {
                    let text = explain::text::render(e);
                    let body = match (&e.dutch, &e.dubov, &e.burstein, &e.roundrobin) {
                        (Some(d), ..) => dutch_body(d, pos),
                        (None, Some(d), ..) => dubov_body(d, pos),
                        (None, None, Some(b), _) => burstein_body(b, pos),
                        (None, None, None, Some(r)) => roundrobin_body(r, e.round),
                        _ => ().into_any(),
                    };
                    let (seed, check) = app.doc.with(|d| match d {
                        Some(d) => {
                            let seed = seed_of(d);
                            (seed, Some(file_check(d, e, seed)))
                        }
                        None => (None, None),
                    });
                    view! {
                        {seed.map(|s| view! { <p class="banner info stack small" data-testid="teaching-note" data-seed=s.key>{(s.note)()}</p> })}
                        {check}
                        {virtual_points(&e.virtual_points)}
                        <div data-testid="explain-body" data-round=e.round.to_string() data-system=e.system.clone()>{body}</div>
                        <details class="explain-text" data-testid="explain-log">
                            <summary>{tr().trace_summary}</summary>
                            <p class="small muted" data-testid="explain-log-note">{tr().trace_note}</p>
                            <pre data-testid="explain-text" lang="en">{text}</pre>
                        </details>
                    }.into_any()
                }
            })}
        </section>
    }
}

/// Where the explanation is: `pos` = (bracket, step in it); `brackets` = (steps, the chosen
/// step) of each bracket, the colours last.
#[derive(Clone, Copy)]
struct Stepper {
    pos: RwSignal<(usize, usize)>,
    brackets: Memo<Vec<(usize, usize)>>,
}

impl Stepper {
    /// The step on screen, counted over the whole round (for presentation mode), and how many.
    fn step_of(self) -> (usize, usize) {
        let bs = self.brackets.get();
        let (b, c) = self.pos.get();
        let before: usize = bs.iter().take(b).map(|x| x.0).sum();
        (before + c.min(bs.get(b).map_or(0, |x| x.0.saturating_sub(1))) + 1, bs.iter().map(|x| x.0).sum::<usize>())
    }

    /// The first step of the round: nothing before (its button and key are disabled).
    fn at_start(self) -> bool {
        self.step_of().0 <= 1
    }

    /// The last step of the round: nothing after.
    fn at_end(self) -> bool {
        let (k, n) = self.step_of();
        k >= n
    }

    /// On the colours step (the last) there is no next bracket.
    fn last_bracket(self) -> bool {
        self.pos.with(|p| p.0) + 1 >= self.brackets.with(Vec::len)
    }

    fn next(self) {
        let bs = self.brackets.get();
        self.pos.update(|(b, c)| {
            if *b < bs.len() && *c + 1 < bs[*b].0 {
                *c += 1;
            } else if *b + 1 < bs.len() {
                *b += 1;
                *c = 0;
            }
        });
    }

    fn prev(self) {
        let bs = self.brackets.get();
        self.pos.update(|(b, c)| {
            if *c > 0 {
                *c -= 1;
            } else if *b > 0 {
                *b -= 1;
                *c = bs[*b].0.saturating_sub(1);
            }
        });
    }

    fn next_bracket(self) {
        let n = self.brackets.with(Vec::len);
        self.pos.update(|(b, c)| {
            if *b + 1 < n {
                *b += 1;
                *c = 0;
            }
        });
    }

    /// The bracket's chosen step (the pairing made).
    fn chosen(self) {
        let bs = self.brackets.get();
        self.pos.update(|(b, c)| {
            if let Some(&(_, k)) = bs.get(*b) {
                *c = k;
            }
        });
    }
}

/// "Why this pairing?" for the board `white`-`black` of round `r`: the bracket, the criteria
/// that decided it, the colour rule.
pub fn why_view(d: &Doc, r: u32, white: PlayerId, black: PlayerId, on_open: impl Fn(usize) + Clone + 'static) -> AnyView {
    let e = match explain_round(d, r) {
        Ok(e) => e,
        Err(err) => return view! { <div class="card why" data-testid="why-panel"><p class="banner error">{err}</p></div> }.into_any(),
    };
    let same = |(a, b): &(PlayerId, PlayerId)| (*a == white && *b == black) || (*a == black && *b == white);
    let colour = |cs: &[ColourStep]| cs.iter().find(|c| same(&(c.white, c.black))).cloned();
    // the names too: a phone's pairing list shows no numbers
    let name = |id: PlayerId| d.tournament.player(id).map(|p| p.name.clone()).unwrap_or_default();
    let title = format!("{} {white}. {} – {black}. {}", tr().why_pairing, name(white), name(black));
    if let Some(dt) = &e.dutch {
        let Some((bi, b)) = dt.brackets.iter().enumerate().rev().find(|(_, b)| b.chosen.pairs.iter().any(same)) else {
            return not_engine(title);
        };
        let c = &b.chosen;
        let e = dt.edition;
        let tags = |v: &[PlayerId]| v.iter().map(|&i| tag(&dt.players, i)).collect::<Vec<_>>().join(", ");
        // what decided it: each earlier candidate, rejected as illegal or beaten on a criterion
        let mut decided: Vec<String> = Vec::new();
        for x in b.candidates.iter().filter(|x| x.number > 0 && x.number < c.number.max(1)) {
            match (&x.failures, &c.failures, x.fate) {
                (_, _, Fate::Duplicate) => {}
                (None, _, _) => decided.push(format!("#{} {}: {}", x.number, pairs_attr(&x.pairs), x.breach.as_ref().map_or_else(|| tr().fate_illegal.into(), |w| cite(e, &words::breach(w))))),
                (Some(xf), Some(cf), _) => {
                    if let Some(k) = xf.first_difference(cf) {
                        let name = criterion_name(k);
                        decided.push(format!("#{} {}: {} {}{}", x.number, pairs_attr(&x.pairs), tr().why_worse_on, cite(e, k), if name.is_empty() { String::new() } else { format!(" ({name})") }));
                    }
                }
                _ => {}
            }
        }
        let col = colour(&dt.colours);
        return view! {
            <div class="card why" data-testid="why-panel" data-bracket=bi.to_string()>
                <h3>{title}</h3>
                <p data-testid="why-bracket"><strong>{kind_text(b.kind, e)} " " {strings::points_n(&pts(b.score))}</strong> ": " {tags(&b.mdps)} {(!b.mdps.is_empty()).then_some(" | ")} {tags(&b.residents)}</p>
                <p data-testid="why-criteria"><strong>{tr().explain_decision} ": "</strong>
                    {format!("{} #{} ({}) — {}", tr().explain_candidate, c.number, pairs_attr(&c.pairs), cite(e, &words::decision(&sentence::dutch_decision(b), &c.pairs, None)))}
                </p>
                {(!decided.is_empty()).then(|| view! { <ul class="small">{decided.into_iter().map(|s| view! { <li>{s}</li> }).collect_view()}</ul> })}
                {c.failures.as_ref().map(|_| failures_table(c, &b.ideal, e))}
                {col.map(|s| view! { <p data-testid="why-colour"><strong>{tr().explain_colour_rule} " " {cite(e, &s.rule)}</strong> ": " {format!("{} {} – {} {}: ", tr().white, s.white, tr().black, s.black)} {cite(e, &words::colour_reason(&s).unwrap_or_else(|| s.reason.clone()))}</p> })}
                <button data-testid="why-open-explain" on:click=move |_| on_open(bi)>{tr().why_open}</button>
            </div>
        }
        .into_any();
    }
    if let Some(dt) = &e.dubov {
        let col = colour(&dt.colours);
        let Some((bi, b)) = dt.brackets.iter().enumerate().find(|(_, b)| b.pairs.iter().any(same)) else {
            return not_engine(title);
        };
        // the upfloater set: every earlier set was illegal or worse on a criterion
        let mut decided: Vec<String> = Vec::new();
        let chosen_set = b.sets.last();
        if let Some(c) = chosen_set {
            for x in &b.sets[..b.sets.len() - 1] {
                let set = format!("#{} [{}]", x.number, ids(&x.upfloaters));
                match (&x.failures, &c.failures) {
                    (None, _) => decided.push(format!("{set}: {}", x.breach.as_ref().map_or_else(|| tr().fate_illegal.into(), |w| art(dt.edition, &words::breach(w))))),
                    (Some(xf), Some(cf)) => {
                        if let Some(k) = xf.first_difference(cf) {
                            let name = art(dt.edition, strings::dubov_criterion_name(k));
                            decided.push(format!("{set}: {} {}{}", tr().why_worse_on, art(dt.edition, k), if name.is_empty() { String::new() } else { format!(" ({name})") }));
                        }
                    }
                    _ => {}
                }
            }
        }
        let chosen_t = b.transpositions.last();
        for x in b.transpositions.iter().filter(|x| x.illegal.is_some()) {
            decided.push(format!("{} #{} [{}{}]: {}", tr().dubov_transposition, x.number, ids(&x.t2), if x.t2.len() < b.s1_sorted.len() { ", …" } else { "" }, x.breach.as_ref().map(|w| art(dt.edition, &words::breach(w))).unwrap_or_default()));
        }
        let ups = if b.upfloaters.is_empty() { tr().dubov_no_upfloaters.to_string() } else { ids(&b.upfloaters) };
        let set_text = chosen_set.map(|c| format!("{} #{} [{}]", tr().dubov_set, c.number, ids(&c.upfloaters))).unwrap_or_else(|| tr().dubov_no_upfloaters.to_string());
        let trans_text = chosen_t.map(|t| format!("{} #{}: S1 [{}] – T2 [{}]", tr().dubov_transposition, t.number, ids(&b.s1_sorted), ids(&t.t2))).unwrap_or_default();
        let shifted = (!b.shifters.is_empty()).then(|| format!(" · {}: {}", tr().dubov_shifted, ids(&b.shifters)));
        return view! {
            <div class="card why" data-testid="why-panel" data-bracket=bi.to_string()>
                <h3>{title}</h3>
                <p data-testid="why-bracket"><strong>{tr().dubov_scoregroup} " " {strings::points_n(&pts(b.score))}</strong> ": "
                    {tr().explain_residents} " " {ids(&b.residents)} " · " {tr().dubov_upfloaters} " " {ups}</p>
                <p data-testid="why-criteria"><strong>{tr().explain_decision} ": "</strong>{set_text} " — " {trans_text} {shifted}</p>
                {(!decided.is_empty()).then(|| view! { <ul class="small">{decided.into_iter().map(|s| view! { <li>{s}</li> }).collect_view()}</ul> })}
                {b.failures.as_ref().map(|f| dubov_failures_table(f, tr().dubov_this_pairing, None, false, dt.edition))}
                {col.map(|s| view! { <p data-testid="why-colour"><strong>{tr().explain_colour_rule} " " {s.rule.clone()}</strong> ": " {format!("{} {} – {} {}: ", tr().white, s.white, tr().black, s.black)} {words::colour_reason(&s).unwrap_or_else(|| s.reason.clone())}</p> })}
                <button data-testid="why-open-explain" on:click=move |_| on_open(bi)>{tr().why_open}</button>
            </div>
        }
        .into_any();
    }
    if let Some(bt) = &e.burstein {
        return burstein_why(bt, title, same, on_open);
    }
    if let Some(rr) = &e.roundrobin {
        return roundrobin_why(rr, e.round, title, same, on_open);
    }
    not_engine(title)
}

/// The panel of a board the engine did not pair (modified by hand).
fn not_engine(title: String) -> AnyView {
    view! { <div class="card why" data-testid="why-panel"><h3>{title}</h3><p>{tr().why_not_engine}</p></div> }.into_any()
}
