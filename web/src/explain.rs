//! "How was this round paired?" (issue 7): the core's explanation trace of a round, drawn
//! bracket by bracket and candidate by candidate like the seed slides (S1 and S2 as two
//! columns, failure values, fate), with button and keyboard navigation; the colour rule of
//! every board and the bye; the core's text rendering for everything else. Also the
//! "Why this pairing?" panel of a pairing row and the teaching seed.

use crate::doc::Doc;
use crate::strings::{self, tr};
use crate::App;
use leptos::prelude::*;
use torre_core::explain::dubov::{DubovFailures, SetTrial, TranspositionTrial};
use torre_core::explain::{self, BracketKind, BracketTrace, Candidate, ColourStep, DubovBracket, DubovTrace, Explanation, Failures, Fate, PlayerState};
use torre_core::pairing::PairOptions;
use torre_core::{PairingSystem, PlayerId};

/// The worked examples of the shared conformance seeds that are pairing examples, for teaching
/// mode; embedded at build time from beside the repository.
pub struct Seed {
    /// `data-seed` of its button.
    pub key: &'static str,
    trf: &'static str,
    system: PairingSystem,
    label: fn() -> &'static str,
    note: fn() -> &'static str,
}

pub const SEEDS: [Seed; 3] = [
    Seed {
        key: "dutch-14p-6r",
        trf: include_str!("../../../shared/conformance/seeds/dutch-14p-6r.trf"),
        system: PairingSystem::Dutch,
        label: || tr().teaching_dutch,
        note: || tr().teaching_note_dutch,
    },
    Seed {
        key: "dutch-14p-5r-old-rules",
        trf: include_str!("../../../shared/conformance/seeds/dutch-14p-5r-old-rules.trf"),
        system: PairingSystem::Dutch,
        label: || tr().teaching_dutch_old,
        note: || tr().teaching_note_dutch_old,
    },
    Seed {
        key: "dubov-14p-6r",
        trf: include_str!("../../../shared/conformance/seeds/dubov-14p-6r.trf"),
        system: PairingSystem::Dubov,
        label: || tr().teaching_dubov,
        note: || tr().teaching_note_dubov,
    },
];

impl Seed {
    pub fn label(&self) -> &'static str {
        (self.label)()
    }
    fn name(&self) -> String {
        self.trf.lines().find_map(|l| l.strip_prefix("012 ")).unwrap_or_default().trim().to_string()
    }
}

thread_local! {
    /// The bracket the next explain view opens at ("Why this pairing?" → step by step).
    pub static START_BRACKET: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// A teaching seed as a new document. The Dutch slides are explained under the 2017 text
/// (Baku 2016): the 6-round example follows it; the 5-round one was made with the older
/// rules, and the 2017 text gives every one of its pairings (the explain view says so).
pub fn teaching_doc(key: &str) -> Result<Doc, String> {
    let seed = SEEDS.iter().find(|s| s.key == key).ok_or_else(|| format!("no teaching example {key}"))?;
    let mut t = torre_core::trf::read(seed.trf.as_bytes(), &Default::default()).map_err(|e| e.to_string())?.tournament;
    t.system = seed.system;
    t.edition = torre_core::DutchEdition::E2017;
    Ok(Doc::new(t))
}

/// The teaching seed a document was opened from (by its name), if any.
fn seed_of(d: &Doc) -> Option<&'static Seed> {
    let name = d.tournament.info.name.trim();
    SEEDS.iter().find(|s| s.name() == name)
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

// ---------------------------------------------------------------- Dubov (C.04.4.1)

/// One step of a Dubov bracket: an upfloater set (D.1), the subgroups and shifters (B.3–B.4),
/// a transposition (D.3; the last one is the chosen pairing).
#[derive(Clone, Copy, PartialEq, Eq)]
enum DStep {
    Set(usize),
    Shift,
    Trans(usize),
}

fn dubov_steps(b: &DubovBracket) -> Vec<DStep> {
    let mut v: Vec<DStep> = (0..b.sets.len()).map(DStep::Set).collect();
    v.push(DStep::Shift);
    v.extend((0..b.transpositions.len()).map(DStep::Trans));
    v
}

fn dubov_cells(f: &DubovFailures) -> Vec<(&'static str, String)> {
    vec![("C.5", f.c5.to_string()), ("C.6", psd(&f.c6)), ("C.7", f.c7.to_string()), ("C.8", f.c8.to_string()), ("C.9", f.c9.to_string()), ("C.10", f.c10.to_string())]
}

/// C.5–C.10 of a set (or of the pairing) against the chosen set: the cells that differ are
/// marked.
fn dubov_failures_table(mine: &DubovFailures, mine_label: &'static str, best: Option<(&DubovFailures, &'static str)>) -> impl IntoView {
    let cells = dubov_cells(mine);
    let other = best.map(|(f, l)| (dubov_cells(f), l));
    view! {
        <table class="grid failures" data-testid="explain-failures">
            <thead><tr><th class="left">{tr().explain_criterion}</th>{cells.iter().map(|c| view! { <th title=strings::dubov_criterion_name(c.0)>{c.0}</th> }).collect_view()}</tr></thead>
            <tbody>
                <tr><th class="left">{mine_label}</th>{cells.iter().enumerate().map(|(i, c)| {
                    let worse = other.as_ref().is_some_and(|(o, _)| o[i].1 != c.1);
                    view! { <td class:worse=worse data-criterion=c.0>{c.1.clone()}</td> }
                }).collect_view()}</tr>
                {other.map(|(o, l)| view! { <tr class="muted"><th class="left">{l}</th>{o.into_iter().map(|c| view! { <td>{c.1}</td> }).collect_view()}</tr> })}
            </tbody>
        </table>
    }
}

/// The first criterion (C.5–C.10 order) on which two sets differ.
fn dubov_first_difference(a: &DubovFailures, b: &DubovFailures) -> Option<&'static str> {
    dubov_cells(a).into_iter().zip(dubov_cells(b)).find(|(x, y)| x.1 != y.1).map(|(x, _)| x.0)
}

fn dubov_fate_text(step: DStep, b: &DubovBracket) -> (&'static str, &'static str) {
    match step {
        DStep::Set(k) => match b.sets[k].fate {
            Fate::Illegal => ("illegal", tr().fate_illegal),
            Fate::BestSoFar => ("best_so_far", tr().dubov_fate_best_so_far),
            Fate::Discarded => ("discarded", tr().dubov_fate_discarded),
            _ => ("chosen_best", tr().dubov_fate_set_chosen),
        },
        DStep::Shift => ("shift", tr().dubov_fate_shift),
        DStep::Trans(k) => match b.transpositions[k].fate {
            Fate::Illegal => ("illegal", tr().fate_illegal),
            _ => ("perfect", tr().dubov_fate_first_legal),
        },
    }
}

fn score_of(players: &[PlayerState], id: PlayerId) -> f64 {
    players.iter().find(|p| p.id == id).map_or(0.0, |p| p.score)
}

/// Players as chips: "5w↑ (1)" with the score when `with_score`.
fn chips(players: &[PlayerState], v: &[PlayerId], with_score: bool, class: &'static str) -> impl IntoView {
    v.iter()
        .map(|&id| {
            let sc = with_score.then(|| view! { <span class="muted small">{format!(" ({})", pts(score_of(players, id)))}</span> });
            view! { <span class=format!("chip {class}") data-player=id.to_string()><strong>{tag(players, id)}</strong>{sc}</span> }
        })
        .collect_view()
}

fn dubov_set_view(b: &DubovBracket, x: &SetTrial, players: &[PlayerState]) -> impl IntoView {
    let chosen = b.sets.last().and_then(|c| c.failures.clone());
    view! {
        <div class="small dubov-line">{tr().dubov_bracket_with} ": " {chips(players, &b.residents, false, "")} " + " {chips(players, &x.upfloaters, true, "up")}</div>
        {match (&x.failures, &x.illegal) {
            (Some(f), _) => {
                let is_chosen = x.fate == Fate::ChosenBest;
                let best = chosen.as_ref().filter(|_| !is_chosen).map(|c| (c, tr().dubov_chosen_set));
                view! { {dubov_failures_table(f, tr().dubov_this_set, best)} }.into_any()
            }
            (None, w) => view! { <p class="explain-illegal" data-testid="explain-illegal">{tr().fate_illegal} ": " {w.clone().unwrap_or_default()}</p> }.into_any(),
        }}
    }
}

fn dubov_shift_view(b: &DubovBracket, players: &[PlayerState]) -> impl IntoView {
    let moved = |id: &PlayerId| b.shifters.contains(id);
    let group = |v: &[PlayerId], to: &'static str| {
        v.iter()
            .map(|&id| {
                let m = moved(&id);
                view! { <li class:shifted=m data-player=id.to_string()><strong>{tag(players, id)}</strong>{m.then(|| format!(" → {to}"))}</li> }
            })
            .collect_view()
    };
    let steps = b.shifter_steps.iter().filter(|s| s.needed > 0).cloned().collect::<Vec<_>>();
    view! {
        <div class="s12row">
            <div class="group"><div class="small muted">{tr().dubov_g1}</div><ul class="glist" data-testid="dubov-g1">{group(&b.s1, "G2")}</ul></div>
            <div class="group"><div class="small muted">{tr().dubov_g2}</div><ul class="glist" data-testid="dubov-g2">{group(&b.s2, "G1")}</ul></div>
            <div class="group">
                <div class="small muted">{tr().dubov_new_groups}</div>
                <div class="small">"G1: " {chips(players, &b.s1_sorted, false, "")}</div>
                <div class="small">"G2: " {chips(players, &b.g2_sorted, false, "")}</div>
            </div>
        </div>
        {if steps.is_empty() {
            view! { <p class="small" data-testid="dubov-no-shift">{tr().dubov_no_shift}</p> }.into_any()
        } else {
            view! {
                <div data-testid="dubov-shifters">
                {steps.into_iter().map(|st| {
                    let (from, to) = if st.from_g1 { ("G1", "G2") } else { ("G2", "G1") };
                    let title = if st.rule.ends_with("(1)") { tr().dubov_shift_step1 } else { tr().dubov_shift_step2 };
                    view! {
                        <div class="shift-step small" data-rule=st.rule.clone() data-shifted=ids(&st.shifted)>
                            <strong>{st.rule.clone()}</strong> " · " {title} {format!(": {} {from} → {to}", st.needed)}
                            <div>{tr().dubov_pool} ": "
                                {st.pool.iter().enumerate().map(|(k, &id)| {
                                    let (class, mark) = if st.shifted.contains(&id) { ("chip ok", format!(" ✓ {}", tr().dubov_shifted)) } else if st.rejected.contains(&id) { ("chip bad", format!(" ✗ {}", tr().dubov_rejected)) } else { ("chip", String::new()) };
                                    view! { <span class=class><span class="bsn">{format!("#{} ", k + 1)}</span><strong>{tag(players, id)}</strong>{mark}</span> }
                                }).collect_view()}
                            </div>
                        </div>
                    }
                }).collect_view()}
                </div>
            }.into_any()
        }}
    }
}

fn dubov_trans_view(b: &DubovBracket, x: &TranspositionTrial, players: &[PlayerState]) -> impl IntoView {
    let n = b.s1_sorted.len();
    let bad_row = x.illegal.as_ref().map(|_| x.t2.len().saturating_sub(1));
    let cell = |id: Option<PlayerId>, aro: Option<u32>| match id {
        Some(id) => view! { <td class="player"><strong>{tag(players, id)}</strong>{aro.map(|a| view! { <span class="bsn">{format!(" {} {a}", tr().dubov_aro)}</span> })}</td> }.into_any(),
        None => view! { <td class="player empty">{tr().dubov_t2_open}</td> }.into_any(),
    };
    let chosen = x.illegal.is_none();
    view! {
        <div class="s12row">
            <div class="s12">
                <div class="small muted"><span data-testid="explain-step">{format!("D.3 T2 = [{}{}]", ids(&x.t2), if x.t2.len() < n { ", …" } else { "" })}</span></div>
                <table class="s12cols">
                    <thead><tr><th>"S1"</th><th></th><th>"T2"</th></tr></thead>
                    <tbody>
                        {(0..n).map(|i| view! {
                            <tr class:bad=bad_row == Some(i)>{cell(b.s1_sorted.get(i).copied(), b.s1_aro.get(i).copied())}<td class="link">{if i < x.t2.len() { "—" } else { "" }}</td>{cell(x.t2.get(i).copied(), None)}</tr>
                        }).collect_view()}
                    </tbody>
                </table>
            </div>
            {chosen.then(|| view! {
                <div class="pairs">
                    <div class="small muted">{tr().explain_pairs}</div>
                    <ul data-testid="explain-pairs">{x.pairs.iter().map(|(p, q)| view! { <li>{format!("{p} – {q}")}</li> }).collect_view()}</ul>
                </div>
            })}
        </div>
        {x.illegal.clone().map(|w| view! { <p class="explain-illegal" data-testid="explain-illegal">{tr().fate_illegal} ": " {w}
            {(x.count > 1).then(|| format!(" ({} {})", x.count, tr().dubov_group_of))}</p> })}
        {chosen.then(|| b.failures.as_ref().map(|f| dubov_failures_table(f, tr().dubov_this_pairing, None)))}
    }
}

fn dubov_step_view(bi: usize, si: usize, b: &DubovBracket, players: &[PlayerState]) -> impl IntoView {
    let steps = dubov_steps(b);
    let step = steps[si];
    let last = si + 1 == steps.len();
    let (fate_key, fate_text) = dubov_fate_text(step, b);
    let (stage, title, pairs) = match step {
        DStep::Set(k) => {
            let x = &b.sets[k];
            ("upfloaters", format!("{} #{} (D.1)", tr().dubov_set, if x.number > 0 { x.number.to_string() } else { "?".into() }), String::new())
        }
        DStep::Shift => ("shifters", tr().dubov_shifters_title.to_string(), String::new()),
        DStep::Trans(k) => {
            let x = &b.transpositions[k];
            let num = if x.count > 1 { format!("#{}–#{}", x.number, x.number.saturating_add(x.count - 1)) } else { format!("#{}", x.number) };
            ("transposition", format!("{} {num} (D.3)", tr().dubov_transposition), pairs_attr(&x.pairs))
        }
    };
    let body = match step {
        DStep::Set(k) => dubov_set_view(b, &b.sets[k], players).into_any(),
        DStep::Shift => dubov_shift_view(b, players).into_any(),
        DStep::Trans(k) => dubov_trans_view(b, &b.transpositions[k], players).into_any(),
    };
    view! {
        <div class="card candidate" data-testid="explain-candidate" data-bracket=bi.to_string() data-index=si.to_string() data-stage=stage
            data-pairs=pairs data-fate=fate_key data-chosen=last.to_string()>
            <h4>{title} <span class="muted small">{format!(" ({} / {})", si + 1, steps.len())}</span>
                " " <span class=format!("fate fate-{fate_key}") data-testid="explain-fate">{fate_text}</span>
            </h4>
            {body}
        </div>
    }
}

fn dubov_head(bi: usize, nb: usize, b: &DubovBracket, players: &[PlayerState]) -> impl IntoView {
    view! {
        <div class="bracket-head" data-testid="explain-bracket" data-bracket=bi.to_string() data-kind="dubov" data-score=pts(b.score)>
            <h3>{format!("{} {}/{nb} · ", tr().dubov_scoregroup, bi + 1)} {strings::points_n(&pts(b.score))}</h3>
            <div class="small">
                {tr().explain_residents} ": " {chips(players, &b.residents, false, "")}
                " · " {tr().dubov_upfloaters} ": "
                {if b.upfloaters.is_empty() { view! { <span class="muted">{tr().dubov_no_upfloaters}</span> }.into_any() } else { view! { {chips(players, &b.upfloaters, true, "up")} }.into_any() }}
                {(!b.sets.is_empty()).then(|| format!(" · {}", strings::dubov_sets_count(b.sets.len() as u64 + b.sets_omitted, b.upfloaters.len())))}
                {(b.sets_omitted > 0).then(|| format!(" · {} {}", b.sets_omitted, tr().dubov_more_sets))}
                {(b.transpositions_omitted > 0).then(|| format!(" · {} {}", b.transpositions_omitted, tr().dubov_more_transpositions))}
            </div>
        </div>
    }
}

fn dubov_body(d: &DubovTrace, pos: RwSignal<(usize, usize)>) -> AnyView {
    let (bi, si) = pos.get();
    let nb = d.brackets.len();
    let bye = d.bye.map(|b| view! { <p class="small" data-testid="explain-pab"><strong>{tr().dubov_pab} ": " {b}</strong> " — " {d.bye_reason.clone()}</p> });
    let Some(b) = d.brackets.get(bi.min(nb.saturating_sub(1))) else {
        return view! { {bye} {colours_view(&d.colours, d.bye)} }.into_any();
    };
    let bi = bi.min(nb - 1);
    let si = si.min(dubov_steps(b).len() - 1);
    view! {
        {bye}
        <ol class="bracket-steps noprint">
            {d.brackets.iter().enumerate().map(|(k, x)| view! {
                <li class:active=k == bi><a href="#" data-testid="explain-bracket-link" data-kind="dubov" on:click=move |ev| { ev.prevent_default(); pos.set((k, 0)); }>{format!("{} · {}", tr().dubov_scoregroup, strings::points_n(&pts(x.score)))}</a></li>
            }).collect_view()}
        </ol>
        {dubov_head(bi, nb, b, &d.players)}
        {dubov_step_view(bi, si, b, &d.players)}
        <div class="small bracket-foot">
            <div data-testid="explain-reason"><strong>{tr().dubov_decision} ": "</strong>{pairs_attr(&b.pairs).replace(' ', ", ")} " — " <span class="muted">{b.check.clone()}</span></div>
        </div>
        {colours_view(&d.colours, d.bye)}
    }
    .into_any()
}

/// The engine's pairing of round `r` against the round as recorded in the document.
fn file_check(d: &Doc, e: &Explanation, seed: Option<&'static Seed>) -> AnyView {
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
            Some(Ok(e)) => match (&e.dutch, &e.dubov) {
                (Some(d), _) => d.brackets.iter().map(|b| (shown_candidates(b).len(), chosen_index(b))).collect(),
                (None, Some(d)) => d.brackets.iter().map(|b| dubov_steps(b).len()).map(|n| (n, n - 1)).collect(),
                _ => vec![],
            },
            _ => vec![],
        })
    };
    let dubov = move || expl.with(|e| matches!(e, Some(Ok(e)) if e.dubov.is_some()));
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
                <button data-testid="explain-prev" on:click=move |_| prev() aria-keyshortcuts="ArrowLeft">{move || if dubov() { tr().dubov_prev } else { tr().explain_prev }}</button>
                <button class="primary" data-testid="explain-next" on:click=move |_| next() aria-keyshortcuts="ArrowRight">{move || if dubov() { tr().dubov_next } else { tr().explain_next }}</button>
                <button data-testid="explain-next-bracket" on:click=move |_| next_bracket() aria-keyshortcuts="b">{move || if dubov() { tr().dubov_next_group } else { tr().explain_next_bracket }}</button>
                <button data-testid="explain-chosen" on:click=move |_| chosen() aria-keyshortcuts="c">{move || if dubov() { tr().dubov_chosen } else { tr().explain_chosen }}</button>
                <span class="muted small">{move || if dubov() { tr().dubov_keys } else { tr().explain_keys }}</span>
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
                        None => match &e.dubov {
                            Some(d) => dubov_body(d, pos),
                            None => view! { <p class="muted">{tr().explain_dubov_note}</p> }.into_any(),
                        },
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
                        <div data-testid="explain-body" data-round=e.round.to_string() data-system=e.system.clone()>{body}</div>
                        <details class="explain-text">
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
        let Some((bi, b)) = dt.brackets.iter().enumerate().rev().find(|(_, b)| b.chosen.pairs.iter().any(same)) else {
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
        let col = colour(&dt.colours);
        let Some((bi, b)) = dt.brackets.iter().enumerate().find(|(_, b)| b.pairs.iter().any(same)) else {
            return view! { <div class="card why" data-testid="why-panel"><h3>{title}</h3><p>{tr().why_not_engine}</p></div> }.into_any();
        };
        // the upfloater set: every earlier set was illegal or worse on a criterion
        let mut decided: Vec<String> = Vec::new();
        let chosen_set = b.sets.last();
        if let Some(c) = chosen_set {
            for x in &b.sets[..b.sets.len() - 1] {
                let set = format!("#{} [{}]", x.number, ids(&x.upfloaters));
                match (&x.failures, &c.failures) {
                    (None, _) => decided.push(format!("{set}: {}", x.illegal.clone().unwrap_or_else(|| tr().fate_illegal.into()))),
                    (Some(xf), Some(cf)) => {
                        if let Some(k) = dubov_first_difference(xf, cf) {
                            let name = strings::dubov_criterion_name(k);
                            decided.push(format!("{set}: {} {k}{}", tr().why_worse_on, if name.is_empty() { String::new() } else { format!(" ({name})") }));
                        }
                    }
                    _ => {}
                }
            }
        }
        let chosen_t = b.transpositions.last();
        for x in b.transpositions.iter().filter(|x| x.illegal.is_some()) {
            decided.push(format!("{} #{} [{}{}]: {}", tr().dubov_transposition, x.number, ids(&x.t2), if x.t2.len() < b.s1_sorted.len() { ", …" } else { "" }, x.illegal.clone().unwrap_or_default()));
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
                {b.failures.as_ref().map(|f| dubov_failures_table(f, tr().dubov_this_pairing, None))}
                {col.map(|s| view! { <p data-testid="why-colour"><strong>{tr().explain_colour_rule} " " {s.rule.clone()}</strong> ": " {format!("{} {} – {} {}: ", tr().white, s.white, tr().black, s.black)} {s.reason.clone()}</p> })}
                <button data-testid="why-open-explain" on:click=move |_| on_open(bi)>{tr().why_open}</button>
            </div>
        }
        .into_any();
    }
    view! { <div class="card why" data-testid="why-panel"><p>{tr().why_not_engine}</p></div> }.into_any()
}
