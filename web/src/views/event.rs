//! An event's page (`#e=ID`): its sections with links to each, a form to add one, and the
//! event's players (the sections' players together), each of whom can be moved to another
//! section before round 1.

use crate::doc::MoveError;
use crate::events;
use crate::state::*;
use crate::store;
use crate::strings::{self, tr};
use crate::views::*;
use leptos::prelude::*;

#[component]
pub fn EventView(id: String) -> impl IntoView {
    let app = expect_context::<App>();
    let adding = RwSignal::new(false);
    let event_id = id.clone();
    let name = store::load_event(&id).map(|e| e.event.name).unwrap_or_else(|| tr().event_untitled.to_string());
    let on_move = move |from: String, player: torre_core::PlayerId, to: String| {
        if to.is_empty() {
            return;
        }
        match events::move_player(app, &from, player, &to) {
            Ok(()) => app.notify(Notice::Info(tr().event_moved.to_string())),
            Err(MoveError::Started) => app.notify(Notice::Error(tr().event_move_started.to_string())),
            Err(MoveError::NoSuchPlayer) => app.notify(Notice::Error(tr().not_found.to_string())),
        }
    };
    view! {
        <section class="event" data-testid="event-page">
            <div class="toolbar">
                <h1 data-testid="event-name">{name}</h1>
                <button class="primary" data-testid="add-section" on:click=move |_| adding.update(|a| *a = !*a)>{tr().event_add_section}</button>
            </div>
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
                                        <div class="muted small">{format!("{} · {}", strings::players_n(t.players.len()), strings::rounds_of(s.doc.rounds_paired(), t.total_rounds))}</div>
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

/// "Event name ›" in the header of a section (a link back to the event's page).
pub fn event_crumb(app: App, event: Option<String>) -> Option<impl IntoView> {
    let id = event?;
    let name = store::load_event(&id).map(|e| e.event.name).unwrap_or_else(|| tr().event_untitled.to_string());
    Some(view! {
        <a href=format!("#e={id}") data-testid="event-crumb" on:click=move |ev| { ev.prevent_default(); app.open_event(&id); }>{name}</a>
        " › "
    })
}
