//! The Buchholz family (C.07 Art. 8): BH, AOB, FB, with the unplayed-round rules of Art. 16
//! (the 2026 dummy caps of 16.4.1/16.4.2 through [`unplayed::dummy`]).

use super::unplayed::{self, round_kind, RoundKind};
use super::{div_round_half_up, modifiers, Computed, Context, Part, TieBreak, Undefined, Value};
use crate::model::PlayerId;
use crate::score::Score;

/// One round's Buchholz term before multiplication (shared with Sonneborn-Berger).
pub(crate) struct Term {
    pub round: u32,
    pub kind: RoundKind,
    pub opponent: Option<PlayerId>,
    /// Opponent's adjusted score, or the player's own score for the dummy (16.4).
    pub score: Score,
    pub note: String,
}

/// The terms of Buchholz for `id` (8.1): one per round, the opponent's score as seen by
/// opponents (16.3) for a game, the own score for an own unplayed round (16.4, the "dummy").
pub(crate) fn terms(ctx: &Context, id: PlayerId, forfeits_played: bool) -> Vec<Term> {
    let fp = forfeits_played || ctx.opts.round_robin;
    let mut out = Vec::new();
    for r in 1..=ctx.k {
        let kind = round_kind(ctx.t, id, r, fp);
        match kind {
            RoundKind::Game { opponent, .. } => {
                let adj = ctx.adjusted(opponent);
                let actual = ctx.score(opponent);
                let note = ctx.note(|| {
                    if adj == actual && ctx.opts.edition.forfeit_losses_at_actual_result() && unplayed::has_forfeit_loss(ctx.t, opponent, ctx.k) {
                        format!("{}: opponent {opponent} scored {adj}, his forfeit losses counted as losses (C.07 8.1, 16.2.4, 16.3.1)", kind.label())
                    } else if adj == actual {
                        format!("{}: opponent {opponent} scored {adj} (C.07 8.1)", kind.label())
                    } else {
                        format!(
                            "{}: opponent {opponent} counts {adj}, not {actual}: his unplayed rounds not followed by availability count as draws (C.07 16.3.2)",
                            kind.label()
                        )
                    }
                });
                out.push(Term { round: r, kind, opponent: Some(opponent), score: adj, note });
            }
            // 15.2: round robins have no dummy; byes simply do not count.
            _ if ctx.opts.round_robin => {}
            _ => {
                let own = ctx.score(id);
                let (score, article) = unplayed::dummy(own, kind, |o| ctx.adjusted(o), ctx.k, ctx.t.points.draw, ctx.opts.edition);
                let note = ctx.note(|| dummy_note(kind, own, score, article, "16.4"));
                out.push(Term { round: r, kind, opponent: None, score, note });
            }
        }
    }
    out
}

/// The note of a dummy round: at own score (16.4), or capped (2026: 16.4.1 forfeits at the
/// scheduled opponent's adjusted score, 16.4.2 other rounds at a draw per round).
fn dummy_note(kind: RoundKind, own: Score, score: Score, article: &str, base: &str) -> String {
    match article {
        "16.4.1" => format!("{}: game against oneself, own score {own} capped at the scheduled opponent's adjusted score {score} (C.07 {base}, 16.4.1)", kind.label()),
        "16.4.2" => format!("{}: game against oneself, own score {own} capped at a draw per round, {score} (C.07 {base}, 16.4.2)", kind.label()),
        _ => format!("{}: game against oneself at own score {own} (C.07 {base})", kind.label()),
    }
}

/// BH with its modifier (8.1, 14, 16.5).
pub fn buchholz(ctx: &Context, id: PlayerId, tb: &TieBreak) -> Computed {
    let terms = terms(ctx, id, tb.forfeits_played);
    sum_with_modifier(ctx, terms, tb, |t| Value::from_score(t.score))
}

pub(crate) fn sum_with_modifier(ctx: &Context, terms: Vec<Term>, tb: &TieBreak, value: impl Fn(&Term) -> Value) -> Computed {
    let significance: Vec<i64> = terms.iter().map(|t| t.score.0 as i64).collect();
    let mut parts: Vec<Part> = terms
        .iter()
        .map(|t| Part { round: t.round, opponent: t.opponent, note: t.note.clone(), value: value(t), vur: t.kind.is_vur(), cut: None })
        .collect();
    let total = modifiers::apply(&mut parts, &significance, tb.modifier, ctx.opts.edition.cuts_lowest_contribution());
    Computed { value: total, parts, ..Computed::default() }
}

/// AOB (8.2): average of the (uncut) Buchholz of the opponents met over the board, rounded half
/// up to 0.01; opponents whose Buchholz is 0 are left out (as TieBreakServer does).
pub fn average_of_opponents_buchholz(ctx: &Context, id: PlayerId) -> Computed {
    let mut parts = Vec::new();
    for r in 1..=ctx.k {
        if let RoundKind::Game { opponent, forfeit: false, .. } = round_kind(ctx.t, id, r, false) {
            let bh = ctx.buchholz(opponent);
            let (note, cut) = if bh.0 > 0 {
                (ctx.note(|| format!("opponent {opponent}'s Buchholz")), None)
            } else {
                (ctx.note(|| format!("opponent {opponent}'s Buchholz")), Some("Buchholz 0: left out of the average".to_string()))
            };
            parts.push(Part { round: r, opponent: Some(opponent), note, value: bh, vur: false, cut });
        }
    }
    if parts.is_empty() && ctx.opts.edition.empty_average_is_undefined() {
        return Computed::undefined(Undefined::NoGameForAverage);
    }
    let counted: Vec<i64> = parts.iter().filter(|p| p.cut.is_none()).map(|p| p.value.0).collect();
    let value = if counted.is_empty() { Value(0) } else { Value(div_round_half_up(counted.iter().sum(), counted.len() as i64)) };
    let detail = format!("average of {} values, rounded half up to 0.01", counted.len());
    Computed { value, parts, detail, undefined: None }
}

/// Score of `q` for Fore Buchholz (8.3): as if every game paired in round k were drawn.
fn fore_score(ctx: &Context, q: PlayerId) -> Score {
    let Some(p) = ctx.t.player(q) else { return Score::ZERO };
    let last = p.round(ctx.k);
    if !last.was_paired() {
        return ctx.adjusted(q);
    }
    let before = ctx.t.score_after(q, ctx.k.saturating_sub(1));
    if last.opponent().is_some() {
        return before + ctx.t.points.draw;
    }
    // A pairing-allocated bye is not a paired game: it keeps its point (16.3.1).
    let pab = ctx.t.points.points(&last);
    match ctx.opts.reading {
        super::Reading::Text => before + pab,
        super::Reading::TieBreakServer => before + pab + ctx.t.points.draw,
    }
}

/// FB (8.3) after round k (k plays the part of the final round).
pub fn fore_buchholz(ctx: &Context, id: PlayerId, tb: &TieBreak) -> Computed {
    let k = ctx.k;
    let own_paired_last = ctx.t.player(id).is_some_and(|p| p.round(k).was_paired());
    let own = if own_paired_last { fore_score(ctx, id) } else { ctx.score(id) };
    let mut terms = Vec::new();
    for r in 1..=k {
        let kind = round_kind(ctx.t, id, r, tb.forfeits_played || ctx.opts.round_robin || r == k);
        match kind {
            RoundKind::Game { opponent, .. } => {
                let s = fore_score(ctx, opponent);
                let note = ctx.note(|| format!("{}: opponent {opponent} counts {s} (last round drawn, C.07 8.3)", kind.label()));
                terms.push(Term { round: r, kind, opponent: Some(opponent), score: s, note });
            }
            _ if ctx.opts.round_robin => {}
            _ => {
                let (score, article) = unplayed::dummy(own, kind, |o| fore_score(ctx, o), k, ctx.t.points.draw, ctx.opts.edition);
                let note = ctx.note(|| dummy_note(kind, own, score, article, "8.3, 16.4"));
                terms.push(Term { round: r, kind, opponent: None, score, note });
            }
        }
    }
    sum_with_modifier(ctx, terms, tb, |t| Value::from_score(t.score))
}
