//! The form that creates a tournament.

use crate::doc::Doc;
use crate::state::*;
use crate::strings::tr;
use crate::views::registration::{field_msg, Field};
use crate::views::{presets, Preset};
use leptos::prelude::*;
use torre_core::{AccelerationMethod, Colour, DutchEdition, PairingSystem, PointSystem, Score, Tournament};

/// 3 / 1 / 0 points (byes and forfeits scored alike).
pub fn football_points() -> PointSystem {
    PointSystem {
        win: Score(30),
        draw: Score(10),
        loss: Score(0),
        forfeit_win: Score(30),
        forfeit_loss: Score(0),
        pairing_allocated_bye: Score(30),
        half_bye: Score(10),
        full_bye: Score(30),
        zero_bye: Score(0),
        unknown: None,
    }
}

/// `event`: the new tournament is a section of that event (views/event.rs).
#[component]
pub fn CreateForm(#[prop(optional)] event: Option<String>) -> impl IntoView {
    let app = expect_context::<App>();
    let name = RwSignal::new(String::new());
    let place = RwSignal::new(String::new());
    let start = RwSignal::new(String::new());
    let end = RwSignal::new(String::new());
    let arbiter = RwSignal::new(String::new());
    let federation = RwSignal::new(String::new());
    let time_control = RwSignal::new(String::new());
    let rounds = RwSignal::new("9".to_string());
    let system = RwSignal::new("dutch".to_string());
    let edition = RwSignal::new("2026".to_string());
    let accel = RwSignal::new("none".to_string());
    let points = RwSignal::new("standard".to_string());
    let tb = RwSignal::new("0".to_string());
    let colour = RwSignal::new("lot".to_string());

    // what a system does not use is not asked: the Dutch edition for the other systems, the
    // rounds and the acceleration for a round robin (its rounds follow from the players)
    let round_robin = move || system.get().ends_with("roundrobin");
    let submit = move || {
        let mut t = Tournament::default();
        t.info.name = name.get_untracked().trim().to_string();
        if t.info.name.is_empty() {
            t.info.name = tr().untitled.to_string();
        }
        t.info.city = place.get_untracked();
        t.info.start_date = start.get_untracked().replace('-', "/");
        t.info.end_date = end.get_untracked().replace('-', "/");
        t.info.chief_arbiter = arbiter.get_untracked().trim().to_string();
        // the rating report's federation (032), kept only when it is a 3-letter code
        t.info.federation = torre_core::trf::fields::federation(&federation.get_untracked()).map(|(c, _)| c).unwrap_or_default();
        t.info.time_control = time_control.get_untracked().trim().to_string();
        t.system = match system.get_untracked().as_str() {
            "dubov" => PairingSystem::Dubov,
            "burstein" => PairingSystem::Burstein,
            "roundrobin" => PairingSystem::RoundRobin,
            "doubleroundrobin" => PairingSystem::DoubleRoundRobin,
            _ => PairingSystem::Dutch,
        };
        // a round robin's number of rounds follows from the players (C.05 Annex 1)
        let round_robin = matches!(t.system, PairingSystem::RoundRobin | PairingSystem::DoubleRoundRobin);
        t.total_rounds = rounds.get_untracked().trim().parse().ok().filter(|&n: &u32| n > 0 && !round_robin);
        t.edition = if edition.get_untracked() == "2017" { DutchEdition::E2017 } else { DutchEdition::E2026 };
        t.acceleration_method = if accel.get_untracked() == "baku" { AccelerationMethod::Baku } else { AccelerationMethod::None };
        if points.get_untracked() == "football" {
            t.points = football_points();
        }
        let i = tiebreak_preset(&tb.get_untracked(), round_robin);
        t.tiebreaks = presets().get(i).map(|p| p.list.iter().map(|tb| tb.code()).collect()).unwrap_or_default();
        // the Dubov text in force on the start date (C.04.4.1 2026 from 1 February 2026)
        t.dubov_edition = torre_core::trf::detect_dubov_edition(&t);
        let mut by_lot = false;
        let chosen = if round_robin { "white".to_string() } else { colour.get_untracked() };
        t.initial_colour = match chosen.as_str() {
            "white" => Some(Colour::White),
            "black" => Some(Colour::Black),
            _ => {
                by_lot = true;
                Some(if js_sys::Math::random() < 0.5 { Colour::White } else { Colour::Black })
            }
        };
        let mut d = Doc::new(t);
        d.colour_by_lot = by_lot;
        d.event = event.clone();
        app.create(d);
        if by_lot {
            app.notify(Notice::Info(colour_drawn_text(&app.doc.get_untracked().unwrap())));
        }
    };

    view! {
        <form class="card create" on:submit=move |ev| { ev.prevent_default(); submit(); }>
            <div class="fields">
                <label>{tr().f_name}<input data-testid="tournament-name" required prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev))/></label>
                <label>{tr().f_place}<input data-testid="tournament-place" prop:value=move || place.get() on:input=move |ev| place.set(event_target_value(&ev))/></label>
                <label>{tr().f_start}<input type="date" data-testid="tournament-start" prop:value=move || start.get() on:input=move |ev| start.set(event_target_value(&ev))/></label>
                <label>{tr().f_end}<input type="date" data-testid="tournament-end" prop:value=move || end.get() on:input=move |ev| end.set(event_target_value(&ev))/></label>
                <label>{tr().f_arbiter}<input data-testid="tournament-arbiter" prop:value=move || arbiter.get() on:input=move |ev| arbiter.set(event_target_value(&ev))/></label>
                <label>{tr().report_federation}<input class="w4" data-testid="tournament-federation" prop:value=move || federation.get() on:input=move |ev| federation.set(event_target_value(&ev))/>
                    {field_msg(Field::Federation, federation, "tournament-federation-msg")}</label>
                <label>{tr().report_time_control}<input data-testid="tournament-time-control" placeholder="90'+30\"" prop:value=move || time_control.get() on:input=move |ev| time_control.set(event_target_value(&ev))/></label>
                <label style:display=move || if round_robin() { "none" } else { "" }>{tr().f_rounds}<input type="number" min="1" max="99" data-testid="tournament-rounds" prop:value=move || rounds.get() on:input=move |ev| rounds.set(event_target_value(&ev))/></label>
                <label>{tr().f_system}
                    <select data-testid="tournament-system" on:change=move |ev| system.set(event_target_value(&ev))>
                        <option value="dutch" selected=true>{tr().system_dutch}</option>
                        <option value="dubov">{tr().system_dubov}</option>
                        <option value="burstein">{tr().system_burstein}</option>
                        <option value="roundrobin">{tr().system_roundrobin}</option>
                        <option value="doubleroundrobin">{tr().system_doubleroundrobin}</option>
                    </select>
                </label>
                <label style:display=move || if system.get() == "dutch" { "" } else { "none" }>{tr().dutch_edition}
                    <select data-testid="tournament-edition" on:change=move |ev| edition.set(event_target_value(&ev))>
                        <option value="2026" selected=true>"C.04.3 (2026)"</option>
                        <option value="2017">"C.04.3 (2017)"</option>
                    </select>
                </label>
                <label style:display=move || if round_robin() { "none" } else { "" }>{tr().f_acceleration}
                    <select data-testid="tournament-acceleration" on:change=move |ev| accel.set(event_target_value(&ev))>
                        <option value="none" selected=true>{tr().acc_none}</option>
                        <option value="baku">{tr().acc_baku}</option>
                    </select>
                </label>
                <label>{tr().f_points}
                    <select data-testid="tournament-points" on:change=move |ev| points.set(event_target_value(&ev))>
                        <option value="standard" selected=true>{tr().points_standard}</option>
                        <option value="football">{tr().points_football}</option>
                    </select>
                </label>
                <label>{tr().f_tiebreaks}
                    <select data-testid="tournament-tiebreaks" on:change=move |ev| tb.set(event_target_value(&ev))>
                        // a round robin is offered the lists without a Buchholz (C.07 Art. 8
                        // note) and shows the one it gets (it showed "Swiss: Buchholz Cut-1 ...")
                        {move || {
                            let rr = round_robin();
                            let chosen = tiebreak_preset(&tb.get(), rr);
                            presets().into_iter().enumerate().filter(|(_, p)| !rr || rr_allowed(p))
                                .map(|(i, p)| view! { <option value=i.to_string() selected=i == chosen>{p.label}</option> }).collect_view()
                        }}
                    </select>
                </label>
                <label>{tr().f_colour}
                    // a round robin's colours are the Berger table's (C.05 Annex 1: number 1 has
                    // White in round 1); the lot is the draw of the numbers, not of a colour
                    {move || if round_robin() {
                        view! {
                            <select data-testid="tournament-colour">
                                <option value="white" selected=true>{tr().rr_colours_table}</option>
                            </select>
                        }.into_any()
                    } else {
                        view! {
                            <select data-testid="tournament-colour" on:change=move |ev| colour.set(event_target_value(&ev))>
                                <option value="lot" selected=colour.get_untracked() == "lot">{tr().colour_lot}</option>
                                <option value="white" selected=colour.get_untracked() == "white">{tr().colour_white}</option>
                                <option value="black" selected=colour.get_untracked() == "black">{tr().colour_black}</option>
                            </select>
                        }.into_any()
                    }}
                </label>
            </div>
            <button type="submit" class="primary" data-testid="create-tournament">{tr().create}</button>
        </form>
    }
}

/// Whether a ready-made tie-break list may serve a round robin: no Buchholz-family code (C.07
/// Art. 8 note).
fn rr_allowed(p: &Preset) -> bool {
    !p.list.iter().any(|tb| tb.kind.is_buchholz_family())
}

/// The ready-made list the form stands for: the one chosen (`value`, an index into
/// [`presets`]), or for a round robin the round-robin list when the one chosen has a Buchholz.
fn tiebreak_preset(value: &str, round_robin: bool) -> usize {
    let all = presets();
    let i: usize = value.parse().ok().filter(|&i| i < all.len()).unwrap_or(0);
    if round_robin && !rr_allowed(&all[i]) {
        return all.iter().position(|p| p.key == "round-robin").unwrap_or(i);
    }
    i
}

pub fn colour_drawn_text(d: &Doc) -> String {
    let c = match d.tournament.initial_colour {
        Some(Colour::Black) => tr().colour_black,
        _ => tr().colour_white,
    };
    format!("{} {c}.", tr().colour_drawn)
}
