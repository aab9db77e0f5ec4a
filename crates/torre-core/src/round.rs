//! The round: what every pairing system produces and shares. Boards, the round's pairing and
//! its errors, who is to be paired (C.04.1: players with a requested bye or absence are not),
//! the boards' publication order (C.04.2.E) and writing a pairing into the tournament.
//!
//! This module lies below the pairing systems (`dutch/`, `dubov/`, ...), which take their types
//! from here; the facade `pairing` lies above them and is the only module naming them.

use crate::model::*;
use crate::score::Score;
use serde::{Deserialize, Serialize};

/// One board: `white` plays `black`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Board {
    pub white: PlayerId,
    pub black: PlayerId,
}

/// The pairing of one round: boards in publication order (C.04.2.E) and the PAB, if any.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundPairing {
    pub round: u32,
    pub boards: Vec<Board>,
    pub bye: Option<PlayerId>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PairError {
    /// No pairing satisfies the absolute criteria (the arbiter decides: C.04.3 A.9).
    NoValidPairing(String),
    /// The tournament cannot be paired as given (e.g. all rounds already played).
    InvalidInput(String),
    /// Too large for the engine.
    TooLarge(String),
    /// A rule set that this build does not implement.
    Unsupported(String),
}

impl std::fmt::Display for PairError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PairError::NoValidPairing(m) => write!(f, "no valid pairing exists: {m}"),
            PairError::InvalidInput(m) => write!(f, "invalid input: {m}"),
            PairError::TooLarge(m) => write!(f, "too large: {m}"),
            PairError::Unsupported(m) => write!(f, "{m}"),
        }
    }
}

impl std::error::Error for PairError {}

/// The round that the next pairing is for.
pub fn next_round(t: &Tournament) -> u32 {
    t.rounds_paired() + 1
}

/// Players to be paired in `round`, in pairing-number order: everybody without a requested
/// bye or absence (H, F, Z) in that round.
pub fn participants(t: &Tournament, round: u32) -> Vec<PlayerId> {
    t.players.iter().filter(|p| t.is_available(p.id, round)).map(|p| p.id).collect()
}

/// C.04.2.E: boards by the higher player's score, then the sum of scores, then the higher
/// player's rank (pairing number). Under an acceleration the score is the pairing score, the
/// round's virtual points included (C.04.5; FIDE's 2026 checklist for tournament programs,
/// items 187-188, asks for the real plus the fictitious points).
pub fn order_boards(t: &Tournament, round: u32, boards: &mut [Board]) {
    let accelerated;
    let t = if t.acceleration_method == AccelerationMethod::Baku {
        accelerated = crate::acceleration::with_baku(t);
        &accelerated
    } else {
        t
    };
    let key = |b: &Board| {
        let sw = t.pairing_score(b.white, round);
        let sb = t.pairing_score(b.black, round);
        let (hi_score, hi_id) = higher(sw, b.white, sb, b.black);
        (std::cmp::Reverse(hi_score), std::cmp::Reverse(sw + sb), hi_id)
    };
    crate::sort::by_key(boards, key);
}

/// The higher-ranked of two players: more points, then the smaller pairing number.
fn higher(sa: Score, a: PlayerId, sb: Score, b: PlayerId) -> (Score, PlayerId) {
    if (std::cmp::Reverse(sa), a) <= (std::cmp::Reverse(sb), b) {
        (sa, a)
    } else {
        (sb, b)
    }
}

/// Write a pairing into round `pairing.round` of the tournament (results pending).
pub fn apply(t: &mut Tournament, pairing: &RoundPairing) {
    let r = pairing.round;
    for b in &pairing.boards {
        if let Some(p) = t.player_mut(b.white) {
            p.set_round(r, RoundEntry::Game { opponent: b.black, colour: Some(Colour::White), result: GameResult::Pending });
        }
        if let Some(p) = t.player_mut(b.black) {
            p.set_round(r, RoundEntry::Game { opponent: b.white, colour: Some(Colour::Black), result: GameResult::Pending });
        }
    }
    if let Some(id) = pairing.bye {
        if let Some(p) = t.player_mut(id) {
            p.set_round(r, RoundEntry::Bye(ByeKind::PairingAllocated));
        }
    }
}

/// The pairing that round `round` of `t` shows (for checking and display).
pub fn pairing_in_file(t: &Tournament, round: u32) -> RoundPairing {
    let mut boards = Vec::new();
    let mut bye = None;
    for p in &t.players {
        match p.round(round) {
            RoundEntry::Game { opponent, colour, .. } => {
                let white = match colour {
                    Some(Colour::White) => true,
                    Some(Colour::Black) => false,
                    None => p.id < opponent,
                };
                if white {
                    boards.push(Board { white: p.id, black: opponent });
                }
            }
            RoundEntry::Bye(ByeKind::PairingAllocated) => bye = Some(p.id),
            _ => {}
        }
    }
    RoundPairing { round, boards, bye }
}

/// Result of running a system's literal procedure (the oracle) next to its engine on one round.
#[derive(Clone, Debug, Default)]
pub struct CrossCheck {
    pub brackets_compared: usize,
    pub brackets_too_big: usize,
    pub mismatches: Vec<String>,
}

/// `v`'s players (indices into `ids`) as their pairing numbers, `3,7,12`, for a mismatch line.
pub fn players_text(ids: &[PlayerId], v: &[usize]) -> String {
    v.iter().map(|&i| ids[i].to_string()).collect::<Vec<_>>().join(",")
}

/// `v`'s pairs (indices into `ids`) as `3-7 12-5`, for a mismatch line.
pub fn pairs_text(ids: &[PlayerId], v: &[(usize, usize)]) -> String {
    v.iter().map(|&(a, b)| format!("{}-{}", ids[a], ids[b])).collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_are_ordered_with_the_virtual_points_of_an_acceleration() {
        // Baku, 8 players, 5 rounds: players 1-4 (GA) have 1 virtual point in round 1
        let players = (1..=8).map(|id| Player { id, ..Default::default() }).collect();
        let mut t = Tournament { players, total_rounds: Some(5), acceleration_method: AccelerationMethod::Baku, ..Default::default() };
        let mut boards = vec![Board { white: 1, black: 5 }, Board { white: 3, black: 4 }];
        // 3-4: the higher player has 1 point, the sum is 2; 1-5: 1 point, the sum 1
        order_boards(&t, 1, &mut boards);
        assert_eq!(boards, [Board { white: 3, black: 4 }, Board { white: 1, black: 5 }]);
        // without the acceleration: nobody has a point, the higher player's number decides
        t.acceleration_method = AccelerationMethod::None;
        order_boards(&t, 1, &mut boards);
        assert_eq!(boards, [Board { white: 1, black: 5 }, Board { white: 3, black: 4 }]);
    }
}
