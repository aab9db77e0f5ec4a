//! The rating report (issue 20): what FIDE's TRF needs beyond the players and the rounds: the
//! event's federation (032), the chief arbiter (102) and the deputies (one 112 each), the time
//! control (122), the round dates (132, `YY/MM/DD`), entered here and written by the core's
//! TRF writer in either layout (TRF-16, TRF-2026); and what the file cannot hold as the app
//! does (a name longer than the name field), listed before the export.

use crate::state::*;
use crate::strings::{fill, plural, tr};
use crate::strings::problem_text;
use crate::doc::dates::{DatesProblem, Spread};
use crate::doc::{Level, Warning};
use crate::views::ask;
use crate::{standings, util};
use leptos::prelude::*;
use torre_core::trf::{self, fields, Layout};
use torre_core::Tournament;

/// The open tournament as its TRF names it (012 and the file's name): a section with its event.
fn for_export(app: App) -> Option<crate::doc::Doc> {
    let mut d = app.doc.get_untracked()?;
    d.tournament.info.name = crate::events::full_name(&d);
    Some(d)
}

/// Download the tournament as a TRF in `layout`, with final ranks and the app's comment lines.
pub fn export_trf(app: App, layout: Layout) {
    let Some(d) = for_export(app) else { return };
    let text = d.trf(standings::with_ranks(&d), layout);
    let suffix = if layout == Layout::Trf2026 { "-trf26" } else { "" };
    util::download(&format!("{}{suffix}.trf", util::file_stem(&d.tournament.info.name)), "text/plain", &text);
}

/// The TRF for the rating report: only once every result is in (FIDE's 2026 checklist Q157-169).
pub fn export_rating_report(app: App) {
    let Some(d) = for_export(app) else { return };
    if let Some(why) = d.not_final() {
        return app.notify(Notice::Error(why));
    }
    let text = d.trf(standings::with_ranks(&d), Layout::Trf16);
    util::download(&format!("{}-rating-report.trf", util::file_stem(&d.tournament.info.name)), "text/plain", &text);
    if let Some(what) = report_missing(&d.tournament) {
        app.notify(Notice::Error(fill(tr().report_missing_exported, &[("what", &what)])));
    }
}

/// What FIDE's rating report needs and the tournament does not have yet (place, dates, the
/// event's federation, chief arbiter, time control, the date of each round played), as one
/// list in the app's language; `None` when nothing is missing.
pub fn report_missing(t: &Tournament) -> Option<String> {
    let i = &t.info;
    let mut what: Vec<String> = [
        (i.city.trim(), tr().f_place),
        (i.start_date.trim(), tr().f_start),
        (i.end_date.trim(), tr().f_end),
        (i.federation.trim(), tr().report_federation),
        (i.chief_arbiter.trim(), tr().f_arbiter),
        (i.time_control.trim(), tr().report_time_control),
    ]
    .into_iter()
    .filter(|(v, _)| v.is_empty())
    .map(|(_, label)| label.to_lowercase())
    .collect();
    let undated: Vec<String> = (1..=t.rounds_paired())
        .filter(|&r| i.round_dates.get(r as usize - 1).is_none_or(|d| d.trim().is_empty()))
        .map(|r| r.to_string())
        .collect();
    if !undated.is_empty() {
        let form = plural(undated.len() as u64, tr().report_missing_dates_one, tr().report_missing_dates_other);
        what.push(fill(form, &[("rounds", &undated.join(", "))]));
    }
    (!what.is_empty()).then(|| what.join("; "))
}

/// `2026-03-01` (a date input's value) as the TRF's round date `26/03/01`.
pub fn round_date_of_input(v: &str) -> String {
    match v.split('-').collect::<Vec<_>>().as_slice() {
        [y, m, d] if y.len() == 4 => format!("{}/{m}/{d}", &y[2..]),
        _ => String::new(),
    }
}

/// `26/03/01` as a date input's value (`2026-03-01`); empty when it is not in that form.
pub fn input_of_round_date(v: &str) -> String {
    match v.trim().split('/').collect::<Vec<_>>().as_slice() {
        [y, m, d] if y.len() == 2 => format!("20{y}-{m}-{d}"),
        _ => String::new(),
    }
}

/// Fill the round dates from the start (and end) date; dates typed earlier are replaced only
/// once the arbiter has confirmed it (each date can still be edited).
fn fill_round_dates(app: App, how: Spread) {
    let Some(filled) = app.doc.with_untracked(|d| d.as_ref().map(|d| d.filled_round_dates(how))) else { return };
    let (dates, replaced) = match filled {
        Ok(x) => x,
        Err(p) => {
            let why = match p {
                DatesProblem::NoStart => tr().dates_no_start,
                DatesProblem::NoEnd => tr().dates_no_end,
                DatesProblem::EndBeforeStart => tr().dates_end_before_start,
            };
            return app.notify(Notice::Error(why.to_string()));
        }
    };
    let warnings = if replaced.is_empty() {
        Vec::new()
    } else {
        let list: Vec<String> = replaced.iter().map(|r| r.to_string()).collect();
        vec![Warning::new(Level::Confirm, fill(tr().dates_replace, &[("rounds", &list.join(", "))]))]
    };
    app.notice.set(None);
    ask(app, warnings, move || {
        let dates = dates.clone();
        app.change(move |d| d.tournament.info.round_dates = dates)
    });
}

#[component]
pub fn ReportCard() -> impl IntoView {
    let app = expect_context::<App>();
    // the message next to the federation: (text, is an error)
    let fed_msg = RwSignal::new(None::<(String, bool)>);
    // the days between two rounds for "every n days" (a fortnightly event: 14)
    let interval = RwSignal::new(7u32);
    let set = move |f: fn(&mut Tournament, String)| move |ev: leptos::ev::Event| {
        let v = event_target_value(&ev);
        app.change(|d| f(&mut d.tournament, v));
    };
    let set_federation = move |ev: leptos::ev::Event| {
        let v = event_target_value(&ev);
        match fields::federation(&v) {
            Ok((code, warning)) => {
                fed_msg.set(warning.map(|w| (problem_text(&w), false)));
                app.change(|d| d.tournament.info.federation = code);
            }
            Err(p) => fed_msg.set(Some((problem_text(&p), true))),
        }
    };
    view! {
        {move || app.doc.with(|d| d.as_ref().map(|d| {
            let t = &d.tournament;
            let rounds = d.dated_rounds();
            let notes = trf::write_notes(t);
            view! {
                <div class="card" data-testid="report-card">
                    <h3>{tr().report_title}</h3>
                    <p class="muted small">{tr().report_note}</p>
                    <div class="fields">
                        <label>{tr().report_federation}
                            <input class="w4" data-testid="report-federation" prop:value=t.info.federation.clone() on:change=set_federation/>
                            {move || fed_msg.get().map(|(m, error)| view! { <span class="field-msg" class:error=error data-testid="report-federation-msg">{m}</span> })}
                        </label>
                        <label>{tr().f_arbiter}<input data-testid="report-arbiter" prop:value=t.info.chief_arbiter.clone() on:change=set(|t, v| t.info.chief_arbiter = v.trim().to_string())/></label>
                        <label>{tr().report_time_control}<input data-testid="report-time-control" placeholder="90'+30\"" prop:value=t.info.time_control.clone() on:change=set(|t, v| t.info.time_control = v.trim().to_string())/></label>
                        <label>{tr().report_deputies}
                            <textarea rows="2" data-testid="report-deputies" prop:value=t.info.deputy_arbiters.join("\n")
                                on:change=set(|t, v| t.info.deputy_arbiters = v.lines().map(str::trim).filter(|l| !l.is_empty()).map(String::from).collect())></textarea>
                        </label>
                    </div>
                    <div class="toolbar small" data-testid="fill-dates">
                        <span>{tr().dates_fill}</span>
                        <button data-testid="fill-dates-daily" on:click=move |_| fill_round_dates(app, Spread::Every(1))>{tr().dates_daily}</button>
                        <button data-testid="fill-dates-weekly" on:click=move |_| fill_round_dates(app, Spread::Every(7))>{tr().dates_weekly}</button>
                        <button data-testid="fill-dates-period" on:click=move |_| fill_round_dates(app, Spread::Period)>{tr().dates_period}</button>
                        <label class="check">{tr().dates_every}
                            <input class="w4" type="number" min="1" max="365" data-testid="fill-dates-interval" prop:value=move || interval.get().to_string()
                                on:change=move |ev| interval.set(event_target_value(&ev).trim().parse::<u32>().unwrap_or(7).clamp(1, 365))/>
                            {tr().dates_days}
                        </label>
                        <button data-testid="fill-dates-every" on:click=move |_| fill_round_dates(app, Spread::Every(interval.get_untracked()))>{tr().dates_fill_every}</button>
                    </div>
                    <div class="fields round-dates">
                        {(1..=rounds).map(|r| {
                            let value = t.info.round_dates.get(r as usize - 1).map(|v| input_of_round_date(v)).unwrap_or_default();
                            view! {
                                <label>{format!("{} {r}", tr().round)}
                                    <input type="date" data-testid="report-round-date" data-round=r.to_string() prop:value=value on:change=move |ev| {
                                        let v = round_date_of_input(&event_target_value(&ev));
                                        app.change(|d| {
                                            let dates = &mut d.tournament.info.round_dates;
                                            if dates.len() < r as usize {
                                                dates.resize(r as usize, String::new());
                                            }
                                            dates[r as usize - 1] = v;
                                            while dates.last().is_some_and(|x| x.is_empty()) {
                                                dates.pop();
                                            }
                                        });
                                    }/>
                                </label>
                            }
                        }).collect_view()}
                    </div>
                    {report_missing(t).map(|what| view! {
                        <p class="banner warn small" data-testid="report-missing">{fill(tr().report_missing, &[("what", &what)])}</p>
                    })}
                    <div class="toolbar">
                        <button class="primary" data-testid="export-trf" on:click=move |_| export_trf(app, Layout::Trf16)>{tr().export_trf}</button>
                        <button data-testid="export-trf-2026" on:click=move |_| export_trf(app, Layout::Trf2026)>{tr().report_export_2026}</button>
                        <button data-testid="export-rating-report" on:click=move |_| export_rating_report(app)>{tr().export_rating_report}</button>
                    </div>
                    {(!notes.is_empty()).then(|| view! {
                        <div class="small" data-testid="report-notes"><strong>{tr().report_notes}</strong>
                            <ul>{notes.into_iter().map(|n| view! { <li>{n}</li> }).collect_view()}</ul>
                        </div>
                    })}
                </div>
            }
        }))}
    }
}
