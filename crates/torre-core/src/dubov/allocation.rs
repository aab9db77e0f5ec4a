//! E.0-E.4 colour allocation for a pair.
use super::colour::Strength;
use super::Ctx;
use crate::model::Colour;

/// The pair `a`, `b` as (higher ranked, lower ranked), E.0 note: more points, then the higher
/// place in the initial ranking.
pub fn by_rank(ctx: &Ctx, a: usize, b: usize) -> (usize, usize) {
    if (std::cmp::Reverse(ctx.score[a]), a) <= (std::cmp::Reverse(ctx.score[b]), b) {
        (a, b)
    } else {
        (b, a)
    }
}

/// Returns (white, black) for the pair of local indices `a`, `b`.
pub fn allocate(ctx: &Ctx, a: usize, b: usize) -> (usize, usize) {
    let (hi, lo) = by_rank(ctx, a, b);
    let give = |p: usize, c: Colour| if c == Colour::White { (p, other(p, a, b)) } else { (other(p, a, b), p) };
    // E.0: both have yet to play a game
    if ctx.games[a] == 0 && ctx.games[b] == 0 {
        let odd = ctx.ids[hi] % 2 == 1;
        let c = if odd { ctx.initial_colour } else { ctx.initial_colour.opposite() };
        return give(hi, c);
    }
    let (pa, pb) = (ctx.pref[hi], ctx.pref[lo]);
    // E.1: grant both preferences
    if pa.colour != pb.colour {
        return give(hi, pa.colour);
    }
    // E.2: grant the stronger preference
    if pa.strength != pb.strength {
        return if pa.strength > pb.strength { give(hi, pa.colour) } else { give(lo, pb.colour) };
    }
    // E.3: alternate to the most recent round in which one had white and the other black
    // (C.04.2.D.5: played games only, histories aligned on the latest game)
    let (ha, hb) = (&ctx.hist[hi], &ctx.hist[lo]);
    for i in 1..=ha.len().min(hb.len()) {
        let (ca, cb) = (ha[ha.len() - i], hb[hb.len() - i]);
        if ca != cb {
            return give(hi, ca.opposite());
        }
    }
    // E.4: grant the preference of the higher ranked player
    let _ = Strength::Mild;
    give(hi, pa.colour)
}

fn other(p: usize, a: usize, b: usize) -> usize {
    if p == a {
        b
    } else {
        a
    }
}
