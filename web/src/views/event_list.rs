//! The events on the tournament list: each a link to its page, and the form that creates one.

use crate::events;
use crate::state::*;
use crate::store;
use crate::strings::tr;
use leptos::prelude::*;

#[component]
pub fn EventList() -> impl IntoView {
    let app = expect_context::<App>();
    let name = RwSignal::new(String::new());
    let create = move || {
        let n = name.get_untracked().trim().to_string();
        if !n.is_empty() {
            events::create(app, n);
        }
    };
    view! {
        <div class="card" data-testid="events">
            <h3>{tr().events_title}</h3>
            {move || {
                app.list_version.track();
                store::events().into_iter().map(|e| {
                    let id = e.id.clone();
                    let sections = events::sections(&e.id).len();
                    view! {
                        <div data-testid="event-row">
                            <a href=format!("#e={}", e.id) data-testid="open-event" on:click=move |ev| { ev.prevent_default(); app.open_event(&id); }>{e.event.name.clone()}</a>
                            <span class="muted small">{format!(" · {} {sections}", tr().event_sections)}</span>
                        </div>
                    }
                }).collect_view()
            }}
            <form class="addrow" on:submit=move |ev| { ev.prevent_default(); create(); }>
                <label>{tr().event_name}<input data-testid="event-name-input" prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev))/></label>
                <button data-testid="new-event">{tr().new_event}</button>
            </form>
        </div>
    }
}
