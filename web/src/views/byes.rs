//! Requested byes and withdrawals (the card on the players tab).

use crate::doc::{self};
use crate::state::*;
use crate::strings::{self, tr};
use crate::views::*;
use leptos::prelude::*;
use torre_core::PlayerId;

/// Requested byes (½, 0, 1 point) and withdrawals for any round not yet paired.
#[component]
pub fn ByesCard() -> impl IntoView {
    let app = expect_context::<App>();
    let who = RwSignal::new(String::new());
    let round = RwSignal::new(String::new());
    let kind = RwSignal::new("half".to_string());
    let add = move || {
        let Some(d) = app.doc.get_untracked() else { return };
        let next = d.next_round();
        let Ok(id) = who.get_untracked().trim().parse::<PlayerId>() else {
            return app.notify(Notice::While(format!("{}: \"{}\"", tr().not_a_number, who.get_untracked()), Cause::Entry));
        };
        let r = round.get_untracked().trim().parse::<u32>().unwrap_or(next);
        if r < next {
            return app.notify(Notice::Error(tr().bye_round_paired.to_string()));
        }
        if let Some(total) = d.total_rounds().filter(|&t| r > t) {
            return app.notify(Notice::Error(strings::fill(tr().bye_round_after_last, &[("round", &r), ("total", &total)])));
        }
        let k = kind.get_untracked();
        let ws = match k.as_str() {
            "half" => d.bye_warnings(id, r, torre_core::ByeKind::Half),
            "full" => d.bye_warnings(id, r, torre_core::ByeKind::Full),
            _ => Vec::new(),
        };
        ask(app, ws, move || app.change(|d| match k.as_str() {
            "withdraw" => d.withdraw_from(id, r),
            "zero" => { d.set_bye(id, r, Some(torre_core::ByeKind::Zero)); }
            "full" => { d.set_bye(id, r, Some(torre_core::ByeKind::Full)); }
            _ => { d.set_bye(id, r, Some(torre_core::ByeKind::Half)); }
        }));
        app.notice.set(None);
    };
    // the player chosen is not eligible for half-point byes (the tournament's rules, Q175-176)
    let no_half_bye = move || {
        let Ok(id) = who.get_untracked().trim().parse::<PlayerId>() else {
            return app.notify(Notice::While(format!("{}: \"{}\"", tr().not_a_number, who.get_untracked()), Cause::Entry));
        };
        app.change(|d| d.set_half_bye_eligible(id, false));
        app.notice.set(None);
    };
    view! {
        <div class="card noprint" data-testid="byes">
            <h3>{tr().byes_title}</h3>
            {move || app.doc.with(|d| d.as_ref().map(|d| {
                let next = d.next_round();
                let t = &d.tournament;
                let byes = d.requested_byes();
                let wd: Vec<(PlayerId, u32)> = d.withdrawn.iter().copied().filter(|w| w.1 >= next || d.withdrawn_from(w.0).is_some()).collect();
                view! {
                    <div class="addrow">
                        <label>{tr().bye_player}
                            <select data-testid="bye-player" on:change=move |ev| who.set(event_target_value(&ev))>
                                // the list is drawn again after every change: it shows the player chosen
                                <option value="" selected=move || who.get().is_empty()>"—"</option>
                                {t.players.iter().map(|p| {
                                    let id = p.id.to_string();
                                    let chosen = id.clone();
                                    view! { <option value=id selected=move || who.get() == chosen>{format!("{}. {}", p.id, p.name)}</option> }
                                }).collect_view()}
                            </select>
                        </label>
                        <label>{tr().bye_round}
                            <input class="w4" type="number" min=next.to_string() max=t.total_rounds.map(|x| x.to_string()).unwrap_or_default()
                                data-testid="bye-round" placeholder=next.to_string() prop:value=move || round.get() on:input=move |ev| round.set(event_target_value(&ev))/>
                        </label>
                        <label>{tr().bye_kind}
                            <select data-testid="bye-kind" on:change=move |ev| kind.set(event_target_value(&ev))>
                                <option value="half" selected=move || kind.get() == "half">{tr().nr_half}</option>
                                <option value="zero" selected=move || kind.get() == "zero">{tr().nr_zero}</option>
                                <option value="full" selected=move || kind.get() == "full">{tr().nr_full}</option>
                                <option value="withdraw" selected=move || kind.get() == "withdraw">{tr().bye_withdraw}</option>
                            </select>
                        </label>
                        <button data-testid="add-bye" on:click=move |_| add()>{tr().add_bye}</button>
                        <button data-testid="no-half-bye" title=tr().no_half_bye_hint on:click=move |_| no_half_bye()>{tr().no_half_bye}</button>
                    </div>
                    {if byes.is_empty() && wd.is_empty() && d.no_half_bye.is_empty() {
                        view! { <p class="muted small">{tr().byes_none}</p> }.into_any()
                    } else {
                        view! {
                            <table class="grid">
                                <tbody>
                                {byes.into_iter().map(|(id, r, k)| view! {
                                    <tr data-testid="bye-row" data-player=id.to_string() data-round=r.to_string()>
                                        <td class="num">{format!("{} {r}", tr().round)}</td>
                                        <td class="left">{player_label(t, id)}</td>
                                        <td>{doc::entry_result_label(&torre_core::RoundEntry::Bye(k))}</td>
                                        <td><button class="small" data-testid="remove-bye" on:click=move |_| app.change(move |d| { d.set_bye(id, r, None); })>{tr().remove}</button></td>
                                    </tr>
                                }).collect_view()}
                                {wd.into_iter().map(|(id, r)| view! {
                                    <tr data-testid="withdrawal-row" data-player=id.to_string() data-round=r.to_string()>
                                        <td class="num">{format!("{} {r}", tr().round)}</td>
                                        <td class="left">{player_label(t, id)}</td>
                                        <td>{strings::withdrawn_label(r)}</td>
                                        <td><button class="small" data-testid="remove-withdrawal" on:click=move |_| reinstate(app, id)>{tr().remove}</button></td>
                                    </tr>
                                }).collect_view()}
                                {d.no_half_bye.iter().map(|&id| view! {
                                    <tr data-testid="no-half-bye-row" data-player=id.to_string()>
                                        <td></td>
                                        <td class="left">{player_label(t, id)}</td>
                                        <td>{tr().no_half_bye_row}</td>
                                        <td><button class="small" data-testid="remove-no-half-bye" on:click=move |_| app.change(move |d| d.set_half_bye_eligible(id, true))>{tr().remove}</button></td>
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

/// Take back `id`'s withdrawal, asking first when rounds were paired without him.
pub fn reinstate(app: App, id: PlayerId) {
    let ws = app.doc.with_untracked(|d| d.as_ref().map(|d| d.reinstate_warnings(id)).unwrap_or_default());
    ask(app, ws, move || app.change(move |d| d.set_withdrawn(id, false)));
}
