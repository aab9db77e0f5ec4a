//! The page of one step, the same for every system: the round's note (the PAB), the links to
//! the brackets and to the colours, then the bracket's step with the legend beside it, or the
//! colours. Each system says only what its links are called and what its step shows.

use super::*;

/// The link to one bracket: `kind` for `data-kind`, the text in full and, in presentation
/// mode, short (one line of links on a projector).
pub(super) struct Link {
    pub kind: String,
    pub full: String,
    pub short: String,
}

/// What a system puts on the page of step (`bi`, ...) of its round.
pub(super) struct Page {
    pub links: Vec<Link>,
    /// The PAB and why (on every step; in presentation mode on the colours step only, where
    /// the bye is).
    pub pab: Option<AnyView>,
    /// The step of bracket `bi` and the legend beside it; `None` on the colours step.
    pub step: Option<(AnyView, AnyView)>,
    /// The colours step (drawn only when it is on screen).
    pub colours: Box<dyn FnOnce() -> AnyView>,
}

/// The links to the brackets around `bi` (all, outside presentation mode) and to the colours.
fn nav(links: Vec<Link>, bi: usize, pos: RwSignal<(usize, usize)>) -> impl IntoView {
    let nb = links.len();
    let window = nav_window(nb, bi);
    view! {
        <ol class="bracket-steps noprint">
            {nav_more(window.start > 0)}
            {links.into_iter().enumerate().skip(window.start).take(window.len()).map(|(k, l)| view! {
                <li class:active=k == bi><a href="#" data-testid="explain-bracket-link" data-kind=l.kind on:click=move |ev| { ev.prevent_default(); pos.set((k, 0)); }>{nav_label(l.full, l.short)}</a></li>
            }).collect_view()}
            {nav_more(window.end < nb)}
            {colours_link(nb, bi, pos)}
        </ol>
    }
}

/// The page of bracket `bi` (or, past the last bracket, of the colours).
pub(super) fn step_page(page: Page, bi: usize, pos: RwSignal<(usize, usize)>) -> AnyView {
    let on_colours = page.step.is_none();
    let pab = page.pab.filter(|_| on_colours || pab_on_every_step());
    let nav = nav(page.links, bi, pos);
    match page.step {
        None => view! { {pab} {nav} <div data-testid="explain-colour-step">{(page.colours)()}</div> }.into_any(),
        Some((step, legend)) => view! {
            {pab}
            {nav}
            <div class="explain-main">
                <div class="explain-step-col">{step}</div>
                {legend}
            </div>
        }
        .into_any(),
    }
}
