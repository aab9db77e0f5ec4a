//! The player list by rating (highest first, unrated last) with title, federation, FIDE id
//! and birth year.

use super::rating_text;
use crate::doc::{prints, Doc};
use crate::strings::tr;
use crate::views::title_display;
use leptos::prelude::*;

pub fn sheet(d: &Doc) -> AnyView {
    let t = &d.tournament;
    view! {
        <table class="grid sheet players-print">
            <thead><tr>
                <th>"#"</th><th>{tr().p_no}</th><th class="left">{tr().p_name}</th><th>{tr().p_title}</th><th>{tr().p_fed}</th><th>{tr().p_rating}</th><th>{tr().p_fide}</th><th>{tr().p_birth}</th>
            </tr></thead>
            <tbody>
            {prints::by_rating(d).into_iter().enumerate().filter_map(|(i, id)| t.player(id).map(|p| view! {
                <tr data-testid="print-player-row" data-player=id.to_string()>
                    <td class="num">{i + 1}</td>
                    <td class="num">{id}</td>
                    <td class="left name">{p.name.clone()}
                        {d.withdrawn_from(id).map(|r| view! { " " <span class="wd" data-testid="withdrawn-mark">{format!("({})", crate::strings::withdrawn_label(r))}</span> })}
                    </td>
                    <td>{title_display(&p.title)}</td>
                    <td>{p.federation.clone()}</td>
                    <td class="num">{rating_text(d, id)}</td>
                    <td class="num">{p.fide_id.clone()}</td>
                    <td class="num">{p.birth.get(..4).unwrap_or("").to_string()}</td>
                </tr>
            })).collect_view()}
            </tbody>
        </table>
    }
    .into_any()
}
