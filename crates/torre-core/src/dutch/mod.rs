//! C.04.3 FIDE (Dutch) system: scoregroups and brackets from the top (A.9), each bracket
//! paired as the first best candidate (B, C, D), the PPB/CLB route when the round could not
//! be completed otherwise (A.9, C.4), colours by E.1–E.5. The 2026 edition (`DutchEdition::E2026`)
//! branches where its rules differ: each bracket keeps the round completable ([C4]) with the PAB
//! at the lowest possible score ([C5]) instead of the PPB/CLB route.

pub mod bracket;
pub mod colour;
pub mod criteria;
pub mod entrant;

use crate::matching::max_cardinality_matching;
use crate::model::{Colour, DutchEdition, Tournament};
use crate::pairing::{Board, PairError, RoundPairing};
use bracket::{solve, Ctx, Gen, Query};

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
    let ents = entrant::entrants(t, round, edition);
    let mut ctx = Ctx { ents: &ents, initial: t.initial_colour.unwrap_or(Colour::White), forbidden: &t.forbidden_pairs, edition, pab_max: None };
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
        let free = pair_bracket(&ctx, &bracket, mdps.len(), &next, &[], false, false)?;
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
fn lowest_pab_score(ctx: &Ctx) -> Result<crate::score::Score, PairError> {
    let mut scores: Vec<_> = ctx.ents.iter().filter(|e| e.can_bye).map(|e| e.score).collect();
    scores.sort_unstable();
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
fn pair_bracket(ctx: &Ctx, bracket: &[usize], mdps: usize, next: &[usize], rest: &[usize], complete: bool, bye: bool) -> Result<BracketResult, PairError> {
    let nb = bracket.len();
    if let Some(r) = perfect_first_candidate(ctx, bracket, mdps, rest, complete, bye) {
        return Ok(r);
    }
    let all = vec![true; nb];
    let best = solve(ctx, &Query { bracket, mdps, active: &all, next, rest, complete, bye, no_mdp_pairs: false, c9: false, gen: Gen::None });
    if complete && best.partner.iter().any(|p| p.is_none()) {
        return Err(PairError::NoValidPairing("the round cannot be completed without breaking C.1–C.3".into()));
    }
    let best_pairs = best.bracket_pairs(nb);
    // 2026 Art. 2.4.4 [C9]: only for a bracket that downfloats exactly one player, who gets the
    // PAB: the last bracket, or the one whose residents have the PAB score ([C5])
    let pab_bracket = next.is_empty() && rest.is_empty() || bracket.get(mdps).is_some_and(|&i| Some(ctx.ents[i].score) == ctx.pab_max);
    let c9 = ctx.edition == DutchEdition::E2026 && bye && pab_bracket && nb == 2 * best_pairs.len() + 1;
    let m1 = best_pairs.iter().filter(|(u, _)| *u < mdps).count();
    let mut active = all.clone();
    let mut fixed = Vec::new();
    if m1 > 0 {
        // B.7: the MDP-pairing (S1 = M1 MDPs, D.3) comes before the remainder
        let s = solve(ctx, &Query { bracket, mdps, active: &all, next, rest, complete, bye, no_mdp_pairs: false, c9, gen: Gen::Mdp });
        for (u, v) in s.bracket_pairs(nb).into_iter().filter(|(u, _)| *u < mdps) {
            active[u] = false;
            active[v] = false;
            fixed.push((u, v));
        }
    }
    // B.2 for the remainder: S1R = its first MaxPairs residents
    let remainder_pairs = best_pairs.len() - m1;
    let mut s1 = vec![false; nb];
    for pos in (mdps..nb).filter(|&p| active[p]).take(remainder_pairs) {
        s1[pos] = true;
    }
    let s = solve(ctx, &Query { bracket, mdps, active: &active, next, rest, complete, bye, no_mdp_pairs: true, c9, gen: Gen::Remainder(&s1) });
    let mut pos_pairs = fixed;
    pos_pairs.extend(s.bracket_pairs(nb));
    let bye_vertex = nb + next.len() + rest.len();
    let bye_pos = if bye { (0..nb).find(|&p| s.partner[p] == Some(bye_vertex)) } else { None };
    let mut paired = vec![false; nb];
    for &(u, v) in &pos_pairs {
        paired[u] = true;
        paired[v] = true;
    }
    Ok(BracketResult {
        pairs: pos_pairs.iter().map(|&(u, v)| (bracket[u], bracket[v])).collect(),
        unpaired: (0..nb).filter(|&p| !paired[p]).map(|p| bracket[p]).collect(),
        bye: bye_pos.map(|p| bracket[p]),
        next_pairs: (0..nb + next.len())
            .filter_map(|v| s.partner[v].filter(|&u| u > v && u >= nb && u < nb + next.len()).map(|u| (v, u)))
            .map(|(v, u)| (if v < nb { bracket[v] } else { next[v - nb] }, next[u - nb]))
            .collect(),
    })
}

/// B.4: in a homogeneous bracket the first candidate (S1[i] against S2[i]) is accepted at
/// once when it is perfect: all pairs legal, no colour or float failure, and at most the
/// last player left over (only in the last bracket, where he takes the bye).
fn perfect_first_candidate(ctx: &Ctx, bracket: &[usize], mdps: usize, rest: &[usize], complete: bool, bye: bool) -> Option<BracketResult> {
    let nb = bracket.len();
    let same_score = bracket.iter().all(|&i| ctx.ents[i].score == ctx.ents[bracket[0]].score);
    if mdps > 0 || !same_score || !rest.is_empty() || nb < 2 {
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
