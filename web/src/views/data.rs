//! The data tab: TRF and JSON export, the tournament's settings.

use crate::doc::Doc;
use crate::state::*;
use crate::strings::{fill, tr};
use crate::views::*;
use leptos::prelude::*;
use crate::doc;
use torre_core::trf::EditionSource;
use torre_core::{AccelerationMethod, Colour, DubovEdition, PairingSystem, PointSystem, Score, Tournament};

/// A setting guarded in FIDE mode (`Doc::setting_warnings`, `what` names it), chosen in a select:
/// the select shows the document's value (`now`) again at once, and the chosen one once the
/// arbiter has accepted the warning and `apply` has made the change.
fn guarded_select(app: App, ev: &leptos::ev::Event, now: impl AsRef<str>, what: &str, apply: impl Fn(&mut crate::doc::Doc, &str) + Send + Sync + 'static) {
    use wasm_bindgen::JsCast;
    let el = event_target::<web_sys::HtmlSelectElement>(ev);
    let (id, chosen) = (el.id(), el.value());
    el.set_value(now.as_ref());
    let Some(ws) = app.doc.with_untracked(|d| d.as_ref().map(|d| d.setting_warnings(what))) else { return };
    ask(app, ws, move || {
        app.change(|d| apply(d, &chosen));
        if let Some(s) = document().get_element_by_id(&id).and_then(|e| e.dyn_into::<web_sys::HtmlSelectElement>().ok()) {
            s.set_value(&chosen);
        }
    });
}

/// Which choice of the point-system list `p` is: "standard", "football" or a file's "custom".
fn points_kind(p: &PointSystem) -> &'static str {
    let wdl = |q: &PointSystem| (q.win, q.draw, q.loss);
    if wdl(p) == wdl(&PointSystem::default()) {
        "standard"
    } else if wdl(p) == wdl(&create::football_points()) {
        "football"
    } else {
        "custom"
    }
}

/// "1-½-0 PAB 1": win, draw and loss points, and the PAB's.
fn show_points(p: &PointSystem) -> String {
    format!("{}-{}-{} PAB {}", doc::fmt_score(p.win), doc::fmt_score(p.draw), doc::fmt_score(p.loss), doc::fmt_score(p.pairing_allocated_bye))
}

#[component]
pub fn DataTab() -> impl IntoView {
    let app = expect_context::<App>();
    // point system, PAB value, acceleration: locked after round 1 in FIDE mode
    let set_points = move |ev: leptos::ev::Event| {
        let now = app.doc.with_untracked(|d| d.as_ref().map(|d| points_kind(&d.tournament.points)).unwrap_or_default());
        guarded_select(app, &ev, now, tr().fide_what_points, |d, v| {
            d.change_setting("point system", show_points, |d| d.tournament.points.clone(), |d| {
                d.tournament.points = match v {
                    "football" => create::football_points(),
                    "standard" => PointSystem::default(),
                    _ => d.tournament.points.clone(),
                };
            })
        });
    };
    let set_pab = move |ev: leptos::ev::Event| {
        let now = app.doc.with_untracked(|d| d.as_ref().map(|d| d.tournament.points.pairing_allocated_bye.tenths().to_string()).unwrap_or_default());
        guarded_select(app, &ev, now, tr().fide_what_pab, |d, v| {
            let Ok(tenths) = v.parse::<i32>() else { return };
            d.change_setting("PAB value", |s: &Score| doc::fmt_score(*s), |d| d.tournament.points.pairing_allocated_bye, |d| {
                d.tournament.points.pairing_allocated_bye = Score(tenths);
            })
        });
    };
    let set_acc = move |ev: leptos::ev::Event| {
        let now = app.doc.with_untracked(|d| d.as_ref().map(|d| if d.tournament.acceleration_method == AccelerationMethod::Baku { "baku" } else { "none" }).unwrap_or_default());
        guarded_select(app, &ev, now, tr().fide_what_acc, |d, v| {
            let baku = v == "baku";
            d.change_setting("acceleration", |a: &AccelerationMethod| format!("{a:?}"), |d| d.tournament.acceleration_method, |d| {
                d.tournament.acceleration_method = if baku { AccelerationMethod::Baku } else { AccelerationMethod::None };
            })
        });
    };
    let set_info = move |f: fn(&mut Tournament, String)| move |ev: leptos::ev::Event| {
        let v = event_target_value(&ev);
        app.change(|d| {
            f(&mut d.tournament, v);
            d.follow_dubov_edition();
        });
    };
    // the number of rounds: a whole number, not below the rounds already paired; anything else
    // is refused with what is accepted, and the field shows the number in force again
    let set_rounds = move |ev: leptos::ev::Event| {
        let v = event_target_value(&ev);
        let Some((paired, now)) = app.doc.with_untracked(|d| d.as_ref().map(|d| (d.tournament.rounds_paired(), d.tournament.total_rounds))) else { return };
        match v.trim().parse::<u32>() {
            Ok(n) if n >= paired.max(1) => app.change(|d| {
                d.tournament.total_rounds = Some(n);
                d.follow_dubov_edition();
            }),
            _ => {
                event_target::<web_sys::HtmlInputElement>(&ev).set_value(&now.map(|r| r.to_string()).unwrap_or_default());
                let (value, min, paired) = (v.trim().to_string(), paired.max(1).to_string(), paired.to_string());
                app.notify(Notice::Error(fill(tr().rounds_refused, &[("value", &value), ("min", &min), ("paired", &paired)])));
            }
        }
    };
    view! {
        <section class="data">
            <div class="card">
                <div class="toolbar">
                    <button data-testid="export-json" on:click=move |_| app.download_backup()>{tr().export_json}</button>
                </div>
                <p class="muted small" data-testid="data-note">{tr().data_note_trf}</p>
            </div>
            {move || app.doc.with(|d| d.as_ref().map(|d| {
                let t = &d.tournament;
                view! {
                    <div class="card">
                        <h3>{tr().settings}</h3>
                        <div class="fields">
                            <label>{tr().f_name}<input data-testid="settings-name" prop:value=t.info.name.clone() on:change=set_info(|t, v| t.info.name = v)/></label>
                            <label>{tr().f_place}<input prop:value=t.info.city.clone() on:change=set_info(|t, v| t.info.city = v)/></label>
                            <label>{tr().f_start}{date_input(&t.info.start_date, "settings-start", set_info(|t, v| t.info.start_date = v.replace('-', "/")))}</label>
                            <label>{tr().f_end}{date_input(&t.info.end_date, "settings-end", set_info(|t, v| t.info.end_date = v.replace('-', "/")))}</label>
                            // a round robin's rounds follow from its players (C.05 Annex 1)
                            {(!matches!(t.system, PairingSystem::RoundRobin | PairingSystem::DoubleRoundRobin)).then(|| view! {
                                <label>{tr().f_rounds}<input type="number" min="1" data-testid="settings-rounds" prop:value=t.total_rounds.map(|r| r.to_string()).unwrap_or_default()
                                    on:change=set_rounds/></label>
                            })}
                        </div>
                        <div class="fields">
                            <label>{tr().f_points}
                                <select id="settings-points" data-testid="settings-points" on:change=set_points>
                                    <option value="standard" selected=points_kind(&t.points) == "standard">{tr().points_standard}</option>
                                    <option value="football" selected=points_kind(&t.points) == "football">{tr().points_football}</option>
                                    // a file's own system (not one of the two): shown as it is, not as 3-1-0
                                    {(points_kind(&t.points) == "custom").then(|| view! {
                                        <option value="custom" selected=true>{fill(tr().points_custom, &[("points", &show_points(&t.points))])}</option>
                                    })}
                                </select>
                            </label>
                            <label>{tr().f_pab_value}
                                <select id="settings-pab" data-testid="settings-pab" on:change=set_pab>
                                    {[t.points.win, Score::HALF, Score::ZERO].into_iter().map(|s| view! {
                                        <option value=s.tenths().to_string() selected=t.points.pairing_allocated_bye == s>{doc::fmt_score(s)}</option>
                                    }).collect_view()}
                                </select>
                            </label>
                            <label>{tr().f_acceleration}
                                <select id="settings-acceleration" data-testid="settings-acceleration" on:change=set_acc>
                                    <option value="none" selected=t.acceleration_method == AccelerationMethod::None>{tr().acc_none}</option>
                                    <option value="baku" selected=t.acceleration_method == AccelerationMethod::Baku>{tr().acc_baku}</option>
                                </select>
                            </label>
                        </div>
                        <p class="small" data-testid="settings-system">{tr().f_system} ": " {crate::strings::system_name(t.system)}
                        </p>
                        {(t.system == PairingSystem::Dubov).then(|| dubov_edition_setting(app, d))}
                        <p class="small" data-testid="colour-info">{if d.is_round_robin() { format!("{}: {}", tr().f_colour, tr().rr_colours_table) } else if d.colour_by_lot { colour_drawn_text(d) } else {
                            format!("{}: {}", tr().f_colour, match t.initial_colour { Some(Colour::Black) => tr().colour_black, _ => tr().colour_white })
                        }}</p>
                    </div>
                }
            }))}
            <ReportCard/>
            <FideModeCard/>
            <LogCard/>
            <TieBreakEditor/>
        </section>
    }
}

/// The Dubov edition (C.04.4.1, 2018 or 2026): follows the file's 192/092 and the start date
/// unless the arbiter chooses one; says which applies and why.
fn dubov_edition_setting(app: App, d: &Doc) -> impl IntoView {
    let chosen = d.dubov_edition_chosen.then_some(d.tournament.dubov_edition);
    let now = d.tournament.dubov_edition;
    let why = match d.dubov_edition_source() {
        None => tr().tb_why_chosen.to_string(),
        Some(EditionSource::TypeCode192(v)) | Some(EditionSource::Kind092(v)) => fill(tr().dubov_why_file, &[("code", &v)]),
        Some(EditionSource::Date { text, .. }) => fill(tr().dubov_why_date, &[("date", &text)]),
        Some(EditionSource::InForce) => tr().dubov_why_in_force.to_string(),
    };
    let set = move |v: String| {
        let e = match v.as_str() {
            "2018" => Some(DubovEdition::E2018),
            "2026" => Some(DubovEdition::E2026),
            _ => None,
        };
        app.change(|d| d.set_dubov_edition(e));
    };
    view! {
        <div class="fields">
            <label>{tr().dubov_edition_label}
                <select data-testid="dubov-edition" on:change=move |ev| set(event_target_value(&ev))>
                    <option value="auto" selected=chosen.is_none()>{tr().tb_edition_auto}</option>
                    <option value="2018" selected=chosen == Some(DubovEdition::E2018)>"C.04.4.1 (2018)"</option>
                    <option value="2026" selected=chosen == Some(DubovEdition::E2026)>"C.04.4.1 (2026)"</option>
                </select>
            </label>
        </div>
        <p class="small muted" data-testid="dubov-edition-why">{format!("C.04.4.1 ({}): {why}", dubov_year(now))}</p>
    }
}

fn dubov_year(e: DubovEdition) -> &'static str {
    match e {
        DubovEdition::E2018 => "2018",
        DubovEdition::E2026 => "2026",
    }
}

/// A date of the event (TRF `YYYY/MM/DD`) as the creation form takes it: a date picker; a date
/// in another form (from an imported file) stays as text, to be seen and retyped.
fn date_input(value: &str, testid: &'static str, on_change: impl Fn(leptos::ev::Event) + 'static) -> AnyView {
    let iso = value.trim().replace('/', "-");
    let is_date = iso.len() == 10 && iso.bytes().enumerate().all(|(i, b)| if i == 4 || i == 7 { b == b'-' } else { b.is_ascii_digit() });
    if is_date || value.trim().is_empty() {
        view! { <input type="date" data-testid=testid prop:value=iso on:change=on_change/> }.into_any()
    } else {
        view! { <input data-testid=testid prop:value=value.to_string() on:change=on_change/> }.into_any()
    }
}
