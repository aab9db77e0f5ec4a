//! The pairings of a round by name, for the wall: each player finds their name, board and
//! colour (and opponent) without reading the whole list.

use super::name_cell;
use crate::doc::{prints, Doc};
use crate::strings::tr;
use leptos::prelude::*;
use torre_core::Colour;

pub fn colour_word(c: Colour) -> &'static str {
    match c {
        Colour::White => tr().white,
        Colour::Black => tr().black,
    }
}

pub fn sheet(d: &Doc, r: u32) -> AnyView {
    let t = &d.tournament;
    view! {
        <table class="grid sheet alpha-print">
            <thead><tr>
                <th class="left">{tr().p_name}</th><th>{tr().board}</th><th class="left">{tr().colour_col}</th><th class="left">{tr().opponent_col}</th>
            </tr></thead>
            <tbody>
            {prints::alpha_pairings(d, r).into_iter().map(|l| {
                let (board, colour) = match l.board {
                    Some((b, c)) => (b.to_string(), colour_word(c).to_string()),
                    None => (String::new(), d.not_paired_label(l.player, r)),
                };
                let board_attr = board.clone();
                view! {
                    <tr data-testid="print-alpha-row" data-player=l.player.to_string() data-board=board_attr>
                        {name_cell(d, l.player)}
                        <td class="num strong">{board}</td>
                        <td class="left">{colour}</td>
                        <td class="left">{l.opponent.map(|o| crate::views::player_label(t, o)).unwrap_or_default()}</td>
                    </tr>
                }
            }).collect_view()}
            </tbody>
        </table>
    }
    .into_any()
}
