//! C.04.3 FIDE (Dutch) system: scoregroups and brackets from the top (A.9), each bracket
//! paired as the first best candidate (B, C, D), the PPB/CLB route when the round could not
//! be completed otherwise (A.9, C.4), colours by E.1–E.5. The 2026 edition (`DutchEdition::E2026`)
//! branches where its rules differ: each bracket keeps the round completable ([C4]) with the PAB
//! at the lowest possible score ([C5]) instead of the PPB/CLB route.
//!
//! # 2017: readings fixed against the acceptance corpus
//! Readings taken from the reference engine (bbpPairings v5.0.1) where the 2017 text leaves a
//! choice, found on FIDE's acceptance-scale test (`dutch-2017-accept`, issue 23):
//! - B.7/D.2: a remainder is paired "with the same rules used for a homogeneous bracket", so its
//!   resident exchanges are ordered by the remainder's own BSNs (1.. over its players), not by
//!   the bracket's, whose gaps (residents taken by the MDP-pairing) would change the D.2.b sums
//!   (`bracket::gen_terms`).
//! - C.7 with A.9/C.2: when the following bracket is the last one of an odd round, its pairing is
//!   complete only with the player left over eligible for the PAB; C.7 judges it so (the PAB
//!   counts as one of its pairs, `bracket::Query::bye`, `bracket::floater_joins`). Counting it as
//!   if anybody could be left over gave the PAB to a player with more points.
//!
//! # 2026: readings fixed against the acceptance corpus
//! Causes found by re-pairing `dutch-2026-accept` (bbpPairings v6.0.0, FIDE's technical
//! commission engine agreeing), each pinned by a test in `tests/dutch_editions.rs`:
//! - [C4] (Art. 2.2.1) binds every bracket, so a bracket re-paired to keep the round completable
//!   is never settled by its first candidate (Art. 3.4) alone, even a perfect one: the players
//!   below must still have a pairing (`c4_a_perfect_candidate_must_leave_the_round_completable`).
//! - [C18]/[C20] (Art. 2.4.13, 2.4.15): see `readings`: an MDP who received a downfloat one or
//!   two rounds before counts when he floats on again, at his score above the bracket, and not
//!   when he is paired (`c18_an_mdp_who_floats_on_again_counts_at_his_score_above_the_bracket`,
//!   and round 11 of `dutch-2026/random/n0040-r11-s20009.trf`). This alone was 366 of the 412
//!   rounds that differed in the folder after the [C4] fix.
//! - [C9] (Art. 2.4.4) applies to every bracket that downfloats exactly one player who ends up
//!   with the PAB, not only the last one or the one at the PAB score: below the PAB score
//!   ([C5]) every player is paired, so such a bracket's one downfloater takes the PAB
//!   (`c9_applies_below_the_pab_score`; 9 rounds of the folder).
//! - Art. 4.1.1 tags the players of a remainder with consecutive BSNs of their own, so the
//!   exchange order of Art. 4.3 (the smallest difference of the exchanged BSN sums) counts
//!   them 1, 2, 3... after the MDP-pairing, not by their place in the whole bracket as 2017 D.2
//!   did (the last 11 rounds of the folder; `art_4_1_1_the_remainder_has_its_own_bsns` in
//!   `dutch_2026_conformance`: exchange 5↔15 before 4↔12 in a remainder).

pub mod articles;
pub mod bound;
pub mod bracket;
pub mod colour;
pub mod criteria;
pub mod entrant;
pub mod literal;
pub mod transposition;

use crate::matching::max_cardinality_matching;
use crate::model::{Colour, DutchEdition, Tournament};
use crate::round::{Board, PairError, RoundPairing};
use bracket::{floater_joins, leftover, pairable, pairs_within, same_criteria, solve, Ctx, Gen, Next, Query, Solution};

/// Where the text of `edition` is ambiguous, the reading Torre follows and why (shown by the
/// explanation).
pub fn readings(edition: DutchEdition) -> &'static [&'static str] {
    match edition {
        DutchEdition::E2017 => &[],
        DutchEdition::E2026 => &[
            "[C18]/[C20] (Art. 2.4.13, 2.4.15), \"minimise the score differences of MDPs who received a \
             downfloat the previous round / two rounds before\": an MDP who received such a downfloat counts \
             when he floats on again, at his score above the bracket, and not when he is paired in the \
             bracket. Read literally, an MDP left in the Limbo has no score difference and one who is paired \
             has one, which would float again the very player the float criteria protect. FIDE's two \
             reference engines for the 2026 rules (bbpPairings v6 and the technical commission's engine) \
             agree on this reading over every round of their test corpora; FIDE asks programs to pair \
             identically, so Torre follows them.",
        ],
    }
}

/// The pairing of one bracket, as entrant indices.
struct BracketResult {
    pairs: Vec<(usize, usize)>,
    /// Bracket members left unpaired (downfloaters, or the PAB in the last bracket).
    unpaired: Vec<usize>,
    bye: Option<usize>,
    /// Pairs of the following bracket in the matching that chose the downfloaters (C.7, 2026 [C8]).
    next_pairs: Vec<(usize, usize)>,
}

pub fn pair(t: &Tournament, round: u32, edition: DutchEdition) -> Result<RoundPairing, PairError> {
    pair_observed(t, round, edition, &mut |_| {})
}

/// One `pair_bracket` call as seen by an observer (explanations): entrant indices (A.2 order).
pub struct BracketEvent<'a> {
    pub bracket: &'a [usize],
    pub mdps: usize,
    pub next: &'a [usize],
    pub rest: &'a [usize],
    pub complete: bool,
    pub bye: bool,
    pub pairs: &'a [(usize, usize)],
    pub unpaired: &'a [usize],
}

/// As `pair`, reporting every bracket pairing to `obs` in pairing order.
pub fn pair_observed(t: &Tournament, round: u32, edition: DutchEdition, obs: &mut dyn FnMut(BracketEvent)) -> Result<RoundPairing, PairError> {
    let ents = entrant::entrants(t, round, edition);
    let ctx = Ctx { ents: &ents, initial: t.initial_colour.unwrap_or(Colour::White), forbidden: &t.forbidden_pairs, edition, pab_max: None };
    pair_entrants(&ctx, round, obs)
}

/// The round's pairing from its participants as the rules see them (`ctx.ents`, A.2 order):
/// scoregroups from the top (A.9), each bracket paired by `pair_bracket`.
pub fn pair_entrants(ctx: &Ctx, round: u32, obs: &mut dyn FnMut(BracketEvent)) -> Result<RoundPairing, PairError> {
    let (ents, edition) = (ctx.ents, ctx.edition);
    let mut ctx = Ctx { ..*ctx };
    let mut pair_bracket = |ctx: &Ctx, bracket: &[usize], mdps: usize, next: &[usize], rest: &[usize], complete: bool, bye: bool| {
        let r = pair_bracket(ctx, bracket, mdps, next, rest, complete, bye)?;
        obs(BracketEvent { bracket, mdps, next, rest, complete, bye, pairs: &r.pairs, unpaired: &r.unpaired });
        Ok::<_, PairError>(r)
    };
    let mut groups: Vec<_> = ents.iter().map(|e| e.score).collect();
    groups.dedup();
    let odd = ents.len() % 2 == 1;
    if edition == DutchEdition::E2026 && odd {
        // 2026 Art. 2.3.1 [C5]: the PAB goes to the lowest score that still completes the round
        ctx.pab_max = Some(lowest_pab_score(&ctx)?);
    }
    let mut pairs = Vec::new();
    let mut bye = None;
    let mut mdps: Vec<usize> = Vec::new();
    for (gi, &g) in groups.iter().enumerate() {
        let mut bracket = mdps.clone();
        bracket.extend((0..ents.len()).filter(|&i| ents[i].score == g));
        let lower: Vec<usize> = (0..ents.len()).filter(|&i| ents[i].score < g).collect();
        if lower.is_empty() {
            let r = pair_bracket(&ctx, &bracket, mdps.len(), &[], &[], true, odd)?;
            pairs.extend(r.pairs);
            bye = r.bye;
            break;
        }
        let next: Vec<usize> = match groups.get(gi + 1) {
            Some(&ng) => (0..ents.len()).filter(|&i| ents[i].score == ng).collect(),
            None => Vec::new(),
        };
        let after_next: Vec<usize> = lower.iter().copied().filter(|&i| !next.contains(&i)).collect();
        if edition == DutchEdition::E2026 && ctx.pab_max == Some(g) {
            // 2026 Art. 2.4.4 [C9]: this bracket downfloats the PAB assignee; choose it with the
            // rest of the round in view ([C4], [C5])
            let r = pair_bracket(&ctx, &bracket, mdps.len(), &next, &after_next, true, odd)?;
            pairs.extend(r.pairs);
            mdps = r.unpaired;
            continue;
        }
        // C.7 with A.9/C.2 (2017): when the following bracket is the last of an odd round, its
        // pairing gives the PAB, so it is judged with the PAB among its pairs (see `Query::bye`)
        let next_gives_pab = edition == DutchEdition::E2017 && odd && after_next.is_empty();
        let free = pair_bracket(&ctx, &bracket, mdps.len(), &next, &[], false, next_gives_pab)?;
        let mut rest = free.unpaired.clone();
        rest.extend(&lower);
        // 2026 Art. 2.4.3 [C8] includes [C4]/[C5] of the following bracket: its pairing that the
        // choice of downfloaters counted on must leave the round completable too
        let next_ok = |f: &BracketResult| edition == DutchEdition::E2017 || f.unpaired.is_empty() || {
            let paired: Vec<usize> = f.next_pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
            let mut left: Vec<usize> = f.unpaired.iter().chain(&next).copied().filter(|i| !paired.contains(i)).collect();
            left.extend(&after_next);
            completable(&ctx, &left, odd)
        };
        if completable(&ctx, &rest, odd) && next_ok(&free) {
            pairs.extend(free.pairs);
            mdps = free.unpaired;
            continue;
        }
        if edition == DutchEdition::E2026 {
            // 2026 Art. 2.2.1 [C4] (no PPB/CLB, Art. 1.9): re-pair this bracket so that all
            // players not yet paired can still be paired; its downfloaters go on as usual
            let r = pair_bracket(&ctx, &bracket, mdps.len(), &next, &after_next, true, odd)?;
            pairs.extend(r.pairs);
            mdps = r.unpaired;
            continue;
        }
        // A.9: this is the PPB; re-pair it so that the round can be completed (C.4) ...
        let ppb = pair_bracket(&ctx, &bracket, mdps.len(), &[], &lower, true, odd)?;
        pairs.extend(ppb.pairs);
        // ... and everybody else forms the collapsed last bracket (CLB)
        let mut clb = ppb.unpaired.clone();
        clb.extend(&lower);
        let r = pair_bracket(&ctx, &clb, ppb.unpaired.len(), &[], &[], true, odd)?;
        pairs.extend(r.pairs);
        bye = r.bye;
        break;
    }
    let boards = pairs
        .iter()
        .map(|&(a, b)| {
            let (w, bl, _) = ctx.colours(a, b);
            Board { white: ents[w].id, black: ents[bl].id }
        })
        .collect();
    Ok(RoundPairing { round, boards, bye: bye.map(|i| ents[i].id) })
}

/// Can these players all be paired (one of them getting the PAB when `bye`)?
fn completable(ctx: &Ctx, players: &[usize], bye: bool) -> bool {
    greedy_completion(ctx, players, bye) || exact_completion(ctx, players, bye)
}

/// A quick proof of `completable`: the lowest player who may take the PAB takes it, then each
/// player in turn meets the first one left he may meet. Failing proves nothing.
fn greedy_completion(ctx: &Ctx, players: &[usize], bye: bool) -> bool {
    let mut left: Vec<usize> = players.to_vec();
    if bye {
        let Some(k) = left.iter().rposition(|&i| ctx.can_bye(i)) else { return false };
        left.remove(k);
    }
    while let Some(a) = left.pop() {
        let Some(k) = left.iter().rposition(|&b| ctx.legal(a, b)) else { return false };
        left.remove(k);
    }
    true
}

/// `completable` by a maximum cardinality matching.
fn exact_completion(ctx: &Ctx, players: &[usize], bye: bool) -> bool {
    let n = players.len() + usize::from(bye);
    let mut adj = vec![Vec::new(); n];
    for (u, &a) in players.iter().enumerate() {
        for (v, &b) in players.iter().enumerate().skip(u + 1) {
            if ctx.legal(a, b) {
                adj[u].push(v);
                adj[v].push(u);
            }
        }
        if bye && ctx.can_bye(a) {
            adj[u].push(players.len());
            adj[players.len()].push(u);
        }
    }
    max_cardinality_matching(&adj).iter().all(|m| m.is_some())
}

/// 2026 [C5]: the lowest score of a player who can take the PAB with everybody else paired.
pub(crate) fn lowest_pab_score(ctx: &Ctx) -> Result<crate::score::Score, PairError> {
    let mut scores: Vec<_> = ctx.ents.iter().filter(|e| e.can_bye).map(|e| e.score).collect();
    crate::sort::ascending(&mut scores);
    scores.dedup();
    let all: Vec<usize> = (0..ctx.ents.len()).collect();
    for s in scores {
        let c = Ctx { pab_max: Some(s), ..*ctx };
        if completable(&c, &all, true) {
            return Ok(s);
        }
    }
    Err(PairError::NoValidPairing("no player can receive the pairing-allocated bye with the round completed (C.1–C.3)".into()))
}

/// B.1–B.8 for one bracket (MDPs first in `bracket`): criteria optimum, then the first
/// candidate in generation order that reaches it (MDP-pairing first, then the remainder).
fn pair_bracket(ctx: &Ctx, bracket: &[usize], mdps: usize, next_group: &[usize], rest: &[usize], complete: bool, bye: bool) -> Result<BracketResult, PairError> {
    let nb = bracket.len();
    // a bracket that must leave the round completable ([C4]) with players still to come is
    // never judged by its first candidate alone
    let later = !rest.is_empty() || complete && !next_group.is_empty();
    if let Some(r) = perfect_first_candidate(ctx, bracket, mdps, later, complete, bye) {
        return Ok(r);
    }
    if let Some(ideal) = bound::first_ideal_candidate(ctx, bracket, mdps, next_group, later, complete, bye) {
        // the following bracket's pairing that C.7 counted on (2026 [C8], see `next_ok`)
        let next_pairs = if ideal.joins.is_empty() { Vec::new() } else { floater_next_pairs(ctx, bracket, Next::Floater { group: next_group, joins: &ideal.joins }, &[], &ideal.pairs) };
        let left = ideal.left.map(|p| bracket[p]);
        let pairs = ideal.pairs.iter().map(|&(u, v)| (bracket[u], bracket[v])).collect();
        return Ok(BracketResult { pairs, unpaired: left.into_iter().collect(), bye: left.filter(|_| complete), next_pairs });
    }
    let all = vec![true; nb];
    // C.7 matters only for downfloaters: none (C.5 is above C.7), one, or several; a bracket
    // that completes the round keeps the next scoregroup's players as vertices
    let joins;
    let next = match (next_group.is_empty(), complete, leftover(ctx, bracket, mdps)) {
        (true, ..) | (false, false, 0) => Next::None,
        (false, false, 1) => {
            joins = floater_joins(ctx, bracket, next_group, bye);
            Next::Floater { group: next_group, joins: &joins }
        }
        _ => Next::Vertices(next_group),
    };
    // without downfloaters the following bracket's PAB cannot matter (C.5 is above C.7)
    let bye = bye && (complete || matches!(next, Next::Vertices(_)));
    let mut q1 = Query { bracket, mdps, active: &all, next, rest, complete, bye, no_mdp_pairs: false, c9: false, gen: Gen::None, optimum: None, split: None };
    let (best, best_pairs) = criteria_optimum(ctx, &mut q1)?;
    let m1 = best_pairs.iter().filter(|(u, _)| *u < mdps).count();
    let (fixed, current) = mdp_pairing(ctx, &q1, &best, m1);
    let (remainder, bye_pos, next_pairs) = remainder_pairing(ctx, &q1, &best, &fixed, &current, best_pairs.len() - m1);
    let mut pos_pairs = fixed;
    pos_pairs.extend(remainder);
    let mut paired = vec![false; nb];
    for &(u, v) in &pos_pairs {
        paired[u] = true;
        paired[v] = true;
    }
    Ok(BracketResult {
        pairs: pos_pairs.iter().map(|&(u, v)| (bracket[u], bracket[v])).collect(),
        unpaired: (0..nb).filter(|&p| !paired[p]).map(|p| bracket[p]).collect(),
        // a bracket that does not complete the round only looks at the following one's PAB
        bye: bye_pos.filter(|_| complete).map(|p| bracket[p]),
        next_pairs,
    })
}

/// The criteria optimum of the bracket's query `q1` (B.3-B.5 as weights; with [C9] set in
/// `q1` when it applies): the value the generation order must reach, and its pairs in the
/// bracket as found before [C9] (lower than the criteria that set how many, and which MDPs).
fn criteria_optimum(ctx: &Ctx, q1: &mut Query) -> Result<(Solution, Vec<(usize, usize)>), PairError> {
    let nb = q1.bracket.len();
    let best = solve(ctx, q1);
    if q1.complete && best.partner.iter().any(|p| p.is_none()) {
        return Err(PairError::NoValidPairing("the round cannot be completed without breaking C.1–C.3".into()));
    }
    // 2026 Art. 2.4.4 [C9]: only for a bracket that downfloats exactly one player, who gets the
    // PAB: any bracket whose residents have at most the PAB score ([C5]), as every player below
    // that score is paired
    let pab_bracket = q1.bracket.get(q1.mdps).is_some_and(|&i| ctx.pab_max.is_some_and(|m| ctx.ents[i].score <= m));
    let pairs = best.bracket_pairs(nb);
    if ctx.edition == DutchEdition::E2026 && pab_bracket && nb == 2 * pairs.len() + 1 {
        // the criteria optimum with [C9] in it: the generation order refines that one
        q1.c9 = true;
        return Ok((solve(ctx, q1), pairs));
    }
    Ok((best, pairs))
}

/// B.7: the MDP-pairing (S1 = the `m1` MDPs paired, D.3 the lowest BSNs, then D.1) comes
/// before the remainder. Its pairs (bracket positions) and a criteria optimum that holds
/// them: where the remainder's search starts (`best` itself when no MDP is paired).
fn mdp_pairing(ctx: &Ctx, q1: &Query, best: &Solution, m1: usize) -> (Vec<(usize, usize)>, Vec<Option<usize>>) {
    let nb = q1.bracket.len();
    if m1 == 0 {
        return (Vec::new(), best.partner.clone());
    }
    let mq = Query { gen: Gen::Mdp, optimum: Some(best), ..*q1 };
    let current = first_mdp_pairing(ctx, q1, best, &mq).unwrap_or_else(|| solve(ctx, &mq).partner);
    let fixed = pairs_within(&current, nb).into_iter().filter(|(u, _)| *u < q1.mdps).collect();
    (fixed, current)
}

/// B.6 for the remainder (the bracket less the MDP-pairing's `fixed` pairs): B.2 makes S1R
/// its first `max_pairs` residents, then D.2 then D.1: no exchange first (`no_exchange`), else
/// the first exchange and its first transposition; the whole generation order is weighed
/// only when those shortcuts cannot tell. Its pairs, the PAB's position (if this bracket's
/// matching holds the PAB) and the following bracket's pairs counted on (C.7, 2026 [C8]).
fn remainder_pairing(ctx: &Ctx, q1: &Query, best: &Solution, fixed: &[(usize, usize)], current: &[Option<usize>], max_pairs: usize) -> (Vec<(usize, usize)>, Option<usize>, Vec<(usize, usize)>) {
    let nb = q1.bracket.len();
    let mut active = vec![true; nb];
    for &(u, v) in fixed {
        active[u] = false;
        active[v] = false;
    }
    let mut s1 = vec![false; nb];
    for pos in (q1.mdps..nb).filter(|&p| active[p]).take(max_pairs) {
        s1[pos] = true;
    }
    let rq = Query { active: &active, no_mdp_pairs: true, gen: Gen::Remainder(&s1), optimum: Some(best), ..*q1 };
    let shortcut = no_exchange(ctx, q1, best, &rq, fixed, current).or_else(|| first_exchange(ctx, q1, best, &rq, fixed));
    let partner = shortcut.unwrap_or_else(|| solve(ctx, &rq).partner);
    let pairs = pairs_within(&partner, nb);
    let next_pairs = match q1.next {
        Next::Vertices(_) => next_group_pairs(&partner, q1.bracket, q1.next),
        _ => floater_next_pairs(ctx, q1.bracket, q1.next, fixed, &pairs),
    };
    let bye_vertex = partner.len() - 1;
    let bye_pos = if q1.bye { (0..nb).find(|&p| partner[p] == Some(bye_vertex)) } else { None };
    (pairs, bye_pos, next_pairs)
}

/// With one vertex for the next scoregroup (`Next::Floater`): a best pairing of that group
/// with the downfloater, as the full matching would count on (2026 [C8]): the floater
/// paired when he can be (C.7), then as many pairs as possible.
fn floater_next_pairs(ctx: &Ctx, bracket: &[usize], next: Next, fixed: &[(usize, usize)], pairs: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let Next::Floater { group, joins } = next else { return Vec::new() };
    let mut paired = vec![false; bracket.len()];
    for &(u, v) in fixed.iter().chain(pairs) {
        paired[u] = true;
        paired[v] = true;
    }
    let Some(d) = (0..bracket.len()).find(|&p| !paired[p] && joins[p] != bracket::Joins::NO) else { return Vec::new() };
    // the floater first, against his first partner that keeps the group's pairing maximum
    let mut players = vec![bracket[d]];
    players.extend(group);
    let adj = |skip: Option<usize>| -> Vec<Vec<usize>> {
        (0..players.len()).map(|u| (0..players.len()).filter(|&v| v != u && Some(u) != skip && Some(v) != skip && ctx.legal(players[u], players[v])).collect()).collect()
    };
    let size = |m: &[Option<usize>]| m.iter().flatten().count();
    let best = size(&crate::matching::max_cardinality_matching(&adj(None)));
    for x in 1..players.len() {
        if !ctx.legal(players[0], players[x]) {
            continue;
        }
        let mut a = adj(Some(0));
        a[x].clear();
        for l in a.iter_mut() {
            l.retain(|&v| v != x);
        }
        let m = crate::matching::max_cardinality_matching(&a);
        if size(&m) + 2 >= best {
            let mut out = vec![(players[0], players[x])];
            out.extend((1..players.len()).filter_map(|u| m[u].filter(|&v| u < v).map(|v| (players[u], players[v]))));
            return out;
        }
    }
    Vec::new()
}

/// The pairs of the following bracket in a matching with the next scoregroup as vertices
/// (2026 [C8]), as entrants.
fn next_group_pairs(partner: &[Option<usize>], bracket: &[usize], next: Next) -> Vec<(usize, usize)> {
    let Next::Vertices(group) = next else { return Vec::new() };
    let nb = bracket.len();
    let entrant = |v: usize| if v < nb { bracket[v] } else { group[v - nb] };
    (0..nb + group.len()).filter_map(|v| partner[v].filter(|&u| u > v && u >= nb && u < nb + group.len()).map(|u| (entrant(v), entrant(u)))).collect()
}

/// B.7/D.2 then D.1 for the remainder when no transposition reaches the optimum of the
/// criteria query `q1`: a matching that weighs the criteria and D.2 alone (`Gen::Exchange`)
/// finds the first exchange, whose S1 (the pairs' higher-ranked players) every such optimum
/// shares; then its first transposition (D.1) is fixed pair by pair (`first_partners`).
/// Weighing D.1 instead takes a digit per S1 player: thousands of bits in a large bracket.
/// None when the result falls short of the criteria optimum (a blossom of the dual can make
/// it), and the caller then weighs the whole generation order.
fn first_exchange(ctx: &Ctx, q1: &Query, best: &Solution, rq: &Query, fixed: &[(usize, usize)]) -> Option<Vec<Option<usize>>> {
    let Gen::Remainder(s1) = rq.gen else { return None };
    let eq = Query { gen: Gen::Exchange(s1), ..*rq };
    let sol = solve(ctx, &eq);
    let nb = rq.bracket.len();
    let mut exchanged = vec![false; nb];
    for (u, _) in sol.bracket_pairs(nb) {
        exchanged[u] = true;
    }
    first_in_shape(ctx, q1, best, &eq, &sol, &exchanged, fixed)
}

/// D.1 among the optima of query `q` (solved: `sol`) whose pairs' higher-ranked players are
/// `leaders` (see `leads`): its tight edges in that shape, its positive-dual vertices and the
/// leaders covered (`first_partners`; None as there).
fn first_in_shape(ctx: &Ctx, q1: &Query, best: &Solution, q: &Query, sol: &Solution, leaders: &[bool], fixed: &[(usize, usize)]) -> Option<Vec<Option<usize>>> {
    let (n, nb) = (sol.partner.len(), leaders.len());
    let key = |v: usize| bracket::vertex_key(ctx, q, v);
    let edges: Vec<(usize, usize)> = (0..n).flat_map(|u| (u + 1..n).map(move |v| (u, v))).filter(|&(u, v)| leads(leaders, u, v) && pairable(ctx, q, u, v) && sol.is_tight(key(u), key(v))).collect();
    let required: Vec<bool> = (0..n).map(|v| sol.covered[v] || v < nb && leaders[v]).collect();
    let choices = crate::matching::Choices::new(n, &edges, &required, &sol.partner)?;
    let leaders: Vec<usize> = (0..nb).filter(|&a| leaders[a]).collect();
    first_partners(ctx, q1, best, choices, &leaders, fixed)
}

/// B.6/D.2 for the remainder when the bracket's matching holds more than its own players
/// (the next scoregroup's, or everybody's still unpaired for [C4]): no exchange at all comes
/// first (D.2.a; 2026 Art. 4.3), so if some criteria optimum pairs the original S1 into S2,
/// the remainder is its first transposition (D.1, `first_partners`), found without weighing
/// the exchanges. Among `best`'s optima (its tight edges, its positive-dual vertices covered,
/// `current` one of them with the pairs `fixed` so far), those whose bracket pairs each join
/// an S1 player to a later S2 player and pair every S1 player. None when there is none: the
/// exchanges are then weighed. When the result falls short of the criteria optimum (a
/// positive blossom in `best`'s dual makes its tight edges too many), the transpositions'
/// own optimum decides: the criteria weighed over S1-S2 pairs only (`Query::split`), whose
/// tight edges in this shape join S1 and the vertices outside the bracket to S2 only.
fn no_exchange(ctx: &Ctx, q1: &Query, best: &Solution, rq: &Query, fixed: &[(usize, usize)], current: &[Option<usize>]) -> Option<Vec<Option<usize>>> {
    let Gen::Remainder(s1) = rq.gen else { return None };
    let mut choices = criteria_optima(ctx, rq, best, current)?;
    let nb = rq.bracket.len();
    let n = best.partner.len();
    let drop: Vec<(usize, usize)> = (0..n).flat_map(|u| choices.neighbours(u).filter(move |&v| u < v).map(move |v| (u, v))).filter(|&(u, v)| !leads(s1, u, v)).collect();
    let leaders: Vec<usize> = (0..nb).filter(|&a| s1[a]).collect();
    if !choices.restrict(&drop, &leaders) {
        return None;
    }
    first_partners(ctx, q1, best, choices, &leaders, fixed).or_else(|| {
        let bq = Query { gen: Gen::None, split: Some(s1), ..*rq };
        first_in_shape(ctx, q1, best, &bq, &solve(ctx, &bq), s1, fixed)
    })
}

/// B.7/D.3 then D.1 for the MDP-pairing, without weighing them (`Gen::Mdp` weighs both):
/// among `best`'s optima, each MDP in BSN order is paired in the bracket when some optimum
/// still does so (D.3: the lowest BSNs), then each of them takes his first partner in S2
/// (`first_partners`). None when the result falls short of the criteria optimum.
fn first_mdp_pairing(ctx: &Ctx, q1: &Query, best: &Solution, mq: &Query) -> Option<Vec<Option<usize>>> {
    let nb = mq.bracket.len();
    let mut choices = criteria_optima(ctx, mq, best, &best.partner)?;
    let leaders: Vec<usize> = (0..mq.mdps)
        .filter(|&u| choices.confine(u, |v| v < nb, true))
        .collect();
    first_partners(ctx, q1, best, choices, &leaders, &[])
}

/// May the bracket positions or vertices u < v be paired when the pairs' higher-ranked
/// players are exactly `s1` (bracket positions)? An S1 player with a later non-S1 player of
/// the bracket; S1 players with nobody outside it.
fn leads(s1: &[bool], u: usize, v: usize) -> bool {
    let nb = s1.len();
    match (u < nb, v < nb) {
        (true, true) => s1[u] && !s1[v],
        (true, false) => !s1[u],
        _ => true,
    }
}

/// The optima of the criteria query whose optimum is `best` as `Choices` over `q`'s edges
/// (tight in `best`, see `Query::optimum`): every positive-dual vertex of `best` covered,
/// bar the positions fixed earlier; `current` (one of them) is where it starts.
fn criteria_optima(ctx: &Ctx, q: &Query, best: &Solution, current: &[Option<usize>]) -> Option<crate::matching::Choices> {
    let nb = q.bracket.len();
    let n = best.partner.len();
    let open = |v: usize| v >= nb || q.active[v];
    let edges: Vec<(usize, usize)> = (0..n).flat_map(|u| (u + 1..n).map(move |v| (u, v))).filter(|&(u, v)| pairable(ctx, q, u, v)).collect();
    let required: Vec<bool> = (0..n).map(|v| open(v) && best.covered[v]).collect();
    let start: Vec<Option<usize>> = (0..n).map(|v| current[v].filter(|&u| open(v) && open(u))).collect();
    crate::matching::Choices::new(n, &edges, &required, &start)
}

/// D.1: `leaders` (the S1 players, in order) each take their first partner in the bracket
/// that leaves an optimum, tested by augmenting paths (`matching::Choices`, the general-graph
/// form of `transposition::first_assignment`). The matching found, if it (with the pairs
/// `fixed` before) reaches the criteria optimum `best` of `q1`.
fn first_partners(ctx: &Ctx, q1: &Query, best: &Solution, mut choices: crate::matching::Choices, leaders: &[usize], fixed: &[(usize, usize)]) -> Option<Vec<Option<usize>>> {
    let nb = q1.bracket.len();
    for &a in leaders {
        let partners: Vec<usize> = choices.neighbours(a).filter(|&b| b < nb).collect();
        partners.into_iter().find(|&b| choices.fix(a, b))?;
    }
    let partner: Vec<Option<usize>> = (0..best.partner.len()).map(|v| choices.partner(v)).collect();
    let mut found = fixed.to_vec();
    found.extend(partner.iter().enumerate().filter_map(|(v, p)| p.filter(|&u| v < u).map(|u| (v, u))));
    same_criteria(ctx, q1, &found, &best.pairs()).then_some(partner)
}

/// B.4: in a homogeneous bracket the first candidate (S1[i] against S2[i]) is accepted at
/// once when it is perfect: all pairs legal, no colour or float failure, and at most the
/// last player left over (only in the last bracket, where he takes the bye).
fn perfect_first_candidate(ctx: &Ctx, bracket: &[usize], mdps: usize, later: bool, complete: bool, bye: bool) -> Option<BracketResult> {
    let nb = bracket.len();
    let same_score = bracket.iter().all(|&i| ctx.ents[i].score == ctx.ents[bracket[0]].score);
    if mdps > 0 || !same_score || later || nb < 2 {
        return None;
    }
    let odd = nb % 2 == 1;
    if odd && !(complete && bye) || !odd && complete && bye {
        return None;
    }
    let half = nb / 2;
    let mut pairs = Vec::with_capacity(half);
    for k in 0..half {
        let (a, b) = (bracket[k], bracket[half + k]);
        if !ctx.legal(a, b) || ctx.colour_failures(a, b) != [0; 4] {
            return None;
        }
        pairs.push((a, b));
    }
    let unpaired: Vec<usize> = if odd { vec![bracket[nb - 1]] } else { Vec::new() };
    let last = unpaired.first().map(|&i| &ctx.ents[i]);
    if last.is_some_and(|e| e.float_prev == entrant::Float::Down || e.float_prev2 == entrant::Float::Down) || unpaired.first().is_some_and(|&i| !ctx.can_bye(i)) {
        return None;
    }
    // 2026 Art. 2.4.4 [C9]: the PAB assignee must have the fewest unplayed games possible
    if ctx.edition == DutchEdition::E2026 && last.is_some_and(|e| bracket.iter().any(|&j| ctx.can_bye(j) && ctx.ents[j].unplayed < e.unplayed)) {
        return None;
    }
    let bye = unpaired.first().copied();
    Some(BracketResult { pairs, unpaired, bye, next_pairs: Vec::new() })
}
