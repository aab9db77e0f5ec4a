//! The manual pairing editor of the last round and the audit of a manual pairing.

use crate::doc::{self, fmt_score, Doc};
use crate::state::*;
use crate::strings::{self, tr};
use crate::views::*;
use leptos::prelude::*;
use torre_core::{PlayerId, Score};

/// The pairing editor of the last round: pairing numbers per board, click-to-swap, colours.
#[component]
pub fn PairingEditor() -> impl IntoView {
    let app = expect_context::<App>();
    let Some((r, lines, bye)) = app.doc.with_untracked(|d| {
        d.as_ref().map(|d| {
            let r = d.rounds_paired();
            let (l, b) = d.boards(r);
            (r, l, b)
        })
    }) else {
        return ().into_any();
    };
    let n = lines.len();
    let draft: RwSignal<Vec<(String, String)>> = RwSignal::new(lines.iter().map(|b| (b.white.to_string(), b.black.to_string())).collect());
    let draft_bye = RwSignal::new(bye.map(|b| b.to_string()).unwrap_or_default());
    // a picked slot: (board index, 0 white / 1 black); board index n = the PAB
    let picked: RwSignal<Option<(usize, u8)>> = RwSignal::new(None);
    let get = move |slot: (usize, u8)| -> String {
        if slot.0 == n {
            draft_bye.get_untracked()
        } else {
            draft.with_untracked(|d| if slot.1 == 0 { d[slot.0].0.clone() } else { d[slot.0].1.clone() })
        }
    };
    let put = move |slot: (usize, u8), v: String| {
        if slot.0 == n {
            draft_bye.set(v)
        } else {
            draft.update(|d| if slot.1 == 0 { d[slot.0].0 = v } else { d[slot.0].1 = v })
        }
    };
    let pick = move |slot: (usize, u8)| match picked.get_untracked() {
        None => picked.set(Some(slot)),
        Some(prev) if prev == slot => picked.set(None),
        Some(prev) => {
            let (a, b) = (get(prev), get(slot));
            put(prev, b);
            put(slot, a);
            picked.set(None);
        }
    };
    let name_of = move |v: String| -> String {
        let id = v.trim().parse::<PlayerId>().ok();
        app.doc.with_untracked(|d| match (d, id) {
            (Some(d), Some(id)) if d.tournament.player(id).is_some() => player_label(&d.tournament, id),
            _ => "?".to_string(),
        })
    };
    let apply = move || {
        let num = |v: &str| v.trim().parse::<PlayerId>().map_err(|_| format!("{}: \"{}\"", tr().not_a_number, v.trim()));
        let parsed = (|| -> Result<torre_core::pairing::RoundPairing, String> {
            let mut boards = Vec::new();
            for (w, b) in draft.get_untracked() {
                boards.push(torre_core::pairing::Board { white: num(&w)?, black: num(&b)? });
            }
            let bye_text = draft_bye.get_untracked();
            let bye = if bye_text.trim().is_empty() { None } else { Some(num(&bye_text)?) };
            Ok(torre_core::pairing::RoundPairing { round: r, boards, bye })
        })();
        let Some(mut nd) = app.doc.get_untracked() else { return };
        match parsed.and_then(|p| nd.set_manual_pairing(p)) {
            Ok(()) => {
                // leaving the manual pairing: graded warnings, then the pairing is published
                let ws = nd.manual_pairing_warnings(r);
                ask(app, ws, move || {
                    let edited = nd.edited.contains(&r);
                    let nd = nd.clone();
                    app.change(move |d| *d = nd);
                    app.editing.set(false);
                    app.round_shown.set(r);
                    if edited {
                        app.notify(Notice::Info(tr().manual_applied.to_string()));
                    } else {
                        app.notice.set(None);
                    }
                });
            }
            Err(e) => app.notify(Notice::Error(e)),
        }
    };
    let slot_cell = move |slot: (usize, u8), testid: &'static str, pick_id: &'static str| {
        view! {
            <input class="w4" inputmode="numeric" data-testid=testid
                prop:value=move || if slot.0 == n { draft_bye.get() } else { draft.with(|d| if slot.1 == 0 { d[slot.0].0.clone() } else { d[slot.0].1.clone() }) }
                on:input=move |ev| put(slot, event_target_value(&ev))/>
            " "
            <button class="pick" class:picked=move || picked.get() == Some(slot) data-testid=pick_id on:click=move |_| pick(slot)>
                {move || name_of(if slot.0 == n { draft_bye.get() } else { draft.with(|d| if slot.1 == 0 { d[slot.0].0.clone() } else { d[slot.0].1.clone() }) })}
            </button>
        }
    };
    view! {
        <div class="card editor noprint" data-testid="pairing-editor">
            <h3>{format!("{} · {} {r}", tr().edit_pairing, tr().round)}</h3>
            <p class="muted small">{tr().manual_hint}</p>
            <table class="grid" data-testid="edit-table">
                <thead><tr><th>{tr().board}</th><th class="left">{tr().white}</th><th></th><th class="left">{tr().black}</th></tr></thead>
                <tbody>
                {(0..n).map(|i| view! {
                    <tr data-testid="edit-row" data-board=(i + 1).to_string()>
                        <td class="num">{i + 1}</td>
                        <td class="left">{slot_cell((i, 0), "edit-white", "pick-white")}</td>
                        <td><button title=tr().swap_colours data-testid="swap-colours" on:click=move |_| draft.update(|d| { let (a, b) = d[i].clone(); d[i] = (b, a); })>"⇄"</button></td>
                        <td class="left">{slot_cell((i, 1), "edit-black", "pick-black")}</td>
                    </tr>
                }).collect_view()}
                {bye.is_some().then(|| view! {
                    <tr data-testid="edit-bye-row">
                        <td>{tr().label_pab}</td>
                        <td class="left" colspan="3">{slot_cell((n, 0), "edit-bye", "pick-bye")}</td>
                    </tr>
                })}
                </tbody>
            </table>
            <div class="toolbar">
                <button class="primary" data-testid="apply-pairing" on:click=move |_| apply()>{tr().apply_pairing}</button>
                <button data-testid="cancel-edit" on:click=move |_| app.editing.set(false)>{tr().cancel}</button>
            </div>
        </div>
    }
    .into_any()
}

/// The audit of a round paired by hand: each criterion, the engine's value and this pairing's.
pub fn audit_view(app: App, d: &Doc, a: torre_core::pairing::audit::Audit) -> impl IntoView {
    let r = a.round;
    let engine = d.engine.iter().find(|e| e.round == r).cloned();
    let broken: Vec<String> = a.broken().map(|c| c.code.clone()).collect();
    let summary = if a.illegal() {
        format!("{} {}: {}", tr().audit_illegal, tr().audit_broken, broken.join(", "))
    } else if broken.is_empty() {
        tr().audit_none_broken.to_string()
    } else {
        format!("{}: {}", tr().audit_broken, broken.join(", "))
    };
    let value = |code: &str, m: &torre_core::pairing::audit::Measure| -> String {
        if m.value.is_empty() {
            return "—".into();
        }
        if code == "C5" || code == "C7" {
            m.value.iter().map(|v| fmt_score(Score(*v as i32))).collect::<Vec<_>>().join(" ")
        } else {
            m.value[0].to_string()
        }
    };
    let t = &d.tournament;
    let restore = engine.clone();
    view! {
        <div class="card audit noprint" data-testid="audit">
            <h3>{tr().audit_title}</h3>
            <p data-testid="audit-summary" class:bad=!broken.is_empty()>{summary}</p>
            {engine.as_ref().map(|e| view! { <p class="small">{tr().audit_engine_pairing} ": " <span data-testid="audit-engine-pairing">{doc::pairing_text(e)}</span></p> })}
            <table class="grid" data-testid="audit-table">
                <thead><tr><th>{tr().audit_criterion}</th><th class="left"></th><th>{tr().audit_engine}</th><th>{tr().audit_manual}</th><th class="left">{tr().audit_players}</th></tr></thead>
                <tbody>
                {a.criteria.iter().map(|c| {
                    let who: Vec<String> = c.proposed.players.iter().map(|&id| format!("{id} {}", t.player(id).map(|p| p.name.clone()).unwrap_or_default())).collect();
                    view! {
                        <tr data-testid="audit-row" data-code=c.code.clone() data-worse=c.worse.to_string() class:worse=c.worse>
                            <td>{c.code.clone()}</td>
                            <td class="left">{strings::criterion_name(&c.code)}</td>
                            <td class="num">{value(&c.code, &c.engine)}</td>
                            <td class="num">{value(&c.code, &c.proposed)} {c.worse.then(|| format!(" ({})", tr().audit_worse))}</td>
                            <td class="left small">{if c.worse || c.absolute { who.join(", ") } else { String::new() }}</td>
                        </tr>
                    }
                }).collect_view()}
                </tbody>
            </table>
            <p class="muted small">{tr().audit_note}</p>
            {(!d.last_round_has_results() && d.rounds_paired() == r).then(|| view! {
                <button class="noprint" data-testid="restore-engine" on:click=move |_| {
                    let Some(p) = restore.clone() else { return };
                    let Some(mut nd) = app.doc.get_untracked() else { return };
                    match nd.set_manual_pairing(p) {
                        Ok(()) => { app.change(move |d| *d = nd); app.notice.set(None); }
                        Err(e) => app.notify(Notice::Error(e)),
                    }
                }>{tr().restore_engine}</button>
            })}
        </div>
    }
}
