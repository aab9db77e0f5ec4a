//! Prizes and categories (issue 21): the prize lists (the whole field or a category: women,
//! an age group, a rating band, the unrated), how tied players divide them (tie-break, shared,
//! Hort: `torre_core::prizes`), and each list's ranking with its prizes after any round,
//! printable in the sheets' frame.

use crate::doc::prizes::{self as money, ListResult};
use crate::doc::{fmt_score, Doc};
use crate::state::*;
use crate::strings::tr;
use crate::views::print::framed;
use crate::views::player_label;
use leptos::prelude::*;
use torre_core::prizes::{Age, Category, Method, PrizeList};

fn method_code(m: Method) -> &'static str {
    match m {
        Method::TieBreak => "tiebreak",
        Method::Shared => "shared",
        Method::Hort => "hort",
    }
}

fn list_title(l: &PrizeList) -> String {
    match &l.category {
        None => tr().prize_overall.to_string(),
        Some(c) if c.name.trim().is_empty() => money::conditions(c, tr().cat_women, tr().cat_unrated),
        Some(c) => c.name.clone(),
    }
}

#[component]
pub fn PrizesTab() -> impl IntoView {
    let app = expect_context::<App>();
    let after: RwSignal<Option<u32>> = RwSignal::new(None);
    let form = Form::new();
    let year = js_sys::Date::new_0().get_full_year() as i32;
    view! {
        <section class="prizes">
            <PrizeSettings/>
            <PrizeListForm form=form/>
            {move || app.doc.with(|d| d.as_ref().map(|d| {
                let paired = d.rounds_paired();
                let k = d.standings_round(after.get());
                let results = money::results(d, k, year);
                let body = view! {
                    <p class="small">{format!("{}: {}{}", tr().prize_method, method_name(d.prizes.method), if d.prizes.one_per_player { format!(" · {}", tr().prize_one_per_player) } else { String::new() })}</p>
                    {d.prizes.lists.iter().zip(results).enumerate().map(|(i, (l, res))| list_view(app, form, d, i, l, res)).collect_view()}
                }.into_any();
                view! {
                    <div class="toolbar noprint">
                        <label>{tr().after_round} " "
                            <select data-testid="prize-round" on:change=move |ev| after.set(event_target_value(&ev).parse().ok())>
                                {(0..=paired).map(|r| view! { <option value=r.to_string() selected=r == k>{r}</option> }).collect_view()}
                            </select>
                        </label>
                        <button data-testid="print-prizes" on:click=move |_| { let _ = window().print(); }>{tr().print}</button>
                    </div>
                    {if d.prizes.lists.is_empty() {
                        view! { <p class="muted">{tr().prize_none}</p> }.into_any()
                    } else {
                        framed(d, "prizes", tr().prize_title, Some(k).filter(|k| *k > 0), body)
                    }}
                }
            }))}
        </section>
    }
}

fn method_name(m: Method) -> &'static str {
    match m {
        Method::TieBreak => tr().prize_method_tiebreak,
        Method::Shared => tr().prize_method_shared,
        Method::Hort => tr().prize_method_hort,
    }
}

/// The method and the one-prize rule.
#[component]
fn PrizeSettings() -> impl IntoView {
    let app = expect_context::<App>();
    move || app.doc.with(|d| d.as_ref().map(|d| {
        let rules = d.prizes.clone();
        view! {
            <div class="card noprint prize-settings">
                <label>{tr().prize_method} " "
                    <select data-testid="prize-method" on:change=move |ev| {
                        let m = match event_target_value(&ev).as_str() { "shared" => Method::Shared, "hort" => Method::Hort, _ => Method::TieBreak };
                        app.change(|d| d.prizes.method = m);
                    }>
                        {[Method::TieBreak, Method::Shared, Method::Hort].map(|m| view! {
                            <option value=method_code(m) selected=m == rules.method>{method_name(m)}</option>
                        }).collect_view()}
                    </select>
                </label>
                " "
                <label class="check"><input type="checkbox" data-testid="prize-one-per-player" prop:checked=rules.one_per_player
                    on:change=move |ev| { let on = event_target_checked(&ev); app.change(|d| d.prizes.one_per_player = on); }/>
                    " " {tr().prize_one_per_player}</label>
                <p class="muted small">{tr().prize_method_help}</p>
            </div>
        }
    }))
}

/// The prize-list form's fields: adding a list, or editing list `editing` in place (its
/// category, name and amounts, loaded by the list's Edit button).
#[derive(Clone, Copy)]
struct Form {
    name: RwSignal<String>,
    women: RwSignal<bool>,
    age_kind: RwSignal<String>,
    age: RwSignal<String>,
    from: RwSignal<String>,
    below: RwSignal<String>,
    unrated: RwSignal<bool>,
    band_unrated: RwSignal<bool>,
    amounts: RwSignal<String>,
    editing: RwSignal<Option<usize>>,
}

impl Form {
    fn new() -> Form {
        let text = || RwSignal::new(String::new());
        Form {
            name: text(),
            women: RwSignal::new(false),
            age_kind: text(),
            age: text(),
            from: text(),
            below: text(),
            unrated: RwSignal::new(false),
            band_unrated: RwSignal::new(false),
            amounts: text(),
            editing: RwSignal::new(None),
        }
    }

    /// Put list `i` in the form to edit it.
    fn load(&self, i: usize, l: &PrizeList) {
        let c = l.category.clone().unwrap_or_default();
        let num = |n: Option<u32>| n.map(|n| n.to_string()).unwrap_or_default();
        self.name.set(c.name);
        self.women.set(c.women);
        let (kind, n) = match c.age {
            Some(Age::Under(n)) => ("under", Some(n)),
            Some(Age::AtLeast(n)) => ("atleast", Some(n)),
            None => ("", None),
        };
        self.age_kind.set(kind.to_string());
        self.age.set(num(n));
        self.from.set(num(c.rating_from));
        self.below.set(num(c.rating_below));
        self.unrated.set(c.unrated);
        self.band_unrated.set(c.band_includes_unrated);
        self.amounts.set(money::amounts_text(&l.amounts));
        self.editing.set(Some(i));
    }

    fn clear(&self) {
        for s in [self.name, self.age_kind, self.age, self.from, self.below, self.amounts] {
            s.set(String::new());
        }
        for b in [self.women, self.unrated, self.band_unrated] {
            b.set(false);
        }
        self.editing.set(None);
    }

    /// The list the form describes, or the notice saying what is wrong.
    fn list(&self) -> Result<PrizeList, String> {
        let amounts = match money::parse_amounts(&self.amounts.get_untracked()) {
            Ok(a) if !a.is_empty() => a,
            Ok(_) => return Err(tr().prize_amounts_missing.to_string()),
            Err(bad) => return Err(format!("{}: {bad}", tr().prize_amount_bad)),
        };
        let n = self.age.get_untracked().trim().parse::<u32>().ok();
        let c = Category {
            name: self.name.get_untracked().trim().to_string(),
            women: self.women.get_untracked(),
            age: match (self.age_kind.get_untracked().as_str(), n) {
                ("under", Some(n)) => Some(Age::Under(n)),
                ("atleast", Some(n)) => Some(Age::AtLeast(n)),
                _ => None,
            },
            rating_from: self.from.get_untracked().trim().parse().ok(),
            rating_below: self.below.get_untracked().trim().parse().ok(),
            unrated: self.unrated.get_untracked(),
            band_includes_unrated: self.band_unrated.get_untracked(),
        };
        let category = (c != Category { name: c.name.clone(), ..Category::default() }).then_some(c);
        Ok(PrizeList { category, amounts })
    }
}

/// The form that adds a prize list (a category, or none: the whole field, and its amounts), or
/// saves the one being edited.
#[component]
fn PrizeListForm(form: Form) -> impl IntoView {
    let app = expect_context::<App>();
    let Form { name, women, age_kind, age, from, below, unrated, band_unrated, amounts, editing } = form;
    let add = move || {
        let list = match form.list() {
            Ok(l) => l,
            Err(why) => return app.notify(Notice::While(why, Cause::Entry)),
        };
        match editing.get_untracked() {
            Some(i) => app.change(|d| {
                if let Some(l) = d.prizes.lists.get_mut(i) {
                    *l = list;
                }
            }),
            None => app.change(|d| d.prizes.lists.push(list)),
        }
        app.notice.set(None);
        form.clear();
    };
    let text = move |label: &'static str, testid: &'static str, s: RwSignal<String>, size: &'static str| view! {
        <label>{label} " " <input data-testid=testid size=size prop:value=move || s.get() on:input=move |ev| s.set(event_target_value(&ev))/></label>
    };
    let check = move |label: &'static str, testid: &'static str, s: RwSignal<bool>| view! {
        <label class="check"><input type="checkbox" data-testid=testid prop:checked=move || s.get() on:change=move |ev| s.set(event_target_checked(&ev))/> " " {label}</label>
    };
    view! {
        <details class="card noprint add-prize-list" class:editing=move || editing.get().is_some() open>
            <summary><strong data-testid="prize-form-title">{move || match editing.get() {
                Some(i) => format!("{} {}", tr().prize_edit_title, i + 1),
                None => tr().prize_add_title.to_string(),
            }}</strong></summary>
            <p class="muted small">{tr().prize_add_help}</p>
            <div class="fields prize-fields">
                {text(tr().cat_name, "cat-name", name, "14")}
                {check(tr().cat_women, "cat-women", women)}
                <label>{tr().cat_age} " "
                    <select data-testid="cat-age-kind" prop:value=move || age_kind.get() on:change=move |ev| age_kind.set(event_target_value(&ev))>
                        <option value="">"—"</option>
                        <option value="under">{tr().cat_age_under}</option>
                        <option value="atleast">{tr().cat_age_atleast}</option>
                    </select>
                    " " <input data-testid="cat-age" size="3" inputmode="numeric" prop:value=move || age.get() on:input=move |ev| age.set(event_target_value(&ev))/>
                </label>
                {text(tr().cat_rating_from, "cat-from", from, "5")}
                {text(tr().cat_rating_below, "cat-below", below, "5")}
                {check(tr().cat_unrated_only, "cat-unrated", unrated)}
                {check(tr().cat_band_unrated, "cat-band-unrated", band_unrated)}
            </div>
            <div class="fields">
                <label>{tr().prize_amounts} " "
                    <input data-testid="prize-amounts" size="28" placeholder="500 300 200" prop:value=move || amounts.get()
                        on:input=move |ev| amounts.set(event_target_value(&ev))
                        on:keydown=move |ev: web_sys::KeyboardEvent| if ev.key() == "Enter" { add() }/>
                </label>
                <button class="primary" data-testid="prize-add-list" on:click=move |_| add()>
                    {move || if editing.get().is_some() { tr().prize_save_list } else { tr().prize_add }}
                </button>
                {move || editing.get().is_some().then(|| view! {
                    <button data-testid="prize-edit-cancel" on:click=move |_| form.clear()>{tr().cancel}</button>
                })}
            </div>
        </details>
    }
}

/// One list: its title and conditions, its amounts (editable), its ranking with the prizes;
/// Edit puts the whole list in the form above.
fn list_view(app: App, form: Form, d: &Doc, i: usize, l: &PrizeList, res: ListResult) -> impl IntoView {
    let whole = l.clone();
    let t = &d.tournament;
    // the conditions beside the title, unless the title says just that ("Women")
    let conditions = l.category.as_ref().map(|c| money::conditions(c, tr().cat_women, tr().cat_unrated)).filter(|c| *c != list_title(l)).unwrap_or_default();
    let total: u64 = l.amounts.iter().sum();
    let lots: Vec<String> = res.unbroken_ties(d.prizes.method).iter().map(|g| g.iter().map(|&p| player_label(t, p)).collect::<Vec<_>>().join(", ")).collect();
    view! {
        <div class="prize-list" data-testid="prize-list" data-list=i.to_string()>
            <h3>{list_title(l)} " " <span class="muted small">{conditions}</span>
                <button class="noprint" data-testid="prize-edit-list" on:click=move |_| form.load(i, &whole)>{tr().prize_edit}</button>
                <button class="noprint" data-testid="prize-remove-list" on:click=move |_| { form.clear(); app.change(|d| { if i < d.prizes.lists.len() { d.prizes.lists.remove(i); } }) }>{tr().prize_remove}</button>
            </h3>
            <p class="small">{tr().prize_amounts} ": "
                <span class="print-only">{money::amounts_text(&l.amounts)}</span>
                <input class="noprint" data-testid="prize-list-amounts" size="28" prop:value=money::amounts_text(&l.amounts)
                    on:change=move |ev| match money::parse_amounts(&event_target_value(&ev)) {
                        Ok(a) => app.change(|d| { if let Some(l) = d.prizes.lists.get_mut(i) { l.amounts = a; } }),
                        Err(bad) => app.notify(Notice::While(format!("{}: {bad}", tr().prize_amount_bad), Cause::Entry)),
                    }/>
                {format!(" · {} {}", tr().prize_total, money::fmt_money(total))}
            </p>
            {lots.into_iter().map(|names| view! {
                <p class="small error noprint" data-testid="prize-lots">{crate::strings::fill(tr().prize_lots, &[("players", &names)])}</p>
            }).collect_view()}
            <table class="grid prize-table" data-testid="prize-ranking">
                <thead><tr>
                    <th>{tr().rank}</th><th>{tr().prize_overall_rank}</th><th class="left">{tr().p_name}</th><th>{tr().p_fed}</th><th>{tr().p_rating}</th><th>{tr().p_points}</th><th>{tr().prize_place}</th><th>{tr().prize_amount}</th>
                </tr></thead>
                <tbody>
                {res.ranking.iter().enumerate().map(|(pos, (overall, r))| {
                    let a = res.award(r.player).copied();
                    let amount = a.map(|a| a.amount).unwrap_or(0);
                    let place = a.map(|a| match (a.place, a.shared_by) {
                        (Some(p), 1) => p.to_string(),
                        (Some(p), n) => format!("{p} ({} {n})", tr().prize_shared_by),
                        (None, n) => format!("– ({} {n})", tr().prize_shared_by),
                    }).unwrap_or_default();
                    view! {
                        <tr data-testid="prize-row" data-player=r.player.to_string() data-amount=amount.to_string() class:prized=a.is_some()>
                            <td class="num">{pos + 1}</td>
                            <td class="num">{*overall}</td>
                            <td class="left name">{player_label(t, r.player)}</td>
                            <td>{t.player(r.player).map(|p| p.federation.clone()).unwrap_or_default()}</td>
                            <td class="num">{super::print::rating_text(d, r.player)}</td>
                            <td class="num strong">{fmt_score(r.points)}</td>
                            <td>{place}</td>
                            <td class="num strong">{(amount > 0).then(|| money::fmt_money(amount))}</td>
                        </tr>
                    }
                }).collect_view()}
                </tbody>
            </table>
        </div>
    }
}
