//! C.1-C.10: the absolute criteria (as edges between compatible players, see `Ctx`) and the
//! failure values of the quality criteria, compared lexicographically (C.5 first).
use super::Ctx;
use crate::score::Score;

/// Failure values of a bracket pairing, in priority order; smaller is better.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Failures {
    /// C.5 number of upfloaters.
    pub c5: usize,
    /// C.6 upfloaters' scores sorted ascending, negated: maximise the lowest score, then the
    /// second lowest, and so on.
    pub c6: Vec<i32>,
    /// C.7 players who do not get their colour preference.
    pub c7: usize,
    /// C.8 upfloaters who are maximum upfloaters (A.7); 0 in the last round.
    pub c8: usize,
    /// C.9 times maximum upfloaters have been upfloated; 0 in the last round.
    pub c9: u32,
    /// C.10 upfloaters who upfloated in the previous round; 0 in the last round.
    pub c10: usize,
}

/// C.6 key of a set of scores.
pub fn c6_key(scores: &[Score]) -> Vec<i32> {
    let mut v: Vec<i32> = scores.iter().map(|s| s.0).collect();
    crate::sort::ascending(&mut v);
    v.into_iter().map(|x| -x).collect()
}

/// The failure values that depend only on the set of upfloaters (C.5, C.6, C.8-C.10) with C.7 given.
pub fn failures(ctx: &Ctx, upfloaters: &[usize], c7: usize) -> Failures {
    let scores: Vec<Score> = upfloaters.iter().map(|&u| ctx.score[u]).collect();
    let (mut c8, mut c9, mut c10) = (0, 0, 0);
    if !ctx.last_round {
        for &u in upfloaters {
            // C.8 / C.9: maximum upfloaters (A.7)
            if ctx.floats[u] >= ctx.max_t {
                c8 += 1;
                c9 += ctx.floats[u];
            }
            // C.10: upfloated in the previous round
            if ctx.floated_prev[u] {
                c10 += 1;
            }
        }
    }
    Failures { c5: upfloaters.len(), c6: c6_key(&scores), c7, c8, c9, c10 }
}

/// C.7 of a complete bracket pairing: players who do not get their colour preference
/// (one per pair of players with the same preference).
pub fn colour_failures(ctx: &Ctx, pairs: &[(usize, usize)]) -> usize {
    pairs.iter().filter(|(a, b)| ctx.pref[*a].colour == ctx.pref[*b].colour).count()
}
