//! The app's state, in one place: the open tournament, the tab, notices, storage trouble and
//! the busy flag, as signals in one `App` value given to every view by context
//! (`expect_context::<App>()`), with the operations that open, change and save a tournament.

use crate::doc::{Doc, Envelope, SCHEMA};
use crate::strings::tr;
use crate::{store, util};
use leptos::prelude::*;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tab {
    Players,
    Rounds,
    Standings,
    Crosstable,
    Data,
    /// "How was this round paired?" (explain.rs)
    Explain,
    /// The sheets the venue prints (views/print/).
    Print,
    /// Prize lists and categories (prizes.rs).
    Prizes,
    /// The hall's screen (display.rs).
    Display,
    /// Round robins: every round from the Berger tables (schedule.rs)
    Schedule,
}

impl Tab {
    pub const ALL: [Tab; 10] =
        [Tab::Players, Tab::Rounds, Tab::Standings, Tab::Crosstable, Tab::Explain, Tab::Data, Tab::Print, Tab::Prizes, Tab::Display, Tab::Schedule];
    /// The view's name in the address (`#t=ID&v=standings`).
    pub fn code(self) -> &'static str {
        match self {
            Tab::Players => "players",
            Tab::Rounds => "rounds",
            Tab::Standings => "standings",
            Tab::Crosstable => "crosstable",
            Tab::Data => "data",
            Tab::Explain => "explain",
            Tab::Print => "print",
            Tab::Prizes => "prizes",
            Tab::Display => "display",
            Tab::Schedule => "schedule",
        }
    }
    pub fn from_code(code: &str) -> Option<Tab> {
        Tab::ALL.into_iter().find(|t| t.code() == code)
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    Info(String),
    Error(String),
    /// An error that lasts only while its cause does (re-checked after every change).
    While(String, Cause),
}

/// What keeps a [`Notice::While`] on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    /// The next round cannot be paired yet (results missing, too few players...): the notice
    /// follows the document, its text updated, gone once the round can be paired.
    NotPairable,
    /// A typed or pasted entry was refused: gone with the next change that succeeds.
    Entry,
}

/// Storage trouble shown in the banner at the top (stays until resolved or dismissed).
#[derive(Clone, Debug, PartialEq)]
pub enum StorageProblem {
    Unavailable,
    Full,
    Other(String),
}

#[derive(Clone, Copy)]
pub struct App {
    pub storage_ok: bool,
    /// Open tournament id (None: the list, or the event page).
    pub id: RwSignal<Option<String>>,
    /// The event whose page is shown when no tournament is open (`#e=ID`, views/event.rs).
    pub event: RwSignal<Option<String>>,
    pub doc: RwSignal<Option<Doc>>,
    /// Revision of the open tournament that this tab last read or wrote.
    pub rev: RwSignal<u64>,
    pub conflict: RwSignal<bool>,
    /// Stored fields of the open tournament that this Torre does not know (saved by a newer
    /// one, or edited by hand; `fields.rs`): saving is paused while not empty, as it would
    /// drop them (views/backup.rs asks).
    pub unknown: RwSignal<Vec<String>>,
    pub problem: RwSignal<Option<StorageProblem>>,
    pub unsaved: RwSignal<bool>,
    pub notice: RwSignal<Option<Notice>>,
    pub tab: RwSignal<Tab>,
    /// Bumped whenever the stored list may have changed.
    pub list_version: RwSignal<u32>,
    pub busy: RwSignal<bool>,
    /// Seconds since the running pairing started (progress indicator).
    pub busy_secs: RwSignal<u32>,
    pub round_shown: RwSignal<u32>,
    /// Bumped when the language changes: the whole view is rebuilt.
    pub lang: RwSignal<u32>,
    /// The pairing editor of the last round is open.
    pub editing: RwSignal<bool>,
    /// The FIDE rating list kept in IndexedDB (ratings.rs).
    pub ratings: crate::ratings::RatingLists,
    /// The warning the arbiter is being asked about (views/warning.rs).
    pub ask: RwSignal<Option<Ask>>,
    /// An imported file's rounds being re-checked: (rounds done, of) (views/import_check.rs).
    pub checking: RwSignal<Option<(u32, u32)>>,
}

/// Graded warnings waiting for the arbiter (see `doc::fide`), and what to do once accepted.
#[derive(Clone)]
pub struct Ask {
    pub warnings: Vec<crate::doc::Warning>,
    /// 1, or 2 at the second step of a Level 4 warning.
    pub step: u8,
    /// Held here, not in the reactive arena: the view that asked may be re-rendered (and its
    /// reactive values disposed) before the arbiter answers.
    pub then: std::sync::Arc<dyn Fn() + Send + Sync>,
    /// Another way offered beside a refusal (its button's label and action; `views::warning`).
    pub alternative: Option<(&'static str, std::sync::Arc<dyn Fn() + Send + Sync>)>,
}

impl App {
    pub fn notify(&self, n: Notice) {
        self.notice.set(Some(n));
    }

    pub fn open(&self, id: &str) {
        match store::load_with_unknown(id) {
            Ok(Some((env, unknown))) => {
                let paired = env.doc.rounds_paired();
                self.unknown.set(unknown);
                self.rev.set(env.rev);
                self.doc.set(Some(env.doc));
                self.id.set(Some(id.to_string()));
                self.conflict.set(false);
                self.editing.set(false);
                self.unsaved.set(false);
                self.notice.set(None);
                self.round_shown.set(paired);
                self.tab.set(if paired > 0 { Tab::Rounds } else { Tab::Players });
            }
            Ok(None) => self.notify(Notice::Error(tr().not_found.into())),
            Err((_, e)) => self.notify(Notice::Error(format!("{}: {e}", tr().storage_unreadable))),
        }
    }

    /// Read the open tournament again as another tab stored it (the hall's display follows
    /// the arbiter's tab this way; it never writes).
    pub fn reload(&self) {
        let Some(id) = self.id.get_untracked() else { return };
        if let Ok(Some((env, unknown))) = store::load_with_unknown(&id) {
            self.unknown.set(unknown);
            self.rev.set(env.rev);
            self.doc.set(Some(env.doc));
            self.conflict.set(false);
        }
    }

    pub fn close(&self) {
        self.event.set(None);
        self.id.set(None);
        self.doc.set(None);
        self.conflict.set(false);
        self.unknown.set(Vec::new());
        self.notice.set(None);
        self.list_version.update(|v| *v += 1);
    }

    /// The address of what is on screen: `#t=ID&v=VIEW` for a tournament's view, empty for
    /// the list (reactive: read inside an effect, it follows the id and the tab).
    pub fn address(&self) -> String {
        match (self.id.get(), self.event.get()) {
            (Some(id), _) => format!("#t={id}&v={}", self.tab.get().code()),
            (None, Some(event)) => format!("#e={event}"),
            (None, None) => String::new(),
        }
    }

    /// Show an event's page (its sections and players).
    pub fn open_event(&self, id: &str) {
        self.id.set(None);
        self.doc.set(None);
        self.notice.set(None);
        self.event.set(Some(id.to_string()));
    }

    /// Show what an address names (after Back/Forward, a reload or a copied link): the list,
    /// or a stored tournament in the view named (its default view without `v=`).
    pub fn follow_address(&self, hash: &str) {
        let mut id = None;
        let mut view = None;
        for part in hash.trim_start_matches('#').split('&') {
            if let Some(v) = part.strip_prefix("t=") {
                id = Some(v.to_string()).filter(|v| !v.is_empty());
            } else if let Some(v) = part.strip_prefix("v=") {
                view = Tab::from_code(v);
            } else if let Some(e) = part.strip_prefix("e=").filter(|e| !e.is_empty()) {
                if id.is_none() {
                    return self.open_event(e);
                }
            }
        }
        let Some(id) = id else {
            if self.id.get_untracked().is_some() {
                self.close();
            }
            return;
        };
        if self.id.get_untracked().as_deref() != Some(id.as_str()) {
            if !self.storage_ok || !store::exists(&id) {
                return;
            }
            self.open(&id);
        }
        if let Some(v) = view.filter(|v| *v != self.tab.get_untracked()) {
            self.notice.set(None);
            self.tab.set(v);
        }
    }

    /// Store a brand-new tournament and open it.
    pub fn create(&self, doc: Doc) -> String {
        let id = if self.storage_ok { store::new_id() } else { format!("mem{}", js_sys::Date::now() as u64) };
        let paired = doc.rounds_paired();
        self.id.set(Some(id.clone()));
        self.rev.set(0);
        self.doc.set(Some(doc));
        self.conflict.set(false);
        self.unknown.set(Vec::new());
        self.editing.set(false);
        self.round_shown.set(paired);
        self.tab.set(if paired > 0 { Tab::Rounds } else { Tab::Players });
        self.save();
        self.list_version.update(|v| *v += 1);
        id
    }

    /// Change the open tournament and autosave.
    pub fn change(&self, f: impl FnOnce(&mut Doc)) {
        self.doc.update(|d| {
            if let Some(d) = d {
                f(d)
            }
        });
        self.recheck_notice();
        self.save();
    }

    /// A notice whose cause is gone after a change disappears (issue 20: stale notices).
    fn recheck_notice(&self) {
        let Some(Notice::While(_, cause)) = self.notice.get_untracked() else { return };
        let now = match cause {
            Cause::Entry => None,
            Cause::NotPairable => self.doc.with_untracked(|d| d.as_ref().and_then(|d| d.prepare_next().err())),
        };
        self.notice.set(now.map(|text| Notice::While(text, cause)));
    }

    pub fn save(&self) {
        self.unsaved.set(true);
        if !self.storage_ok || self.conflict.get_untracked() || !self.unknown.with_untracked(Vec::is_empty) {
            return;
        }
        let Some(id) = self.id.get_untracked() else { return };
        let Some(doc) = self.doc.get_untracked() else { return };
        let rev = self.rev.get_untracked();
        if let Some(stored) = store::stored_rev(&id) {
            if stored != rev {
                // someone else (another tab) wrote since we last read: never overwrite silently
                self.conflict.set(true);
                return;
            }
        }
        let env = Envelope { schema: SCHEMA, id, rev: rev + 1, saved: js_sys::Date::now(), doc };
        match store::save(&env) {
            Ok(()) => {
                crate::live::announce(&env.id, rev + 1);
                self.rev.set(rev + 1);
                self.unsaved.set(false);
                if matches!(self.problem.get_untracked(), Some(StorageProblem::Full) | Some(StorageProblem::Other(_))) {
                    self.problem.set(None);
                }
            }
            Err(store::SaveError::Full) => self.problem.set(Some(StorageProblem::Full)),
            Err(store::SaveError::Other(e)) => self.problem.set(Some(StorageProblem::Other(e))),
        }
    }

    /// While a change is not saved (storage full or unavailable, saving paused by another
    /// tab's change or by unknown fields), closing or reloading the page asks first.
    pub fn guard_unload(self) {
        let handle = window_event_listener(leptos::ev::beforeunload, move |ev: web_sys::BeforeUnloadEvent| {
            if self.unsaved.get_untracked() && self.id.get_untracked().is_some() {
                ev.prevent_default();
                ev.set_return_value(tr().not_saved);
            }
        });
        std::mem::forget(handle);
    }

    pub fn download_backup(&self) {
        let (Some(id), Some(doc)) = (self.id.get_untracked(), self.doc.get_untracked()) else { return };
        let env = Envelope { schema: SCHEMA, id, rev: self.rev.get_untracked(), saved: js_sys::Date::now(), doc };
        let name = util::file_stem(&env.doc.tournament.info.name);
        let text = serde_json::to_string_pretty(&env).unwrap_or_default();
        util::download(&format!("{name}.torre.json"), "application/json", &text);
        crate::views::backup::record(&env.id, crate::views::backup::completed_rounds(&env.doc));
    }
}
