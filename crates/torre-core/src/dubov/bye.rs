//! B.0 (2026: 3.1) the pairing-allocated bye. The two texts give the same order (3.1.3 lowest
//! score, 3.1.4 most games played, 3.1.5 largest TPN); they differ in who is eligible ([C2],
//! `Ctx::bye_ok`).
use super::feasibility::perfect_matching;
use super::Ctx;
use std::cmp::Reverse;

/// B.0 / 3.1: the PAB player (a local index) and a perfect matching of the others, or `None`
/// if nobody can receive it.
pub fn choose(ctx: &Ctx) -> Option<(usize, Vec<usize>)> {
    let n = ctx.n;
    // B.0.a / 3.1.1 (C.2) eligibility; c / 3.1.3 lowest score; d / 3.1.4 most games played;
    // e / 3.1.5 lowest ranking (largest TPN)
    let mut order: Vec<usize> = (0..n).filter(|&i| ctx.bye_ok[i]).collect();
    crate::sort::by_key(&mut order, |&i| (ctx.score[i], Reverse(ctx.games[i]), Reverse(i)));
    for b in order {
        // B.0.b / 3.1.2 (C.4): the remaining players can be paired completely
        let others: Vec<usize> = (0..n).filter(|&i| i != b).collect();
        let adj = |x: usize, y: usize| ctx.compatible(others[x], others[y]);
        if let Some(m) = perfect_matching(others.len(), &adj, None) {
            let mut global = vec![usize::MAX; n];
            for (x, &y) in m.iter().enumerate() {
                global[others[x]] = others[y];
            }
            return Some((b, global));
        }
    }
    None
}
