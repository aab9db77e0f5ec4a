//! Points, kept as whole tenths so that sums and comparisons are exact.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::{Add, AddAssign, Neg, Sub};

/// A number of points in tenths (1.5 points = `Score(15)`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Score(pub i32);

impl Score {
    pub const ZERO: Score = Score(0);
    pub const HALF: Score = Score(5);
    pub const ONE: Score = Score(10);

    pub fn tenths(self) -> i32 {
        self.0
    }

    /// Parse "1", "1.5", "0.5", ".5", "-1.0" (at most one decimal).
    pub fn parse(text: &str) -> Option<Score> {
        let t = text.trim();
        if t.is_empty() {
            return None;
        }
        let (neg, t) = match t.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, t),
        };
        let (int, frac) = match t.split_once('.') {
            Some((i, f)) => (i, f),
            None => (t, ""),
        };
        if int.is_empty() && frac.is_empty() {
            return None;
        }
        if !int.chars().all(|c| c.is_ascii_digit()) || !frac.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        if int.len() > 6 || frac.len() > 1 {
            // more than one decimal: accept trailing zeros only ("1.50")
            if frac.len() > 1 && frac[1..].chars().all(|c| c == '0') && int.len() <= 6 {
                let whole: i32 = if int.is_empty() { 0 } else { int.parse().ok()? };
                let tenth: i32 = frac[..1].parse().ok()?;
                let v = whole * 10 + tenth;
                return Some(Score(if neg { -v } else { v }));
            }
            return None;
        }
        let whole: i32 = if int.is_empty() { 0 } else { int.parse().ok()? };
        let tenth: i32 = if frac.is_empty() { 0 } else { frac.parse().ok()? };
        let v = whole * 10 + tenth;
        Some(Score(if neg { -v } else { v }))
    }

    pub fn as_f64(self) -> f64 {
        self.0 as f64 / 10.0
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let a = self.0.abs();
        write!(f, "{sign}{}.{}", a / 10, a % 10)
    }
}

impl Add for Score {
    type Output = Score;
    fn add(self, o: Score) -> Score {
        Score(self.0 + o.0)
    }
}
impl AddAssign for Score {
    fn add_assign(&mut self, o: Score) {
        self.0 += o.0;
    }
}
impl Sub for Score {
    type Output = Score;
    fn sub(self, o: Score) -> Score {
        Score(self.0 - o.0)
    }
}
impl Neg for Score {
    type Output = Score;
    fn neg(self) -> Score {
        Score(-self.0)
    }
}
impl std::iter::Sum for Score {
    fn sum<I: Iterator<Item = Score>>(iter: I) -> Score {
        Score(iter.map(|s| s.0).sum())
    }
}

#[cfg(test)]
mod tests {
    use super::Score;
    #[test]
    fn parse_and_print() {
        assert_eq!(Score::parse("1.5"), Some(Score(15)));
        assert_eq!(Score::parse(" 10"), Some(Score(100)));
        assert_eq!(Score::parse(".5"), Some(Score(5)));
        assert_eq!(Score::parse("1.50"), Some(Score(15)));
        assert_eq!(Score::parse("1.55"), None);
        assert_eq!(Score::parse("x"), None);
        assert_eq!(Score::parse(""), None);
        assert_eq!(Score(15).to_string(), "1.5");
        assert_eq!(Score(-5).to_string(), "-0.5");
    }
}
