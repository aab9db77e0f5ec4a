//! Rating-based tie-breaks (C.07 Art. 10): ARO, TPR, PTP, APRO, APPO, RTNG (2026, 10.6), with the FIDE
//! Rating Regulations B.02 tables 8.1.1 (p -> dp) and 8.1.2 (D -> PD).
//! Only games played over the board count (15.1); unrated opponents are skipped unless
//! [`super::Options::unrated_rating`] gives them a rating. In 2026 the whole family is dropped
//! when unrated players are present and no such rating is set (Art. 10, see
//! [`super::Context::ratings_dropped`]); from Aug 2024 an average over no game is undefined.

use super::unplayed::{round_kind, RoundKind};
use super::{div_round_half_up, Computed, Context, Modifier, Part, Reading, TieBreak, Undefined, Value};
use crate::model::{GameResult, PlayerId, RoundEntry};

/// B.02 table 8.1.1: dp for p = 0.50, 0.51, ..., 1.00 (p below 0.50 mirrors it; 1.00 -> 800).
const DP: [i32; 51] = [
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184, 193, 202, 211, 220, 230, 240,
    251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/// B.02 table 8.1.2: the largest rating difference D giving PD = 0.50, 0.51, ..., 0.99 for the
/// higher-rated player; above 735 PD = 1.00.
const PD_UPPER: [i32; 50] = [
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162, 170, 179, 188, 197, 206, 215, 225, 235, 245, 256,
    267, 278, 290, 302, 315, 328, 344, 357, 374, 391, 411, 432, 456, 484, 517, 559, 619, 735,
];

/// dp for a percentage score 0..=100 (B.02 8.1.1; 0 -> -800, 100 -> +800).
pub fn dp(percent: i64) -> i32 {
    let p = percent.clamp(0, 100);
    if p >= 50 {
        DP[(p - 50) as usize]
    } else {
        -DP[(50 - p) as usize]
    }
}

/// Expected score in hundredths for a rating difference `d` = own - opponent (B.02 8.1.2,
/// without the 400-point cap).
pub fn pd(d: i32, reading: Reading) -> i64 {
    let a = d.unsigned_abs() as i32;
    let mut hi = PD_UPPER.iter().position(|&u| a <= u).map(|i| 50 + i as i64).unwrap_or(100);
    if reading == Reading::TieBreakServer {
        // TieBreakServer's table: 0.93 at 411 and 0.99 at 610.
        if a == 411 {
            hi = 93;
        } else if a == 610 {
            hi = 99;
        }
    }
    if d >= 0 {
        hi
    } else {
        100 - hi
    }
}

/// The rated games over the board of `id` in rounds 1..=k: (round, opponent, opponent's rating,
/// points in tenths on the 1 / ½ / 0 scale). Unrated opponents give `None` as rating.
fn rated_games(ctx: &Context, id: PlayerId) -> Vec<(u32, PlayerId, Option<u32>, i64)> {
    let mut out = Vec::new();
    let Some(p) = ctx.t.player(id) else { return out };
    for r in 1..=ctx.k {
        if let RoundKind::Game { opponent, forfeit: false, .. } = round_kind(ctx.t, id, r, false) {
            let pts = match p.round(r) {
                RoundEntry::Game { result: GameResult::Win | GameResult::UnratedWin, .. } => 10,
                RoundEntry::Game { result: GameResult::Draw | GameResult::UnratedDraw, .. } => 5,
                _ => 0,
            };
            out.push((r, opponent, ctx.rating(opponent), pts));
        }
    }
    out
}

/// Games kept after the modifier, as parts; unrated opponents first count as the cut values
/// (as TieBreakServer does), then the lowest (Cut) and highest (Median) ratings.
fn rating_parts(ctx: &Context, id: PlayerId, m: Modifier) -> Vec<Part> {
    let games = rated_games(ctx, id);
    let mut parts: Vec<Part> = games
        .iter()
        .map(|&(r, o, rating, pts)| Part {
            round: r,
            opponent: Some(o),
            note: ctx.note(|| match rating {
                Some(x) => format!("opponent {o} rated {x}, scored {}", pts as f64 / 10.0),
                None => format!("opponent {o} unrated"),
            }),
            value: Value::from_int(rating.unwrap_or(0) as i64),
            vur: false,
            cut: rating.is_none().then(|| "unrated opponent: no rating to average (C.07 10)".to_string()),
        })
        .collect();
    let (mut low, mut high) = super::modifiers::counts(m);
    low = low.min(ctx.k as usize);
    high = high.min(ctx.k as usize - low);
    let mut unrated = parts.iter().filter(|p| p.cut.is_some()).count();
    for (n, highest) in [(low, false), (high, true)] {
        for _ in 0..n {
            if unrated > 0 {
                unrated -= 1;
                continue;
            }
            let live = (0..parts.len()).filter(|&i| parts[i].cut.is_none());
            let pick = if highest { live.max_by_key(|&i| (parts[i].value, usize::MAX - i)) } else { live.min_by_key(|&i| (parts[i].value, i)) };
            if let Some(i) = pick {
                parts[i].cut = Some(if highest { "Median: highest rating (C.07 14.3)".into() } else { "Cut: lowest rating (C.07 14.1)".into() });
            }
        }
    }
    parts
}

fn kept(parts: &[Part]) -> Vec<i64> {
    parts.iter().filter(|p| p.cut.is_none()).map(|p| p.value.0 / 100).collect()
}

/// Sum of ratings and points (tenths) of the kept games.
fn kept_with_points(ctx: &Context, id: PlayerId, parts: &[Part]) -> (Vec<i64>, i64) {
    let games = rated_games(ctx, id);
    let mut ratings = Vec::new();
    let mut pts = 0;
    for p in parts.iter().filter(|p| p.cut.is_none()) {
        if let Some(g) = games.iter().find(|g| g.0 == p.round) {
            ratings.push(p.value.0 / 100);
            pts += g.3;
        }
    }
    (ratings, pts)
}

fn average(ratings: &[i64]) -> i64 {
    if ratings.is_empty() {
        0
    } else {
        div_round_half_up(ratings.iter().sum(), ratings.len() as i64)
    }
}

/// ARO (10.1): average rating of the opponents, rounded half up.
pub fn aro(ctx: &Context, id: PlayerId, tb: &TieBreak) -> Computed {
    let parts = rating_parts(ctx, id, tb.modifier);
    let ratings = kept(&parts);
    if ratings.is_empty() && ctx.opts.edition.empty_average_is_undefined() {
        return Computed { parts, ..Computed::undefined(Undefined::NoRatedGameToAverage) };
    }
    let value = Value::from_int(average(&ratings));
    Computed { value, parts, detail: format!("average of {} ratings, rounded half up", ratings.len()), undefined: None }
}

/// TPR (10.2): ARO + dp(p), p the fractional score over the same games rounded half up to a
/// percentage, dp from B.02 8.1.1 (p = 0 -> -800, p = 1 -> +800).
pub fn tpr(ctx: &Context, id: PlayerId) -> Computed {
    let parts = rating_parts(ctx, id, Modifier::None);
    let (ratings, pts) = kept_with_points(ctx, id, &parts);
    if ratings.is_empty() {
        return no_rated_games(ctx, parts);
    }
    let aro = average(&ratings);
    let percent = div_round_half_up(10 * pts, ratings.len() as i64);
    let d = dp(percent);
    let value = Value::from_int(aro_plus_dp(&ratings, pts));
    Computed { value, parts, detail: format!("ARO {aro} + dp({percent}%) {d:+} (B.02 8.1.1)"), undefined: None }
}

/// PTP (10.3): the lowest integer rating R for which the expected score against the same
/// opponents (B.02 8.1.2, no 400 cap) reaches the score; a zero score gives the lowest
/// opponent's rating - 800.
pub fn ptp(ctx: &Context, id: PlayerId) -> Computed {
    let parts = rating_parts(ctx, id, Modifier::None);
    let (ratings, pts) = kept_with_points(ctx, id, &parts);
    let Some(&min) = ratings.iter().min() else {
        return no_rated_games(ctx, parts);
    };
    let max = *ratings.iter().max().unwrap_or(&min);
    if pts == 0 {
        return Computed { value: Value::from_int(min - 800), parts, detail: "zero score: lowest opponent - 800 (C.07 10.3)".into(), undefined: None };
    }
    let target = pts * 10; // hundredths
    let expected = |r: i64| -> i64 { ratings.iter().map(|&o| pd((r - o) as i32, ctx.opts.reading)).sum() };
    let r = match ctx.opts.reading {
        Reading::Text => lowest_reaching(&expected, target, min - 800, max + 800),
        Reading::TieBreakServer => {
            let start = aro_plus_dp(&ratings, pts);
            galloping(&expected, target, start)
        }
    };
    Computed { value: Value::from_int(r), parts, detail: format!("lowest R with expected score >= {} (B.02 8.1.2)", pts as f64 / 10.0), undefined: None }
}

/// TPR / PTP without a rated game: 0 in 2023, undefined from Aug 2024.
fn no_rated_games(ctx: &Context, parts: Vec<Part>) -> Computed {
    if ctx.opts.edition.empty_average_is_undefined() {
        Computed { parts, ..Computed::undefined(Undefined::NoRatedGame) }
    } else {
        Computed { parts, detail: "no rated games".into(), ..Computed::default() }
    }
}

/// RTNG (10.6): the player's rating (higher first; `RTNG/R` lower first).
pub fn rtng(ctx: &Context, id: PlayerId) -> Computed {
    match ctx.rating(id) {
        Some(r) => Computed::plain(Value::from_int(r as i64)),
        None => Computed { detail: "unrated".into(), ..Computed::default() },
    }
}

/// The smallest r in lo..=hi with f(r) >= target, for a non-decreasing f.
fn lowest_reaching(f: &dyn Fn(i64) -> i64, target: i64, mut lo: i64, mut hi: i64) -> i64 {
    while lo < hi {
        let mid = lo + (hi - lo).div_euclid(2);
        if f(mid) >= target {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    lo
}

/// TieBreakServer's search: from the TPR, steps of 16 doubling until the target is bracketed,
/// then halving. Same result as [`lowest_reaching`] when f is non-decreasing; with that
/// program's table (not monotone at 610) it can stop elsewhere, and that is what it prints.
fn galloping(f: &dyn Fn(i64) -> i64, target: i64, start: i64) -> i64 {
    let mut step = 16;
    let (mut low, mut high);
    if f(start) >= target {
        high = start;
        while f(start - step) >= target {
            high = start - step;
            step *= 2;
        }
        low = start - step;
    } else {
        low = start;
        while f(start + step) < target {
            low = start + step;
            step *= 2;
        }
        high = start + step;
    }
    let mut step = high - low;
    while high - low > 1 {
        step /= 2;
        if f(low + step) >= target {
            high -= step;
        } else {
            low += step;
        }
    }
    high
}

fn aro_plus_dp(ratings: &[i64], pts: i64) -> i64 {
    average(ratings) + dp(div_round_half_up(10 * pts, ratings.len() as i64)) as i64
}

/// APRO (10.4) / APPO (10.5): average of the opponents' TPR / PTP over games played,
/// opponents with value 0 left out, rounded half up.
pub fn average_of_opponents(ctx: &Context, id: PlayerId, perfect: bool) -> Computed {
    let mut parts = Vec::new();
    let games = rated_games(ctx, id);
    if games.is_empty() && ctx.opts.edition.empty_average_is_undefined() {
        return Computed::undefined(Undefined::NoGamePlayed);
    }
    for (r, o, _, _) in games {
        let v = if perfect { ctx.ptp(o) } else { ctx.tpr(o) };
        let what = if perfect { "PTP" } else { "TPR" };
        parts.push(Part {
            round: r,
            opponent: Some(o),
            note: ctx.note(|| format!("opponent {o}'s {what}")),
            value: v,
            vur: false,
            cut: (v.0 <= 0).then(|| format!("{what} 0: left out of the average")),
        });
    }
    let vals: Vec<i64> = parts.iter().filter(|p| p.cut.is_none()).map(|p| p.value.0 / 100).collect();
    Computed { value: Value::from_int(average(&vals)), parts, detail: format!("average of {} values, rounded half up", vals.len()), undefined: None }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_match_b02() {
        assert_eq!(dp(100), 800);
        assert_eq!(dp(67), 125); // seed: 4/6 -> +125
        assert_eq!(dp(0), -800);
        assert_eq!(dp(33), -125);
        assert_eq!(pd(0, Reading::Text), 50);
        assert_eq!(pd(-3, Reading::Text), 50);
        assert_eq!(pd(411, Reading::Text), 92);
        assert_eq!(pd(412, Reading::Text), 93);
        assert_eq!(pd(610, Reading::Text), 98);
        assert_eq!(pd(735, Reading::Text), 99);
        assert_eq!(pd(736, Reading::Text), 100);
        assert_eq!(pd(-736, Reading::Text), 0);
        assert_eq!(pd(411, Reading::TieBreakServer), 93);
        assert_eq!(pd(610, Reading::TieBreakServer), 99);
        assert_eq!(pd(-610, Reading::TieBreakServer), 1);
        // Both tables are monotone.
        assert!(DP.windows(2).all(|w| w[0] < w[1]));
        assert!(PD_UPPER.windows(2).all(|w| w[0] < w[1]));
    }
}
