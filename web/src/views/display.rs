//! The hall's display (issue 21): full screen, large type, a round's pairings by name or the
//! standings after it, paging by itself every few seconds. The round is the last one (and
//! follows a newly paired round) unless the arbiter picks another. It follows the arbiter:
//! when another tab or window of the same browser stores a result, the storage event and the
//! app's BroadcastChannel message (root.rs) reload the tournament here, and the page shows it
//! at once. It never writes.

use crate::doc::{fmt_score, prints, Doc};
use crate::state::*;
use crate::strings::{self, tr};
use crate::views::print::pairings_alpha::colour_word;
use crate::views::player_label;
use leptos::prelude::*;
use std::time::Duration;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Show {
    Pairings,
    Standings,
}

/// One line on the screen: its cells.
type Line = Vec<String>;

/// The round shown when round `chosen` is asked for (None: the last paired round).
fn shown_round(d: &Doc, chosen: Option<u32>) -> u32 {
    chosen.unwrap_or(u32::MAX).min(d.rounds_paired())
}

/// The title and the lines of what is shown of round `chosen` (None: the last paired round).
fn content(d: &Doc, show: Show, chosen: Option<u32>) -> (String, Vec<String>, Vec<Line>) {
    let t = &d.tournament;
    let paired = shown_round(d, chosen);
    match show {
        Show::Pairings => {
            let lines = prints::alpha_pairings(d, paired)
                .into_iter()
                .map(|l| match l.board {
                    Some((b, c)) => vec![
                        player_label(t, l.player),
                        b.to_string(),
                        colour_word(c).to_string(),
                        l.opponent.map(|o| player_label(t, o)).unwrap_or_default(),
                        l.result.label_for(c).to_string(),
                    ],
                    None => vec![player_label(t, l.player), String::new(), d.not_paired_label(l.player, paired), String::new(), String::new()],
                })
                .collect();
            let title = format!("{} {paired} · {}", tr().round, tr().sheet_alpha);
            let head = [tr().p_name, tr().board, tr().colour_col, tr().opponent_col, tr().result];
            (title, head.map(String::from).to_vec(), lines)
        }
        Show::Standings => {
            let k = d.complete_round(paired);
            let table = crate::standings::compute(d, k);
            let lines = table
                .rows
                .iter()
                .map(|r| {
                    let mut v = vec![r.rank.to_string(), player_label(t, r.player), fmt_score(r.points)];
                    v.extend(r.values.iter().take(2).cloned());
                    v
                })
                .collect();
            let mut head: Vec<String> = [tr().rank, tr().p_name, tr().p_points].map(String::from).to_vec();
            head.extend(table.columns.iter().take(2).cloned());
            (format!("{} · {} {k}", tr().tab_standings, tr().after_round), head, lines)
        }
    }
}

/// Lines that fit the window's height at the display's type size.
fn lines_per_page() -> usize {
    let h = window().inner_height().ok().and_then(|v| v.as_f64()).unwrap_or(800.0);
    (((h - 190.0) / 54.0) as usize).max(4)
}

#[component]
pub fn DisplayTab() -> impl IntoView {
    let app = expect_context::<App>();
    let show = RwSignal::new(Show::Pairings);
    let secs = RwSignal::new(10u64);
    let page = RwSignal::new(0usize);
    let ticker: StoredValue<Option<IntervalHandle>> = StoredValue::new(None);
    let restart = move |s: u64| {
        if let Some(h) = ticker.get_value() {
            h.clear();
        }
        ticker.set_value(set_interval_with_handle(move || page.update(|p| *p += 1), Duration::from_secs(s)).ok());
    };
    restart(secs.get_untracked());
    on_cleanup(move || {
        if let Some(h) = ticker.get_value() {
            h.clear();
        }
    });
    // None: the last paired round
    let round: RwSignal<Option<u32>> = RwSignal::new(None);
    let per_page = lines_per_page();
    view! {
        <div class="display" data-testid="display">
            <div class="display-bar">
                <select data-testid="display-what" on:change=move |ev| { show.set(if event_target_value(&ev) == "standings" { Show::Standings } else { Show::Pairings }); page.set(0); }>
                    <option value="pairings">{tr().sheet_alpha}</option>
                    <option value="standings">{tr().tab_standings}</option>
                </select>
                {move || app.doc.with(|d| {
                    let paired = d.as_ref().map_or(0, |d| d.rounds_paired());
                    view! {
                        <label>{tr().round} " "
                            <select data-testid="display-round" on:change=move |ev| { round.set(event_target_value(&ev).parse().ok()); page.set(0); }>
                                <option value="" selected=round.get_untracked().is_none()>{tr().display_last_round}</option>
                                {(1..=paired).rev().map(|k| view! { <option value=k.to_string() selected=round.get_untracked() == Some(k)>{k}</option> }).collect_view()}
                            </select>
                        </label>
                    }
                })}
                <label>{tr().display_seconds} " "
                    <select data-testid="display-secs" on:change=move |ev| { let s = event_target_value(&ev).parse().unwrap_or(10); secs.set(s); restart(s); }>
                        {[3u64, 5, 10, 15, 30].map(|s| view! { <option value=s.to_string() selected=s == 10>{s}</option> }).collect_view()}
                    </select>
                </label>
                <button data-testid="display-fullscreen" on:click=move |_| {
                    if let Some(el) = document().document_element() { let _ = el.request_fullscreen(); }
                }>{tr().display_fullscreen}</button>
                <button data-testid="display-exit" on:click=move |_| {
                    if document().fullscreen_element().is_some() { document().exit_fullscreen(); }
                    app.tab.set(Tab::Rounds);
                }>{tr().display_exit}</button>
            </div>
            {move || app.doc.with(|d| d.as_ref().map(|d| {
                let (title, head, lines) = content(d, show.get(), round.get());
                let pages = lines.len().div_ceil(per_page).max(1);
                let p = page.get() % pages;
                let code = if show.get() == Show::Pairings { "pairings" } else { "standings" };
                view! {
                    <h1 class="display-title">
                        <span>{crate::events::full_name(d)} " — " {title}</span>
                        <span class="display-page" data-testid="display-page">{strings::page_of(p + 1, pages)}</span>
                    </h1>
                    <table class="display-table" data-testid="display-table" data-what=code data-round=shown_round(d, round.get()).to_string() data-page=(p + 1).to_string() data-pages=pages.to_string()>
                        <thead><tr>{head.into_iter().map(|h| view! { <th>{h}</th> }).collect_view()}</tr></thead>
                        <tbody>
                        {lines.into_iter().skip(p * per_page).take(per_page).map(|l| view! {
                            <tr data-testid="display-row">{l.into_iter().map(|c| view! { <td>{c}</td> }).collect_view()}</tr>
                        }).collect_view()}
                        </tbody>
                    </table>
                }
            }))}
        </div>
    }
}
