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
}

#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    Info(String),
    Error(String),
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
    /// Open tournament id (None: the list).
    pub id: RwSignal<Option<String>>,
    pub doc: RwSignal<Option<Doc>>,
    /// Revision of the open tournament that this tab last read or wrote.
    pub rev: RwSignal<u64>,
    pub conflict: RwSignal<bool>,
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
}

impl App {
    pub fn notify(&self, n: Notice) {
        self.notice.set(Some(n));
    }

    pub fn open(&self, id: &str) {
        match store::load(id) {
            Ok(Some(env)) => {
                let paired = env.doc.rounds_paired();
                self.rev.set(env.rev);
                self.doc.set(Some(env.doc));
                self.id.set(Some(id.to_string()));
                self.conflict.set(false);
                self.editing.set(false);
                self.unsaved.set(false);
                self.notice.set(None);
                self.round_shown.set(paired);
                self.tab.set(if paired > 0 { Tab::Rounds } else { Tab::Players });
                let _ = window().location().set_hash(&format!("t={id}"));
            }
            Ok(None) => self.notify(Notice::Error(tr().not_found.into())),
            Err((_, e)) => self.notify(Notice::Error(format!("{}: {e}", tr().storage_unreadable))),
        }
    }

    pub fn close(&self) {
        let _ = window().location().set_hash("");
        self.id.set(None);
        self.doc.set(None);
        self.conflict.set(false);
        self.notice.set(None);
        self.list_version.update(|v| *v += 1);
    }

    /// Store a brand-new tournament and open it.
    pub fn create(&self, doc: Doc) -> String {
        let id = if self.storage_ok { store::new_id() } else { format!("mem{}", js_sys::Date::now() as u64) };
        let paired = doc.rounds_paired();
        self.id.set(Some(id.clone()));
        self.rev.set(0);
        self.doc.set(Some(doc));
        self.conflict.set(false);
        self.editing.set(false);
        self.round_shown.set(paired);
        self.tab.set(if paired > 0 { Tab::Rounds } else { Tab::Players });
        let _ = window().location().set_hash(&format!("t={id}"));
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
        self.save();
    }

    pub fn save(&self) {
        self.unsaved.set(true);
        if !self.storage_ok || self.conflict.get_untracked() {
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

    pub fn download_backup(&self) {
        let (Some(id), Some(doc)) = (self.id.get_untracked(), self.doc.get_untracked()) else { return };
        let env = Envelope { schema: SCHEMA, id, rev: self.rev.get_untracked(), saved: js_sys::Date::now(), doc };
        let name = util::file_stem(&env.doc.tournament.info.name);
        let text = serde_json::to_string_pretty(&env).unwrap_or_default();
        util::download(&format!("{name}.torre.json"), "application/json", &text);
    }
}
