//! The pairing facade used by the CLI, the wasm API and the app: pick the system, pair the
//! next round, check a whole tournament round by round, audit a manual pairing.
//!
//! The facade lies above the pairing systems and is the only module that names them: a new
//! system is a new folder (taking its round types from `crate::round`) and one arm in
//! [`pair_next_round`]. The round types are re-exported here for the CLI, wasm API and app.

pub mod audit;
pub mod check;
pub use check::{check, CheckReport, RoundCheck};

use crate::model::*;
pub use crate::round::{apply, next_round, order_boards, pairing_in_file, participants, Board, PairError, RoundPairing};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PairOptions {
    pub system: PairingSystem,
    /// The Dutch text (used by the Dutch system).
    pub edition: DutchEdition,
    /// The Dubov text (used by the Dubov system).
    #[serde(default)]
    pub dubov_edition: DubovEdition,
}

impl PairOptions {
    pub fn from_tournament(t: &Tournament) -> PairOptions {
        PairOptions { system: t.system, edition: t.edition, dubov_edition: t.dubov_edition }
    }
}

/// The tournament as the rules see it when round `round` is paired: with C.04.5.1 Baku virtual
/// points (unless the file carries them, XXA) and the pairs a TRF-2026 `260` record forbids in
/// that round only. The engine and the explanation both pair this.
pub fn as_paired(t: &Tournament, round: u32) -> Cow<'_, Tournament> {
    if t.acceleration_method != AccelerationMethod::Baku {
        return t.for_round(round);
    }
    let accelerated = crate::acceleration::with_baku(t);
    let scoped = match accelerated.for_round(round) {
        Cow::Owned(scoped) => Some(scoped),
        Cow::Borrowed(_) => None,
    };
    Cow::Owned(scoped.unwrap_or(accelerated))
}

/// Pair the next round of `t` with the rules named in `options`.
pub fn pair_next_round(t: &Tournament, options: &PairOptions) -> Result<RoundPairing, PairError> {
    let round = next_round(t);
    if let Some(total) = t.total_rounds {
        if round > total {
            return Err(PairError::InvalidInput(format!("all {total} rounds have been paired")));
        }
    }
    let paired = as_paired(t, round);
    let t = &*paired;
    let mut pairing = match options.system {
        PairingSystem::Dutch => crate::dutch::pair(t, round, options.edition)?,
        PairingSystem::Dubov => crate::dubov::pair(t, round, options.dubov_edition)?,
        PairingSystem::Burstein => crate::burstein::pair(t, round)?,
        // C.05: the schedule comes from the Berger table, boards in table order
        PairingSystem::RoundRobin | PairingSystem::DoubleRoundRobin => return crate::roundrobin::pair(t, round, crate::roundrobin::cycles(options.system)),
    };
    pairing.round = round;
    order_boards(t, round, &mut pairing.boards);
    Ok(pairing)
}

