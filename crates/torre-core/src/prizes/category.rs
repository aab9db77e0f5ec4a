//! Prize categories: women, age groups from the birth year, rating bands, unrated players.
//! A player belongs to a category when every condition set in it holds.

use crate::{Player, PlayerId, Score, Tournament};
use serde::{Deserialize, Serialize};

/// An age group, counted from the birth year only (as youth and senior categories are: a
/// player's age "in" the tournament's year is that year minus the birth year).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Age {
    /// Under N ("U16"): born in the year `year - N` or later (turning at most N that year).
    Under(u32),
    /// N and over ("S65", "50+"): born in the year `year - N` or earlier.
    AtLeast(u32),
}

impl Age {
    pub fn admits(self, birth_year: i32, year: i32) -> bool {
        let age = year - birth_year;
        match self {
            Age::Under(n) => age <= n as i32,
            Age::AtLeast(n) => age >= n as i32,
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Category {
    pub name: String,
    /// Women only (sex `w` in the player's record).
    #[serde(default)]
    pub women: bool,
    #[serde(default)]
    pub age: Option<Age>,
    /// Rating band: rating at least this.
    #[serde(default)]
    pub rating_from: Option<u32>,
    /// Rating band: rating below this ("U1800" = below 1800).
    #[serde(default)]
    pub rating_below: Option<u32>,
    /// Unrated players only.
    #[serde(default)]
    pub unrated: bool,
    /// Unrated players also count in the rating band (as rating 0).
    #[serde(default)]
    pub band_includes_unrated: bool,
}

/// The birth year of a record written `YYYY/MM/DD`, `YYYY-MM-DD` or `YYYY`.
pub fn birth_year(birth: &str) -> Option<i32> {
    let y = birth.trim().get(..4)?;
    y.parse().ok().filter(|y| *y > 1800)
}

impl Category {
    /// Whether `p` belongs to the category in the tournament year `year`. A player without a
    /// birth year is in no age group.
    pub fn admits(&self, p: &Player, year: i32) -> bool {
        if self.women && p.sex != Some('w') {
            return false;
        }
        if let Some(age) = self.age {
            match birth_year(&p.birth) {
                Some(b) if age.admits(b, year) => {}
                _ => return false,
            }
        }
        if self.unrated && p.rating.is_some() {
            return false;
        }
        if self.rating_from.is_some() || self.rating_below.is_some() {
            let r = match p.rating {
                Some(r) => r,
                None if self.band_includes_unrated => 0,
                None => return false,
            };
            if self.rating_from.is_some_and(|f| r < f) || self.rating_below.is_some_and(|b| r >= b) {
                return false;
            }
        }
        true
    }
}

/// The year a tournament is played in: its start date (042), else `fallback` (today).
pub fn tournament_year(t: &Tournament, fallback: i32) -> i32 {
    birth_year(&t.info.start_date).unwrap_or(fallback)
}

/// A category's ranking: the tournament's standings (`overall`, best first) keeping only the
/// category's players, in the same order.
pub fn ranking(t: &Tournament, overall: &[(PlayerId, Score)], c: &Category, year: i32) -> Vec<(PlayerId, Score)> {
    overall.iter().copied().filter(|(id, _)| t.player(*id).is_some_and(|p| c.admits(p, year))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player(sex: Option<char>, birth: &str, rating: Option<u32>) -> Player {
        Player { sex, birth: birth.into(), rating, ..Player::default() }
    }

    #[test]
    fn age_groups_count_from_the_birth_year() {
        let u16 = Category { age: Some(Age::Under(16)), ..Category::default() };
        assert!(u16.admits(&player(None, "2010/12/31", None), 2026));
        assert!(!u16.admits(&player(None, "2009/01/01", None), 2026));
        assert!(!u16.admits(&player(None, "", None), 2026), "no birth year: in no age group");
        let s65 = Category { age: Some(Age::AtLeast(65)), ..Category::default() };
        assert!(s65.admits(&player(None, "1961", None), 2026));
        assert!(!s65.admits(&player(None, "1962", None), 2026));
    }

    #[test]
    fn women_bands_and_unrated() {
        let w = Category { women: true, ..Category::default() };
        assert!(w.admits(&player(Some('w'), "", None), 2026));
        assert!(!w.admits(&player(Some('m'), "", None), 2026));
        let band = Category { rating_from: Some(1600), rating_below: Some(1800), ..Category::default() };
        assert!(band.admits(&player(None, "", Some(1600)), 2026));
        assert!(!band.admits(&player(None, "", Some(1800)), 2026));
        assert!(!band.admits(&player(None, "", None), 2026));
        let u1800 = Category { rating_below: Some(1800), band_includes_unrated: true, ..Category::default() };
        assert!(u1800.admits(&player(None, "", None), 2026));
        let unrated = Category { unrated: true, ..Category::default() };
        assert!(unrated.admits(&player(None, "", None), 2026));
        assert!(!unrated.admits(&player(None, "", Some(1000)), 2026));
    }

    #[test]
    fn a_category_ranking_keeps_the_standings_order() {
        let mut t = Tournament::default();
        for (i, sex) in [Some('m'), Some('w'), Some('m'), Some('w')].into_iter().enumerate() {
            t.players.push(Player { id: i as u32 + 1, sex, ..Player::default() });
        }
        let overall = [(3, Score(30)), (4, Score(25)), (1, Score(20)), (2, Score(20))];
        let w = Category { women: true, ..Category::default() };
        assert_eq!(ranking(&t, &overall, &w, 2026), vec![(4, Score(25)), (2, Score(20))]);
    }
}
