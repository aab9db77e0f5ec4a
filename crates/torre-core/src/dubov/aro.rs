//! A.6 Average Rating of Opponents.
use crate::model::{PlayerId, Tournament};

/// A.6: mean rating of the opponents met over the board in rounds 1..=k, rounded to the
/// nearest integer (halves up); 0 before the first played game.
pub fn aro(t: &Tournament, id: PlayerId, k: u32) -> u32 {
    let opps = t.played_opponents(id, k);
    if opps.is_empty() {
        return 0;
    }
    let sum: u64 = opps.iter().map(|&o| t.player(o).map_or(0, |p| p.rating_or_zero()) as u64).sum();
    let n = opps.len() as u64;
    ((2 * sum + n) / (2 * n)) as u32
}
