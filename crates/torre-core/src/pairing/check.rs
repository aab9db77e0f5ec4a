//! The free pairings checker: re-pair every round from the tournament truncated before it.

use super::{pair_next_round, pairing_in_file, PairError, PairOptions, RoundPairing};
use crate::model::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RoundCheck {
    pub round: u32,
    pub expected: RoundPairing,
    /// What the engine produced, or why it could not.
    pub produced: Result<RoundPairing, PairError>,
}

impl RoundCheck {
    /// Same pairs, same colours, same PAB (board order ignored).
    pub fn matches(&self) -> bool {
        match &self.produced {
            Ok(p) => {
                let mut a = p.boards.clone();
                let mut b = self.expected.boards.clone();
                a.sort_unstable();
                b.sort_unstable();
                a == b && p.bye == self.expected.bye
            }
            Err(_) => false,
        }
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct CheckReport {
    pub rounds: Vec<RoundCheck>,
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

/// Pair every round r of `t` from `t` truncated before r and compare with round r.
pub fn check(t: &Tournament, options: &PairOptions) -> CheckReport {
    let rounds = (1..=t.rounds_paired())
        .map(|round| {
            let before = before_round(t, round);
            RoundCheck { round, expected: pairing_in_file(t, round), produced: pair_next_round(&before, options) }
        })
        .collect();
    CheckReport { rounds }
}
