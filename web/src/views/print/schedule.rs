//! A round robin's whole schedule on paper (C.05 Annex 1): every round's games from the Berger
//! table with the table numbers, the round's date when the rating-report card has it, and the
//! results entered so far. The sheet a club posts before round 1 (the Schedule tab had no way
//! to print it).

use crate::doc::{prints, Doc};
use crate::strings::tr;
use crate::views::player_label;
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
                    {r.games.into_iter().enumerate().map(|(i, g)| view! {
                        <tr data-testid="print-schedule-game" data-white=g.white.to_string() data-black=g.black.map(|b| b.to_string()).unwrap_or_default()>
                            <td class="num">{i + 1}</td>
                            <td class="num">{g.white}</td>
                            <td class="left name">{player_label(t, g.white)}</td>
                            <td class="res">{match g.black { Some(_) => g.result.label().to_string(), None => tr().rr_free.to_string() }}</td>
                            <td class="left name">{g.black.map(|b| player_label(t, b)).unwrap_or_default()}</td>
                            <td class="num">{g.black.map(|b| b.to_string()).unwrap_or_default()}</td>
                        </tr>
                    }).collect_view()}
                    </tbody>
                </table>
            }
        }).collect_view()}
        </div>
    }
    .into_any()
}
