//! The crosstable tab.

use crate::doc::{self, fmt_score};
use crate::state::*;
use crate::strings::tr;
use crate::views::*;
use crate::standings;
use leptos::prelude::*;
use torre_core::PlayerId;

#[component]
pub fn CrosstableTab() -> impl IntoView {
    let app = expect_context::<App>();
    view! {
        <section class="crosstable">
            <div class="toolbar noprint"><button data-testid="print-crosstable" on:click=move |_| print::open(app, print::Sheet::Crosstable, None)>{tr().print}</button></div>
            {move || app.doc.with(|d| d.as_ref().map(|d| {
                if d.is_round_robin() {
                    return table_order(d).into_any();
                }
                let k = d.rounds_paired();
                let table = standings::compute(d, k);
                let t = &d.tournament;
                let rank_of = |id: PlayerId| table.rows.iter().find(|r| r.player == id).map(|r| r.rank).unwrap_or(0);
                view! {
                    <div class="print-head">{print::header(d, tr().tab_crosstable, Some(k))}</div>
                    <table class="grid cross" data-testid="crosstable">
                        <thead><tr>
                            <th>{tr().rank}</th><th class="left">{tr().p_name}</th><th>{tr().p_rating}</th>
                            {(1..=k).map(|r| view! { <th>{r}</th> }).collect_view()}
                            <th>{tr().p_points}</th>
                            {table.columns.iter().map(|c| view! { <th>{c.clone()}</th> }).collect_view()}
                        </tr></thead>
                        <tbody>
                        {table.rows.iter().map(|row| {
                            let id = row.player;
                            let p = t.player(id);
                            view! {
                                <tr data-testid="crosstable-row">
                                    <td class="num">{row.rank}</td>
                                    <td class="left">{player_label(t, id)}</td>
                                    <td class="num">{p.and_then(|p| p.rating).map(|r| r.to_string()).unwrap_or_default()}</td>
                                    {(1..=k).map(|r| {
                                        let e = p.map(|p| p.round(r)).unwrap_or(torre_core::RoundEntry::NotPaired);
                                        view! { <td class="cell">{doc::cross_cell(&e, rank_of)}</td> }
                                    }).collect_view()}
                                    <td class="num strong">{fmt_score(row.points)}</td>
                                    {row.values.iter().map(|v| view! { <td class="num">{v.clone()}</td> }).collect_view()}
                                </tr>
                            }
                        }).collect_view()}
                        </tbody>
                    </table>
                }.into_any()
            }))}
        </section>
    }
}

/// A round robin's crosstable in table order (C.05): one row and one column per table number,
/// each cell the row player's results against the column player (both cycles of a double round
/// robin), then points, the tie-breaks and the rank.
fn table_order(d: &doc::Doc) -> impl IntoView {
    let k = d.rounds_paired();
    let table = standings::compute(d, k);
    let t = &d.tournament;
    let ids: Vec<PlayerId> = t.players.iter().map(|p| p.id).collect();
    let row_of = |id: PlayerId| table.rows.iter().find(|r| r.player == id);
    view! {
        <div class="print-head">{print::header(d, tr().tab_crosstable, Some(k))}</div>
        <table class="grid cross rr" data-testid="crosstable">
            <thead><tr>
                <th>"#"</th><th class="left">{tr().p_name}</th><th>{tr().p_rating}</th>
                {ids.iter().map(|c| view! { <th>{*c}</th> }).collect_view()}
                <th>{tr().p_points}</th>
                {table.columns.iter().map(|c| view! { <th>{c.clone()}</th> }).collect_view()}
                <th>{tr().rank}</th>
            </tr></thead>
            <tbody>
            {ids.iter().map(|&id| {
                let row = row_of(id);
                view! {
                    <tr data-testid="crosstable-row">
                        <td class="num">{id}</td>
                        <td class="left">{player_label(t, id)}</td>
                        <td class="num">{t.player(id).and_then(|p| p.rating).map(|r| r.to_string()).unwrap_or_default()}</td>
                        {ids.iter().map(|&o| {
                            let cell = if o == id { "×".to_string() } else { d.results_against(id, o, k).iter().map(doc::entry_result_label).collect::<Vec<_>>().join(" ") };
                            view! { <td class="cell" class:self=o == id>{cell}</td> }
                        }).collect_view()}
                        <td class="num strong">{row.map(|r| fmt_score(r.points)).unwrap_or_default()}</td>
                        {(0..table.columns.len()).map(|i| view! { <td class="num">{row.and_then(|r| r.values.get(i).cloned()).unwrap_or_default()}</td> }).collect_view()}
                        <td class="num">{row.map(|r| r.rank.to_string()).unwrap_or_default()}</td>
                    </tr>
                }
            }).collect_view()}
            </tbody>
        </table>
        {table.note.clone().map(|n| view! { <p class="small" data-testid="standings-note">{n}</p> })}
    }
}
