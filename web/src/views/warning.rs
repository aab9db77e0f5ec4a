//! The graded-warning dialog (FIDE mode, `doc::fide`). A view that is about to do something the
//! checklist guards calls [`ask`] with the document's warnings and the action:
//!
//! ```ignore
//! let ws = d.bye_warnings(id, r, kind);
//! ask(app, ws, move || app.change(move |d| { d.set_bye(id, r, Some(kind)); }));
//! ```
//!
//! No warning: the action runs at once. Level 2: shown, "OK" runs it. Level 3: "Confirm" or
//! "Cancel". Level 4: "Continue", then the consequences and "Yes, I am sure" or "Cancel". Level 5:
//! the reasons and "Close"; the action never runs (with [`ask_or`], a second button offers what
//! FIDE mode allows instead). The highest level among the warnings decides;
//! every warning is listed with its own level.

use crate::doc::{fide, Level, Warning};
use crate::state::*;
use crate::strings::tr;
use leptos::prelude::*;
use std::sync::Arc;

/// Ask the arbiter about `warnings`, then run `then` if accepted (see the module doc).
pub fn ask(app: App, warnings: Vec<Warning>, then: impl Fn() + Send + Sync + 'static) {
    open(app, warnings, Arc::new(then), None);
}

/// As [`ask`], offering `alternative` (a button labelled `label`) beside a refusal: what FIDE
/// mode allows instead (a correction for the rating report only).
pub fn ask_or(app: App, warnings: Vec<Warning>, then: impl Fn() + Send + Sync + 'static, label: &'static str, alternative: impl Fn() + Send + Sync + 'static) {
    open(app, warnings, Arc::new(then), Some((label, Arc::new(alternative))));
}

type Action = Arc<dyn Fn() + Send + Sync>;

fn open(app: App, warnings: Vec<Warning>, then: Action, alternative: Option<(&'static str, Action)>) {
    if warnings.is_empty() {
        return then();
    }
    app.ask.set(Some(Ask { warnings, step: 1, then, alternative }));
}

fn title(level: Level) -> &'static str {
    match level {
        Level::Acknowledge => tr().warn_title_2,
        Level::Confirm => tr().warn_title_3,
        Level::TwoStep => tr().warn_title_4,
        Level::Refuse => tr().warn_title_5,
    }
}

#[component]
pub fn WarningDialog() -> impl IntoView {
    let app = expect_context::<App>();
    let accept = move || {
        let Some(a) = app.ask.get_untracked() else { return };
        app.ask.set(None);
        (a.then)();
    };
    let alternative = move || {
        let Some(a) = app.ask.get_untracked() else { return };
        app.ask.set(None);
        if let Some((_, run)) = a.alternative {
            run();
        }
    };
    let next_step = move || app.ask.update(|a| if let Some(a) = a { a.step = 2 });
    let cancel = move || app.ask.set(None);
    move || app.ask.get().map(|a| {
        let level = fide::highest(&a.warnings).unwrap_or(Level::Acknowledge);
        let n = level as u8;
        let second = a.step == 2;
        let consequences: Vec<String> = a.warnings.iter().filter_map(|w| w.consequence.clone()).collect();
        view! {
            <div class="warn-backdrop noprint">
                <div class="warn-dialog" class:refuse=level == Level::Refuse role="alertdialog" aria-modal="true"
                    data-testid="warning-dialog" data-level=n.to_string() data-step=a.step.to_string()>
                    <h3>{title(level)}</h3>
                    <ul>
                        {a.warnings.iter().map(|w| view! {
                            <li data-testid="warning-item" data-level=(w.level as u8).to_string()>{w.text.clone()}</li>
                        }).collect_view()}
                    </ul>
                    {second.then(|| view! {
                        <div class="warn-step2" data-testid="warning-step2">
                            {consequences.into_iter().map(|c| view! { <p><strong>{c}</strong></p> }).collect_view()}
                            <p>{tr().warn_consequence}</p>
                        </div>
                    })}
                    {(level == Level::Refuse).then(|| view! { <p class="small">{tr().warn_refused_hint}</p> })}
                    <div class="toolbar">
                        {match (level, second) {
                            (Level::Acknowledge, _) => view! {
                                <button class="primary" data-testid="warning-ok" on:click=move |_| accept()>{tr().warn_ok}</button>
                            }.into_any(),
                            (Level::Confirm, _) => view! {
                                <button class="primary" data-testid="warning-confirm" on:click=move |_| accept()>{tr().warn_confirm}</button>
                                // a middle way, where there is one (add a list without its duplicates)
                                {a.alternative.clone().map(|(label, _)| view! {
                                    <button data-testid="warning-alternative" on:click=move |_| alternative()>{label}</button>
                                })}
                                <button data-testid="warning-cancel" on:click=move |_| cancel()>{tr().warn_cancel}</button>
                            }.into_any(),
                            (Level::TwoStep, false) => view! {
                                <button class="primary" data-testid="warning-continue" on:click=move |_| next_step()>{tr().warn_continue}</button>
                                <button data-testid="warning-cancel" on:click=move |_| cancel()>{tr().warn_cancel}</button>
                            }.into_any(),
                            (Level::TwoStep, true) => view! {
                                <button class="primary danger" data-testid="warning-yes" on:click=move |_| accept()>{tr().warn_yes}</button>
                                <button data-testid="warning-cancel" on:click=move |_| cancel()>{tr().warn_cancel}</button>
                            }.into_any(),
                            (Level::Refuse, _) => view! {
                                <button class="primary" data-testid="warning-close" on:click=move |_| cancel()>{tr().warn_close}</button>
                                {a.alternative.clone().map(|(label, _)| view! {
                                    <button data-testid="warning-alternative" on:click=move |_| alternative()>{label}</button>
                                })}
                            }.into_any(),
                        }}
                    </div>
                </div>
            </div>
        }
    })
}
