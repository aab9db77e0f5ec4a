//! Sonneborn-Berger and the Koya system (C.07 Art. 9); the SB-C1 tie rule of 14.1.2 d
//! (Aug 2024 on) and the 2026 dummy caps come through [`super::buchholz::sum_with_modifier`].

use super::buchholz::{sum_with_modifier, terms};
use super::unplayed::round_kind;
use super::{Computed, Context, Modifier, Part, TieBreak, Value};
use crate::model::PlayerId;
use crate::score::Score;

/// SB (9.1): for each round, the Buchholz term (opponent's adjusted score, or own score for an
/// own unplayed round, 16.4) times the points the player obtained in that round. Cut-n removes
/// the terms of the weakest opponents first (14.1), a voluntarily unplayed round first unless
/// the weakest opponent's product is higher (16.5).
pub fn sonneborn_berger(ctx: &Context, id: PlayerId, tb: &TieBreak) -> Computed {
    let p = ctx.t.player(id);
    let mut terms = terms(ctx, id, tb.forfeits_played);
    if ctx.notes {
        for t in &mut terms {
            let pts = p.map(|p| ctx.t.points.points(&p.round(t.round))).unwrap_or(Score::ZERO);
            t.note = format!("{} x {pts} obtained (C.07 9.1)", t.note);
        }
    }
    sum_with_modifier(ctx, terms, tb, |t| {
        let pts = p.map(|p| ctx.t.points.points(&p.round(t.round))).unwrap_or(Score::ZERO);
        Value::product(t.score, pts)
    })
}

/// KS (9.2): points scored against opponents who finished with at least half of the maximum
/// score (k rounds x a win), the threshold moved by Limit (14.5) in half points.
pub fn koya(ctx: &Context, id: PlayerId, tb: &TieBreak) -> Computed {
    let win = ctx.t.points.win;
    let shift = match tb.modifier {
        Modifier::Limit(n) => n as i32 * ctx.t.points.draw.0,
        _ => 0,
    };
    // Threshold in twentieths of a point keeps half of an odd number of tenths exact.
    let threshold2 = win.0 * ctx.k as i32 + 2 * shift;
    let mut parts = Vec::new();
    for r in 1..=ctx.k {
        // Round robin: forfeits are games (15.2).
        if let super::unplayed::RoundKind::Game { opponent, points, .. } = round_kind(ctx.t, id, r, true) {
            let opp = ctx.score(opponent);
            let counts = 2 * opp.0 >= threshold2;
            parts.push(Part {
                round: r,
                opponent: Some(opponent),
                note: ctx.note(|| format!("opponent {opponent} scored {opp}")),
                value: Value::from_score(points),
                vur: false,
                cut: (!counts).then(|| "opponent below the Koya limit (C.07 9.2, 14.5)".to_string()),
            });
        }
    }
    let value = parts.iter().filter(|p| p.cut.is_none()).map(|p| p.value).sum();
    let detail = format!("limit {} points", Score(threshold2 / 2));
    Computed { value, parts, detail, undefined: None }
}
