//! Torre: the arbiter's app. Leptos CSR; every tournament lives in localStorage.
//!
//! One module per view under `views/`, the shared state in `state.rs`, the document (pure
//! Rust, no browser types) in `doc/`, storage in `store.rs` (the FIDE rating list in
//! IndexedDB: `ratings.rs`), the pairing worker in
//! `worker.rs`, the strings of each language in `web/i18n/<code>/` (`strings.rs`).

// The pure modules (doc/, standings, strings: no browser types) also build natively, so that
// their unit tests run with the workspace's (`cargo test --workspace`, scripts/test.sh) and
// compile only torre-core and serde besides; the rest of the app is wasm32 only.
#![cfg_attr(not(target_arch = "wasm32"), allow(dead_code, unused_imports))]

mod doc;
mod fields;
mod standings;
mod strings;
#[cfg(target_arch = "wasm32")]
mod events;
#[cfg(target_arch = "wasm32")]
mod idb;
#[cfg(target_arch = "wasm32")]
mod journal;
#[cfg(target_arch = "wasm32")]
mod live;
#[cfg(target_arch = "wasm32")]
mod ratings;
#[cfg(target_arch = "wasm32")]
mod state;
#[cfg(target_arch = "wasm32")]
mod store;
#[cfg(target_arch = "wasm32")]
mod util;
#[cfg(target_arch = "wasm32")]
mod views;
#[cfg(target_arch = "wasm32")]
mod worker;

#[cfg(target_arch = "wasm32")]
use views::root::{set_document_lang, stored_lang, Root};

/// Natively there is no app: the binary exists for the unit tests of the pure modules.
#[cfg(not(target_arch = "wasm32"))]
fn main() {}

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    // the same wasm runs the pairing worker (see worker.rs): no UI there
    if worker::serve_if_worker() {
        return;
    }
    if let Some(l) = stored_lang() {
        strings::set_lang(l);
    }
    set_document_lang();
    leptos::mount::mount_to_body(Root);
}
