//! The pairings of a round by board: board, White (number, name, rating, points), result,
//! Black; the PAB; the players not paired, with the reason (a bye, withdrawn, absent).

use super::{name_cell, rating_text};
use crate::doc::{fmt_score, BoardResult, Doc};
use crate::strings::tr;
use crate::views::rounds::points_cell;
use leptos::prelude::*;

pub fn sheet(d: &Doc, r: u32) -> AnyView {
    let t = &d.tournament;
    let (lines, bye) = d.boards(r);
    let points = d.round_points(r);
    let absent: Vec<String> = t
        .players
        .iter()
        .filter(|p| !p.round(r).was_paired())
        .map(|p| format!("{}. {} ({})", p.id, p.name, d.not_paired_label(p.id, r)))
        .collect();
    view! {
        <table class="grid sheet pairings-print">
            <thead><tr>
                <th>{tr().board}</th><th>{tr().p_no}</th><th class="left">{tr().white}</th><th>{tr().p_rating}</th><th>{tr().pts}</th>
                <th>{tr().result}</th>
                <th>{tr().pts}</th><th class="left">{tr().black}</th><th>{tr().p_rating}</th><th>{tr().p_no}</th>
            </tr></thead>
            <tbody>
            {lines.into_iter().map(|b| view! {
                <tr data-testid="print-board-row" data-board=b.board.to_string() data-white=b.white.to_string() data-black=b.black.to_string()>
                    <td class="num">{b.board}</td>
                    <td class="num">{b.white}</td>
                    {name_cell(d, b.white)}
                    <td class="num">{rating_text(d, b.white)}</td>
                    {points_cell(&points, b.white, "print-virtual-points")}
                    <td class="res">{if b.result == BoardResult::Pending { "–" } else { b.result.label() }}</td>
                    {points_cell(&points, b.black, "print-virtual-points")}
                    {name_cell(d, b.black)}
                    <td class="num">{rating_text(d, b.black)}</td>
                    <td class="num">{b.black}</td>
                </tr>
            }).collect_view()}
            {bye.map(|id| view! {
                <tr data-testid="print-pab-row">
                    <td></td><td class="num">{id}</td>{name_cell(d, id)}<td class="num">{rating_text(d, id)}</td>
                    <td class="num">{fmt_score(points.score(id))}</td>
                    <td class="res">{fmt_score(t.points.pairing_allocated_bye)}</td>
                    <td colspan="4" class="left">{tr().pab}</td>
                </tr>
            })}
            </tbody>
        </table>
        {points.accelerated.then(|| view! { <p class="small">{tr().virtual_points_note}</p> })}
        {(!absent.is_empty()).then(|| view! {
            <p class="small" data-testid="print-not-paired"><strong>{tr().absent_list} ": "</strong>{absent.join(", ")}</p>
        })}
    }
    .into_any()
}
