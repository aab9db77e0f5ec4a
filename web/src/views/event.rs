//! An event's page (`#e=ID`): its name (renamed here), its sections with links to each, a form
//! to add one, and the event's players (the sections' players together), each of whom can be
//! moved to another section before round 1. Deleting the event asks first, says what goes
//! (its sections and players) and offers the event's backup file before.

use crate::doc::MoveError;
use crate::events;
use crate::state::*;
use crate::store;
use crate::strings::{self, fill, tr};
use crate::views::*;
use leptos::prelude::*;

#[component]
pub fn EventView(id: String) -> impl IntoView {
    let app = expect_context::<App>();
    let adding = RwSignal::new(false);
    let event_id = id.clone();
    let on_move = move |from: String, player: torre_core::PlayerId, to: String| {
        if to.is_empty() {
            return;
        }
        match events::move_player(app, &from, player, &to) {
            Ok(m) => app.notify(Notice::Info(moved_text(&m))),
            Err(MoveError::Started) => app.notify(Notice::Error(tr().event_move_started.to_string())),
            Err(MoveError::NoSuchPlayer) => app.notify(Notice::Error(tr().not_found.to_string())),
        }
    };
    view! {
        <section class="event" data-testid="event-page">
            <a href="#" class="small" data-testid="event-back" on:click=move |ev| { ev.prevent_default(); app.close(); }>{tr().back_to_list}</a>
            {
                let id = id.clone();
                move || {
                    app.list_version.track();
                    event_head(app, id.clone(), event_name(&id), adding)
                }
            }
            <p class="muted small">{tr().event_hint}</p>
            <Show when=move || adding.get()>
                <CreateForm event=event_id.clone()/>
            </Show>
            {move || {
                app.list_version.track();
                let sections = events::sections(&id);
                if sections.is_empty() {
                    return view! { <p class="muted" data-testid="no-sections">{tr().event_no_sections}</p> }.into_any();
                }
                let open: Vec<(String, String)> = sections.iter().filter(|s| s.doc.rounds_paired() == 0).map(|s| (s.id.clone(), s.doc.tournament.info.name.clone())).collect();
                view! {
                    <h2>{tr().event_sections}</h2>
                    <table class="grid" data-testid="event-sections">
                        <tbody>
                        {sections.iter().map(|s| {
                            let t = &s.doc.tournament;
                            let sid = s.id.clone();
                            view! {
                                <tr data-testid="section-row" data-id=s.id.clone()>
                                    <td class="left">
                                        <a href=format!("#t={}&v=players", s.id) data-testid="open-section" on:click=move |ev| { ev.prevent_default(); app.open(&sid); }>{t.info.name.clone()}</a>
                                        <div class="muted small">{format!("{} · {}", strings::players_n(t.players.len()), strings::rounds_of(s.doc.rounds_paired(), s.doc.total_rounds()))}</div>
                                    </td>
                                </tr>
                            }
                        }).collect_view()}
                        </tbody>
                    </table>
                    <h2>{tr().event_players}</h2>
                    <table class="grid" data-testid="event-players">
                        <thead><tr><th class="left">{tr().p_name}</th><th>{tr().p_rating}</th><th class="left">{tr().event_section}</th><th class="noprint">{tr().event_move_to}</th></tr></thead>
                        <tbody>
                        {sections.iter().flat_map(|s| {
                            let started = s.doc.rounds_paired() > 0;
                            let section = s.doc.tournament.info.name.clone();
                            let targets: Vec<(String, String)> = open.iter().filter(|o| o.0 != s.id).cloned().collect();
                            s.doc.tournament.players.iter().map(move |p| {
                                let (from, pid) = (s.id.clone(), p.id);
                                let targets = targets.clone();
                                view! {
                                    <tr data-testid="event-player" data-name=p.name.clone()>
                                        <td class="left">{player_label(&s.doc.tournament, p.id)}</td>
                                        <td class="num">{p.rating.map(|r| r.to_string()).unwrap_or_default()}</td>
                                        <td class="left" data-testid="event-player-section">{section.clone()}</td>
                                        <td class="noprint">{(!started && !targets.is_empty()).then(|| view! {
                                            <select data-testid="move-to-section" aria-label=tr().event_move_to prop:value="" on:change=move |ev| on_move(from.clone(), pid, event_target_value(&ev))>
                                                <option value="" selected=true>"—"</option>
                                                {targets.into_iter().map(|(id, name)| view! { <option value=id>{name}</option> }).collect_view()}
                                            </select>
                                        })}</td>
                                    </tr>
                                }
                            }).collect::<Vec<_>>()
                        }).collect_view()}
                        </tbody>
                    </table>
                }.into_any()
            }}
        </section>
    }
}

/// The stored event's name ("Untitled event" when it has none or cannot be read).
fn event_name(id: &str) -> String {
    store::load_event(id).map(|e| e.event.name).unwrap_or_else(|| tr().event_untitled.to_string())
}

/// "Event name ›" in the header of a section (a link back to the event's page).
pub fn event_crumb(app: App, event: Option<String>) -> Option<impl IntoView> {
    let id = event?;
    let name = event_name(&id);
    Some(view! {
        <a href=format!("#e={id}") data-testid="event-crumb" on:click=move |ev| { ev.prevent_default(); app.open_event(&id); }>{name}</a>
        " › "
    })
}

/// "Player moved." and what happened to their prohibited pairings.
fn moved_text(m: &events::Moved) -> String {
    let mut out = vec![tr().event_moved.to_string()];
    if !m.carried.is_empty() {
        let others: Vec<&str> = m.carried.iter().map(|p| p[1].name.as_str()).collect();
        out.push(fill(tr().event_moved_carried, &[("player", &m.carried[0][0].name), ("others", &others.join(", "))]));
    }
    for p in &m.restored {
        out.push(fill(tr().event_moved_restored, &[("a", &p[0].name), ("b", &p[1].name)]));
    }
    out.join(" ")
}

/// The event's name with Rename and Delete, or the open rename field, or the delete question.
fn event_head(app: App, id: String, name: String, adding: RwSignal<bool>) -> impl IntoView {
    let mode = RwSignal::new(0u8); // 0: name, 1: renaming, 2: deleting
    let text = RwSignal::new(name.clone());
    let (id1, id2, id3) = (id.clone(), id.clone(), id);
    let name2 = name.clone();
    view! {
        <div class="toolbar">
            {move || match mode.get() {
                1 => {
                    let id = id1.clone();
                    let save = move || { events::rename(app, &id, &text.get_untracked()); mode.set(0); };
                    let save2 = save.clone();
                    view! {
                        <input data-testid="event-rename-input" aria-label=tr().event_name prop:value=move || text.get() on:input=move |ev| text.set(event_target_value(&ev))
                            on:keydown=move |ev: web_sys::KeyboardEvent| if ev.key() == "Enter" { save() }/>
                        <button class="primary" data-testid="event-rename-save" on:click=move |_| save2()>{tr().save}</button>
                        <button on:click=move |_| mode.set(0)>{tr().cancel}</button>
                    }.into_any()
                }
                _ => view! {
                    <h1 data-testid="event-name">{name.clone()}</h1>
                    <button class="primary" data-testid="add-section" on:click=move |_| adding.update(|a| *a = !*a)>{tr().event_add_section}</button>
                    <button data-testid="event-rename" on:click=move |_| mode.set(1)>{tr().rename}</button>
                    <button data-testid="event-delete" on:click=move |_| mode.set(2)>{tr().delete}</button>
                }.into_any(),
            }}
        </div>
        {move || (mode.get() == 2).then(|| {
            let (id2, id3, name2) = (id2.clone(), id3.clone(), name2.clone());
            // what goes with the event, read when the arbiter asks to delete it
            let sections = events::sections(&id2);
            let players: usize = sections.iter().map(|s| s.doc.tournament.players.len()).sum();
            let question = fill(tr().event_delete_confirm, &[("name", &name2), ("sections", &sections.len()), ("players", &players)]);
            view! {
                <div class="banner warn stack" role="alertdialog" data-testid="event-delete-confirm">
                    <p>{question}</p>
                    <p class="small">{tr().event_delete_backup_hint}</p>
                    <button class="primary" data-testid="event-backup" on:click=move |_| crate::views::backup::download_event(&id2, &name2)>{tr().event_backup}</button>
                    <button class="danger" data-testid="event-delete-yes" on:click=move |_| {
                        events::delete(app, &id3);
                        app.close();
                        app.notify(Notice::Info(tr().event_deleted.to_string()));
                    }>{tr().event_delete_yes}</button>
                    <button data-testid="event-delete-cancel" on:click=move |_| mode.set(0)>{tr().cancel}</button>
                </div>
            }
        })}
    }
}
