//! C.04.4.2 Burstein system (text applied from 1 February 2026), with any acceleration
//! (Baku, C.04.5.1) through the pairing score (virtual points, `Tournament::pairing_score`).
//!
//! Round outline (1.9.2): the seeding rounds are paired by the Dutch rules (1.6, `seeding`);
//! afterwards the pairing-allocated bye first (3.1, `bye`), then bracket by bracket from the
//! top scoregroup (1.2): players ranked by Index then TPN (1.7-1.8, `index`), the first
//! pairing in the order of Article 4 that complies best with the criteria [C1]-[C8]
//! (Articles 2-4, `bracket`), and the colours (Article 5, `allocation`). `literal` is a
//! second, deliberately naive implementation of Articles 2-4 used as an oracle on small
//! brackets.

pub mod allocation;
pub mod bracket;
pub mod bye;
pub mod index;
pub mod literal;
pub mod seeding;

use crate::dutch::colour::{preference, Preference, Strength};
use crate::model::*;
use crate::round::{participants, Board, PairError, RoundPairing};
use crate::score::Score;
use index::Index;
use std::collections::HashMap;

/// Everything the rules need about the players to be paired in one round. Players are local
/// indices `0..n` in TPN order.
#[derive(Clone, Debug)]
pub struct Ctx {
    pub n: usize,
    pub ids: Vec<PlayerId>,
    /// Pairing score (points + virtual points): scoregroups (1.2.1) and [C6].
    pub score: Vec<Score>,
    /// 1.7-1.8
    pub index: Vec<Index>,
    /// Position in the ranking order of 1.8 (0 = highest).
    pub rank: Vec<usize>,
    /// 1.5 (played games only, General Handling Rules 3.4)
    pub pref: Vec<Preference>,
    pub hist: Vec<Vec<Colour>>,
    pub games: Vec<u32>,
    /// [C2]
    pub bye_ok: Vec<bool>,
    /// [C1], [C3] and arbiter-forbidden pairs.
    compat: Vec<bool>,
    /// 5.1
    pub initial_colour: Colour,
}

impl Ctx {
    pub fn new(t: &Tournament, round: u32) -> Result<Ctx, PairError> {
        let ids = participants(t, round);
        let n = ids.len();
        if n > 5000 {
            return Err(PairError::TooLarge(format!("{n} players")));
        }
        let k = round - 1;
        let local: HashMap<PlayerId, usize> = ids.iter().enumerate().map(|(i, &id)| (id, i)).collect();
        let score = ids.iter().map(|&id| t.pairing_score(id, round)).collect();
        let index: Vec<Index> = ids.iter().map(|&id| index::index(t, id, k)).collect();
        let mut order: Vec<usize> = (0..n).collect();
        crate::sort::by_key(&mut order, |&i| index::rank_key(index[i], ids[i]));
        let mut rank = vec![0; n];
        for (pos, &i) in order.iter().enumerate() {
            rank[i] = pos;
        }
        let hist: Vec<Vec<Colour>> = ids.iter().map(|&id| t.colour_history(id, k)).collect();
        let pref: Vec<Preference> = hist.iter().map(|h| preference(h)).collect();
        let games = ids.iter().map(|&id| t.games_played(id, k)).collect();
        // [C2] (Basic Rules Art. 4, 2026)
        let bye_ok = ids.iter().map(|&id| crate::bye::may_receive_pab(t, id, round, DutchEdition::E2026)).collect();
        let mut compat = vec![true; n * n];
        let mut forbid = |a: usize, b: usize| {
            compat[a * n + b] = false;
            compat[b * n + a] = false;
        };
        for (i, &id) in ids.iter().enumerate() {
            forbid(i, i);
            // [C1]: games played over the board (unplayed games do not count as having met)
            for o in t.played_opponents(id, k) {
                if let Some(&j) = local.get(&o) {
                    forbid(i, j);
                }
            }
        }
        for &(a, b) in &t.forbidden_pairs {
            if let (Some(&x), Some(&y)) = (local.get(&a), local.get(&b)) {
                forbid(x, y);
            }
        }
        // [C3]: the same absolute colour preference
        for i in 0..n {
            for j in 0..n {
                let (a, b) = (pref[i], pref[j]);
                if a.strength == Strength::Absolute && b.strength == Strength::Absolute && a.colour == b.colour {
                    forbid(i, j);
                }
            }
        }
        Ok(Ctx { n, ids, score, index, rank, pref, hist, games, bye_ok, compat, initial_colour: t.initial_colour.unwrap_or(Colour::White) })
    }

    /// [C1], [C3] and forbidden pairs.
    pub fn compatible(&self, a: usize, b: usize) -> bool {
        self.compat[a * self.n + b]
    }

    /// Sort local indices in the ranking order of 1.8.
    pub fn rank_sort(&self, v: &mut [usize]) {
        crate::sort::by_key(v, |&i| self.rank[i]);
    }

    /// Is there a pairing of all of `players` that complies with [C1]-[C3]? ([C4])
    pub fn completable(&self, players: &[usize]) -> bool {
        if players.len() % 2 == 1 {
            return false;
        }
        let adj: Vec<Vec<usize>> = players.iter().map(|&a| (0..players.len()).filter(|&y| self.compatible(a, players[y])).collect()).collect();
        crate::matching::max_cardinality_matching(&adj).iter().all(|m| m.is_some())
    }
}

/// One bracket as the engine paired it (for the literal cross-check and explanations).
#[derive(Clone, Debug)]
pub struct BracketTrace {
    /// Bracket players in BSN order (4.1): incoming floaters and residents.
    pub players: Vec<usize>,
    /// Players still unpaired below the bracket (for [C4] and [C7]).
    pub lower: Vec<usize>,
    /// Pairs (higher BSN first is not implied: as (a, b) with rank[a] < rank[b]), in BSN order.
    pub pairs: Vec<(usize, usize)>,
    /// Outgoing floaters, in BSN order.
    pub floaters: Vec<usize>,
}

/// Pair round `round` of `t` with the Burstein rules.
pub fn pair(t: &Tournament, round: u32) -> Result<RoundPairing, PairError> {
    pair_traced(t, round, &mut |_, _| {})
}

/// As `pair`, calling `trace` after each bracket (not for seeding rounds).
pub fn pair_traced(t: &Tournament, round: u32, trace: &mut dyn FnMut(&Ctx, &BracketTrace)) -> Result<RoundPairing, PairError> {
    if round == 0 {
        return Err(PairError::InvalidInput("round 0".into()));
    }
    if seeding::is_seeding_round(t, round)? {
        return seeding::pair(t, round);
    }
    let ctx = Ctx::new(t, round)?;
    let n = ctx.n;
    let mut remaining = vec![true; n];
    // 1.9.2 / 3.1
    let bye = if n % 2 == 1 {
        let b = bye::choose(&ctx).ok_or_else(|| PairError::NoValidPairing("no player can receive the pairing-allocated bye (3.1)".into()))?;
        remaining[b] = false;
        Some(ctx.ids[b])
    } else {
        let all: Vec<usize> = (0..n).collect();
        if !ctx.completable(&all) {
            return Err(PairError::NoValidPairing("the round-pairing cannot be completed (1.9.3: the Chief Arbiter decides)".into()));
        }
        None
    };
    let mut boards = Vec::new();
    let mut floaters: Vec<usize> = Vec::new();
    while remaining.iter().any(|&r| r) {
        // 1.2.2: residents of the highest remaining scoregroup plus the incoming floaters
        let top = (0..n).filter(|&i| remaining[i] && !floaters.contains(&i)).map(|i| ctx.score[i]).max();
        let mut players = floaters.clone();
        if let Some(top) = top {
            players.extend((0..n).filter(|&i| remaining[i] && ctx.score[i] == top && !floaters.contains(&i)));
        }
        ctx.rank_sort(&mut players);
        let mut lower: Vec<usize> = (0..n).filter(|&i| remaining[i] && !players.contains(&i)).collect();
        ctx.rank_sort(&mut lower);
        let result = bracket::pair(&ctx, &players, &lower)?;
        for &(a, b) in &result.pairs {
            remaining[a] = false;
            remaining[b] = false;
            let (w, bl) = allocation::allocate(&ctx, a, b).0;
            boards.push(Board { white: ctx.ids[w], black: ctx.ids[bl] });
        }
        if lower.is_empty() && !result.floaters.is_empty() {
            return Err(PairError::NoValidPairing("the last bracket cannot be paired (1.9.3: the Chief Arbiter decides)".into()));
        }
        trace(&ctx, &BracketTrace { players, lower, pairs: result.pairs.clone(), floaters: result.floaters.clone() });
        floaters = result.floaters;
    }
    Ok(RoundPairing { round, boards, bye })
}

pub use crate::round::CrossCheck;
use crate::round::{pairs_text, players_text};

/// Pair `round` with the engine and, for every bracket small enough, with the literal
/// procedure from the same state; report any difference.
pub fn cross_check(t: &Tournament, round: u32, limits: &literal::Limits) -> Result<CrossCheck, PairError> {
    let mut out = CrossCheck::default();
    pair_traced(t, round, &mut |ctx, tr| match literal::pair_bracket(ctx, &tr.players, &tr.lower, limits) {
        None => out.brackets_too_big += 1,
        Some(lit) => {
            out.brackets_compared += 1;
            if lit.pairs != tr.pairs || lit.floaters != tr.floaters {
                out.mismatches.push(format!(
                    "round {round} bracket [{}]: engine {} floaters [{}] / literal {} floaters [{}]",
                    players_text(&ctx.ids, &tr.players),
                    pairs_text(&ctx.ids, &tr.pairs),
                    players_text(&ctx.ids, &tr.floaters),
                    pairs_text(&ctx.ids, &lit.pairs),
                    players_text(&ctx.ids, &lit.floaters)
                ));
            }
        }
    })?;
    Ok(out)
}
