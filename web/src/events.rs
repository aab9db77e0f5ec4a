//! Storage operations on events (several sections, `doc::event`): create one, list its
//! sections, move a player between two of them. Each section stays a tournament stored under
//! its own key; a move writes the target section first, then the source, so that a failed
//! write can leave the player in both sections (shown, to be removed by hand) but never in
//! neither.

use crate::doc::{self, Envelope, Event, EventEnvelope, MoveError, EVENT_SCHEMA};
use crate::state::*;
use crate::store;
use leptos::prelude::*;

/// Store a new event and show its page.
pub fn create(app: App, name: String) {
    let env = EventEnvelope { schema: EVENT_SCHEMA, id: store::new_id(), saved: js_sys::Date::now(), event: Event { name } };
    if let Err(e) = store::save_event(&env) {
        return report(app, e);
    }
    app.list_version.update(|v| *v += 1);
    app.open_event(&env.id);
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

/// Move player `player` of section `from` to section `to` (both before round 1).
pub fn move_player(app: App, from: &str, player: torre_core::PlayerId, to: &str) -> Result<(), MoveError> {
    let (Ok(Some(mut src)), Ok(Some(mut dst))) = (store::load(from), store::load(to)) else { return Err(MoveError::NoSuchPlayer) };
    doc::move_player(&mut src.doc, player, &mut dst.doc)?;
    for env in [&mut dst, &mut src] {
        env.rev += 1;
        env.saved = js_sys::Date::now();
        if let Err(e) = store::save(env) {
            report(app, e);
            break;
        }
    }
    app.list_version.update(|v| *v += 1);
    Ok(())
}

fn report(app: App, e: store::SaveError) {
    app.problem.set(Some(match e {
        store::SaveError::Full => StorageProblem::Full,
        store::SaveError::Other(s) => StorageProblem::Other(s),
    }));
}
