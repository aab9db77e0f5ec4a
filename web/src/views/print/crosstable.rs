//! The crosstable (wall chart) after a round, on A4 landscape: the crosstable tab's table
//! (views/score_tables.rs) — a Swiss by rank, each round's cell the opponent's line, the colour
//! and the result; a round robin in table order — with the tie-break legend.

use crate::doc::Doc;
use crate::views::score_tables::{self, Medium};
use leptos::prelude::*;

pub fn sheet(d: &Doc, k: u32) -> AnyView {
    view! {
        {score_tables::crosstable(d, k, Medium::Print)}
        {super::standings::legend(&d.tournament.tiebreaks)}
    }
    .into_any()
}
