//! A TRF file picked by the arbiter, read once for the tournament list (a new tournament) and the
//! players tab (a tournament without players or rounds takes the whole file; one with players
//! takes the file's players only, unless a round robin's entries are closed). A whole file is
//! re-checked round by round with Torre's checker (FIDE mode, in the worker) and its warnings
//! confirmed before it is taken.

use crate::doc::Doc;
use crate::state::*;
use crate::strings;
use crate::util;
use crate::views::{ask, import_check};
use leptos::prelude::*;
use torre_core::Tournament;

/// Where the file goes.
#[derive(Clone, Copy)]
pub enum Into {
    /// A new tournament (the list).
    New,
    /// The open tournament (the players tab).
    Open,
}

/// The `change` handler of a TRF file input.
pub fn import_trf(app: App, ev: leptos::ev::Event, into: Into) {
    let Some(file) = util::first_file(&ev) else { return };
    leptos::task::spawn_local(async move {
        let bytes = util::read_bytes(&file).await;
        match torre_core::trf::read(&bytes, &Default::default()) {
            Ok(out) => take(app, out.tournament, &file.name(), into),
            Err(e) => app.notify(Notice::Error(strings::trf_error(&e.to_string()))),
        }
    });
}

fn take(app: App, t: Tournament, file: &str, into: Into) {
    let n = t.players.len();
    match into {
        Into::New => whole(app, Doc::new(t), file, file.to_string(), move |d| {
            app.create(d);
        }),
        Into::Open => {
            // no players join a round robin once round 1 is paired
            if super::players::refuse_closed(app) {
                return;
            }
            let Some(mut open) = app.doc.get_untracked() else { return };
            if open.tournament.players.is_empty() && open.rounds_paired() == 0 {
                // the file's header, rounds and settings, in the open tournament's document; a
                // file that does not name its system (TRF-16 has no field for it) keeps the one
                // the tournament was created with
                let mut t = t;
                keep_system_unless_named(&mut t, &open.tournament);
                // the name the arbiter gave the tournament stays (the file's 012 replaced it)
                t.info.name = std::mem::take(&mut open.tournament.info.name);
                let rounds = t.rounds_paired();
                open.tournament = t;
                whole(app, open, file, String::new(), move |d| {
                    app.change(move |x| *x = d);
                    // what came in besides the players: the rounds played
                    app.notify(Notice::Info(if rounds > 0 { strings::imported_rounds(n, rounds) } else { strings::pasted(n, &[]) }));
                });
                return;
            }
            // the file's players join the open tournament, without their rounds
            let players = t.players.into_iter().map(|mut p| {
                p.rounds.clear();
                p.acceleration.clear();
                p.declared_points = None;
                p.rank = None;
                p
            });
            let players: Vec<_> = players.collect();
            let ws = open.duplicate_warnings(&players);
            ask(app, ws, move || {
                app.change(|d| { d.add_players(players.clone(), torre_core::ByeKind::Zero); });
                app.notify(Notice::Info(strings::pasted(n, &[])));
            });
        }
    }
}

/// The pairing system of `open` (and its Dutch or Dubov edition, unless the file names that),
/// for a file `t` that does not name its system.
fn keep_system_unless_named(t: &mut Tournament, open: &Tournament) {
    if torre_core::trf::declared_system(&t.info).is_some() {
        return;
    }
    t.system = open.system;
    if !torre_core::trf::detect_edition_with_source(&t.info).1.is_explicit() {
        t.edition = open.edition;
    }
    if !torre_core::trf::detect_dubov_edition_with_source(&t.info).1.is_explicit() {
        t.dubov_edition = open.dubov_edition;
    }
}

/// A whole file in `d` (named `name` when the file has no 012 name), re-checked in the worker
/// (views/import_check.rs), then `done`.
fn whole(app: App, mut d: Doc, file: &str, name: String, done: impl Fn(Doc) + Send + Sync + 'static) {
    if d.tournament.info.name.trim().is_empty() {
        d.tournament.info.name = name;
    }
    // a point system no tournament may use: refused before anything else (nothing imported)
    let refused = d.points_warnings();
    if !refused.is_empty() {
        return ask(app, refused, || {});
    }
    import_check::start(app, d, file.to_string(), move |d, warnings| ask(app, warnings, move || done(d.clone())));
}
