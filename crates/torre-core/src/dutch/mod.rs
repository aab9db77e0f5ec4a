//! C.04.3 FIDE (Dutch) system: scoregroups and brackets from the top (A.9), each bracket
//! paired as the first best candidate (B, C, D), the PPB/CLB route when the round could not
//! be completed otherwise (A.9, C.4), colours by E.1–E.5.

pub mod bracket;
pub mod colour;
pub mod criteria;
pub mod entrant;
pub mod literal;
pub mod transposition;

use crate::matching::max_cardinality_matching;
use crate::model::{Colour, DutchEdition, Tournament};
use crate::pairing::{Board, PairError, RoundPairing};
use bracket::{criteria_value, floater_joins, leftover, pairable, solve, Ctx, Gen, Next, Query, Solution};

/// The pairing of one bracket, as entrant indices.
struct BracketResult {
    pairs: Vec<(usize, usize)>,
    /// Bracket members left unpaired (downfloaters, or the PAB in the last bracket).
    unpaired: Vec<usize>,
    bye: Option<usize>,
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
    let ctx = Ctx { ents: &ents, initial: t.initial_colour.unwrap_or(Colour::White), forbidden: &t.forbidden_pairs };
    let mut pair_bracket = |ctx: &Ctx, bracket: &[usize], mdps: usize, next: &[usize], rest: &[usize], complete: bool, bye: bool| {
        let r = pair_bracket(ctx, bracket, mdps, next, rest, complete, bye)?;
        obs(BracketEvent { bracket, mdps, next, rest, complete, bye, pairs: &r.pairs, unpaired: &r.unpaired });
        Ok::<_, PairError>(r)
    };
    let mut groups: Vec<_> = ents.iter().map(|e| e.score).collect();
    groups.dedup();
    let odd = ents.len() % 2 == 1;
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
        let free = pair_bracket(&ctx, &bracket, mdps.len(), &next, &[], false, false)?;
        let mut rest = free.unpaired.clone();
        rest.extend(&lower);
        if completable(&ctx, &rest, odd) {
            pairs.extend(free.pairs);
            mdps = free.unpaired;
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
        if bye && ctx.ents[a].can_bye {
            adj[u].push(players.len());
            adj[players.len()].push(u);
        }
    }
    max_cardinality_matching(&adj).iter().all(|m| m.is_some())
}

/// B.1–B.8 for one bracket (MDPs first in `bracket`): criteria optimum, then the first
/// candidate in generation order that reaches it (MDP-pairing first, then the remainder).
fn pair_bracket(ctx: &Ctx, bracket: &[usize], mdps: usize, next: &[usize], rest: &[usize], complete: bool, bye: bool) -> Result<BracketResult, PairError> {
    let nb = bracket.len();
    if let Some(r) = perfect_first_candidate(ctx, bracket, mdps, rest, complete, bye) {
        return Ok(r);
    }
    let all = vec![true; nb];
    // C.7 matters only for downfloaters: none (C.5 is above C.7), one, or several
    let joins;
    let next = match (next.is_empty(), leftover(ctx, bracket, mdps)) {
        (true, _) | (_, 0) => Next::None,
        (false, 1) => {
            joins = floater_joins(ctx, bracket, next);
            Next::Floater { group: next, joins: &joins }
        }
        _ => Next::Vertices(next),
    };
    let q1 = Query { bracket, mdps, active: &all, next, rest, complete, bye, no_mdp_pairs: false, gen: Gen::None, tight: None, split: None };
    let best = solve(ctx, &q1);
    if complete && best.partner.iter().any(|p| p.is_none()) {
        return Err(PairError::NoValidPairing("the round cannot be completed without breaking C.1–C.3".into()));
    }
    let best_pairs = best.bracket_pairs(nb);
    let tight = Some(&best.tight);
    let m1 = best_pairs.iter().filter(|(u, _)| *u < mdps).count();
    let mut active = all.clone();
    let mut fixed = Vec::new();
    if m1 > 0 {
        // B.7: the MDP-pairing (S1 = M1 MDPs, D.3) comes before the remainder
        let s = solve(ctx, &Query { bracket, mdps, active: &all, next, rest, complete, bye, no_mdp_pairs: false, gen: Gen::Mdp, tight, split: None });
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
    let rq = Query { bracket, mdps, active: &active, next, rest, complete, bye, no_mdp_pairs: true, gen: Gen::Remainder(&s1), tight, split: None };
    let (remainder, bye_pos) = first_transposition(ctx, &q1, &best, &rq, &fixed).unwrap_or_else(|| {
        let s = solve(ctx, &rq);
        (s.bracket_pairs(nb), s.bye_position(nb))
    });
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
        bye: bye_pos.map(|p| bracket[p]),
    })
}

/// B.6/D.1 for the remainder when a transposition (no exchange, D.2) reaches the optimum
/// of the criteria query `q1`: the first such transposition (see `transposition`), its
/// pairs and the bye's position. None when only exchanges reach it.
fn first_transposition(ctx: &Ctx, q1: &Query, best: &Solution, rq: &Query, fixed: &[(usize, usize)]) -> Option<(Vec<(usize, usize)>, Option<usize>)> {
    let Gen::Remainder(s1) = rq.gen else { return None };
    if !rq.rest.is_empty() || matches!(rq.next, Next::Vertices(_)) {
        return None;
    }
    // the best pairing by transpositions only: S1 paired into S2
    let bq = Query { gen: Gen::None, split: Some(s1), ..*rq };
    let sol = solve(ctx, &bq);
    let mut with_fixed = fixed.to_vec();
    with_fixed.extend(sol.pairs());
    if criteria_value(ctx, q1, &with_fixed) != criteria_value(ctx, q1, &best.pairs()) {
        return None;
    }
    // its optima = the matchings of its tight edges covering its positive-dual vertices
    // (bipartite: no blossom), made perfect with stand-ins for whoever may stay out
    let nb = rq.bracket.len();
    let n = nb + bq.next.vertices() + usize::from(bq.bye);
    let real_a: Vec<usize> = (0..n).filter(|&v| if v < nb { s1[v] } else { true }).collect();
    let real_b: Vec<usize> = (0..nb).filter(|&v| rq.active[v] && !s1[v]).collect();
    let optional_a: Vec<usize> = real_a.iter().copied().filter(|&v| !sol.covered[v]).collect();
    let (stand_in_b, stand_in_a) = (n, n + optional_a.len());
    let mut side_b = real_b.clone();
    side_b.extend((0..optional_a.len()).map(|k| stand_in_b + k));
    let mut side_a = real_a.clone();
    side_a.extend((0..side_b.len().checked_sub(real_a.len())?).map(|k| stand_in_a + k));
    let key = |v: usize| bracket::vertex_key(ctx, &bq, v);
    let allowed = |a: usize, b: usize| match (a < n, b < n) {
        (true, true) => pairable(ctx, &bq, a.min(b), a.max(b)) && sol.is_tight(key(a), key(b)),
        (true, false) => optional_a.get(b - stand_in_b) == Some(&a),
        (false, true) => !sol.covered[b],
        (false, false) => true,
    };
    let perfect = transposition::first_assignment(&side_a, &side_b, allowed)?;
    let pairs: Vec<(usize, usize)> = perfect.iter().copied().filter(|&(a, _)| a < nb).map(|(a, b)| (a.min(b), a.max(b))).collect();
    let bye_vertex = n - 1;
    let bye_pos = bq.bye.then(|| perfect.iter().find(|&&(a, b)| a == bye_vertex && b < nb).map(|&(_, b)| b)).flatten();
    Some((pairs, bye_pos))
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
    if last.is_some_and(|e| !e.can_bye || e.float_prev == entrant::Float::Down || e.float_prev2 == entrant::Float::Down) {
        return None;
    }
    let bye = unpaired.first().copied();
    Some(BracketResult { pairs, unpaired, bye })
}
