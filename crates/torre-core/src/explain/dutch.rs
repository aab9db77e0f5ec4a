//! The Dutch trace (C.04.3): the engine pairs the round and reports each bracket
//! (`dutch::pair_observed`); each bracket is then replayed by the literal procedure
//! (`dutch::literal`) when small enough, or summarised when not. The pairs of every bracket
//! in the trace are the engine's.

use super::*;
use crate::dutch::bracket::Ctx;
use crate::dutch::colour::{Rule, Strength};
use crate::dutch::entrant::{self, Entrant, Float};
use crate::dutch::literal::{self, normalised, Generated, Problem, Step, Values, Verdict};
use crate::model::{Colour, DutchEdition};

/// Candidates listed per bracket at most (the chosen one is always added).
pub const LIST_LIMIT: usize = 40;
/// Candidates listed before the engine's choice in a bracket too large for the literal run.
pub const SUMMARY_LIMIT: usize = 20;

/// An engine bracket event, owned.
#[derive(Clone, Debug)]
pub struct Event {
    pub bracket: Vec<usize>,
    pub mdps: usize,
    pub next: Vec<usize>,
    pub rest: Vec<usize>,
    pub complete: bool,
    pub bye: bool,
    pub pairs: Vec<(usize, usize)>,
    pub unpaired: Vec<usize>,
}

/// Pair the round with the engine, recording its brackets.
pub fn engine_events(t: &Tournament, round: u32, edition: DutchEdition) -> Result<(Vec<Entrant>, Vec<Event>, RoundPairing), PairError> {
    let ents = entrant::entrants(t, round, edition);
    let mut events = Vec::new();
    let pairing = crate::dutch::pair_observed(t, round, edition, &mut |e| {
        events.push(Event { bracket: e.bracket.to_vec(), mdps: e.mdps, next: e.next.to_vec(), rest: e.rest.to_vec(), complete: e.complete, bye: e.bye, pairs: e.pairs.to_vec(), unpaired: e.unpaired.to_vec() });
    })?;
    Ok((ents, events, pairing))
}

/// The round as the engine saw it; under 2026 with the PAB score of [C5] (Art. 2.3.1). The
/// literal procedure judges candidates by the edition's criteria (brackets where it does not
/// choose the engine's pairing are summarised).
fn ctx_of<'a>(t: &'a Tournament, ents: &'a [Entrant], edition: DutchEdition) -> Ctx<'a> {
    let ctx = Ctx { ents, initial: t.initial_colour.unwrap_or(Colour::White), forbidden: &t.forbidden_pairs, edition, pab_max: None };
    let pab_max = (edition == DutchEdition::E2026 && ents.len() % 2 == 1).then(|| crate::dutch::lowest_pab_score(&ctx).ok()).flatten();
    Ctx { pab_max, ..ctx }
}

fn problem<'a>(ctx: &'a Ctx<'a>, e: &'a Event) -> Problem<'a> {
    Problem { ctx, bracket: &e.bracket, mdps: e.mdps, next: &e.next, rest: &e.rest, complete: e.complete, bye: e.bye }
}

/// Agreement of the literal procedure with the engine on one round: (brackets compared,
/// brackets too large, differences). With `first_of_large`, a bracket too large for the literal
/// run has its first candidates (`SUMMARY_LIMIT`, D.1 order) checked against the engine's: none
/// may be better (B.8), nor as good unless it is the engine's.
pub fn agreement(t: &Tournament, round: u32, edition: DutchEdition, first_of_large: bool) -> Result<(usize, usize, Vec<String>), PairError> {
    let (ents, events, _) = engine_events(t, round, edition)?;
    let ctx = ctx_of(t, &ents, edition);
    let (mut compared, mut large, mut diffs) = (0, 0, Vec::new());
    let ids = |p: &[(usize, usize)]| p.iter().map(|&(a, b)| format!("{}-{}", ents[a].id, ents[b].id)).collect::<Vec<_>>().join(" ");
    for e in &events {
        let b: Vec<String> = e.bracket.iter().map(|&i| ents[i].id.to_string()).collect();
        let Some(out) = literal::run(&problem(&ctx, e)) else {
            large += 1;
            if first_of_large {
                if let Some(k) = earlier_better(&ctx, e) {
                    diffs.push(format!("round {round} bracket [{}]: candidate {k} is at least as good as the engine's {}", b.join(","), ids(&e.pairs)));
                }
            }
            continue;
        };
        compared += 1;
        let lit = out.chosen.map(|c| out.candidates[c].0.pairs.iter().map(|&(a, b)| (e.bracket[a], e.bracket[b])).collect::<Vec<_>>());
        if lit.as_ref().map(|p| normalised(p)) != Some(normalised(&e.pairs)) {
            diffs.push(format!("round {round} bracket [{}] mdps {}: engine {} / literal {}", b.join(","), e.mdps, ids(&e.pairs), lit.map_or("none".into(), |p| ids(&p))));
        }
    }
    Ok((compared, large, diffs))
}

/// B.8 on a large bracket: the number of a candidate among the first ones that is better than
/// the engine's, or as good and generated before it.
fn earlier_better(ctx: &Ctx, e: &Event) -> Option<usize> {
    let p = problem(ctx, e);
    let mut judge = literal::Judge::new(&p);
    judge.set_max_pairs(e.pairs.len());
    let engine = engine_candidate(e);
    let Verdict::Legal(best) = judge.verdict(&engine) else { return Some(0) };
    let m1 = engine.pairs.iter().filter(|&&(a, _)| a < e.mdps).count();
    for (i, g) in literal::first_candidates(&p, e.pairs.len(), m1, SUMMARY_LIMIT).iter().enumerate() {
        if same_pairs(e, g) {
            return None;
        }
        if let Verdict::Legal(v) = judge.verdict(g) {
            if v.key() <= best.key() {
                return Some(i + 1);
            }
        }
    }
    None
}

/// The engine's pairing of a bracket as a candidate (positions, lower first).
fn engine_candidate(e: &Event) -> Generated {
    let pos = |i: usize| e.bracket.iter().position(|&x| x == i).unwrap_or(0);
    let pairs: Vec<(usize, usize)> = e.pairs.iter().map(|&(a, b)| (pos(a).min(pos(b)), pos(a).max(pos(b)))).collect();
    let unpaired = e.unpaired.iter().map(|&i| pos(i)).collect();
    let step = Step { rule: "B.8", s1: pairs.iter().map(|p| p.0).collect(), s2: pairs.iter().map(|p| p.1).collect(), limbo: Vec::new(), exchange: None };
    Generated { mdp_step: None, step, pairs, unpaired }
}

/// The Dutch trace of `round` (the tournament as it stands before that round).
/// Also returns the engine's pairing (boards in pairing order).
pub fn trace(t: &Tournament, round: u32, edition: DutchEdition) -> Result<(DutchTrace, RoundPairing), PairError> {
    let (ents, events, pairing) = engine_events(t, round, edition)?;
    let ctx = ctx_of(t, &ents, edition);
    let odd = ents.len() % 2 == 1;
    let mut brackets: Vec<BracketTrace> = Vec::new();
    for (k, e) in events.iter().enumerate() {
        let kind = bracket_kind(e, k.checked_sub(1).map(|j| &events[j]), edition);
        if kind == BracketKind::Ppb {
            // re-paired although its completion test passed: the following bracket's pairing
            // that its downfloaters counted on would not leave the round completable (2026 [C8])
            if let Some(c) = brackets.last_mut().and_then(|b| b.completion.as_mut()).filter(|c| c.passed) {
                c.next_fails = true;
            }
        }
        brackets.push(bracket_trace(&ctx, e, kind, odd));
    }
    let ids: Vec<PlayerId> = ents.iter().map(|e| e.id).collect();
    let not_paired = t.players.iter().map(|p| p.id).filter(|id| !ids.contains(id)).collect();
    let colours = pairing.boards.iter().map(|b| colour_step(&ctx, b.white, b.black)).collect();
    let readings = crate::dutch::readings(edition).iter().map(|r| r.to_string()).collect();
    let trace = DutchTrace { edition, players: ents.iter().map(player_state).collect(), not_paired, brackets, colours, bye: pairing.bye, readings };
    Ok((trace, pairing))
}

/// What an engine bracket event is, given the event before it.
/// - The last bracket is the one with no lower players left (2017 A.9 note, 2026 Art. 1.9.1:
///   the player left over "downfloats from the last bracket and receives the PAB"); after a
///   PPB (2017 A.9) it is the Collapsed Last Bracket. A round has one.
/// - A bracket paired a second time, now so that every lower player can still be paired, is
///   the PPB of 2017 A.9; 2026 (Art. 1.9, no PPB/CLB) re-pairs it under Art. 2.2.1 [C4] in
///   the same way, and the trace calls it so too. Such a re-pairing can be the penultimate
///   bracket's (no players beyond the next scoregroup): it is not the last bracket.
/// - Any other bracket is regular, also one paired at once with the rest of the round in view
///   (2026 Art. 2.4.4 [C9], the bracket that downfloats the PAB assignee).
fn bracket_kind(e: &Event, before: Option<&Event>, edition: DutchEdition) -> BracketKind {
    let repaired = e.complete && before.is_some_and(|b| !b.complete && b.bracket == e.bracket);
    if e.complete && e.next.is_empty() && e.rest.is_empty() {
        let after_ppb = edition == DutchEdition::E2017 && before.is_some_and(|b| b.complete && !b.rest.is_empty());
        return if after_ppb { BracketKind::Clb } else { BracketKind::Last };
    }
    if repaired { BracketKind::Ppb } else { BracketKind::Regular }
}

fn float_name(f: Float) -> String {
    match f {
        Float::Up => "up",
        Float::Down => "down",
        Float::None => "",
    }
    .into()
}

/// A.6 preference as the seed slides write it: "W" absolute, "Ww" strong, "w" mild.
fn preference_label(e: &Entrant) -> (String, String) {
    let letter = match e.pref.colour {
        Some(Colour::White) => "W",
        Some(Colour::Black) => "B",
        None => return (String::new(), "none".into()),
    };
    match e.pref.strength {
        Strength::Absolute => (letter.into(), "absolute".into()),
        Strength::Strong => (format!("{letter}{}", letter.to_lowercase()), "strong".into()),
        Strength::Mild => (letter.to_lowercase(), "mild".into()),
        Strength::None => (String::new(), "none".into()),
    }
}

pub(super) fn player_state(e: &Entrant) -> PlayerState {
    let (preference, strength) = preference_label(e);
    PlayerState {
        id: e.id,
        score: e.score.as_f64(),
        colours: e.history.iter().map(|c| c.letter()).collect(),
        preference,
        strength,
        float_prev: float_name(e.float_prev),
        float_prev2: float_name(e.float_prev2),
        can_bye: e.can_bye,
        topscorer: e.topscorer,
    }
}

fn points(tenths: i32) -> f64 {
    tenths as f64 / 10.0
}

fn points_list(v: &[i32]) -> Vec<f64> {
    v.iter().map(|&x| points(x)).collect()
}

/// The failure values under `edition`: 2026 keeps [C6] in `pairs` and [C10]-[C17] in `c8`-`c15`
/// and puts the criteria 2017 does not have, or judges otherwise, in `c2026` (`literal::Values`).
fn failures(v: &Values, edition: DutchEdition) -> Failures {
    let c = |k: usize| v.counts[k] as u32;
    if edition == DutchEdition::E2026 {
        let c2026 = Criteria2026 {
            pab_score: v.pab.map(points),
            downfloaters: points_list(&v.psd),
            next: v.next.as_ref().map(|(p, s)| (*p, points_list(s))),
            unplayed: v.unplayed.map(|u| u as u32),
            sds: v.sd_lists.clone().map(|l| points_list(&l)),
        };
        return Failures { pairs: v.pairs, c8: c(0), c9: c(1), c10: c(2), c11: c(3), c12: c(4), c13: c(5), c14: c(6), c15: c(7), c2026: Some(c2026), ..Failures::default() };
    }
    Failures {
        pairs: v.pairs,
        psd: v.psd.iter().map(|&x| points(x)).collect(),
        next_pairs: v.next.as_ref().map(|n| n.0),
        next_psd: v.next.as_ref().map(|n| n.1.iter().map(|&x| points(x)).collect()),
        c8: c(0),
        c9: c(1),
        c10: c(2),
        c11: c(3),
        c12: c(4),
        c13: c(5),
        c14: c(6),
        c15: c(7),
        c16: points(v.sds[0] as i32),
        c17: points(v.sds[1] as i32),
        c18: points(v.sds[2] as i32),
        c19: points(v.sds[3] as i32),
        c2026: None,
    }
}

fn bsns(v: &[usize]) -> Vec<u32> {
    v.iter().map(|&p| p as u32 + 1).collect()
}

fn join(v: &[usize]) -> String {
    v.iter().map(|p| (p + 1).to_string()).collect::<Vec<_>>().join(" ")
}

/// D.1–D.3 in words.
fn alteration(s: &Step, what: &str) -> Alteration {
    let description = match (s.rule, &s.exchange) {
        ("B.3", _) => format!("{what}: original subgroups"),
        ("D.1", _) => format!("{what}: transposition of S2 → {}", join(&s.s2)),
        (_, Some((out, inn))) => format!("{what}: exchange {} ↔ {} ({})", join(out), join(inn), if s.rule == "D.3" { "MDPs with the Limbo" } else { "residents" }),
        _ => what.to_string(),
    };
    let exchange = s.exchange.as_ref().map(|(out, inn)| (bsns(out), bsns(inn)));
    Alteration { rule: s.rule.into(), description, s1: bsns(&s.s1), s2: bsns(&s.s2), limbo: bsns(&s.limbo), exchange }
}

fn candidate(ctx: &Ctx, e: &Event, number: u64, g: &Generated, verdict: &Verdict, fate: Fate) -> Candidate {
    let id = |p: usize| ctx.ents[e.bracket[p]].id;
    let what = if g.mdp_step.is_some() { "remainder" } else { "bracket" };
    let breach = if let Verdict::Illegal(w) = verdict { Some(w.clone()) } else { None };
    Candidate {
        number,
        mdp_step: g.mdp_step.as_ref().map(|s| alteration(s, "MDP-pairing")),
        step: alteration(&g.step, what),
        pairs: g.pairs.iter().map(|&(a, b)| (id(a), id(b))).collect(),
        downfloaters: g.unpaired.iter().map(|&p| id(p)).collect(),
        failures: if let Verdict::Legal(v) = verdict { Some(failures(v, ctx.edition)) } else { None },
        illegal: breach.as_ref().map(ToString::to_string),
        breach,
        fate,
    }
}

fn score_of(ctx: &Ctx, e: &Event) -> f64 {
    e.bracket.get(e.mdps).or(e.bracket.first()).map_or(0.0, |&i| ctx.ents[i].score.as_f64())
}

fn bracket_trace(ctx: &Ctx, e: &Event, kind: BracketKind, odd: bool) -> BracketTrace {
    let id = |i: usize| ctx.ents[i].id;
    let p = problem(ctx, e);
    let mut b = match literal::run(&p) {
        Some(out) if out.chosen.is_some_and(|c| same_pairs(e, &out.candidates[c].0)) => literal_trace(ctx, e, &out),
        _ => summary_trace(ctx, e),
    };
    b.kind = kind;
    b.score = score_of(ctx, e);
    b.mdps = e.bracket[..e.mdps].iter().map(|&i| id(i)).collect();
    b.residents = e.bracket[e.mdps..].iter().map(|&i| id(i)).collect();
    b.bsn = e.bracket.iter().map(|&i| id(i)).collect();
    b.m0 = e.mdps;
    // the last bracket's player left over receives the PAB; any other bracket's move down
    b.downfloaters = if matches!(kind, BracketKind::Last | BracketKind::Clb) { Vec::new() } else { e.unpaired.iter().map(|&i| id(i)).collect() };
    if kind == BracketKind::Regular {
        b.completion = Some(completion_test(ctx, e, odd));
    }
    b
}

fn same_pairs(e: &Event, g: &Generated) -> bool {
    let lit: Vec<(usize, usize)> = g.pairs.iter().map(|&(a, b)| (e.bracket[a], e.bracket[b])).collect();
    normalised(&lit) == normalised(&e.pairs)
}

/// A bracket replayed by the literal procedure: candidates up to the chosen one.
fn literal_trace(ctx: &Ctx, e: &Event, out: &literal::Outcome) -> BracketTrace {
    let chosen = out.chosen.unwrap_or(0);
    let stop = if out.perfect { chosen + 1 } else { out.candidates.len() };
    let mut best: Option<usize> = None;
    let mut listed = Vec::new();
    for (i, (g, v)) in out.candidates[..stop].iter().enumerate() {
        let fate = fate_of(out, i, v, &mut best);
        if listed.len() < LIST_LIMIT || i == chosen {
            listed.push(candidate(ctx, e, i as u64 + 1, g, v, fate));
        }
    }
    let (g, v) = &out.candidates[chosen];
    let chosen_c = candidate(ctx, e, chosen as u64 + 1, g, v, if out.perfect { Fate::Perfect } else { Fate::ChosenBest });
    let reason = if out.perfect {
        format!("candidate {} is perfect: every criterion at its best value (B.4)", chosen + 1)
    } else {
        format!("no candidate is perfect; candidate {} is the best, generated first among the best (B.8)", chosen + 1)
    };
    BracketTrace {
        kind: BracketKind::Regular,
        score: 0.0,
        mdps: Vec::new(),
        residents: Vec::new(),
        bsn: Vec::new(),
        m0: 0,
        max_pairs: out.max_pairs,
        m1: out.m1,
        s1: bsns(&out.s1),
        s2: bsns(&out.s2),
        limbo: bsns(&out.limbo),
        method: Method::Literal,
        candidates_omitted: (stop - listed.len()) as u64,
        candidates: listed,
        ideal: out.ideal.as_ref().map(|v| failures(v, ctx.edition)).unwrap_or_default(),
        chosen: chosen_c,
        reason,
        completion: None,
        downfloaters: Vec::new(),
    }
}

/// What happened to candidate `i` (B.4–B.8), tracking the best so far.
fn fate_of(out: &literal::Outcome, i: usize, v: &Verdict, best: &mut Option<usize>) -> Fate {
    match v {
        Verdict::Illegal(_) => Fate::Illegal,
        Verdict::Duplicate(_) => Fate::Duplicate,
        Verdict::Legal(_) if Some(i) == out.chosen => {
            if out.perfect {
                Fate::Perfect
            } else {
                // B.8: the first of the best; nothing examined after it is better
                *best = Some(i);
                Fate::ChosenBest
            }
        }
        Verdict::Legal(x) => {
            let better = match best.and_then(|b| legal_values(out, b)) {
                Some(y) => x.key() < y.key(),
                None => true,
            };
            if better {
                *best = Some(i);
                Fate::BestSoFar
            } else {
                Fate::Discarded
            }
        }
    }
}

fn legal_values(out: &literal::Outcome, i: usize) -> Option<&Values> {
    if let Verdict::Legal(v) = &out.candidates[i].1 {
        Some(v)
    } else {
        None
    }
}

/// A bracket too large to enumerate: the first candidates in order, then the engine's choice.
fn summary_trace(ctx: &Ctx, e: &Event) -> BracketTrace {
    let p = problem(ctx, e);
    let pos = |i: usize| e.bracket.iter().position(|&x| x == i).unwrap_or(0);
    let max_pairs = e.pairs.len();
    let m1 = e.pairs.iter().filter(|&&(a, b)| pos(a) < e.mdps || pos(b) < e.mdps).count();
    let mut listed = Vec::new();
    let mut found = false;
    let mut judge = literal::Judge::new(&p);
    judge.set_max_pairs(max_pairs);
    for (i, g) in literal::first_candidates(&p, max_pairs, m1, SUMMARY_LIMIT).iter().enumerate() {
        let v = judge.verdict(g);
        found = same_pairs(e, g);
        let fate = if found { Fate::ChosenBest } else if matches!(v, Verdict::Illegal(_)) { Fate::Illegal } else { Fate::Listed };
        listed.push(candidate(ctx, e, i as u64 + 1, g, &v, fate));
        if found {
            break;
        }
    }
    let g = engine_candidate(e);
    let v = judge.verdict(&g);
    let mut chosen = candidate(ctx, e, if found { listed.len() as u64 } else { 0 }, &g, &v, Fate::ChosenBest);
    chosen.step.description = "the engine's candidate".into();
    let reason = "too large to list every candidate: the engine's candidate has the optimal failure values \
                  criterion by criterion in priority order (C.4–C.19, computed exactly as a maximum-weight matching), \
                  so no candidate is better, and among those as good it is the first in the D.1–D.3 generation order (B.8)"
        .to_string();
    let ideal = if let Verdict::Legal(x) = &v { failures(x, ctx.edition) } else { Failures::default() };
    let nres = e.bracket.len() - e.mdps;
    let (s1o, s2o, limbo) = if m1 > 0 { ((0..m1).collect(), (e.mdps..e.bracket.len()).collect(), (m1..e.mdps).collect()) } else {
        let k = max_pairs.min(nres);
        ((e.mdps..e.mdps + k).collect::<Vec<_>>(), (e.mdps + k..e.bracket.len()).collect::<Vec<_>>(), (0..e.mdps).collect::<Vec<_>>())
    };
    BracketTrace {
        kind: BracketKind::Regular,
        score: 0.0,
        mdps: Vec::new(),
        residents: Vec::new(),
        bsn: Vec::new(),
        m0: 0,
        max_pairs,
        m1,
        s1: bsns(&s1o),
        s2: bsns(&s2o),
        limbo: bsns(&limbo),
        method: Method::Summary,
        candidates_omitted: 0,
        candidates: listed,
        ideal,
        chosen,
        reason,
        completion: None,
        downfloaters: Vec::new(),
    }
}

/// A.9 "Requirement Zero" after a bracket: its downfloaters and every lower player.
fn completion_test(ctx: &Ctx, e: &Event, odd: bool) -> CompletionTest {
    let mut rest = e.unpaired.clone();
    let g = score_of(ctx, e);
    rest.extend((0..ctx.ents.len()).filter(|&i| ctx.ents[i].score.as_f64() < g));
    let id = |i: usize| ctx.ents[i].id;
    let proof = literal::complete_pairing(ctx, &rest, odd);
    CompletionTest {
        rest: rest.iter().map(|&i| id(i)).collect(),
        passed: proof.is_some(),
        proof: proof.as_ref().map_or(Vec::new(), |(p, _)| p.iter().map(|&(a, b)| (id(a), id(b))).collect()),
        proof_bye: proof.and_then(|(_, b)| b).map(id),
        next_fails: false,
    }
}

/// E.1–E.5 for a board of the engine's pairing.
fn colour_step(ctx: &Ctx, white: PlayerId, black: PlayerId) -> ColourStep {
    let idx = |id: PlayerId| ctx.ents.iter().position(|e| e.id == id).unwrap_or(0);
    let (a, b) = (idx(white), idx(black));
    let (_, _, rule) = ctx.colours(a, b);
    let (hi, lo) = (&ctx.ents[a.min(b)], &ctx.ents[a.max(b)]);
    let (reason, basis) = match rule {
        Rule::E1 => ("both colour preferences granted".to_string(), ColourBasis::BothGranted),
        Rule::E2 => ("the stronger colour preference granted".to_string(), ColourBasis::StrongerGranted),
        Rule::E3 => ("colours alternated with respect to the most recent round in which they differed".to_string(), ColourBasis::Alternated),
        Rule::E4 => (format!("the preference of the higher-ranked player ({}) granted", hi.id), ColourBasis::HigherPreference),
        Rule::E5 => (format!("the higher-ranked player ({}) gets the initial colour if his pairing number is odd, else the other", hi.id), ColourBasis::InitialColour),
    };
    let _ = lo;
    let rule = match rule {
        Rule::E1 => "E.1",
        Rule::E2 => "E.2",
        Rule::E3 => "E.3",
        Rule::E4 => "E.4",
        Rule::E5 => "E.5",
    };
    ColourStep { white, black, rule: rule.into(), reason, basis, higher: hi.id }
}
