//! C.04.4.1 Dubov system, both texts: the one approved in 2018 (articles A-E) and the one
//! applied from 1 February 2026 (articles 0-5), chosen by `DubovEdition`; with Baku
//! acceleration through the pairing score (virtual points, `Tournament::pairing_score`).
//!
//! Round outline (A.8 / 2026 1.9): the pairing-allocated bye first (B.0 / 3.1, `bye`), then
//! the scoregroups from the top: upfloaters (B.1-B.2, D.1 / 3.2.1-3.2.2, 4.2, `upfloaters`),
//! subgroups and shifters (B.3-B.4, D.2 / 3.2.3-3.2.4, 4.3, `shifters`), S1 and the first
//! legal transposition (B.5-B.6, D.3 / 3.2.5-3.2.6, 4.4, `transpositions`), and finally the
//! colours (E.0-E.4 / 5.2.1-5.2.5, `allocation`). `literal` is a second, deliberately naive
//! implementation of the same procedure used as an oracle on small brackets. `articles`
//! maps the 2018 article names used in this folder to the 2026 numbers.
//!
//! What the 2026 text changes, and where it is branched:
//! * [C2] (2.1.2) refers to Art. 4 of the 2026 Basic Rules: no PAB to a participant who
//!   already scored a win's points in one round without playing (a full-point bye too), where
//!   the 2018 C.2 (C.04.1.d) barred only a PAB or a forfeit win (`crate::bye`, in `Ctx::new`).
//! * Unchanged, checked against the 2026 text: the PAB order of 3.1 (lowest score, most games
//!   played, largest TPN = B.0.c-e), TPN recalculation before round 4 (1.2.2 = A.2: the TPNs
//!   are the file's pairing numbers), the mild preference for Black of a non-player (1.6.4 =
//!   A.5.d), ARO rounding half up (1.7.1 = A.6), MaxT = 2 + [Rnds/5] (1.8.2 = A.7), the order
//!   of upfloater sets (4.1.3 "smallest differing sequence number" = D.0.c lexicographic).
//!   4.4.1 cites "Article 2.2.4", a defect of the text: the G1/G2 re-composition is 3.2.4.
//!
//! An upfloat (A.7 / 1.8, C.10 / [C10]) is counted for a game *played* against a higher
//! scorer, in both editions. Neither text defines the float of an unplayed pairing; the
//! General Handling Rules treat an unplayed game as not having taken place (C.04.2 2017 D,
//! 2026 3.4-3.5: ignored in the colour history, the two may be paired again), and the Dutch
//! texts give floats only "after two players with different scores have played each other"
//! (2017 A.4.b, 2026 1.4.2). Both 2026 reference engines (py4swiss, CPPDubovSystem) read it
//! so (dubov-2026 n0020-r08-s337-k6 round 4: a round-3 upfloat that ended in a forfeit).

pub mod allocation;
pub mod articles;
pub mod aro;
pub mod bye;
pub mod colour;
pub mod criteria;
pub mod feasibility;
pub mod literal;
pub mod shifters;
pub mod transpositions;
pub mod upfloaters;

use crate::model::*;
use crate::round::{participants, Board, PairError, RoundPairing};
use crate::score::Score;
use colour::Preference;
use std::collections::HashMap;

/// The most players the Dubov engine pairs in one round (see `Ctx::new`).
pub const MAX_PLAYERS: usize = 5000;

/// Everything the rules need about the players to be paired in one round. Players are
/// local indices `0..n` in pairing-number order, so a smaller index ranks higher (A.2).
#[derive(Clone, Debug)]
pub struct Ctx {
    pub n: usize,
    pub ids: Vec<PlayerId>,
    /// Pairing score (points + acceleration virtual points).
    pub score: Vec<Score>,
    pub rating: Vec<u32>,
    /// A.6
    pub aro: Vec<u32>,
    /// A.5
    pub pref: Vec<Preference>,
    /// Games played over the board.
    pub games: Vec<u32>,
    /// Times upfloated so far (A.7).
    pub floats: Vec<u32>,
    /// Upfloated in the previous round (C.10).
    pub floated_prev: Vec<bool>,
    /// Played-game colours, oldest first (C.04.2.D.5).
    pub hist: Vec<Vec<Colour>>,
    /// C.2 / [C2]: may receive the pairing-allocated bye.
    pub bye_ok: Vec<bool>,
    /// Which text is applied.
    pub edition: DubovEdition,
    /// C.1 and C.3 (and arbiter-forbidden pairs).
    compat: Vec<bool>,
    pub last_round: bool,
    /// A.7 MaxT
    pub max_t: u32,
    pub initial_colour: Colour,
}

impl Ctx {
    pub fn new(t: &Tournament, round: u32, edition: DubovEdition) -> Result<Ctx, PairError> {
        if round == 0 {
            return Err(PairError::InvalidInput("round 0".into()));
        }
        let ids = participants(t, round);
        let n = ids.len();
        if n > MAX_PLAYERS {
            return Err(PairError::TooLarge(format!(
                "{n} players to pair: the Dubov engine pairs at most {MAX_PLAYERS} in a round (it keeps a table of every pair of players and its matchings grow with the cube of their number)"
            )));
        }
        let k = round - 1;
        let local: HashMap<PlayerId, usize> = ids.iter().enumerate().map(|(i, &id)| (id, i)).collect();
        let score: Vec<Score> = ids.iter().map(|&id| t.pairing_score(id, round)).collect();
        let rating = ids.iter().map(|&id| t.player(id).map_or(0, |p| p.rating_or_zero())).collect();
        let aro = ids.iter().map(|&id| aro::aro(t, id, k)).collect();
        let hist: Vec<Vec<Colour>> = ids.iter().map(|&id| t.colour_history(id, k)).collect();
        let pref = hist.iter().map(|h| colour::preference(h)).collect();
        let games = ids.iter().map(|&id| t.games_played(id, k)).collect();
        let mut floats = vec![0; n];
        let mut floated_prev = vec![false; n];
        // C.2 (2018: C.04.1.d) / [C2] (2026: Basic Rules Art. 4, wider: any round scored as a
        // win without playing, a full-point bye included)
        let bye_ok = ids.iter().map(|&id| crate::bye::may_receive_pab(t, id, round, edition)).collect();
        let mut compat = vec![true; n * n];
        for i in 0..n {
            compat[i * n + i] = false;
        }
        let forbid = |a: PlayerId, b: PlayerId, compat: &mut Vec<bool>| {
            if let (Some(&x), Some(&y)) = (local.get(&a), local.get(&b)) {
                compat[x * n + y] = false;
                compat[y * n + x] = false;
            }
        };
        for (i, &id) in ids.iter().enumerate() {
            let Some(p) = t.player(id) else { continue };
            for r in 1..=k {
                // C.04.2 (2017 D, 2026 3.4-3.5): an unplayed pairing does not count as having met,
                // nor as a float (see the module doc)
                let RoundEntry::Game { opponent, result, .. } = p.round(r) else { continue };
                if !result.is_played() {
                    continue;
                }
                // A.7 / 1.8: an upfloat is a game played against an opponent with a higher pairing score
                if t.pairing_score(opponent, r) > t.pairing_score(id, r) {
                    floats[i] += 1;
                    if r == k {
                        floated_prev[i] = true;
                    }
                }
                // C.1 / [C1]
                forbid(id, opponent, &mut compat);
            }
        }
        for &(a, b) in &t.forbidden_pairs {
            forbid(a, b, &mut compat);
        }
        let pref: Vec<Preference> = pref;
        // C.3: same absolute colour preference
        for i in 0..n {
            for j in 0..n {
                if pref[i].is_absolute() && pref[j].is_absolute() && pref[i].colour == pref[j].colour {
                    compat[i * n + j] = false;
                }
            }
        }
        let rounds = t.total_rounds.unwrap_or(0).max(round);
        Ok(Ctx {
            n,
            ids,
            score,
            rating,
            aro,
            pref,
            games,
            floats,
            floated_prev,
            hist,
            bye_ok,
            edition,
            compat,
            last_round: t.total_rounds == Some(round),
            max_t: 2 + rounds / 5,
            initial_colour: t.initial_colour.unwrap_or(Colour::White),
        })
    }

    /// C.1, C.3 and forbidden pairs.
    pub fn compatible(&self, a: usize, b: usize) -> bool {
        self.compat[a * self.n + b]
    }
}

/// One bracket as the engine paired it (for the literal cross-check).
#[derive(Clone, Debug)]
pub struct BracketTrace {
    /// Resident players (local indices).
    pub residents: Vec<usize>,
    /// Lower-scored players still unpaired, in D.1 order.
    pub lower: Vec<usize>,
    pub upfloaters: Vec<usize>,
    /// Unordered pairs (smaller index first), sorted.
    pub pairs: Vec<(usize, usize)>,
}

/// Pair round `round` of `t` with the Dubov rules.
pub fn pair(t: &Tournament, round: u32, edition: DubovEdition) -> Result<RoundPairing, PairError> {
    pair_traced(t, round, edition, &mut |_, _| {})
}

/// As `pair`, calling `trace` after each bracket.
pub fn pair_traced(t: &Tournament, round: u32, edition: DubovEdition, trace: &mut dyn FnMut(&Ctx, &BracketTrace)) -> Result<RoundPairing, PairError> {
    let ctx = Ctx::new(t, round, edition)?;
    let n = ctx.n;
    let mut remaining = vec![true; n];
    let mut bye = None;
    // A.8 / B.0
    let mut global: Vec<usize> = if n % 2 == 1 {
        let (b, m) = bye::choose(&ctx).ok_or_else(|| PairError::NoValidPairing("no player can receive the pairing-allocated bye (B.0)".into()))?;
        remaining[b] = false;
        bye = Some(ctx.ids[b]);
        m
    } else {
        let adj = |x: usize, y: usize| ctx.compatible(x, y);
        perfect_matching(n, &adj, None).ok_or_else(|| PairError::NoValidPairing("the round-pairing cannot be completed (A.8)".into()))?
    };
    let mut budget = upfloaters::Budget::new();
    let mut boards = Vec::new();
    while remaining.iter().any(|&r| r) {
        let top = (0..n).filter(|&i| remaining[i]).map(|i| ctx.score[i]).max().unwrap_or_default();
        let residents: Vec<usize> = (0..n).filter(|&i| remaining[i] && ctx.score[i] == top).collect();
        // D.1.a: possible upfloaters by score, then initial ranking
        let mut lower: Vec<usize> = (0..n).filter(|&i| remaining[i] && ctx.score[i] < top).collect();
        crate::sort::by_key(&mut lower, |&i| (std::cmp::Reverse(ctx.score[i]), i));
        let choice = upfloaters::choose(&ctx, &residents, &lower, &global, &mut budget)?;
        let mut bracket = residents.clone();
        bracket.extend(&choice.upfloaters);
        crate::sort::ascending(&mut bracket);
        let pairs = shifters::pair_bracket(&ctx, &bracket)?;
        for &(a, b) in &pairs {
            remaining[a] = false;
            remaining[b] = false;
            let (w, bl) = allocation::allocate(&ctx, a, b);
            boards.push(Board { white: ctx.ids[w], black: ctx.ids[bl] });
        }
        global = choice.rest_matching;
        let mut sorted: Vec<(usize, usize)> = pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
        crate::sort::ascending(&mut sorted);
        let mut ups = choice.upfloaters.clone();
        crate::sort::ascending(&mut ups);
        trace(&ctx, &BracketTrace { residents, lower, upfloaters: ups, pairs: sorted });
    }
    Ok(RoundPairing { round, boards, bye })
}

use feasibility::perfect_matching;

pub use crate::round::CrossCheck;
use crate::round::{pairs_text, players_text};

/// Pair `round` with the engine and, for every bracket small enough, with the literal
/// procedure (`literal::pair_bracket`) from the same state; report any difference.
pub fn cross_check(t: &Tournament, round: u32, edition: DubovEdition, limits: &literal::Limits) -> Result<CrossCheck, PairError> {
    let mut out = CrossCheck::default();
    pair_traced(t, round, edition, &mut |ctx, tr| {
        // the two upfloater methods (enumeration, weighted matching) agree with the engine
        for method in [upfloaters::Method::Enumerate, upfloaters::Method::Matching, upfloaters::Method::Candidates(1), upfloaters::Method::Whole] {
            let got = upfloaters::choose_with(ctx, &tr.residents, &tr.lower, &[], &mut upfloaters::Budget::new(), method).map(|c| {
                let mut u = c.upfloaters;
                crate::sort::ascending(&mut u);
                u
            });
            if got.as_ref() != Ok(&tr.upfloaters) {
                out.mismatches.push(format!("round {round}: upfloaters by {method:?} {:?}, engine {:?}", got, tr.upfloaters));
            }
        }
        match literal::pair_bracket(ctx, &tr.residents, &tr.lower, limits) {
            None => out.brackets_too_big += 1,
            Some(lit) => {
                out.brackets_compared += 1;
                if lit.upfloaters != tr.upfloaters || lit.pairs != tr.pairs {
                    out.mismatches.push(format!(
                        "round {round} residents [{}]: engine upfloaters [{}] pairs {} / literal upfloaters [{}] pairs {}",
                        players_text(&ctx.ids, &tr.residents),
                        players_text(&ctx.ids, &tr.upfloaters),
                        pairs_text(&ctx.ids, &tr.pairs),
                        players_text(&ctx.ids, &lit.upfloaters),
                        pairs_text(&ctx.ids, &lit.pairs)
                    ));
                }
            }
        }
    })?;
    Ok(out)
}
