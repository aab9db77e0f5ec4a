//! Events with several sections (issue 21): an event (e.g. a weekend open) holds several
//! tournaments ("sections": Open A, Open B by rating), each a normal [`Doc`] stored under its own
//! key as before. A section names its event ([`Doc::event`]); the event record holds only what
//! belongs to the event itself (its name), so membership is stored once. The event's player
//! registry is the union of its sections' players: each registered player is in exactly one
//! section, and may be moved to another before round 1 of both.
//!
//! Storage compatibility: tournaments saved before events existed have no `event` field and
//! load as standalone tournaments, unchanged; nothing is rewritten. Older app versions ignore
//! the `torre.e.` keys and the `event` field.

use super::Doc;
use serde::{Deserialize, Serialize};
use torre_core::PlayerId;

/// Current version of the stored event layout.
pub const EVENT_SCHEMA: u32 = 1;

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Event {
    pub name: String,
}

/// What is stored under one event key.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct EventEnvelope {
    pub schema: u32,
    pub id: String,
    pub saved: f64,
    pub event: Event,
}

/// Read a stored event of any known schema version.
pub fn migrate_event(text: &str) -> Result<EventEnvelope, String> {
    let v: serde_json::Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
    match v.get("schema").and_then(|s| s.as_u64()) {
        Some(1) => serde_json::from_value(v).map_err(|e| e.to_string()),
        Some(s) => Err(crate::strings::newer_schema(s as u32, EVENT_SCHEMA)),
        None => Err(crate::strings::data_error(crate::strings::DataError::NoSchema, "")),
    }
}

/// Why a player cannot be moved between sections.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// Round 1 of the source or of the target section has been paired.
    Started,
    NoSuchPlayer,
}

/// Move player `id` of section `from` to section `to` (both before round 1): he leaves `from`
/// with his requested byes (his prohibited pairings there stay behind: they concern that
/// section's players) and joins `to`, where the initial order gives him his pairing number.
pub fn move_player(from: &mut Doc, id: PlayerId, to: &mut Doc) -> Result<(), MoveError> {
    if from.rounds_paired() > 0 || to.rounds_paired() > 0 {
        return Err(MoveError::Started);
    }
    let player = from.tournament.player(id).cloned().ok_or(MoveError::NoSuchPlayer)?;
    from.remove_player(id);
    to.add_players(vec![player]);
    Ok(())
}
