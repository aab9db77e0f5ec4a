//! The data tab: TRF and JSON export, the tournament's settings.

use crate::state::*;
use crate::strings::tr;
use crate::views::*;
use leptos::prelude::*;
use torre_core::{AccelerationMethod, Colour, PairingSystem, Tournament};

#[component]
pub fn DataTab() -> impl IntoView {
    let app = expect_context::<App>();
    let set_info = move |f: fn(&mut Tournament, String)| move |ev: leptos::ev::Event| {
        let v = event_target_value(&ev);
        app.change(|d| f(&mut d.tournament, v));
    };
    view! {
        <section class="data">
            <div class="card">
                <div class="toolbar">
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
                            <label>{tr().f_rounds}<input type="number" min="1" prop:value=t.total_rounds.map(|r| r.to_string()).unwrap_or_default()
                                on:change=set_info(|t, v| { if let Ok(n) = v.trim().parse::<u32>() { if n >= t.rounds_paired() && n > 0 { t.total_rounds = Some(n); } } })/></label>
                        </div>
                        <p class="small">{tr().f_system} ": " {match t.system { PairingSystem::Dutch => tr().system_dutch, PairingSystem::Dubov => tr().system_dubov, PairingSystem::Burstein => tr().system_burstein, PairingSystem::RoundRobin => tr().system_roundrobin, PairingSystem::DoubleRoundRobin => tr().system_doubleroundrobin }}
                            " · " {tr().f_acceleration} ": " {match t.acceleration_method { AccelerationMethod::None => tr().acc_none, AccelerationMethod::Baku => tr().acc_baku }}
                            " · " {tr().f_tiebreaks} ": " {if t.tiebreaks.is_empty() { "—".to_string() } else { t.tiebreaks.join(", ") }}
                        </p>
                        <p class="small" data-testid="colour-info">{if d.colour_by_lot { colour_drawn_text(d) } else {
                            format!("{}: {}", tr().f_colour, match t.initial_colour { Some(Colour::Black) => tr().colour_black, _ => tr().colour_white })
                        }}</p>
                    </div>
                }
            }))}
            <ReportCard/>
        </section>
    }
}
