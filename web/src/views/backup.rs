//! Backups (issue 20): every tournament of this browser in one JSON file and back, a reminder
//! when a round was completed since the last backup, and how much of the browser's storage the
//! app uses. Never lose data: an archive is read and checked whole before anything is stored,
//! and a tournament already here is never overwritten (an imported one with the same id and a
//! different content is stored as a copy).

use crate::doc::{migrate, migrate_event, Envelope, SCHEMA};
use crate::state::*;
use crate::strings::{fill, tr};
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

/// Read an archive (or a one-tournament backup) whole: every tournament in it and its events
/// (as stored, not yet read), or why not.
pub fn read_archive(text: &str) -> Result<(Vec<Envelope>, Vec<serde_json::Value>), String> {
    let v: serde_json::Value = serde_json::from_str(text).map_err(|e| fill(tr().backup_bad_file, &[("error", &e)]))?;
    if v.get("kind").and_then(|k| k.as_str()) != Some(ARCHIVE_KIND) {
        // a single tournament's backup
        return migrate(text).map(|e| (vec![e], Vec::new()));
    }
    let a: Archive = serde_json::from_value(v).map_err(|e| fill(tr().backup_bad_file, &[("error", &e)]))?;
    let tournaments = a
        .tournaments
        .iter()
        .enumerate()
        .map(|(i, t)| migrate(&t.to_string()).map_err(|e| fill(tr().backup_bad_entry, &[("n", &(i + 1)), ("error", &e)])))
        .collect::<Result<_, _>>()?;
    Ok((tournaments, a.events))
}

/// Store an archive's events that are not here yet (one already here is kept as it is).
fn store_events(events: Vec<serde_json::Value>) -> Result<(), String> {
    for v in events {
        let e = migrate_event(&v.to_string())?;
        if store::load_event(&e.id).is_none() {
            store::save_event(&e).map_err(save_error_text)?;
        }
    }
    Ok(())
}

/// What a failed save says to the arbiter.
fn save_error_text(e: store::SaveError) -> String {
    match e {
        store::SaveError::Full => tr().storage_full.to_string(),
        store::SaveError::Other(e) => e,
    }
}

/// Store imported tournaments without overwriting any: (stored, already here).
pub fn store_all(envs: Vec<Envelope>) -> Result<(usize, usize), String> {
    let (mut added, mut same) = (0, 0);
    for mut env in envs {
        match store::load(&env.id) {
            Ok(Some(here)) if here.doc == env.doc => {
                same += 1;
                continue;
            }
            Ok(None) => {}
            // another tournament (or unreadable data) under that id: the import is a copy
            _ => env.id = store::new_id(),
        }
        env.schema = SCHEMA;
        store::save(&env).map_err(save_error_text)?;
        added += 1;
    }
    Ok((added, same))
}

/// Download every stored tournament as one file; each counts as backed up.
pub fn download_all() {
    let date = js_sys::Date::new_0().to_iso_string().as_string().unwrap_or_default();
    download_archive(&format!("torre-backup-{}.json", &date[..10.min(date.len())]), None);
}

/// Download event `id` (its record and its sections) as one archive file.
pub fn download_event(id: &str, name: &str) {
    download_archive(&format!("{}.torre-event.json", util::file_stem(name)), Some(id));
}

/// An archive of every stored tournament and event, or of one event's only; each tournament
/// in it counts as backed up.
fn download_archive(file: &str, event: Option<&str>) {
    let mut tournaments = Vec::new();
    let mut unreadable = Vec::new();
    for item in store::list() {
        match item {
            store::Listed::Ok(env) if event.is_none() || env.doc.event.as_deref() == event => {
                record(&env.id, completed_rounds(&env.doc));
                tournaments.push(serde_json::to_value(&env).unwrap_or_default());
            }
            store::Listed::Bad { key, raw, .. } if event.is_none() => unreadable.push((key, raw)),
            _ => {}
        }
    }
    let events = match event {
        Some(id) => store::load_event(id).into_iter().collect(),
        None => store::events(),
    };
    let events = events.into_iter().map(|e| serde_json::to_value(&e).unwrap_or_default()).collect();
    let a = Archive { kind: ARCHIVE_KIND.into(), schema: SCHEMA, saved: js_sys::Date::now(), tournaments, unreadable, events };
    util::download(file, "application/json", &serde_json::to_string_pretty(&a).unwrap_or_default());
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

/// Import an archive or a one-tournament backup file picked by the user.
pub fn import_file(app: App, ev: leptos::ev::Event) {
    let Some(file) = util::first_file(&ev) else { return };
    leptos::task::spawn_local(async move {
        let text = util::read_text(&file).await;
        let result = read_archive(&text).and_then(|(envs, events)| store_events(events).and_then(|()| store_all(envs)));
        app.list_version.update(|v| *v += 1);
        match result {
            Ok((added, same)) => app.notify(Notice::Info(fill(tr().backup_imported, &[("added", &added), ("same", &same), ("file", &file.name())]))),
            Err(e) => app.notify(Notice::Error(fill(tr().backup_import_refused, &[("error", &e)]))),
        }
    });
}

/// The list's backup card: everything in one file, import it, the storage used, and on the
/// single-file app (file://) that its storage is its own.
#[component]
pub fn BackupCard() -> impl IntoView {
    let app = expect_context::<App>();
    let from_file = web_sys::window().and_then(|w| w.location().protocol().ok()).as_deref() == Some("file:");
    view! {
        <div class="card backup noprint" data-testid="backup-card">
            <div class="toolbar">
                <button data-testid="export-all" disabled=!app.storage_ok on:click=move |_| download_all()>{tr().backup_export_all}</button>
                <label class="filebtn">{tr().backup_import_all}
                    <input type="file" accept=".json,application/json" data-testid="import-all" on:change=move |ev| import_file(app, ev)/>
                </label>
            </div>
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
