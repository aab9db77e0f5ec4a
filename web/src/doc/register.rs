//! Registering a player twice: a player typed, picked from the rating list, pasted or imported
//! who is already on the list (the same FIDE ID, or the same name without one) asks first, as
//! another program would, since pairing a player against himself cannot be undone by the rules.

use super::fide::{Level, Warning};
use super::Doc;
use crate::strings::{fill, tr};
use torre_core::Player;

/// The same person: the same FIDE ID when both have one, else the same name (any case, any
/// spacing).
fn same_person(a: &Player, b: &Player) -> bool {
    let id = |p: &Player| p.fide_id.trim().trim_start_matches('0').to_string();
    if !id(a).is_empty() && !id(b).is_empty() {
        return id(a) == id(b);
    }
    let name = |p: &Player| p.name.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase();
    name(a) == name(b)
}

impl Doc {
    /// One Level 3 warning naming each new player who is already registered (or twice among
    /// `new`), with the number and name he has.
    pub fn duplicate_warnings(&self, new: &[Player]) -> Vec<Warning> {
        let mut found = Vec::new();
        for (i, p) in new.iter().enumerate() {
            if let Some(old) = self.tournament.players.iter().find(|o| same_person(o, p)) {
                found.push(fill(tr().dup_registered, &[("name", &p.name), ("no", &old.id), ("old", &old.name)]));
            } else if new[..i].iter().any(|o| same_person(o, p)) {
                found.push(fill(tr().dup_twice, &[("name", &p.name)]));
            }
        }
        if found.is_empty() {
            return Vec::new();
        }
        found.push(tr().dup_question.to_string());
        vec![Warning::new(Level::Confirm, found.join(" "))]
    }

    /// `new` without the players [`Doc::duplicate_warnings`] names: those already registered,
    /// and a player's second appearance in `new` (the first is kept).
    pub fn not_registered(&self, new: &[Player]) -> Vec<Player> {
        let mut kept: Vec<Player> = Vec::new();
        for p in new {
            if !self.tournament.players.iter().chain(&kept).any(|o| same_person(o, p)) {
                kept.push(p.clone());
            }
        }
        kept
    }
}
