//! The players tab: entry by keyboard (or from the FIDE rating list), paste, TRF import, order,
//! late entries.

use crate::doc::{self, NextRound};
use crate::state::*;
use crate::strings::{self, tr};
use crate::views::*;
use crate::views::registration::{field_msg, Field};
use leptos::prelude::*;
use torre_core::trf::fields;
use torre_core::{Player, PlayerId};

#[component]
pub fn PlayersTab() -> impl IntoView {
    let app = expect_context::<App>();
    let form = Form::new();
    let paste = RwSignal::new(String::new());
    // a late entry's rounds already paired count as (C.04.2.C: 0 unless the rules say otherwise)
    let missed = RwSignal::new(torre_core::ByeKind::Zero);
    let on_pick = Callback::new(move |(e, kind): (torre_ratinglist::Entry, torre_ratinglist::Kind)| {
        let mut p = Player::default();
        crate::ratings::fill_player(&mut p, &e, kind);
        form.show(&p);
        form.focus();
    });
    // C.05: a round robin's schedule is fixed from round 1 on; nobody can be added
    let entries_closed = move || app.doc.with(|d| d.as_ref().is_some_and(|d| d.entries_closed()));
    let on_key = move |ev: web_sys::KeyboardEvent| {
        if ev.key() == "Enter" {
            ev.prevent_default();
            form.submit(app, missed);
        } else if ev.key() == "Escape" {
            form.clear();
        }
    };
    view! {
        <section class="players">
            <div class="card noprint">
                <RatingListSearch on_pick=on_pick/>
                <div class="addrow" on:keydown=on_key>
                    <label>{tr().p_name}<input node_ref=form.name_ref autofocus data-testid="player-name" prop:value=move || form.name.get() on:input=move |ev| form.name.set(event_target_value(&ev))/>{field_msg(Field::Name, form.name, "player-name-msg")}</label>
                    <label>{tr().p_title}<input class="w4" data-testid="player-title" list="titles" prop:value=move || form.title.get() on:input=move |ev| form.title.set(event_target_value(&ev))/>{field_msg(Field::Title, form.title, "player-title-msg")}</label>
                    <label>{tr().p_rating}<input class="w5" inputmode="numeric" data-testid="player-rating" prop:value=move || form.rating.get() on:input=move |ev| form.rating.set(event_target_value(&ev))/>{field_msg(Field::Rating, form.rating, "player-rating-msg")}</label>
                    <label>{tr().p_fed}<input class="w4" data-testid="player-federation" prop:value=move || form.fed.get() on:input=move |ev| form.fed.set(event_target_value(&ev))/>{field_msg(Field::Federation, form.fed, "player-federation-msg")}</label>
                    <label>{tr().p_fide}<input class="w7" inputmode="numeric" data-testid="player-fide-id" prop:value=move || form.fide.get() on:input=move |ev| form.fide.set(event_target_value(&ev))/>{field_msg(Field::FideId, form.fide, "player-fide-id-msg")}</label>
                    <label>{tr().p_sex}<input class="w2" data-testid="player-sex" prop:value=move || form.sex.get() on:input=move |ev| form.sex.set(event_target_value(&ev))/>{field_msg(Field::Sex, form.sex, "player-sex-msg")}</label>
                    <label>{tr().p_birth}<input class="w5" data-testid="player-birth" prop:value=move || form.birth.get() on:input=move |ev| form.birth.set(event_target_value(&ev))/>{field_msg(Field::Birth, form.birth, "player-birth-msg")}</label>
                    <button class="primary" data-testid="add-player" prop:disabled=move || form.editing.get().is_none() && entries_closed() on:click=move |_| form.submit(app, missed)>
                        {move || if form.editing.get().is_some() { tr().save } else { tr().add_player }}
                    </button>
                    <datalist id="titles">
                        {fields::TITLES.map(|t| view! { <option value=t/> }).collect_view()}
                    </datalist>
                </div>
                {move || if entries_closed() {
                    view! { <p class="banner warn small" data-testid="rr-entries-closed">{tr().rr_entries_closed}</p> }.into_any()
                } else {
                    view! {
                        <p class="muted small">{tr().add_hint} " "
                            {move || match app.doc.with(|d| d.as_ref().map(|d| (d.rounds_paired(), d.is_round_robin())).unwrap_or((0, false))) {
                                // a round robin's numbers are the table numbers (C.05 Annex 1)
                                (0, true) => tr().rr_numbers_note,
                                (0, false) => tr().initial_order_note,
                                (n, _) if n < doc::LAST_RENUMBER_ROUND => tr().late_entry_note,
                                _ => tr().late_entry_fixed_note,
                            }}
                        </p>
                        {move || (app.doc.with(|d| d.as_ref().map(|d| d.rounds_paired()).unwrap_or(0)) > 0).then(|| late_missed_choice(missed))}
                    }.into_any()
                }}
                <details>
                    <summary>{tr().paste_label} " · " {tr().import_trf_label}</summary>
                    <p class="muted small">{tr().paste_columns_hint}</p>
                    <textarea rows="6" data-testid="paste-players" prop:value=move || paste.get() on:input=move |ev| paste.set(event_target_value(&ev))></textarea>
                    // the button above the preview: under it, a pasted field of 60 players put it
                    // some 1800 px down the page
                    <div><button data-testid="paste-players-add" on:click=move |_| add_pasted(app, paste, missed)>{tr().paste_add}</button></div>
                    {move || paste_preview(&paste.get())}
                    <label class="filebtn">{tr().import_trf_label}
                        <input type="file" accept=".trf,.txt" data-testid="import-trf" on:change=move |ev| trf_import::import_trf(app, ev, trf_import::Into::Open)/>
                    </label>
                </details>
            </div>
            <RatingListCard/>
            {print_header(app, tr().tab_players)}
            {move || app.doc.with(|d| d.as_ref().map(|d| players_table(app, d, form)))}
            <ByesCard/>
            <ProhibitedCard/>
        </section>
    }
}

/// The registration form: its fields as typed, the player being edited (None: a new one).
#[derive(Clone, Copy)]
struct Form {
    name: RwSignal<String>,
    title: RwSignal<String>,
    rating: RwSignal<String>,
    fed: RwSignal<String>,
    fide: RwSignal<String>,
    sex: RwSignal<String>,
    birth: RwSignal<String>,
    editing: RwSignal<Option<PlayerId>>,
    name_ref: NodeRef<leptos::html::Input>,
}

impl Form {
    fn new() -> Self {
        let text = || RwSignal::new(String::new());
        Form { name: text(), title: text(), rating: text(), fed: text(), fide: text(), sex: text(), birth: text(), editing: RwSignal::new(None), name_ref: NodeRef::new() }
    }

    /// A player's fields in the form (editing a registered player, or picked from the list).
    fn show(self, p: &Player) {
        self.name.set(p.name.clone());
        self.title.set(p.title.clone());
        self.rating.set(p.rating.map(|r| r.to_string()).unwrap_or_default());
        self.fed.set(p.federation.clone());
        self.fide.set(p.fide_id.clone());
        self.sex.set(p.sex.map(|c| c.to_string()).unwrap_or_default());
        self.birth.set(p.birth.clone());
    }

    fn focus(self) {
        if let Some(el) = self.name_ref.get_untracked() {
            let _ = el.focus();
        }
    }

    fn clear(self) {
        for s in [self.name, self.title, self.rating, self.fed, self.fide, self.sex, self.birth] {
            s.set(String::new());
        }
        self.editing.set(None);
        self.focus();
    }

    /// Save the player edited, or add a new one (a late entry's missed rounds as `missed`).
    fn submit(self, app: App, missed: RwSignal<torre_core::ByeKind>) {
        let n = self.name.get_untracked().trim().to_string();
        if n.is_empty() {
            return;
        }
        // every field as the TRF player record holds it; an error stays next to its field
        let checked = (
            fields::title(&self.title.get_untracked()),
            fields::rating(&self.rating.get_untracked()),
            fields::federation(&self.fed.get_untracked()),
            fields::fide_id(&self.fide.get_untracked()),
            fields::birth(&self.birth.get_untracked()),
            fields::sex(&self.sex.get_untracked()),
        );
        let (Ok(title_v), Ok(rating_v), Ok((fed_v, _)), Ok(fide_v), Ok(birth_v), Ok(sex_v)) = checked else {
            app.notify(Notice::While(tr().check_fix_fields.to_string(), Cause::Entry));
            return;
        };
        let fill = |p: &mut Player| {
            p.name = n.clone();
            p.title = title_v.clone().unwrap_or_default();
            p.rating = rating_v;
            p.federation = fed_v.clone();
            p.fide_id = fide_v.clone();
            p.sex = sex_v;
            p.birth = birth_v.clone();
        };
        match self.editing.get_untracked() {
            Some(id) => app.change(|d| {
                if let Some(p) = d.tournament.player_mut(id) {
                    fill(p);
                }
                d.renumber_if_open();
            }),
            None => {
                if refuse_closed(app) {
                    return;
                }
                let mut p = Player::default();
                fill(&mut p);
                // a player already registered (same FIDE ID, or same name) asks first
                let k = missed.get_untracked();
                let ws = app.doc.with_untracked(|d| d.as_ref().map(|d| [d.duplicate_warnings(std::slice::from_ref(&p)), d.late_entry_warnings(k)].concat()).unwrap_or_default());
                ask(app, ws, move || {
                    let mut placed = Vec::new();
                    app.change(|d| placed = d.add_players(vec![p.clone()], k));
                    // a late entry takes its place in the initial order: the numbers below move
                    if let Some(&(id, last)) = placed.first() {
                        app.notify(Notice::Info(strings::late_entry_placed(&p.name, id, last)));
                    }
                    self.clear();
                });
                return;
            }
        }
        self.clear();
    }
}

/// Add the players of the pasted list (its lines not understood are said).
fn add_pasted(app: App, paste: RwSignal<String>, missed: RwSignal<torre_core::ByeKind>) {
    if refuse_closed(app) {
        return;
    }
    let read = doc::paste::read(&paste.get_untracked());
    let (new, skipped) = (read.players(), read.errors());
    let k = missed.get_untracked();
    let ws = app.doc.with_untracked(|d| d.as_ref().map(|d| [d.duplicate_warnings(&new), d.late_entry_warnings(k)].concat()).unwrap_or_default());
    let others = app.doc.with_untracked(|d| d.as_ref().map(|d| d.not_registered(&new)).unwrap_or_default());
    let add = move |players: Vec<Player>| {
        let n = players.len();
        app.change(|d| { d.add_players(players, k); });
        paste.set(String::new());
        app.notify(if skipped.is_empty() { Notice::Info(strings::pasted(n, &skipped)) } else { Notice::While(strings::pasted(n, &skipped), Cause::Entry) });
    };
    let all = add.clone();
    // duplicates among others: add them all, only the others, or nobody
    if others.len() < new.len() && !others.is_empty() {
        ask_or(app, ws, move || all(new.clone()), tr().dup_skip, move || add(others.clone()));
    } else {
        ask(app, ws, move || all(new.clone()));
    }
}

/// The list of registered players, with each one's next round, withdrawal and actions.
fn players_table(app: App, d: &doc::Doc, form: Form) -> impl IntoView {
    let started = d.rounds_paired() > 0;
    let next = d.next_round();
    view! {
        <table class="grid players">
            <thead><tr>
                <th>{tr().p_no}</th><th>{tr().p_title}</th><th class="left">{tr().p_name}</th><th>{tr().p_rating}</th><th>{tr().p_fed}</th>
                <th>{tr().p_fide}</th><th>{tr().p_sex}</th><th>{tr().p_birth}</th>
                <th class="noprint">{format!("{} ({} {next})", tr().p_next_round, tr().round)}</th><th class="noprint">{tr().p_withdrawn}</th><th class="noprint"></th>
            </tr></thead>
            <tbody>
            {d.tournament.players.iter().map(|p| player_row(app, d, p, started, form)).collect_view()}
            </tbody>
        </table>
        <p class="muted small">{strings::players_n(d.tournament.players.len())}
            {(d.manual_order && !started).then(|| view! {
                " · " {tr().manual_order_note} " "
                <button class="small" data-testid="automatic-order" on:click=move |_| app.change(|d| d.automatic_order())>{tr().automatic_order}</button>
            })}
        </p>
    }
}

/// A registered player's row: his fields, how he plays the next round, withdrawn, edit, move
/// up and remove (before round 1).
fn player_row(app: App, d: &doc::Doc, p: &Player, started: bool, form: Form) -> impl IntoView {
    let id = p.id;
    let status = d.next_round_status(id);
    let wd = d.withdrawn_from(id).is_some();
    // withdrawn from the next round or before: he does not play it, there is nothing to choose
    let out = d.withdrawn_from(id).is_some_and(|r| r <= d.next_round());
    let p2 = p.clone();
    view! {
        <tr data-testid="player-row" data-player=id.to_string()>
            <td class="num">{id}</td>
            <td>{title_display(&p.title)}</td>
            <td class="left">{p.name.clone()}{prohibited_note(d.prohibited_with(id))}</td>
            <td class="num">{p.rating.map(|r| r.to_string()).unwrap_or_default()}</td>
            <td>{p.federation.clone()}</td>
            <td>{p.fide_id.clone()}</td>
            <td>{p.sex.map(|c| c.to_string()).unwrap_or_default()}</td>
            <td>{p.birth.clone()}</td>
            <td class="noprint">
                {out.then(|| view! { <span class="small muted" data-testid="player-next-round-withdrawn">{tr().nr_withdrawn}</span> })}
                <select data-testid="player-next-round" style:display=if out { "none" } else { "" } on:change=move |ev| {
                    let s = match event_target_value(&ev).as_str() { "half" => NextRound::Half, "zero" => NextRound::Zero, "full" => NextRound::Full, _ => NextRound::Play };
                    let kind = match s { NextRound::Half => Some(torre_core::ByeKind::Half), NextRound::Full => Some(torre_core::ByeKind::Full), _ => None };
                    let ws = app.doc.with_untracked(|d| match (d, kind) { (Some(d), Some(k)) => d.bye_warnings(id, d.next_round(), k), _ => Vec::new() });
                    ask(app, ws, move || app.change(|d| d.set_next_round_status(id, s)));
                }>
                    <option value="play" selected=status == NextRound::Play>{tr().nr_play}</option>
                    <option value="half" selected=status == NextRound::Half>{tr().nr_half}</option>
                    <option value="zero" selected=status == NextRound::Zero>{tr().nr_zero}</option>
                    <option value="full" selected=status == NextRound::Full>{tr().nr_full}</option>
                </select>
            </td>
            <td class="noprint"><input type="checkbox" data-testid="player-withdrawn" prop:checked=wd on:change=move |ev| {
                let on = event_target_checked(&ev);
                if on {
                    app.change(|d| d.set_withdrawn(id, true));
                } else {
                    // (the box shows the state in force again if the question is cancelled)
                    event_target::<web_sys::HtmlInputElement>(&ev).set_checked(true);
                    super::byes::reinstate(app, id);
                }
            }/>
            {d.withdrawn_from(id).map(|r| view! { " " <span class="small muted" data-testid="withdrawn-from">{strings::withdrawn_label(r)}</span> })}
            </td>
            <td class="noprint actions">
                <button class="small" data-testid="edit-player" on:click=move |_| {
                    form.show(&p2);
                    form.editing.set(Some(id));
                    form.focus();
                }>{tr().edit}</button>
                {(!started && id > 1).then(|| view! {
                    <button class="small" title=tr().move_up_title data-testid="move-up" on:click=move |_| app.change(|d| d.move_up(id))>"↑"</button>
                })}
                {(!started).then(|| view! {
                    <button class="small" data-testid="remove-player" on:click=move |_| app.change(|d| { d.remove_player(id); })>{tr().remove}</button>
                })}
            </td>
        </tr>
    }
}


/// How the pasted lines were read, before they are added (issue 20): one row per line, the
/// player's fields or why the line cannot be read.
fn paste_preview(text: &str) -> Option<impl IntoView> {
    if text.trim().is_empty() {
        return None;
    }
    let read = doc::paste::read(text);
    let t = tr();
    Some(view! {
        <p class="small" data-testid="paste-summary">{strings::fill(tr().paste_preview_summary, &[("ok", &read.players().len()), ("bad", &read.errors().len())])}</p>
        <table class="grid paste-preview" data-testid="paste-preview">
            <thead><tr><th title=tr().paste_line_title>{tr().paste_line}</th><th class="left">{t.p_name}</th><th>{t.p_title}</th><th>{t.p_rating}</th><th>{t.p_fed}</th><th>{t.p_fide}</th><th>{t.p_sex}</th><th>{t.p_birth}</th></tr></thead>
            <tbody>
            {read.lines.into_iter().map(|l| match l.player {
                Ok(p) => view! {
                    <tr data-testid="paste-preview-row">
                        <td class="num">{l.number}</td><td class="left">{p.name}</td><td>{p.title}</td>
                        <td class="num">{p.rating.map(|r| r.to_string()).unwrap_or_default()}</td><td>{p.federation}</td><td>{p.fide_id}</td>
                        <td>{p.sex.map(String::from).unwrap_or_default()}</td><td>{p.birth}</td>
                    </tr>
                }.into_any(),
                Err(e) => view! {
                    <tr data-testid="paste-preview-error" class="bad"><td class="num">{l.number}</td><td class="left error" colspan="7">{e}</td></tr>
                }.into_any(),
            }).collect_view()}
            </tbody>
        </table>
    })
}

/// "≠ 3, 7" after a player's name: the players he must not meet.
fn prohibited_note(with: Vec<PlayerId>) -> Option<impl IntoView> {
    (!with.is_empty()).then(|| {
        let list: Vec<String> = with.iter().map(|id| id.to_string()).collect();
        view! { <span class="small muted" title=tr().prohibited_title data-testid="player-prohibited">{format!(" ≠ {}", list.join(", "))}</span> }
    })
}

/// C.05: no player joins a round robin once round 1 is paired; says so when that is the case.
pub fn refuse_closed(app: App) -> bool {
    let closed = app.doc.with_untracked(|d| d.as_ref().is_some_and(|d| d.entries_closed()));
    if closed {
        app.notify(Notice::Error(tr().rr_entries_closed.to_string()));
    }
    closed
}

/// What a late entry's rounds already paired count as (absent 0, ½-point or 1-point bye, as
/// the TRF writes them: Z, H, F); the tournament's rules decide (C.04.2.C).
fn late_missed_choice(missed: RwSignal<torre_core::ByeKind>) -> impl IntoView {
    view! {
        <p class="small" title=tr().late_missed_hint>
            <label>{tr().late_missed} " "
                <select data-testid="late-entry-missed" on:change=move |ev| {
                    let v = event_target_value(&ev);
                    missed.set(doc::MISSED_KINDS.into_iter().find(|k| k.code().to_string() == v).unwrap_or(torre_core::ByeKind::Zero));
                }>
                    {doc::MISSED_KINDS.map(|k| view! {
                        <option value=k.code().to_string() selected=move || missed.get() == k>{missed_kind_label(k)}</option>
                    }).collect_view()}
                </select>
            </label>
        </p>
    }
}

/// "½-point bye (H)": a kind of round not played, with its TRF letter.
fn missed_kind_label(k: torre_core::ByeKind) -> String {
    let name = match k {
        torre_core::ByeKind::Half => tr().nr_half,
        torre_core::ByeKind::Full => tr().nr_full,
        _ => tr().nr_zero,
    };
    format!("{name} ({})", k.code())
}
