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
    if method == Method::Matching {
        return choose_by_matching(ctx, residents, lower, global);
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
    out.sort_by_cached_key(key);
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
            let Some(rm) = rest_matching(ctx, &rest, global) else { return Ok(true) };
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

/// How `choose` looks for the set of upfloaters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Enumerate small containers, the matching below for big ones.
    Auto,
    /// Visit the sets of each container in D.1 order.
    Enumerate,
    /// One weighted matching of residents + lower players whose weight orders the pairings
    /// by (C.5, C.6, C.7, C.8, C.9, C.10), then the lexicographically first optimal set.
    Matching,
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
pub fn choose_by_matching(ctx: &Ctx, residents: &[usize], lower: &[usize], global: &[usize]) -> Result<Choice, PairError> {
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
    let Fields { ref level, b, off5, off6, off7, off8, off9, off10, top } = *f;
    let same = |x: usize, y: usize| ctx.pref[all[x]].colour == ctx.pref[all[y]].colour;
    let penalty = |x: usize, y: usize| -> W<L> {
        let (x, y) = if x < y { (x, y) } else { (y, x) };
        let mut p = W::<L>::ZERO;
        if x >= r {
            return p; // rest pair
        }
        if same(x, y) {
            p.add_shifted(1, off7);
        }
        if y >= r {
            let u = all[y];
            p.add_shifted(1, off5);
            for t in 0..=level[y] {
                p.add_shifted(1, off6 + t * b);
            }
            if !ctx.last_round {
                if ctx.floats[u] >= ctx.max_t {
                    p.add_shifted(1, off8);
                    p.add_shifted(ctx.floats[u] as u64, off9);
                }
                if ctx.floated_prev[u] {
                    p.add_shifted(1, off10);
                }
            }
        }
        p
    };
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
        #[cfg(feature = "search-by-paths")]
        let tight = edges.iter().zip(&optimum.tight).filter(|(_, &t)| t).map(|(&(x, y, _), _)| (x, y)).collect();
        #[cfg(not(feature = "search-by-paths"))]
        let tight = Vec::new();
        Some((total, upfloats, tight, optimum.mate))
    };
    let mut forced = vec![None; n];
    let (best, mut witness, _tight, _mate) = run(&forced).ok_or_else(|| PairError::NoValidPairing("the round-pairing cannot be completed (C.4)".into()))?;
    let k = best.field(off5, b) as usize;
    #[cfg(feature = "search-by-paths")]
    if let Some(chosen) = first_set_by_paths(r, n, k, &_tight, &_mate, &|mate| penalties(mate) == Some(best)) {
        let chosen: Vec<usize> = chosen.into_iter().map(|x| all[x]).collect();
        let rest: Vec<usize> = lower.iter().copied().filter(|i| !chosen.contains(i)).collect();
        let rm = rest_matching(ctx, &rest, global).ok_or_else(|| PairError::NoValidPairing("upfloater matching: rest cannot be paired".into()))?;
        return Ok(Choice { upfloaters: chosen, rest_matching: rm });
    }
    // the set player by player, each by a matching (without the paths, or when a blossom of
    // the dual misled them)
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
/// tight edges (`matching::Choices`) instead of one matching per player. None when the final
/// matching is not an optimum (`is_optimum`; a blossom of the dual can cause it).
#[cfg(feature = "search-by-paths")]
fn first_set_by_paths(r: usize, n: usize, k: usize, tight: &[(usize, usize)], mate: &[Option<usize>], is_optimum: &dyn Fn(&[Option<usize>]) -> bool) -> Option<Vec<usize>> {
    // every player is paired (C.4)
    let mut choices = crate::matching::Choices::new(n, tight, &vec![true; n], mate)?;
    let mut chosen = Vec::new();
    for x in r..n {
        let (residents, lower): (Vec<usize>, Vec<usize>) = choices.neighbours(x).partition(|&y| y < r);
        let as_upfloater: Vec<(usize, usize)> = lower.iter().map(|&y| (x, y)).collect();
        if chosen.len() < k && choices.restrict(&as_upfloater, &[]) {
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
