//! Torre: the arbiter's app. Leptos CSR; every tournament lives in localStorage.

mod doc;
mod explain;
mod standings;
mod store;
mod strings;
mod util;
mod worker;

use doc::{fmt_score, BoardResult, Doc, Envelope, NextRound, SCHEMA};
use leptos::prelude::*;
use std::time::Duration;
use strings::tr;
use torre_core::{AccelerationMethod, Colour, DutchEdition, PairingSystem, Player, PlayerId, PointSystem, Score, Tournament};
use wasm_bindgen::JsCast;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tab {
    Players,
    Rounds,
    Standings,
    Crosstable,
    Data,
    /// "How was this round paired?" (explain.rs)
    Explain,
}

#[derive(Clone, Debug, PartialEq)]
enum Notice {
    Info(String),
    Error(String),
}

/// Storage trouble shown in the banner at the top (stays until resolved or dismissed).
#[derive(Clone, Debug, PartialEq)]
enum StorageProblem {
    Unavailable,
    Full,
    Other(String),
}

#[derive(Clone, Copy)]
struct App {
    storage_ok: bool,
    /// Open tournament id (None: the list).
    id: RwSignal<Option<String>>,
    doc: RwSignal<Option<Doc>>,
    /// Revision of the open tournament that this tab last read or wrote.
    rev: RwSignal<u64>,
    conflict: RwSignal<bool>,
    problem: RwSignal<Option<StorageProblem>>,
    unsaved: RwSignal<bool>,
    notice: RwSignal<Option<Notice>>,
    tab: RwSignal<Tab>,
    /// Bumped whenever the stored list may have changed.
    list_version: RwSignal<u32>,
    busy: RwSignal<bool>,
    /// Seconds since the running pairing started (progress indicator).
    busy_secs: RwSignal<u32>,
    round_shown: RwSignal<u32>,
    /// Bumped when the language changes: the whole view is rebuilt.
    lang: RwSignal<u32>,
    /// The pairing editor of the last round is open.
    editing: RwSignal<bool>,
}

impl App {
    fn notify(&self, n: Notice) {
        self.notice.set(Some(n));
    }

    fn open(&self, id: &str) {
        match store::load(id) {
            Ok(Some(env)) => {
                let paired = env.doc.rounds_paired();
                self.rev.set(env.rev);
                self.doc.set(Some(env.doc));
                self.id.set(Some(id.to_string()));
                self.conflict.set(false);
                self.editing.set(false);
                self.unsaved.set(false);
                self.notice.set(None);
                self.round_shown.set(paired);
                self.tab.set(if paired > 0 { Tab::Rounds } else { Tab::Players });
                let _ = window().location().set_hash(&format!("t={id}"));
            }
            Ok(None) => self.notify(Notice::Error(tr().not_found.into())),
            Err((_, e)) => self.notify(Notice::Error(format!("{}: {e}", tr().storage_unreadable))),
        }
    }

    fn close(&self) {
        let _ = window().location().set_hash("");
        self.id.set(None);
        self.doc.set(None);
        self.conflict.set(false);
        self.notice.set(None);
        self.list_version.update(|v| *v += 1);
    }

    /// Store a brand-new tournament and open it.
    fn create(&self, doc: Doc) -> String {
        let id = if self.storage_ok { store::new_id() } else { format!("mem{}", js_sys::Date::now() as u64) };
        let paired = doc.rounds_paired();
        self.id.set(Some(id.clone()));
        self.rev.set(0);
        self.doc.set(Some(doc));
        self.conflict.set(false);
        self.editing.set(false);
        self.round_shown.set(paired);
        self.tab.set(if paired > 0 { Tab::Rounds } else { Tab::Players });
        let _ = window().location().set_hash(&format!("t={id}"));
        self.save();
        self.list_version.update(|v| *v += 1);
        id
    }

    /// Change the open tournament and autosave.
    fn change(&self, f: impl FnOnce(&mut Doc)) {
        self.doc.update(|d| {
            if let Some(d) = d {
                f(d)
            }
        });
        self.save();
    }

    fn save(&self) {
        self.unsaved.set(true);
        if !self.storage_ok || self.conflict.get_untracked() {
            return;
        }
        let Some(id) = self.id.get_untracked() else { return };
        let Some(doc) = self.doc.get_untracked() else { return };
        let rev = self.rev.get_untracked();
        if let Some(stored) = store::stored_rev(&id) {
            if stored != rev {
                // someone else (another tab) wrote since we last read: never overwrite silently
                self.conflict.set(true);
                return;
            }
        }
        let env = Envelope { schema: SCHEMA, id, rev: rev + 1, saved: js_sys::Date::now(), doc };
        match store::save(&env) {
            Ok(()) => {
                self.rev.set(rev + 1);
                self.unsaved.set(false);
                if matches!(self.problem.get_untracked(), Some(StorageProblem::Full) | Some(StorageProblem::Other(_))) {
                    self.problem.set(None);
                }
            }
            Err(store::SaveError::Full) => self.problem.set(Some(StorageProblem::Full)),
            Err(store::SaveError::Other(e)) => self.problem.set(Some(StorageProblem::Other(e))),
        }
    }

    fn download_backup(&self) {
        let (Some(id), Some(doc)) = (self.id.get_untracked(), self.doc.get_untracked()) else { return };
        let env = Envelope { schema: SCHEMA, id, rev: self.rev.get_untracked(), saved: js_sys::Date::now(), doc };
        let name = util::file_stem(&env.doc.tournament.info.name);
        let text = serde_json::to_string_pretty(&env).unwrap_or_default();
        util::download(&format!("{name}.torre.json"), "application/json", &text);
    }
}

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

const LANG_KEY: &str = "torre.lang";

fn stored_lang() -> Option<strings::Lang> {
    if !store::available() {
        return None;
    }
    let s = window().local_storage().ok().flatten()?;
    strings::Lang::from_code(&s.get_item(LANG_KEY).ok().flatten()?)
}

fn set_document_lang() {
    if let Some(el) = document().document_element() {
        let _ = el.set_attribute("lang", strings::lang().code());
    }
}

#[component]
fn Root() -> impl IntoView {
    let storage_ok = store::available();
    let app = App {
        storage_ok,
        id: RwSignal::new(None),
        doc: RwSignal::new(None),
        rev: RwSignal::new(0),
        conflict: RwSignal::new(false),
        problem: RwSignal::new(if storage_ok { None } else { Some(StorageProblem::Unavailable) }),
        unsaved: RwSignal::new(false),
        notice: RwSignal::new(None),
        tab: RwSignal::new(Tab::Players),
        list_version: RwSignal::new(0),
        busy: RwSignal::new(false),
        busy_secs: RwSignal::new(0),
        round_shown: RwSignal::new(0),
        lang: RwSignal::new(0),
        editing: RwSignal::new(false),
    };
    provide_context(app);

    // Another tab wrote the open tournament: pause saving and ask.
    if storage_ok {
        let handle = window_event_listener(leptos::ev::storage, move |ev: web_sys::StorageEvent| {
            let Some(id) = app.id.get_untracked() else {
                app.list_version.update(|v| *v += 1);
                return;
            };
            if ev.key().as_deref() == Some(store::key(&id).as_str()) {
                let theirs = store::stored_rev(&id);
                if theirs != Some(app.rev.get_untracked()) {
                    app.conflict.set(true);
                }
            }
        });
        std::mem::forget(handle);
    }

    // reopen the tournament named in the address (#t=ID) after a reload
    if storage_ok {
        if let Ok(h) = window().location().hash() {
            if let Some(id) = h.strip_prefix("#t=") {
                if store::exists(id) {
                    app.open(id);
                }
            }
        }
    }

    let set_language = move |code: String| {
        let Some(l) = strings::Lang::from_code(&code) else { return };
        strings::set_lang(l);
        if app.storage_ok {
            if let Ok(Some(s)) = window().local_storage() {
                let _ = s.set_item(LANG_KEY, l.code());
            }
        }
        set_document_lang();
        app.lang.update(|v| *v += 1);
    };

    move || { app.lang.track(); view! {
        <div class="app">
            <header class="top noprint">
                <span class="brand" on:click=move |_| app.close()>{tr().app_title}</span>
                {move || app.doc.with(|d| d.as_ref().map(|d| {
                    let t = &d.tournament;
                    view! {
                        <span class="crumb">
                            <a href="#" data-testid="back-to-list" on:click=move |ev| { ev.prevent_default(); app.close(); }>{tr().back_to_list}</a>
                            " › "
                            <strong data-testid="open-tournament-name">{t.info.name.clone()}</strong>
                            " · " {strings::rounds_of(d.rounds_paired(), t.total_rounds)}
                        </span>
                    }
                }))}
                <span class="save-state" data-testid="save-state">
                    {move || if app.id.get().is_none() { "" } else if app.unsaved.get() { tr().not_saved } else { tr().saved }}
                </span>
                <label class="lang">{tr().language} " "
                    <select data-testid="language" on:change=move |ev| set_language(event_target_value(&ev))>
                        {strings::Lang::ALL.map(|l| view! { <option value=l.code() selected=l == strings::lang()>{l.name()}</option> }).collect_view()}
                    </select>
                </label>
            </header>
            <Banner/>
            <main>
                {move || if app.id.get().is_some() { view! { <TournamentView/> }.into_any() } else { view! { <ListView/> }.into_any() }}
            </main>
        </div>
    } }
}

#[component]
fn Banner() -> impl IntoView {
    let app = expect_context::<App>();
    view! {
        {move || app.problem.get().map(|p| {
            let msg = match &p {
                StorageProblem::Unavailable => tr().storage_unavailable.to_string(),
                StorageProblem::Full => tr().storage_full.to_string(),
                StorageProblem::Other(e) => format!("{} ({e})", tr().not_saved),
            };
            view! {
                <div class="banner error noprint" role="alert" data-testid="storage-error">
                    <span>{msg}</span>
                    <button on:click=move |_| app.download_backup() data-testid="download-backup">{tr().download_backup}</button>
                    <button on:click=move |_| { app.problem.set(None); app.save(); }>{tr().dismiss}</button>
                </div>
            }
        })}
        {move || app.conflict.get().then(|| view! {
            <div class="banner warn noprint" role="alert" data-testid="conflict">
                <span>{tr().storage_conflict}</span>
                <button data-testid="conflict-load" on:click=move |_| {
                    if let Some(id) = app.id.get_untracked() {
                        app.conflict.set(false);
                        app.open(&id);
                    }
                }>{tr().conflict_load}</button>
                <button data-testid="conflict-keep" on:click=move |_| {
                    if let Some(id) = app.id.get_untracked() {
                        if let Some(r) = store::stored_rev(&id) { app.rev.set(r); } else { app.rev.set(0); }
                        app.conflict.set(false);
                        app.save();
                    }
                }>{tr().conflict_keep}</button>
                <button on:click=move |_| app.download_backup()>{tr().download_backup}</button>
            </div>
        })}
        {move || app.notice.get().map(|n| {
            let (class, text) = match n {
                Notice::Info(t) => ("banner info noprint", t),
                Notice::Error(t) => ("banner error noprint", t),
            };
            view! {
                <div class=class role="status" data-testid="notice">
                    <span>{text}</span>
                    <button aria-label=tr().close_symbol_label on:click=move |_| app.notice.set(None)>"×"</button>
                </div>
            }
        })}
    }
}

// ---------------------------------------------------------------- tournament list

#[component]
fn ListView() -> impl IntoView {
    let app = expect_context::<App>();
    let show_form = RwSignal::new(false);
    let renaming: RwSignal<Option<String>> = RwSignal::new(None);
    let rename_text = RwSignal::new(String::new());
    let deleting: RwSignal<Option<String>> = RwSignal::new(None);

    let on_import_json = move |ev: leptos::ev::Event| {
        let Some(file) = util::first_file(&ev) else { return };
        leptos::task::spawn_local(async move {
            let text = util::read_text(&file).await;
            match doc::migrate(&text) {
                Ok(env) => {
                    app.create(env.doc);
                    app.notify(Notice::Info(format!("{}: {}", tr().imported, file.name())));
                }
                Err(e) => app.notify(Notice::Error(format!("{}: {e}", tr().import_failed))),
            }
        });
    };
    let on_import_trf = move |ev: leptos::ev::Event| {
        let Some(file) = util::first_file(&ev) else { return };
        leptos::task::spawn_local(async move {
            let bytes = util::read_bytes(&file).await;
            match torre_core::trf::read(&bytes, &Default::default()) {
                Ok(out) => {
                    let mut t = out.tournament;
                    if t.info.name.trim().is_empty() {
                        t.info.name = file.name();
                    }
                    app.create(Doc::new(t));
                }
                Err(e) => app.notify(Notice::Error(strings::trf_error(&e.to_string()))),
            }
        });
    };

    view! {
        <section class="list">
            <div class="toolbar">
                <h1>{tr().tournaments}</h1>
                <span class="muted small">{tr().app_tagline}</span>
                <button class="primary" data-testid="new-tournament" on:click=move |_| show_form.update(|s| *s = !*s)>{tr().new_tournament}</button>
                <label class="filebtn">{tr().import_json_label}
                    <input type="file" accept=".json,application/json" data-testid="import-json" on:change=on_import_json/>
                </label>
                <label class="filebtn">{tr().import_trf_new_label}
                    <input type="file" accept=".trf,.txt" data-testid="import-trf-new" on:change=on_import_trf/>
                </label>
            </div>
            <div class="toolbar teaching" data-testid="teaching-seeds">
                <span class="muted small">{tr().teaching_label}</span>
                {explain::SEEDS.iter().map(|seed| view! {
                    <button data-testid="teaching-seed" data-seed=seed.key on:click=move |_| match explain::teaching_doc(seed.key) {
                        Ok(d) => {
                            app.create(d);
                            app.tab.set(Tab::Explain);
                        }
                        Err(e) => app.notify(Notice::Error(strings::trf_error(&e))),
                    }>{seed.label()}</button>
                }).collect_view()}
            </div>
            <Show when=move || show_form.get()>
                <CreateForm/>
            </Show>
            {move || {
                app.list_version.track();
                if !app.storage_ok {
                    return view! { <p class="muted">{tr().storage_unavailable}</p> }.into_any();
                }
                let items = store::list();
                if items.is_empty() {
                    return view! { <p class="muted" data-testid="no-tournaments">{tr().no_tournaments}</p> }.into_any();
                }
                view! {
                    <table class="grid tournaments">
                        <tbody>
                        {items.into_iter().map(|item| match item {
                            store::Listed::Ok(env) => {
                                let id = env.id.clone();
                                let t = &env.doc.tournament;
                                let name = if t.info.name.is_empty() { tr().untitled.to_string() } else { t.info.name.clone() };
                                let (id1, id2, id3, id4, id5, id6) = (id.clone(), id.clone(), id.clone(), id.clone(), id.clone(), id.clone());
                                let name2 = name.clone();
                                let meta = format!("{} {} · {} · {}", t.players.len(), tr().player_count, strings::rounds_of(env.doc.rounds_paired(), t.total_rounds), t.info.city);
                                view! {
                                    <tr data-testid="tournament-row" data-id=id.clone()>
                                        <td class="tname">
                                            {move || if renaming.get().as_deref() == Some(id1.as_str()) {
                                                let id = id1.clone();
                                                view! {
                                                    <input data-testid="rename-input" prop:value=move || rename_text.get()
                                                        on:input=move |ev| rename_text.set(event_target_value(&ev))
                                                        on:keydown=move |ev: web_sys::KeyboardEvent| if ev.key() == "Enter" { rename(app, &id, rename_text.get_untracked()); renaming.set(None); }/>
                                                }.into_any()
                                            } else {
                                                let id = id1.clone();
                                                view! { <a href="#" on:click=move |ev| { ev.prevent_default(); app.open(&id); }>{name.clone()}</a> }.into_any()
                                            }}
                                            <div class="muted small">{meta}</div>
                                        </td>
                                        <td class="actions">
                                            {move || if renaming.get().as_deref() == Some(id2.as_str()) {
                                                let id = id2.clone();
                                                view! {
                                                    <button on:click=move |_| { rename(app, &id, rename_text.get_untracked()); renaming.set(None); }>{tr().save}</button>
                                                    <button on:click=move |_| renaming.set(None)>{tr().cancel}</button>
                                                }.into_any()
                                            } else if deleting.get().as_deref() == Some(id2.as_str()) {
                                                let id = id2.clone();
                                                view! {
                                                    <span class="confirm">{tr().delete_confirm}</span>
                                                    <button class="danger" data-testid="confirm-delete" on:click=move |_| { store::delete(&id); deleting.set(None); app.list_version.update(|v| *v += 1); }>{tr().yes_delete}</button>
                                                    <button on:click=move |_| deleting.set(None)>{tr().cancel}</button>
                                                }.into_any()
                                            } else {
                                                let (a, b, c, d) = (id3.clone(), id4.clone(), id5.clone(), id6.clone());
                                                let n = name2.clone();
                                                view! {
                                                    <button data-testid="open-tournament" on:click=move |_| app.open(&a)>{tr().open}</button>
                                                    <button data-testid="rename-tournament" on:click=move |_| { rename_text.set(n.clone()); renaming.set(Some(b.clone())); }>{tr().rename}</button>
                                                    <button data-testid="duplicate-tournament" on:click=move |_| duplicate(app, &c)>{tr().duplicate}</button>
                                                    <button data-testid="delete-tournament" on:click=move |_| deleting.set(Some(d.clone()))>{tr().delete}</button>
                                                }.into_any()
                                            }}
                                        </td>
                                    </tr>
                                }.into_any()
                            }
                            store::Listed::Bad { key, raw, error } => {
                                let k2 = key.clone();
                                view! {
                                    <tr data-testid="unreadable-row" class="bad">
                                        <td>{tr().unreadable_entry}<div class="muted small">{format!("{key}: {error}")}</div></td>
                                        <td class="actions">
                                            <button data-testid="download-raw" on:click=move |_| util::download(&format!("{k2}.txt"), "text/plain", &raw)>{tr().download_raw}</button>
                                        </td>
                                    </tr>
                                }.into_any()
                            }
                        }).collect_view()}
                        </tbody>
                    </table>
                }.into_any()
            }}
        </section>
    }
}

fn rename(app: App, id: &str, name: String) {
    if let Ok(Some(mut env)) = store::load(id) {
        env.doc.tournament.info.name = name;
        env.rev += 1;
        env.saved = js_sys::Date::now();
        if let Err(store::SaveError::Full) = store::save(&env) {
            app.problem.set(Some(StorageProblem::Full));
        }
    }
    app.list_version.update(|v| *v += 1);
}

fn duplicate(app: App, id: &str) {
    if let Ok(Some(env)) = store::load(id) {
        let mut doc = env.doc;
        doc.tournament.info.name.push_str(tr().copy_suffix);
        let env = Envelope { schema: SCHEMA, id: store::new_id(), rev: 1, saved: js_sys::Date::now(), doc };
        if let Err(store::SaveError::Full) = store::save(&env) {
            app.problem.set(Some(StorageProblem::Full));
        }
    }
    app.list_version.update(|v| *v += 1);
}

/// Tie-break presets: (label, C.07 codes).
fn tiebreak_presets() -> [(&'static str, &'static [&'static str]); 4] {
    [
        (tr().tb_preset_swiss, &["BH/C1", "BH", "SB", "DE", "WIN"]),
        (tr().tb_preset_rated, &["BH/C1", "BH", "ARO/C1", "DE", "WIN"]),
        (tr().tb_preset_short, &["BH/C1", "BH", "SB"]),
        (tr().tb_preset_none, &[]),
    ]
}

#[component]
fn CreateForm() -> impl IntoView {
    let app = expect_context::<App>();
    let name = RwSignal::new(String::new());
    let place = RwSignal::new(String::new());
    let start = RwSignal::new(String::new());
    let end = RwSignal::new(String::new());
    let arbiter = RwSignal::new(String::new());
    let rounds = RwSignal::new("9".to_string());
    let system = RwSignal::new("dutch".to_string());
    let edition = RwSignal::new("2026".to_string());
    let accel = RwSignal::new("none".to_string());
    let points = RwSignal::new("standard".to_string());
    let tb = RwSignal::new("0".to_string());
    let colour = RwSignal::new("lot".to_string());

    let submit = move || {
        let mut t = Tournament::default();
        t.info.name = name.get_untracked().trim().to_string();
        if t.info.name.is_empty() {
            t.info.name = tr().untitled.to_string();
        }
        t.info.city = place.get_untracked();
        t.info.start_date = start.get_untracked().replace('-', "/");
        t.info.end_date = end.get_untracked().replace('-', "/");
        t.info.chief_arbiter = arbiter.get_untracked();
        t.total_rounds = rounds.get_untracked().trim().parse().ok().filter(|&n: &u32| n > 0);
        t.system = if system.get_untracked() == "dubov" { PairingSystem::Dubov } else { PairingSystem::Dutch };
        t.edition = if edition.get_untracked() == "2017" { DutchEdition::E2017 } else { DutchEdition::E2026 };
        t.acceleration_method = if accel.get_untracked() == "baku" { AccelerationMethod::Baku } else { AccelerationMethod::None };
        if points.get_untracked() == "football" {
            t.points = PointSystem {
                win: Score(30),
                draw: Score(10),
                loss: Score(0),
                forfeit_win: Score(30),
                forfeit_loss: Score(0),
                pairing_allocated_bye: Score(30),
                half_bye: Score(10),
                full_bye: Score(30),
                zero_bye: Score(0),
            };
        }
        let i: usize = tb.get_untracked().parse().unwrap_or(0);
        t.tiebreaks = tiebreak_presets().get(i).map(|p| p.1.iter().map(|s| s.to_string()).collect()).unwrap_or_default();
        let mut by_lot = false;
        t.initial_colour = match colour.get_untracked().as_str() {
            "white" => Some(Colour::White),
            "black" => Some(Colour::Black),
            _ => {
                by_lot = true;
                Some(if js_sys::Math::random() < 0.5 { Colour::White } else { Colour::Black })
            }
        };
        let mut d = Doc::new(t);
        d.colour_by_lot = by_lot;
        app.create(d);
        if by_lot {
            app.notify(Notice::Info(colour_drawn_text(&app.doc.get_untracked().unwrap())));
        }
    };

    view! {
        <form class="card create" on:submit=move |ev| { ev.prevent_default(); submit(); }>
            <div class="fields">
                <label>{tr().f_name}<input data-testid="tournament-name" required prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev))/></label>
                <label>{tr().f_place}<input data-testid="tournament-place" prop:value=move || place.get() on:input=move |ev| place.set(event_target_value(&ev))/></label>
                <label>{tr().f_start}<input type="date" data-testid="tournament-start" prop:value=move || start.get() on:input=move |ev| start.set(event_target_value(&ev))/></label>
                <label>{tr().f_end}<input type="date" data-testid="tournament-end" prop:value=move || end.get() on:input=move |ev| end.set(event_target_value(&ev))/></label>
                <label>{tr().f_arbiter}<input data-testid="tournament-arbiter" prop:value=move || arbiter.get() on:input=move |ev| arbiter.set(event_target_value(&ev))/></label>
                <label>{tr().f_rounds}<input type="number" min="1" max="99" data-testid="tournament-rounds" prop:value=move || rounds.get() on:input=move |ev| rounds.set(event_target_value(&ev))/></label>
                <label>{tr().f_system}
                    <select data-testid="tournament-system" on:change=move |ev| system.set(event_target_value(&ev))>
                        <option value="dutch" selected=true>{tr().system_dutch}</option>
                        <option value="dubov">{tr().system_dubov}</option>
                    </select>
                </label>
                <label>{tr().dutch_edition}
                    <select data-testid="tournament-edition" on:change=move |ev| edition.set(event_target_value(&ev))>
                        <option value="2026" selected=true>"C.04.3 (2026)"</option>
                        <option value="2017">"C.04.3 (2017)"</option>
                    </select>
                </label>
                <label>{tr().f_acceleration}
                    <select data-testid="tournament-acceleration" on:change=move |ev| accel.set(event_target_value(&ev))>
                        <option value="none" selected=true>{tr().acc_none}</option>
                        <option value="baku">{tr().acc_baku}</option>
                    </select>
                </label>
                <label>{tr().f_points}
                    <select data-testid="tournament-points" on:change=move |ev| points.set(event_target_value(&ev))>
                        <option value="standard" selected=true>{tr().points_standard}</option>
                        <option value="football">{tr().points_football}</option>
                    </select>
                </label>
                <label>{tr().f_tiebreaks}
                    <select data-testid="tournament-tiebreaks" on:change=move |ev| tb.set(event_target_value(&ev))>
                        {tiebreak_presets().iter().enumerate().map(|(i, p)| view! { <option value=i.to_string() selected=i == 0>{p.0}</option> }).collect_view()}
                    </select>
                </label>
                <label>{tr().f_colour}
                    <select data-testid="tournament-colour" on:change=move |ev| colour.set(event_target_value(&ev))>
                        <option value="lot" selected=true>{tr().colour_lot}</option>
                        <option value="white">{tr().colour_white}</option>
                        <option value="black">{tr().colour_black}</option>
                    </select>
                </label>
            </div>
            <button type="submit" class="primary" data-testid="create-tournament">{tr().create}</button>
        </form>
    }
}

fn colour_drawn_text(d: &Doc) -> String {
    let c = match d.tournament.initial_colour {
        Some(Colour::Black) => tr().colour_black,
        _ => tr().colour_white,
    };
    format!("{} {c}.", tr().colour_drawn)
}

// ---------------------------------------------------------------- one tournament

#[component]
fn TournamentView() -> impl IntoView {
    let app = expect_context::<App>();
    let tab_button = move |t: Tab, label: &'static str, testid: &'static str| {
        view! {
            <button class="tab" class:active=move || app.tab.get() == t data-testid=testid on:click=move |_| { app.notice.set(None); app.tab.set(t); }>{label}</button>
        }
    };
    view! {
        <nav class="tabs noprint">
            {tab_button(Tab::Players, tr().tab_players, "tab-players")}
            {tab_button(Tab::Rounds, tr().tab_rounds, "tab-rounds")}
            {tab_button(Tab::Standings, tr().tab_standings, "tab-standings")}
            {tab_button(Tab::Crosstable, tr().tab_crosstable, "tab-crosstable")}
            {tab_button(Tab::Explain, tr().tab_explain, "explain-tab")}
            {tab_button(Tab::Data, tr().tab_data, "tab-data")}
        </nav>
        {move || match app.tab.get() {
            Tab::Players => view! { <PlayersTab/> }.into_any(),
            Tab::Rounds => view! { <RoundsTab/> }.into_any(),
            Tab::Standings => view! { <StandingsTab/> }.into_any(),
            Tab::Crosstable => view! { <CrosstableTab/> }.into_any(),
            Tab::Data => view! { <DataTab/> }.into_any(),
            Tab::Explain => view! { <explain::ExplainTab/> }.into_any(),
        }}
    }
}

fn print_header(app: App, what: &'static str) -> impl IntoView {
    view! {
        <div class="print-head">
            {move || app.doc.with(|d| d.as_ref().map(|d| {
                let i = &d.tournament.info;
                format!("{} — {} {} {}", i.name, i.city, i.start_date, if i.end_date.is_empty() { String::new() } else { format!("– {}", i.end_date) })
            }))}
            " · " {what}
        </div>
    }
}

#[component]
fn PlayersTab() -> impl IntoView {
    let app = expect_context::<App>();
    let name = RwSignal::new(String::new());
    let title = RwSignal::new(String::new());
    let rating = RwSignal::new(String::new());
    let fed = RwSignal::new(String::new());
    let fide = RwSignal::new(String::new());
    let sex = RwSignal::new(String::new());
    let birth = RwSignal::new(String::new());
    let editing: RwSignal<Option<PlayerId>> = RwSignal::new(None);
    let paste = RwSignal::new(String::new());
    let name_ref: NodeRef<leptos::html::Input> = NodeRef::new();

    let clear = move || {
        for s in [name, title, rating, fed, fide, sex, birth] {
            s.set(String::new());
        }
        editing.set(None);
        if let Some(el) = name_ref.get_untracked() {
            let _ = el.focus();
        }
    };
    let submit = move || {
        let n = name.get_untracked().trim().to_string();
        if n.is_empty() {
            return;
        }
        let r = rating.get_untracked().trim().to_string();
        let rating_v = if r.is_empty() {
            None
        } else {
            match r.parse::<u32>() {
                Ok(v) => Some(v),
                Err(_) => {
                    app.notify(Notice::Error(format!("{}: \"{r}\"?", tr().p_rating)));
                    return;
                }
            }
        };
        let fill = |p: &mut Player| {
            p.name = n.clone();
            p.title = title.get_untracked().trim().to_string();
            p.rating = rating_v;
            p.federation = fed.get_untracked().trim().to_uppercase();
            p.fide_id = fide.get_untracked().trim().to_string();
            p.sex = sex.get_untracked().chars().next();
            p.birth = birth.get_untracked().trim().to_string();
        };
        match editing.get_untracked() {
            Some(id) => app.change(|d| {
                if let Some(p) = d.tournament.player_mut(id) {
                    fill(p);
                }
                d.renumber_if_open();
            }),
            None => {
                let mut p = Player::default();
                fill(&mut p);
                app.change(|d| d.add_players(vec![p]));
            }
        }
        clear();
    };
    let on_key = move |ev: web_sys::KeyboardEvent| {
        if ev.key() == "Enter" {
            ev.prevent_default();
            submit();
        } else if ev.key() == "Escape" {
            clear();
        }
    };
    let add_pasted = move || {
        let text = paste.get_untracked();
        let mut new = Vec::new();
        let mut skipped = Vec::new();
        for line in text.lines() {
            match doc::parse_player_line(line) {
                Ok(Some(p)) => new.push(p),
                Ok(None) => {}
                Err(e) => skipped.push(e),
            }
        }
        let n = new.len();
        app.change(|d| d.add_players(new));
        paste.set(String::new());
        app.notify(if skipped.is_empty() { Notice::Info(strings::pasted(n, &skipped)) } else { Notice::Error(strings::pasted(n, &skipped)) });
    };
    let on_import_trf = move |ev: leptos::ev::Event| {
        let Some(file) = util::first_file(&ev) else { return };
        leptos::task::spawn_local(async move {
            let bytes = util::read_bytes(&file).await;
            match torre_core::trf::read(&bytes, &Default::default()) {
                Ok(out) => {
                    let imported = out.tournament;
                    let n = imported.players.len();
                    app.change(|d| {
                        if d.tournament.players.is_empty() && d.rounds_paired() == 0 {
                            // a fresh tournament takes the whole file (header, rounds, settings)
                            let keep_name = d.tournament.info.name.clone();
                            d.tournament = imported;
                            if d.tournament.info.name.trim().is_empty() {
                                d.tournament.info.name = keep_name;
                            }
                        } else {
                            let players = imported.players.into_iter().map(|mut p| {
                                p.rounds.clear();
                                p.acceleration.clear();
                                p.declared_points = None;
                                p.rank = None;
                                p
                            });
                            d.add_players(players.collect());
                        }
                    });
                    app.notify(Notice::Info(strings::pasted(n, &[])));
                }
                Err(e) => app.notify(Notice::Error(strings::trf_error(&e.to_string()))),
            }
        });
    };

    view! {
        <section class="players">
            <div class="card noprint">
                <div class="addrow" on:keydown=on_key>
                    <label>{tr().p_name}<input node_ref=name_ref autofocus data-testid="player-name" prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev))/></label>
                    <label>{tr().p_title}<input class="w4" data-testid="player-title" list="titles" prop:value=move || title.get() on:input=move |ev| title.set(event_target_value(&ev))/></label>
                    <label>{tr().p_rating}<input class="w5" inputmode="numeric" data-testid="player-rating" prop:value=move || rating.get() on:input=move |ev| rating.set(event_target_value(&ev))/></label>
                    <label>{tr().p_fed}<input class="w4" data-testid="player-federation" prop:value=move || fed.get() on:input=move |ev| fed.set(event_target_value(&ev))/></label>
                    <label>{tr().p_fide}<input class="w7" inputmode="numeric" data-testid="player-fide-id" prop:value=move || fide.get() on:input=move |ev| fide.set(event_target_value(&ev))/></label>
                    <label>{tr().p_sex}<input class="w2" data-testid="player-sex" prop:value=move || sex.get() on:input=move |ev| sex.set(event_target_value(&ev))/></label>
                    <label>{tr().p_birth}<input class="w5" data-testid="player-birth" prop:value=move || birth.get() on:input=move |ev| birth.set(event_target_value(&ev))/></label>
                    <button class="primary" data-testid="add-player" on:click=move |_| submit()>
                        {move || if editing.get().is_some() { tr().save } else { tr().add_player }}
                    </button>
                    <datalist id="titles">
                        {["GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM"].map(|t| view! { <option value=t/> }).collect_view()}
                    </datalist>
                </div>
                <p class="muted small">{tr().add_hint} " "
                    {move || match app.doc.with(|d| d.as_ref().map(|d| d.rounds_paired()).unwrap_or(0)) {
                        0 => tr().initial_order_note,
                        n if n < doc::LAST_RENUMBER_ROUND => tr().late_entry_note,
                        _ => tr().late_entry_fixed_note,
                    }}
                </p>
                <details>
                    <summary>{tr().paste_label} " · " {tr().import_trf_label}</summary>
                    <p class="muted small">{tr().paste_hint}</p>
                    <textarea rows="6" data-testid="paste-players" prop:value=move || paste.get() on:input=move |ev| paste.set(event_target_value(&ev))></textarea>
                    <div><button data-testid="paste-players-add" on:click=move |_| add_pasted()>{tr().paste_add}</button></div>
                    <label class="filebtn">{tr().import_trf_label}
                        <input type="file" accept=".trf,.txt" data-testid="import-trf" on:change=on_import_trf/>
                    </label>
                </details>
            </div>
            {print_header(app, tr().tab_players)}
            {move || app.doc.with(|d| d.as_ref().map(|d| {
                let started = d.rounds_paired() > 0;
                let next = d.next_round();
                view! {
                    <table class="grid">
                        <thead><tr>
                            <th>{tr().p_no}</th><th>{tr().p_title}</th><th class="left">{tr().p_name}</th><th>{tr().p_rating}</th><th>{tr().p_fed}</th>
                            <th>{tr().p_fide}</th><th>{tr().p_sex}</th><th>{tr().p_birth}</th>
                            <th class="noprint">{format!("{} ({} {next})", tr().p_next_round, tr().round)}</th><th class="noprint">{tr().p_withdrawn}</th><th class="noprint"></th>
                        </tr></thead>
                        <tbody>
                        {d.tournament.players.iter().map(|p| {
                            let id = p.id;
                            let status = d.next_round_status(id);
                            let wd = d.withdrawn_from(id).is_some();
                            let p2 = p.clone();
                            view! {
                                <tr data-testid="player-row" data-player=id.to_string()>
                                    <td class="num">{id}</td>
                                    <td>{title_display(&p.title)}</td>
                                    <td class="left">{p.name.clone()}</td>
                                    <td class="num">{p.rating.map(|r| r.to_string()).unwrap_or_default()}</td>
                                    <td>{p.federation.clone()}</td>
                                    <td>{p.fide_id.clone()}</td>
                                    <td>{p.sex.map(|c| c.to_string()).unwrap_or_default()}</td>
                                    <td>{p.birth.clone()}</td>
                                    <td class="noprint">
                                        <select data-testid="player-next-round" on:change=move |ev| {
                                            let s = match event_target_value(&ev).as_str() { "half" => NextRound::Half, "zero" => NextRound::Zero, "full" => NextRound::Full, _ => NextRound::Play };
                                            app.change(|d| d.set_next_round_status(id, s));
                                        }>
                                            <option value="play" selected=status == NextRound::Play>{tr().nr_play}</option>
                                            <option value="half" selected=status == NextRound::Half>{tr().nr_half}</option>
                                            <option value="zero" selected=status == NextRound::Zero>{tr().nr_zero}</option>
                                            <option value="full" selected=status == NextRound::Full>{tr().nr_full}</option>
                                        </select>
                                    </td>
                                    <td class="noprint"><input type="checkbox" data-testid="player-withdrawn" prop:checked=wd on:change=move |ev| {
                                        let on = event_target_checked(&ev);
                                        app.change(|d| d.set_withdrawn(id, on));
                                    }/>
                                    {d.withdrawn_from(id).map(|r| view! { " " <span class="small muted" data-testid="withdrawn-from">{strings::withdrawn_label(r)}</span> })}
                                    </td>
                                    <td class="noprint actions">
                                        <button class="small" data-testid="edit-player" on:click=move |_| {
                                            name.set(p2.name.clone());
                                            title.set(p2.title.clone());
                                            rating.set(p2.rating.map(|r| r.to_string()).unwrap_or_default());
                                            fed.set(p2.federation.clone());
                                            fide.set(p2.fide_id.clone());
                                            sex.set(p2.sex.map(|c| c.to_string()).unwrap_or_default());
                                            birth.set(p2.birth.clone());
                                            editing.set(Some(id));
                                            if let Some(el) = name_ref.get_untracked() { let _ = el.focus(); }
                                        }>{tr().edit}</button>
                                        {(!started && id > 1).then(|| view! {
                                            <button class="small" title=tr().move_up_title data-testid="move-up" on:click=move |_| app.change(|d| d.move_up(id))>"↑"</button>
                                        })}
                                        {(!started).then(|| view! {
                                            <button class="small" data-testid="remove-player" on:click=move |_| app.change(|d| { d.remove_player(id); })>{tr().remove}</button>
                                        })}
                                    </td>
                                </tr>
                            }
                        }).collect_view()}
                        </tbody>
                    </table>
                    <p class="muted small">{format!("{} {}", d.tournament.players.len(), tr().player_count)}
                        {(d.manual_order && !started).then(|| view! {
                            " · " {tr().manual_order_note} " "
                            <button class="small" data-testid="automatic-order" on:click=move |_| app.change(|d| d.automatic_order())>{tr().automatic_order}</button>
                        })}
                    </p>
                }
            }))}
            <ByesCard/>
        </section>
    }
}

/// Requested byes (½, 0, 1 point) and withdrawals for any round not yet paired.
#[component]
fn ByesCard() -> impl IntoView {
    let app = expect_context::<App>();
    let who = RwSignal::new(String::new());
    let round = RwSignal::new(String::new());
    let kind = RwSignal::new("half".to_string());
    let add = move || {
        let Some(d) = app.doc.get_untracked() else { return };
        let next = d.next_round();
        let Ok(id) = who.get_untracked().trim().parse::<PlayerId>() else {
            return app.notify(Notice::Error(format!("{}: \"{}\"", tr().not_a_number, who.get_untracked())));
        };
        let r = round.get_untracked().trim().parse::<u32>().unwrap_or(next);
        if r < next {
            return app.notify(Notice::Error(tr().bye_round_paired.to_string()));
        }
        let k = kind.get_untracked();
        app.change(move |d| match k.as_str() {
            "withdraw" => d.withdraw_from(id, r),
            "zero" => { d.set_bye(id, r, Some(torre_core::ByeKind::Zero)); }
            "full" => { d.set_bye(id, r, Some(torre_core::ByeKind::Full)); }
            _ => { d.set_bye(id, r, Some(torre_core::ByeKind::Half)); }
        });
        app.notice.set(None);
    };
    view! {
        <div class="card noprint" data-testid="byes">
            <h3>{tr().byes_title}</h3>
            {move || app.doc.with(|d| d.as_ref().map(|d| {
                let next = d.next_round();
                let t = &d.tournament;
                let byes = d.requested_byes();
                let wd: Vec<(PlayerId, u32)> = d.withdrawn.iter().copied().filter(|w| w.1 >= next || d.withdrawn_from(w.0).is_some()).collect();
                view! {
                    <div class="addrow">
                        <label>{tr().bye_player}
                            <select data-testid="bye-player" on:change=move |ev| who.set(event_target_value(&ev))>
                                <option value="" selected=true>"—"</option>
                                {t.players.iter().map(|p| view! { <option value=p.id.to_string()>{format!("{}. {}", p.id, p.name)}</option> }).collect_view()}
                            </select>
                        </label>
                        <label>{tr().bye_round}
                            <input class="w4" type="number" min=next.to_string() max=t.total_rounds.map(|x| x.to_string()).unwrap_or_default()
                                data-testid="bye-round" placeholder=next.to_string() prop:value=move || round.get() on:input=move |ev| round.set(event_target_value(&ev))/>
                        </label>
                        <label>{tr().bye_kind}
                            <select data-testid="bye-kind" on:change=move |ev| kind.set(event_target_value(&ev))>
                                <option value="half" selected=true>{tr().nr_half}</option>
                                <option value="zero">{tr().nr_zero}</option>
                                <option value="full">{tr().nr_full}</option>
                                <option value="withdraw">{tr().bye_withdraw}</option>
                            </select>
                        </label>
                        <button data-testid="add-bye" on:click=move |_| add()>{tr().add_bye}</button>
                    </div>
                    {if byes.is_empty() && wd.is_empty() {
                        view! { <p class="muted small">{tr().byes_none}</p> }.into_any()
                    } else {
                        view! {
                            <table class="grid">
                                <tbody>
                                {byes.into_iter().map(|(id, r, k)| view! {
                                    <tr data-testid="bye-row" data-player=id.to_string() data-round=r.to_string()>
                                        <td class="num">{format!("{} {r}", tr().round)}</td>
                                        <td class="left">{player_label(t, id)}</td>
                                        <td>{doc::entry_result_label(&torre_core::RoundEntry::Bye(k))}</td>
                                        <td><button class="small" data-testid="remove-bye" on:click=move |_| app.change(move |d| { d.set_bye(id, r, None); })>{tr().remove}</button></td>
                                    </tr>
                                }).collect_view()}
                                {wd.into_iter().map(|(id, r)| view! {
                                    <tr data-testid="withdrawal-row" data-player=id.to_string() data-round=r.to_string()>
                                        <td class="num">{format!("{} {r}", tr().round)}</td>
                                        <td class="left">{player_label(t, id)}</td>
                                        <td>{strings::withdrawn_label(r)}</td>
                                        <td><button class="small" data-testid="remove-withdrawal" on:click=move |_| app.change(move |d| d.set_withdrawn(id, false))>{tr().remove}</button></td>
                                    </tr>
                                }).collect_view()}
                                </tbody>
                            </table>
                        }.into_any()
                    }}
                }
            }))}
        </div>
    }
}

/// FIDE title as printed (TRF files often carry the one-letter codes: g, m, wg, f, wm, c, wf).
fn title_display(code: &str) -> String {
    let c = code.trim();
    match c.to_ascii_lowercase().as_str() {
        "g" | "gm" => "GM".into(),
        "m" | "im" => "IM".into(),
        "wg" | "wgm" => "WGM".into(),
        "f" | "fm" => "FM".into(),
        "wm" | "wim" => "WIM".into(),
        "c" | "cm" => "CM".into(),
        "wf" | "wfm" => "WFM".into(),
        "wc" | "wcm" => "WCM".into(),
        _ => c.to_string(),
    }
}

fn player_label(t: &Tournament, id: PlayerId) -> String {
    match t.player(id) {
        Some(p) if p.title.trim().is_empty() => p.name.clone(),
        Some(p) => format!("{} {}", title_display(&p.title), p.name),
        None => format!("#{id}"),
    }
}

thread_local! {
    /// The interval that updates the pairing progress indicator.
    static BUSY_TICKER: std::cell::Cell<Option<IntervalHandle>> = const { std::cell::Cell::new(None) };
}

fn stop_busy(app: App) {
    BUSY_TICKER.with(|t| {
        if let Some(h) = t.take() {
            h.clear();
        }
    });
    app.busy.set(false);
}

fn focus_result(board: usize) {
    set_timeout(
        move || {
            if let Some(el) = document().get_element_by_id(&format!("res-{board}")) {
                if let Some(el) = el.dyn_ref::<web_sys::HtmlElement>() {
                    let _ = el.focus();
                }
                if let Some(inp) = el.dyn_ref::<web_sys::HtmlInputElement>() {
                    inp.select();
                }
            }
        },
        Duration::from_millis(0),
    );
}

#[component]
fn RoundsTab() -> impl IntoView {
    let app = expect_context::<App>();
    // the board whose "Why this pairing?" panel is open: (round, white, black)
    let why: RwSignal<Option<(u32, PlayerId, PlayerId)>> = RwSignal::new(None);

    let pair = move || {
        if app.busy.get_untracked() {
            return;
        }
        let Some(d) = app.doc.get_untracked() else { return };
        let prepared = match d.prepare_next() {
            Ok(p) => p,
            Err(e) => return app.notify(Notice::Error(e)),
        };
        app.busy.set(true);
        app.busy_secs.set(0);
        app.notice.set(None);
        let started = js_sys::Date::now();
        let ticker = set_interval_with_handle(
            move || app.busy_secs.set(((js_sys::Date::now() - started) / 1000.0) as u32),
            Duration::from_millis(250),
        )
        .ok();
        BUSY_TICKER.with(|t| {
            if let Some(old) = t.replace(ticker) {
                old.clear();
            }
        });
        // the engine's answer: store it unless the tournament changed meanwhile
        let original = d.clone();
        let finish = move |result: Result<torre_core::pairing::RoundPairing, String>, prepared: Doc| {
            stop_busy(app);
            if app.doc.with_untracked(|cur| cur.as_ref() != Some(&original)) {
                return app.notify(Notice::Error(tr().pairing_stale.to_string()));
            }
            match result {
                Ok(p) => {
                    let mut nd = prepared;
                    nd.apply_engine(&p);
                    let r = nd.rounds_paired();
                    app.editing.set(false);
                    app.change(move |d| *d = nd);
                    app.round_shown.set(r);
                    focus_result(1);
                }
                Err(e) => app.notify(Notice::Error(e)),
            }
        };
        // on the page itself (no worker): let the progress indicator paint first
        let finish_here = finish.clone();
        let on_page = move |prepared: Doc| {
            set_timeout(
                move || {
                    let r = doc::run_engine(&prepared.tournament);
                    finish_here(r, prepared);
                },
                Duration::from_millis(30),
            );
        };
        if worker::available() {
            let t = prepared.tournament.clone();
            worker::start(
                &t,
                Box::new(move |answer| match answer {
                    Some(r) => finish(r, prepared),
                    None => {
                        app.notify(Notice::Info(tr().worker_failed_fallback.to_string()));
                        on_page(prepared);
                    }
                }),
            );
        } else {
            on_page(prepared);
        }
    };
    let cancel = move || {
        worker::cancel();
        stop_busy(app);
        app.notify(Notice::Info(tr().pairing_cancelled.to_string()));
    };
    let unpair = move || {
        let Some(mut d) = app.doc.get_untracked() else { return };
        match d.unpair_last() {
            Ok(()) => {
                let r = d.rounds_paired();
                app.editing.set(false);
                app.change(move |x| *x = d);
                app.round_shown.set(r);
                app.notice.set(None);
            }
            Err(e) => app.notify(Notice::Error(e)),
        }
    };

    view! {
        <section class="rounds">
            <div class="toolbar noprint">
                {move || app.doc.with(|d| d.as_ref().map(|d| {
                    let next = d.next_round();
                    let all = d.tournament.total_rounds.map(|t| next > t).unwrap_or(false);
                    let paired = d.rounds_paired();
                    view! {
                        <button class="primary" data-testid="pair-round" disabled=move || app.busy.get() || all on:click=move |_| pair()>
                            {if all { tr().all_rounds_paired.to_string() } else { strings::pair_round_n(next) }}
                        </button>
                        {(paired > 0).then(|| view! {
                            <button data-testid="unpair-round" on:click=move |_| unpair()>{strings::unpair_round_n(paired)}</button>
                        })}
                        {(paired > 0 && !d.last_round_has_results()).then(|| view! {
                            <button data-testid="edit-pairing" class:active=move || app.editing.get() on:click=move |_| {
                                app.round_shown.set(paired);
                                app.editing.update(|e| *e = !*e);
                            }>{tr().edit_pairing}</button>
                        })}
                        <span class="roundsel">
                            {(1..=paired).map(|r| view! {
                                <button class="tab" class:active=move || app.round_shown.get() == r data-testid="show-round" data-round=r.to_string() on:click=move |_| app.round_shown.set(r)>{format!("{} {r}", tr().round)}</button>
                            }).collect_view()}
                        </span>
                        <button on:click=move |_| { let _ = window().print(); }>{tr().print}</button>
                    }
                }))}
                {move || app.busy.get().then(|| view! {
                    <span class="busy" role="status" data-testid="pairing-progress">
                        <span class="spinner"></span>
                        <progress aria-label=tr().pairing_in_progress></progress>
                        <span data-testid="pairing-elapsed">{move || strings::pairing_elapsed(app.doc.with_untracked(|d| d.as_ref().map(|d| d.next_round()).unwrap_or(1)), app.busy_secs.get())}</span>
                        {worker::available().then(|| view! { <button data-testid="cancel-pairing" on:click=move |_| cancel()>{tr().cancel_pairing}</button> })}
                    </span>
                })}
            </div>
            {(!worker::available()).then(|| view! { <p class="muted small noprint" data-testid="no-worker-note">{tr().no_worker_note}</p> })}
            {move || app.editing.get().then(|| view! { <PairingEditor/> })}
            {move || app.doc.with(|d| d.as_ref().map(|d| {
                let paired = d.rounds_paired();
                let r = app.round_shown.get().min(paired);
                if r == 0 {
                    return view! { <p class="muted">{tr().not_paired_yet}</p> }.into_any();
                }
                let t = &d.tournament;
                let (lines, bye) = d.boards(r);
                let nboards = lines.len();
                let absent: Vec<String> = t.players.iter().filter(|p| !p.round(r).was_paired()).map(|p| {
                    format!("{} {} ({})", p.id, p.name, doc::entry_result_label(&p.round(r)).if_empty("—"))
                }).collect();
                view! {
                    <div class="print-head">{t.info.name.clone()} " · " {format!("{} {r}", tr().round)}</div>
                    <h2 class="noprint-h">{format!("{} {r}", tr().round)}
                        {d.edited.contains(&r).then(|| view! { " " <span class="badge" data-testid="manual-badge">{tr().manual_badge}</span> })}
                    </h2>
                    <table class="grid pairings" data-testid="pairing-table" data-round=r.to_string()>
                        <thead><tr>
                            <th>{tr().board}</th><th>{tr().p_no}</th><th class="left">{tr().white}</th><th>{tr().pts}</th>
                            <th>{tr().result}</th>
                            <th>{tr().pts}</th><th class="left">{tr().black}</th><th>{tr().p_no}</th>
                            <th class="noprint"></th>
                        </tr></thead>
                        <tbody>
                        {lines.into_iter().map(|b| {
                            let (w, bl, board) = (b.white, b.black, b.board);
                            let label = b.result.label();
                            view! {
                                <tr data-testid="pairing-row" data-board=board.to_string() data-white=w.to_string() data-black=bl.to_string() class:done=b.result != BoardResult::Pending>
                                    <td class="num">{board}</td>
                                    <td class="num">{w}</td>
                                    <td class="left">{player_label(t, w)}</td>
                                    <td class="num">{fmt_score(d.score(w, r - 1))}</td>
                                    <td class="res">
                                        <input id=format!("res-{board}") class="result" data-testid="result-input" autocomplete="off" size="4"
                                            prop:value=label
                                            on:keydown=move |ev: web_sys::KeyboardEvent| {
                                                let key = ev.key();
                                                if ev.ctrl_key() || ev.meta_key() || ev.alt_key() { return; }
                                                let res = if key == "Backspace" || key == "Delete" { Some(BoardResult::Pending) } else { BoardResult::from_key(&key) };
                                                if let Some(res) = res {
                                                    ev.prevent_default();
                                                    app.change(|d| d.set_result(r, w, bl, res));
                                                    if res != BoardResult::Pending {
                                                        focus_result(if board < nboards { board + 1 } else { board });
                                                    } else {
                                                        focus_result(board);
                                                    }
                                                } else if key == "ArrowDown" || key == "Enter" {
                                                    ev.prevent_default();
                                                    focus_result(board + 1);
                                                } else if key == "ArrowUp" {
                                                    ev.prevent_default();
                                                    focus_result(board.saturating_sub(1).max(1));
                                                } else if key.chars().count() == 1 {
                                                    ev.prevent_default();
                                                }
                                            }
                                            on:change=move |ev| {
                                                if let Some(res) = BoardResult::parse(&event_target_value(&ev)) {
                                                    app.change(|d| d.set_result(r, w, bl, res));
                                                }
                                            }
                                        />
                                        <span class="print-only">{label}</span>
                                    </td>
                                    <td class="num">{fmt_score(d.score(bl, r - 1))}</td>
                                    <td class="left">{player_label(t, bl)}</td>
                                    <td class="num">{bl}</td>
                                    <td class="noprint"><button class="why-btn" data-testid="why-pairing" title=tr().why_pairing aria-label=tr().why_pairing
                                        class:active=move || why.get() == Some((r, w, bl))
                                        on:click=move |_| why.update(|x| *x = if *x == Some((r, w, bl)) { None } else { Some((r, w, bl)) })>"?"</button></td>
                                </tr>
                            }
                        }).collect_view()}
                        {bye.map(|id| view! {
                            <tr data-testid="pab-row" data-player=id.to_string() class="pab">
                                <td></td>
                                <td class="num">{id}</td>
                                <td class="left">{player_label(t, id)}</td>
                                <td class="num">{fmt_score(d.score(id, r - 1))}</td>
                                <td class="res">{fmt_score(t.points.pairing_allocated_bye)}</td>
                                <td colspan="3" class="left">{tr().pab}</td>
                                <td class="noprint"></td>
                            </tr>
                        })}
                        </tbody>
                    </table>
                    {(!absent.is_empty()).then(|| view! {
                        <p class="small" data-testid="not-paired"><strong>{tr().absent_list} ": "</strong>{absent.join(", ")}</p>
                    })}
                    {why.get().filter(|x| x.0 == r).map(|(r, w, bl)| explain::why_view(d, r, w, bl, move |bi| {
                        explain::START_BRACKET.with(|s| s.set(bi));
                        app.round_shown.set(r);
                        app.tab.set(Tab::Explain);
                    }))}
                    <p class="muted small noprint">{tr().results_hint}</p>
                    {d.audit(r).map(|a| audit_view(app, d, a))}
                }.into_any()
            }))}
        </section>
    }
}

/// The pairing editor of the last round: pairing numbers per board, click-to-swap, colours.
#[component]
fn PairingEditor() -> impl IntoView {
    let app = expect_context::<App>();
    let Some((r, lines, bye)) = app.doc.with_untracked(|d| {
        d.as_ref().map(|d| {
            let r = d.rounds_paired();
            let (l, b) = d.boards(r);
            (r, l, b)
        })
    }) else {
        return ().into_any();
    };
    let n = lines.len();
    let draft: RwSignal<Vec<(String, String)>> = RwSignal::new(lines.iter().map(|b| (b.white.to_string(), b.black.to_string())).collect());
    let draft_bye = RwSignal::new(bye.map(|b| b.to_string()).unwrap_or_default());
    // a picked slot: (board index, 0 white / 1 black); board index n = the PAB
    let picked: RwSignal<Option<(usize, u8)>> = RwSignal::new(None);
    let get = move |slot: (usize, u8)| -> String {
        if slot.0 == n {
            draft_bye.get_untracked()
        } else {
            draft.with_untracked(|d| if slot.1 == 0 { d[slot.0].0.clone() } else { d[slot.0].1.clone() })
        }
    };
    let put = move |slot: (usize, u8), v: String| {
        if slot.0 == n {
            draft_bye.set(v)
        } else {
            draft.update(|d| if slot.1 == 0 { d[slot.0].0 = v } else { d[slot.0].1 = v })
        }
    };
    let pick = move |slot: (usize, u8)| match picked.get_untracked() {
        None => picked.set(Some(slot)),
        Some(prev) if prev == slot => picked.set(None),
        Some(prev) => {
            let (a, b) = (get(prev), get(slot));
            put(prev, b);
            put(slot, a);
            picked.set(None);
        }
    };
    let name_of = move |v: String| -> String {
        let id = v.trim().parse::<PlayerId>().ok();
        app.doc.with_untracked(|d| match (d, id) {
            (Some(d), Some(id)) if d.tournament.player(id).is_some() => player_label(&d.tournament, id),
            _ => "?".to_string(),
        })
    };
    let apply = move || {
        let num = |v: &str| v.trim().parse::<PlayerId>().map_err(|_| format!("{}: \"{}\"", tr().not_a_number, v.trim()));
        let parsed = (|| -> Result<torre_core::pairing::RoundPairing, String> {
            let mut boards = Vec::new();
            for (w, b) in draft.get_untracked() {
                boards.push(torre_core::pairing::Board { white: num(&w)?, black: num(&b)? });
            }
            let bye_text = draft_bye.get_untracked();
            let bye = if bye_text.trim().is_empty() { None } else { Some(num(&bye_text)?) };
            Ok(torre_core::pairing::RoundPairing { round: r, boards, bye })
        })();
        let Some(mut nd) = app.doc.get_untracked() else { return };
        match parsed.and_then(|p| nd.set_manual_pairing(p)) {
            Ok(()) => {
                let edited = nd.edited.contains(&r);
                app.change(move |d| *d = nd);
                app.editing.set(false);
                app.round_shown.set(r);
                if edited {
                    app.notify(Notice::Info(tr().manual_applied.to_string()));
                } else {
                    app.notice.set(None);
                }
            }
            Err(e) => app.notify(Notice::Error(e)),
        }
    };
    let slot_cell = move |slot: (usize, u8), testid: &'static str, pick_id: &'static str| {
        view! {
            <input class="w4" inputmode="numeric" data-testid=testid
                prop:value=move || if slot.0 == n { draft_bye.get() } else { draft.with(|d| if slot.1 == 0 { d[slot.0].0.clone() } else { d[slot.0].1.clone() }) }
                on:input=move |ev| put(slot, event_target_value(&ev))/>
            " "
            <button class="pick" class:picked=move || picked.get() == Some(slot) data-testid=pick_id on:click=move |_| pick(slot)>
                {move || name_of(if slot.0 == n { draft_bye.get() } else { draft.with(|d| if slot.1 == 0 { d[slot.0].0.clone() } else { d[slot.0].1.clone() }) })}
            </button>
        }
    };
    view! {
        <div class="card editor noprint" data-testid="pairing-editor">
            <h3>{format!("{} · {} {r}", tr().edit_pairing, tr().round)}</h3>
            <p class="muted small">{tr().manual_hint}</p>
            <table class="grid" data-testid="edit-table">
                <thead><tr><th>{tr().board}</th><th class="left">{tr().white}</th><th></th><th class="left">{tr().black}</th></tr></thead>
                <tbody>
                {(0..n).map(|i| view! {
                    <tr data-testid="edit-row" data-board=(i + 1).to_string()>
                        <td class="num">{i + 1}</td>
                        <td class="left">{slot_cell((i, 0), "edit-white", "pick-white")}</td>
                        <td><button title=tr().swap_colours data-testid="swap-colours" on:click=move |_| draft.update(|d| { let (a, b) = d[i].clone(); d[i] = (b, a); })>"⇄"</button></td>
                        <td class="left">{slot_cell((i, 1), "edit-black", "pick-black")}</td>
                    </tr>
                }).collect_view()}
                {bye.is_some().then(|| view! {
                    <tr data-testid="edit-bye-row">
                        <td>{tr().label_pab}</td>
                        <td class="left" colspan="3">{slot_cell((n, 0), "edit-bye", "pick-bye")}</td>
                    </tr>
                })}
                </tbody>
            </table>
            <div class="toolbar">
                <button class="primary" data-testid="apply-pairing" on:click=move |_| apply()>{tr().apply_pairing}</button>
                <button data-testid="cancel-edit" on:click=move |_| app.editing.set(false)>{tr().cancel}</button>
            </div>
        </div>
    }
    .into_any()
}

/// The audit of a round paired by hand: each criterion, the engine's value and this pairing's.
fn audit_view(app: App, d: &Doc, a: torre_core::pairing::audit::Audit) -> impl IntoView {
    let r = a.round;
    let engine = d.engine.iter().find(|e| e.round == r).cloned();
    let broken: Vec<String> = a.broken().map(|c| c.code.clone()).collect();
    let summary = if a.illegal() {
        format!("{} {}: {}", tr().audit_illegal, tr().audit_broken, broken.join(", "))
    } else if broken.is_empty() {
        tr().audit_none_broken.to_string()
    } else {
        format!("{}: {}", tr().audit_broken, broken.join(", "))
    };
    let value = |code: &str, m: &torre_core::pairing::audit::Measure| -> String {
        if m.value.is_empty() {
            return "—".into();
        }
        if code == "C5" || code == "C7" {
            m.value.iter().map(|v| fmt_score(Score(*v as i32))).collect::<Vec<_>>().join(" ")
        } else {
            m.value[0].to_string()
        }
    };
    let t = &d.tournament;
    let restore = engine.clone();
    view! {
        <div class="card audit noprint" data-testid="audit">
            <h3>{tr().audit_title}</h3>
            <p data-testid="audit-summary" class:bad=!broken.is_empty()>{summary}</p>
            {engine.as_ref().map(|e| view! { <p class="small">{tr().audit_engine_pairing} ": " <span data-testid="audit-engine-pairing">{doc::pairing_text(e)}</span></p> })}
            <table class="grid" data-testid="audit-table">
                <thead><tr><th>{tr().audit_criterion}</th><th class="left"></th><th>{tr().audit_engine}</th><th>{tr().audit_manual}</th><th class="left">{tr().audit_players}</th></tr></thead>
                <tbody>
                {a.criteria.iter().map(|c| {
                    let who: Vec<String> = c.proposed.players.iter().map(|&id| format!("{id} {}", t.player(id).map(|p| p.name.clone()).unwrap_or_default())).collect();
                    view! {
                        <tr data-testid="audit-row" data-code=c.code.clone() data-worse=c.worse.to_string() class:worse=c.worse>
                            <td>{c.code.clone()}</td>
                            <td class="left">{strings::criterion_name(&c.code)}</td>
                            <td class="num">{value(&c.code, &c.engine)}</td>
                            <td class="num">{value(&c.code, &c.proposed)} {c.worse.then(|| format!(" ({})", tr().audit_worse))}</td>
                            <td class="left small">{if c.worse || c.absolute { who.join(", ") } else { String::new() }}</td>
                        </tr>
                    }
                }).collect_view()}
                </tbody>
            </table>
            <p class="muted small">{tr().audit_note}</p>
            {(!d.last_round_has_results() && d.rounds_paired() == r).then(|| view! {
                <button class="noprint" data-testid="restore-engine" on:click=move |_| {
                    let Some(p) = restore.clone() else { return };
                    let Some(mut nd) = app.doc.get_untracked() else { return };
                    match nd.set_manual_pairing(p) {
                        Ok(()) => { app.change(move |d| *d = nd); app.notice.set(None); }
                        Err(e) => app.notify(Notice::Error(e)),
                    }
                }>{tr().restore_engine}</button>
            })}
        </div>
    }
}

trait IfEmpty {
    fn if_empty(self, alt: &str) -> String;
}
impl IfEmpty for String {
    fn if_empty(self, alt: &str) -> String {
        if self.is_empty() {
            alt.to_string()
        } else {
            self
        }
    }
}

#[component]
fn StandingsTab() -> impl IntoView {
    let app = expect_context::<App>();
    let card: RwSignal<Option<PlayerId>> = RwSignal::new(None);
    let after: RwSignal<Option<u32>> = RwSignal::new(None);
    view! {
        <section class="standings">
            {move || app.doc.with(|d| d.as_ref().map(|d| {
                let paired = d.rounds_paired();
                // default: the last round with every result in
                let complete = if d.missing_boards(paired).is_empty() { paired } else { paired.saturating_sub(1) };
                let k = after.get().unwrap_or(complete).min(paired);
                let table = standings::compute(d, k);
                let t = &d.tournament;
                view! {
                    <div class="toolbar noprint">
                        <label>{tr().after_round} " "
                            <select data-testid="standings-round" on:change=move |ev| after.set(event_target_value(&ev).parse().ok())>
                                {(0..=paired).map(|r| view! { <option value=r.to_string() selected=r == k>{r}</option> }).collect_view()}
                            </select>
                        </label>
                        <button on:click=move |_| { let _ = window().print(); }>{tr().print}</button>
                    </div>
                    <div class="print-head">{t.info.name.clone()} " · " {format!("{} · {} {k}", tr().tab_standings, tr().after_round)}</div>
                    {table.note.clone().map(|n| view! { <p class="muted small noprint" data-testid="standings-note">{n}</p> })}
                    <table class="grid standings" data-testid="standings-table">
                        <thead><tr>
                            <th>{tr().rank}</th><th>{tr().p_no}</th><th class="left">{tr().p_name}</th><th>{tr().p_rating}</th><th>{tr().p_fed}</th><th>{tr().p_points}</th>
                            {table.columns.iter().map(|c| view! { <th>{c.clone()}</th> }).collect_view()}
                        </tr></thead>
                        <tbody>
                        {table.rows.iter().map(|row| {
                            let id = row.player;
                            let p = t.player(id);
                            view! {
                                <tr data-testid="standings-row" data-rank=row.rank.to_string() data-player=id.to_string()>
                                    <td class="num">{row.rank}</td>
                                    <td class="num">{id}</td>
                                    <td class="left"><a href="#" data-testid="player-card-link" on:click=move |ev| { ev.prevent_default(); card.set(Some(id)); }>{player_label(t, id)}</a></td>
                                    <td class="num">{p.and_then(|p| p.rating).map(|r| r.to_string()).unwrap_or_default()}</td>
                                    <td>{p.map(|p| p.federation.clone()).unwrap_or_default()}</td>
                                    <td class="num strong">{fmt_score(row.points)}</td>
                                    {row.values.iter().map(|v| view! { <td class="num">{v.clone()}</td> }).collect_view()}
                                </tr>
                            }
                        }).collect_view()}
                        </tbody>
                    </table>
                    {card.get().map(|id| player_card(d, id, k, card))}
                }
            }))}
        </section>
    }
}

fn player_card(d: &Doc, id: PlayerId, k: u32, card: RwSignal<Option<PlayerId>>) -> impl IntoView {
    let t = &d.tournament;
    view! {
        <div class="card playercard" data-testid="player-card">
            <div class="toolbar">
                <h3>{tr().card_title} ": " {format!("{id}. {}", player_label(t, id))}</h3>
                <button class="noprint" on:click=move |_| card.set(None)>{tr().card_close}</button>
            </div>
            <table class="grid">
                <thead><tr><th>{tr().card_round}</th><th class="left">{tr().card_opponent}</th><th>{tr().card_colour}</th><th>{tr().card_result}</th><th>{tr().card_float}</th><th>{tr().pts}</th></tr></thead>
                <tbody>
                {(1..=k.max(d.rounds_paired())).map(|r| {
                    let e = t.player(id).map(|p| p.round(r)).unwrap_or(torre_core::RoundEntry::NotPaired);
                    let (opp, col) = match e {
                        torre_core::RoundEntry::Game { opponent, colour, .. } => (format!("{opponent}. {}", player_label(t, opponent)), doc::colour_letter(colour)),
                        _ => (String::new(), ""),
                    };
                    view! {
                        <tr>
                            <td class="num">{r}</td><td class="left">{opp}</td><td>{col}</td>
                            <td>{doc::entry_result_label(&e)}</td><td>{doc::float_in(t, id, r)}</td>
                            <td class="num">{fmt_score(d.score(id, r))}</td>
                        </tr>
                    }
                }).collect_view()}
                </tbody>
            </table>
        </div>
    }
}

#[component]
fn CrosstableTab() -> impl IntoView {
    let app = expect_context::<App>();
    view! {
        <section class="crosstable">
            <div class="toolbar noprint"><button on:click=move |_| { let _ = window().print(); }>{tr().print}</button></div>
            {move || app.doc.with(|d| d.as_ref().map(|d| {
                let k = d.rounds_paired();
                let table = standings::compute(d, k);
                let t = &d.tournament;
                let rank_of = |id: PlayerId| table.rows.iter().find(|r| r.player == id).map(|r| r.rank).unwrap_or(0);
                view! {
                    <div class="print-head">{t.info.name.clone()} " · " {tr().tab_crosstable}</div>
                    <table class="grid cross" data-testid="crosstable">
                        <thead><tr>
                            <th>{tr().rank}</th><th class="left">{tr().p_name}</th><th>{tr().p_rating}</th>
                            {(1..=k).map(|r| view! { <th>{r}</th> }).collect_view()}
                            <th>{tr().p_points}</th>
                            {table.columns.iter().map(|c| view! { <th>{c.clone()}</th> }).collect_view()}
                        </tr></thead>
                        <tbody>
                        {table.rows.iter().map(|row| {
                            let id = row.player;
                            let p = t.player(id);
                            view! {
                                <tr data-testid="crosstable-row">
                                    <td class="num">{row.rank}</td>
                                    <td class="left">{player_label(t, id)}</td>
                                    <td class="num">{p.and_then(|p| p.rating).map(|r| r.to_string()).unwrap_or_default()}</td>
                                    {(1..=k).map(|r| {
                                        let e = p.map(|p| p.round(r)).unwrap_or(torre_core::RoundEntry::NotPaired);
                                        let cell = match e {
                                            torre_core::RoundEntry::Game { opponent, colour, .. } => format!("{}{}{}", rank_of(opponent), doc::colour_letter(colour).to_lowercase(), doc::entry_result_label(&e)),
                                            _ => doc::entry_result_label(&e),
                                        };
                                        view! { <td class="cell">{cell}</td> }
                                    }).collect_view()}
                                    <td class="num strong">{fmt_score(row.points)}</td>
                                    {row.values.iter().map(|v| view! { <td class="num">{v.clone()}</td> }).collect_view()}
                                </tr>
                            }
                        }).collect_view()}
                        </tbody>
                    </table>
                }
            }))}
        </section>
    }
}

#[component]
fn DataTab() -> impl IntoView {
    let app = expect_context::<App>();
    let export_trf = move || {
        let Some(d) = app.doc.get_untracked() else { return };
        let mut t = standings::with_ranks(&d);
        t.comments.extend(d.trf_comments());
        let text = torre_core::trf::write(&t);
        util::download(&format!("{}.trf", util::file_stem(&d.tournament.info.name)), "text/plain", &text);
    };
    let set_info = move |f: fn(&mut Tournament, String)| move |ev: leptos::ev::Event| {
        let v = event_target_value(&ev);
        app.change(|d| f(&mut d.tournament, v));
    };
    view! {
        <section class="data">
            <div class="card">
                <div class="toolbar">
                    <button class="primary" data-testid="export-trf" on:click=move |_| export_trf()>{tr().export_trf}</button>
                    <button data-testid="export-json" on:click=move |_| app.download_backup()>{tr().export_json}</button>
                </div>
                <p class="muted small">{tr().data_note}</p>
            </div>
            {move || app.doc.with(|d| d.as_ref().map(|d| {
                let t = &d.tournament;
                view! {
                    <div class="card">
                        <h3>{tr().settings}</h3>
                        <div class="fields">
                            <label>{tr().f_name}<input data-testid="settings-name" prop:value=t.info.name.clone() on:change=set_info(|t, v| t.info.name = v)/></label>
                            <label>{tr().f_place}<input prop:value=t.info.city.clone() on:change=set_info(|t, v| t.info.city = v)/></label>
                            <label>{tr().f_start}<input prop:value=t.info.start_date.clone() on:change=set_info(|t, v| t.info.start_date = v)/></label>
                            <label>{tr().f_end}<input prop:value=t.info.end_date.clone() on:change=set_info(|t, v| t.info.end_date = v)/></label>
                            <label>{tr().f_arbiter}<input prop:value=t.info.chief_arbiter.clone() on:change=set_info(|t, v| t.info.chief_arbiter = v)/></label>
                            <label>{tr().f_rounds}<input type="number" min="1" prop:value=t.total_rounds.map(|r| r.to_string()).unwrap_or_default()
                                on:change=set_info(|t, v| { if let Ok(n) = v.trim().parse::<u32>() { if n >= t.rounds_paired() && n > 0 { t.total_rounds = Some(n); } } })/></label>
                        </div>
                        <p class="small">{tr().f_system} ": " {match t.system { PairingSystem::Dutch => tr().system_dutch, PairingSystem::Dubov => tr().system_dubov }}
                            " · " {tr().f_acceleration} ": " {match t.acceleration_method { AccelerationMethod::None => tr().acc_none, AccelerationMethod::Baku => tr().acc_baku }}
                            " · " {tr().f_tiebreaks} ": " {if t.tiebreaks.is_empty() { "—".to_string() } else { t.tiebreaks.join(", ") }}
                        </p>
                        <p class="small" data-testid="colour-info">{if d.colour_by_lot { colour_drawn_text(d) } else {
                            format!("{}: {}", tr().f_colour, match t.initial_colour { Some(Colour::Black) => tr().colour_black, _ => tr().colour_white })
                        }}</p>
                    </div>
                }
            }))}
        </section>
    }
}
