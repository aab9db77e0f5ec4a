//! A large bracket settled from a lower bound of its criteria, without the matching.
//!
//! B.8 (2026 Art. 3.8) accepts the first candidate in generation order (B.6, B.7, D.1/D.2;
//! 2026 Art. 3.6, 3.7, 4.2/4.3) among those that satisfy the quality criteria best. The
//! weighted matching (`bracket`) finds that candidate in any bracket, in time cubic in its
//! size: minutes for the 4,000-player scoregroups of a 10,000-player round 2. Here a bracket
//! of one score, or of one score and one MDP, is settled by counting instead when a candidate
//! provably reaches a lower bound of the criteria; otherwise this proves nothing and the
//! matching decides.
//!
//! # Which pairings compete
//! Every player but at most one is paired (C.5, 2026 [C6]); that one, the *leftover*, is the
//! bracket's downfloater (C.7, 2026 [C8] judge him in the following bracket) or, in the last
//! bracket of an odd round, the PAB (C.2, 2026 [C2]/[C5]: an eligible player). An MDP (B.2,
//! 2026 Art. 3.2) is paired with a resident (B.3, 2026 Art. 3.3.3): left over he would count
//! at his higher score (C.6 PSD, 2026 [C7] the downfloaters' scores). So the pairs are
//! resident pairs of score difference 0, which float nobody, and the MDP's pair, which
//! floats him down and his resident up (A.4). What a pairing is worth is then, in priority
//! order: what the leftover's float does to the following bracket (C.7, 2026 [C8], weighed
//! as the matching weighs it), 2026 [C9] the leftover's unplayed games when he may take the
//! PAB, the colour criteria C.8-C.11 (2026 [C10]-[C13]) of all pairs, and the floats C.12-C.19
//! (2026 [C14]-[C21]): the leftover's earlier downfloats, the MDP's (the same in every
//! candidate) and his resident's earlier upfloats.
//!
//! # The colour bound
//! Those have a lower bound from counts alone, and the pairings that reach it are exactly the
//! perfect matchings of a set of *ideal* pairs, a property of each pair:
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
//! The counts are those of the paired players, so the bound depends on the leftover only.
//!
//! # The bound and the candidate
//! The possible leftovers are the residents (eligible for the PAB when he takes it) whose
//! float gives the best of C.7/[C8], [C9], the colour bound and their own earlier downfloats
//! (C.12/C.14 with C.16/C.18; 2026 [C14]/[C16]) at once; they all leave the same bound and
//! the same ideal pairs. The MDP's resident is best with the fewest earlier upfloats (C.13,
//! C.15 with C.17, C.19; 2026 [C15], [C17] with [C19], [C21]). No pairing is worth more than
//! one with such a leftover, such a resident and ideal pairs only, and one that has them
//! reaches the bound, so the optima are exactly those.
//!
//! In generation order the MDP-pairing comes first: it meets S2's residents in turn (B.7 with
//! D.1; 2026 Art. 3.7.2 with 4.2), each MDP-pairing with every candidate of its remainder
//! (S1R, S2R: its own first half and the rest; B.7 note, 2026 Art. 3.7.1) before the next.
//! So the MDP takes the first resident whose pair is ideal with the fewest upfloats, and if
//! a transposition of that remainder is made of ideal pairs, the first of them in D.1 order
//! (transpositions come before any exchange, B.6, 2026 Art. 3.6.1) is the lexicographically
//! first assignment of S1R into S2R over the ideal pairs (`transposition::first_assignment`);
//! D.1 leaves S2R's last player over, so a stand-in joined to the possible leftovers ends
//! S1R. That candidate is the one B.8 accepts. When that resident's remainder has no such
//! transposition (an exchange might reach the bound, or a later resident), the matching
//! decides.
//!
//! The round's completion is the caller's, as for the perfect first candidate: the players
//! below are the same whichever such pairing the bracket takes (the leftover apart, whom
//! C.7 judges), and a bracket re-paired to complete the round (C.4 with the PPB, 2026 [C4]
//! with players still to come) never comes here (`later`); nor do brackets of several MDPs.

use super::bracket::{criteria_values, floater_joins, Ctx, Gen, Joins, Next, Query};
use super::entrant::Float;
use super::transposition;
use crate::model::Colour;

/// The first candidate of a bracket that reaches the lower bound of its criteria (see the
/// module doc).
pub struct Ideal {
    /// Pairs of bracket positions.
    pub pairs: Vec<(usize, usize)>,
    /// The position left over (the downfloater, or the PAB in the last bracket), if any.
    pub left: Option<usize>,
    /// When he downfloats: what each position's downfloat does to the following bracket
    /// (`floater_joins`); empty otherwise.
    pub joins: Vec<Joins>,
}

/// The `Ideal` candidate; None when the bracket is not such a bracket, or no candidate is
/// shown to reach the bound. `next_group` and `bye` as in the bracket's query.
pub fn first_ideal_candidate(ctx: &Ctx, bracket: &[usize], mdps: usize, next_group: &[usize], later: bool, complete: bool, bye: bool) -> Option<Ideal> {
    let nb = bracket.len();
    if later || mdps > 1 || nb < 2 * mdps + 2 {
        return None;
    }
    let score = |p: usize| ctx.ents[bracket[p]].score;
    let resident = score(mdps);
    if (mdps..nb).any(|p| score(p) != resident) || (0..mdps).any(|p| score(p) <= resident) {
        return None;
    }
    // the leftover: the PAB of the last bracket, or a downfloater
    let pab = complete && bye;
    let odd = (nb - 2 * mdps) % 2 == 1;
    if odd != pab && (complete || odd && next_group.is_empty()) {
        return None;
    }
    let counts = Counts::of(ctx, bracket.iter().copied());
    let joins = if odd && !pab { floater_joins(ctx, bracket, next_group, bye) } else { Vec::new() };
    let lefts = if odd { best_leftovers(ctx, bracket, mdps, next_group, &joins, &counts, pab, bye) } else { Vec::new() };
    let ideal = match lefts.first() {
        Some(&d) => counts.without(ctx, bracket[d]).ideal(),
        None if odd => return None,
        None => counts.ideal(),
    };
    let ideal_pair = |a: usize, b: usize| {
        let (x, y) = (bracket[a], bracket[b]);
        ctx.legal(x, y) && ideal.failures(ctx, x, y) == Some(ctx.colour_failures(x, y))
    };
    // B.7 with D.1 (2026 Art. 3.7.2 with 4.2): the MDP meets S2's residents in turn
    let mdp_pair = if mdps == 1 {
        let upfloats = |p: usize| {
            let e = &ctx.ents[bracket[p]];
            (e.float_prev == Float::Up, e.float_prev2 == Float::Up)
        };
        let fewest = (1..nb).filter(|&p| ctx.legal(bracket[0], bracket[p])).map(upfloats).min()?;
        Some((0, (1..nb).find(|&p| upfloats(p) == fewest && ideal_pair(0, p))?))
    } else {
        None
    };
    // the remainder (B.7 note, 2026 Art. 3.7.1): S1R its first half, S2R the rest; with a
    // leftover, a stand-in (position nb) joins S1R last and takes him, whom D.1 leaves at
    // S2R's end
    let remainder: Vec<usize> = (mdps..nb).filter(|&p| mdp_pair.is_none_or(|(_, r)| r != p)).collect();
    let half = remainder.len() / 2;
    let mut s1 = remainder[..half].to_vec();
    if odd {
        s1.push(nb);
    }
    let allowed = |a: usize, b: usize| if a == nb { lefts.contains(&b) } else { ideal_pair(a, b) };
    let assignment = transposition::first_assignment(&s1, &remainder[half..], allowed)?;
    let left = assignment.iter().find(|&&(a, _)| a == nb).map(|&(_, b)| b);
    let pairs = mdp_pair.into_iter().chain(assignment.into_iter().filter(|&(a, _)| a < nb)).collect();
    Some(Ideal { pairs, left, joins })
}

/// The residents whose leftover leaves the best lower bound (module doc): C.7 (2026 [C8]:
/// what his downfloat does to the following bracket, as the matching weighs it), 2026 [C9]
/// (his unplayed games, when he may take the PAB), the bound of the colour criteria of the
/// others, then C.12/C.14 (2026 [C14]/[C16]: his earlier downfloats; C.16/C.18 weigh the same
/// downfloats by one score difference). With `pab`, only those eligible for it (C.2, 2026
/// [C2]/[C5]). Every optimum leaves one of them over, and they share one lower bound and one
/// kind of ideal pairs.
#[allow(clippy::too_many_arguments)]
fn best_leftovers(ctx: &Ctx, bracket: &[usize], mdps: usize, next_group: &[usize], joins: &[Joins], counts: &Counts, pab: bool, bye: bool) -> Vec<usize> {
    let nb = bracket.len();
    let residents: Vec<usize> = (mdps..nb).filter(|&p| !pab || ctx.can_bye(bracket[p])).collect();
    let c7: Vec<Vec<i64>> = if joins.is_empty() {
        vec![Vec::new(); nb]
    } else {
        let all = vec![true; nb];
        let next = Next::Floater { group: next_group, joins };
        let q = Query { bracket, mdps: 0, active: &all, next, rest: &[], complete: false, bye, no_mdp_pairs: false, c9: false, gen: Gen::None, optimum: None, split: None };
        // his edge to the group, which the matching leaves out when it gains nothing
        let edges: Vec<[(usize, usize); 1]> = (0..nb).map(|p| [(p, nb)]).collect();
        let mut c7 = criteria_values(ctx, &q, edges.iter().map(|e| &e[..]).chain([&[][..]]));
        let unused = c7.pop().expect("the empty matching");
        c7.into_iter().map(|v| v.max(unused.clone())).collect()
    };
    // 2026 [C9]: a bracket at or below the PAB score ([C5]) whose one leftover takes the PAB
    let c9 = ctx.pab_max.is_some_and(|m| ctx.ents[bracket[mdps]].score <= m);
    let key = |p: usize| {
        let e = &ctx.ents[bracket[p]];
        let unplayed = if c9 { e.unplayed } else { 0 };
        let bound = counts.without(ctx, bracket[p]).bound();
        let floats = (e.float_prev == Float::Down, e.float_prev2 == Float::Down);
        (std::cmp::Reverse(c7[p].clone()), unplayed, bound, floats)
    };
    let keys: Vec<_> = residents.iter().map(|&p| key(p)).collect();
    let Some(best) = keys.iter().min() else { return Vec::new() };
    residents.iter().zip(&keys).filter(|(_, k)| *k == best).map(|(&p, _)| p).collect()
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
