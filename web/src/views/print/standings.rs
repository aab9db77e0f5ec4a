//! The standings after a round with the tournament's tie-breaks, and their legend.

use crate::doc::Doc;
use crate::views::score_tables::{self, Medium};
use crate::strings::tr;
use leptos::prelude::*;
use torre_core::tiebreak::{Modifier, TieBreak};

pub fn sheet(d: &Doc, r: u32) -> AnyView {
    let table = crate::standings::compute(d, r);
    view! {
        {score_tables::standings_table(d, &table, Medium::Print)}
        {legend(&d.tournament.tiebreaks)}
        {table.note.clone().map(|n| view! { <p class="small">{n}</p> })}
    }
    .into_any()
}

/// "BH-C1 = Buchholz, SB = Sonneborn-Berger" under the table (issue 20: a tie-break legend).
pub fn legend(codes: &[String]) -> Option<impl IntoView> {
    let tbs = TieBreak::parse_all(codes).ok().filter(|t| !t.is_empty())?;
    let text: Vec<String> = tbs.iter().map(|tb| format!("{} = {}{}", tb.code(), crate::views::tiebreaks::kind_name(tb.kind), modifier(tb.modifier))).collect();
    Some(view! { <p class="small legend" data-testid="tiebreak-legend"><strong>{tr().tiebreak_legend} ": "</strong>{text.join(" · ")}</p> })
}

/// The modifier as C.07 Art. 14 names it (" Cut-1", " Median-1"); the limit and the reverse
/// order keep their code.
fn modifier(m: Modifier) -> String {
    match m {
        Modifier::None => String::new(),
        Modifier::Cut(n) => format!(" Cut-{n}"),
        Modifier::Median(n) => format!(" Median-{n}"),
        Modifier::Limit(_) | Modifier::Reverse => String::new(),
    }
}
