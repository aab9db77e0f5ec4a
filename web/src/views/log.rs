//! The integrity log (FIDE mode, `doc::fide`): every pairing integrity breaching event with
//! its time, round and what happened, and FIDE mode itself (on, or the permanent mark and the
//! way out in two steps). Shown on the data tab.

use crate::doc::fide::Event;
use crate::state::*;
use crate::strings::tr;
use crate::views::*;
use leptos::prelude::*;

fn event_name(e: Event) -> &'static str {
    match e {
        Event::Mpa => tr().event_mpa,
        Event::Import => tr().event_import,
        Event::Correction => tr().event_correction,
        Event::Adjournment => tr().event_adjournment,
        Event::Tpn => tr().event_tpn,
        Event::Configuration => tr().event_configuration,
        Event::Fpb => tr().event_fpb,
    }
}

/// FIDE mode: on (with the way out) or left for good.
#[component]
pub fn FideModeCard() -> impl IntoView {
    let app = expect_context::<App>();
    let leave = move || {
        let Some(d) = app.doc.get_untracked() else { return };
        ask(app, d.leave_fide_warnings(), move || app.change(|d| d.leave_fide_mode()));
    };
    view! {
        <div class="card" data-testid="fide-mode">
            <h3>{tr().fide_mode}</h3>
            {move || app.doc.with(|d| d.as_ref().map(|d| if d.fide_mode {
                view! {
                    <p class="small" data-testid="fide-on">{tr().fide_on_note}</p>
                    <button data-testid="leave-fide" on:click=move |_| leave()>{tr().leave_fide}</button>
                }.into_any()
            } else {
                view! { <p class="small"><span class="not-fide">{tr().fide_off_mark}</span> " " {tr().fide_off_note}</p> }.into_any()
            }))}
        </div>
    }
}

/// The integrity log, oldest event first.
#[component]
pub fn LogCard() -> impl IntoView {
    let app = expect_context::<App>();
    view! {
        <div class="card log" data-testid="log">
            <h3>{tr().log_title}</h3>
            <p class="muted small">{tr().log_intro}</p>
            {move || app.doc.with(|d| d.as_ref().map(|d| if d.log.is_empty() {
                view! { <p class="muted" data-testid="log-empty">{tr().log_empty}</p> }.into_any()
            } else {
                view! {
                    <table class="grid">
                        <thead><tr><th>{tr().log_time}</th><th>{tr().round}</th><th>{tr().log_event}</th><th>{tr().log_detail}</th></tr></thead>
                        <tbody>
                        {d.log.iter().map(|e| view! {
                            <tr data-testid="log-row" data-event=e.event.tag() data-round=e.round.to_string()>
                                <td class="when">{e.time_text()}</td>
                                <td class="num">{e.round}</td>
                                <td>{event_name(e.event)}</td>
                                <td class="small">{e.detail.clone()}</td>
                            </tr>
                        }).collect_view()}
                        </tbody>
                    </table>
                }.into_any()
            }))}
        </div>
    }
}
