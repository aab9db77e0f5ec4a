//! Prohibited pairings (the card on the players tab): pairs of players who must not meet
//! (siblings, club mates), entered by player; the engine keeps them apart and the TRF carries
//! them (`XXP` / `260`). After round 1 an addition goes through the graded-warning dialog
//! (`Doc::prohibited_pair_warnings`): refused in FIDE mode, a two-step confirmation outside it.

use crate::state::*;
use crate::strings::tr;
use crate::views::warning::ask;
use crate::views::*;
use leptos::prelude::*;
use torre_core::PlayerId;

#[component]
pub fn ProhibitedCard() -> impl IntoView {
    let app = expect_context::<App>();
    let first = RwSignal::new(String::new());
    let second = RwSignal::new(String::new());
    let add = move || {
        let (Ok(a), Ok(b)) = (first.get_untracked().parse::<PlayerId>(), second.get_untracked().parse::<PlayerId>()) else { return };
        if a == b {
            return;
        }
        let warnings = app.doc.with_untracked(|d| d.as_ref().map(|d| d.prohibited_pair_warnings(a, b)).unwrap_or_default());
        ask(app, warnings, move || {
            app.change(move |d| {
                d.set_prohibited(a, b, true);
            });
            second.set(String::new());
        });
    };
    let select = move |value: RwSignal<String>, testid: &'static str, players: Vec<(PlayerId, String)>| {
        view! {
            <select data-testid=testid prop:value=move || value.get() on:change=move |ev| value.set(event_target_value(&ev))>
                <option value="">"—"</option>
                {players.into_iter().map(|(id, name)| view! { <option value=id.to_string()>{format!("{id}. {name}")}</option> }).collect_view()}
            </select>
        }
    };
    view! {
        <div class="card noprint" data-testid="prohibited">
            <h3>{tr().prohibited_title}</h3>
            {move || app.doc.with(|d| d.as_ref().map(|d| {
                let t = &d.tournament;
                let open = d.may_change_prohibited();
                let players: Vec<(PlayerId, String)> = t.players.iter().map(|p| (p.id, p.name.clone())).collect();
                // a round robin's schedule is the Berger table's (C.05 Annex 1): nobody can be
                // kept apart, only the draw of numbers (Varma) can place players
                let round_robin = d.is_round_robin();
                view! {
                    {if round_robin {
                        view! { <p class="muted small" data-testid="prohibited-round-robin">{tr().prohibited_round_robin}</p> }.into_any()
                    } else {
                        view! {
                            <p class="muted small">{tr().prohibited_hint}</p>
                            <div class="addrow">
                                <label>{tr().prohibited_player}{select(first, "prohibited-first", players.clone())}</label>
                                <label>{tr().prohibited_must_not_meet}{select(second, "prohibited-second", players)}</label>
                                <button data-testid="prohibited-add" on:click=move |_| add()>{tr().prohibited_add}</button>
                            </div>
                        }.into_any()
                    }}
                    {(!open).then(|| view! { <p class="muted small" data-testid="prohibited-locked">{tr().prohibited_locked}</p> })}
                    {if t.forbidden_pairs.is_empty() {
                        view! { <p class="muted small">{tr().prohibited_none}</p> }.into_any()
                    } else {
                        view! {
                            <table class="grid">
                                <tbody>
                                {t.forbidden_pairs.iter().map(|&(a, b)| view! {
                                    <tr data-testid="prohibited-row" data-pair=format!("{a}-{b}")>
                                        <td class="left">{player_label(t, a)}</td>
                                        <td>"≠"</td>
                                        <td class="left">{player_label(t, b)}</td>
                                        <td>{open.then(|| view! {
                                            <button class="small" data-testid="prohibited-remove" on:click=move |_| app.change(move |d| { d.set_prohibited(a, b, false); })>{tr().remove}</button>
                                        })}</td>
                                    </tr>
                                }).collect_view()}
                                </tbody>
                            </table>
                        }.into_any()
                    }}
                }
            }))}
        </div>
    }
}
