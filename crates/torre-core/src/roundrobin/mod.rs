//! Round-robin tournaments (FIDE C.05 General Regulations for Competitions): the schedule is
//! the Berger table (Annex 1, `berger`) for the players' numbers, which are drawn by lot or
//! restricted by the Varma tables (Annex 2, `varma`, `draw`), or set by hand. The pairing
//! numbers of the tournament are the table numbers.
//!
//! Double round robin (Annex 1): the second cycle repeats the table with the colours reversed,
//! and the last two rounds of the first cycle are exchanged, as the annex recommends, so that
//! nobody gets the same colour three times in a row at the turn of the cycles.
//! With an odd number of players the highest table number is the bye: its opponent has a
//! free round (no game, no points). A withdrawn or absent player (a requested bye or an
//! absence in that round) keeps his place in the table: his game is not played and his
//! opponent has a free round too (C.05: games not played).
//!
//! Prohibited pairings (TRF `XXP` / `260`) do not apply: every player meets every other on a
//! fixed schedule, so a round robin with a prohibited pair is refused, naming the pair.

pub mod berger;
pub mod draw;
pub mod varma;
pub mod withdrawal;

use crate::model::*;
use crate::round::{Board, PairError, RoundPairing};

/// 1 for a single, 2 for a double round robin.
pub fn cycles(system: PairingSystem) -> u32 {
    if system == PairingSystem::DoubleRoundRobin {
        2
    } else {
        1
    }
}

/// Where a round of the schedule comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Source {
    /// Table size (even).
    pub table: u32,
    /// 1 or 2.
    pub cycle: u32,
    /// The row of the Berger table used.
    pub row: u32,
    /// Colours reversed (second cycle).
    pub reversed: bool,
}

/// The schedule row of `round` for `players` players in `cycles` cycles.
pub fn source(players: u32, cycles: u32, round: u32) -> Result<Source, PairError> {
    if !(3..=24).contains(&players) {
        return Err(PairError::Unsupported(format!("round robins are scheduled from the Berger tables for 3 to 24 players (C.05 Annex 1); this one has {players}")));
    }
    let table = berger::table_size(players);
    let per_cycle = table - 1;
    if round == 0 || round > per_cycle * cycles {
        return Err(PairError::InvalidInput(format!("a {} round robin of {players} players has {} rounds; round {round} does not exist", if cycles == 2 { "double" } else { "single" }, per_cycle * cycles)));
    }
    let cycle = (round - 1) / per_cycle + 1;
    let mut row = (round - 1) % per_cycle + 1;
    // Annex 1: in a double round robin the last two rounds of the first cycle are exchanged
    if cycles == 2 && cycle == 1 && per_cycle >= 2 && row >= per_cycle - 1 {
        row = 2 * per_cycle - 1 - row;
    }
    Ok(Source { table, cycle, row, reversed: cycle == 2 })
}

/// All rounds of the schedule as (white, black) table numbers, the bye number included.
pub fn schedule(players: u32, cycles: u32) -> Result<Vec<(Source, berger::TableRound)>, PairError> {
    let rounds = (berger::table_size(players) - 1) * cycles;
    (1..=rounds).map(|r| source(players, cycles, r).map(|s| (s, games(s)))).collect()
}

/// The games of a schedule row, colours reversed in the second cycle.
pub fn games(s: Source) -> berger::TableRound {
    berger::round(s.table, s.row).into_iter().map(|(w, b)| if s.reversed { (b, w) } else { (w, b) }).collect()
}

/// Pair round `round` of `t` from the table: pairing numbers are table numbers; boards in
/// table order; a game against the bye number or an unavailable player is not played.
pub fn pair(t: &Tournament, round: u32, cycles: u32) -> Result<RoundPairing, PairError> {
    let players = t.players.len() as u32;
    for (i, p) in t.players.iter().enumerate() {
        if p.id != i as u32 + 1 {
            return Err(PairError::InvalidInput(format!("round robin: pairing numbers must be 1 to {players} (they are the table numbers); player {} is number {}", p.name, p.id)));
        }
    }
    if let Some(&(a, b)) = t.forbidden_pairs.first() {
        return Err(PairError::Unsupported(format!("round robin: every player meets every other (C.05), prohibited pair {a}-{b} refused")));
    }
    let s = source(players, cycles, round)?;
    let boards = games(s).into_iter().filter(|&(w, b)| w <= players && b <= players && t.is_available(w, round) && t.is_available(b, round)).map(|(white, black)| Board { white, black }).collect();
    Ok(RoundPairing { round, boards, bye: None })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn double_round_robin_exchanges_the_last_two_rounds_of_the_first_cycle() {
        let rows: Vec<(u32, u32, bool)> = (1..=10).map(|r| source(6, 2, r).map(|s| (s.cycle, s.row, s.reversed)).unwrap()).collect();
        assert_eq!(rows, vec![(1, 1, false), (1, 2, false), (1, 3, false), (1, 5, false), (1, 4, false), (2, 1, true), (2, 2, true), (2, 3, true), (2, 4, true), (2, 5, true)]);
        assert!(source(6, 2, 11).is_err());
        assert!(source(25, 1, 1).is_err());
    }
}
