//! The banner under the header: storage trouble, another tab's changes, notices.

use crate::state::*;
use crate::strings::tr;
use crate::store;
use leptos::prelude::*;

#[component]
pub fn Banner() -> impl IntoView {
    let app = expect_context::<App>();
    view! {
        {move || app.problem.get().map(|p| {
            let msg = match &p {
                StorageProblem::Unavailable => tr().storage_unavailable.to_string(),
                StorageProblem::Full => tr().storage_full.to_string(),
                StorageProblem::Other(e) => format!("{} ({e})", tr().not_saved),
            };
            view! {
                <div class="banner error noprint" role="alert" data-testid="storage-error">
                    <span>{msg}</span>
                    <button on:click=move |_| app.download_backup() data-testid="download-backup">{tr().download_backup}</button>
                    <button on:click=move |_| { app.problem.set(None); app.save(); }>{tr().dismiss}</button>
                </div>
            }
        })}
        {move || app.conflict.get().then(|| view! {
            <div class="banner warn noprint" role="alert" data-testid="conflict">
                <span>{tr().storage_conflict}</span>
                <button data-testid="conflict-load" on:click=move |_| {
                    if let Some(id) = app.id.get_untracked() {
                        app.conflict.set(false);
                        app.open(&id);
                    }
                }>{tr().conflict_load}</button>
                <button data-testid="conflict-keep" on:click=move |_| {
                    if let Some(id) = app.id.get_untracked() {
                        if let Some(r) = store::stored_rev(&id) { app.rev.set(r); } else { app.rev.set(0); }
                        app.conflict.set(false);
                        app.save();
                    }
                }>{tr().conflict_keep}</button>
                <button on:click=move |_| app.download_backup()>{tr().download_backup}</button>
            </div>
        })}
        {move || app.notice.get().map(|n| {
            let (class, text) = match n {
                Notice::Info(t) => ("banner info noprint", t),
                Notice::Error(t) | Notice::While(t, _) => ("banner error noprint", t),
            };
            view! {
                <div class=class role="status" data-testid="notice">
                    <span>{text}</span>
                    <button aria-label=tr().close_symbol_label on:click=move |_| app.notice.set(None)>"×"</button>
                </div>
            }
        })}
    }
}
