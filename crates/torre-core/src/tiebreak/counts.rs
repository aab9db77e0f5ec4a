//! Tie-breaks on the player's own record (C.07 Art. 7): WIN, WON, BPG, BWG, PS, GE / REP, and
//! the 2026 additions STD (7.7) and TPN (7.8).

use super::unplayed::{round_kind, RoundKind};
use super::{Computed, Context, Kind, Modifier, Part, TieBreak, Value};
use crate::model::{Colour, PlayerId};
use crate::score::Score;

fn count(ctx: &Context, id: PlayerId, what: &str, pred: impl Fn(u32, RoundKind, Score) -> bool) -> Computed {
    let mut parts = Vec::new();
    let Some(p) = ctx.t.player(id) else { return Computed::default() };
    for r in 1..=ctx.k {
        let kind = round_kind(ctx.t, id, r, false);
        let pts = ctx.t.points.points(&p.round(r));
        if pred(r, kind, pts) {
            parts.push(Part { round: r, opponent: kind.opponent(), note: ctx.note(|| format!("{}: {what}", kind.label())), value: Value::from_int(1), vur: false, cut: None });
        }
    }
    Computed { value: Value::from_int(parts.len() as i64), parts, ..Computed::default() }
}

/// The round was worth a win's points (7.1: "with or without playing").
fn worth_a_win(ctx: &Context, pts: Score) -> bool {
    pts == ctx.t.points.win && pts > ctx.t.points.draw
}

pub fn compute(ctx: &Context, id: PlayerId, tb: &TieBreak) -> Computed {
    let won_otb = |k: RoundKind, pts: Score| matches!(k, RoundKind::Game { forfeit: false, .. }) && worth_a_win(ctx, pts);
    let black = |k: RoundKind| matches!(k, RoundKind::Game { forfeit: false, colour: Some(Colour::Black), .. });
    match tb.kind {
        // 7.1 WIN: rounds where the points of a win were obtained, played or not.
        Kind::Win => count(ctx, id, "worth a win (C.07 7.1)", |_, _, pts| worth_a_win(ctx, pts)),
        // 7.2 WON: games won over the board.
        Kind::Won => count(ctx, id, "won over the board (C.07 7.2)", |_, k, pts| won_otb(k, pts)),
        // 7.3 BPG: games played with Black.
        Kind::Bpg => count(ctx, id, "played with Black (C.07 7.3)", |_, k, _| black(k)),
        // 7.4 BWG: games won with Black.
        Kind::Bwg => count(ctx, id, "won with Black (C.07 7.4)", |_, k, pts| black(k) && won_otb(k, pts)),
        // 7.6 GE (2023) / REP (2024, 2026): rounds minus requested byes and forfeit losses:
        // games, PAB, rounds worth a win.
        Kind::Ge | Kind::Rep => count(ctx, id, "elected to play (C.07 7.6)", |_, k, pts| {
            matches!(k, RoundKind::Game { forfeit: false, .. } | RoundKind::Pab) || worth_a_win(ctx, pts)
        }),
        Kind::Ps => progressive(ctx, id, tb.modifier),
        Kind::Std => standard_points(ctx, id),
        // 7.8 TPN: the pairing number (ascending, see `TieBreak::lower_is_better`).
        Kind::Tpn => Computed::plain(Value::from_int(id as i64)),
        _ => Computed::default(),
    }
}

/// 7.7 STD: 1 for each round in which the player scored more than the scheduled opponent (or,
/// without a scheduled opponent, more than a draw's points), ½ for the same. A double forfeit
/// (both lose by forfeit) is "the same number of points as their scheduled opponent": ½, the
/// literal reading the conformance corpus follows (FIDE's program compares with a draw, 0).
fn standard_points(ctx: &Context, id: PlayerId) -> Computed {
    let Some(p) = ctx.t.player(id) else { return Computed::default() };
    let mut parts = Vec::new();
    for r in 1..=ctx.k {
        let kind = round_kind(ctx.t, id, r, false);
        let own = ctx.t.points.points(&p.round(r));
        let (other, against) = match kind.opponent().and_then(|o| ctx.t.player(o)) {
            Some(o) => (ctx.t.points.points(&o.round(r)), "the scheduled opponent"),
            None => (ctx.t.points.draw, "a draw, without playing"),
        };
        let value = match own.cmp(&other) {
            std::cmp::Ordering::Greater => Value::from_int(1),
            std::cmp::Ordering::Equal => Value(50),
            std::cmp::Ordering::Less => Value(0),
        };
        let note = ctx.note(|| format!("{}: {own} against {other} of {against} (C.07 7.7)", kind.label()));
        parts.push(Part { round: r, opponent: kind.opponent(), note, value, vur: false, cut: None });
    }
    Computed { value: parts.iter().map(|p| p.value).sum(), parts, ..Computed::default() }
}

/// 7.5 PS: sum of the running scores after each round; Cut-n drops the first n rounds (14.1).
fn progressive(ctx: &Context, id: PlayerId, m: Modifier) -> Computed {
    let cut = match m {
        Modifier::Cut(n) => n as u32,
        _ => 0,
    };
    let mut parts = Vec::new();
    for r in 1..=ctx.k {
        let s = ctx.t.score_after(id, r);
        parts.push(Part {
            round: r,
            opponent: None,
            note: ctx.note(|| format!("score after round {r}")),
            value: Value::from_score(s),
            vur: false,
            cut: (r <= cut).then(|| "Cut: earliest rounds dropped (C.07 14.1)".to_string()),
        });
    }
    let value = parts.iter().filter(|p| p.cut.is_none()).map(|p| p.value).sum();
    Computed { value, parts, ..Computed::default() }
}
