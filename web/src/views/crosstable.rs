//! The crosstable tab.

use crate::state::*;
use crate::strings::tr;
use crate::views::*;
use leptos::prelude::*;

#[component]
pub fn CrosstableTab() -> impl IntoView {
    let app = expect_context::<App>();
    view! {
        <section class="crosstable">
            <div class="toolbar noprint"><button data-testid="print-crosstable" on:click=move |_| print::open(app, print::Sheet::Crosstable, None)>{tr().print}</button></div>
            {move || app.doc.with(|d| d.as_ref().map(|d| {
                let k = d.rounds_paired();
                view! {
                    <div class="print-head">{print::header(d, tr().tab_crosstable, Some(k))}</div>
                    {score_tables::crosstable(d, k, score_tables::Medium::Screen(None))}
                }
            }))}
        </section>
    }
}
