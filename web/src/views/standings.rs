//! The standings tab and a player's card.

use crate::doc::{self, fmt_score, Doc};
use crate::state::*;
use crate::strings::tr;
use crate::views::*;
use crate::standings;
use leptos::prelude::*;
use torre_core::PlayerId;

#[component]
pub fn StandingsTab() -> impl IntoView {
    let app = expect_context::<App>();
    let card: RwSignal<Option<PlayerId>> = RwSignal::new(None);
    let after: RwSignal<Option<u32>> = RwSignal::new(None);
    view! {
        <section class="standings">
            {move || app.doc.with(|d| d.as_ref().map(|d| {
                let paired = d.rounds_paired();
                // default: the last round with every result in
                let complete = if d.missing_boards(paired).is_empty() { paired } else { paired.saturating_sub(1) };
                let k = after.get().unwrap_or(complete).min(paired);
                // no final standings while a result is missing (FIDE's 2026 checklist Q157-169)
                let last = d.tournament.total_rounds.map(|n| paired >= n).unwrap_or(false) && k == paired;
                let blocked = if last { d.not_final() } else { None };
                let table = standings::compute(d, k);
                let t = &d.tournament;
                view! {
                    <div class="toolbar noprint">
                        <label>{tr().after_round} " "
                            <select data-testid="standings-round" on:change=move |ev| after.set(event_target_value(&ev).parse().ok())>
                                {(0..=paired).map(|r| view! { <option value=r.to_string() selected=r == k>{r}</option> }).collect_view()}
                            </select>
                        </label>
                        <button data-testid="print-standings" on:click=move |_| print::open(app, print::Sheet::Standings, Some(k))>{tr().print}</button>
                    </div>
                    <div class="print-head">{print::header(d, tr().tab_standings, Some(k))}</div>
                    {table.note.clone().map(|n| view! { <p class="muted small noprint" data-testid="standings-note">{n}</p> })}
                    {blocked.clone().map(|why| view! { <p class="banner error" data-testid="not-final">{why}</p> })}
                    {blocked.is_none().then(|| view! {
                    <table class="grid standings" data-testid="standings-table">
                        <thead><tr>
                            <th>{tr().rank}</th><th>{tr().p_no}</th><th class="left">{tr().p_name}</th><th>{tr().p_rating}</th><th>{tr().p_fed}</th><th>{tr().p_points}</th>
                            {table.columns.iter().map(|c| view! { <th>{c.clone()}</th> }).collect_view()}
                        </tr></thead>
                        <tbody>
                        {table.rows.iter().map(|row| {
                            let id = row.player;
                            let p = t.player(id);
                            view! {
                                <tr data-testid="standings-row" data-rank=row.rank.to_string() data-player=id.to_string()>
                                    <td class="num">{row.rank}</td>
                                    <td class="num">{id}</td>
                                    <td class="left"><a href="#" data-testid="player-card-link" on:click=move |ev| { ev.prevent_default(); card.set(Some(id)); }>{player_label(t, id)}</a></td>
                                    <td class="num">{p.and_then(|p| p.rating).map(|r| r.to_string()).unwrap_or_default()}</td>
                                    <td>{p.map(|p| p.federation.clone()).unwrap_or_default()}</td>
                                    <td class="num strong">{fmt_score(row.points)}</td>
                                    {row.values.iter().map(|v| view! { <td class="num">{v.clone()}</td> }).collect_view()}
                                </tr>
                            }
                        }).collect_view()}
                        </tbody>
                    </table>
                    })}
                    {card.get().map(|id| player_card(d, id, k, card))}
                }
            }))}
        </section>
    }
}

pub fn player_card(d: &Doc, id: PlayerId, k: u32, card: RwSignal<Option<PlayerId>>) -> impl IntoView {
    let t = &d.tournament;
    view! {
        <div class="card playercard" data-testid="player-card">
            <div class="toolbar">
                <h3>{tr().card_title} ": " {format!("{id}. {}", player_label(t, id))}</h3>
                <button class="noprint" on:click=move |_| card.set(None)>{tr().card_close}</button>
            </div>
            <table class="grid">
                <thead><tr><th>{tr().card_round}</th><th class="left">{tr().card_opponent}</th><th>{tr().card_colour}</th><th>{tr().card_result}</th><th>{tr().card_float}</th><th>{tr().pts}</th></tr></thead>
                <tbody>
                {(1..=k.max(d.rounds_paired())).map(|r| {
                    let e = t.player(id).map(|p| p.round(r)).unwrap_or(torre_core::RoundEntry::NotPaired);
                    let (opp, col) = match e {
                        torre_core::RoundEntry::Game { opponent, colour, .. } => (format!("{opponent}. {}", player_label(t, opponent)), doc::colour_letter(colour)),
                        _ => (String::new(), ""),
                    };
                    view! {
                        <tr>
                            <td class="num">{r}</td><td class="left">{opp}</td><td>{col}</td>
                            <td>{doc::entry_result_label(&e)}</td><td>{doc::float_in(t, id, r)}</td>
                            <td class="num">{fmt_score(d.score(id, r))}</td>
                        </tr>
                    }
                }).collect_view()}
                </tbody>
            </table>
        </div>
    }
}
