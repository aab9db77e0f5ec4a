//! The FIDE rating list in the browser: read from a picked file in chunks (a zip's entry
//! inflated by the browser's `DecompressionStream("deflate-raw")`), kept in IndexedDB (tens of
//! MB: never in localStorage, where the tournaments are), read back for searching after a
//! reload. The parsing itself is `torre-ratinglist` (plain Rust, tested natively); this module
//! only moves bytes between the file, the parser, the database and the [`RatingLists`] state.

use crate::idb::{self, committed, done, js_error};
use crate::strings::{fill, tr};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use torre_core::Player;
use torre_ratinglist::search::Index;
use torre_ratinglist::{stored, zip, Entry, Field, Kind, ListError, Parser, Problem, Where};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

const DB: &str = "torre-ratinglist";
const STORE: &str = "lists";
const META: &str = "meta";
const PLAYERS: &str = "players";

/// What is stored besides the players.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Meta {
    /// The file picked (and the list inside it, for a zip).
    pub file: String,
    /// `YYYY-MM` of the list, when the file says.
    pub date: Option<String>,
    /// The lists whose ratings it carries (`standard`, `rapid`, `blitz`).
    pub kinds: Vec<String>,
    /// The rating registration takes from it.
    pub using: String,
    pub players: usize,
    /// When it was loaded (ms since 1970).
    pub loaded: f64,
}

impl Meta {
    pub fn kinds(&self) -> Vec<Kind> {
        self.kinds.iter().filter_map(|k| Kind::from_code(k)).collect()
    }
    pub fn using(&self) -> Kind {
        Kind::from_code(&self.using).unwrap_or(Kind::Standard)
    }
}

/// Reading a file: bytes read of the total.
#[derive(Clone, Debug, PartialEq)]
pub struct Progress {
    pub file: String,
    pub done: f64,
    pub total: f64,
    pub players: usize,
}

/// The rating list's state, one value in [`crate::state::App`].
#[derive(Clone, Copy)]
pub struct RatingLists {
    /// The stored list (`None`: none, or not read yet).
    pub meta: RwSignal<Option<Meta>>,
    /// The stored list's players, ready to search (read from IndexedDB once per page).
    pub index: RwSignal<Option<Arc<Index>>>,
    pub progress: RwSignal<Option<Progress>>,
    /// Why the last file could not be read or stored.
    pub error: RwSignal<Option<String>>,
    /// The stored list has been looked for (the database opened once).
    pub checked: RwSignal<bool>,
}

impl RatingLists {
    pub fn new() -> Self {
        RatingLists { meta: RwSignal::new(None), index: RwSignal::new(None), progress: RwSignal::new(None), error: RwSignal::new(None), checked: RwSignal::new(false) }
    }

    /// Read the stored list once (after a reload), without blocking the page.
    pub fn ensure_loaded(self) {
        if self.checked.get_untracked() {
            return;
        }
        self.checked.set(true);
        leptos::task::spawn_local(async move {
            match read_stored().await {
                Ok(Some((meta, entries))) => {
                    self.index.set(Some(Arc::new(Index::new(entries))));
                    self.meta.set(Some(meta));
                }
                Ok(None) => {}
                Err(e) => self.error.set(Some(fill(tr().rl_stored_unreadable, &[("error", &e)]))),
            }
        });
    }

    /// Read `file`, then store it in place of the stored list.
    pub fn load(self, file: web_sys::File) {
        self.error.set(None);
        let name = file.name();
        self.progress.set(Some(Progress { file: name.clone(), done: 0.0, total: file.size(), players: 0 }));
        leptos::task::spawn_local(async move {
            let result = read_file(&file, self.progress).await;
            let outcome = match result {
                Err(e) => Err(fill(tr().rl_unreadable, &[("file", &name), ("error", &e)])),
                Ok((inner, list)) => {
                    let kinds = list.info.kinds.clone();
                    let using = if kinds.contains(&Kind::Standard) { Kind::Standard } else { kinds[0] };
                    let file = if inner == name { name.clone() } else { format!("{name} ({inner})") };
                    let meta = Meta {
                        file,
                        date: list.info.date.clone(),
                        kinds: kinds.iter().map(|k| k.code().to_string()).collect(),
                        using: using.code().into(),
                        players: list.entries.len(),
                        loaded: js_sys::Date::now(),
                    };
                    let text = stored::encode(&list.entries);
                    yield_now().await;
                    match write_stored(&meta, Some(&text)).await {
                        Ok(()) => Ok((meta, list.entries)),
                        Err(e) => Err(fill(tr().rl_store_failed, &[("error", &e)])),
                    }
                }
            };
            match outcome {
                Ok((meta, entries)) => {
                    yield_now().await;
                    self.index.set(Some(Arc::new(Index::new(entries))));
                    self.meta.set(Some(meta));
                    self.checked.set(true);
                }
                Err(e) => self.error.set(Some(e)),
            }
            self.progress.set(None);
        });
    }

    /// Take the ratings of `kind` from now on (a combined list carries three).
    pub fn set_using(self, kind: Kind) {
        let Some(mut meta) = self.meta.get_untracked() else { return };
        meta.using = kind.code().into();
        self.meta.set(Some(meta.clone()));
        leptos::task::spawn_local(async move {
            if let Err(e) = write_stored(&meta, None).await {
                self.error.set(Some(fill(tr().rl_store_failed, &[("error", &e)])));
            }
        });
    }

    /// Forget the stored list.
    pub fn remove(self) {
        self.meta.set(None);
        self.index.set(None);
        leptos::task::spawn_local(async move {
            if let Err(e) = clear_stored().await {
                self.error.set(Some(fill(tr().rl_store_failed, &[("error", &e)])));
            }
        });
    }
}

/// What a registered player would change to from the list.
#[derive(Clone, Debug, PartialEq)]
pub struct Change {
    pub player: u32,
    pub name: String,
    pub rating: Option<(Option<u32>, Option<u32>)>,
    pub title: Option<(String, String)>,
    pub federation: Option<(String, String)>,
}

/// The registered players (with a FIDE ID found in the list) whose rating, title or
/// federation the list gives differently.
pub fn changes(players: &[Player], index: &Index, kind: Kind) -> Vec<Change> {
    let wanted: std::collections::HashMap<u32, usize> =
        players.iter().enumerate().filter_map(|(i, p)| p.fide_id.trim().parse::<u32>().ok().map(|id| (id, i))).collect();
    let mut out = Vec::new();
    for e in index.entries.iter().filter(|e| wanted.contains_key(&e.id)) {
        let p = &players[wanted[&e.id]];
        let rating = e.rating(kind).map(u32::from);
        let title = crate::views::title_display(&e.title);
        let c = Change {
            player: p.id,
            name: p.name.clone(),
            rating: (rating != p.rating).then_some((p.rating, rating)),
            title: (title != crate::views::title_display(&p.title)).then(|| (p.title.clone(), title)),
            federation: (!e.federation.eq_ignore_ascii_case(p.federation.trim())).then(|| (p.federation.clone(), e.federation.clone())),
        };
        if c.rating.is_some() || c.title.is_some() || c.federation.is_some() {
            out.push(c);
        }
    }
    out.sort_by_key(|c| c.player);
    out
}

/// Apply [`changes`] to the players.
pub fn apply(players: &mut [Player], changes: &[Change]) {
    for c in changes {
        let Some(p) = players.iter_mut().find(|p| p.id == c.player) else { continue };
        if let Some((_, r)) = c.rating {
            p.rating = r;
        }
        if let Some((_, t)) = &c.title {
            p.title = t.clone();
        }
        if let Some((_, f)) = &c.federation {
            p.federation = f.clone();
        }
    }
}

/// A list entry as a registration: name, title, federation, rating, birth year, sex, FIDE ID.
pub fn fill_player(p: &mut Player, e: &Entry, kind: Kind) {
    p.name = e.name.clone();
    p.title = crate::views::title_display(&e.title);
    p.federation = e.federation.clone();
    p.rating = e.rating(kind).map(u32::from);
    p.birth = e.birth_year.map(|y| y.to_string()).unwrap_or_default();
    p.sex = e.trf_sex();
    p.fide_id = e.id.to_string();
}

// ---- reading the file ----


async fn slice_bytes(file: &web_sys::Blob, start: f64, end: f64) -> Result<Vec<u8>, String> {
    let part = file.slice_with_f64_and_f64(start, end).map_err(js_error)?;
    let buf = JsFuture::from(part.array_buffer()).await.map_err(js_error)?;
    Ok(js_sys::Uint8Array::new(&buf).to_vec())
}

/// Give the page a turn (paint the progress bar, answer clicks).
async fn yield_now() {
    let p = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback(&resolve);
        }
    });
    let _ = JsFuture::from(p).await;
}

#[wasm_bindgen]
extern "C" {
    /// The browser's `DecompressionStream` (web-sys has it only behind its unstable-API flag).
    #[wasm_bindgen(js_name = DecompressionStream)]
    type Inflate;
    #[wasm_bindgen(constructor, js_class = "DecompressionStream", catch)]
    fn new(format: &str) -> Result<Inflate, JsValue>;
}

/// The stream of the list's bytes, its name and its (uncompressed) size.
async fn open_list(file: &web_sys::File) -> Result<(web_sys::ReadableStream, String, f64), String> {
    let start = slice_bytes(file, 0.0, 4.0).await?;
    if !zip::is_zip(&start) {
        return Ok((file.stream(), file.name(), file.size()));
    }
    let len = file.size();
    let tail = slice_bytes(file, (len - zip::TAIL as f64).max(0.0), len).await?;
    let (off, size) = zip::directory(&tail, len as u64).map_err(|e| error_text(&e))?;
    let dir = slice_bytes(file, off as f64, (off + size) as f64).await?;
    let entries = zip::entries(&dir, off).map_err(|e| error_text(&e))?;
    let entry = zip::pick(&entries).map_err(|e| error_text(&e))?;
    let local = slice_bytes(file, entry.local_header as f64, (entry.local_header + zip::LOCAL_HEADER) as f64).await?;
    let data = zip::data_start(&local, entry).map_err(|e| error_text(&e))?;
    let raw = file.slice_with_f64_and_f64(data as f64, (data + entry.compressed) as f64).map_err(js_error)?.stream();
    let stream = if entry.deflated() {
        let inflate = Inflate::new("deflate-raw").map_err(js_error)?;
        raw.pipe_through(inflate.unchecked_ref())
    } else {
        raw
    };
    Ok((stream, entry.name.clone(), entry.size as f64))
}

/// Read the list in `file` (its inner name for a zip, and the list), moving `progress`.
async fn read_file(file: &web_sys::File, progress: RwSignal<Option<Progress>>) -> Result<(String, torre_ratinglist::RatingList), String> {
    let (stream, inner, total) = open_list(file).await?;
    let reader: web_sys::ReadableStreamDefaultReader = stream.get_reader().unchecked_into();
    let mut parser = Parser::new(&inner);
    let mut done = 0.0;
    let mut shown = js_sys::Date::now();
    loop {
        let step = JsFuture::from(reader.read()).await.map_err(|e| fill(tr().rl_inflate_failed, &[("error", &js_error(e))]))?;
        if js_sys::Reflect::get(&step, &"done".into()).map(|d| d.is_truthy()).unwrap_or(true) {
            break;
        }
        let chunk: js_sys::Uint8Array = js_sys::Reflect::get(&step, &"value".into()).map_err(js_error)?.unchecked_into();
        parser.feed(&chunk.to_vec()).map_err(|e: ListError| error_text(&e))?;
        done += chunk.length() as f64;
        if js_sys::Date::now() - shown > 100.0 {
            progress.set(Some(Progress { file: inner.clone(), done, total, players: parser.players() }));
            yield_now().await;
            shown = js_sys::Date::now();
        }
    }
    progress.set(Some(Progress { file: inner.clone(), done: total, total, players: parser.players() }));
    yield_now().await;
    let list = parser.finish().map_err(|e| error_text(&e))?;
    Ok((inner, list))
}

// ---- IndexedDB ----

async fn open_db() -> Result<web_sys::IdbDatabase, String> {
    idb::open(DB, STORE).await
}

fn store(db: &web_sys::IdbDatabase, mode: web_sys::IdbTransactionMode) -> Result<(web_sys::IdbTransaction, web_sys::IdbObjectStore), String> {
    let tx = db.transaction_with_str_and_mode(STORE, mode).map_err(js_error)?;
    let s = tx.object_store(STORE).map_err(js_error)?;
    Ok((tx, s))
}

/// Store `meta` and, if given, the players (one transaction: both or neither).
async fn write_stored(meta: &Meta, players: Option<&str>) -> Result<(), String> {
    let db = open_db().await?;
    let (tx, s) = store(&db, web_sys::IdbTransactionMode::Readwrite)?;
    let json = serde_json::to_string(meta).map_err(|e| e.to_string())?;
    s.put_with_key(&JsValue::from_str(&json), &META.into()).map_err(js_error)?;
    if let Some(p) = players {
        s.put_with_key(&JsValue::from_str(p), &PLAYERS.into()).map_err(js_error)?;
    }
    let r = committed(&tx).await;
    db.close();
    r
}

async fn read_stored() -> Result<Option<(Meta, Vec<Entry>)>, String> {
    let db = open_db().await?;
    let (_tx, s) = store(&db, web_sys::IdbTransactionMode::Readonly)?;
    let meta = done(&s.get(&META.into()).map_err(js_error)?).await?;
    let players = done(&s.get(&PLAYERS.into()).map_err(js_error)?).await?;
    db.close();
    let (Some(meta), Some(players)) = (meta.as_string(), players.as_string()) else { return Ok(None) };
    let meta: Meta = serde_json::from_str(&meta).map_err(|e| e.to_string())?;
    Ok(Some((meta, stored::decode(&players)?)))
}

async fn clear_stored() -> Result<(), String> {
    let db = open_db().await?;
    let (tx, s) = store(&db, web_sys::IdbTransactionMode::Readwrite)?;
    s.clear().map_err(js_error)?;
    let r = committed(&tx).await;
    db.close();
    r
}

/// Where and why a list cannot be read, in the arbiter's language.
pub fn error_text(e: &ListError) -> String {
    let what = problem_text(&e.what);
    match e.at {
        Where::Line { line, column } => fill(tr().rl_at_line, &[("line", &line), ("column", &column), ("what", &what)]),
        Where::Byte { offset, line } => fill(tr().rl_at_byte, &[("offset", &offset), ("line", &line), ("what", &what)]),
        Where::File => what,
    }
}

fn problem_text(p: &Problem) -> String {
    match p {
        Problem::Empty => tr().rl_err_empty.to_string(),
        Problem::NotAHeader { found } => fill(tr().rl_err_not_header, &[("found", found)]),
        Problem::ShortLine { name_column, line } => fill(tr().rl_err_short_line, &[("column", name_column), ("line", line)]),
        Problem::NotANumber { field, value } => {
            let field = match field {
                Field::FideId => tr().rl_field_fide_id,
                Field::Rating => tr().rl_field_rating,
                Field::BirthYear => tr().rl_field_birth,
            };
            fill(tr().rl_err_not_number, &[("field", &field), ("value", value)])
        }
        Problem::TagNotClosed => tr().rl_err_tag_open.to_string(),
        Problem::NoClosingTag { name } => fill(tr().rl_err_no_closing, &[("name", name)]),
        Problem::NoFideId => tr().rl_err_no_fide_id.to_string(),
        Problem::CutInsidePlayer => tr().rl_err_cut_player.to_string(),
        Problem::NoPlayer => tr().rl_err_no_player.to_string(),
        Problem::ZipNoEnd => tr().rl_err_zip_no_end.to_string(),
        Problem::Zip64 => tr().rl_err_zip64.to_string(),
        Problem::ZipDirectoryPastEnd { from, to, len } => fill(tr().rl_err_zip_past_end, &[("from", from), ("to", to), ("len", len)]),
        Problem::ZipDirectoryDamaged { at } => fill(tr().rl_err_zip_dir, &[("at", at)]),
        Problem::ZipNoList { holds } => fill(tr().rl_err_zip_no_list, &[("holds", &holds.join(", "))]),
        Problem::ZipMethod { name, method } => fill(tr().rl_err_zip_method, &[("name", name), ("method", method)]),
        Problem::ZipNoLocalHeader { name, at } => fill(tr().rl_err_zip_local, &[("name", name), ("at", at)]),
    }
}
