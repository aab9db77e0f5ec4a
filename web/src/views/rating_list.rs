//! The FIDE rating list on the players tab: load a file (progress bar, located errors), which
//! list and month is stored, the rating used (a combined list carries three), the search that
//! fills the registration form, and the update of registered players from a newer list
//! before round 1 (shown, then confirmed). State: [`crate::ratings::RatingLists`].

use crate::ratings::{self, Change};
use crate::state::*;
use crate::strings::{fill, plural, tr};
use crate::util;
use leptos::prelude::*;
use torre_ratinglist::{Entry, Kind};

fn kind_name(k: Kind) -> &'static str {
    match k {
        Kind::Standard => tr().rl_kind_standard,
        Kind::Rapid => tr().rl_kind_rapid,
        Kind::Blitz => tr().rl_kind_blitz,
    }
}

/// A count with the browser's thousands separator (200,000 / 200.000).
fn count(n: usize) -> String {
    String::from(js_sys::Number::from(n as f64).to_locale_string("default"))
}

fn date_of(ms: f64) -> String {
    String::from(js_sys::Date::new(&ms.into()).to_locale_date_string("default", &wasm_bindgen::JsValue::UNDEFINED))
}

/// Load, status and update of the stored list.
#[component]
pub fn RatingListCard() -> impl IntoView {
    let app = expect_context::<App>();
    let rl = app.ratings;
    rl.ensure_loaded();
    let pending: RwSignal<Option<Vec<Change>>> = RwSignal::new(None);
    let on_file = move |ev: leptos::ev::Event| {
        if let Some(f) = util::first_file(&ev) {
            pending.set(None);
            rl.load(f);
        }
    };
    let compare = move || {
        let Some(index) = rl.index.get_untracked() else { return };
        let kind = rl.meta.with_untracked(|m| m.as_ref().map(|m| m.using())).unwrap_or(Kind::Standard);
        let c = app.doc.with_untracked(|d| d.as_ref().map(|d| ratings::changes(&d.tournament.players, &index, kind)));
        pending.set(c);
    };
    let apply = move || {
        let Some(c) = pending.get_untracked() else { return };
        app.change(|d| {
            ratings::apply(&mut d.tournament.players, &c);
            d.renumber_if_open();
        });
        pending.set(None);
        let n = c.len();
        app.notify(Notice::Info(fill(plural(n as u64, tr().rl_applied_one, tr().rl_applied_other), &[("n", &n)])));
    };
    let before_round_1 = move || app.doc.with(|d| d.as_ref().map(|d| d.rounds_paired() == 0).unwrap_or(false));

    view! {
        <div class="card noprint ratinglist" data-testid="rating-list">
            <h3>{tr().rl_title}</h3>
            {move || match rl.meta.get() {
                None => view! { <p class="muted small" data-testid="rating-list-none">{tr().rl_none}</p> }.into_any(),
                Some(m) => {
                    let kinds = m.kinds();
                    let using = m.using();
                    view! {
                        <p class="small" data-testid="rating-list-status">
                            {fill(tr().rl_loaded, &[
                                ("file", &m.file),
                                ("players", &count(m.players)),
                                ("date", &m.date.clone().unwrap_or_else(|| tr().rl_date_unknown.to_string())),
                                ("loaded", &date_of(m.loaded)),
                            ])}
                            " " <span class="muted">{tr().rl_storage_note}</span>
                        </p>
                        {(kinds.len() > 1).then(|| view! {
                            <label class="small">{tr().rl_using} " "
                                <select data-testid="rating-list-kind" on:change=move |ev| {
                                    if let Some(k) = Kind::from_code(&event_target_value(&ev)) { rl.set_using(k) }
                                }>
                                    {kinds.iter().map(|k| view! { <option value=k.code() selected=*k == using>{kind_name(*k)}</option> }).collect_view()}
                                </select>
                            </label>
                        })}
                    }.into_any()
                }
            }}
            {move || rl.progress.get().map(|p| {
                let pct = if p.total > 0.0 { (p.done / p.total * 100.0).min(100.0) } else { 0.0 };
                view! {
                    <p class="small" data-testid="rating-list-progress">
                        <progress max="100" value=pct.round()></progress> " "
                        {fill(tr().rl_reading, &[("file", &p.file), ("percent", &(pct.round() as u32)), ("players", &count(p.players))])}
                    </p>
                }
            })}
            {move || rl.error.get().map(|e| view! { <p class="error" role="alert" data-testid="rating-list-error">{e}</p> })}
            <div class="row">
                <label class="filebtn">{move || if rl.meta.with(|m| m.is_some()) { tr().rl_load_other } else { tr().rl_load }}
                    <input type="file" accept=".txt,.xml,.zip" data-testid="rating-list-file" disabled=move || rl.progress.with(|p| p.is_some()) on:change=on_file/>
                </label>
                {move || (rl.index.with(|i| i.is_some()) && before_round_1()).then(|| view! {
                    <button data-testid="rating-list-compare" title=tr().rl_compare_hint on:click=move |_| compare()>{tr().rl_compare}</button>
                })}
                {move || rl.meta.with(|m| m.is_some()).then(|| view! {
                    <button class="small" data-testid="rating-list-remove" on:click=move |_| { pending.set(None); rl.remove() }>{tr().rl_remove}</button>
                })}
            </div>
            {move || pending.get().map(|c| changes_view(c, apply, move || pending.set(None)))}
        </div>
    }
}

/// The changes a newer list brings, to confirm.
fn changes_view(c: Vec<Change>, apply: impl Fn() + Copy + 'static, cancel: impl Fn() + Copy + 'static) -> AnyView {
    if c.is_empty() {
        return view! { <p class="small" data-testid="rating-list-no-changes">{tr().rl_no_changes}</p> }.into_any();
    }
    let n = c.len();
    let opt = |v: Option<u32>| v.map(|r| r.to_string()).unwrap_or_else(|| "-".into());
    let was_now = |w: String, n: String| if w == n { n } else { format!("{w} → {n}") };
    view! {
        <div data-testid="rating-list-changes">
            <p class="small">{fill(plural(n as u64, tr().rl_changes_one, tr().rl_changes_other), &[("n", &n)])}</p>
            <table class="grid">
                <thead><tr><th>{tr().p_no}</th><th class="left">{tr().p_name}</th><th>{tr().p_rating}</th><th>{tr().p_title}</th><th>{tr().p_fed}</th></tr></thead>
                <tbody>
                    {c.into_iter().map(|c| view! {
                        <tr data-testid="rating-list-change">
                            <td class="num">{c.player}</td>
                            <td class="left">{c.name}</td>
                            <td>{c.rating.map(|(w, n)| was_now(opt(w), opt(n)))}</td>
                            <td>{c.title.map(|(w, n)| was_now(w, n))}</td>
                            <td>{c.federation.map(|(w, n)| was_now(w, n))}</td>
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
            <div class="row">
                <button class="primary" data-testid="rating-list-apply" on:click=move |_| apply()>{tr().rl_apply}</button>
                <button data-testid="rating-list-cancel" on:click=move |_| cancel()>{tr().cancel}</button>
            </div>
        </div>
    }
    .into_any()
}

/// The search field above the registration form: picking a player fills the form.
#[component]
pub fn RatingListSearch(on_pick: Callback<(Entry, Kind)>) -> impl IntoView {
    let app = expect_context::<App>();
    let rl = app.ratings;
    rl.ensure_loaded();
    let query = RwSignal::new(String::new());
    let results = Memo::new(move |_| {
        let q = query.get();
        rl.index.with(|i| i.as_ref().map(|i| i.find(&q, 8).into_iter().cloned().collect::<Vec<Entry>>()).unwrap_or_default())
    });
    let kind = move || rl.meta.with(|m| m.as_ref().map(|m| m.using()).unwrap_or(Kind::Standard));
    let pick = move |e: Entry| {
        on_pick.run((e, kind()));
        query.set(String::new());
    };
    let on_key = move |ev: web_sys::KeyboardEvent| match ev.key().as_str() {
        "Enter" => {
            ev.prevent_default();
            ev.stop_propagation();
            if let Some(e) = results.get_untracked().into_iter().next() {
                pick(e);
            }
        }
        "Escape" => query.set(String::new()),
        _ => {}
    };
    view! {
        <Show when=move || rl.index.with(|i| i.is_some())>
            <div class="rl-search">
                <label>{tr().rl_search}
                    <input type="search" data-testid="rating-list-search" placeholder=tr().rl_search_placeholder autocomplete="off"
                        prop:value=move || query.get() on:input=move |ev| query.set(event_target_value(&ev)) on:keydown=on_key/>
                </label>
                {move || (!query.with(|q| q.trim().is_empty())).then(|| {
                    let found = results.get();
                    let k = kind();
                    if found.is_empty() {
                        return view! { <p class="muted small" data-testid="rating-list-no-match">{tr().rl_no_match}</p> }.into_any();
                    }
                    view! {
                        <ul class="rl-results" data-testid="rating-list-results">
                            {found.into_iter().map(|e| {
                                let label = format!("{} {}", crate::views::title_display(&e.title), e.name).trim().to_string();
                                let rating = e.rating(k).map(|r| r.to_string()).unwrap_or_else(|| "-".into());
                                let details = format!("{} · {rating} · {} · {}", e.federation, e.birth_year.map(|y| y.to_string()).unwrap_or_default(), e.id);
                                let inactive = e.inactive();
                                let e2 = e.clone();
                                view! {
                                    <li><button class="rl-result" data-testid="rating-list-result" data-fide-id=e.id.to_string() on:click=move |_| pick(e2.clone())>
                                        <b>{label}</b> " " <span class="muted">{details}</span>
                                        {inactive.then(|| view! { " " <span class="muted small">{tr().rl_inactive}</span> })}
                                    </button></li>
                                }
                            }).collect_view()}
                        </ul>
                    }.into_any()
                })}
            </div>
        </Show>
    }
}
