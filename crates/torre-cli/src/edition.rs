//! `--edition`: which text of the pairing system, the same for pairing, checking and generating.

use crate::failure::{fail, Failure, UNEXPECTED};
use torre_core::{DubovEdition, DutchEdition, PairingSystem};

/// `--edition V` for `system`, for pairing, checking and generating alike: the Dutch text (2017 |
/// 2026) or the Dubov text (2018 | 2026); Burstein and the round robins have one text each.
pub fn set_edition(system: PairingSystem, v: &str, dutch: &mut DutchEdition, dubov: &mut DubovEdition) -> Result<(), Failure> {
    match (system, v) {
        (PairingSystem::Dutch, "2017") => *dutch = DutchEdition::E2017,
        (PairingSystem::Dutch, "2026") => *dutch = DutchEdition::E2026,
        (PairingSystem::Dubov, "2018") => *dubov = DubovEdition::E2018,
        (PairingSystem::Dubov, "2026") => *dubov = DubovEdition::E2026,
        (PairingSystem::Dutch, _) => return Err(fail(UNEXPECTED, format!("--dutch --edition takes 2017 or 2026, found {v:?}"))),
        (PairingSystem::Dubov, _) => return Err(fail(UNEXPECTED, format!("--dubov --edition takes 2018 or 2026, found {v:?}"))),
        _ => {}
    }
    Ok(())
}
