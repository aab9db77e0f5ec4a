//! B.1-B.2 number and choice of the upfloaters; D.1 containers and sets.
//!
//! The sets of each container are visited in D.1 order; within the first container that
//! holds a legal set (C.6 decides between containers, and it ranks above every criterion
//! that varies inside a container) the first set with the smallest failure values wins.
//! For one set every legal bracket pairing has the same C.5, C.6, C.8-C.10, and its best
//! C.7 is `shifters::min_colour_failures` (an exact matching computation), so a set is
//! judged without enumerating its pairings. C.4 is a perfect-matching test of the rest.
use super::criteria::{c6_key, failures, Failures};
use super::feasibility::perfect_matching;
use super::shifters::min_colour_failures;
use super::Ctx;
use crate::round::PairError;
use crate::score::Score;

/// A guard against pathological inputs: the number of upfloater sets examined per round.
pub struct Budget {
    left: u64,
}

impl Budget {
    pub fn new() -> Self {
        Budget { left: 2_000_000 }
    }
    fn spend(&mut self) -> Result<(), PairError> {
        if self.left == 0 {
            return Err(PairError::TooLarge("too many upfloater sets to examine (B.2)".into()));
        }
        self.left -= 1;
        Ok(())
    }
}

impl Default for Budget {
    fn default() -> Self {
        Self::new()
    }
}

pub struct Choice {
    pub upfloaters: Vec<usize>,
    /// A perfect matching of the players left after this bracket (local indices, `usize::MAX` = none).
    pub rest_matching: Vec<usize>,
}

/// B.1 + B.2 for the (remaining) `residents`; `lower` is in D.1.a order.
pub fn choose(ctx: &Ctx, residents: &[usize], lower: &[usize], global: &[usize], budget: &mut Budget) -> Result<Choice, PairError> {
    choose_with(ctx, residents, lower, global, budget, Method::Auto)
}

/// `choose` with an explicit method (the methods give the same answer; tests compare them).
pub fn choose_with(ctx: &Ctx, residents: &[usize], lower: &[usize], global: &[usize], budget: &mut Budget, method: Method) -> Result<Choice, PairError> {
    match method {
        Method::Matching => return choose_by_matching(ctx, residents, lower, global),
        Method::Whole => return choose_by_whole_matching(ctx, residents, lower, global),
        Method::Candidates(first) => {
            return match by_candidates(ctx, residents, lower, global, first)? {
                Some(c) => Ok(c),
                None => choose_by_whole_matching(ctx, residents, lower, global),
            }
        }
        Method::Auto | Method::Enumerate => {}
    }
    let parity = residents.len() % 2;
    let mut k = parity;
    let mut minimum_known = false;
    loop {
        if k > lower.len() {
            return Err(PairError::NoValidPairing(format!("no legal set of upfloaters for the bracket of {} players", residents.len())));
        }
        if method == Method::Auto && k >= 2 && binomial(lower.len(), k) > 5_000 {
            return choose_by_matching(ctx, residents, lower, global);
        }
        if let Some(c) = search(ctx, residents, lower, global, k, budget)? {
            return Ok(c);
        }
        if method == Method::Auto && binomial(lower.len(), k + 2) > 5_000 {
            // the next count is searched by matching, which finds B.1's minimum itself (C.5)
            return choose_by_matching(ctx, residents, lower, global);
        }
        if !minimum_known {
            // B.1: the minimum number, computed directly when the smallest candidate fails
            minimum_known = true;
            let km = minimum_upfloaters(ctx, residents, lower, global)?;
            k = km.max(k + 2);
        } else {
            k += 2;
        }
    }
}

/// B.1: the fewest resident-to-lower pairs in a perfect matching of residents + lower players
/// (the matching warm-started from `global`, a perfect matching of them in global indices).
pub fn minimum_upfloaters(ctx: &Ctx, residents: &[usize], lower: &[usize], global: &[usize]) -> Result<usize, PairError> {
    let all: Vec<usize> = residents.iter().chain(lower).copied().collect();
    let r = residents.len();
    let n = all.len();
    let big = n as i64 + 2;
    let mut edges = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            if ctx.compatible(all[i], all[j]) {
                let cross = (i < r) != (j < r);
                edges.push((i, j, if cross { big - 1 } else { big }));
            }
        }
    }
    let mate = crate::matching::max_weight_matching_from(n, &edges, &local_matching(ctx, &all, global));
    if mate.iter().any(|m| m.is_none()) {
        return Err(PairError::NoValidPairing("the round-pairing cannot be completed (C.4)".into()));
    }
    Ok((0..r).filter(|&i| mate[i].is_some_and(|j| j >= r)).count())
}

/// Containers for `k` upfloaters (counts per score level), sorted by C.6.
fn containers(levels: &[(Score, Vec<usize>)], k: usize) -> Result<Vec<Vec<usize>>, PairError> {
    fn go(levels: &[(Score, Vec<usize>)], i: usize, left: usize, cur: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) -> Result<(), PairError> {
        if out.len() > 200_000 {
            return Err(PairError::TooLarge("too many upfloater containers (D.1)".into()));
        }
        if i == levels.len() {
            if left == 0 {
                out.push(cur.clone());
            }
            return Ok(());
        }
        let room: usize = levels[i..].iter().map(|l| l.1.len()).sum();
        if room < left {
            return Ok(());
        }
        for c in (0..=left.min(levels[i].1.len())).rev() {
            cur.push(c);
            go(levels, i + 1, left - c, cur, out)?;
            cur.pop();
        }
        Ok(())
    }
    let mut out = Vec::new();
    go(levels, 0, k, &mut Vec::new(), &mut out)?;
    let key = |c: &Vec<usize>| {
        let scores: Vec<Score> = c.iter().enumerate().flat_map(|(l, &m)| std::iter::repeat(levels[l].0).take(m)).collect();
        c6_key(&scores)
    };
    crate::sort::by_cached_key(&mut out, key);
    Ok(out)
}

/// Visit the sets of a container in D.1.b order (lexicographic by sequence number).
/// `f` returns false to stop; returns false if stopped.
fn for_each_set(parts: &[(&[usize], usize)], cur: &mut Vec<usize>, f: &mut dyn FnMut(&[usize]) -> Result<bool, PairError>) -> Result<bool, PairError> {
    fn combos(pool: &[usize], start: usize, need: usize, cur: &mut Vec<usize>, rest: &[(&[usize], usize)], f: &mut dyn FnMut(&[usize]) -> Result<bool, PairError>) -> Result<bool, PairError> {
        if need == 0 {
            return for_each_set(rest, cur, f);
        }
        for i in start..pool.len() {
            if pool.len() - i < need {
                break;
            }
            cur.push(pool[i]);
            let go_on = combos(pool, i + 1, need - 1, cur, rest, f)?;
            cur.pop();
            if !go_on {
                return Ok(false);
            }
        }
        Ok(true)
    }
    match parts.split_first() {
        None => f(cur),
        Some((&(pool, need), rest)) => combos(pool, 0, need, cur, rest, f),
    }
}

/// Perfect matching of `set` (C.4 test), warm-started from `global`; returned in global form.
pub fn rest_matching(ctx: &Ctx, set: &[usize], global: &[usize]) -> Option<Vec<usize>> {
    let start = local_matching(ctx, set, global);
    let adj = |x: usize, y: usize| ctx.compatible(set[x], set[y]);
    let m = perfect_matching(set.len(), &adj, Some(start))?;
    let mut out = vec![usize::MAX; ctx.n];
    for (x, &y) in m.iter().enumerate() {
        out[set[x]] = set[y];
    }
    Some(out)
}

fn search(ctx: &Ctx, residents: &[usize], lower: &[usize], global: &[usize], k: usize, budget: &mut Budget) -> Result<Option<Choice>, PairError> {
    let mut levels: Vec<(Score, Vec<usize>)> = Vec::new();
    for &i in lower {
        match levels.last_mut() {
            Some((s, v)) if *s == ctx.score[i] => v.push(i),
            _ => levels.push((ctx.score[i], vec![i])),
        }
    }
    let w_res = residents.iter().filter(|&&i| ctx.pref[i].colour == crate::model::Colour::White).count() as i64;
    let b_res = residents.len() as i64 - w_res;
    // k = 1: once one candidate fails C.4, every candidate is checked at once
    let mut may_float_alone: Option<Vec<bool>> = None;
    for cont in containers(&levels, k)? {
        // the best C.7 conceivable in this container, to stop at the first perfect set
        let (mut xmin, mut xmax) = (0i64, 0i64);
        for (l, &c) in cont.iter().enumerate() {
            let w = levels[l].1.iter().filter(|&&i| ctx.pref[i].colour == crate::model::Colour::White).count() as i64;
            let b = levels[l].1.len() as i64 - w;
            xmin += (c as i64 - b).max(0);
            xmax += (c as i64).min(w);
        }
        let c7_lb = (xmin..=xmax).map(|x| ((w_res + x) - (b_res + k as i64 - x)).unsigned_abs() as usize / 2).min().unwrap_or(0);
        let scores: Vec<Score> = cont.iter().enumerate().flat_map(|(l, &m)| std::iter::repeat(levels[l].0).take(m)).collect();
        let perfect = Failures { c5: k, c6: c6_key(&scores), c7: c7_lb, c8: 0, c9: 0, c10: 0 };
        let parts: Vec<(&[usize], usize)> = cont.iter().enumerate().filter(|(_, &c)| c > 0).map(|(l, &c)| (levels[l].1.as_slice(), c)).collect();
        let mut best: Option<(Failures, Vec<usize>, Vec<usize>)> = None;
        let mut visit = |set: &[usize]| -> Result<bool, PairError> {
            budget.spend()?;
            if may_float_alone.as_ref().is_some_and(|ok| !ok[set[0]]) {
                return Ok(true); // C.4 fails for the rest
            }
            // C.7 is at least half the colour imbalance: skip sets that cannot beat the best
            let w = set.iter().filter(|&&i| ctx.pref[i].colour == crate::model::Colour::White).count() as i64 + w_res;
            let b = (residents.len() + set.len()) as i64 - w;
            if let Some((bf, _, _)) = &best {
                if failures(ctx, set, (w - b).unsigned_abs() as usize / 2) >= *bf {
                    return Ok(true);
                }
            }
            let mut bracket: Vec<usize> = residents.to_vec();
            bracket.extend_from_slice(set);
            let Some(c7) = min_colour_failures(ctx, &bracket) else { return Ok(true) };
            let f = failures(ctx, set, c7);
            if let Some((bf, _, _)) = &best {
                if f >= *bf {
                    return Ok(true);
                }
            }
            let rest: Vec<usize> = lower.iter().copied().filter(|i| !set.contains(i)).collect();
            let Some(rm) = rest_matching(ctx, &rest, global) else {
                if k == 1 && may_float_alone.is_none() {
                    may_float_alone = Some(alone_leaves_pairable(ctx, lower));
                }
                return Ok(true);
            };
            let done = f == perfect;
            best = Some((f, set.to_vec(), rm));
            Ok(!done)
        };
        for_each_set(&parts, &mut Vec::new(), &mut visit)?;
        if let Some((_, set, rm)) = best {
            return Ok(Some(Choice { upfloaters: set, rest_matching: rm }));
        }
    }
    Ok(None)
}

/// C.4 ([C4], 2026 2.2.1) for every single upfloater at once, in global indices: `lower`
/// without player `u` can be paired exactly when a maximum matching of `lower` leaves one
/// player unpaired and some maximum matching leaves `u` (Gallai-Edmonds D(G),
/// `matching::missable`). One matching for all instead of a failed search per candidate.
fn alone_leaves_pairable(ctx: &Ctx, lower: &[usize]) -> Vec<bool> {
    let adj: Vec<Vec<usize>> = lower.iter().map(|&a| (0..lower.len()).filter(|&y| ctx.compatible(a, lower[y])).collect()).collect();
    let unpaired = crate::matching::max_cardinality_matching(&adj).iter().filter(|m| m.is_none()).count();
    let mut ok = vec![false; ctx.n];
    if unpaired == 1 {
        for (x, m) in crate::matching::missable(&adj).into_iter().enumerate() {
            ok[lower[x]] = m;
        }
    }
    ok
}

/// How `choose` looks for the set of upfloaters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Enumerate small containers, the matching below for big ones.
    Auto,
    /// Visit the sets of each container in D.1 order.
    Enumerate,
    /// `Candidates` from the default number of candidates (see `choose_by_matching`).
    Matching,
    /// `by_candidates` from the first `n` possible upfloaters (and whole score levels),
    /// `Whole` when it gives no answer.
    Candidates(usize),
    /// One weighted matching of residents + all lower players whose weight orders the
    /// pairings by (C.5, C.6, C.7, C.8, C.9, C.10), then the lexicographically first optimal set.
    Whole,
}

/// Bit offsets of the upfloater matching's weight (see `choose_by_matching`).
struct Fields {
    /// Score level of each lower player (0 = the highest score below the residents).
    level: Vec<usize>,
    /// Bits of one count field (enough for n).
    b: usize,
    off5: usize,
    off6: usize,
    off7: usize,
    off8: usize,
    off9: usize,
    off10: usize,
    top: usize,
}

impl Fields {
    fn new(ctx: &Ctx, all: &[usize], r: usize) -> Fields {
        let n = all.len();
        let mut level = vec![0usize; n];
        let mut m = 0usize;
        for x in r..n {
            if x > r && ctx.score[all[x]] != ctx.score[all[x - 1]] {
                m += 1;
            }
            level[x] = m;
        }
        let levels = if n > r { m + 1 } else { 0 };
        let b = (usize::BITS - n.leading_zeros()) as usize + 1;
        let b9 = b + 8;
        let off10 = 0;
        let off9 = off10 + b;
        let off8 = off9 + b9;
        let off7 = off8 + b;
        let off6 = off7 + b;
        let off5 = off6 + levels * b;
        let top = off5 + b;
        Fields { level, b, off5, off6, off7, off8, off9, off10, top }
    }
    /// Bits the weights and the matching's duals need: TOP, the sum of n edges, and a margin.
    fn bits(&self) -> usize {
        self.top + self.b + 8 + 2
    }
}

/// Weights of at most this many 64-bit limbs; beyond it, the score levels of one container
/// (one count field each, C.6) do not fit. 16 and 512 limbs are also the Dutch engine's
/// widths, so no other matcher is compiled for them.
const MAX_LIMBS: usize = 512;

/// B.1-B.2 by weighted matching: `by_candidates` from the first 8 possible upfloaters (and
/// the rest of their score level), the whole matching (`choose_by_whole_matching`) when that gives
/// no answer. Both give the same set.
pub fn choose_by_matching(ctx: &Ctx, residents: &[usize], lower: &[usize], global: &[usize]) -> Result<Choice, PairError> {
    choose_with(ctx, residents, lower, global, &mut Budget::new(), Method::Candidates(8))
}

/// The weighted-matching form of B.1-B.2. Every pairing of residents + lower players
/// is a round-pairing of them: the residents' lower partners are the upfloaters U, the
/// residents' pairs form the bracket, the other pairs the rest (C.4). Each edge carries
/// TOP minus a penalty made of bit fields, most significant first: a resident-lower edge
/// adds 1 to C.5 and to each C.6 count "upfloaters with score <= s" that its partner falls
/// in (C.6 in the D.1.b container order: the count at the lowest score first), C.8-C.10 for
/// its partner; an edge at a resident adds C.7 if both ends seek the same colour. So the
/// maximum weight is a perfect matching with the lexicographically smallest failure values:
/// the minimum number of upfloaters (B.1), the first container with a legal set, and in
/// it the best C.7 (the best pairing of that set), C.8, C.9, C.10. The first such set in
/// D.1 order is then fixed player by player in sequence order (a player is kept when
/// forcing him among the upfloaters leaves the optimum unchanged).
pub fn choose_by_whole_matching(ctx: &Ctx, residents: &[usize], lower: &[usize], global: &[usize]) -> Result<Choice, PairError> {
    let all: Vec<usize> = residents.iter().chain(lower).copied().collect();
    let f = Fields::new(ctx, &all, residents.len());
    // the weight's width from the data: one count field per score level among the lower players
    let limbs = f.bits().div_ceil(64);
    if limbs <= 16 {
        matching_with::<16>(ctx, residents, &all, &f, global)
    } else if limbs <= 64 {
        matching_with::<64>(ctx, residents, &all, &f, global)
    } else if limbs <= MAX_LIMBS {
        matching_with::<MAX_LIMBS>(ctx, residents, &all, &f, global)
    } else {
        let levels = f.level.last().map_or(0, |l| l + 1);
        Err(PairError::TooLarge(format!(
            "{levels} score levels below one bracket: the upfloater matching's weight (one field per level, C.6) would need {} bits, more than its {} (use fewer distinct point values)",
            f.bits(),
            MAX_LIMBS * 64
        )))
    }
}

fn matching_with<const L: usize>(ctx: &Ctx, residents: &[usize], all: &[usize], f: &Fields, global: &[usize]) -> Result<Choice, PairError> {
    type W<const L: usize> = crate::matching::Wide<L>;
    let n = all.len();
    let r = residents.len();
    let lower = &all[r..];
    let (b, off5, top) = (f.b, f.off5, f.top);
    let penalty = |x: usize, y: usize| -> W<L> { penalty(ctx, all, r, f, x, y) };
    let start = local_matching(ctx, all, global);
    let mut topw = W::<L>::ZERO;
    topw.add_shifted(1, top);
    // the penalties of a matching that pairs everybody
    let penalties = |mate: &[Option<usize>]| -> Option<W<L>> { (0..n).try_fold(W::<L>::ZERO, |t, x| mate[x].map(|y| if x < y { t + penalty(x, y) } else { t })) };
    // forced[x]: Some(true) = must be an upfloater, Some(false) = must not; the optimum's
    // penalties, upfloaters, tight edges and matching
    type Run<W> = (W, Vec<bool>, Vec<(usize, usize)>, Vec<Option<usize>>);
    let run = |forced: &[Option<bool>]| -> Option<Run<W<L>>> {
        let mut edges = Vec::new();
        for x in 0..n {
            for y in x + 1..n {
                if !ctx.compatible(all[x], all[y]) {
                    continue;
                }
                let ok = |a: usize, other: usize| match forced[a] {
                    Some(true) => other < r,
                    Some(false) => other >= r,
                    None => true,
                };
                if (x >= r && !ok(x, y)) || (y >= r && !ok(y, x)) {
                    continue;
                }
                edges.push((x, y, topw - penalty(x, y)));
            }
        }
        let optimum = crate::matching::max_weight_matching_tight_from(n, &edges, &start);
        let total = penalties(&optimum.mate)?;
        let upfloats: Vec<bool> = (0..n).map(|x| x >= r && optimum.mate[x].is_some_and(|y| y < r)).collect();
        let tight = edges.iter().zip(&optimum.tight).filter(|(_, &t)| t).map(|(&(x, y, _), _)| (x, y)).collect();
        Some((total, upfloats, tight, optimum.mate))
    };
    let mut forced = vec![None; n];
    let (best, mut witness, tight, mate) = run(&forced).ok_or_else(|| PairError::NoValidPairing("the round-pairing cannot be completed (C.4)".into()))?;
    let k = best.field(off5, b) as usize;
    if let Some(chosen) = first_set_by_paths(r, n, k, &tight, &vec![true; n], &mate, &|mate| penalties(mate) == Some(best)) {
        let chosen: Vec<usize> = chosen.into_iter().map(|x| all[x]).collect();
        let rest: Vec<usize> = lower.iter().copied().filter(|i| !chosen.contains(i)).collect();
        let rm = rest_matching(ctx, &rest, global).ok_or_else(|| PairError::NoValidPairing("upfloater matching: rest cannot be paired".into()))?;
        return Ok(Choice { upfloaters: chosen, rest_matching: rm });
    }
    // the set player by player, each by a matching (when a blossom of the dual misled the
    // paths)
    let mut chosen = Vec::new();
    for x in r..n {
        if chosen.len() == k {
            forced[x] = Some(false);
            continue;
        }
        forced[x] = Some(true);
        // `witness` is an optimum under every constraint so far: when it already makes x an
        // upfloater, forcing x keeps the optimum and no matching needs to be run (the answer
        // is the same; this only saves the runs that made large brackets slow)
        if witness[x] {
            chosen.push(all[x]);
            continue;
        }
        match run(&forced) {
            Some((total, upfloats, ..)) if total == best => {
                chosen.push(all[x]);
                witness = upfloats;
            }
            _ => forced[x] = Some(false),
        }
    }
    if chosen.len() != k {
        return Err(PairError::NoValidPairing("upfloater matching lost its optimum".into()));
    }
    let rest: Vec<usize> = lower.iter().copied().filter(|i| !chosen.contains(i)).collect();
    let rm = rest_matching(ctx, &rest, global).ok_or_else(|| PairError::NoValidPairing("upfloater matching: rest cannot be paired".into()))?;
    Ok(Choice { upfloaters: chosen, rest_matching: rm })
}

/// `global` (a matching in global indices, `usize::MAX` = none) over the players `all`, in
/// local indices: the start of a matching of `all`.
fn local_matching(ctx: &Ctx, all: &[usize], global: &[usize]) -> Vec<Option<usize>> {
    let mut pos = vec![usize::MAX; ctx.n];
    for (x, &i) in all.iter().enumerate() {
        pos[i] = x;
    }
    all.iter().map(|&i| global.get(i).and_then(|&g| if g < ctx.n && pos[g] != usize::MAX { Some(pos[g]) } else { None })).collect()
}

/// D.1.b for the optimum of the upfloater matching (its `tight` edges and matching `mate`,
/// over residents `0..r` and lower players `r..n`): the first `k` lower players, in sequence
/// order, that some optimum makes the upfloaters, each decided by augmenting paths over the
/// tight edges (`matching::Choices`) instead of one matching per player; `required` are the
/// players every optimum pairs (all in the whole matching, C.4). None when the final
/// matching is not an optimum (`is_optimum`; a blossom of the dual can cause it).
fn first_set_by_paths(r: usize, n: usize, k: usize, tight: &[(usize, usize)], required: &[bool], mate: &[Option<usize>], is_optimum: &dyn Fn(&[Option<usize>]) -> bool) -> Option<Vec<usize>> {
    let mut choices = crate::matching::Choices::new(n, tight, required, mate)?;
    let mut chosen = Vec::new();
    for x in r..n {
        let (residents, lower): (Vec<usize>, Vec<usize>) = choices.neighbours(x).partition(|&y| y < r);
        let as_upfloater: Vec<(usize, usize)> = lower.iter().map(|&y| (x, y)).collect();
        if chosen.len() < k && choices.restrict(&as_upfloater, &[x]) {
            chosen.push(x);
        } else {
            let drop: Vec<(usize, usize)> = residents.iter().map(|&y| (x, y)).collect();
            if !choices.restrict(&drop, &[]) {
                return None;
            }
        }
    }
    let mate: Vec<Option<usize>> = (0..n).map(|x| choices.partner(x)).collect();
    (chosen.len() == k && is_optimum(&mate)).then_some(chosen)
}

fn binomial(n: usize, k: usize) -> u64 {
    let mut v: u64 = 1;
    for i in 0..k.min(n) as u64 {
        v = v.saturating_mul(n as u64 - i) / (i + 1);
        if v > 1 << 40 {
            return v;
        }
    }
    v
}

/// The penalty of the pair (x, y) of `all` (residents `0..r`, then the lower players) in the
/// upfloater matching (see `choose_by_whole_matching`): C.7 at a resident; for an upfloater
/// C.5, C.6 (one count per score level at or above his), C.8-C.10; nothing for a rest pair.
fn penalty<const L: usize>(ctx: &Ctx, all: &[usize], r: usize, f: &Fields, x: usize, y: usize) -> Wide<L> {
    let (x, y) = if x < y { (x, y) } else { (y, x) };
    let mut p = Wide::<L>::ZERO;
    if x >= r {
        return p; // rest pair
    }
    if ctx.pref[all[x]].colour == ctx.pref[all[y]].colour {
        p.add_shifted(1, f.off7);
    }
    if y >= r {
        let u = all[y];
        p.add_shifted(1, f.off5);
        for t in 0..=f.level[y] {
            p.add_shifted(1, f.off6 + t * f.b);
        }
        if !ctx.last_round {
            if ctx.floats[u] >= ctx.max_t {
                p.add_shifted(1, f.off8);
                p.add_shifted(ctx.floats[u] as u64, f.off9);
            }
            if ctx.floated_prev[u] {
                p.add_shifted(1, f.off10);
            }
        }
    }
    p
}

type Wide<const L: usize> = crate::matching::Wide<L>;

/// B.1-B.2 from the bracket alone and the first possible upfloaters, at least `first` of
/// them and whole score levels (more levels while the residents cannot all be paired with
/// them). Why it is the answer of the whole matching (`choose_by_whole_matching`):
/// * B.2's note (2026 3.2.2) judges a set by how the bracket (residents + upfloaters) is
///   paired: C.5-C.10 (2026 [C5]-[C10]) count the upfloaters, their scores and floats, and
///   the colours in the bracket's pairs; none looks at the pairs of the players left, who
///   enter through C.4 ([C4], 2026 2.2.1) only: they must be pairable. So the best bracket,
///   C.4 aside, is the answer when its rest is pairable (`rest_matching`); otherwise this
///   gives no answer and the whole matching decides.
/// * Without C.4 the best bracket takes its upfloaters from the candidates `S` (the highest
///   score levels of D.1.a, 2026 4.2.2) whenever some pairing of the residents does: take a
///   best bracket `M` using a player `o` outside `S` and a pairing `M'` of the residents
///   with players of `S`. The pairs of `M` and `M'` that differ form paths through
///   residents; the one from `o` ends at a player of the pool. If `M` pairs that one too,
///   `M'`'s pairs along the path have two upfloaters fewer (C.5 / [C5]); if `M'` pairs it,
///   he is in `S`, so higher scored than `o`, and `M` with `M'`'s pairs along the path has
///   the same upfloaters but him for `o` (C.6 / [C6]: a higher score for one upfloater,
///   and C.6 ranks above C.7-C.10). Either way `M` was not best.
/// * Among the best brackets, the first set in D.1.b order (2026 4.1.3, 4.2) is fixed player by
///   player in sequence order by augmenting paths over the optimum's tight edges
///   (`first_set_by_paths`), as in the whole matching.
fn by_candidates(ctx: &Ctx, residents: &[usize], lower: &[usize], global: &[usize], first: usize) -> Result<Option<Choice>, PairError> {
    let all: Vec<usize> = residents.iter().chain(lower).copied().collect();
    let r = residents.len();
    let mut want = first.max(1);
    loop {
        // whole score levels
        let mut s = want.min(lower.len());
        while s > 0 && s < lower.len() && ctx.score[lower[s]] == ctx.score[lower[s - 1]] {
            s += 1;
        }
        let f = Fields::new(ctx, &all, r);
        // a pair of residents weighs two TOPs: one bit more than the whole matching's
        let limbs = (f.bits() + 1).div_ceil(64);
        // 8, 16 and 64 limbs: the widths the Dutch engine's matchings already compile
        let best = if limbs <= 8 {
            best_bracket::<8>(ctx, &all, r, s, &f, global)
        } else if limbs <= 16 {
            best_bracket::<16>(ctx, &all, r, s, &f, global)
        } else if limbs <= 64 {
            best_bracket::<64>(ctx, &all, r, s, &f, global)
        } else {
            return Ok(None);
        };
        match best {
            Some(set) => {
                let rest: Vec<usize> = lower.iter().copied().filter(|i| !set.contains(i)).collect();
                // C.4: the players left can be paired
                return Ok(rest_matching(ctx, &rest, global).map(|rm| Choice { upfloaters: set, rest_matching: rm }));
            }
            None if s < lower.len() => want = s + 1,
            None => return Ok(None),
        }
    }
}

/// The upfloaters (in D.1.a order) of the best bracket, C.4 aside, of the residents
/// `all[..r]` with the candidates `all[r..r + s]`, the first in D.1.b order; None if the
/// residents cannot all be paired (or the paths missed the optimum, see `first_set_by_paths`).
/// A resident pair weighs two TOPs, an upfloater one, each less its penalty, the lower
/// players left unpaired: the weight is TOP per resident less the bracket's penalties.
fn best_bracket<const L: usize>(ctx: &Ctx, all: &[usize], r: usize, s: usize, f: &Fields, global: &[usize]) -> Option<Vec<usize>> {
    let n = r + s;
    let mut top = Wide::<L>::ZERO;
    top.add_shifted(1, f.top);
    let weight = |x: usize, y: usize| {
        if y < r {
            top + top - penalty(ctx, all, r, f, x, y)
        } else {
            top - penalty(ctx, all, r, f, x, y)
        }
    };
    let mut edges = Vec::new();
    for x in 0..r {
        for y in x + 1..n {
            if ctx.compatible(all[x], all[y]) {
                edges.push((x, y, weight(x, y)));
            }
        }
    }
    let optimum = crate::matching::max_weight_matching_tight_from(n, &edges, &local_matching(ctx, &all[..n], global));
    let mate = &optimum.mate;
    if mate.len() < r || mate[..r].iter().any(|m| m.is_none()) {
        return None;
    }
    // the weight of a matching, over the pairs at residents
    let total = |mate: &[Option<usize>]| (0..r).fold(Wide::<L>::ZERO, |t, x| match mate[x] {
        Some(y) if y > x => t + weight(x, y),
        _ => t,
    });
    let best = total(mate);
    let k = (r..n).filter(|&y| mate[y].is_some_and(|x| x < r)).count();
    let tight: Vec<(usize, usize)> = edges.iter().zip(&optimum.tight).filter(|(_, &t)| t).map(|(&(x, y, _), _)| (x, y)).collect();
    // lower players are paired only as upfloaters: those of positive dual in every optimum
    let required: Vec<bool> = (0..n).map(|v| v < r || optimum.covered[v]).collect();
    let set = first_set_by_paths(r, n, k, &tight, &required, mate, &|m| total(m) == best)?;
    Some(set.into_iter().map(|x| all[x]).collect())
}
