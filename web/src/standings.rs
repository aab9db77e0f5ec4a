//! Standings for the screens and the TRF export, from the core's C.07 tie-breaks
//! (`torre_core::tiebreak`); points only when the tie-break list cannot be computed.

use crate::doc::Doc;
use torre_core::tiebreak::{self, TieBreak, Undefined};
use torre_core::{PlayerId, Score, Tournament};

pub struct Row {
    pub rank: u32,
    pub player: PlayerId,
    pub points: Score,
    pub values: Vec<String>,
}

pub struct Table {
    pub columns: Vec<String>,
    pub rows: Vec<Row>,
    pub note: Option<String>,
}

impl Table {
    /// Player `id`'s line in the table (1 = first), how a crosstable names an opponent: a rank
    /// shared by players the tie-breaks do not separate would name two lines (0: not in it).
    pub fn line_of(&self, id: torre_core::PlayerId) -> u32 {
        self.rows.iter().position(|r| r.player == id).map_or(0, |i| i as u32 + 1)
    }
}

/// Standings after round `k` with the tournament's tie-breaks, under its C.07 edition and its
/// rating for unrated players ([`Doc::tiebreak_options`]). Undefined values (a rating column
/// dropped by the 2026 Art. 10) are left empty and the note says why.
pub fn compute(d: &Doc, k: u32) -> Table {
    // round robins: C.05 withdrawals (annulled results leave the table, forfeits counted)
    let (view, annulled) = d.standings_view(k);
    let t = &view;
    let opts = d.tiebreak_options();
    let computed = d.tiebreak_list().and_then(|tbs| {
        let s = tiebreak::standings(t, &tbs, Some(k), &opts)?;
        Ok((tbs, s))
    });
    match computed {
        Ok((tbs, s)) => Table {
            columns: tbs.iter().map(|tb| tb.code()).collect(),
            rows: s
                .rows
                .iter()
                .filter(|r| !annulled.contains(&r.id))
                .map(|r| Row {
                    rank: r.rank,
                    player: r.id,
                    points: r.points,
                    values: tbs.iter().enumerate().map(|(i, tb)| r.get(i).map(|v| v.format(tb.kind.decimals())).unwrap_or_default()).collect(),
                })
                .collect(),
            note: join_notes(dropped_note(&tbs, &s.dropped), annulled_note(t, &annulled)),
        },
        Err(e) => {
            let mut ids: Vec<(Score, PlayerId)> = t.players.iter().map(|p| (t.score_after(p.id, k), p.id)).collect();
            ids.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
            let mut rows: Vec<Row> = Vec::new();
            for (i, (pts, id)) in ids.iter().enumerate() {
                let rank = match rows.last() {
                    Some(prev) if prev.points == *pts => prev.rank,
                    _ => i as u32 + 1,
                };
                rows.push(Row { rank, player: *id, points: *pts, values: Vec::new() });
            }
            let note = if t.tiebreaks.is_empty() { None } else { Some(format!("{} ({e})", crate::strings::tr().standings_points_only)) };
            Table { columns: Vec::new(), rows, note }
        }
    }
}

/// "ARO, TPR: empty: 2 unrated players (3, 7) and no rating set for them (C.07 Art. 10)".
fn dropped_note(tbs: &[TieBreak], dropped: &[Option<Undefined>]) -> Option<String> {
    let codes: Vec<String> = tbs.iter().zip(dropped).filter(|(_, d)| d.is_some()).map(|(tb, _)| tb.code()).collect();
    let why = dropped.iter().flatten().next()?;
    Some(format!("{}: {}", codes.join(", "), crate::strings::undefined_text(why)))
}

/// C.05: who withdrew from a round robin before playing half of his games (results annulled).
fn annulled_note(t: &Tournament, annulled: &[PlayerId]) -> Option<String> {
    if annulled.is_empty() {
        return None;
    }
    let names: Vec<String> = annulled.iter().map(|&id| crate::doc::player_label(t, id)).collect();
    let mut note = crate::strings::tr().rr_annulled_note.replace("{names}", &names.join(", "));
    // a name ending in an initial ("Schmidt, Pavel G.") ends the sentence too
    if note.ends_with("..") {
        note.pop();
    }
    Some(note)
}

fn join_notes(a: Option<String>, b: Option<String>) -> Option<String> {
    match (a, b) {
        (Some(a), Some(b)) => Some(format!("{a} {b}")),
        (a, b) => a.or(b),
    }
}

/// The tournament with each player's rank after the last paired round filled in (TRF export;
/// a round robin's withdrawal forfeits written in, [`Doc::for_export`]).
pub fn with_ranks(d: &Doc) -> Tournament {
    let mut t = d.for_export();
    let k = t.rounds_paired();
    if k > 0 {
        let table = compute(d, k);
        for r in table.rows {
            if let Some(p) = t.player_mut(r.player) {
                p.rank = Some(r.rank);
            }
        }
    }
    t
}
