//! A.5 colour differences and colour preferences.
use crate::model::Colour;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Strength {
    /// A.5.c / A.5.d
    Mild,
    /// A.5.b
    Strong,
    /// A.5.a
    Absolute,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preference {
    pub colour: Colour,
    pub strength: Strength,
}

impl Preference {
    pub fn is_absolute(&self) -> bool {
        self.strength == Strength::Absolute
    }
}

/// A.5: the colour preference from the colours of the games played over the board, oldest first.
pub fn preference(history: &[Colour]) -> Preference {
    let whites = history.iter().filter(|c| **c == Colour::White).count() as i32;
    let diff = whites - (history.len() as i32 - whites);
    // A.5.d: players who did not play any games have a mild preference for black.
    let Some(&last) = history.last() else { return Preference { colour: Colour::Black, strength: Strength::Mild } };
    // A.5.a: absolute, colour difference first, then the last two games.
    if diff > 1 {
        return Preference { colour: Colour::Black, strength: Strength::Absolute };
    }
    if diff < -1 {
        return Preference { colour: Colour::White, strength: Strength::Absolute };
    }
    let n = history.len();
    if n >= 2 && history[n - 2] == last {
        return Preference { colour: last.opposite(), strength: Strength::Absolute };
    }
    // A.5.b: strong
    if diff == 1 {
        return Preference { colour: Colour::Black, strength: Strength::Strong };
    }
    if diff == -1 {
        return Preference { colour: Colour::White, strength: Strength::Strong };
    }
    // A.5.c: mild, alternate with the previous game
    Preference { colour: last.opposite(), strength: Strength::Mild }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::*;
    #[test]
    fn a5_examples() {
        assert_eq!(preference(&[]), Preference { colour: Black, strength: Strength::Mild });
        assert_eq!(preference(&[White]), Preference { colour: Black, strength: Strength::Strong });
        assert_eq!(preference(&[White, Black]), Preference { colour: White, strength: Strength::Mild });
        assert_eq!(preference(&[Black, White, White]), Preference { colour: Black, strength: Strength::Absolute });
        assert_eq!(preference(&[White, Black, White, White, Black, White]), Preference { colour: Black, strength: Strength::Absolute });
    }
}
