//! Saves announced to the other tabs and windows of this browser (the hall's display follows
//! the arbiter): a BroadcastChannel message `{id, rev}` after each save, as well as the
//! storage event localStorage fires by itself (root.rs listens to both). The channel also
//! reaches a display whose storage events do not arrive (some browsers' file:// pages).

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

const CHANNEL: &str = "torre-saves";

thread_local! {
    static THIS_TAB: Option<web_sys::BroadcastChannel> = web_sys::BroadcastChannel::new(CHANNEL).ok();
}

/// Tell the other tabs that tournament `id` was stored at revision `rev`.
pub fn announce(id: &str, rev: u64) {
    THIS_TAB.with(|c| {
        if let Some(c) = c {
            let msg = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&msg, &"id".into(), &id.into());
            let _ = js_sys::Reflect::set(&msg, &"rev".into(), &(rev as f64).into());
            let _ = c.post_message(&msg);
        }
    });
}

/// Call `on_save(id, rev)` for each save another tab announces (for the page's lifetime).
/// The tab's one channel hears the others (a channel never receives its own messages).
pub fn listen(on_save: impl Fn(String, u64) + 'static) {
    let handler = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
        let data = ev.data();
        let rev = js_sys::Reflect::get(&data, &"rev".into()).ok().and_then(|v| v.as_f64()).unwrap_or(0.0) as u64;
        if let Some(id) = js_sys::Reflect::get(&data, &"id".into()).ok().and_then(|v| v.as_string()) {
            on_save(id, rev);
        }
    });
    THIS_TAB.with(|c| {
        if let Some(c) = c {
            c.set_onmessage(Some(handler.as_ref().unchecked_ref()));
        }
    });
    handler.forget();
}
