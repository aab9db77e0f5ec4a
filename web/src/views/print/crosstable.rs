//! The crosstable (wall chart) after a round, on A4 landscape: each round's cell is the
//! opponent's rank, the colour and the result, as on a wall chart.

use super::{name_cell, rating_text};
use crate::doc::{self, fmt_score, Doc};
use crate::strings::tr;
use leptos::prelude::*;
use torre_core::{PlayerId, RoundEntry};

pub fn sheet(d: &Doc, k: u32) -> AnyView {
    let t = &d.tournament;
    let table = crate::standings::compute(d, k);
    let rank_of = |id: PlayerId| table.rows.iter().find(|r| r.player == id).map(|r| r.rank).unwrap_or(0);
    view! {
        <table class="grid sheet cross-print">
            <thead><tr>
                <th>{tr().rank}</th><th class="left">{tr().p_name}</th><th>{tr().p_fed}</th><th>{tr().p_rating}</th>
                {(1..=k).map(|r| view! { <th>{r}</th> }).collect_view()}
                <th>{tr().p_points}</th>
                {table.columns.iter().map(|c| view! { <th>{c.clone()}</th> }).collect_view()}
            </tr></thead>
            <tbody>
            {table.rows.iter().map(|row| {
                let p = t.player(row.player);
                view! {
                    <tr data-testid="print-cross-row" data-player=row.player.to_string()>
                        <td class="num">{row.rank}</td>
                        {name_cell(d, row.player)}
                        <td>{p.map(|p| p.federation.clone()).unwrap_or_default()}</td>
                        <td class="num">{rating_text(d, row.player)}</td>
                        {(1..=k).map(|r| {
                            let e = p.map(|p| p.round(r)).unwrap_or(RoundEntry::NotPaired);
                            view! { <td class="cell">{doc::cross_cell(&e, rank_of)}</td> }
                        }).collect_view()}
                        <td class="num strong">{fmt_score(row.points)}</td>
                        {row.values.iter().map(|v| view! { <td class="num">{v.clone()}</td> }).collect_view()}
                    </tr>
                }
            }).collect_view()}
            </tbody>
        </table>
        {super::standings::legend(&t.tiebreaks)}
    }
    .into_any()
}
