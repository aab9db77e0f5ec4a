//! The data tab: TRF and JSON export, the tournament's settings.

use crate::state::*;
use crate::strings::tr;
use crate::views::*;
use crate::{standings, util};
use leptos::prelude::*;
use torre_core::{AccelerationMethod, Colour, PairingSystem, Tournament};

#[component]
pub fn DataTab() -> impl IntoView {
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
        </section>
    }
}
