//! Events with several sections (issue 21): an event (e.g. a weekend open) holds several
//! tournaments ("sections": Open A, Open B by rating), each a normal [`Doc`] stored under its own
//! key as before. A section names its event ([`Doc::event`]); the event record holds only what
//! belongs to the event itself (its name), so membership is stored once. The event's player
//! registry is the union of its sections' players: each registered player is in exactly one
//! section, and may be moved to another before round 1 of both.
//!
//! A prohibited pairing (siblings, club mates) goes with a moved player: while the two are in
//! different sections the event keeps it ([`Event::carried`], the players named by name and
//! FIDE ID since pairing numbers change), and it applies again in the section where both
//! play once the other one moves there too ([`restore_carried`]).
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
    /// Prohibited pairings of players now in different sections (absent when none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub carried: Vec<[Who; 2]>,
}

/// A player as the event knows them across its sections.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Who {
    pub name: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub fide_id: String,
}

impl Who {
    pub fn of(p: &torre_core::Player) -> Who {
        Who { name: p.name.clone(), fide_id: p.fide_id.clone() }
    }
    /// The player of `d` this is (by FIDE ID when known, else by name).
    fn find(&self, d: &Doc) -> Option<PlayerId> {
        d.tournament.players.iter().find(|p| if self.fide_id.is_empty() { p.name == self.name } else { p.fide_id == self.fide_id }).map(|p| p.id)
    }
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
/// with his requested byes and joins `to`, where the initial order gives him his pairing
/// number. His prohibited pairings with players staying in `from` are returned (the event
/// carries them, [`restore_carried`]).
pub fn move_player(from: &mut Doc, id: PlayerId, to: &mut Doc) -> Result<Vec<[Who; 2]>, MoveError> {
    if from.rounds_paired() > 0 || to.rounds_paired() > 0 {
        return Err(MoveError::Started);
    }
    let player = from.tournament.player(id).cloned().ok_or(MoveError::NoSuchPlayer)?;
    let left: Vec<[Who; 2]> =
        from.prohibited_with(id).into_iter().filter_map(|o| from.tournament.player(o)).map(|o| [Who::of(&player), Who::of(o)]).collect();
    from.remove_player(id);
    to.add_players(vec![player], torre_core::ByeKind::Zero);
    Ok(left)
}

/// The carried pairings whose two players are both in section `d` apply there again (before
/// round 1): entered in `d` and taken out of `carried`. Returns them.
pub fn restore_carried(carried: &mut Vec<[Who; 2]>, d: &mut Doc) -> Vec<[Who; 2]> {
    let mut back = Vec::new();
    carried.retain(|pair| match (pair[0].find(d), pair[1].find(d)) {
        (Some(a), Some(b)) if a != b && d.set_prohibited(a, b, true) => {
            back.push(pair.clone());
            false
        }
        _ => true,
    });
    back
}

#[cfg(test)]
mod tests {
    use super::*;
    use torre_core::{Player, Tournament};

    fn section(names: &[&str]) -> Doc {
        let mut d = Doc::new(Tournament::default());
        d.add_players(names.iter().map(|n| Player { name: n.to_string(), ..Default::default() }).collect(), torre_core::ByeKind::Zero);
        d
    }

    #[test]
    fn a_prohibited_pairing_follows_both_players_to_another_section() {
        let (mut a, mut b) = (section(&["Anna", "Beppe", "Ciro"]), section(&["Dora"]));
        assert!(a.set_prohibited(1, 2, true));
        let mut carried = move_player(&mut a, 1, &mut b).unwrap();
        assert_eq!(carried.len(), 1);
        assert_eq!((carried[0][0].name.as_str(), carried[0][1].name.as_str()), ("Anna", "Beppe"));
        assert!(a.tournament.forbidden_pairs.is_empty(), "Beppe alone in Open A: nothing to keep apart there");
        assert!(restore_carried(&mut carried, &mut b).is_empty(), "Beppe is not in Open B yet");
        // Beppe follows: the pairing applies in Open B
        let beppe = a.tournament.players.iter().find(|p| p.name == "Beppe").unwrap().id;
        carried.extend(move_player(&mut a, beppe, &mut b).unwrap());
        let back = restore_carried(&mut carried, &mut b);
        assert_eq!(back.len(), 1);
        assert!(carried.is_empty());
        let id = |n: &str| b.tournament.players.iter().find(|p| p.name == n).unwrap().id;
        assert_eq!(b.prohibited_with(id("Anna")), vec![id("Beppe")]);
    }
}
