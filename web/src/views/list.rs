//! The tournament list: open, rename, duplicate, delete, import a TRF, teaching seeds; the
//! backup card (backup.rs) saves and restores every tournament, or one tournament's file.

use crate::doc::{Envelope, SCHEMA};
use crate::state::*;
use crate::strings::{self, tr};
use crate::views::*;
use crate::{store, util};
use leptos::prelude::*;

#[component]
pub fn ListView() -> impl IntoView {
    let app = expect_context::<App>();
    let show_form = RwSignal::new(false);
    let renaming: RwSignal<Option<String>> = RwSignal::new(None);
    let rename_text = RwSignal::new(String::new());
    let deleting: RwSignal<Option<String>> = RwSignal::new(None);

    view! {
        <section class="list">
            <div class="toolbar">
                <h1>{tr().tournaments}</h1>
                <span class="muted small">{tr().app_tagline}</span>
                <button class="primary" data-testid="new-tournament" on:click=move |_| show_form.update(|s| *s = !*s)>{tr().new_tournament}</button>
                <label class="filebtn">{tr().import_trf_new_label}
                    <input type="file" accept=".trf,.txt" data-testid="import-trf-new" on:change=move |ev| trf_import::import_trf(app, ev, trf_import::Into::New)/>
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
            <BackupCard/>
            <Show when=move || show_form.get()>
                <CreateForm/>
            </Show>
            <EventList/>
            {move || {
                app.list_version.track();
                if !app.storage_ok {
                    return view! { <p class="muted">{tr().storage_unavailable}</p> }.into_any();
                }
                let items = store::list();
                let events = store::events();
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
                                let meta = format!("{} · {} · {}", strings::players_n(t.players.len()), strings::rounds_of(env.doc.rounds_paired(), env.doc.total_rounds()), t.info.city);
                                let meta = match env.doc.event.as_deref().and_then(|e| events.iter().find(|x| x.id == e)) {
                                    Some(e) => format!("{} · {meta}", e.event.name),
                                    None => meta,
                                };
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

pub fn rename(app: App, id: &str, name: String) {
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

pub fn duplicate(app: App, id: &str) {
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
