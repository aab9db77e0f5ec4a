//! The document's numbers and pairings as text, and pasted player lines read back.

use torre_core::pairing::RoundPairing;
use torre_core::{ByeKind, Colour, GameResult, Player, PlayerId, RoundEntry, Score, Tournament};

/// "1-4 2-3 PAB 5": boards as white-black pairing numbers in pairing-number order.
pub fn pairing_text(p: &RoundPairing) -> String {
    let mut boards = p.boards.clone();
    boards.sort_by_key(|b| b.white.min(b.black));
    let mut parts: Vec<String> = boards.iter().map(|b| format!("{}-{}", b.white, b.black)).collect();
    if let Some(id) = p.bye {
        parts.push(format!("PAB {id}"));
    }
    parts.join(" ")
}

pub fn fmt_score(s: Score) -> String {
    let t = s.tenths();
    let whole = t.div_euclid(10);
    match t.rem_euclid(10) {
        0 => whole.to_string(),
        5 if whole == 0 => "½".to_string(),
        5 => format!("{whole}½"),
        f => format!("{whole}.{f}"),
    }
}

/// Parse one pasted line: name, rating, title, federation, FIDE id, sex, birth year.
/// Fields are tab, semicolon or comma separated; a lone number after the name is the rating.
pub fn parse_player_line(line: &str) -> Result<Option<Player>, String> {
    let line = line.trim();
    if line.is_empty() {
        return Ok(None);
    }
    let sep = if line.contains('\t') { '\t' } else if line.contains(';') { ';' } else { ',' };
    let f: Vec<&str> = line.split(sep).map(|s| s.trim()).collect();
    let name = f[0].to_string();
    if name.is_empty() {
        return Err(crate::strings::line_no_name(line));
    }
    let mut p = Player { name, ..Default::default() };
    if let Some(r) = f.get(1).filter(|s| !s.is_empty()) {
        p.rating = Some(r.parse::<u32>().map_err(|_| crate::strings::line_bad_rating(line, r))?);
    }
    p.title = f.get(2).map(|s| s.to_string()).unwrap_or_default();
    p.federation = f.get(3).map(|s| s.to_uppercase()).unwrap_or_default();
    p.fide_id = f.get(4).map(|s| s.to_string()).unwrap_or_default();
    p.sex = f.get(5).and_then(|s| s.chars().next()).map(|c| c.to_ascii_lowercase()).filter(|c| *c == 'm' || *c == 'w' || *c == 'f').map(|c| if c == 'f' { 'w' } else { c });
    p.birth = f.get(6).map(|s| s.to_string()).unwrap_or_default();
    Ok(Some(p))
}

/// Float letters for a player's card: "up"/"down" when the opponent had a different score.
pub fn float_in(t: &Tournament, id: PlayerId, round: u32) -> &'static str {
    let Some(p) = t.player(id) else { return "" };
    match p.round(round) {
        RoundEntry::Game { opponent, .. } => {
            let me = t.score_after(id, round - 1);
            let op = t.score_after(opponent, round - 1);
            if op > me {
                "↑"
            } else if op < me {
                "↓"
            } else {
                ""
            }
        }
        RoundEntry::Bye(ByeKind::PairingAllocated) => "↓",
        _ => "",
    }
}

pub fn colour_letter(c: Option<Colour>) -> &'static str {
    match c {
        Some(Colour::White) => crate::strings::tr().letter_white,
        Some(Colour::Black) => crate::strings::tr().letter_black,
        None => "",
    }
}

pub fn entry_result_label(e: &RoundEntry) -> String {
    match e {
        RoundEntry::NotPaired => String::new(),
        RoundEntry::Bye(k) => match k {
            ByeKind::PairingAllocated => crate::strings::tr().label_pab.into(),
            ByeKind::Half => crate::strings::tr().label_half_bye.into(),
            ByeKind::Full => crate::strings::tr().label_full_bye.into(),
            ByeKind::Zero => crate::strings::tr().label_zero_bye.into(),
            ByeKind::ForfeitWin => "+".into(),
            ByeKind::ForfeitLoss => "-".into(),
        },
        RoundEntry::Game { result, .. } => match result {
            GameResult::Pending => "…".into(),
            GameResult::Win | GameResult::UnratedWin => "1".into(),
            GameResult::Draw | GameResult::UnratedDraw => "½".into(),
            GameResult::Loss | GameResult::UnratedLoss => "0".into(),
            GameResult::ForfeitWin => "+".into(),
            GameResult::ForfeitLoss => "-".into(),
        },
    }
}

/// A crosstable cell: the opponent's rank, the colour and the result ("12w1"), or the bye or
/// absence.
pub fn cross_cell(e: &RoundEntry, rank_of: impl Fn(PlayerId) -> u32) -> String {
    match e {
        RoundEntry::Game { opponent, colour, .. } => format!("{}{}{}", rank_of(*opponent), colour_letter(*colour).to_lowercase(), entry_result_label(e)),
        _ => entry_result_label(e),
    }
}
