//! The result of one board as the arbiter enters it, and its two round entries.

use torre_core::GameResult;

/// Result of one board as the arbiter enters it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardResult {
    Pending,
    WhiteWins,
    BlackWins,
    Draw,
    WhiteForfeitWin,
    BlackForfeitWin,
    DoubleForfeit,
}

impl BoardResult {
    pub fn label(self) -> &'static str {
        match self {
            BoardResult::Pending => "",
            BoardResult::WhiteWins => "1-0",
            BoardResult::BlackWins => "0-1",
            BoardResult::Draw => "½-½",
            BoardResult::WhiteForfeitWin => "+/-",
            BoardResult::BlackForfeitWin => "-/+",
            BoardResult::DoubleForfeit => "-/-",
        }
    }
    /// The result as the player with `colour` reads it, his score first ("0-1" beside the
    /// Black player of a 1-0): a list by name shows each player's own line.
    pub fn label_for(self, colour: torre_core::Colour) -> &'static str {
        if colour == torre_core::Colour::White {
            return self.label();
        }
        // the board with the colours the other way round
        let (white, black) = self.entries();
        BoardResult::from_entries(black, white).label()
    }
    /// A single key pressed in the result field.
    pub fn from_key(key: &str) -> Option<BoardResult> {
        Some(match key {
            "1" => BoardResult::WhiteWins,
            "0" => BoardResult::BlackWins,
            "=" | "5" | "½" | "d" | "D" => BoardResult::Draw,
            "+" => BoardResult::WhiteForfeitWin,
            "-" => BoardResult::BlackForfeitWin,
            "*" | "f" | "F" => BoardResult::DoubleForfeit,
            _ => return None,
        })
    }
    /// Typed or pasted text ("1-0", "1/2", "0.5-0.5", "+-", ...).
    pub fn parse(text: &str) -> Option<BoardResult> {
        let t: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        Some(match t.as_str() {
            "" => BoardResult::Pending,
            "1-0" | "1:0" | "1" => BoardResult::WhiteWins,
            "0-1" | "0:1" | "0" => BoardResult::BlackWins,
            "½-½" | "1/2-1/2" | "1/2" | "0.5-0.5" | "=" | "½" | "5" | "d" | "D" => BoardResult::Draw,
            "+/-" | "+-" | "+" | "+:-" => BoardResult::WhiteForfeitWin,
            "-/+" | "-+" | "-" | "-:+" => BoardResult::BlackForfeitWin,
            "-/-" | "--" | "0-0" | "*" | "f" | "F" => BoardResult::DoubleForfeit,
            _ => return None,
        })
    }
    pub(super) fn entries(self) -> (GameResult, GameResult) {
        use GameResult::*;
        match self {
            BoardResult::Pending => (Pending, Pending),
            BoardResult::WhiteWins => (Win, Loss),
            BoardResult::BlackWins => (Loss, Win),
            BoardResult::Draw => (Draw, Draw),
            BoardResult::WhiteForfeitWin => (ForfeitWin, ForfeitLoss),
            BoardResult::BlackForfeitWin => (ForfeitLoss, ForfeitWin),
            BoardResult::DoubleForfeit => (ForfeitLoss, ForfeitLoss),
        }
    }
    pub(super) fn from_entries(w: GameResult, b: GameResult) -> BoardResult {
        use GameResult::*;
        match (w, b) {
            // an adjourned game (TRF `?`) is a result still missing; `Doc::is_adjourned` tells
            (Pending | Adjourned, _) | (_, Pending | Adjourned) => BoardResult::Pending,
            (Win | UnratedWin, _) => BoardResult::WhiteWins,
            (Loss | UnratedLoss, _) => BoardResult::BlackWins,
            (Draw | UnratedDraw, _) => BoardResult::Draw,
            (ForfeitWin, _) => BoardResult::WhiteForfeitWin,
            (ForfeitLoss, ForfeitWin) => BoardResult::BlackForfeitWin,
            (ForfeitLoss, _) => BoardResult::DoubleForfeit,
        }
    }
}
