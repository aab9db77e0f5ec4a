//! A round robin's whole schedule on paper (C.05 Annex 1): every round's games from the Berger
//! table with the table numbers, the round's date when the rating-report card has it, and the
//! results entered so far. The sheet a club posts before round 1 (the Schedule tab had no way
//! to print it).

use crate::doc::{prints, Doc};
use crate::strings::tr;
use crate::views::schedule::game_row;
use leptos::prelude::*;

pub fn sheet(d: &Doc) -> AnyView {
    let t = &d.tournament;
    let dated = |r: u32| t.info.round_dates.get(r as usize - 1).is_some_and(|s| !s.trim().is_empty());
    view! {
        <div class="schedule-print">
        {d.schedule().into_iter().map(|r| {
            let date = dated(r.round).then(|| format!(" · {}", prints::round_date(d, Some(r.round))));
            view! {
                <table class="grid sheet schedule-print-round" data-testid="print-schedule-round" data-round=r.round.to_string()>
                    <thead><tr><th colspan="6" class="left">{format!("{} {}", tr().round, r.round)}{date}</th></tr></thead>
                    <tbody>
                    {r.games.iter().enumerate().map(|(i, g)| game_row(t, i + 1, g, "print-schedule-game")).collect_view()}
                    </tbody>
                </table>
            }
        }).collect_view()}
        </div>
    }
    .into_any()
}
