//! Small browser helpers: file downloads and reading picked files.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// Offer `content` as a file download (Blob + temporary link; works offline and on file://).
pub fn download(name: &str, mime: &str, content: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let parts = js_sys::Array::of1(&JsValue::from_str(content));
    let bag = web_sys::BlobPropertyBag::new();
    bag.set_type(&format!("{mime};charset=utf-8"));
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &bag) else { return };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
    if let Ok(a) = doc.create_element("a") {
        let a: web_sys::HtmlAnchorElement = a.unchecked_into();
        a.set_href(&url);
        a.set_download(name);
        if let Some(body) = doc.body() {
            let _ = body.append_child(&a);
            a.click();
            a.remove();
        }
    }
    let u = url.clone();
    leptos::prelude::set_timeout(move || { let _ = web_sys::Url::revoke_object_url(&u); }, std::time::Duration::from_secs(60));
}

pub fn file_stem(name: &str) -> String {
    let s: String = name.chars().map(|c| if c.is_alphanumeric() || c == '-' || c == '_' { c } else { '-' }).collect();
    // "Open - A" → "Open-A", not "Open---A"
    let s = s.split('-').filter(|p| !p.is_empty()).collect::<Vec<_>>().join("-");
    if s.is_empty() { "tournament".into() } else { s }
}

/// The file picked in an `<input type=file>` change event (the input is reset so that the
/// same file can be picked again).
pub fn first_file(ev: &web_sys::Event) -> Option<web_sys::File> {
    let input: web_sys::HtmlInputElement = ev.target()?.dyn_into().ok()?;
    let f = input.files()?.get(0);
    input.set_value("");
    f
}

pub async fn read_bytes(file: &web_sys::File) -> Vec<u8> {
    match JsFuture::from(file.array_buffer()).await {
        Ok(buf) => js_sys::Uint8Array::new(&buf).to_vec(),
        Err(_) => Vec::new(),
    }
}

pub async fn read_text(file: &web_sys::File) -> String {
    let bytes = read_bytes(file).await;
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Scroll the element `selector` finds into view once drawn: a panel opened under a long list
/// (a player's card under the standings, "Why this pairing?" under the boards) is out of sight,
/// on a phone under any list.
pub fn bring_into_view(selector: &'static str) {
    leptos::prelude::set_timeout(
        move || {
            if let Some(el) = leptos::prelude::document().query_selector(selector).ok().flatten() {
                el.scroll_into_view();
            }
        },
        std::time::Duration::from_millis(0),
    );
}
