//! The document's numbers and pairings as text.

use torre_core::pairing::RoundPairing;
use torre_core::{ByeKind, Colour, GameResult, PlayerId, RoundEntry, Score, Tournament};

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
            GameResult::Adjourned => "?".into(),
            GameResult::Win | GameResult::UnratedWin => "1".into(),
            GameResult::Draw | GameResult::UnratedDraw => "½".into(),
            GameResult::Loss | GameResult::UnratedLoss => "0".into(),
            GameResult::ForfeitWin => "+".into(),
            GameResult::ForfeitLoss => "-".into(),
        },
    }
}

/// A crosstable cell: the opponent's line in the table, the colour and the result ("12w1"), or
/// the bye or absence.
pub fn cross_cell(e: &RoundEntry, line_of: impl Fn(PlayerId) -> u32) -> String {
    match e {
        RoundEntry::Game { opponent, colour, .. } => format!("{}{}{}", line_of(*opponent), colour_letter(*colour).to_lowercase(), entry_result_label(e)),
        _ => entry_result_label(e),
    }
}

/// FIDE title as printed (TRF files often carry the one-letter codes: g, m, wg, f, wm, c, wf).
pub fn title_display(code: &str) -> String {
    torre_core::trf::fields::title(code).ok().flatten().unwrap_or_else(|| code.trim().to_string())
}

pub fn player_label(t: &Tournament, id: PlayerId) -> String {
    match t.player(id) {
        Some(p) if p.title.trim().is_empty() => p.name.clone(),
        Some(p) => format!("{} {}", title_display(&p.title), p.name),
        None => format!("#{id}"),
    }
}
