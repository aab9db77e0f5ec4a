//! "How was this round paired?" (issue 7): the core's explanation trace of a round, drawn
//! bracket by bracket and candidate by candidate like the seed slides (S1 and S2 as two
//! columns, failure values, fate), with button and keyboard navigation; the colour rule of
//! every board and the bye; the core's text rendering for everything else. Also the
//! "Why this pairing?" panel of a pairing row and the teaching seed.

use crate::doc::Doc;
use crate::strings::{self, tr};
use crate::App;
use leptos::prelude::*;
use torre_core::explain::{self, BracketKind, BracketTrace, Candidate, ColourStep, Explanation, Failures, Fate, PlayerState};
use torre_core::pairing::PairOptions;
use torre_core::PlayerId;

/// The seed Dutch tournament of the worked example (14 players, 6 rounds), for teaching mode.
/// Embedded at build time from the shared conformance seeds (beside the repository).
pub const TEACHING_SEED: &str = include_str!("../../../shared/conformance/seeds/dutch-14p-6r.trf");

thread_local! {
    /// The bracket the next explain view opens at ("Why this pairing?" → step by step).
    pub static START_BRACKET: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// The teaching seed as a new document, paired under the C.04.3 edition of the slides.
pub fn teaching_doc() -> Result<Doc, String> {
    let mut t = torre_core::trf::read(TEACHING_SEED.as_bytes(), &Default::default()).map_err(|e| e.to_string())?.tournament;
    // the slides follow the 2017 text (Baku 2016): explain with its brackets and numbering
    t.edition = torre_core::DutchEdition::E2017;
    Ok(Doc::new(t))
}

/// The explanation of round `r` of the document (the core truncates the tournament before
/// `r`, as `torre --explain --round R` does).
pub fn explain_round(d: &Doc, r: u32) -> Result<Explanation, String> {
    let t = &d.tournament;
    explain::explain(t, &PairOptions::from_tournament(t), Some(r)).map_err(|e| e.to_string())
}

/// The candidates shown for a bracket: the listed ones, then the engine's choice when it is
/// not among them (summaries).
fn shown_candidates(b: &BracketTrace) -> Vec<Candidate> {
    let mut v = b.candidates.clone();
    if !v.iter().any(|c| c.number == b.chosen.number && c.number > 0) {
        v.push(b.chosen.clone());
    }
    v
}

fn chosen_index(b: &BracketTrace) -> usize {
    let v = shown_candidates(b);
    v.iter().position(|c| c.number == b.chosen.number && c.number > 0).unwrap_or(v.len().saturating_sub(1))
}

fn pairs_attr(p: &[(PlayerId, PlayerId)]) -> String {
    p.iter().map(|(a, b)| format!("{a}-{b}")).collect::<Vec<_>>().join(" ")
}

fn ids(v: &[PlayerId]) -> String {
    v.iter().map(|i| i.to_string()).collect::<Vec<_>>().join(", ")
}

fn pts(x: f64) -> String {
    format!("{x}")
}

fn psd(v: &[f64]) -> String {
    format!("[{}]", v.iter().map(|x| pts(*x)).collect::<Vec<_>>().join(" "))
}

fn fate_key(f: Fate) -> &'static str {
    match f {
        Fate::Illegal => "illegal",
        Fate::Duplicate => "duplicate",
        Fate::BestSoFar => "best_so_far",
        Fate::Discarded => "discarded",
        Fate::Perfect => "perfect",
        Fate::ChosenBest => "chosen_best",
        Fate::Listed => "listed",
    }
}

fn fate_text(f: Fate) -> &'static str {
    let s = tr();
    match f {
        Fate::Illegal => s.fate_illegal,
        Fate::Duplicate => s.fate_duplicate,
        Fate::BestSoFar => s.fate_best_so_far,
        Fate::Discarded => s.fate_discarded,
        Fate::Perfect => s.fate_perfect,
        Fate::ChosenBest => s.fate_chosen_best,
        Fate::Listed => s.fate_listed,
    }
}

fn kind_text(k: BracketKind) -> &'static str {
    match k {
        BracketKind::Regular => tr().explain_bracket,
        BracketKind::Last => tr().explain_last_bracket,
        BracketKind::Ppb => tr().explain_ppb,
        BracketKind::Clb => tr().explain_clb,
    }
}

fn kind_short(k: BracketKind) -> &'static str {
    match k {
        BracketKind::Regular => tr().explain_bracket,
        BracketKind::Last => tr().explain_last_bracket,
        BracketKind::Ppb => "PPB",
        BracketKind::Clb => "CLB",
    }
}

/// A player as the seed slides write him: "3Bb↓" (pairing number, preference, last float).
fn tag(players: &[PlayerState], id: PlayerId) -> String {
    let Some(p) = players.iter().find(|p| p.id == id) else { return id.to_string() };
    let arrow = match p.float_prev.as_str() {
        "up" => "↑",
        "down" => "↓",
        _ => "",
    };
    format!("{}{}{}", p.id, p.preference, arrow)
}

/// The failure values of a candidate as (criterion, value) cells, in criterion order.
fn failure_cells(f: &Failures) -> Vec<(&'static str, String)> {
    let mut v = vec![("C.5", f.pairs.to_string()), ("C.6", psd(&f.psd))];
    if let (Some(p), Some(q)) = (f.next_pairs, &f.next_psd) {
        v.push(("C.7", format!("{p} {}", psd(q))));
    }
    for (n, x) in [("C.8", f.c8), ("C.9", f.c9), ("C.10", f.c10), ("C.11", f.c11), ("C.12", f.c12), ("C.13", f.c13), ("C.14", f.c14), ("C.15", f.c15)] {
        v.push((n, x.to_string()));
    }
    for (n, x) in [("C.16", f.c16), ("C.17", f.c17), ("C.18", f.c18), ("C.19", f.c19)] {
        v.push((n, pts(x)));
    }
    v
}

/// The first criterion (in C.5–C.19 order) on which `a` and `b` differ.
fn first_difference(a: &Failures, b: &Failures) -> Option<&'static str> {
    failure_cells(a).into_iter().zip(failure_cells(b)).find(|(x, y)| x.1 != y.1).map(|(x, _)| x.0)
}

/// The failures table: this candidate against the best value any candidate reaches. Columns
/// that are zero everywhere are left out (C.5 and C.6 always shown).
fn failures_table(c: &Candidate, ideal: &Failures) -> AnyView {
    let Some(f) = &c.failures else {
        return view! { <p class="explain-illegal" data-testid="explain-illegal">{tr().fate_illegal} ": " {c.illegal.clone().unwrap_or_default()}</p> }.into_any();
    };
    let mine = failure_cells(f);
    let best = failure_cells(ideal);
    let zero = |s: &str| s == "0" || s == "[]";
    let cols: Vec<usize> = (0..mine.len()).filter(|&i| i < 2 || !zero(&mine[i].1) || !zero(&best[i].1)).collect();
    view! {
        <table class="grid failures" data-testid="explain-failures">
            <thead><tr><th class="left">{tr().explain_criterion}</th>{cols.iter().map(|&i| view! { <th title=strings::trace_criterion_name(mine[i].0)>{mine[i].0}</th> }).collect_view()}</tr></thead>
            <tbody>
                <tr><th class="left">{tr().explain_this}</th>{cols.iter().map(|&i| {
                    let worse = mine[i].1 != best[i].1;
                    view! { <td class:worse=worse data-criterion=mine[i].0>{mine[i].1.clone()}</td> }
                }).collect_view()}</tr>
                <tr class="muted"><th class="left">{tr().explain_best}</th>{cols.iter().map(|&i| view! { <td>{best[i].1.clone()}</td> }).collect_view()}</tr>
            </tbody>
        </table>
    }
    .into_any()
}

/// S1 and S2 of one step as the two columns of the slides: row k pairs S1[k] with S2[k].
fn columns(label: &'static str, step: &explain::Alteration, b: &BracketTrace, players: &[PlayerState]) -> impl IntoView {
    let who = |bsn: u32| b.bsn.get(bsn as usize - 1).copied();
    let rows = step.s1.len().max(step.s2.len());
    let cell = move |bsn: Option<u32>| match bsn.and_then(|k| who(k).map(|id| (k, id))) {
        Some((k, id)) => view! { <td class="player"><span class="bsn">{k}</span>" "<strong>{tag(players, id)}</strong></td> }.into_any(),
        None => view! { <td class="player empty"></td> }.into_any(),
    };
    let limbo = ids(&step.limbo.iter().filter_map(|&k| who(k)).collect::<Vec<_>>());
    view! {
        <div class="s12">
            <div class="small muted">{label} " · " <span data-testid="explain-step">{step.rule.clone()} " " {step.description.clone()}</span></div>
            <table class="s12cols">
                <thead><tr><th>"S1"</th><th></th><th>"S2"</th></tr></thead>
                <tbody>
                    {(0..rows).map(|k| {
                        let a = step.s1.get(k).copied();
                        let z = step.s2.get(k).copied();
                        view! { <tr>{cell(a)}<td class="link">{if a.is_some() && z.is_some() { "—" } else { "" }}</td>{cell(z)}</tr> }
                    }).collect_view()}
                </tbody>
            </table>
            {(!limbo.is_empty()).then(|| view! { <div class="small">{tr().explain_limbo} ": " {limbo}</div> })}
        </div>
    }
}

fn candidate_view(bi: usize, ci: usize, count: usize, b: &BracketTrace, c: &Candidate, players: &[PlayerState]) -> impl IntoView {
    let number = if c.number > 0 { format!("#{}", c.number) } else { tr().explain_engine_choice.to_string() };
    let chosen = c.number == b.chosen.number && c.pairs == b.chosen.pairs;
    view! {
        <div class="card candidate" data-testid="explain-candidate" data-bracket=bi.to_string() data-index=ci.to_string()
            data-number=c.number.to_string() data-pairs=pairs_attr(&c.pairs) data-fate=fate_key(c.fate) data-chosen=chosen.to_string()>
            <h4>{tr().explain_candidate} " " {number} <span class="muted small">{format!(" ({} / {count})", ci + 1)}</span>
                " " <span class=format!("fate fate-{}", fate_key(c.fate)) data-testid="explain-fate">{fate_text(c.fate)}</span>
            </h4>
            <div class="s12row">
                {c.mdp_step.as_ref().map(|m| columns(tr().explain_mdp_step, m, b, players))}
                {columns(if c.mdp_step.is_some() { tr().explain_remainder } else { tr().explain_subgroups }, &c.step, b, players)}
                <div class="pairs">
                    <div class="small muted">{tr().explain_pairs}</div>
                    <ul data-testid="explain-pairs">{c.pairs.iter().map(|(x, y)| view! { <li>{format!("{x} – {y}")}</li> }).collect_view()}</ul>
                    {(!c.downfloaters.is_empty()).then(|| view! { <div class="small">{tr().explain_unpaired} ": " {ids(&c.downfloaters)}</div> })}
                </div>
            </div>
            {failures_table(c, &b.ideal)}
        </div>
    }
}

fn bracket_head(bi: usize, nb: usize, b: &BracketTrace, players: &[PlayerState]) -> impl IntoView {
    let tags = |v: &[PlayerId]| v.iter().map(|&i| tag(players, i)).collect::<Vec<_>>().join(", ");
    view! {
        <div class="bracket-head" data-testid="explain-bracket" data-bracket=bi.to_string() data-kind=format!("{:?}", b.kind).to_lowercase() data-score=pts(b.score)>
            <h3>{format!("{} {}/{nb} · ", kind_text(b.kind), bi + 1)} {strings::points_n(&pts(b.score))}</h3>
            <div class="small">
                {(!b.mdps.is_empty()).then(|| view! { <span>{tr().explain_mdps} ": " <strong>{tags(&b.mdps)}</strong> " · "</span> })}
                {tr().explain_residents} ": " <strong>{tags(&b.residents)}</strong>
                {format!(" · M0 = {}, MaxPairs = {}, M1 = {}", b.m0, b.max_pairs, b.m1)}
                {(b.candidates_omitted > 0).then(|| format!(" · {} {}", b.candidates_omitted, tr().explain_omitted))}
            </div>
        </div>
    }
}

fn bracket_foot(b: &BracketTrace) -> impl IntoView {
    view! {
        <div class="small bracket-foot">
            <div data-testid="explain-reason"><strong>{tr().explain_decision} ": "</strong>{b.reason.clone()}</div>
            {(!b.downfloaters.is_empty()).then(|| view! { <div>{tr().explain_downfloaters} ": " {ids(&b.downfloaters)}</div> })}
            {b.completion.as_ref().map(|c| {
                let text = if c.passed {
                    let bye = c.proof_bye.map(|x| format!(", bye {x}")).unwrap_or_default();
                    format!("{} [{}]: {} {}{bye}", tr().explain_completion, ids(&c.rest), tr().explain_completion_ok, pairs_attr(&c.proof).replace(' ', ", "))
                } else {
                    format!("{} [{}]: {}", tr().explain_completion, ids(&c.rest), tr().explain_completion_fail)
                };
                view! { <div>{text}</div> }
            })}
        </div>
    }
}

fn colours_view(colours: &[ColourStep], bye: Option<PlayerId>) -> impl IntoView {
    view! {
        <h3>{tr().explain_colours}</h3>
        <table class="grid colours" data-testid="explain-colours">
            <thead><tr><th>{tr().white}</th><th>{tr().black}</th><th>{tr().explain_rule}</th><th class="left">{tr().explain_why}</th></tr></thead>
            <tbody>{colours.iter().map(|c| view! {
                <tr data-testid="explain-colour-row" data-white=c.white.to_string() data-black=c.black.to_string()>
                    <td class="num">{c.white}</td><td class="num">{c.black}</td><td>{c.rule.clone()}</td><td class="left">{c.reason.clone()}</td>
                </tr>
            }).collect_view()}</tbody>
        </table>
        {bye.map(|b| view! { <p data-testid="explain-bye"><strong>{tr().pab} ": "</strong>{b}</p> })}
    }
}

/// Keys that move through the candidates (ignored while typing in a field).
fn typing(ev: &web_sys::KeyboardEvent) -> bool {
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
    let brackets = move || -> Vec<(usize, usize)> {
        expl.with(|e| match e {
            Some(Ok(e)) => e.dutch.as_ref().map(|d| d.brackets.iter().map(|b| (shown_candidates(b).len(), chosen_index(b))).collect()).unwrap_or_default(),
            _ => vec![],
        })
    };
    let next = move || {
        let bs = brackets();
        pos.update(|(b, c)| {
            if *b < bs.len() && *c + 1 < bs[*b].0 {
                *c += 1;
            } else if *b + 1 < bs.len() {
                *b += 1;
                *c = 0;
            }
        });
    };
    let prev = move || {
        let bs = brackets();
        pos.update(|(b, c)| {
            if *c > 0 {
                *c -= 1;
            } else if *b > 0 {
                *b -= 1;
                *c = bs[*b].0.saturating_sub(1);
            }
        });
    };
    let next_bracket = move || {
        let n = brackets().len();
        pos.update(|(b, c)| {
            if *b + 1 < n {
                *b += 1;
                *c = 0;
            }
        });
    };
    let chosen = move || {
        let bs = brackets();
        pos.update(|(b, c)| {
            if let Some(&(_, k)) = bs.get(*b) {
                *c = k;
            }
        });
    };
    let handle = window_event_listener(leptos::ev::keydown, move |ev: web_sys::KeyboardEvent| {
        if typing(&ev) || ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
            return;
        }
        match ev.key().as_str() {
            "ArrowRight" | "n" | "j" => next(),
            "ArrowLeft" | "p" | "k" => prev(),
            "b" | "PageDown" => next_bracket(),
            "c" => chosen(),
            _ => return,
        }
        ev.prevent_default();
    });
    on_cleanup(move || handle.remove());

    view! {
        <section class="explain" data-testid="explain-view">
            <h2 class="noprint-h">{tr().tab_explain}</h2>
            <div class="toolbar noprint">
                <label>{tr().round}
                    <select data-testid="explain-round" on:change=move |ev| {
                        if let Ok(r) = event_target_value(&ev).parse::<u32>() { app.round_shown.set(r); }
                    }>
                        {move || {
                            let paired = app.doc.with(|d| d.as_ref().map(|d| d.rounds_paired()).unwrap_or(0));
                            (1..=paired).map(|r| view! { <option value=r.to_string() selected=move || round.get() == r>{r}</option> }).collect_view()
                        }}
                    </select>
                </label>
                <button data-testid="explain-prev" on:click=move |_| prev() aria-keyshortcuts="ArrowLeft">{tr().explain_prev}</button>
                <button class="primary" data-testid="explain-next" on:click=move |_| next() aria-keyshortcuts="ArrowRight">{tr().explain_next}</button>
                <button data-testid="explain-next-bracket" on:click=move |_| next_bracket() aria-keyshortcuts="b">{tr().explain_next_bracket}</button>
                <button data-testid="explain-chosen" on:click=move |_| chosen() aria-keyshortcuts="c">{tr().explain_chosen}</button>
                <span class="muted small">{tr().explain_keys}</span>
            </div>
            {move || expl.with(|e| match e {
                None => view! { <p class="muted">{tr().not_paired_yet}</p> }.into_any(),
                Some(Err(err)) => view! { <p class="banner error" data-testid="explain-error">{err.clone()}</p> }.into_any(),
                Some(Ok(e)) => {
                    let text = explain::text::render(e);
                    let body = match &e.dutch {
                        Some(d) => {
                            let (bi, ci) = pos.get();
                            let nb = d.brackets.len();
                            match d.brackets.get(bi.min(nb.saturating_sub(1))) {
                                Some(b) => {
                                    let bi = bi.min(nb - 1);
                                    let cands = shown_candidates(b);
                                    let ci = ci.min(cands.len().saturating_sub(1));
                                    view! {
                                        <ol class="bracket-steps noprint">
                                            {d.brackets.iter().enumerate().map(|(k, x)| view! {
                                                <li class:active=k == bi><a href="#" data-testid="explain-bracket-link" data-kind=format!("{:?}", x.kind).to_lowercase() on:click=move |ev| { ev.prevent_default(); pos.set((k, 0)); }>{format!("{} · {}", kind_short(x.kind), strings::points_n(&pts(x.score)))}</a></li>
                                            }).collect_view()}
                                        </ol>
                                        {bracket_head(bi, nb, b, &d.players)}
                                        {cands.get(ci).map(|c| candidate_view(bi, ci, cands.len(), b, c, &d.players))}
                                        {bracket_foot(b)}
                                        {colours_view(&d.colours, d.bye)}
                                    }.into_any()
                                }
                                None => view! { {colours_view(&d.colours, d.bye)} }.into_any(),
                            }
                        }
                        None => {
                            let colours = e.dubov.as_ref().map(|d| d.colours.clone()).unwrap_or_default();
                            view! { <p class="muted">{tr().explain_dubov_note}</p> {colours_view(&colours, e.pairing.bye)} }.into_any()
                        }
                    };
                    view! {
                        <div data-testid="explain-body" data-round=e.round.to_string()>{body}</div>
                        <details class="explain-text" open=e.dutch.is_none()>
                            <summary>{tr().explain_text}</summary>
                            <pre data-testid="explain-text">{text}</pre>
                        </details>
                    }.into_any()
                }
            })}
        </section>
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
    let title = format!("{} {white} – {black}", tr().why_pairing);
    if let Some(dt) = &e.dutch {
        let Some((bi, b)) = dt.brackets.iter().enumerate().filter(|(_, b)| b.chosen.pairs.iter().any(same)).last() else {
            return view! { <div class="card why" data-testid="why-panel"><h3>{title}</h3><p>{tr().why_not_engine}</p></div> }.into_any();
        };
        let c = &b.chosen;
        let tags = |v: &[PlayerId]| v.iter().map(|&i| tag(&dt.players, i)).collect::<Vec<_>>().join(", ");
        // what decided it: each earlier candidate, rejected as illegal or beaten on a criterion
        let mut decided: Vec<String> = Vec::new();
        for x in b.candidates.iter().filter(|x| x.number > 0 && x.number < c.number.max(1)) {
            match (&x.failures, &c.failures, x.fate) {
                (_, _, Fate::Duplicate) => {}
                (None, _, _) => decided.push(format!("#{} {}: {}", x.number, pairs_attr(&x.pairs), x.illegal.clone().unwrap_or_else(|| tr().fate_illegal.into()))),
                (Some(xf), Some(cf), _) => {
                    if let Some(k) = first_difference(xf, cf) {
                        let name = strings::trace_criterion_name(k);
                        decided.push(format!("#{} {}: {} {k}{}", x.number, pairs_attr(&x.pairs), tr().why_worse_on, if name.is_empty() { String::new() } else { format!(" ({name})") }));
                    }
                }
                _ => {}
            }
        }
        let col = colour(&dt.colours);
        return view! {
            <div class="card why" data-testid="why-panel" data-bracket=bi.to_string()>
                <h3>{title}</h3>
                <p data-testid="why-bracket"><strong>{kind_text(b.kind)} " " {strings::points_n(&pts(b.score))}</strong> ": " {tags(&b.mdps)} {(!b.mdps.is_empty()).then_some(" | ")} {tags(&b.residents)}</p>
                <p data-testid="why-criteria"><strong>{tr().explain_decision} ": "</strong>
                    {format!("{} #{} ({}) — {}", tr().explain_candidate, c.number, pairs_attr(&c.pairs), b.reason)}
                </p>
                {(!decided.is_empty()).then(|| view! { <ul class="small">{decided.into_iter().map(|s| view! { <li>{s}</li> }).collect_view()}</ul> })}
                {c.failures.as_ref().map(|_| failures_table(c, &b.ideal))}
                {col.map(|s| view! { <p data-testid="why-colour"><strong>{tr().explain_colour_rule} " " {s.rule.clone()}</strong> ": " {format!("{} {} – {} {}: ", tr().white, s.white, tr().black, s.black)} {s.reason.clone()}</p> })}
                <button data-testid="why-open-explain" on:click=move |_| on_open(bi)>{tr().why_open}</button>
            </div>
        }
        .into_any();
    }
    if let Some(dt) = &e.dubov {
        let bracket = dt.brackets.iter().find(|b| b.pairs.iter().any(same));
        let col = colour(&dt.colours);
        return view! {
            <div class="card why" data-testid="why-panel">
                <h3>{title}</h3>
                {match bracket {
                    Some(b) => view! { <p data-testid="why-bracket"><strong>{tr().explain_bracket} " " {strings::points_n(&pts(b.score))}</strong> ": G1 [" {ids(&b.s1)} "], G2 [" {ids(&b.s2)} "] — " {b.check.clone()}</p> }.into_any(),
                    None => view! { <p>{tr().why_not_engine}</p> }.into_any(),
                }}
                {col.map(|s| view! { <p data-testid="why-colour"><strong>{tr().explain_colour_rule} " " {s.rule.clone()}</strong> ": " {s.reason.clone()}</p> })}
            </div>
        }
        .into_any();
    }
    view! { <div class="card why" data-testid="why-panel"><p>{tr().why_not_engine}</p></div> }.into_any()
}
