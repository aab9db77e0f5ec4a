//! The round-robin explanation: which row of the Berger table (C.05 Annex 1) gave the round,
//! in which cycle, and each board of that row with what became of it.

use super::{RoundRobinBoard, RoundRobinTrace};
use crate::model::*;
use crate::round::{PairError, RoundPairing};
use crate::roundrobin;

pub fn trace(t: &Tournament, round: u32, cycles: u32) -> Result<(RoundRobinTrace, RoundPairing), PairError> {
    let pairing = roundrobin::pair(t, round, cycles)?;
    let players = t.players.len() as u32;
    let s = roundrobin::source(players, cycles, round)?;
    let boards = roundrobin::games(s)
        .into_iter()
        .enumerate()
        .map(|(k, (white, black))| {
            let bye = white > players || black > players;
            let note = if bye {
                format!("{} has the bye (number {} is the bye)", white.min(black), players + 1)
            } else if !t.is_available(white, round) || !t.is_available(black, round) {
                "not played: a player is absent or withdrawn (C.05)".to_string()
            } else {
                String::new()
            };
            RoundRobinBoard { board: k as u32 + 1, white, black, note, bye }
        })
        .collect();
    Ok((RoundRobinTrace { table: s.table, cycle: s.cycle, row: s.row, reversed: s.reversed, boards }, pairing))
}
