//! Pairing, and the re-check of an imported file, in a Web Worker, so that the page never
//! freezes while the engine runs.
//!
//! The worker is this same wasm: `pair-worker.js` (written by scripts/post_build.sh with the
//! hashed file names of the build) imports the app's wasm-bindgen glue and instantiates the
//! app's wasm; `main` sees no `window`, calls [`serve_if_worker`] and answers jobs instead of
//! mounting the UI. Protocol: the worker posts `{ready: true}` (or `{failed}`), the page posts
//! a [`Job`] (JSON), the worker answers with [`Reply`]s (JSON): `Progress` after each round
//! of a re-check, then one `Done`. Where workers are unavailable (the single-file build opened
//! from file://) the page runs the job on its own thread. One job at a time; a new job or
//! [`cancel`] ends the running one (the worker is terminated).

use crate::doc::fide::{import_differences, RoundDifference};
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::rc::Rc;
use torre_core::pairing::RoundPairing;
use torre_core::Tournament;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

pub const SCRIPT: &str = "./pair-worker.js";

/// What the page asks of the worker.
#[derive(Clone, Serialize, Deserialize)]
pub enum Job {
    /// Pair the next round of a tournament ready to be paired.
    Pair(Tournament),
    /// Re-check every round of an imported tournament ([`import_differences`]).
    CheckImport(Tournament),
}

/// A job's result.
#[derive(Serialize, Deserialize)]
pub enum Answer {
    Paired(Result<RoundPairing, String>),
    Checked(Vec<RoundDifference>),
}

#[derive(Serialize, Deserialize)]
enum Reply {
    Progress { done: u32, of: u32 },
    Done(Answer),
}

/// Run a job here, reporting progress (the worker's side, and the page's fallback).
pub fn run(job: Job, mut progress: impl FnMut(u32, u32)) -> Answer {
    match job {
        Job::Pair(t) => Answer::Paired(crate::doc::run_engine(&t)),
        Job::CheckImport(t) => Answer::Checked(import_differences(&t, &mut progress)),
    }
}

/// In a dedicated worker: install the job handler and return true. In a page: false.
pub fn serve_if_worker() -> bool {
    if web_sys::window().is_some() {
        return false;
    }
    let Ok(scope) = js_sys::global().dyn_into::<web_sys::DedicatedWorkerGlobalScope>() else { return false };
    let reply_to = scope.clone();
    let on = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
        let Some(text) = ev.data().as_string() else { return };
        let post = |r: &Reply| {
            let _ = reply_to.post_message(&JsValue::from_str(&serde_json::to_string(r).unwrap_or_default()));
        };
        let answer = match serde_json::from_str::<Job>(&text) {
            Ok(job) => run(job, |done, of| post(&Reply::Progress { done, of })),
            Err(e) => Answer::Paired(Err(crate::strings::pairing_failed(&e.to_string()))),
        };
        post(&Reply::Done(answer));
    });
    scope.set_onmessage(Some(on.as_ref().unchecked_ref()));
    on.forget();
    true
}

/// Workers can run here: served over http(s) (not the file:// single-file build) and the
/// browser has `Worker`.
pub fn available() -> bool {
    let Some(w) = web_sys::window() else { return false };
    let http = w.location().protocol().map(|p| p.starts_with("http")).unwrap_or(false);
    http && js_sys::Reflect::has(&w, &JsValue::from_str("Worker")).unwrap_or(false)
}

/// How a job ended: its answer, or `None` when the worker itself failed (the caller falls back
/// to running it on the page).
pub type Done = Box<dyn FnOnce(Option<Answer>)>;

struct Running {
    worker: web_sys::Worker,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

thread_local! {
    static CURRENT: RefCell<Option<Running>> = const { RefCell::new(None) };
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

/// Run `job` in a worker where there is one, else on the page; also on the page when the worker
/// fails, after `fell_back()` (the caller says so). `progress(done, of)` as the worker reports;
/// `done(answer)` once at the end. On the page the job starts 30 ms later, so that the progress
/// indicator has painted.
pub fn run_job(job: Job, progress: impl Fn(u32, u32) + 'static, fell_back: impl FnOnce() + 'static, done: impl FnOnce(Answer) + 'static) {
    fn on_page(job: Job, done: impl FnOnce(Answer) + 'static) {
        leptos::prelude::set_timeout(move || done(run(job, |_, _| {})), std::time::Duration::from_millis(30));
    }
    if !available() {
        return on_page(job, done);
    }
    start(
        &job.clone(),
        progress,
        Box::new(move |answer| match answer {
            Some(a) => done(a),
            None => {
                fell_back();
                on_page(job, done);
            }
        }),
    );
}

/// Run `job` in a new worker; `progress(done, of)` as it reports, `done` once at the end.
fn start(job: &Job, progress: impl Fn(u32, u32) + 'static, done: Done) {
    finish();
    let job = serde_json::to_string(job).unwrap_or_default();
    let done = Rc::new(RefCell::new(Some(done)));
    let call = {
        let done = done.clone();
        move |r: Option<Answer>| {
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
            match serde_json::from_str::<Reply>(&text) {
                Ok(Reply::Progress { done, of }) => progress(done, of),
                Ok(Reply::Done(a)) => call2(Some(a)),
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
    CURRENT.with(|c| *c.borrow_mut() = Some(Running { worker, _on_message: on_message, _on_error: on_error }));
}
