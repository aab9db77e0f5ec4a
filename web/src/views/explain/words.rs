//! The core's step sentences (`explain::sentence`) and colour reasons in words of the app's
//! language, from the string files (explain.txt): the core gives the data, never the prose.

use super::*;
use crate::strings::{fill, players_n};
use torre_core::absolute::Breach;
use torre_core::explain::sentence::{Change, Decision, Finding, Sentence};
use torre_core::explain::ColourBasis;
use torre_core::DubovEdition;

fn list(v: &[PlayerId]) -> String {
    v.iter().map(|i| i.to_string()).collect::<Vec<_>>().join(" ")
}

/// Players in a sentence: "7, 1".
fn comma_list(v: &[PlayerId]) -> String {
    v.iter().map(|i| i.to_string()).collect::<Vec<_>>().join(", ")
}

fn pair_list(v: &[(PlayerId, PlayerId)]) -> String {
    v.iter().map(|(a, b)| format!("{a}–{b}")).collect::<Vec<_>>().join(", ")
}

/// A criterion with its name: "C.10 (minimise the colour failures…)".
fn criterion(code: &str, dubov: Option<DubovEdition>) -> String {
    let (code, name) = match dubov {
        Some(e) => (art(e, code), art(e, strings::dubov_criterion_name(code))),
        None => (code.to_string(), criterion_name(code).to_string()),
    };
    if name.is_empty() { code } else { format!("{code} ({})", name.to_lowercase()) }
}

pub(super) fn breach(w: &Breach) -> String {
    match w {
        Breach::Met { a, b } => fill(tr().breach_met, &[("a", a), ("b", b)]),
        Breach::Forbidden { a, b } => fill(tr().breach_forbidden, &[("a", a), ("b", b)]),
        Breach::SameColour { a, b, colour: Some(c) } => {
            let colour = if *c == torre_core::Colour::White { tr().white } else { tr().black };
            fill(tr().breach_same_colour, &[("a", a), ("b", b), ("colour", &colour)])
        }
        Breach::SameColour { a, b, colour: None } => fill(tr().breach_same_colour_any, &[("a", a), ("b", b)]),
        Breach::ByeNotAllowed { player } => fill(tr().breach_bye, &[("player", player)]),
        Breach::Unpaired { count } => fill(tr().breach_unpaired, &[("players", &players_n(*count))]),
        Breach::Completion => tr().breach_completion.to_string(),
        Breach::NoBracketPairing => tr().breach_no_bracket_pairing.to_string(),
        Breach::NoPairingAfter { a, b } => fill(tr().breach_no_pairing_after, &[("a", a), ("b", b)]),
    }
}

fn change(c: &Change) -> String {
    match c {
        Change::Original => tr().change_original.to_string(),
        Change::Swap { a, b } => fill(tr().change_swap, &[("a", a), ("b", b)]),
        Change::Transposition { s2 } => fill(tr().change_transposition, &[("s2", &list(s2))]),
        Change::Exchange { out, into, mdps, s2 } => {
            let x = fill(if *mdps { tr().change_exchange_mdps } else { tr().change_exchange }, &[("out", &list(out)), ("into", &list(into))]);
            match s2 {
                Some(s2) => fill(tr().change_then, &[("exchange", &x), ("s2", &list(s2))]),
                None => x,
            }
        }
        Change::Engine { .. } => tr().change_engine.to_string(),
    }
}

/// What a step found; `who` names an earlier step ("candidate 3", "set 2").
fn finding(f: &Finding, dubov: Option<DubovEdition>, who: &dyn Fn(u64) -> String) -> String {
    match f {
        Finding::Illegal(w) => fill(tr().finding_illegal, &[("why", &breach(w))]),
        Finding::Duplicate => tr().finding_duplicate.to_string(),
        Finding::Perfect => tr().finding_perfect.to_string(),
        Finding::BestSoFar { short_on: Some(k) } => fill(tr().finding_best_so_far, &[("criterion", &criterion(k, dubov))]),
        Finding::BestSoFar { short_on: None } => tr().finding_best_so_far_plain.to_string(),
        Finding::NotBetter { best, on: Some(k) } => fill(tr().finding_not_better, &[("best", &who(*best)), ("criterion", &criterion(k, dubov))]),
        Finding::NotBetter { best, on: None } => fill(tr().finding_not_better_equal, &[("best", &who(*best))]),
        Finding::Listed { short_on: Some(k) } => fill(tr().finding_listed, &[("criterion", &criterion(k, dubov))]),
        Finding::Listed { short_on: None } => tr().finding_listed_plain.to_string(),
        Finding::Optimal => tr().finding_optimal.to_string(),
        Finding::ChosenSet => tr().finding_chosen_set.to_string(),
        Finding::FirstLegal => tr().finding_first_legal.to_string(),
    }
}

/// The sentence of a step, in the app's language (article names as the Dubov edition names them).
pub(super) fn sentence(s: &Sentence, dubov: Option<DubovEdition>) -> String {
    let text = match s {
        // the engine's choice in a bracket too large to list: what was listed, and why it is the
        // one (its values are the optimum by construction: the finding adds nothing)
        Sentence::Candidate { change: Change::Engine { players, listed }, .. } => {
            let t = strings::plural(*listed as u64, tr().step_engine_one, tr().step_engine_other);
            fill(t, &[("players", &players_n(*players)), ("listed", listed)])
        }
        Sentence::Candidate { number, mdp_change, change: c, finding: f } => {
            let who = fill(tr().step_who, &[("n", number)]);
            let ch = match mdp_change {
                Some(Change::Original) if *c == Change::Original => tr().change_original_both.to_string(),
                Some(m) => fill(tr().change_hetero, &[("mdp", &change(m)), ("rem", &change(c))]),
                None => change(c),
            };
            let earlier = |n: u64| fill(tr().step_who, &[("n", &n)]).to_lowercase();
            fill(tr().step_sentence, &[("who", &who), ("change", &ch), ("finding", &finding(f, None, &earlier))])
        }
        Sentence::UpfloaterSet { number, upfloaters, finding: f } => {
            let earlier = |n: u64| format!("#{n}");
            fill(tr().step_set, &[("n", number), ("players", &list(upfloaters)), ("finding", &finding(f, dubov, &earlier))])
        }
        Sentence::Subgroups { g1, g2, shifts } => {
            let shifts = if shifts.is_empty() {
                tr().step_no_shift.to_string()
            } else {
                shifts
                    .iter()
                    .map(|(from_g1, v)| {
                        let (from, to) = if *from_g1 { ("G1", "G2") } else { ("G2", "G1") };
                        fill(tr().step_shift, &[("players", &list(v)), ("from", &from), ("to", &to)])
                    })
                    .collect::<Vec<_>>()
                    .join("; ")
            };
            fill(tr().step_subgroups, &[("g1", &players_n(*g1)), ("g2", &players_n(*g2)), ("shifts", &shifts)])
        }
        Sentence::Transposition { number, count, finding: f } => {
            // (a transposition is feminine in Italian: its own words when illegal)
            let fd = match f {
                Finding::Illegal(w) => fill(tr().finding_illegal_transposition, &[("why", &breach(w))]),
                _ => finding(f, dubov, &|n| format!("#{n}")),
            };
            if *count > 1 {
                fill(tr().step_transpositions, &[("n", number), ("m", &number.saturating_add(count - 1)), ("finding", &fd)])
            } else {
                fill(tr().step_transposition, &[("n", number), ("finding", &fd)])
            }
        }
        Sentence::BursteinBracket { number, players, pairs, floaters, order } => {
            let head = if pairs.is_empty() { tr().step_burstein_no_pairs } else { tr().step_burstein };
            let mut s = fill(head, &[("n", number), ("players", &players_n(*players)), ("pairs", &pair_list(pairs))]);
            let moves = if floaters.len() == 1 { tr().step_burstein_floater } else { tr().step_burstein_floaters };
            if !floaters.is_empty() {
                s.push_str(&fill(moves, &[("floaters", &comma_list(floaters))]));
            }
            if let Some(o) = order {
                s.push_str(&burstein_order(o));
            }
            s.push('.');
            s
        }
    };
    match dubov {
        Some(e) => art(e, &text),
        None => text,
    }
}

pub(super) fn decision(d: &Decision, pairs: &[(PlayerId, PlayerId)], dubov: Option<DubovEdition>) -> String {
    let text = match d {
        Decision::Perfect { number } => fill(tr().decision_perfect, &[("n", number)]),
        Decision::Best { number } => fill(tr().decision_best, &[("n", number)]),
        Decision::Optimal => tr().decision_optimal.to_string(),
        Decision::Dubov { set: 0, transposition } => fill(tr().decision_dubov_no_set, &[("t", transposition), ("pairs", &pair_list(pairs))]),
        Decision::Dubov { set, transposition } => fill(tr().decision_dubov, &[("set", set), ("t", transposition), ("pairs", &pair_list(pairs))]),
    };
    match dubov {
        Some(e) => art(e, &text),
        None => text,
    }
}

pub(super) fn literal_check(c: torre_core::explain::dubov::LiteralCheck) -> &'static str {
    use torre_core::explain::dubov::LiteralCheck as L;
    match c {
        L::Same => tr().literal_same,
        L::Differs => tr().literal_differs,
        L::TooLarge => tr().literal_too_large,
        L::SetsDiffer => tr().literal_sets_differ,
        L::NotReproduced | L::Unknown => tr().literal_not_reproduced,
    }
}

/// Why a pair got its colours; `None` when the trace does not say (older traces).
pub(super) fn colour_reason(c: &ColourStep) -> Option<String> {
    let p = &c.higher;
    Some(match c.basis {
        ColourBasis::NeitherPlayed => fill(tr().colour_neither, &[("p", p)]),
        ColourBasis::BothGranted => tr().colour_both.to_string(),
        ColourBasis::StrongerGranted => tr().colour_stronger.to_string(),
        ColourBasis::Alternated => tr().colour_alternated.to_string(),
        ColourBasis::HigherPreference => fill(tr().colour_higher, &[("p", p)]),
        ColourBasis::InitialColour => fill(tr().colour_initial, &[("p", p)]),
        ColourBasis::Unknown => return None,
    })
}

/// Where a Burstein bracket's pairing stands in the order of 4.3: the first allowed, or its
/// place and the criterion on which the first allowed one is worse.
fn burstein_order(o: &torre_core::explain::BursteinOrder) -> String {
    let Some(c) = &o.worse_on else {
        return tr().step_burstein_first.to_string();
    };
    let mut first = pair_list(&o.first_pairs);
    if !o.first_floaters.is_empty() {
        first.push_str(&fill(tr().step_burstein_first_floaters, &[("floaters", &comma_list(&o.first_floaters))]));
    }
    fill(tr().step_burstein_order, &[("place", &o.place), ("first", &first), ("criterion", c)])
}
