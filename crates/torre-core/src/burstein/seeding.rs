//! Art. 1.6 seeding rounds: the first rounds are paired by the FIDE (Dutch) System.
//!
//! "The rules of the FIDE (Dutch) System" are read as the Dutch text in force with this
//! Burstein text (C.04.3, applied from 1 February 2026). On the agreed corpus both
//! reference engines' seeding rounds are reproduced by it (see tests/burstein.rs).

use crate::model::*;
use crate::round::{PairError, RoundPairing};

/// 1.6.2: half the number of rounds (rounded down), at most 4.
pub fn seeding_rounds(total_rounds: u32) -> u32 {
    (total_rounds / 2).min(4)
}

/// Is `round` a seeding round? The number of rounds must be known (1.6.2).
pub fn is_seeding_round(t: &Tournament, round: u32) -> Result<bool, PairError> {
    let total = t.total_rounds.ok_or_else(|| PairError::InvalidInput("the Burstein system needs the number of rounds of the tournament (XXR) to count the seeding rounds (Art. 1.6.2)".into()))?;
    Ok(round <= seeding_rounds(total))
}

/// 1.6.1
pub fn pair(t: &Tournament, round: u32) -> Result<RoundPairing, PairError> {
    crate::dutch::pair(t, round, DutchEdition::E2026)
}

#[cfg(test)]
mod tests {
    #[test]
    fn half_the_rounds_at_most_four() {
        assert_eq!([5, 6, 7, 9, 11].map(super::seeding_rounds), [2, 3, 3, 4, 4]);
    }
}
