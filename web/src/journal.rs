//! The save journal: a second copy of every save, in IndexedDB, written to disk at once.
//!
//! Chromium keeps localStorage writes in memory and commits them to disk only after a few
//! seconds: a browser killed in that time (a dead phone battery, a crash) loses them, measured
//! as the whole tournament of the last 4 s in tests/e2e/safekeep.test.mjs. An IndexedDB
//! transaction asked for `durability: "strict"` is on disk when it completes. So each text
//! stored under a tournament's or event's key (store.rs) is also put here under the same key,
//! and each delete is done here too; at start [`recover`] puts back in localStorage any
//! entry the journal holds newer than localStorage's (by the envelope's `saved` time), never
//! over stored text that cannot be read. Writes are queued and batched (the latest text of a
//! key wins), so a burst of saves costs one transaction.

use crate::idb::{self, committed, done, js_error};
use crate::state::{App, Notice};
use leptos::prelude::*;
use crate::store;
use crate::strings::{fill, tr};
use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

const DB: &str = "torre-journal";
const STORE: &str = "saves";

thread_local! {
    /// Writes not yet handed to IndexedDB: key -> text (None: delete).
    static PENDING: RefCell<BTreeMap<String, Option<String>>> = const { RefCell::new(BTreeMap::new()) };
    static FLUSHING: Cell<bool> = const { Cell::new(false) };
    static HANDLE: RefCell<Option<web_sys::IdbDatabase>> = const { RefCell::new(None) };
    /// Why the journal cannot be written (IndexedDB missing or failing), if so.
    static TROUBLE: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Keep `text`, just stored in localStorage under `key`, in the journal too.
pub fn record(key: &str, text: &str) {
    queue(key, Some(text.to_string()));
}

/// `key` was deleted from localStorage: delete it from the journal (or it would come back).
pub fn forget(key: &str) {
    queue(key, None);
}

/// Why the journal is not being written, if it is not.
pub fn trouble() -> Option<String> {
    TROUBLE.with(|t| t.borrow().clone())
}

fn queue(key: &str, value: Option<String>) {
    PENDING.with(|p| p.borrow_mut().insert(key.to_string(), value));
    if !FLUSHING.with(|f| f.replace(true)) {
        leptos::task::spawn_local(flush());
    }
}

async fn flush() {
    loop {
        let batch = PENDING.with(|p| std::mem::take(&mut *p.borrow_mut()));
        if batch.is_empty() {
            FLUSHING.with(|f| f.set(false));
            return;
        }
        let result = write(batch).await;
        TROUBLE.with(|t| *t.borrow_mut() = result.err());
    }
}

async fn db() -> Result<web_sys::IdbDatabase, String> {
    if let Some(db) = HANDLE.with(|h| h.borrow().clone()) {
        return Ok(db);
    }
    let db = idb::open(DB, STORE).await?;
    HANDLE.with(|h| *h.borrow_mut() = Some(db.clone()));
    Ok(db)
}

/// `db.transaction(STORE, "readwrite", {durability: "strict"})` (web-sys has the options only
/// behind its unstable APIs): complete means on disk.
fn durable_transaction(db: &web_sys::IdbDatabase) -> Result<web_sys::IdbTransaction, String> {
    let f: js_sys::Function = js_sys::Reflect::get(db, &"transaction".into()).map_err(js_error)?.unchecked_into();
    let options = js_sys::Object::new();
    js_sys::Reflect::set(&options, &"durability".into(), &"strict".into()).map_err(js_error)?;
    Ok(f.call3(db, &STORE.into(), &"readwrite".into(), &options).map_err(js_error)?.unchecked_into())
}

async fn write(batch: BTreeMap<String, Option<String>>) -> Result<(), String> {
    let db = db().await?;
    let tx = durable_transaction(&db)?;
    let s = tx.object_store(STORE).map_err(js_error)?;
    for (key, value) in batch {
        match value {
            Some(text) => s.put_with_key(&JsValue::from_str(&text), &JsValue::from_str(&key)).map_err(js_error)?,
            None => s.delete(&JsValue::from_str(&key)).map_err(js_error)?,
        };
    }
    committed(&tx).await
}

async fn read_all() -> Result<Vec<(String, String)>, String> {
    let db = db().await?;
    let tx = db.transaction_with_str(STORE).map_err(js_error)?;
    let s = tx.object_store(STORE).map_err(js_error)?;
    let keys: js_sys::Array = done(&s.get_all_keys().map_err(js_error)?).await?.unchecked_into();
    let values: js_sys::Array = done(&s.get_all().map_err(js_error)?).await?.unchecked_into();
    Ok(keys.iter().zip(values.iter()).filter_map(|(k, v)| Some((k.as_string()?, v.as_string()?))).collect())
}

/// The `saved` time of an envelope's text (None: not readable JSON).
fn saved(text: &str) -> Option<f64> {
    let v: serde_json::Value = serde_json::from_str(text).ok()?;
    Some(v.get("saved").and_then(|s| s.as_f64()).unwrap_or(0.0))
}

/// The journal's text should replace what localStorage holds under its key: nothing there, or
/// an older save; never text that cannot be read (kept as it is for the arbiter).
fn newer(journal: &str, stored: Option<&str>) -> bool {
    match (saved(journal), stored.map(saved)) {
        (None, _) => false,
        (Some(_), None) => true,
        (Some(_), Some(None)) => false,
        (Some(j), Some(Some(s))) => j > s,
    }
}

/// At start: put back the saves localStorage lost, say so, and show what `address` (the
/// page's address at start) names if it could not be shown before.
pub async fn recover(app: App, address: String) {
    let entries = match read_all().await {
        Ok(e) => e,
        Err(e) => {
            TROUBLE.with(|t| *t.borrow_mut() = Some(e));
            app.list_version.update(|v| *v += 1);
            return;
        }
    };
    let restored: Vec<String> = entries
        .into_iter()
        .filter(|(key, _)| key.starts_with(store::PREFIX) || key.starts_with(store::EVENT_PREFIX))
        .filter(|(key, text)| newer(text, store::get(key).as_deref()) && store::restore(key, text).is_ok())
        .map(|(key, _)| key)
        .collect();
    if restored.is_empty() {
        return;
    }
    app.list_version.update(|v| *v += 1);
    match app.id.get_untracked() {
        Some(id) if restored.contains(&store::key(&id)) => app.reload(),
        Some(_) => {}
        None => app.follow_address(&address),
    }
    app.notify(Notice::Info(fill(tr().journal_restored, &[("n", &restored.len())])));
}
