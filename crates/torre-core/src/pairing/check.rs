//! The free pairings checker: re-pair every round from the tournament truncated before it.
//!
//! As the other checkers (JaVaFo, bbpPairings, Gacrux) do:
//! * a file that does not declare the colour drawn for round 1 (no `XXC white1/black1`, no
//!   152) is checked with the colour its own round 1 shows: the colour of the highest-ranked
//!   player who played a game with a colour in round 1 (TRF-2026 152: the record is needed
//!   only when the initial colour differs from that player's);
//! * a forfeit written without colours (`- -`, `- +`) says who was paired, not who had White:
//!   such pairs are compared without colours.

use super::{pair_next_round, pairing_in_file, Board, PairError, PairOptions, RoundPairing};
use crate::model::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RoundCheck {
    pub round: u32,
    pub expected: RoundPairing,
    /// What the engine produced, or why it could not.
    pub produced: Result<RoundPairing, PairError>,
    /// Boards of `expected` that the file writes without colours (forfeits `- -`, `- +`):
    /// compared as pairs only.
    #[serde(default)]
    pub colourless: Vec<Board>,
}

/// A board as an unordered pair, for the boards whose colours the file does not give.
fn unordered(b: &Board) -> Board {
    Board { white: b.white.min(b.black), black: b.white.max(b.black) }
}

impl RoundCheck {
    /// Same pairs, same colours (except on colourless boards), same PAB (board order ignored).
    pub fn matches(&self) -> bool {
        match &self.produced {
            Ok(p) => {
                let key = |b: &Board| if self.is_colourless(b) { unordered(b) } else { *b };
                let mut a: Vec<Board> = p.boards.iter().map(key).collect();
                let mut b: Vec<Board> = self.expected.boards.iter().map(key).collect();
                crate::sort::ascending(&mut a);
                crate::sort::ascending(&mut b);
                a == b && p.bye == self.expected.bye
            }
            Err(_) => false,
        }
    }

    /// Whether the file gives no colours for the pair on board `b` (in either orientation).
    pub fn is_colourless(&self, b: &Board) -> bool {
        let u = unordered(b);
        self.colourless.iter().any(|c| unordered(c) == u)
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct CheckReport {
    pub rounds: Vec<RoundCheck>,
    /// The initial colour the check used when the file does not declare one: read from the
    /// file's round 1. `None` when the file declares it (or round 1 shows no coloured game).
    #[serde(default)]
    pub initial_colour_from_round_1: Option<Colour>,
}

impl CheckReport {
    pub fn differing(&self) -> usize {
        self.rounds.iter().filter(|r| !r.matches()).count()
    }
}

/// The tournament as it stood before round `round`, with the requested byes and absences
/// that the file shows for `round` kept, so that those players are not paired.
pub fn before_round(t: &Tournament, round: u32) -> Tournament {
    let mut before = t.truncated(round - 1);
    for (p, orig) in before.players.iter_mut().zip(&t.players) {
        match orig.round(round) {
            RoundEntry::Bye(ByeKind::PairingAllocated) | RoundEntry::Game { .. } => {}
            RoundEntry::Bye(kind) => p.set_round(round, RoundEntry::Bye(kind)),
            // not paired in that round (withdrawn, not yet entered): absent
            RoundEntry::NotPaired => p.set_round(round, RoundEntry::Bye(ByeKind::Zero)),
        }
    }
    before
}

/// The colour that the highest-ranked player with a coloured game in round 1 received.
pub fn initial_colour_in_round_1(t: &Tournament) -> Option<Colour> {
    t.players.iter().find_map(|p| match p.round(1) {
        RoundEntry::Game { colour: Some(c), .. } => Some(c),
        _ => None,
    })
}

/// The boards of round `round` that the file writes without colours.
fn colourless_boards(t: &Tournament, round: u32) -> Vec<Board> {
    t.players
        .iter()
        .filter_map(|p| match p.round(round) {
            RoundEntry::Game { opponent, colour: None, .. } if p.id < opponent => Some(Board { white: p.id, black: opponent }),
            _ => None,
        })
        .collect()
}

/// Pair every round r of `t` from `t` truncated before r and compare with round r.
pub fn check(t: &Tournament, options: &PairOptions) -> CheckReport {
    check_with_progress(t, options, |_, _| {})
}

/// [`check`], calling `progress(done, of)` after each round (a long check off the page's
/// thread reports how far it is).
pub fn check_with_progress(t: &Tournament, options: &PairOptions, mut progress: impl FnMut(u32, u32)) -> CheckReport {
    let from_round_1 = if t.initial_colour.is_none() { initial_colour_in_round_1(t) } else { None };
    let with_colour;
    let t = match from_round_1 {
        Some(c) => {
            with_colour = Tournament { initial_colour: Some(c), ..t.clone() };
            &with_colour
        }
        None => t,
    };
    let of = t.rounds_paired();
    let rounds = (1..=of)
        .map(|round| {
            let before = before_round(t, round);
            let checked = RoundCheck {
                round,
                expected: pairing_in_file(t, round),
                produced: pair_next_round(&before, options),
                colourless: colourless_boards(t, round),
            };
            progress(round, of);
            checked
        })
        .collect();
    CheckReport { rounds, initial_colour_from_round_1: from_round_1 }
}
