//! C.04.2.B Initial order: rating, then FIDE title, then name; pairing numbers 1..N.

use crate::model::Player;
use std::cmp::Ordering;

/// C.04.2.B.2 title order: GM, IM, WGM, FM, WIM, CM, WFM, WCM, then untitled.
pub fn title_rank(title: &str) -> u8 {
    match title.trim().to_ascii_uppercase().as_str() {
        "GM" | "G" => 0,
        "IM" | "M" => 1,
        "WGM" | "WG" => 2,
        "FM" | "F" => 3,
        "WIM" | "WM" => 4,
        "CM" | "C" => 5,
        "WFM" | "WF" => 6,
        "WCM" | "WC" => 7,
        _ => 8,
    }
}

/// Compare two players for the initial ranking list (C.04.2.B): higher rating first, then
/// title, then alphabetical name (case-insensitive), then the existing order.
pub fn compare(a: &Player, b: &Player) -> Ordering {
    b.rating_or_zero()
        .cmp(&a.rating_or_zero())
        .then_with(|| title_rank(&a.title).cmp(&title_rank(&b.title)))
        .then_with(|| a.name.to_lowercase().cmp(&b.name.to_lowercase()))
        .then_with(|| a.id.cmp(&b.id))
}

/// Sort players into the initial order and renumber them 1..N. Only valid before round 1
/// is paired (pairing numbers are fixed afterwards; games refer to them).
pub fn renumber(players: &mut [Player]) {
    crate::sort::by(players, &compare);
    for (i, p) in players.iter_mut().enumerate() {
        p.id = i as u32 + 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    fn p(name: &str, rating: u32, title: &str) -> Player {
        Player { name: name.into(), rating: Some(rating), title: title.into(), ..Default::default() }
    }
    #[test]
    fn rating_then_title_then_name() {
        let mut v = vec![p("Zed", 2000, ""), p("Bob", 2100, "FM"), p("Al", 2100, "IM"), p("Cy", 2000, "")];
        renumber(&mut v);
        let names: Vec<_> = v.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["Al", "Bob", "Cy", "Zed"]);
        assert_eq!(v[3].id, 4);
    }
}
