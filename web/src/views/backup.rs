//! Backups (issue 20): every tournament of this browser in one JSON file and back, a reminder
//! when a round was completed since the last backup, and how much of the browser's storage the
//! app uses. Never lose data: an archive is read and checked whole before anything is stored,
//! and a tournament already here is never overwritten (an imported one with the same id and a
//! different content is stored as a copy).

use crate::doc::{migrate, migrate_event, Envelope, SCHEMA};
use crate::state::*;
use crate::strings::{self, fill, tr};
use crate::{store, util};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

/// What an archive file says it is.
pub const ARCHIVE_KIND: &str = "torre-archive";

/// A backup is offered once this many rounds were completed since the last one (after each
/// round: the app may live on a USB stick).
pub const BACKUP_EVERY_ROUNDS: u32 = 1;

/// About how much localStorage a browser gives a site: 5 Mi characters (keys and values) in
/// Chromium and Firefox; the note says "about".
const STORAGE_QUOTA_CHARS: f64 = 5.0 * 1024.0 * 1024.0;

const BACKED_UP_PREFIX: &str = "torre.backup.";

/// The single-file backup: every readable tournament, the events they are sections of, and
/// the raw text of any stored entry the app could not read (kept, so a backup never drops
/// anything).
#[derive(Serialize, Deserialize)]
pub struct Archive {
    pub kind: String,
    pub schema: u32,
    pub saved: f64,
    pub tournaments: Vec<serde_json::Value>,
    #[serde(default)]
    pub unreadable: Vec<(String, String)>,
    /// The events (several sections, `doc::event`); absent in older archives.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub events: Vec<serde_json::Value>,
}

/// A backup file read whole, nothing stored yet: each tournament as read and as written in the
/// file (stored as written, so that fields this Torre does not know are kept), the events, and
/// the raw text of the entries the exporting browser could not read.
#[derive(Clone)]
pub struct Incoming {
    pub file: String,
    pub tournaments: Vec<(Envelope, serde_json::Value)>,
    pub events: Vec<serde_json::Value>,
    pub unreadable: Vec<(String, String)>,
}

/// Read an archive (or a one-tournament backup) whole, or why not.
pub fn read_archive(file: &str, text: &str) -> Result<Incoming, String> {
    let v: serde_json::Value = serde_json::from_str(text).map_err(|e| fill(tr().backup_bad_file, &[("error", &e)]))?;
    let file = file.to_string();
    if v.get("kind").and_then(|k| k.as_str()) != Some(ARCHIVE_KIND) {
        // a single tournament's backup
        return migrate(text).map(|e| Incoming { file, tournaments: vec![(e, v)], events: Vec::new(), unreadable: Vec::new() });
    }
    let a: Archive = serde_json::from_value(v).map_err(|e| fill(tr().backup_bad_file, &[("error", &e)]))?;
    let tournaments = a
        .tournaments
        .into_iter()
        .enumerate()
        .map(|(i, t)| migrate(&t.to_string()).map(|e| (e, t)).map_err(|e| fill(tr().backup_bad_entry, &[("n", &(i + 1)), ("error", &e)])))
        .collect::<Result<_, _>>()?;
    Ok(Incoming { file, tournaments, events: a.events, unreadable: a.unreadable })
}

/// The file's tournaments whose id is taken here by a readable tournament with another
/// content: importing asks first (replace them, or import copies).
pub fn clashes(inc: &Incoming) -> Vec<Envelope> {
    inc.tournaments.iter().filter_map(|(env, _)| store::load(&env.id).ok().flatten().filter(|here| here.doc != env.doc)).collect()
}

/// What an import did.
#[derive(Default)]
pub struct Imported {
    pub added: usize,
    pub same: usize,
    pub replaced: usize,
    /// Unreadable entries of the file stored under their key, as they were.
    pub kept: usize,
}

/// What a failed save says to the arbiter.
fn save_error_text(e: store::SaveError) -> String {
    match e {
        store::SaveError::Full => tr().storage_full.to_string(),
        store::SaveError::Other(e) => e,
    }
}

/// The writes of one import, undone whole if one fails: (key, text stored before).
struct Undo(Vec<(String, Option<String>)>);

impl Undo {
    fn put(&mut self, key: &str, text: &str) -> Result<(), String> {
        self.0.push((key.to_string(), store::get(key)));
        store::put(key, text).map_err(save_error_text)
    }
    fn undo(self) {
        for (key, before) in self.0.into_iter().rev() {
            match before {
                Some(text) => drop(store::put(&key, &text)),
                None => store::remove(&key),
            }
        }
    }
}

/// Store an import; `replace`: a clashing tournament here is replaced by the file's, otherwise
/// the file's is stored as a copy. All or nothing: a failed write (storage full) undoes the
/// others. Nothing here is ever overwritten otherwise: not an event, not unreadable data.
pub fn store_incoming(inc: Incoming, replace: bool) -> Result<Imported, String> {
    let mut undo = Undo(Vec::new());
    let result = store_each(inc, replace, &mut undo);
    if result.is_err() {
        undo.undo();
    }
    result
}

fn store_each(inc: Incoming, replace: bool, undo: &mut Undo) -> Result<Imported, String> {
    let mut done = Imported::default();
    for v in inc.events {
        let e = migrate_event(&v.to_string())?;
        let key = format!("{}{}", store::EVENT_PREFIX, e.id);
        if store::get(&key).is_none() {
            undo.put(&key, &serde_json::to_string(&e).unwrap_or_default())?;
        }
    }
    for (env, mut value) in inc.tournaments {
        let (id, count) = match store::load(&env.id) {
            Ok(Some(here)) if here.doc == env.doc => {
                done.same += 1;
                continue;
            }
            Ok(None) => (env.id.clone(), &mut done.added),
            Ok(Some(_)) if replace => (env.id.clone(), &mut done.replaced),
            // another tournament (or unreadable data) under that id: the import is a copy
            _ => (store::new_id(), &mut done.added),
        };
        // as written in the file (its unknown fields kept) when of this schema
        let text = if value.get("schema").and_then(|s| s.as_u64()) == Some(SCHEMA as u64) {
            value["id"] = id.clone().into();
            value.to_string()
        } else {
            serde_json::to_string(&Envelope { schema: SCHEMA, id: id.clone(), ..env }).unwrap_or_default()
        };
        undo.put(&store::key(&id), &text)?;
        *count += 1;
    }
    for (key, raw) in inc.unreadable {
        if (key.starts_with(store::PREFIX) || key.starts_with(store::EVENT_PREFIX)) && store::get(&key).is_none() {
            undo.put(&key, &raw)?;
            done.kept += 1;
        }
    }
    Ok(done)
}

/// Download every stored tournament as one file; each counts as backed up.
pub fn download_all() {
    download_archive(&format!("torre-backup-{}.json", today()), Which::All);
}

fn today() -> String {
    let date = js_sys::Date::new_0().to_iso_string().as_string().unwrap_or_default();
    date[..10.min(date.len())].to_string()
}

/// Download event `id` (its record and its sections) as one archive file.
pub fn download_event(id: &str, name: &str) {
    download_archive(&format!("{}.torre-event.json", util::file_stem(name)), Which::Event(id));
}

/// What an archive file holds.
enum Which<'a> {
    /// Every tournament and event, and the raw text of unreadable entries.
    All,
    /// One event's record and sections.
    Event(&'a str),
    /// These tournaments (the versions an import is about to replace).
    Ids(&'a [String]),
}

/// An archive of the tournaments `which` names, each as stored (also its fields this Torre
/// does not know); each counts as backed up.
fn download_archive(file: &str, which: Which) {
    let mut tournaments = Vec::new();
    let mut unreadable = Vec::new();
    for item in store::list() {
        match item {
            store::Listed::Ok(env) if keeps(&which, &env) => {
                record(&env.id, completed_rounds(&env.doc));
                let stored = store::raw_text(&env.id).and_then(|t| serde_json::from_str(&t).ok());
                tournaments.push(stored.unwrap_or_else(|| serde_json::to_value(&env).unwrap_or_default()));
            }
            store::Listed::Bad { key, raw, .. } if matches!(which, Which::All) => unreadable.push((key, raw)),
            _ => {}
        }
    }
    let events = match which {
        Which::All => store::events(),
        Which::Event(id) => store::load_event(id).into_iter().collect(),
        Which::Ids(_) => Vec::new(),
    };
    let events = events.into_iter().map(|e| serde_json::to_value(&e).unwrap_or_default()).collect();
    let a = Archive { kind: ARCHIVE_KIND.into(), schema: SCHEMA, saved: js_sys::Date::now(), tournaments, unreadable, events };
    util::download(file, "application/json", &serde_json::to_string_pretty(&a).unwrap_or_default());
}

fn keeps(which: &Which, env: &Envelope) -> bool {
    match which {
        Which::All => true,
        Which::Event(id) => env.doc.event.as_deref() == Some(*id),
        Which::Ids(ids) => ids.contains(&env.id),
    }
}

/// The rounds whose results are all in.
pub fn completed_rounds(d: &crate::doc::Doc) -> u32 {
    let paired = d.rounds_paired();
    if paired > 0 && !d.missing_boards(paired).is_empty() {
        paired - 1
    } else {
        paired
    }
}

/// Note that tournament `id` was backed up with `round` rounds complete.
pub fn record(id: &str, round: u32) {
    if let Some(s) = store::raw() {
        let _ = s.set_item(&format!("{BACKED_UP_PREFIX}{id}"), &round.to_string());
    }
}

fn backed_up(id: &str) -> u32 {
    store::raw().and_then(|s| s.get_item(&format!("{BACKED_UP_PREFIX}{id}")).ok().flatten()).and_then(|v| v.parse().ok()).unwrap_or(0)
}

/// Characters of localStorage in use (keys and values), what the browser's limit counts.
pub fn storage_used() -> f64 {
    let Some(s) = store::raw() else { return 0.0 };
    let mut chars = 0usize;
    for i in 0..s.length().unwrap_or(0) {
        if let Ok(Some(k)) = s.key(i) {
            chars += k.encode_utf16().count() + s.get_item(&k).ok().flatten().map_or(0, |v| v.encode_utf16().count());
        }
    }
    chars as f64
}

/// A size in characters as KB or MB (1024 characters a KB, as the limit is counted).
fn size_text(chars: f64) -> String {
    if chars >= 1024.0 * 1024.0 {
        format!("{:.1} MB", chars / 1024.0 / 1024.0)
    } else {
        format!("{:.0} KB", (chars / 1024.0).max(1.0))
    }
}

/// Import an archive or a one-tournament backup file picked by the user: read whole first;
/// when some of its tournaments would meet different ones here, `asking` holds it until the
/// arbiter chooses ([`ImportQuestion`]).
pub fn import_file(app: App, asking: RwSignal<Option<Incoming>>, ev: leptos::ev::Event) {
    let Some(file) = util::first_file(&ev) else { return };
    // the same file can be picked again
    event_target::<web_sys::HtmlInputElement>(&ev).set_value("");
    leptos::task::spawn_local(async move {
        let text = util::read_text(&file).await;
        match read_archive(&file.name(), &text) {
            Ok(inc) if !clashes(&inc).is_empty() => asking.set(Some(inc)),
            Ok(inc) => finish_import(app, inc, false),
            Err(e) => app.notify(Notice::Error(fill(tr().backup_import_refused, &[("error", &e)]))),
        }
    });
}

/// Store an import (see [`store_incoming`]) and say what it did.
fn finish_import(app: App, inc: Incoming, replace: bool) {
    let file = inc.file.clone();
    let result = store_incoming(inc, replace);
    app.list_version.update(|v| *v += 1);
    match result {
        Ok(done) => {
            let mut text = fill(tr().backup_imported, &[("added", &done.added), ("same", &done.same), ("file", &file)]);
            if done.replaced > 0 {
                text = format!("{text} {}", fill(tr().import_replaced, &[("n", &done.replaced)]));
            }
            if done.kept > 0 {
                text = format!("{text} {}", fill(tr().import_kept_unreadable, &[("n", &done.kept)]));
            }
            app.notify(Notice::Info(text))
        }
        Err(e) => app.notify(Notice::Error(fill(tr().backup_import_refused, &[("error", &e)]))),
    }
}

/// The question before an import meets different tournaments under the same ids: replace
/// them (the versions here downloaded first, as a backup file), import copies, or cancel.
#[component]
fn ImportQuestion(asking: RwSignal<Option<Incoming>>) -> impl IntoView {
    let app = expect_context::<App>();
    move || {
        let inc = asking.get()?;
        let here = clashes(&inc);
        let names = here.iter().map(|e| format!("{} ({})", e.doc.tournament.info.name, strings::rounds_of(e.doc.rounds_paired(), e.doc.total_rounds()))).collect::<Vec<_>>().join("; ");
        let ids: Vec<String> = here.iter().map(|e| e.id.clone()).collect();
        let (inc2, inc3) = (inc.clone(), inc.clone());
        Some(view! {
            <div class="banner warn wrap" role="alert" data-testid="import-question">
                <span>{fill(tr().import_clash, &[("file", &inc.file), ("n", &here.len()), ("names", &names)])}</span> " "
                <button data-testid="import-replace" on:click=move |_| {
                    download_archive(&format!("torre-replaced-{}.json", today()), Which::Ids(&ids));
                    asking.set(None);
                    finish_import(app, inc2.clone(), true);
                }>{tr().import_replace}</button>
                <button data-testid="import-copies" on:click=move |_| { asking.set(None); finish_import(app, inc3.clone(), false); }>{tr().import_copies}</button>
                <button data-testid="import-cancel" on:click=move |_| asking.set(None)>{tr().import_cancel}</button>
            </div>
        })
    }
}

/// The list's backup card: everything in one file, import it, the storage used, and on the
/// single-file app (file://) that its storage is its own.
#[component]
pub fn BackupCard() -> impl IntoView {
    let app = expect_context::<App>();
    let from_file = web_sys::window().and_then(|w| w.location().protocol().ok()).as_deref() == Some("file:");
    let asking = RwSignal::new(None::<Incoming>);
    view! {
        <div class="card backup noprint" data-testid="backup-card">
            <div class="toolbar">
                <button data-testid="export-all" disabled=!app.storage_ok on:click=move |_| download_all()>{tr().backup_export_all}</button>
                <label class="filebtn">{tr().backup_import_all}
                    <input type="file" accept=".json,application/json" data-testid="import-all" on:change=move |ev| import_file(app, asking, ev)/>
                </label>
            </div>
            <ImportQuestion asking/>
            <p class="muted small" data-testid="storage-note">
                {move || {
                    app.list_version.track();
                    let used = storage_used();
                    fill(tr().backup_storage_note, &[("used", &size_text(used)), ("quota", &size_text(STORAGE_QUOTA_CHARS)), ("percent", &format!("{:.0}", (used / STORAGE_QUOTA_CHARS * 100.0).ceil()))])
                }}
                {from_file.then(|| view! { " " <strong data-testid="file-storage-note">{tr().backup_file_note}</strong> })}
            </p>
            {move || {
                app.list_version.track();
                crate::journal::trouble().map(|e| view! { <p class="error small" role="alert" data-testid="journal-trouble">{fill(tr().journal_trouble, &[("error", &e)])}</p> })
            }}
        </div>
    }
}

/// The reminder over an open tournament: rounds completed since its last backup.
#[component]
pub fn BackupReminder() -> impl IntoView {
    let app = expect_context::<App>();
    let dismissed = RwSignal::new(0u32);
    move || {
        let id = app.id.get()?;
        let done = app.doc.with(|d| d.as_ref().map(completed_rounds))?;
        let since = backed_up(&id);
        (app.storage_ok && done >= since + BACKUP_EVERY_ROUNDS && dismissed.get() < done).then(|| {
            let text = fill(tr().backup_reminder, &[("round", &done)]);
            view! {
                <div class="banner info noprint" data-testid="backup-reminder" role="status">
                    <span>{text}</span> " "
                    <button class="primary small" data-testid="backup-now" on:click=move |_| { app.download_backup(); dismissed.set(done); }>{tr().backup_now}</button>
                    <button class="small" data-testid="backup-later" on:click=move |_| dismissed.set(done)>{tr().backup_later}</button>
                </div>
            }
        })
    }
}

/// The banner over a tournament holding fields this Torre does not know (`App::unknown`):
/// saving is paused; the stored original can be downloaded, or the arbiter goes on without
/// those fields.
#[component]
pub fn UnknownFields() -> impl IntoView {
    let app = expect_context::<App>();
    move || {
        let fields = app.unknown.get();
        (!fields.is_empty()).then(|| {
            let text = fill(tr().unknown_fields, &[("fields", &fields.join(", "))]);
            view! {
                <div class="banner warn wrap noprint" role="alert" data-testid="unknown-fields">
                    <span>{text}</span> " "
                    <button data-testid="download-original" on:click=move |_| download_original(app)>{tr().download_original}</button>
                    <button data-testid="drop-unknown" on:click=move |_| { app.unknown.set(Vec::new()); app.save(); }>{tr().drop_unknown}</button>
                </div>
            }
        })
    }
}

/// The open tournament's stored text, as it is.
fn download_original(app: App) {
    let Some(id) = app.id.get_untracked() else { return };
    let Some(text) = store::raw_text(&id) else { return };
    let name = app.doc.with_untracked(|d| d.as_ref().map(|d| util::file_stem(&d.tournament.info.name))).unwrap_or(id);
    util::download(&format!("{name}.original.torre.json"), "application/json", &text);
}
