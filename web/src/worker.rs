//! Pairing in a Web Worker, so that the page never freezes while the engine runs.
//!
//! The worker is this same wasm: `pair-worker.js` (written by scripts/post_build.sh with the
//! hashed file names of the build) imports the app's wasm-bindgen glue and instantiates the
//! app's wasm; `main` sees no `window`, calls [`serve_if_worker`] and answers pairing jobs
//! instead of mounting the UI. Protocol: the worker posts `{ready: true}` (or `{failed}`),
//! the page posts the tournament ready to pair (JSON), the worker answers with the JSON of
//! `Result<RoundPairing, String>`. Where workers are unavailable (the single-file build opened
//! from file://) the page pairs on its own thread.

use std::cell::RefCell;
use std::rc::Rc;
use torre_core::pairing::RoundPairing;
use torre_core::Tournament;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

pub const SCRIPT: &str = "./pair-worker.js";

/// In a dedicated worker: install the job handler and return true. In a page: false.
pub fn serve_if_worker() -> bool {
    if web_sys::window().is_some() {
        return false;
    }
    let Ok(scope) = js_sys::global().dyn_into::<web_sys::DedicatedWorkerGlobalScope>() else { return false };
    let reply_to = scope.clone();
    let on = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
        let Some(text) = ev.data().as_string() else { return };
        let _ = reply_to.post_message(&JsValue::from_str(&answer(&text)));
    });
    scope.set_onmessage(Some(on.as_ref().unchecked_ref()));
    on.forget();
    true
}

/// One job: the tournament (JSON) in, `Result<RoundPairing, String>` (JSON) out.
pub fn answer(text: &str) -> String {
    let result: Result<RoundPairing, String> = serde_json::from_str::<Tournament>(text)
        .map_err(|e| crate::strings::pairing_failed(&e.to_string()))
        .and_then(|t| crate::doc::run_engine(&t));
    serde_json::to_string(&result).unwrap_or_default()
}

/// Workers can run here: served over http(s) (not the file:// single-file build) and the
/// browser has `Worker`.
pub fn available() -> bool {
    let Some(w) = web_sys::window() else { return false };
    let http = w.location().protocol().map(|p| p.starts_with("http")).unwrap_or(false);
    http && js_sys::Reflect::has(&w, &JsValue::from_str("Worker")).unwrap_or(false)
}

/// How a job ended: the engine's answer, or `None` when the worker itself failed (the caller
/// falls back to pairing on the page).
pub type Done = Box<dyn FnOnce(Option<Result<RoundPairing, String>>)>;

struct Job {
    worker: web_sys::Worker,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

thread_local! {
    static CURRENT: RefCell<Option<Job>> = const { RefCell::new(None) };
}

fn finish() {
    if let Some(job) = CURRENT.with(|c| c.borrow_mut().take()) {
        job.worker.terminate();
    }
}

/// Stop the running job, if any (its callback is never called).
pub fn cancel() {
    finish();
}

/// Pair `t` (ready to be paired) in a new worker; `done` is called once.
pub fn start(t: &Tournament, done: Done) {
    finish();
    let job = serde_json::to_string(t).unwrap_or_default();
    let done = Rc::new(RefCell::new(Some(done)));
    let call = {
        let done = done.clone();
        move |r: Option<Result<RoundPairing, String>>| {
            finish();
            if let Some(f) = done.borrow_mut().take() {
                f(r);
            }
        }
    };
    let opts = web_sys::WorkerOptions::new();
    opts.set_type(web_sys::WorkerType::Module);
    let worker = match web_sys::Worker::new_with_options(SCRIPT, &opts) {
        Ok(w) => w,
        Err(_) => return call(None),
    };
    let call2 = call.clone();
    let w2 = worker.clone();
    let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
        let data = ev.data();
        if let Some(text) = data.as_string() {
            match serde_json::from_str::<Result<RoundPairing, String>>(&text) {
                Ok(r) => call2(Some(r)),
                Err(_) => call2(None),
            }
        } else if js_sys::Reflect::get(&data, &JsValue::from_str("ready")).map(|v| v.is_truthy()).unwrap_or(false) {
            if w2.post_message(&JsValue::from_str(&job)).is_err() {
                call2(None);
            }
        } else {
            call2(None);
        }
    });
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_ev: web_sys::Event| call(None));
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    CURRENT.with(|c| *c.borrow_mut() = Some(Job { worker, _on_message: on_message, _on_error: on_error }));
}
