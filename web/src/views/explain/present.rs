//! Presentation mode (issue 20): a step fits a projector's 1024x768 screen. The step's long lists
//! (S1 and S2, the pairs, the scoregroups' members) are shown in parts of `PART_ROWS` rows with
//! their own controls (▲ ▼, keys ↑ ↓) and "Part 2 of 3" on screen, never cut off silently; the
//! legend is a panel the teacher opens (L) instead of a column beside the step; the bracket
//! links show the brackets around the current one.

use super::*;
use std::ops::Range;

/// Rows of a long list shown at once in presentation mode.
pub(super) const PART_ROWS: usize = 7;
/// Bracket links shown at once in presentation mode (around the current bracket).
const NAV_LINKS: usize = 7;
/// A list of players in the bracket heading is a count beyond this in presentation mode (they
/// are all in the step's columns).
pub(super) const HEAD_PLAYERS: usize = 12;

/// The state of presentation mode, shared by the step views through the context.
#[derive(Clone, Copy)]
pub(super) struct Present {
    pub on: RwSignal<bool>,
    /// The step on screen (bracket, step).
    pos: RwSignal<(usize, usize)>,
    /// The part of the step's long lists on screen, with the step it belongs to (another step
    /// opens at its first part).
    part: RwSignal<((usize, usize), usize)>,
    /// The number of parts of the step on screen (written by the step view, read by the keys).
    parts: StoredValue<usize>,
    pub legend: RwSignal<bool>,
}

impl Present {
    pub fn new(pos: RwSignal<(usize, usize)>) -> Self {
        Present { on: RwSignal::new(false), pos, part: RwSignal::new(((0, 0), 0)), parts: StoredValue::new(1), legend: RwSignal::new(false) }
    }
    /// The part on screen (tracked).
    fn current(self) -> usize {
        let (at, p) = self.part.get();
        if at == self.pos.get() { p } else { 0 }
    }
    fn go(self, f: impl Fn(usize) -> usize) {
        let n = self.parts.get_value();
        let cur = untrack(|| self.current());
        self.part.set((self.pos.get_untracked(), f(cur).min(n.saturating_sub(1))));
    }
    /// ↓: the next part of the step, if any.
    pub fn next_part(self) {
        self.go(|p| p + 1);
    }
    pub fn prev_part(self) {
        self.go(|p| p.saturating_sub(1));
    }
    /// Whether the step on screen has a part after the one shown (presentation mode).
    pub fn has_next_part(self) -> bool {
        self.on.get_untracked() && untrack(|| self.current()) + 1 < self.parts.get_value()
    }
    /// Whether the step on screen has a part before the one shown (presentation mode).
    pub fn has_prev_part(self) -> bool {
        self.on.get_untracked() && untrack(|| self.current()) > 0
    }
    /// L or the Legend button: open or close the legend panel.
    pub fn toggle_legend(self) {
        self.legend.update(|l| *l = !*l);
    }
}

fn state() -> Option<Present> {
    use_context::<Present>().filter(|p| p.on.get_untracked())
}

/// The step's lists have `lens` rows: in presentation mode the step is shown in parts; the part
/// on screen (0 outside presentation mode).
pub(super) fn begin_parts(lens: &[usize]) -> usize {
    let Some(p) = state() else { return 0 };
    let n = lens.iter().map(|&l| l.div_ceil(PART_ROWS)).max().unwrap_or(1).max(1);
    p.parts.set_value(n);
    p.current().min(n - 1)
}

/// The rows of a list of `len` shown in part `part` (all of them outside presentation mode).
pub(super) fn rows(len: usize, part: usize) -> Range<usize> {
    if state().is_none() {
        return 0..len;
    }
    (part * PART_ROWS).min(len)..((part + 1) * PART_ROWS).min(len)
}

/// "Part 2 of 3" with ▲ ▼, when the step has more than one part.
pub(super) fn pager(part: usize) -> Option<impl IntoView> {
    let p = state()?;
    let n = p.parts.get_value();
    (n > 1).then(|| {
        view! {
            <div class="parts" data-testid="explain-parts" data-part=part.to_string() data-parts=n.to_string()>
                <button data-testid="explain-part-prev" disabled=part == 0 aria-keyshortcuts="ArrowUp" on:click=move |_| p.prev_part()>"▲"</button>
                <strong>{strings::fill(tr().part_of, &[("n", &(part + 1)), ("total", &n)])}</strong>
                <button data-testid="explain-part-next" disabled=part + 1 == n aria-keyshortcuts="ArrowDown" on:click=move |_| p.next_part()>"▼"</button>
                <span class="muted">{tr().part_keys}</span>
            </div>
        }
    })
}

/// A list's rows beyond this part: an empty list says where its rows are.
pub(super) fn none_here(r: &Range<usize>, len: usize) -> Option<impl IntoView> {
    (r.is_empty() && len > 0).then(|| view! { <div class="muted small">{tr().part_elsewhere}</div> })
}

/// Which bracket links to show: all, or in presentation mode the ones around `current`.
pub(super) fn nav_window(n: usize, current: usize) -> Range<usize> {
    if state().is_none() || n <= NAV_LINKS {
        return 0..n;
    }
    let start = current.saturating_sub(NAV_LINKS / 2).min(n - NAV_LINKS);
    start..start + NAV_LINKS
}

/// A bracket link's text: `full`, or in presentation mode `short` (one line of links).
pub(super) fn nav_label(full: String, short: String) -> String {
    if state().is_some() { short } else { full }
}

/// Whether the round's PAB note goes on every step (not in presentation mode: there it is on
/// the colours step only, where the bye is shown).
pub(super) fn pab_on_every_step() -> bool {
    state().is_none()
}

/// "…" for the bracket links left out before or after the window.
pub(super) fn nav_more(shown: bool) -> Option<impl IntoView> {
    shown.then(|| view! { <li class="muted more" aria-hidden="true">"…"</li> })
}

/// In presentation mode, a list of more than `HEAD_PLAYERS` players said as a count.
pub(super) fn long_list(n: usize) -> Option<String> {
    (state().is_some() && n > HEAD_PLAYERS).then(|| strings::players_n(n))
}

/// A list of players in a bracket heading: the tags, or in presentation mode beyond
/// `HEAD_PLAYERS` the count (the players are all in the step's columns).
pub(super) fn head_players(v: &[PlayerId], tags: impl Fn(&[PlayerId]) -> AnyView) -> AnyView {
    if let Some(count) = long_list(v.len()) {
        return view! { <strong data-testid="explain-head-count">{count}</strong> }.into_any();
    }
    tags(v)
}
