//! What the venue prints and shows, as data: the alphabetical pairing list (for the wall and
//! the hall's display), the player list by rating, the printed header's lines, the withdrawn
//! marks. Pure Rust: the views under `views/print/` and `views/display.rs` lay it out.

use super::{BoardResult, Doc};
use torre_core::{Colour, PlayerId, RoundEntry};

/// One player's line of the alphabetical pairing list of a round.
#[derive(Clone, Debug, PartialEq)]
pub struct AlphaLine {
    pub player: PlayerId,
    /// Board and colour (None: not playing on a board, see `entry`).
    pub board: Option<(usize, Colour)>,
    pub opponent: Option<PlayerId>,
    pub result: BoardResult,
    /// The player's entry in the round (a bye, an absence: not paired).
    pub entry: RoundEntry,
}

/// Every player of the round in name order: the board players with board, colour and
/// opponent, then the PAB and the players not paired (byes, absences) at their name's place.
pub fn alpha_pairings(d: &Doc, round: u32) -> Vec<AlphaLine> {
    let t = &d.tournament;
    let (boards, _) = d.boards(round);
    let mut out: Vec<AlphaLine> = t
        .players
        .iter()
        .map(|p| {
            let on_board = boards.iter().find(|b| b.white == p.id || b.black == p.id);
            match on_board {
                Some(b) if b.white == p.id => AlphaLine { player: p.id, board: Some((b.board, Colour::White)), opponent: Some(b.black), result: b.result, entry: p.round(round) },
                Some(b) => AlphaLine { player: p.id, board: Some((b.board, Colour::Black)), opponent: Some(b.white), result: b.result, entry: p.round(round) },
                None => AlphaLine { player: p.id, board: None, opponent: None, result: BoardResult::Pending, entry: p.round(round) },
            }
        })
        .collect();
    out.sort_by_cached_key(|l| (name_key(t.player(l.player).map(|p| p.name.as_str()).unwrap_or("")), l.player));
    out
}

/// Names compared as a reader of a list does: without case.
pub fn name_key(name: &str) -> String {
    name.trim().to_lowercase()
}

/// The players by rating (highest first, unrated last), then by name.
pub fn by_rating(d: &Doc) -> Vec<PlayerId> {
    let mut ps: Vec<&torre_core::Player> = d.tournament.players.iter().collect();
    ps.sort_by_cached_key(|p| (std::cmp::Reverse(p.rating.unwrap_or(0)), name_key(&p.name), p.id));
    ps.iter().map(|p| p.id).collect()
}

/// The players by name.
pub fn by_name(d: &Doc) -> Vec<PlayerId> {
    let mut ps: Vec<&torre_core::Player> = d.tournament.players.iter().collect();
    ps.sort_by_cached_key(|p| (name_key(&p.name), p.id));
    ps.iter().map(|p| p.id).collect()
}

/// The date printed for round `r` (its 132 date if entered, else the event's dates). A 132
/// date is `YY/MM/DD` in the TRF; printed with the century, as the event's dates are
/// (`2026/05/03`: "26/05/03" reads as 26 May 2003 on an Italian wall).
pub fn round_date(d: &Doc, r: Option<u32>) -> String {
    let i = &d.tournament.info;
    if let Some(date) = r.and_then(|r| i.round_dates.get(r as usize - 1)).filter(|s| !s.trim().is_empty()) {
        let date = date.trim();
        return match date.split('/').collect::<Vec<_>>().as_slice() {
            [y, m, dd] if y.len() == 2 => format!("20{y}/{m}/{dd}"),
            _ => date.to_string(),
        };
    }
    match (i.start_date.trim(), i.end_date.trim()) {
        (s, "") => s.to_string(),
        (s, e) if s == e => s.to_string(),
        (s, e) => format!("{s} – {e}"),
    }
}
