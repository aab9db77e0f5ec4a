//! Colour preferences (C.04.3 A.6) and colour allocation (E.1–E.5).

use crate::model::Colour;

/// Strength of a colour preference, weakest first (A.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Strength {
    /// A.6.d: no game played yet.
    None,
    /// A.6.c: colour difference 0, alternate.
    Mild,
    /// A.6.b: colour difference ±1.
    Strong,
    /// A.6.a: difference beyond ±1, or the same colour in the last two games.
    Absolute,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preference {
    pub colour: Option<Colour>,
    pub strength: Strength,
}

/// A.6: the preference from the played-game colours (oldest first).
pub fn preference(history: &[Colour]) -> Preference {
    let diff = colour_difference(history);
    let last = history.last().copied();
    let last_two_same = history.len() >= 2 && history[history.len() - 1] == history[history.len() - 2];
    let (colour, strength) = if diff < -1 {
        (Some(Colour::White), Strength::Absolute)
    } else if diff > 1 {
        (Some(Colour::Black), Strength::Absolute)
    } else if last_two_same {
        (last.map(Colour::opposite), Strength::Absolute)
    } else if diff == -1 {
        (Some(Colour::White), Strength::Strong)
    } else if diff == 1 {
        (Some(Colour::Black), Strength::Strong)
    } else if let Some(c) = last {
        (Some(c.opposite()), Strength::Mild)
    } else {
        (None, Strength::None)
    };
    Preference { colour, strength }
}

/// A.6: games with white minus games with black.
pub fn colour_difference(history: &[Colour]) -> i32 {
    history.iter().map(|c| if *c == Colour::White { 1 } else { -1 }).sum()
}

/// What the allocation needs to know about one player of a pair.
#[derive(Clone, Copy, Debug)]
pub struct Side<'a> {
    pub history: &'a [Colour],
    pub pref: Preference,
    pub topscorer: bool,
    /// Position in the ranking used by E.5 (1-based; odd gets the initial colour).
    pub e5_number: u32,
}

/// Which article decided a pair's colours (for explanations).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    E1,
    E2,
    E3,
    E4,
    E5,
}

/// E.1–E.5: the colour of `higher` (the higher-ranked player, A.2) against `lower`.
pub fn allocate(higher: &Side, lower: &Side, initial: Colour) -> (Colour, Rule) {
    let (hp, lp) = (higher.pref, lower.pref);
    match (hp.colour, lp.colour) {
        // E.1 both preferences granted (A.6.d: a player without preference adapts)
        (Some(h), Some(l)) if h != l => return (h, Rule::E1),
        (Some(h), None) => return (h, Rule::E1),
        (None, Some(l)) => return (l.opposite(), Rule::E1),
        _ => {}
    }
    if let (Some(h), Some(_)) = (hp.colour, lp.colour) {
        // E.2 grant the stronger preference; both absolute (topscorers): the wider difference
        if hp.strength != lp.strength {
            return if hp.strength > lp.strength { (h, Rule::E2) } else { (h.opposite(), Rule::E2) };
        }
        if hp.strength == Strength::Absolute {
            let dh = colour_difference(higher.history).abs();
            let dl = colour_difference(lower.history).abs();
            if dh != dl {
                return if dh > dl { (h, Rule::E2) } else { (h.opposite(), Rule::E2) };
            }
        }
    }
    // E.3 alternate to the most recent round in which one had white and the other black
    // (C.04.2.D.5: unplayed rounds ignored, histories aligned on the latest game)
    let (a, b) = (higher.history, lower.history);
    for k in 1..=a.len().min(b.len()) {
        let (ca, cb) = (a[a.len() - k], b[b.len() - k]);
        if ca != cb {
            return (ca.opposite(), Rule::E3);
        }
    }
    // E.4 the higher-ranked player's preference
    if let Some(h) = hp.colour {
        return (h, Rule::E4);
    }
    // E.5 odd number: the initial colour; even: the other one
    let c = if higher.e5_number % 2 == 1 { initial } else { initial.opposite() };
    (c, Rule::E5)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{Black as B, White as W};

    #[test]
    fn preferences_follow_a6() {
        assert_eq!(preference(&[]), Preference { colour: None, strength: Strength::None });
        assert_eq!(preference(&[W]), Preference { colour: Some(B), strength: Strength::Strong });
        assert_eq!(preference(&[W, B]), Preference { colour: Some(W), strength: Strength::Mild });
        assert_eq!(preference(&[B, W, W]), Preference { colour: Some(B), strength: Strength::Absolute });
        assert_eq!(preference(&[W, B, W]), Preference { colour: Some(B), strength: Strength::Strong });
        assert_eq!(preference(&[B, B, W, B]).strength, Strength::Absolute);
    }

    fn side(h: &[Colour], n: u32) -> Side<'_> {
        Side { history: h, pref: preference(h), topscorer: false, e5_number: n }
    }

    #[test]
    fn allocation_follows_e_rules() {
        // E.1
        assert_eq!(allocate(&side(&[B], 1), &side(&[W], 2), W), (W, Rule::E1));
        // E.2: strong (W) beats mild (W) of the higher player
        assert_eq!(allocate(&side(&[W, B], 1), &side(&[B], 2), W), (B, Rule::E2));
        // E.3: same preference and strength, histories differ in the latest round
        assert_eq!(allocate(&side(&[B, W, B], 1), &side(&[B, B, W, W, B], 2), B), (W, Rule::E3));
        // E.4: identical histories
        assert_eq!(allocate(&side(&[B], 1), &side(&[B], 2), W), (W, Rule::E4));
        // E.5
        assert_eq!(allocate(&side(&[], 3), &side(&[], 4), B), (B, Rule::E5));
        assert_eq!(allocate(&side(&[], 2), &side(&[], 4), B), (W, Rule::E5));
    }
}
