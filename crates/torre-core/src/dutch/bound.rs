//! A large homogeneous bracket settled from a lower bound of its criteria, without the matching.
//!
//! B.8 (2026 Art. 3.8) accepts the first candidate in generation order (B.6, D.1/D.2; 2026
//! Art. 3.6, 4.2/4.3) among those that satisfy the quality criteria best. The weighted matching
//! (`bracket`) finds that candidate in any bracket, in time cubic in its size: minutes for the
//! 4,000-player top scoregroup of a 10,000-player round 2. When a bracket is even, has one
//! score and no MDPs, every candidate that pairs all its players has the same C.5-C.7 value
//! (2026 [C6]-[C8]: no downfloater), no float (C.12-C.19, 2026 [C14]-[C21]: every pair has score
//! difference 0 and nobody floats down), and differs only in the colour criteria C.8-C.11
//! (2026 [C10]-[C13]). Those have a lower bound from counts alone, and the pairings that reach
//! it are exactly the perfect matchings of a set of *ideal* pairs, a property of each pair:
//!
//! * C.8, C.9 (2026 [C10], [C11]): at least 0; reached when no pair fails them.
//! * C.10 (2026 [C12]), the players who do not get their colour preference: with W players
//!   preferring white, B black and N without preference (A.6.d, 2026 Art. 1.7.4), say W ≥ B,
//!   two players with the same preference cannot both get it, and counting the W players
//!   paired with each other gives `#WW = k + #BB + #NN + #BN` with `k = max(0, (W - B - N) / 2)`.
//!   So at least `k` fail; exactly `k` only when no pair is B–B, N–N or B–N and each W–W pair
//!   fails once and every other pair not at all. With `k = 0`: no pair fails C.10.
//! * C.11 (2026 [C13]), strong preferences (strong or absolute) not granted, among pairings
//!   reaching C.10's bound: only W–W pairs fail it, one whose players are both strong always
//!   does, so with `Wm` mild W players at least `k2 = max(0, k - Wm)` fail. Exactly `k2` when
//!   `k2 > 0`: every mild W player is in a W–W pair with a strong one (none with B, N or a mild
//!   W); when `k2 = 0`: no pair of two strong W players, no pair failing C.11.
//!
//! Each pair is ideal when it is legal (C.1-C.3) and its colour failures (E.1-E.5, as the
//! matching weighs them) equal the ones listed for its kind. If a transposition of S2 (S1 the
//! first half, B.1/B.2, 2026 Art. 3.2) is made of ideal pairs, it reaches the lower bound, so
//! it is a criteria optimum, and the optima are exactly the pairings made of ideal pairs; the
//! first of them in D.1 order (transpositions come before any exchange, B.6) is the
//! lexicographically first assignment of S1 into S2 over the ideal pairs
//! (`transposition::first_assignment`). That is the candidate B.8 accepts. When no
//! transposition is ideal this proves nothing and the matching decides.
//!
//! The round's completion is the caller's, as for the perfect first candidate: such a bracket
//! leaves nobody over, so the players below it are the same whichever pairing it takes, and a
//! bracket re-paired to complete the round (C.4 with the PPB, 2026 [C4] with players still to
//! come) never comes here (`later`).
//!
//! An odd bracket leaves one player over (C.5, 2026 [C6]); when he downfloats to the following
//! bracket, the value of a pairing is, in priority order, what his float does there (C.7,
//! 2026 [C8], weighed as the matching weighs it), the colour criteria of the others (at least
//! their bound above) and his own float history (C.12/C.14, C.16/C.18; 2026 [C14]/[C16]). The
//! players whose float gives the best of these three at once are the candidates' possible
//! downfloaters; they all leave the same bound and the same ideal pairs, and D.1 leaves S2's
//! last player over, so a stand-in joined to them ends S1. The last bracket (the PAB) and a
//! bracket at or below the 2026 PAB score ([C9]) are left to the matching.

use super::bracket::{criteria_values, floater_joins, Ctx, Gen, Joins, Next, Query};
use super::entrant::Float;
use super::transposition;
use crate::model::Colour;

/// The first transposition of a homogeneous bracket that reaches the lower bound of its
/// criteria (see the module doc).
pub struct Ideal {
    /// Pairs of bracket positions.
    pub pairs: Vec<(usize, usize)>,
    /// In an odd bracket: the downfloater's position and what each position's downfloat does
    /// to the following bracket (`floater_joins`).
    pub floater: Option<(usize, Vec<Joins>)>,
}

/// The `Ideal` transposition; None when the bracket is not such a bracket, or no transposition
/// reaches the bound. `next_group` and `bye` as in the bracket's query.
pub fn first_ideal_transposition(ctx: &Ctx, bracket: &[usize], mdps: usize, next_group: &[usize], later: bool, complete: bool, bye: bool) -> Option<Ideal> {
    let nb = bracket.len();
    let same_score = bracket.iter().all(|&i| ctx.ents[i].score == ctx.ents[bracket[0]].score);
    if mdps > 0 || !same_score || later || nb < 2 || complete && bye {
        return None;
    }
    let odd = nb % 2 == 1;
    // 2026 [C9] weighs the unplayed games of the one downfloater of a bracket at or below the
    // PAB score: left to the matching
    let c9 = ctx.pab_max.is_some_and(|m| ctx.ents[bracket[0]].score <= m);
    if odd && (complete || next_group.is_empty() || c9) {
        return None;
    }
    let counts = Counts::of(ctx, bracket.iter().copied());
    // S1 the first half, S2 the rest (B.1/B.2, 2026 Art. 3.2); in an odd bracket a stand-in
    // (position nb) joins S1 last and takes the downfloater, whom D.1 leaves at S2's end
    let half = nb / 2;
    let mut s1: Vec<usize> = (0..half).collect();
    let s2: Vec<usize> = (half..nb).collect();
    let joins = if odd { floater_joins(ctx, bracket, next_group, bye) } else { Vec::new() };
    let (ideal, floaters) = if odd {
        let floaters = best_downfloaters(ctx, bracket, next_group, &joins, &counts);
        s1.push(nb);
        (counts.without(ctx, bracket[floaters[0]]).ideal(), floaters)
    } else {
        (counts.ideal(), Vec::new())
    };
    let allowed = |a: usize, b: usize| {
        if a == nb {
            return floaters.contains(&b);
        }
        let (x, y) = (bracket[a], bracket[b]);
        ctx.legal(x, y) && ideal.failures(ctx, x, y) == Some(ctx.colour_failures(x, y))
    };
    let assignment = transposition::first_assignment(&s1, &s2, allowed)?;
    let floater = assignment.iter().find(|&&(a, _)| a == nb).map(|&(_, b)| (b, joins));
    Some(Ideal { pairs: assignment.into_iter().filter(|&(a, _)| a < nb).collect(), floater })
}

/// The positions of an odd bracket whose downfloat leaves the best lower bound: C.7 (2026
/// [C8]: what he does to the following bracket, as the matching weighs it), then the bound of
/// the colour criteria of the others, then C.12/C.14 (2026 [C14]/[C16]: his earlier downfloats;
/// C.16/C.18 weigh the same downfloats by one score difference). Every optimum downfloats one
/// of them, and they share one lower bound and one kind of ideal pairs.
fn best_downfloaters(ctx: &Ctx, bracket: &[usize], next_group: &[usize], joins: &[Joins], counts: &Counts) -> Vec<usize> {
    let nb = bracket.len();
    let all = vec![true; nb];
    let next = Next::Floater { group: next_group, joins };
    let q = Query { bracket, mdps: 0, active: &all, next, rest: &[], complete: false, bye: false, no_mdp_pairs: false, c9: false, gen: Gen::None, tight: None, split: None };
    // his edge to the group, which the matching leaves out when it gains nothing
    let edges: Vec<[(usize, usize); 1]> = (0..nb).map(|p| [(p, nb)]).collect();
    let mut c7 = criteria_values(ctx, &q, edges.iter().map(|e| &e[..]).chain([&[][..]]));
    let unused = c7.pop().expect("the empty matching");
    let key = |p: usize| {
        let c7 = c7[p].clone().max(unused.clone());
        let bound = counts.without(ctx, bracket[p]).bound();
        let e = &ctx.ents[bracket[p]];
        let floats = (e.float_prev == Float::Down, e.float_prev2 == Float::Down);
        (std::cmp::Reverse(c7), bound, floats)
    };
    let keys: Vec<_> = (0..nb).map(key).collect();
    let best = keys.iter().min().expect("a bracket of at least 2");
    (0..nb).filter(|&p| keys[p] == *best).collect()
}

/// The players of each colour preference (A.6, 2026 Art. 1.7), mild ones apart.
#[derive(Clone, Copy)]
struct Counts {
    white: usize,
    black: usize,
    none: usize,
    mild_white: usize,
    mild_black: usize,
}

impl Counts {
    fn of(ctx: &Ctx, players: impl Iterator<Item = usize>) -> Counts {
        let mut c = Counts { white: 0, black: 0, none: 0, mild_white: 0, mild_black: 0 };
        for i in players {
            c.add(ctx, i, 1);
        }
        c
    }
    fn add(&mut self, ctx: &Ctx, i: usize, sign: isize) {
        let step = |x: &mut usize| *x = x.wrapping_add_signed(sign);
        match ctx.ents[i].pref.colour {
            Some(Colour::White) => {
                step(&mut self.white);
                if !strong(ctx, i) {
                    step(&mut self.mild_white);
                }
            }
            Some(Colour::Black) => {
                step(&mut self.black);
                if !strong(ctx, i) {
                    step(&mut self.mild_black);
                }
            }
            None => step(&mut self.none),
        }
    }
    fn without(&self, ctx: &Ctx, i: usize) -> Counts {
        let mut c = *self;
        c.add(ctx, i, -1);
        c
    }
    /// The majority preference if `k` > 0, `k` and `k2` (see the module doc).
    fn bound(&self) -> (usize, usize) {
        let (_, k, k2) = self.majority();
        (k, k2)
    }
    fn majority(&self) -> (Colour, usize, usize) {
        let (m, big, small, mild) = if self.white >= self.black { (Colour::White, self.white, self.black, self.mild_white) } else { (Colour::Black, self.black, self.white, self.mild_black) };
        let k = big.saturating_sub(small + self.none) / 2;
        (m, k, k.saturating_sub(mild))
    }
    fn ideal(&self) -> IdealPairs {
        let (m, k, k2) = self.majority();
        IdealPairs { majority: (k > 0).then_some(m), strong_pairs_fail: k2 > 0 }
    }
}

/// The colour failures [C.8, C.9, C.10, C.11] of an ideal pair, by the kinds of its players.
struct IdealPairs {
    /// The preference of more players than the other one and those without preference can
    /// meet, if any: then `k` > 0 of its pairs fail C.10.
    majority: Option<Colour>,
    /// `k2` > 0: the mild majority players must each meet a strong one (see the module doc).
    strong_pairs_fail: bool,
}

impl IdealPairs {
    /// The failures an ideal pair of these two players has; None when no ideal pairing holds
    /// such a pair.
    fn failures(&self, ctx: &Ctx, a: usize, b: usize) -> Option<[i64; 4]> {
        let Some(m) = self.majority else { return Some([0; 4]) };
        let is_m = |i: usize| ctx.ents[i].pref.colour == Some(m);
        match (is_m(a), is_m(b)) {
            (false, false) => None,
            (true, true) => match (strong(ctx, a), strong(ctx, b)) {
                (true, true) => self.strong_pairs_fail.then_some([0, 0, 1, 1]),
                (false, false) => (!self.strong_pairs_fail).then_some([0, 0, 1, 0]),
                _ => Some([0, 0, 1, 0]),
            },
            (true, false) => (!self.strong_pairs_fail || strong(ctx, a)).then_some([0; 4]),
            (false, true) => (!self.strong_pairs_fail || strong(ctx, b)).then_some([0; 4]),
        }
    }
}

/// A strong or absolute colour preference (C.11: A.6.a/b; 2026 [C13]: Art. 1.7.1/1.7.2).
fn strong(ctx: &Ctx, i: usize) -> bool {
    ctx.ents[i].pref.strength >= super::colour::Strength::Strong
}
