//! Articles 2-4: pairing one bracket.
//!
//! 3.2.1: the bracket is paired with the largest number of pairs that [C1]-[C5] allow, the
//! others float ("virtual players" of 4.2). 3.2.2: among all pairings, the first in the order
//! of Article 4.3 that complies best with [C5]-[C8] is chosen. The engine finds it as the
//! lexicographically first optimum: BSN 1's opponent is fixed to the highest BSN (then the
//! next lower, ..., then a floater, BSN 0) for which an optimal pairing still exists, then
//! BSN 2's, and so on, each choice tested by augmenting paths over the tight edges of one
//! optimum (`by_paths`; where those cannot tell, by a fresh matching per choice that a
//! perfect matching of the tight edges still allows: `by_matchings`). "Optimal" is
//! decided by one maximum-weight matching over the bracket and every player below it (the
//! next scoregroup alone when the rest of the round completes: `with_next_scoregroup`),
//! whose weight packs, most significant first:
//! * [C4] the round-pairing stays complete: every remaining player is matched;
//! * [C5] pairs inside the bracket;
//! * [C6] for each score level, highest level first, how few of the bracket's players of that
//!   level are paired (with the number of floaters fixed by [C5], that puts the floaters'
//!   scores, taken in descending order, as high as possible: see below);
//! * [C7] the following bracket's [C5] and [C6]: the outgoing floaters and the next scoregroup,
//!   paired as well as any completion of the round allows; its [C6] word for word (per score
//!   level, highest first, how many of its players are paired: its floaters' scores minimised);
//! * [C8] the players of the bracket's pairs who get their colour preference.
//!
//! [C7] is read as a lexicographic criterion: the floaters are chosen so that the following
//! bracket can reach its best [C5] and then [C6] (the text does not say what "complied with"
//! means for the quality criteria [C5]-[C6]). Inside [C7] the following bracket's [C6] is
//! taken word for word ("Minimise the scores ... of the outgoing floaters"), unlike the
//! bracket's own [C6] below: nothing in the corpora argues against the words there, and both
//! engines follow them (disputed n0011-r06-s231 round 6: of two equal floaters the bracket lets
//! go the one the following bracket can pair, so that a 2-point player floats on from it rather
//! than the 2½-point one; docs/conformance.md). Measured: 74 of the 78 disputed-file rounds
//! both engines agree on (73 with [C7] using the engines' [C6] reading), py4swiss's 393 of 639.
//!
//! [C6] (Art. 2.3.2, "Minimise the scores (taken in descending order) of the outgoing
//! floaters") is applied as both reference engines apply it (py4swiss 0.3.1 and bbpPairings,
//! docs/conformance.md): when a bracket must let players go, the players with the higher
//! scores float, an incoming floater before a resident. Taken word for word the article would
//! float the lowest scores first; the engines' reading is the one of the Dubov 2026 [C6] that
//! this article mirrors ("minimise the score differences ... in the pairs involving
//! upfloaters"): the bracket's pairs join players of equal scores as far as [C5] allows, so
//! the players who came down with more points move on. Measured (when adopted, with [C7] using
//! the same reading): Torre reproduced 73 of the 78 Burstein rounds of the disputed files on
//! which both engines agree (66 the other way) and 391 of py4swiss's 639 (133), and round 4 of
//! n0010-r05-s116-k4.

use super::Ctx;
use crate::matching::{max_weight_matching, max_weight_matching_tight, Choices, Weight, Wide};
use crate::score::Score;

/// The pairing of one bracket: pairs (lower BSN first, in BSN order) and outgoing floaters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BracketPairing {
    pub pairs: Vec<(usize, usize)>,
    pub floaters: Vec<usize>,
}

/// What BSN i (an index into the bracket) gets: an opponent (a BSN) or BSN 0, a float.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Choice {
    Pair(usize),
    Float,
}

/// Which criteria an edge of the matching counts for.
struct Model<'a> {
    ctx: &'a Ctx,
    /// Bracket players (BSN order) followed by the lower players.
    v: Vec<usize>,
    k: usize,
    /// Is v[x] in the next scoregroup?
    next: Vec<bool>,
    /// Score levels, highest first.
    levels: Vec<Score>,
    bits: usize,
    /// Are the lower players all of those still unpaired ([C4] weighed: every optimum pairs
    /// everybody), or the next scoregroup alone ([C4] checked afterwards)?
    complete: bool,
}

impl<'a> Model<'a> {
    fn new(ctx: &'a Ctx, players: &[usize], lower: &[usize], complete: bool) -> Model<'a> {
        let mut v = players.to_vec();
        v.extend_from_slice(lower);
        let next_score = lower.iter().map(|&i| ctx.score[i]).max();
        let next: Vec<bool> = v.iter().enumerate().map(|(x, &i)| x >= players.len() && Some(ctx.score[i]) == next_score).collect();
        let mut levels: Vec<Score> = players.iter().map(|&i| ctx.score[i]).chain(next_score).collect();
        crate::sort::by(&mut levels, &|a, b| b.cmp(a));
        levels.dedup();
        let bits = (usize::BITS - v.len().leading_zeros()) as usize + 2;
        Model { ctx, v, k: players.len(), next, levels, bits, complete }
    }

    fn fields(&self) -> usize {
        // completion, C5, C6 levels, C7-C5, C7-C6 levels, C8
        4 + 2 * self.levels.len()
    }

    fn level(&self, x: usize) -> usize {
        let s = self.ctx.score[self.v[x]];
        self.levels.iter().position(|&l| l == s).unwrap_or(self.levels.len() - 1)
    }

    /// The per-field contributions of edge (x, y), most significant field first.
    fn contributions(&self, x: usize, y: usize) -> Vec<u64> {
        let l = self.levels.len();
        let mut f = vec![0u64; self.fields()];
        f[0] = u64::from(self.complete);
        let (bx, by) = (x < self.k, y < self.k);
        if bx && by {
            f[1] = 1;
            self.unpaired_levels(x, y, &mut f[2..2 + l]);
            f[3 + 2 * l] = self.colour_satisfied(self.v[x], self.v[y]);
        } else if (bx || self.next[x]) && (by || self.next[y]) {
            // a pair of the following bracket (an outgoing floater or the next scoregroup)
            f[2 + l] = 1;
            self.paired_levels(x, y, &mut f[3 + l..3 + 2 * l]);
        }
        f
    }

    /// [C6] for one pair: per score level, 2 minus the pair's players of that level. With the
    /// number of pairs fixed by [C5], a larger sum at a level means fewer paired players of that
    /// level, so more of them among the floaters (see the module doc).
    fn unpaired_levels(&self, x: usize, y: usize, fields: &mut [u64]) {
        fields.fill(2);
        for z in [x, y] {
            fields[self.level(z)] -= 1;
        }
    }

    /// [C7] (Art. 2.3.3) with [C6] (Art. 2.3.2) word for word, for one pair of the following
    /// bracket: per score level, the pair's players of that level. With the following bracket's
    /// pairs fixed by its [C5], more paired players at the higher levels means lower scores
    /// among its outgoing floaters (see the module doc).
    fn paired_levels(&self, x: usize, y: usize, fields: &mut [u64]) {
        fields.fill(0);
        for z in [x, y] {
            fields[self.level(z)] += 1;
        }
    }

    /// [C8]: how many of the two players get their colour preference (1.5.4: a player
    /// without a preference takes the other colour).
    fn colour_satisfied(&self, a: usize, b: usize) -> u64 {
        match (self.ctx.pref[a].colour, self.ctx.pref[b].colour) {
            (Some(x), Some(y)) if x == y => 1,
            _ => 2,
        }
    }

    fn weight<const L: usize>(&self, x: usize, y: usize) -> Wide<L> {
        let f = self.contributions(x, y);
        let mut w = Wide::<L>::ZERO;
        let n = f.len();
        for (i, v) in f.into_iter().enumerate() {
            w.add_shifted(v, (n - 1 - i) * self.bits);
        }
        w
    }

    /// The edges of the matching: every compatible pair ([C1], [C3]) with its weight.
    fn edges<const L: usize>(&self) -> Vec<(usize, usize, Wide<L>)> {
        let m = self.v.len();
        let mut edges = Vec::new();
        for x in 0..m {
            for y in x + 1..m {
                if self.ctx.compatible(self.v[x], self.v[y]) {
                    edges.push((x, y, self.weight::<L>(x, y)));
                }
            }
        }
        edges
    }

    /// The bracket's pairing in a matching `mate` of the model's vertices: a bracket player
    /// matched below it or not at all floats.
    fn pairing(&self, mate: &[Option<usize>]) -> BracketPairing {
        let mut out = BracketPairing { pairs: Vec::new(), floaters: Vec::new() };
        for (i, &partner) in mate.iter().enumerate().take(self.k) {
            match partner {
                Some(j) if j < self.k => {
                    if j > i {
                        out.pairs.push((self.v[i], self.v[j]));
                    }
                }
                _ => out.floaters.push(self.v[i]),
            }
        }
        out
    }

    /// Edges allowed by the choices made so far.
    fn allowed(&self, choice: &[Option<Choice>], x: usize, y: usize) -> bool {
        let ok = |a: usize, b: usize| match choice.get(a).copied().flatten() {
            None => true,
            Some(Choice::Pair(j)) => b == j,
            Some(Choice::Float) => b >= self.k,
        };
        ok(x, y) && ok(y, x)
    }
}

/// Pair the bracket `players` (BSN order) with `lower` (the players still unpaired below it).
pub fn pair(ctx: &Ctx, players: &[usize], lower: &[usize]) -> Result<BracketPairing, crate::round::PairError> {
    if let Some(pairing) = with_next_scoregroup(ctx, players, lower) {
        return Ok(pairing);
    }
    let model = Model::new(ctx, players, lower, true);
    optimum(&model, Search::Paths).map(|mate| model.pairing(&mate)).ok_or_else(|| crate::round::PairError::NoValidPairing("the round-pairing cannot be completed ([C4])".into()))
}

/// The reference for cross-checks: every lower player in the matching and each choice of 4.3
/// weighed by a fresh matching (`by_matchings`), none of the shortcuts of `pair`; a matching
/// per candidate, so slow in large brackets. None when the round cannot be completed ([C4]).
pub fn pair_by_matchings(ctx: &Ctx, players: &[usize], lower: &[usize]) -> Option<BracketPairing> {
    let model = Model::new(ctx, players, lower, true);
    optimum(&model, Search::EveryChoice).map(|mate| model.pairing(&mate))
}

/// The engine's fallback on its own: `pair_by_matchings` weighing only the choices the
/// optimum's tight edges allow (see `by_matchings`), for cross-checks.
pub fn pair_by_tight_matchings(ctx: &Ctx, players: &[usize], lower: &[usize]) -> Option<BracketPairing> {
    let model = Model::new(ctx, players, lower, true);
    optimum(&model, Search::TightChoices).map(|mate| model.pairing(&mate))
}

/// How `optimum` follows the order of 4.3.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Search {
    /// By augmenting paths, else by weighing the choices the tight edges allow.
    Paths,
    /// By weighing the choices the tight edges allow (the fallback of `Paths`).
    TightChoices,
    /// By weighing every choice (the reference).
    EveryChoice,
}

/// The bracket's pairing from a matching over the bracket and the next scoregroup alone,
/// when the players it leaves unpaired and those further down complete the round; None
/// otherwise (the caller then matches every lower player, `Model::complete`).
///
/// Why that is the same pairing: the criteria after [C4] only count pairs of the bracket
/// and of the following bracket ([C5], [C6], [C8] the bracket's pairs, [C7] the pairs of its
/// outgoing floaters and the next scoregroup), so a pair with a player further down weighs
/// [C4] alone. Without [C4] the best pairings over the bracket and the next scoregroup are
/// worth at least the best complete ones; if the first of them in the order of 4.3 leaves
/// players who pair with those below (1.9.3: the round-pairing completed), it is complete and
/// as good, so the best complete pairings are worth just as much and are among those
/// pairings: it is also the first of them. Two players it leaves unpaired are never
/// compatible (their pair would add a pair of the bracket or of the following bracket), so
/// the completion pairs the players below with each other and with those left.
fn with_next_scoregroup(ctx: &Ctx, players: &[usize], lower: &[usize]) -> Option<BracketPairing> {
    let next_score = lower.iter().map(|&i| ctx.score[i]).max();
    let (next, below): (Vec<usize>, Vec<usize>) = lower.iter().partition(|&&i| Some(ctx.score[i]) == next_score);
    let model = Model::new(ctx, players, &next, false);
    let mate = optimum(&model, Search::Paths)?;
    let mut left: Vec<usize> = (0..model.v.len()).filter(|&x| mate[x].is_none()).map(|x| model.v[x]).collect();
    left.extend(below);
    ctx.completable(&left).then(|| model.pairing(&mate))
}

/// The first optimum in the order of 4.3 (a matching of the model's vertices), the weights
/// as wide as the criteria need; found as `search` says (by augmenting paths where they can
/// tell, else by weighing the choices: see `Search`).
fn optimum(model: &Model, search: Search) -> Option<Vec<Option<usize>>> {
    let total_bits = model.fields() * model.bits + 4;
    // the widths Dubov's and the Dutch matchings use too: each width is one more copy of the
    // matching code in the binary (the JS/wasm package has a size budget)
    match total_bits {
        0..=506 => solve::<8>(model, search),
        507..=1018 => solve::<16>(model, search),
        1019..=4090 => solve::<64>(model, search),
        _ => solve::<512>(model, search),
    }
}

/// See `optimum`. With every lower player (`Model::complete`), None when the round cannot
/// be completed ([C4]); with the next scoregroup alone, None also when the paths cannot tell
/// (`by_paths`).
fn solve<const L: usize>(model: &Model, search: Search) -> Option<Vec<Option<usize>>> {
    let m = model.v.len();
    let edges = model.edges::<L>();
    let optimum = max_weight_matching_tight(m, &edges);
    // [C4]: every optimum is perfect if the round can be completed
    if model.complete && optimum.mate.iter().any(|p| p.is_none()) {
        return None;
    }
    let best = total(&edges, &optimum.mate);
    let tight: Vec<(usize, usize)> = edges.iter().zip(&optimum.tight).filter(|(_, &t)| t).map(|(&(x, y, _), _)| (x, y)).collect();
    if search == Search::Paths {
        let required = if model.complete { vec![true; m] } else { optimum.covered.clone() };
        // a positive blossom of the dual can make the paths' matching fall short (`by_paths`)
        if let Some(mate) = by_paths(model, &tight, &required, &optimum.mate).filter(|mate| total(&edges, mate) == best) {
            return Some(mate);
        }
    }
    if !model.complete {
        return None;
    }
    let optimal_with = |choice: &[Option<Choice>]| {
        let e: Vec<(usize, usize, Wide<L>)> = edges.iter().copied().filter(|&(x, y, _)| model.allowed(choice, x, y)).collect();
        let mate = max_weight_matching(m, &e);
        (total(&e, &mate) == best).then_some(mate)
    };
    let optimal = |mate: &[Option<usize>]| total(&edges, mate) == best;
    // the reference (`pair_by_matchings`) weighs every choice
    let refused = if search == Search::EveryChoice { None } else { refusals(m, &tight, &optimum.mate) };
    by_matchings(model, refused, &optimal, &optimal_with, optimum.mate)
}

/// The tight-edge test of `by_matchings` (all vertices required: the model holds every lower
/// player), from the optimum `start`.
fn refusals(m: usize, tight: &[(usize, usize)], start: &[Option<usize>]) -> Option<Choices> {
    Choices::new(m, tight, &vec![true; m], start)
}

/// The tight-edge test's current matching.
fn matching_of(tight: &Choices) -> Vec<Option<usize>> {
    (0..tight.vertices()).map(|x| tight.partner(x)).collect()
}

/// Make choice `c` of vertex `i` in the tight-edge test: false if no perfect matching of the
/// tight edges makes the choices so far and `c` (then nothing changes).
fn restrict(tight: &mut Choices, model: &Model, i: usize, c: Choice) -> bool {
    match c {
        Choice::Pair(j) => tight.neighbours(i).any(|x| x == j) && tight.fix(i, j),
        Choice::Float => tight.confine(i, |j| j >= model.k, false),
    }
}

/// The weight of matching `mate` over `edges`.
fn total<W: Weight>(edges: &[(usize, usize, W)], mate: &[Option<usize>]) -> W {
    edges.iter().filter(|&&(x, y, _)| mate[x] == Some(y)).fold(W::zero(), |acc, &(_, _, w)| acc + w)
}

/// 4.3 by augmenting paths over the optimum's `tight` edges (`matching::Choices`), from the
/// optimum `start`: BSN 1's opponent, highest BSN first, then BSN 0 (a float), and so on,
/// each choice kept when a matching of tight edges that covers the vertices every optimum
/// covers (`required`: all of them with [C4] weighed, else those of positive dual) still
/// makes it. Every optimum is such a matching, so a choice refused here has no optimum; one
/// kept has an optimum if the final matching is one (a positive blossom of the dual can make
/// such a matching fall short): the caller checks its weight and otherwise weighs each choice
/// (`by_matchings`). Same choices as `by_matchings` whenever the check passes. Not generic
/// over the weights: one copy in the binary.
fn by_paths(model: &Model, tight: &[(usize, usize)], required: &[bool], start: &[Option<usize>]) -> Option<Vec<Option<usize>>> {
    let (m, k) = (model.v.len(), model.k);
    let mut choices = crate::matching::Choices::new(m, tight, required, start)?;
    let mut fixed = vec![false; k];
    for i in 0..k {
        if fixed[i] {
            continue;
        }
        // BSN i is paired in the bracket by some optimum (then by one with an opponent
        // below, those above being settled) or floats in all: one test, not one per opponent
        if choices.confine(i, |j| j < k, true) {
            // only tight edges can be in an optimum; the others' choices fail anyway
            let mut opponents: Vec<usize> = choices.neighbours(i).filter(|&j| j > i && j < k).collect();
            crate::sort::by(&mut opponents, &|a, b| b.cmp(a));
            let j = opponents.into_iter().find(|&j| choices.fix(i, j))?;
            fixed[j] = true;
            continue;
        }
        if !choices.confine(i, |j| j >= k, false) {
            return None;
        }
    }
    Some((0..m).map(|x| choices.partner(x)).collect())
}

/// A matching over the edges the choices allow, if it reaches the optimum.
type OptimalWith<'a> = dyn Fn(&[Option<Choice>]) -> Option<Vec<Option<usize>>> + 'a;

/// 4.3 by weighing each choice: for each BSN in order, each candidate (highest BSN first, a
/// float last) is tried by a fresh matching with the choices so far (`optimal_with`: the
/// matching if it still reaches the optimum), starting from an optimum `mate` (every lower
/// player in the model: all optima are perfect). Not generic over the weights: one copy in
/// the binary.
///
/// A candidate is weighed only if some perfect matching of the optimum's tight edges makes
/// it with the choices so far (`tight`, `matching::Choices`). That test never refuses an
/// optimal choice: by LP duality every maximum-weight matching uses tight edges only, blossoms
/// or not, and here every optimum is perfect; what a positive blossom can do is make the test
/// accept a choice no optimum makes. So a choice the test accepts is weighed only when the
/// test's matching (perfect, of edges the choices allow) is not itself an optimum (`optimal`).
fn by_matchings(model: &Model, mut tight: Option<Choices>, optimal: &dyn Fn(&[Option<usize>]) -> bool, optimal_with: &OptimalWith, mut mate: Vec<Option<usize>>) -> Option<Vec<Option<usize>>> {
    let k = model.k;
    let mut choice: Vec<Option<Choice>> = vec![None; k];
    for i in 0..k {
        if choice[i].is_some() {
            continue;
        }
        // 4.3: the opponent of BSN i, highest BSN first, BSN 0 (a float) last
        let candidates = (i + 1..k).rev().filter(|&j| choice[j].is_none() && model.ctx.compatible(model.v[i], model.v[j])).map(Choice::Pair).chain([Choice::Float]);
        let mut found = false;
        for c in candidates {
            let holds = |mate: &[Option<usize>]| match c {
                Choice::Pair(j) => mate[i] == Some(j),
                Choice::Float => mate[i].is_some_and(|o| o >= k),
            };
            let mut trial = choice.clone();
            trial[i] = Some(c);
            if let Choice::Pair(j) = c {
                trial[j] = Some(Choice::Pair(i));
            }
            // the current optimum already makes this choice: it is optimal
            if holds(&mate) {
                // an optimum makes it: the test accepts it (else it is dropped, never wrong)
                if let Some(t) = &mut tight {
                    if !restrict(t, model, i, c) {
                        tight = None;
                    }
                }
            } else {
                let mut test = tight.clone();
                if let Some(t) = &mut test {
                    if !restrict(t, model, i, c) {
                        continue;
                    }
                }
                match test.as_ref().map(matching_of).filter(|m2| optimal(m2)) {
                    Some(m2) => mate = m2,
                    None => {
                        let Some(m2) = optimal_with(&trial) else {
                            continue;
                        };
                        mate = m2;
                    }
                }
                tight = test;
            }
            choice = trial;
            found = true;
            break;
        }
        if !found {
            return None;
        }
    }
    Some(mate)
}
