//! B.5 S1 and B.6 / D.3 the first legal transposition of G2.
use super::feasibility::perfect_matching;
use super::Ctx;
use crate::round::PairError;

/// B.5: G1 by ascending ARO, then initial ranking.
pub fn s1_order(ctx: &Ctx, g1: &[usize]) -> Vec<usize> {
    let mut s = g1.to_vec();
    crate::sort::by_key(&mut s, |&i| (ctx.aro[i], i));
    s
}

/// Perfect matching between `left` and `right` (positions), as right position per left.
fn bipartite(ctx: &Ctx, left: &[usize], right: &[usize]) -> Option<Vec<usize>> {
    let h = left.len();
    if right.len() != h {
        return None;
    }
    let adj = |x: usize, y: usize| {
        let (x, y) = if x < y { (x, y) } else { (y, x) };
        x < h && y >= h && ctx.compatible(left[x], right[y - h])
    };
    let m = perfect_matching(2 * h, &adj, None)?;
    Some((0..h).map(|x| m[x] - h).collect())
}

/// B.6: S1[i] meets T2[i], T2 the first transposition (D.3: G2 in initial-ranking order,
/// permutations in lexicographic order) that yields a legal pairing. Built position by
/// position: the smallest choice that still leaves a legal completion is the first.
pub fn first_legal(ctx: &Ctx, g1: &[usize], g2: &[usize]) -> Result<Vec<(usize, usize)>, PairError> {
    let fail = || PairError::NoValidPairing("no legal transposition (B.6)".into());
    let s1 = s1_order(ctx, g1);
    let mut t2 = g2.to_vec();
    crate::sort::ascending(&mut t2);
    let mut witness: Vec<usize> = bipartite(ctx, &s1, &t2).ok_or_else(fail)?.into_iter().map(|y| t2[y]).collect();
    let mut pairs = Vec::with_capacity(s1.len());
    let mut free: Vec<usize> = t2.clone();
    for i in 0..s1.len() {
        let mut taken = None;
        for (j, &cand) in free.iter().enumerate() {
            if !ctx.compatible(s1[i], cand) {
                continue;
            }
            if witness[i] == cand {
                taken = Some(j);
                break;
            }
            let rest_right: Vec<usize> = free.iter().copied().filter(|&x| x != cand).collect();
            if let Some(m) = bipartite(ctx, &s1[i + 1..], &rest_right) {
                for (x, y) in m.into_iter().enumerate() {
                    witness[i + 1 + x] = rest_right[y];
                }
                witness[i] = cand;
                taken = Some(j);
                break;
            }
        }
        let j = taken.ok_or_else(fail)?;
        pairs.push((s1[i], free.remove(j)));
    }
    Ok(pairs)
}
