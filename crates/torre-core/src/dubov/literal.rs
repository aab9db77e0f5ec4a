//! The literal procedure, as the rules describe it, for small brackets: the oracle against
//! which the engine is tested. For the minimum number of upfloaters (B.1) it walks the D.1
//! containers and their sets in order, for each set the B.4 step-1 and step-2 shifter sets
//! in D.2 order, for each the transpositions of G2 in D.3 order, and keeps the first
//! candidate whose failure values (C.5-C.10, lexicographic) are the best: the first perfect
//! one. Nothing here is shared with the engine except the player data in `Ctx`; in
//! particular no matching algorithm is used (C.4 and "unavoidably" are decided by
//! enumerating pairings).
use super::criteria::Failures;
use super::Ctx;
use crate::model::Colour;

#[derive(Clone, Debug)]
pub struct Limits {
    /// Largest bracket (residents + upfloaters) handled.
    pub max_bracket: usize,
    /// Most upfloater sets handled for one number of upfloaters.
    pub max_sets: usize,
    /// Search nodes allowed for each completion test.
    pub max_nodes: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits { max_bracket: 10, max_sets: 3000, max_nodes: 200_000 }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiteralResult {
    pub upfloaters: Vec<usize>,
    /// Unordered pairs, smaller index first, sorted.
    pub pairs: Vec<(usize, usize)>,
}

/// `None` when the bracket is beyond `limits`.
pub fn pair_bracket(ctx: &Ctx, residents: &[usize], lower: &[usize], limits: &Limits) -> Option<LiteralResult> {
    // D.1.a sequence numbers: score, then initial ranking
    let mut seq = lower.to_vec();
    crate::sort::by(&mut seq, &|&x, &y| ctx.score[y].cmp(&ctx.score[x]).then(x.cmp(&y)));
    let mut k = residents.len() % 2;
    while k <= seq.len() {
        if residents.len() + k > limits.max_bracket {
            return None;
        }
        let mut sets = Vec::new();
        combinations(seq.len(), k, &mut Vec::new(), 0, &mut sets, limits.max_sets)?;
        // D.1.b containers, sorted by C.6 (maximise the lowest score, then the next ...)
        let key = |s: &Vec<usize>| {
            let mut v: Vec<i32> = s.iter().map(|&x| ctx.score[seq[x]].0).collect();
            crate::sort::ascending(&mut v);
            v
        };
        let mut order: Vec<usize> = (0..sets.len()).collect();
        // stable: within a container the sets stay lexicographic
        crate::sort::by(&mut order, &|&a, &b| key(&sets[b]).cmp(&key(&sets[a])));
        let mut best: Option<(Failures, LiteralResult)> = None;
        for idx in order {
            let ups: Vec<usize> = sets[idx].iter().map(|&x| seq[x]).collect();
            // C.4: the rest can still be paired
            let rest: Vec<usize> = seq.iter().copied().filter(|i| !ups.contains(i)).collect();
            let mut nodes = 0;
            match can_pair(ctx, &rest, &mut nodes, limits.max_nodes) {
                Some(true) => {}
                Some(false) => continue,
                None => return None,
            }
            let mut bracket: Vec<usize> = residents.iter().chain(&ups).copied().collect();
            crate::sort::ascending(&mut bracket);
            if let Some((f, pairs)) = best_in_bracket(ctx, &bracket, &ups) {
                if best.as_ref().is_none_or(|(bf, _)| f < *bf) {
                    let mut ups_sorted = ups.clone();
                    crate::sort::ascending(&mut ups_sorted);
                    best = Some((f, LiteralResult { upfloaters: ups_sorted, pairs }));
                }
            }
        }
        if let Some((_, r)) = best {
            return Some(r);
        }
        k += 2;
    }
    None
}

fn combinations(n: usize, k: usize, cur: &mut Vec<usize>, start: usize, out: &mut Vec<Vec<usize>>, max: usize) -> Option<()> {
    if cur.len() == k {
        if out.len() >= max {
            return None;
        }
        out.push(cur.clone());
        return Some(());
    }
    for i in start..n {
        cur.push(i);
        combinations(n, k, cur, i + 1, out, max)?;
        cur.pop();
    }
    Some(())
}

/// Backtracking search for a complete legal pairing; `None` if the node budget runs out.
fn can_pair(ctx: &Ctx, set: &[usize], nodes: &mut usize, max: usize) -> Option<bool> {
    *nodes += 1;
    if *nodes > max {
        return None;
    }
    let Some((&first, rest)) = set.split_first() else { return Some(true) };
    for (j, &other) in rest.iter().enumerate() {
        if ctx.compatible(first, other) {
            let remaining: Vec<usize> = rest.iter().enumerate().filter(|&(x, _)| x != j).map(|(_, &v)| v).collect();
            if can_pair(ctx, &remaining, nodes, max)? {
                return Some(true);
            }
        }
    }
    Some(false)
}

/// Every legal complete pairing of `set`.
fn all_pairings(ctx: &Ctx, set: &[usize], cur: &mut Vec<(usize, usize)>, out: &mut Vec<Vec<(usize, usize)>>) {
    let Some((&first, rest)) = set.split_first() else {
        out.push(cur.clone());
        return;
    };
    for (j, &other) in rest.iter().enumerate() {
        if ctx.compatible(first, other) {
            let remaining: Vec<usize> = rest.iter().enumerate().filter(|&(x, _)| x != j).map(|(_, &v)| v).collect();
            cur.push((first, other));
            all_pairings(ctx, &remaining, cur, out);
            cur.pop();
        }
    }
}

/// D.2.b: sequence numbers from the middle of the remaining list, the upper one first.
fn middle_out(list: &[usize]) -> Vec<usize> {
    let mut lo = 0usize; // remaining list is list[lo..hi]
    let mut hi = list.len();
    let mut taken = vec![false; list.len()];
    let mut out = Vec::new();
    while out.len() < list.len() {
        let remaining: Vec<usize> = (lo..hi).filter(|&i| !taken[i]).collect();
        let m = remaining[(remaining.len() - 1) / 2];
        taken[m] = true;
        out.push(list[m]);
        while lo < hi && taken[lo] {
            lo += 1;
        }
        while hi > lo && taken[hi - 1] {
            hi -= 1;
        }
    }
    out
}

/// B.3-B.6 literally, with the failure values of the first perfect candidate of this set.
fn best_in_bracket(ctx: &Ctx, bracket: &[usize], ups: &[usize]) -> Option<(Failures, Vec<(usize, usize)>)> {
    let mut pairings = Vec::new();
    all_pairings(ctx, bracket, &mut Vec::new(), &mut pairings);
    if pairings.is_empty() {
        return None;
    }
    // B.3
    let all_unplayed = bracket.iter().all(|&i| ctx.games[i] == 0);
    let (g1, g2): (Vec<usize>, Vec<usize>) = if all_unplayed {
        let h = bracket.len() / 2;
        (bracket[..h].to_vec(), bracket[h..].to_vec())
    } else {
        bracket.iter().partition(|&&i| ctx.pref[i].colour == Colour::White)
    };
    // B.4: the smaller subgroup (G1 if equal) and its unavoidable inner pairs
    let g1_smaller = g1.len() <= g2.len();
    let (small, large) = if g1_smaller { (&g1, &g2) } else { (&g2, &g1) };
    let p = pairings.iter().map(|pr| pr.iter().filter(|(x, y)| small.contains(x) && small.contains(y)).count()).min()?;
    // D.2.a pools
    let white_sorted = |grp: &Vec<usize>| {
        let mut v = grp.clone();
        crate::sort::by_key(&mut v, |&i| (ctx.aro[i], i));
        v
    };
    let rank_sorted = |grp: &Vec<usize>| {
        let mut v = grp.clone();
        crate::sort::ascending(&mut v);
        v
    };
    let small_pool = middle_out(&if g1_smaller && !all_unplayed { white_sorted(small) } else { rank_sorted(small) });
    let large_pool = middle_out(&if !g1_smaller && !all_unplayed { white_sorted(large) } else { rank_sorted(large) });
    let k = (large.len() + p - (small.len() - p)) / 2;
    let mut xsets = Vec::new();
    combinations(small_pool.len(), p, &mut Vec::new(), 0, &mut xsets, usize::MAX)?;
    let mut ysets = Vec::new();
    combinations(large_pool.len(), k, &mut Vec::new(), 0, &mut ysets, usize::MAX)?;
    let mut best: Option<(Failures, Vec<(usize, usize)>)> = None;
    for xs in &xsets {
        let x: Vec<usize> = xs.iter().map(|&i| small_pool[i]).collect();
        for ysq in &ysets {
            let y: Vec<usize> = ysq.iter().map(|&i| large_pool[i]).collect();
            let small_new: Vec<usize> = small.iter().copied().filter(|i| !x.contains(i)).chain(y.iter().copied()).collect();
            let large_new: Vec<usize> = large.iter().copied().filter(|i| !y.contains(i)).chain(x.iter().copied()).collect();
            let (ng1, ng2) = if g1_smaller { (small_new, large_new) } else { (large_new, small_new) };
            // B.5
            let mut s1 = ng1.clone();
            crate::sort::by_key(&mut s1, |&i| (ctx.aro[i], i));
            // D.3: transpositions of G2 in lexicographic order of initial ranking
            let mut t2 = ng2.clone();
            crate::sort::ascending(&mut t2);
            let mut perm = Vec::new();
            let mut used = vec![false; t2.len()];
            permutations(ctx, &s1, &t2, &mut perm, &mut used, &mut |pairs| {
                let c7 = pairs.iter().filter(|(a, b)| ctx.pref[*a].colour == ctx.pref[*b].colour).count();
                let f = failures_literal(ctx, ups, c7);
                if best.as_ref().is_none_or(|(bf, _)| f < *bf) {
                    let mut pr: Vec<(usize, usize)> = pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
                    crate::sort::ascending(&mut pr);
                    best = Some((f, pr));
                }
            });
        }
    }
    best
}

/// Transpositions in order; `f` gets each legal one as pairs (S1[i], T2[i]).
fn permutations(ctx: &Ctx, s1: &[usize], t2: &[usize], cur: &mut Vec<usize>, used: &mut Vec<bool>, f: &mut dyn FnMut(&[(usize, usize)])) {
    if cur.len() == t2.len() {
        let pairs: Vec<(usize, usize)> = s1.iter().copied().zip(cur.iter().copied()).collect();
        if pairs.iter().all(|&(a, b)| ctx.compatible(a, b)) {
            f(&pairs);
        }
        return;
    }
    for j in 0..t2.len() {
        if !used[j] {
            used[j] = true;
            cur.push(t2[j]);
            permutations(ctx, s1, t2, cur, used, f);
            cur.pop();
            used[j] = false;
        }
    }
}

/// C.5-C.10 written out again from the rule text.
fn failures_literal(ctx: &Ctx, ups: &[usize], c7: usize) -> Failures {
    let mut scores: Vec<i32> = ups.iter().map(|&u| ctx.score[u].0).collect();
    crate::sort::ascending(&mut scores);
    let not_last = !ctx.last_round;
    let maxed: Vec<usize> = ups.iter().copied().filter(|&u| not_last && ctx.floats[u] >= ctx.max_t).collect();
    Failures {
        c5: ups.len(),
        c6: scores.into_iter().map(|s| -s).collect(),
        c7,
        c8: maxed.len(),
        c9: maxed.iter().map(|&u| ctx.floats[u]).sum(),
        c10: ups.iter().filter(|&&u| not_last && ctx.floated_prev[u]).count(),
    }
}

#[cfg(test)]
mod tests {
    use super::middle_out;
    #[test]
    fn d2_example() {
        // A..G -> D, C, E, B, F, A, G
        assert_eq!(middle_out(&[0, 1, 2, 3, 4, 5, 6]), vec![3, 2, 4, 1, 5, 0, 6]);
        assert_eq!(middle_out(&[8, 5, 3, 1]), vec![5, 3, 8, 1]);
    }
}
