//! IndexedDB in small steps (the rating list, ratings.rs, and the save journal, journal.rs):
//! open a database of one object store, a request or a transaction as a future.

use crate::strings::tr;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// A JavaScript error's message.
pub fn js_error(e: JsValue) -> String {
    e.dyn_ref::<js_sys::Error>().map(|e| String::from(e.message())).or_else(|| e.as_string()).unwrap_or_else(|| format!("{e:?}"))
}

/// A request's result (or its error) as a future.
pub async fn done(req: &web_sys::IdbRequest) -> Result<JsValue, String> {
    let r = req.clone();
    let p = js_sys::Promise::new(&mut |resolve, reject| {
        let ok_req = r.clone();
        let ok = Closure::once_into_js(move || {
            let _ = resolve.call1(&JsValue::NULL, &ok_req.result().unwrap_or(JsValue::UNDEFINED));
        });
        let err_req = r.clone();
        let err = Closure::once_into_js(move || {
            let msg = err_req.error().ok().flatten().map(|e| format!("{}: {}", e.name(), e.message())).unwrap_or_default();
            let _ = reject.call1(&JsValue::NULL, &JsValue::from_str(&msg));
        });
        r.set_onsuccess(Some(ok.unchecked_ref()));
        r.set_onerror(Some(err.unchecked_ref()));
    });
    JsFuture::from(p).await.map_err(js_error)
}

/// A transaction's end: committed, or why not.
pub async fn committed(tx: &web_sys::IdbTransaction) -> Result<(), String> {
    let t = tx.clone();
    let p = js_sys::Promise::new(&mut |resolve, reject| {
        let ok = Closure::once_into_js(move || {
            let _ = resolve.call0(&JsValue::NULL);
        });
        let err_tx = t.clone();
        let fail = Closure::once_into_js(move || {
            let msg = err_tx.error().map(|e| format!("{}: {}", e.name(), e.message())).unwrap_or_else(|| "aborted".into());
            let _ = reject.call1(&JsValue::NULL, &JsValue::from_str(&msg));
        });
        t.set_oncomplete(Some(ok.unchecked_ref()));
        // a failed request aborts the transaction: `abort` comes after every `error`
        t.set_onabort(Some(fail.unchecked_ref()));
    });
    JsFuture::from(p).await.map(|_| ()).map_err(js_error)
}

/// Open (creating if needed) database `name` with its one object store `store`.
pub async fn open(name: &str, store: &str) -> Result<web_sys::IdbDatabase, String> {
    let factory = web_sys::window().and_then(|w| w.indexed_db().ok().flatten()).ok_or_else(|| tr().rl_no_indexeddb.to_string())?;
    let req = factory.open_with_u32(name, 1).map_err(js_error)?;
    let store = store.to_string();
    let upgrade = Closure::once_into_js({
        let req = req.clone();
        move || {
            if let Ok(db) = req.result().map(|r| r.unchecked_into::<web_sys::IdbDatabase>()) {
                if !db.object_store_names().contains(&store) {
                    let _ = db.create_object_store(&store);
                }
            }
        }
    });
    req.set_onupgradeneeded(Some(upgrade.unchecked_ref()));
    Ok(done(&req).await?.unchecked_into())
}

