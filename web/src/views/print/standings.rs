//! The standings after a round with the tournament's tie-breaks, and their legend.

use super::{name_cell, rating_text};
use crate::doc::{fmt_score, Doc};
use crate::strings::tr;
use leptos::prelude::*;
use torre_core::tiebreak::{Modifier, TieBreak};

pub fn sheet(d: &Doc, r: u32) -> AnyView {
    let t = &d.tournament;
    let table = crate::standings::compute(d, r);
    view! {
        <table class="grid sheet standings-print">
            <thead><tr>
                <th>{tr().rank}</th><th>{tr().p_no}</th><th class="left">{tr().p_name}</th><th>{tr().p_fed}</th><th>{tr().p_rating}</th><th>{tr().p_points}</th>
                {table.columns.iter().map(|c| view! { <th>{c.clone()}</th> }).collect_view()}
            </tr></thead>
            <tbody>
            {table.rows.iter().map(|row| view! {
                <tr data-testid="print-standings-row" data-rank=row.rank.to_string() data-player=row.player.to_string()>
                    <td class="num">{row.rank}</td>
                    <td class="num">{row.player}</td>
                    {name_cell(d, row.player)}
                    <td>{t.player(row.player).map(|p| p.federation.clone()).unwrap_or_default()}</td>
                    <td class="num">{rating_text(d, row.player)}</td>
                    <td class="num strong">{fmt_score(row.points)}</td>
                    {row.values.iter().map(|v| view! { <td class="num">{v.clone()}</td> }).collect_view()}
                </tr>
            }).collect_view()}
            </tbody>
        </table>
        {legend(&t.tiebreaks)}
        {table.note.map(|n| view! { <p class="small">{n}</p> })}
    }
    .into_any()
}

/// "BH-C1 = Buchholz, SB = Sonneborn-Berger" under the table (issue 20: a tie-break legend).
pub fn legend(codes: &[String]) -> Option<impl IntoView> {
    let tbs = TieBreak::parse_all(codes).ok().filter(|t| !t.is_empty())?;
    let text: Vec<String> = tbs.iter().map(|tb| format!("{} = {}{}", tb.code(), tb.kind.name(), modifier(tb.modifier))).collect();
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
