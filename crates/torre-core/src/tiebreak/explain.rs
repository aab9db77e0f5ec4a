//! Per-player breakdown of every tie-break: the round-by-round terms, the value each round
//! contributed, which values a modifier removed and why.

use super::direct_encounter::direct_encounter;
use super::standings::{check_round, compute, standings};
use super::{Computed, Context, Edition, Kind, Options, TieBreak, TieBreakError, Value};
use crate::model::{PlayerId, Tournament};
use crate::score::Score;
use std::fmt::Write;

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Item {
    pub tiebreak: TieBreak,
    pub computed: Computed,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Explanation {
    pub id: PlayerId,
    pub name: String,
    pub after_round: u32,
    /// The edition of C.07 the contributions follow (their notes cite its articles).
    pub edition: Edition,
    pub rank: u32,
    pub points: Score,
    pub items: Vec<Item>,
}

/// Explain every tie-break of `tiebreaks` for player `id` after round `after_round`.
pub fn explain(t: &Tournament, id: PlayerId, tiebreaks: &[TieBreak], after_round: Option<u32>, opts: &Options) -> Result<Explanation, TieBreakError> {
    let k = check_round(t, after_round)?;
    let table = standings(t, tiebreaks, Some(k), opts)?;
    let row = table.row(id).ok_or_else(|| TieBreakError::UnknownCode(format!("player {id}")))?;
    let mut ctx = Context::new(t, k, opts)?;
    ctx.notes = true;
    let mut items = Vec::new();
    for (j, tb) in tiebreaks.iter().enumerate() {
        let computed = if tb.kind == Kind::De {
            // The group DE was applied to: players equal on points and on every earlier criterion.
            let group: Vec<PlayerId> = table.rows.iter().filter(|r| r.points == row.points && r.values[..j] == row.values[..j]).map(|r| r.id).collect();
            let out = direct_encounter(&ctx, &group, tb.forfeits_played);
            let me = group.iter().position(|&g| g == id).unwrap_or(0);
            let others: Vec<String> = group.iter().filter(|&&g| g != id).map(|g| g.to_string()).collect();
            let detail = if group.len() < 2 {
                "not tied: DE does not apply (0)".to_string()
            } else {
                format!("tied with {}: {}; position {} (0 = not separated)", others.join(", "), out.notes[me], out.positions[me])
            };
            Computed { value: Value::from_int(out.positions[me] as i64), parts: Vec::new(), detail, undefined: None }
        } else {
            compute(&ctx, id, tb)
        };
        items.push(Item { tiebreak: *tb, computed });
    }
    let name = t.player(id).map(|p| p.name.clone()).unwrap_or_default();
    Ok(Explanation { id, name, after_round: k, edition: opts.edition, rank: row.rank, points: row.points, items })
}

impl Explanation {
    /// A readable report.
    pub fn to_text(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "Player {} {} - rank {}, {} points after round {}, {}", self.id, self.name, self.rank, self.points, self.after_round, self.edition);
        for item in &self.items {
            let tb = &item.tiebreak;
            let c = &item.computed;
            let shown = match &c.undefined {
                Some(why) => format!("undefined: {why}"),
                None => c.value.format(tb.kind.decimals()),
            };
            let _ = writeln!(s, "\n{} ({}) = {shown}", tb.code(), tb.kind.name());
            let dec = if matches!(tb.kind, Kind::Sb) { 2 } else { tb.kind.decimals().max(1) };
            let dec = if matches!(tb.kind, Kind::Aro | Kind::Tpr | Kind::Ptp | Kind::Apro | Kind::Appo | Kind::Win | Kind::Won | Kind::Bpg | Kind::Bwg | Kind::Ge | Kind::Rep | Kind::Tpn | Kind::Rtng) { 0 } else { dec };
            for p in &c.parts {
                let opp = p.opponent.map(|o| format!("vs {o:>4}")).unwrap_or_else(|| "own     ".to_string());
                let cut = p.cut.as_ref().map(|w| format!("  [cut: {w}]")).unwrap_or_default();
                let _ = writeln!(s, "  R{:<3} {opp}  {:>8}  {}{cut}", p.round, p.value.format(dec), p.note);
            }
            if !c.detail.is_empty() {
                let _ = writeln!(s, "  {}", c.detail);
            }
        }
        s
    }
}
