//! How players are named in the views.

use torre_core::{PlayerId, Tournament};

/// FIDE title as printed (TRF files often carry the one-letter codes: g, m, wg, f, wm, c, wf).
pub fn title_display(code: &str) -> String {
    let c = code.trim();
    match c.to_ascii_lowercase().as_str() {
        "g" | "gm" => "GM".into(),
        "m" | "im" => "IM".into(),
        "wg" | "wgm" => "WGM".into(),
        "f" | "fm" => "FM".into(),
        "wm" | "wim" => "WIM".into(),
        "c" | "cm" => "CM".into(),
        "wf" | "wfm" => "WFM".into(),
        "wc" | "wcm" => "WCM".into(),
        _ => c.to_string(),
    }
}

pub fn player_label(t: &Tournament, id: PlayerId) -> String {
    match t.player(id) {
        Some(p) if p.title.trim().is_empty() => p.name.clone(),
        Some(p) => format!("{} {}", title_display(&p.title), p.name),
        None => format!("#{id}"),
    }
}
