//! The re-check of an imported TRF file: every round against Torre's checker (FIDE's 2026
//! checklist Q51-52, `doc::fide::import_differences`). It runs in the pairing worker with a
//! progress bar (round k of n) and a Cancel button, as the pairing does, so that a large file
//! (1000 players, several rounds: seconds) never freezes the page; without a worker (the
//! file:// build) it runs on the page once the bar has painted. Shown above every view.

use crate::doc::fide::RoundDifference;
use crate::doc::{Doc, Warning};
use crate::state::*;
use crate::strings::{fide as text, tr};
use crate::worker;
use leptos::prelude::*;

/// Re-check the rounds of `d`, just read from the file `source`, and record the import
/// ([`Doc::record_import`]); then `then(d, warnings)`. Nothing happens if it is cancelled.
pub fn start(app: App, mut d: Doc, source: String, then: impl FnOnce(Doc, Vec<Warning>) + 'static) {
    d.adopt_logged_comments();
    d.adopt_withdrawals();
    let of = d.rounds_paired();
    let t = d.tournament.clone();
    let finish = move |differing: Vec<RoundDifference>| {
        app.checking.set(None);
        let warnings = d.record_import(&source, differing);
        then(d, warnings);
    };
    if of == 0 {
        return finish(Vec::new());
    }
    app.checking.set(Some((0, of)));
    worker::run_job(
        worker::Job::CheckImport(t),
        move |done, of| app.checking.set(Some((done, of))),
        move || app.notify(Notice::Info(tr().worker_failed_fallback.to_string())),
        move |answer| {
            if let worker::Answer::Checked(differing) = answer {
                finish(differing);
            }
        },
    );
}

fn cancel(app: App) {
    worker::cancel();
    app.checking.set(None);
    app.notify(Notice::Info(tr().import_check_cancelled.to_string()));
}

#[component]
pub fn ImportCheck() -> impl IntoView {
    let app = expect_context::<App>();
    move || {
        app.checking.get().map(|(done, of)| {
            view! {
                <div class="busy import-check noprint" role="status" data-testid="import-check">
                    <span class="spinner"></span>
                    <progress aria-label=tr().import_checking_label max=of.to_string() value=done.to_string()></progress>
                    <span data-testid="import-check-progress">{text::import_checking(done, of)}</span>
                    {worker::available().then(|| view! { <button data-testid="cancel-import-check" on:click=move |_| cancel(app)>{tr().cancel_pairing}</button> })}
                </div>
            }
        })
    }
}
