//! The page frame: the header (brand, open tournament, save state, language) around the banner
//! and either the tournament list or the open tournament. Also the stored language choice.

use crate::state::*;
use crate::strings::{self, tr};
use crate::views::*;
use crate::store;
use leptos::prelude::*;

pub const LANG_KEY: &str = "torre.lang";

pub fn stored_lang() -> Option<strings::Lang> {
    if !store::available() {
        return None;
    }
    let s = window().local_storage().ok().flatten()?;
    strings::Lang::from_code(&s.get_item(LANG_KEY).ok().flatten()?)
}

pub fn set_document_lang() {
    if let Some(el) = document().document_element() {
        let _ = el.set_attribute("lang", strings::lang().code());
    }
}

#[component]
pub fn Root() -> impl IntoView {
    let storage_ok = store::available();
    let app = App {
        storage_ok,
        id: RwSignal::new(None),
        event: RwSignal::new(None),
        doc: RwSignal::new(None),
        rev: RwSignal::new(0),
        conflict: RwSignal::new(false),
        unknown: RwSignal::new(Vec::new()),
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
        ratings: crate::ratings::RatingLists::new(),
        ask: RwSignal::new(None),
        checking: RwSignal::new(None),
    };
    provide_context(app);
    app.guard_unload();

    // Another tab wrote the open tournament: pause saving and ask.
    if storage_ok {
        let handle = window_event_listener(leptos::ev::storage, move |ev: web_sys::StorageEvent| {
            let Some(id) = app.id.get_untracked() else {
                app.list_version.update(|v| *v += 1);
                return;
            };
            if ev.key().as_deref() == Some(store::key(&id).as_str()) {
                if app.tab.get_untracked() == Tab::Display {
                    return app.reload();
                }
                let theirs = store::stored_rev(&id);
                if theirs != Some(app.rev.get_untracked()) {
                    app.conflict.set(true);
                }
            }
        });
        std::mem::forget(handle);
        // the same news by BroadcastChannel (live.rs): the display follows either
        crate::live::listen(move |id, rev| follow_save(app, id, rev, 20));
    }

    // Each view has its address (#t=ID&v=VIEW): a reload or a copied link opens the same view,
    // Back and Forward move between the views shown, and every change of view is a new entry.
    let address = window().location().hash().unwrap_or_default();
    app.follow_address(&address);
    // saves the browser had not yet written to disk when it died come back (journal.rs)
    if storage_ok {
        leptos::task::spawn_local(crate::journal::recover(app, address));
    }
    let handle = window_event_listener(leptos::ev::hashchange, move |_| {
        app.follow_address(&window().location().hash().unwrap_or_default());
    });
    std::mem::forget(handle);
    Effect::new(move |_| {
        let want = app.address();
        let now = window().location().hash().unwrap_or_default();
        if want != now && !(want.is_empty() && now == "#") {
            let _ = window().location().set_hash(&want);
        }
    });

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
                            {event_crumb(app, d.event.clone())}
                            <strong data-testid="open-tournament-name">{t.info.name.clone()}</strong>
                            {(!d.fide_mode).then(|| view! { " " <span class="not-fide" data-testid="not-fide-mark">{tr().fide_off_mark}</span> })}
                            " · " {strings::rounds_of(d.rounds_paired(), d.total_rounds())}
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
            <UnknownFields/>
            <WarningDialog/>
            <ImportCheck/>
            <main>
                {move || match (app.id.get(), app.event.get()) {
                    (Some(_), _) => view! { <TournamentView/> }.into_any(),
                    (None, Some(event)) => view! { <EventView id=event/> }.into_any(),
                    (None, None) => view! { <ListView/> }.into_any(),
                }}
            </main>
        </div>
    } }
}

/// The display follows a save another tab announced: the message can arrive before the new
/// value reaches this page's localStorage (another renderer process), so it waits for the
/// announced revision, up to `tries` times 100 ms, before it reloads.
fn follow_save(app: App, id: String, rev: u64, tries: u32) {
    // not shown here, or already reloaded (by the storage event)
    if app.id.get_untracked().as_deref() != Some(id.as_str()) || app.tab.get_untracked() != Tab::Display || app.rev.get_untracked() >= rev {
        return;
    }
    if tries == 0 || store::stored_rev(&id).is_some_and(|r| r >= rev) {
        return app.reload();
    }
    set_timeout(move || follow_save(app, id, rev, tries - 1), std::time::Duration::from_millis(100));
}
