//! C.04.3 FIDE (Dutch) system.
use crate::model::{DutchEdition, Tournament};
use crate::pairing::{PairError, RoundPairing};

pub fn pair(_t: &Tournament, _round: u32, _edition: DutchEdition) -> Result<RoundPairing, PairError> {
    Err(PairError::Unsupported("the Dutch engine is not implemented yet".into()))
}
