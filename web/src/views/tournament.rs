//! One open tournament: the tabs and the view of the chosen one.

use crate::state::*;
use crate::strings::tr;
use crate::views::*;
use leptos::prelude::*;

#[component]
pub fn TournamentView() -> impl IntoView {
    let app = expect_context::<App>();
    let tab_button = move |t: Tab, label: &'static str, testid: &'static str| {
        view! {
            <button class="tab" class:active=move || app.tab.get() == t data-testid=testid on:click=move |_| { app.notice.set(None); app.tab.set(t); }>{label}</button>
        }
    };
    // on a phone the tabs are one row that scrolls sideways (style.css): keep the chosen one in
    // view, also when a link or Back opens a tab at the end of the row
    Effect::new(move |_| {
        app.tab.track();
        request_animation_frame(|| show_active("nav.tabs", "nav.tabs .tab.active"));
    });
    view! {
        <nav class="tabs noprint">
            {tab_button(Tab::Players, tr().tab_players, "tab-players")}
            {tab_button(Tab::Rounds, tr().tab_rounds, "tab-rounds")}
            {move || app.doc.with(|d| d.as_ref().is_some_and(|d| d.is_round_robin())).then(|| tab_button(Tab::Schedule, tr().tab_schedule, "tab-schedule"))}
            {tab_button(Tab::Standings, tr().tab_standings, "tab-standings")}
            {tab_button(Tab::Crosstable, tr().tab_crosstable, "tab-crosstable")}
            {tab_button(Tab::Explain, tr().tab_explain, "explain-tab")}
            {tab_button(Tab::Data, tr().tab_data, "tab-data")}
            {tab_button(Tab::Print, tr().tab_print, "tab-print")}
            {tab_button(Tab::Prizes, tr().tab_prizes, "tab-prizes")}
            {tab_button(Tab::Display, tr().tab_display, "tab-display")}
        </nav>
        <BackupReminder/>
        {move || match app.tab.get() {
            Tab::Players => view! { <PlayersTab/> }.into_any(),
            Tab::Rounds => view! { <RoundsTab/> }.into_any(),
            Tab::Standings => view! { <StandingsTab/> }.into_any(),
            Tab::Crosstable => view! { <CrosstableTab/> }.into_any(),
            Tab::Data => view! { <DataTab/> }.into_any(),
            Tab::Explain => view! { <explain::ExplainTab/> }.into_any(),
            Tab::Print => view! { <print::PrintTab/> }.into_any(),
            Tab::Prizes => view! { <PrizesTab/> }.into_any(),
            Tab::Display => view! { <DisplayTab/> }.into_any(),
            Tab::Schedule => view! { <ScheduleTab/> }.into_any(),
        }}
    }
}

/// Scroll a row of buttons (`row`: the tabs; the rounds on a phone) so that the active one
/// (`active`) is inside it (a no-op when the row does not scroll).
pub fn show_active(row: &str, active: &str) {
    use wasm_bindgen::JsCast;
    let el = |sel: &str| document().query_selector(sel).ok().flatten().and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    let (Some(nav), Some(tab)) = (el(row), el(active)) else { return };
    let (left, right) = (tab.offset_left() - nav.offset_left(), tab.offset_left() - nav.offset_left() + tab.offset_width());
    if left < nav.scroll_left() || right > nav.scroll_left() + nav.client_width() {
        nav.set_scroll_left((left - 16).max(0));
    }
}

/// The printed header of a tab printed as it is (Ctrl+P): the sheets' header (print/mod.rs).
pub fn print_header(app: App, what: &'static str) -> impl IntoView {
    view! {
        <div class="print-head">
            {move || app.doc.with(|d| d.as_ref().map(|d| print::header(d, what, None)))}
        </div>
    }
}
