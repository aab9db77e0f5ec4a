//! localStorage persistence. One key per tournament (`torre.t.<id>`) holding an
//! [`Envelope`] (schema version + revision + document). Nothing that fails to parse is ever
//! overwritten: unreadable keys are listed separately and offered for raw download.
//! Events (several sections, `doc::event`) are stored under `torre.e.<id>`, apart from the
//! tournaments, so that the tournament keys and their layout stay as they were.

use crate::doc::{migrate, migrate_event, Envelope, EventEnvelope};
use gloo_storage::{LocalStorage, Storage};
use wasm_bindgen::JsCast;

pub const PREFIX: &str = "torre.t.";
pub const EVENT_PREFIX: &str = "torre.e.";

pub fn key(id: &str) -> String {
    format!("{PREFIX}{id}")
}

/// localStorage exists and can be read (false in some private modes or when disabled).
pub fn available() -> bool {
    let Some(w) = web_sys::window() else { return false };
    let Ok(Some(s)) = w.local_storage() else { return false };
    // reading a probe key proves access; a failed write here may just mean "full"
    s.get_item("torre.probe").is_ok()
}

/// The browser's localStorage (gloo-storage's handle), `None` where it is unavailable (private
/// mode, disabled): every function below then reads nothing and a save fails with a message,
/// never a panic.
pub fn raw() -> Option<web_sys::Storage> {
    available().then(LocalStorage::raw)
}

/// The stored text under `key`, if any.
pub fn get(key: &str) -> Option<String> {
    raw()?.get_item(key).ok().flatten()
}

fn unavailable() -> SaveError {
    SaveError::Other("localStorage is unavailable".into())
}

pub enum Listed {
    Ok(Envelope),
    Bad { key: String, raw: String, error: String },
}

/// The stored (key, text) pairs whose key starts with `prefix`, read through one handle on the
/// storage (its availability probed once per listing, not once per key).
fn entries(prefix: &str) -> Vec<(String, String)> {
    let Some(s) = raw() else { return Vec::new() };
    let n = s.length().unwrap_or(0);
    (0..n)
        .filter_map(|i| s.key(i).ok().flatten())
        .filter(|k| k.starts_with(prefix))
        .map(|k| {
            let text = s.get_item(&k).ok().flatten().unwrap_or_default();
            (k, text)
        })
        .collect()
}

/// Every stored tournament, readable or not, most recently saved first; then the events that
/// cannot be read (the readable ones: [`events`]).
pub fn list() -> Vec<Listed> {
    let mut out = Vec::new();
    for (k, text) in entries(PREFIX) {
        match migrate(&text) {
            Ok(env) => out.push(Listed::Ok(env)),
            Err(error) => out.push(bad(k, text, error)),
        }
    }
    for (k, text) in entries(EVENT_PREFIX) {
        if let Err(error) = migrate_event(&text) {
            out.push(bad(k, text, error));
        }
    }
    out.sort_by(|a, b| {
        let ka = match a {
            Listed::Ok(e) => e.saved,
            Listed::Bad { .. } => f64::MAX,
        };
        let kb = match b {
            Listed::Ok(e) => e.saved,
            Listed::Bad { .. } => f64::MAX,
        };
        kb.partial_cmp(&ka).unwrap_or(std::cmp::Ordering::Equal)
    });
    out
}

/// An unreadable entry, its error naming the tournament or event when its name can still be
/// read in the text.
fn bad(key: String, raw: String, error: String) -> Listed {
    let error = match name_in(&raw) {
        Some(name) => crate::strings::fill(crate::strings::tr().damaged_named, &[("name", &name), ("error", &error)]),
        None => error,
    };
    Listed::Bad { key, raw, error }
}

/// The first `"name": "..."` in a damaged text (a tournament's name comes first in its
/// `info`, an event's first of all), up to its end or the end of the text.
fn name_in(raw: &str) -> Option<String> {
    let rest = &raw[raw.find("\"name\"")? + 6..];
    let rest = rest.trim_start().strip_prefix(':')?.trim_start().strip_prefix('"')?;
    let name: String = rest.chars().take_while(|c| *c != '"').take(80).collect();
    (!name.trim().is_empty()).then_some(name)
}

pub fn exists(id: &str) -> bool {
    get(&key(id)).is_some()
}

pub fn raw_text(id: &str) -> Option<String> {
    get(&key(id))
}

/// Load one tournament. `Err((raw, message))` when the stored text cannot be read.
pub fn load(id: &str) -> Result<Option<Envelope>, (String, String)> {
    match raw_text(id) {
        None => Ok(None),
        Some(text) => migrate(&text).map(Some).map_err(|e| (text, e)),
    }
}

/// [`load`], with the fields stored with the tournament that this Torre does not know and a
/// save would drop (`fields::dropped`), from the same reading of its stored text.
pub fn load_with_unknown(id: &str) -> Result<Option<(Envelope, Vec<String>)>, (String, String)> {
    let Some(text) = raw_text(id) else { return Ok(None) };
    let env = migrate(&text).map_err(|e| (text.clone(), e))?;
    let unknown = match serde_json::from_str(&text) {
        Ok(stored) => crate::fields::dropped(&stored, &serde_json::to_value(&env).unwrap_or_default()),
        Err(_) => Vec::new(),
    };
    Ok(Some((env, unknown)))
}

/// Revision currently stored under `id` (None: absent; Some(u64::MAX): unreadable).
pub fn stored_rev(id: &str) -> Option<u64> {
    let text = raw_text(id)?;
    match serde_json::from_str::<serde_json::Value>(&text) {
        Ok(v) => Some(v.get("rev").and_then(|r| r.as_u64()).unwrap_or(u64::MAX)),
        Err(_) => Some(u64::MAX),
    }
}

pub enum SaveError {
    Full,
    Other(String),
}

pub fn save(env: &Envelope) -> Result<(), SaveError> {
    let text = serde_json::to_string(env).map_err(|e| SaveError::Other(e.to_string()))?;
    put(&key(&env.id), &text)
}

/// Store `text` under `key` and keep it in the journal (journal.rs: on disk at once).
pub fn put(key: &str, text: &str) -> Result<(), SaveError> {
    restore(key, text)?;
    crate::journal::record(key, text);
    Ok(())
}

/// Store `text` under `key` (only: the journal's own entries, put back at start).
pub fn restore(key: &str, text: &str) -> Result<(), SaveError> {
    raw().ok_or_else(unavailable)?.set_item(key, text).map_err(save_error)
}

/// Remove `key` here and from the journal.
pub fn remove(key: &str) {
    if let Some(s) = raw() {
        let _ = s.remove_item(key);
        crate::journal::forget(key);
    }
}

fn save_error(e: wasm_bindgen::JsValue) -> SaveError {
    let name = e.dyn_ref::<web_sys::DomException>().map(|d| d.name()).unwrap_or_default();
    if name.contains("Quota") || e.as_string().map(|s| s.contains("quota")).unwrap_or(false) {
        SaveError::Full
    } else {
        SaveError::Other(format!("{e:?}"))
    }
}

pub fn delete(id: &str) {
    remove(&key(id));
}

/// A fresh id that no stored key uses.
pub fn new_id() -> String {
    loop {
        let n = (js_sys::Math::random() * 1e9) as u64;
        let id = format!("{:x}{:07x}", js_sys::Date::now() as u64, n & 0xfffffff);
        if !exists(&id) && get(&format!("{EVENT_PREFIX}{id}")).is_none() {
            return id;
        }
    }
}

/// Every readable stored event, by name (an unreadable one is left untouched and not listed:
/// its sections still show in the tournament list).
pub fn events() -> Vec<EventEnvelope> {
    let mut out: Vec<EventEnvelope> = entries(EVENT_PREFIX).iter().filter_map(|(_, text)| migrate_event(text).ok()).collect();
    out.sort_by(|a, b| a.event.name.cmp(&b.event.name));
    out
}

pub fn load_event(id: &str) -> Option<EventEnvelope> {
    migrate_event(&get(&format!("{EVENT_PREFIX}{id}"))?).ok()
}

pub fn delete_event(id: &str) {
    remove(&format!("{EVENT_PREFIX}{id}"));
}

pub fn save_event(env: &EventEnvelope) -> Result<(), SaveError> {
    let text = serde_json::to_string(env).map_err(|e| SaveError::Other(e.to_string()))?;
    put(&format!("{EVENT_PREFIX}{}", env.id), &text)
}
