//! The absolute criteria a pairing can break (C.04.3 C.1–C.4; C.04.4.1 C.1–C.4), as data:
//! which criterion and which players, so that an explanation can say it in any language
//! (`Display` gives the English sentence of `torre --explain`). Shared by the pairing systems'
//! literal procedures and the explanation traces.

use crate::model::{Colour, PlayerId};
use serde::{Deserialize, Serialize};

/// Why a candidate pairing (or a set of upfloaters, or a transposition) cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Breach {
    /// C.1: `a` and `b` have already played each other.
    Met { a: PlayerId, b: PlayerId },
    /// C.1: the arbiter forbade the pair.
    Forbidden { a: PlayerId, b: PlayerId },
    /// C.3: both have an absolute preference for the same colour (`None` when not recorded).
    SameColour { a: PlayerId, b: PlayerId, colour: Option<Colour> },
    /// C.2: the player left over may not receive the pairing-allocated bye.
    ByeNotAllowed { player: PlayerId },
    /// A.9: more than one player would stay unpaired in the last bracket.
    Unpaired { count: usize },
    /// C.4 (A.9): with the players this leaves unpaired, the round cannot be completed.
    Completion,
    /// Dubov B.2: the bracket with this set of upfloaters has no legal pairing (C.1, C.3).
    NoBracketPairing,
    /// Dubov B.6: after `a`-`b` the rest of S1 cannot be legally paired with the rest of G2.
    NoPairingAfter { a: PlayerId, b: PlayerId },
}

impl Breach {
    /// The criterion broken, as the 2017/2018 texts number it ("C.1").
    pub fn article(&self) -> &'static str {
        match self {
            Breach::Met { .. } | Breach::Forbidden { .. } => "C.1",
            Breach::SameColour { .. } => "C.3",
            Breach::ByeNotAllowed { .. } => "C.2",
            Breach::Unpaired { .. } => "A.9",
            Breach::Completion => "C.4",
            Breach::NoBracketPairing => "C.1/C.3",
            Breach::NoPairingAfter { .. } => "B.6",
        }
    }
}

impl std::fmt::Display for Breach {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let art = self.article();
        match self {
            Breach::Met { a, b } => write!(f, "{art}: {a} and {b} have already played each other"),
            Breach::Forbidden { a, b } => write!(f, "{art}: {a} and {b} may not be paired (arbiter's forbidden pair)"),
            Breach::SameColour { a, b, colour: Some(c) } => {
                write!(f, "{art}: {a} and {b} both have an absolute preference for {}", if *c == Colour::White { "White" } else { "Black" })
            }
            Breach::SameColour { a, b, colour: None } => write!(f, "{art}: {a} and {b} have the same absolute colour preference"),
            Breach::ByeNotAllowed { player } => write!(f, "{art}: {player} may not receive the pairing-allocated bye"),
            Breach::Unpaired { count } => write!(f, "{art}: {count} players would stay unpaired in the last bracket"),
            Breach::Completion => write!(f, "{art}: the players left below could not all be paired, so the round cannot be completed"),
            Breach::NoBracketPairing => write!(f, "{art}: the bracket with this set has no legal pairing"),
            Breach::NoPairingAfter { a, b } => write!(f, "no legal pairing of the rest of S1 with the rest of G2 after {a}-{b}"),
        }
    }
}
