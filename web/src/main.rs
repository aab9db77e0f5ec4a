//! Torre: the arbiter's app. Leptos CSR; every tournament lives in localStorage.
//!
//! One module per view under `views/`, the shared state in `state.rs`, the document (pure
//! Rust, no browser types) in `doc/`, storage in `store.rs` (the FIDE rating list in
//! IndexedDB: `ratings.rs`), the pairing worker in
//! `worker.rs`, the strings of each language in `web/i18n/<code>/` (`strings.rs`).

mod doc;
mod ratings;
mod events;
mod standings;
mod state;
mod store;
mod strings;
mod util;
mod views;
mod worker;

use views::root::{set_document_lang, stored_lang, Root};

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
