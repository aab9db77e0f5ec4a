//! The data tab: TRF and JSON export, the tournament's settings.

use crate::state::*;
use crate::strings::tr;
use crate::views::*;
use leptos::prelude::*;
use crate::doc;
use torre_core::{AccelerationMethod, Colour, PairingSystem, PointSystem, Score, Tournament};

/// "1-½-0 PAB 1": win, draw and loss points, and the PAB's.
fn show_points(p: &PointSystem) -> String {
    format!("{}-{}-{} PAB {}", doc::fmt_score(p.win), doc::fmt_score(p.draw), doc::fmt_score(p.loss), doc::fmt_score(p.pairing_allocated_bye))
}

#[component]
pub fn DataTab() -> impl IntoView {
    let app = expect_context::<App>();
    // point system, PAB value, acceleration: locked after round 1 in FIDE mode. The form shows
    // the document again at once (a refused or cancelled change leaves no trace on screen).
    let set_points = move |v: String| {
        let Some(d) = app.doc.get_untracked() else { return };
        app.doc.update(|_| {});
        ask(app, d.setting_warnings(tr().fide_what_points), move || {
            let v = v.clone();
            app.change(move |d| d.change_setting("point system", show_points, |d| d.tournament.points.clone(), |d| {
                d.tournament.points = if v == "football" { create::football_points() } else { PointSystem::default() };
            }));
        });
    };
    let set_pab = move |v: String| {
        let Some(d) = app.doc.get_untracked() else { return };
        let Ok(tenths) = v.parse::<i32>() else { return };
        app.doc.update(|_| {});
        ask(app, d.setting_warnings(tr().fide_what_pab), move || {
            app.change(move |d| d.change_setting("PAB value", |s: &Score| doc::fmt_score(*s), |d| d.tournament.points.pairing_allocated_bye, |d| {
                d.tournament.points.pairing_allocated_bye = Score(tenths);
            }));
        });
    };
    let set_acc = move |v: String| {
        let Some(d) = app.doc.get_untracked() else { return };
        app.doc.update(|_| {});
        ask(app, d.setting_warnings(tr().fide_what_acc), move || {
            let baku = v == "baku";
            app.change(move |d| d.change_setting("acceleration", |a: &AccelerationMethod| format!("{a:?}"), |d| d.tournament.acceleration_method, |d| {
                d.tournament.acceleration_method = if baku { AccelerationMethod::Baku } else { AccelerationMethod::None };
            }));
        });
    };
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
                        <div class="fields">
                            <label>{tr().f_points}
                                <select data-testid="settings-points" on:change=move |ev| set_points(event_target_value(&ev))>
                                    <option value="standard" selected=t.points.win == Score::ONE>{tr().points_standard}</option>
                                    <option value="football" selected=t.points.win != Score::ONE>{tr().points_football}</option>
                                </select>
                            </label>
                            <label>{tr().f_pab_value}
                                <select data-testid="settings-pab" on:change=move |ev| set_pab(event_target_value(&ev))>
                                    {[t.points.win, Score::HALF, Score::ZERO].into_iter().map(|s| view! {
                                        <option value=s.tenths().to_string() selected=t.points.pairing_allocated_bye == s>{doc::fmt_score(s)}</option>
                                    }).collect_view()}
                                </select>
                            </label>
                            <label>{tr().f_acceleration}
                                <select data-testid="settings-acceleration" on:change=move |ev| set_acc(event_target_value(&ev))>
                                    <option value="none" selected=t.acceleration_method == AccelerationMethod::None>{tr().acc_none}</option>
                                    <option value="baku" selected=t.acceleration_method == AccelerationMethod::Baku>{tr().acc_baku}</option>
                                </select>
                            </label>
                        </div>
                        <p class="small">{tr().f_system} ": " {match t.system { PairingSystem::Dutch => tr().system_dutch, PairingSystem::Dubov => tr().system_dubov, PairingSystem::Burstein => tr().system_burstein, PairingSystem::RoundRobin => tr().system_roundrobin, PairingSystem::DoubleRoundRobin => tr().system_doubleroundrobin }}
                            " · " {tr().f_tiebreaks} ": " {if t.tiebreaks.is_empty() { "—".to_string() } else { t.tiebreaks.join(", ") }}
                        </p>
                        <p class="small" data-testid="colour-info">{if d.colour_by_lot { colour_drawn_text(d) } else {
                            format!("{}: {}", tr().f_colour, match t.initial_colour { Some(Colour::Black) => tr().colour_black, _ => tr().colour_white })
                        }}</p>
                    </div>
                }
            }))}
            <ReportCard/>
            <FideModeCard/>
            <LogCard/>
        </section>
    }
}
