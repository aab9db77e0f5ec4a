//! The sheets the venue prints (issue 21), one file each: the pairings by board and by name,
//! result slips, the standings with tie-breaks, the crosstable (wall chart), the player list by
//! rating and the check-in sheet. The tab lists them; a click on one prints it at once (A4,
//! `@page` rules in style.css) and leaves its preview on screen. Every sheet sits in the same
//! frame: a table whose head (event, place, date, round, chief arbiter, the sheet's name) the
//! browser repeats on each printed page (issue 20: printouts name the event).

mod checkin;
mod crosstable;
pub mod pairings_alpha;
mod pairings_board;
mod players;
mod schedule;
mod slips;
mod standings;

pub use standings::legend;

use crate::doc::{prints, Doc};
use crate::state::*;
use crate::strings::{self, tr};
use leptos::prelude::*;
use std::time::Duration;
use torre_core::PlayerId;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Sheet {
    Board,
    Alpha,
    Slips,
    Standings,
    Crosstable,
    Players,
    Checkin,
    /// A round robin's every round (shown for round robins only).
    Schedule,
}

impl Sheet {
    const ALL: [Sheet; 8] = [Sheet::Board, Sheet::Alpha, Sheet::Slips, Sheet::Standings, Sheet::Crosstable, Sheet::Players, Sheet::Checkin, Sheet::Schedule];
    fn code(self) -> &'static str {
        match self {
            Sheet::Board => "board",
            Sheet::Alpha => "alpha",
            Sheet::Slips => "slips",
            Sheet::Standings => "standings",
            Sheet::Crosstable => "crosstable",
            Sheet::Players => "players",
            Sheet::Checkin => "checkin",
            Sheet::Schedule => "schedule",
        }
    }
    fn title(self) -> &'static str {
        match self {
            Sheet::Board => tr().sheet_board,
            Sheet::Alpha => tr().sheet_alpha,
            Sheet::Slips => tr().sheet_slips,
            Sheet::Standings => tr().sheet_standings,
            Sheet::Crosstable => tr().sheet_crosstable,
            Sheet::Players => tr().sheet_players,
            Sheet::Checkin => tr().sheet_checkin,
            Sheet::Schedule => tr().sheet_schedule,
        }
    }
    /// The sheet is of one round (the others are of the whole field).
    fn of_round(self) -> bool {
        !matches!(self, Sheet::Players | Sheet::Checkin | Sheet::Schedule)
    }
    fn body(self, d: &Doc, r: u32) -> AnyView {
        match self {
            Sheet::Board => pairings_board::sheet(d, r),
            Sheet::Alpha => pairings_alpha::sheet(d, r),
            Sheet::Slips => slips::sheet(d, r),
            Sheet::Standings => standings::sheet(d, r),
            Sheet::Crosstable => crosstable::sheet(d, r),
            Sheet::Players => players::sheet(d),
            Sheet::Checkin => checkin::sheet(d),
            Sheet::Schedule => schedule::sheet(d),
        }
    }
}

thread_local! {
    /// The sheet (and round) to print when the Print tab opens (set by [`open`]).
    static START: std::cell::Cell<Option<(Sheet, Option<u32>)>> = const { std::cell::Cell::new(None) };
}

/// The Print buttons of the other tabs: open the Print tab on that sheet and print it.
pub fn open(app: App, s: Sheet, round: Option<u32>) {
    START.with(|x| x.set(Some((s, round))));
    app.notice.set(None);
    app.tab.set(Tab::Print);
}

#[component]
pub fn PrintTab() -> impl IntoView {
    let app = expect_context::<App>();
    let start = START.with(|x| x.take());
    let sheet = RwSignal::new(start.map(|s| s.0).unwrap_or(Sheet::Board));
    let round: RwSignal<Option<u32>> = RwSignal::new(start.and_then(|s| s.1));
    let print_now = move |s: Sheet| {
        sheet.set(s);
        // after the sheet is drawn
        set_timeout(move || { let _ = window().print(); }, Duration::from_millis(50));
    };
    if let Some((s, _)) = start {
        print_now(s);
    }
    view! {
        <section class="print-tab">
            <div class="toolbar noprint sheets">
                {move || {
                    let round_robin = app.doc.with(|d| d.as_ref().is_some_and(|d| d.is_round_robin()));
                    Sheet::ALL.into_iter().filter(|&s| s != Sheet::Schedule || round_robin).map(|s| view! {
                        <button class="tab" class:active=move || sheet.get() == s data-testid="print-sheet-button" data-sheet=s.code()
                            on:click=move |_| print_now(s)>{s.title()}</button>
                    }).collect_view()
                }}
            </div>
            {move || app.doc.with(|d| d.as_ref().map(|d| {
                let paired = d.rounds_paired();
                let r = round.get().unwrap_or(paired).min(paired);
                let s = sheet.get();
                view! {
                    <div class="toolbar noprint">
                        {(s.of_round() && paired > 0).then(|| view! {
                            <label>{tr().round} " "
                                <select data-testid="print-round" on:change=move |ev| round.set(event_target_value(&ev).parse().ok())>
                                    {(1..=paired).rev().map(|k| view! { <option value=k.to_string() selected=k == r>{k}</option> }).collect_view()}
                                </select>
                            </label>
                        })}
                        <button class="primary" data-testid="print-now" on:click=move |_| print_now(s)>{tr().print}</button>
                        <span class="muted small">{tr().print_hint}</span>
                    </div>
                    {if s.of_round() && r == 0 {
                        view! { <p class="muted">{tr().not_paired_yet}</p> }.into_any()
                    } else {
                        frame(d, s, s.of_round().then_some(r), s.body(d, r))
                    }}
                }
            }))}
        </section>
    }
}

/// A sheet in its frame: the header repeated on every printed page, then the body.
pub fn frame(d: &Doc, s: Sheet, round: Option<u32>, body: AnyView) -> AnyView {
    framed(d, s.code(), s.title(), round, body)
}

/// Any printable page (`code` names it for the tests and the print CSS) in the same frame.
pub fn framed(d: &Doc, code: &'static str, title: &str, round: Option<u32>, body: AnyView) -> AnyView {
    view! {
        <table class="print-frame" data-testid="print-sheet" data-sheet=code data-round=round.map(|r| r.to_string()).unwrap_or_default()>
            <thead><tr><td>{header(d, title, round)}</td></tr></thead>
            <tbody><tr><td class="sheet-body">{body}</td></tr></tbody>
        </table>
    }
    .into_any()
}

/// The printed header: event, then place · date · round · chief arbiter, then the sheet's name.
pub fn header(d: &Doc, title: &str, round: Option<u32>) -> impl IntoView {
    let i = &d.tournament.info;
    let mut meta: Vec<String> = vec![i.city.trim().to_string(), prints::round_date(d, round)];
    if let Some(r) = round {
        meta.push(strings::rounds_of(r, d.total_rounds()));
    }
    if !i.chief_arbiter.trim().is_empty() {
        meta.push(format!("{}: {}", tr().f_arbiter, i.chief_arbiter.trim()));
    }
    meta.retain(|m| !m.is_empty());
    view! {
        <div class="sheet-head" data-testid="print-header">
            <div class="sh-event">{crate::events::full_name(d)}</div>
            <div class="sh-meta">{meta.join(" · ")}</div>
            <div class="sh-title">{title.to_string()}</div>
        </div>
    }
}

/// A player's name as printed, with the withdrawn mark (issue 20) when they withdrew.
pub fn name_cell(d: &Doc, id: PlayerId) -> impl IntoView {
    crate::views::score_tables::name_cell(d, id, None)
}

pub use crate::views::score_tables::rating_text;
