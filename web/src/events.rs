//! Storage operations on events (several sections, `doc::event`): create, rename and delete
//! one, list its sections, move a player between two of them (his prohibited pairings carried
//! by the event). Each section stays a tournament stored under
//! its own key; a move writes the target section first, then the source, so that a failed
//! write can leave the player in both sections (shown, to be removed by hand) but never in
//! neither.

use crate::doc::{self, Envelope, Event, EventEnvelope, MoveError, Who, EVENT_SCHEMA};
use crate::state::*;
use crate::store;
use leptos::prelude::*;

/// Store a new event and show its page.
pub fn create(app: App, name: String) {
    let env = EventEnvelope { schema: EVENT_SCHEMA, id: store::new_id(), saved: js_sys::Date::now(), event: Event { name, ..Default::default() } };
    if let Err(e) = store::save_event(&env) {
        return report(app, e);
    }
    app.list_version.update(|v| *v += 1);
    app.open_event(&env.id);
}

/// A section's name with its event's, "Event - Section", as printed, shown in the hall and
/// written to the TRF (FIDE rates each section as a tournament of its own); a standalone
/// tournament's (or a section already naming its event) as it is.
pub fn full_name(d: &doc::Doc) -> String {
    let section = d.tournament.info.name.trim();
    match d.event.as_deref().and_then(store::load_event) {
        Some(e) if !e.event.name.trim().is_empty() && !section.contains(e.event.name.trim()) => format!("{} - {section}", e.event.name.trim()),
        _ => section.to_string(),
    }
}

/// The stored sections of event `id`, in the order they were created.
pub fn sections(id: &str) -> Vec<Envelope> {
    let mut out: Vec<Envelope> = store::list()
        .into_iter()
        .filter_map(|l| match l {
            store::Listed::Ok(env) if env.doc.event.as_deref() == Some(id) => Some(env),
            _ => None,
        })
        .collect();
    out.sort_by(|a, b| a.id.cmp(&b.id));
    out
}

/// What a move did to the moved player's prohibited pairings.
pub struct Moved {
    /// With players staying behind: kept by the event until they play in one section again.
    pub carried: Vec<[Who; 2]>,
    /// Applying again in the target section (the other player is there).
    pub restored: Vec<[Who; 2]>,
}

/// Move player `player` of section `from` to section `to` (both before round 1).
pub fn move_player(app: App, from: &str, player: torre_core::PlayerId, to: &str) -> Result<Moved, MoveError> {
    let (Ok(Some(mut src)), Ok(Some(mut dst))) = (store::load(from), store::load(to)) else { return Err(MoveError::NoSuchPlayer) };
    let left = doc::move_player(&mut src.doc, player, &mut dst.doc)?;
    let mut event = src.doc.event.as_deref().and_then(store::load_event);
    let restored = match event.as_mut() {
        Some(e) => {
            e.event.carried.extend(left.iter().cloned());
            doc::restore_carried(&mut e.event.carried, &mut dst.doc)
        }
        None => Vec::new(),
    };
    for env in [&mut dst, &mut src] {
        env.rev += 1;
        env.saved = js_sys::Date::now();
        if let Err(e) = store::save(env) {
            report(app, e);
            break;
        }
    }
    if let Some(e) = event.as_mut() {
        e.saved = js_sys::Date::now();
        if let Err(err) = store::save_event(e) {
            report(app, err);
        }
    }
    app.list_version.update(|v| *v += 1);
    Ok(Moved { carried: left, restored })
}

/// Give event `id` a new name.
pub fn rename(app: App, id: &str, name: &str) {
    let Some(mut e) = store::load_event(id) else { return };
    e.event.name = name.trim().to_string();
    e.saved = js_sys::Date::now();
    if let Err(err) = store::save_event(&e) {
        report(app, err);
    }
    app.list_version.update(|v| *v += 1);
}

/// Delete event `id` and its sections (the page asks first and offers a backup).
pub fn delete(app: App, id: &str) {
    for s in sections(id) {
        store::delete(&s.id);
    }
    store::delete_event(id);
    app.list_version.update(|v| *v += 1);
}

fn report(app: App, e: store::SaveError) {
    app.problem.set(Some(match e {
        store::SaveError::Full => StorageProblem::Full,
        store::SaveError::Other(s) => StorageProblem::Other(s),
    }));
}
