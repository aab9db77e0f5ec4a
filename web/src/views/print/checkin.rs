//! The check-in sheet: the players by name with a box to tick and a place to sign.

use super::{name_cell, rating_text};
use crate::doc::{prints, Doc};
use crate::strings::tr;
use leptos::prelude::*;

pub fn sheet(d: &Doc) -> AnyView {
    let t = &d.tournament;
    view! {
        <table class="grid sheet checkin-print">
            <thead><tr>
                <th class="left">{tr().p_name}</th><th>{tr().p_no}</th><th>{tr().p_fed}</th><th>{tr().p_rating}</th><th>{tr().checkin_present}</th><th class="left sign">{tr().checkin_signature}</th>
            </tr></thead>
            <tbody>
            {prints::by_name(d).into_iter().map(|id| view! {
                <tr data-testid="print-checkin-row" data-player=id.to_string()>
                    {name_cell(d, id)}
                    <td class="num">{id}</td>
                    <td>{t.player(id).map(|p| p.federation.clone()).unwrap_or_default()}</td>
                    <td class="num">{rating_text(d, id)}</td>
                    <td class="box">"☐"</td>
                    <td class="sign"></td>
                </tr>
            }).collect_view()}
            </tbody>
        </table>
    }
    .into_any()
}
