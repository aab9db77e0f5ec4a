//! The tie-break settings (C.07): the edition (follows the start date unless chosen), the list
//! (add, remove, reorder, presets), the rating for unrated players (2026 Art. 10); a change of
//! the list once a round is paired goes through the graded-warning dialog (`views::warning`,
//! `Doc::tiebreak_warnings`: two steps) and is logged by `Doc::change_tiebreaks` (a `###` line
//! of the TRF). Also the words for the edition's reason and
//! for empty tie-break values (the core's `Undefined`), used by the standings and the card.

use crate::doc::{Doc, EditionWhy};
use crate::state::*;
use crate::strings::{fill, tr};
use crate::views::warning::ask;
use leptos::prelude::*;
use torre_core::tiebreak::spec::presets;
use torre_core::tiebreak::{self, Edition, Kind, TieBreak};

/// A tie-break list offered ready-made.
pub struct Preset {
    pub key: &'static str,
    pub label: &'static str,
    pub list: Vec<TieBreak>,
}

/// The ready-made lists: Swiss (Buchholz family, never in round robins: C.07 Art. 8 note),
/// Swiss with ratings (dropped with unrated players unless they get a rating, Art. 10), round
/// robin, none.
pub fn presets() -> Vec<Preset> {
    let short = presets::swiss().into_iter().take(3).collect();
    vec![
        Preset { key: "swiss", label: tr().tb_preset_swiss, list: presets::swiss() },
        Preset { key: "swiss-rated", label: tr().tb_preset_rated, list: presets::swiss_rated() },
        Preset { key: "swiss-short", label: tr().tb_preset_short, list: short },
        Preset { key: "round-robin", label: tr().tb_preset_roundrobin, list: presets::round_robin() },
        Preset { key: "none", label: tr().tb_preset_none, list: Vec::new() },
    ]
}

/// The tie-break's name in the app's language.
pub fn kind_name(k: Kind) -> &'static str {
    match k {
        Kind::Pts => tr().tb_kind_pts,
        Kind::De => tr().tb_kind_de,
        Kind::Win => tr().tb_kind_win,
        Kind::Won => tr().tb_kind_won,
        Kind::Bpg => tr().tb_kind_bpg,
        Kind::Bwg => tr().tb_kind_bwg,
        Kind::Ps => tr().tb_kind_ps,
        Kind::Ge => tr().tb_kind_ge,
        Kind::Rep => tr().tb_kind_rep,
        Kind::Std => tr().tb_kind_std,
        Kind::Tpn => tr().tb_kind_tpn,
        Kind::Rtng => tr().tb_kind_rtng,
        Kind::Bh => tr().tb_kind_bh,
        Kind::Aob => tr().tb_kind_aob,
        Kind::Fb => tr().tb_kind_fb,
        Kind::Sb => tr().tb_kind_sb,
        Kind::Ks => tr().tb_kind_ks,
        Kind::Aro => tr().tb_kind_aro,
        Kind::Tpr => tr().tb_kind_tpr,
        Kind::Ptp => tr().tb_kind_ptp,
        Kind::Apro => tr().tb_kind_apro,
        Kind::Appo => tr().tb_kind_appo,
    }
}

/// "C.07 Art. 8.1"
pub fn article(k: Kind) -> String {
    fill(tr().tb_article, &[("article", &k.article())])
}

/// The edition's name: "C.07 (March 2026)".
pub fn edition_name(e: Edition) -> &'static str {
    match e {
        Edition::C07_2023 => tr().tb_edition_2023,
        Edition::C07_2024_08 => tr().tb_edition_2024,
        Edition::C07_2026 => tr().tb_edition_2026,
    }
}

/// "C.07 (March 2026): in force on the start date 2026/03/05."
pub fn edition_text(d: &Doc) -> String {
    let (e, why) = d.tiebreak_edition();
    let why = match why {
        EditionWhy::Chosen => tr().tb_why_chosen.to_string(),
        EditionWhy::StartDate(date) => fill(tr().tb_why_start_date, &[("date", &date)]),
        EditionWhy::NoStartDate => tr().tb_why_no_date.to_string(),
        EditionWhy::UnreadableDate(date) => fill(tr().tb_why_bad_date, &[("date", &date)]),
    };
    format!("{}: {why}", edition_name(e))
}

/// The modifiers the text allows after `kind` (Art. 14, 7.8, 10.6), as (suffix, label).
fn modifiers(kind: Kind) -> Vec<(&'static str, &'static str)> {
    let all = [
        ("", tr().tb_mod_none),
        ("/C1", "Cut-1"),
        ("/C2", "Cut-2"),
        ("/M1", "Median-1"),
        ("/M2", "Median-2"),
        ("/R", tr().tb_mod_reverse),
        ("/L+1", "Limit +1"),
        ("/L-1", "Limit -1"),
    ];
    all.into_iter().filter(|(m, _)| format!("{}{m}", kind.acronym()).parse::<TieBreak>().is_ok()).collect()
}

/// The tie-breaks offered for `edition`: REP replaces GE from August 2024 (GE stays readable).
fn kinds(edition: Edition) -> Vec<Kind> {
    let old = edition == Edition::C07_2023;
    Kind::ALL.into_iter().filter(|k| *k != Kind::Pts && !(old && *k == Kind::Rep) && !(!old && *k == Kind::Ge)).collect()
}

#[component]
pub fn TieBreakEditor() -> impl IntoView {
    let app = expect_context::<App>();
    let saved = move || app.doc.with(|d| d.as_ref().and_then(|d| d.tiebreak_list().ok()).unwrap_or_default());
    let draft: RwSignal<Vec<TieBreak>> = RwSignal::new(app.doc.with_untracked(|d| d.as_ref().and_then(|d| d.tiebreak_list().ok()).unwrap_or_default()));
    let add_kind = RwSignal::new(Kind::Bh);
    let add_mod = RwSignal::new(String::new());
    let add_p = RwSignal::new(false);
    let edition = move || app.doc.with(|d| d.as_ref().map(|d| d.tiebreak_edition().0).unwrap_or(Edition::LATEST));

    // C.07 Art. 8 note: no Buchholz tie-break in a round robin (added by hand or by a preset)
    let refused_in_round_robin = move |list: &[TieBreak]| {
        let round_robin = app.doc.with_untracked(|d| d.as_ref().is_some_and(|d| d.is_round_robin()));
        let refused = tiebreak::standings::check_round_robin_list(list, round_robin).err();
        if let Some(tiebreak::TieBreakError::NotInRoundRobin(code)) = &refused {
            app.notify(Notice::While(fill(tr().rr_no_buchholz, &[("code", code)]), Cause::Entry));
        }
        refused.is_some()
    };
    let save = move || {
        let list = draft.get_untracked();
        if refused_in_round_robin(&list) {
            return;
        }
        let warnings = app.doc.with_untracked(|d| d.as_ref().map(|d| d.tiebreak_warnings(&list)).unwrap_or_default());
        ask(app, warnings, move || {
            let list = list.clone();
            app.change(move |d| d.change_tiebreaks(&list));
            app.notify(Notice::Info(tr().tb_saved.to_string()));
        });
    };
    let add = move || {
        let code = format!("{}{}{}", add_kind.get_untracked().acronym(), add_mod.get_untracked(), if add_p.get_untracked() { "/P" } else { "" });
        match code.parse::<TieBreak>() {
            Ok(tb) if refused_in_round_robin(std::slice::from_ref(&tb)) => {}
            Ok(tb) if !draft.get_untracked().contains(&tb) => draft.update(|l| l.push(tb)),
            Ok(_) => app.notify(Notice::While(fill(tr().tb_already_listed, &[("code", &code)]), Cause::Entry)),
            Err(e) => app.notify(Notice::While(e.to_string(), Cause::Entry)),
        }
    };
    let set_edition = move |v: String| {
        let e = Edition::parse(&v);
        app.change(|d| d.tiebreak.edition = e);
    };
    let set_unrated = move |v: String| {
        let v = v.trim().to_string();
        match v.parse::<u32>() {
            _ if v.is_empty() => app.change(|d| d.tiebreak.unrated_rating = None),
            Ok(r) if (100..=3500).contains(&r) => app.change(|d| d.tiebreak.unrated_rating = Some(r)),
            _ => app.notify(Notice::While(fill(tr().tb_unrated_bad, &[("value", &v)]), Cause::Entry)),
        }
    };

    view! {
        <div class="card tiebreaks" data-testid="tiebreak-editor">
            <h3>{tr().f_tiebreaks}</h3>
            {move || app.doc.with(|d| d.as_ref().map(|d| {
                let chosen = d.tiebreak.edition;
                view! {
                    <div class="fields">
                        <label>{tr().tb_edition_label}
                            <select data-testid="tb-edition" on:change=move |ev| set_edition(event_target_value(&ev))>
                                <option value="auto" selected=chosen.is_none()>{tr().tb_edition_auto}</option>
                                {Edition::ALL.into_iter().map(|e| view! { <option value=e.year() selected=chosen == Some(e)>{edition_name(e)}</option> }).collect_view()}
                            </select>
                        </label>
                        <label>{tr().tb_unrated_label}
                            <input class="w5" inputmode="numeric" data-testid="tb-unrated-rating" placeholder="—"
                                prop:value=d.tiebreak.unrated_rating.map(|r| r.to_string()).unwrap_or_default()
                                on:change=move |ev| set_unrated(event_target_value(&ev))/>
                        </label>
                    </div>
                    <p class="small muted" data-testid="tb-edition-why">{edition_text(d)}</p>
                    <p class="small muted">{tr().tb_unrated_note}</p>
                }
            }))}
            <ol class="tblist" data-testid="tb-list">
                {move || {
                    let list = draft.get();
                    let n = list.len();
                    list.into_iter().enumerate().map(|(i, tb)| view! {
                        <li data-testid="tb-item" data-code=tb.code()>
                            <code>{tb.code()}</code> " " {kind_name(tb.kind)} " " <span class="muted small">{article(tb.kind)}</span>
                            <span class="actions">
                                <button class="small" data-testid="tb-up" disabled=i == 0 title=tr().tb_up on:click=move |_| draft.update(|l| l.swap(i - 1, i))>"↑"</button>
                                <button class="small" data-testid="tb-down" disabled=i + 1 == n title=tr().tb_down on:click=move |_| draft.update(|l| l.swap(i, i + 1))>"↓"</button>
                                <button class="small" data-testid="tb-remove" title=tr().remove on:click=move |_| draft.update(|l| { l.remove(i); })>"✕"</button>
                            </span>
                        </li>
                    }).collect_view()
                }}
            </ol>
            {move || draft.with(|l| l.is_empty()).then(|| view! { <p class="small muted" data-testid="tb-empty">{tr().tb_preset_none}</p> })}
            <div class="addrow">
                <label>{tr().tb_add_label}
                    <select data-testid="tb-add-kind" on:change=move |ev| {
                        let code = event_target_value(&ev);
                        if let Some(k) = Kind::ALL.into_iter().find(|k| k.acronym() == code) {
                            add_kind.set(k);
                            add_mod.set(String::new());
                        }
                    }>
                        {move || kinds(edition()).into_iter().map(|k| view! { <option value=k.acronym() selected=add_kind.get_untracked() == k>{format!("{} — {}", k.acronym(), kind_name(k))}</option> }).collect_view()}
                    </select>
                </label>
                <label>{tr().tb_modifier_label}
                    <select data-testid="tb-add-modifier" on:change=move |ev| add_mod.set(event_target_value(&ev))>
                        {move || modifiers(add_kind.get()).into_iter().map(|(m, label)| view! { <option value=m selected=add_mod.get_untracked() == m>{label}</option> }).collect_view()}
                    </select>
                </label>
                <label class="check"><input type="checkbox" data-testid="tb-add-forfeits" prop:checked=move || add_p.get() on:change=move |ev| add_p.set(event_target_checked(&ev))/>{tr().tb_forfeits_played}</label>
                <button data-testid="tb-add" on:click=move |_| add()>{tr().tb_add}</button>
            </div>
            <div class="toolbar presets">
                <span class="small muted">{tr().tb_presets_label}</span>
                {presets().into_iter().map(|p| {
                    let list = p.list.clone();
                    view! { <button class="small" data-testid="tb-preset" data-preset=p.key title=p.label on:click=move |_| draft.set(list.clone())>{p.label}</button> }
                }).collect_view()}
            </div>
            <p class="small muted">{tr().tb_presets_note}</p>
            <div class="toolbar">
                <button class="primary" data-testid="tb-save" disabled=move || draft.get() == saved() on:click=move |_| save()>{tr().tb_save}</button>
                <button data-testid="tb-revert" disabled=move || draft.get() == saved() on:click=move |_| draft.set(saved())>{tr().tb_revert}</button>
            </div>
        </div>
    }
}
