//! Art. 3.1 the pairing-allocated bye.
use super::Ctx;
use std::cmp::Reverse;

/// 3.1: the PAB player (a local index), or `None` if nobody can receive it.
pub fn choose(ctx: &Ctx) -> Option<usize> {
    // 3.1.1 ([C2]) eligible; 3.1.3 lowest score; 3.1.4 most games played; 3.1.5 lowest ranking (1.8)
    let mut order: Vec<usize> = (0..ctx.n).filter(|&i| ctx.bye_ok[i]).collect();
    crate::sort::by_key(&mut order, |&i| (ctx.score[i], Reverse(ctx.games[i]), Reverse(ctx.rank[i])));
    // 3.1.2 ([C4]): the remaining players can be paired completely
    order.into_iter().find(|&b| {
        let others: Vec<usize> = (0..ctx.n).filter(|&i| i != b).collect();
        ctx.completable(&others)
    })
}
