//! Result slips (pairing cards), ten to an A4 page: event, round, board, both players, the
//! result to tick and the two signatures.

use super::rating_text;
use crate::doc::Doc;
use crate::strings::tr;
use crate::views::player_label;
use leptos::prelude::*;

pub fn sheet(d: &Doc, r: u32) -> AnyView {
    let t = &d.tournament;
    let (lines, _) = d.boards(r);
    view! {
        <div class="slips">
            {lines.into_iter().map(|b| view! {
                <div class="slip" data-testid="print-slip" data-board=b.board.to_string()>
                    <div class="slip-head"><span>{t.info.name.clone()}</span><span>{format!("{} {r} · {} {}", tr().round, tr().board, b.board)}</span></div>
                    <div class="slip-player"><span class="slip-colour">{tr().white}</span><span class="name">{format!("{}. {}", b.white, player_label(t, b.white))}</span><span>{rating_text(d, b.white)}</span></div>
                    <div class="slip-player"><span class="slip-colour">{tr().black}</span><span class="name">{format!("{}. {}", b.black, player_label(t, b.black))}</span><span>{rating_text(d, b.black)}</span></div>
                    <div class="slip-result">{["1-0", "½-½", "0-1"].map(|x| view! { <span class="box">"☐ " {x}</span> }).collect_view()}</div>
                    <div class="slip-sign"><span>{tr().signature_white}</span><span>{tr().signature_black}</span></div>
                </div>
            }).collect_view()}
        </div>
    }
    .into_any()
}
