//! C.04.4.1 Dubov system (Batumi 2018 text).
use crate::model::Tournament;
use crate::pairing::{PairError, RoundPairing};

pub fn pair(_t: &Tournament, _round: u32) -> Result<RoundPairing, PairError> {
    Err(PairError::Unsupported("the Dubov engine is not implemented yet".into()))
}
