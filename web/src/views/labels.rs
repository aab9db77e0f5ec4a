//! How players are named in the views.

use torre_core::{PlayerId, Tournament};

/// FIDE title as printed (TRF files often carry the one-letter codes: g, m, wg, f, wm, c, wf).
pub fn title_display(code: &str) -> String {
    torre_core::trf::fields::title(code).ok().flatten().unwrap_or_else(|| code.trim().to_string())
}

pub fn player_label(t: &Tournament, id: PlayerId) -> String {
    match t.player(id) {
        Some(p) if p.title.trim().is_empty() => p.name.clone(),
        Some(p) => format!("{} {}", title_display(&p.title), p.name),
        None => format!("#{id}"),
    }
}
