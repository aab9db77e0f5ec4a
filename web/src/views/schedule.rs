//! The schedule of a round robin (C.05 Annex 1): every round with its colours from the start,
//! the results entered so far, which table row each round comes from; before round 1 the draw
//! of numbers by lot (the seed shown), plain or restricted by the Varma tables (Annex 2: the
//! federations shown with the sets their players drew), or the numbers set by hand (the order
//! in the players view).

use crate::state::*;
use crate::strings::tr;
use crate::views::*;
use leptos::prelude::*;

#[component]
pub fn ScheduleTab() -> impl IntoView {
    let app = expect_context::<App>();
    let draw = move |varma: bool| {
        // a seed the arbiter can note down; the same seed gives the same draw
        let seed = (js_sys::Math::random() * 1_000_000.0) as u64;
        let mut failed = None;
        app.change(|d| {
            if let Err(e) = d.draw_numbers(seed, varma) {
                failed = Some(e);
            }
        });
        if let Some(e) = failed {
            app.notify(Notice::Error(e));
        }
    };
    view! {
        <section class="schedule">
            {move || app.doc.with(|d| d.as_ref().map(|d| {
                let t = &d.tournament;
                let open = d.rounds_paired() == 0;
                let how = match d.numbers_drawn {
                    Some(seed) if d.numbers_varma => tr().rr_numbers_by_varma.replace("{seed}", &seed.to_string()),
                    Some(seed) => tr().rr_numbers_by_lot.replace("{seed}", &seed.to_string()),
                    None => tr().rr_numbers_by_hand.to_string(),
                };
                let varma_shown = d.numbers_drawn.is_some() && d.numbers_varma;
                let varma_open = open && d.varma_possible();
                let schedule = d.schedule();
                let next = d.next_round();
                view! {
                    <div class="toolbar noprint">
                        {open.then(|| view! { <button data-testid="rr-draw" on:click=move |_| draw(false)>{tr().rr_draw_numbers}</button> })}
                        {varma_open.then(|| view! { <button data-testid="rr-draw-varma" title=tr().rr_varma_help on:click=move |_| draw(true)>{tr().rr_draw_varma}</button> })}
                        <button data-testid="print-schedule" on:click=move |_| print::open(app, print::Sheet::Schedule, None)>{tr().print}</button>
                    </div>
                    <p class="small" data-testid="rr-numbers">{how}</p>
                    {(open || varma_shown).then(|| federations(d, varma_shown))}
                    {schedule.is_empty().then(|| view! { <p class="small">{tr().rr_no_table}</p> })}
                    <div class="schedule-rounds">
                    {schedule.into_iter().map(|r| {
                        let head = tr().rr_round_source.replace("{round}", &r.round.to_string()).replace("{row}", &r.source.row.to_string()).replace("{cycle}", &r.source.cycle.to_string());
                        view! {
                            <div class="card schedule-round" class:current=r.round == next data-testid="schedule-round" data-round=r.round.to_string()>
                                <h3>{head}</h3>
                                <table class="grid schedule">
                                    <tbody>
                                    {r.games.into_iter().enumerate().map(|(i, g)| game_row(t, i + 1, &g, "schedule-game")).collect_view()}
                                    </tbody>
                                </table>
                            </div>
                        }
                    }).collect_view()}
                    </div>
                }
            }))}
        </section>
    }
}

/// One game of the schedule (board, white's number and name, result or "free", black's name
/// and number): the Schedule tab's and the printed sheet's (print/schedule.rs).
pub fn game_row(t: &torre_core::Tournament, board: usize, g: &crate::doc::ScheduledGame, testid: &'static str) -> impl IntoView {
    view! {
        <tr data-testid=testid data-white=g.white.to_string() data-black=g.black.map(|b| b.to_string()).unwrap_or_default()>
            <td class="num">{board}</td>
            <td class="num">{g.white}</td>
            <td class="left name">{player_label(t, g.white)}</td>
            <td class="result res">{match g.black { Some(_) => g.result.label().to_string(), None => tr().rr_free.to_string() }}</td>
            <td class="left name">{g.black.map(|b| player_label(t, b)).unwrap_or_default()}</td>
            <td class="num">{g.black.map(|b| b.to_string()).unwrap_or_default()}</td>
        </tr>
    }
}

/// The federations as the Varma draw takes them (most players first), each with its number of
/// players and, after a Varma draw, the sets its players drew.
fn federations(d: &crate::doc::Doc, with_sets: bool) -> impl IntoView {
    let items = d
        .federations()
        .into_iter()
        .map(|(fed, count, sets)| {
            let name = if fed.is_empty() { tr().rr_no_federation.to_string() } else { fed.clone() };
            let letters = if with_sets { sets.iter().map(char::to_string).collect::<Vec<_>>().join(", ") } else { String::new() };
            let shown = with_sets.then(|| format!(" · {} {letters}", tr().rr_varma_set));
            view! { <li data-testid="rr-federation" data-federation=fed data-sets=letters><strong>{name}</strong> " " {count} {shown}</li> }
        })
        .collect_view();
    view! {
        <div class="rr-federations small">
            <span>{tr().rr_federations}</span>
            <ul class="inline-list">{items}</ul>
        </div>
    }
}
