//! The rules' editions and the tie-break settings of a tournament, as the app keeps them:
//! the tie-break list (`Tournament::tiebreaks`, TRF 202), the C.07 edition (the one in force
//! on the start date unless the arbiter chose one), the rating given to unrated players
//! (C.07 2026 Art. 10), and the Dubov edition (the file's 192/092 or the start date unless the
//! arbiter chose one). Pure Rust: the views read these and show the reasons in words.

use super::Doc;
use serde::{Deserialize, Serialize};
use torre_core::tiebreak::{self, Edition, Options, TieBreak, TieBreakError};
use torre_core::trf::{self, EditionSource};
use torre_core::DubovEdition;

/// Tie-break settings kept with the document (the list itself is in the tournament).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TieBreakSettings {
    /// The C.07 edition the arbiter chose; `None`: the one in force on the start date.
    #[serde(default)]
    pub edition: Option<Edition>,
    /// The rating unrated players count with in rating-based tie-breaks, as the Chief Arbiter
    /// publishes it before the start (2026 Art. 10); `None`: those tie-breaks are dropped when
    /// unrated players are present.
    #[serde(default)]
    pub unrated_rating: Option<u32>,
}

/// Why the standings follow their C.07 edition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditionWhy {
    /// The arbiter chose it in the settings.
    Chosen,
    /// The edition in force on the start date (042).
    StartDate(String),
    /// No start date: the latest edition.
    NoStartDate,
    /// A start date that cannot be read: the latest edition.
    UnreadableDate(String),
}

impl Doc {
    /// The C.07 edition of the standings, and why.
    pub fn tiebreak_edition(&self) -> (Edition, EditionWhy) {
        if let Some(e) = self.tiebreak.edition {
            return (e, EditionWhy::Chosen);
        }
        // as Edition::of_tournament, with the reason as data for the app's words
        let text = self.tournament.info.start_date.trim().to_string();
        match trf::parse_date(&text, false) {
            Some(date) => (Edition::in_force_on(date), EditionWhy::StartDate(text)),
            None if text.is_empty() => (Edition::LATEST, EditionWhy::NoStartDate),
            None => (Edition::LATEST, EditionWhy::UnreadableDate(text)),
        }
    }

    /// The options every standings computation of the app uses (a round robin's too: C.07
    /// Art. 8's note and the round-robin rules of the tie-breaks follow `round_robin`).
    pub fn tiebreak_options(&self) -> Options {
        Options { edition: self.tiebreak_edition().0, unrated_rating: self.tiebreak.unrated_rating, round_robin: self.is_round_robin(), ..Options::default() }
    }

    /// The tournament's tie-break list, parsed; a round robin's with a Buchholz-family code
    /// is refused (C.07 Art. 8 note), as in the CLI.
    pub fn tiebreak_list(&self) -> Result<Vec<TieBreak>, TieBreakError> {
        let list = tiebreak::standings::tournament_tiebreaks(&self.tournament)?;
        tiebreak::standings::check_round_robin_list(&list, self.is_round_robin())?;
        Ok(list)
    }

    /// Where the Dubov edition comes from: `None` when the arbiter chose it.
    pub fn dubov_edition_source(&self) -> Option<EditionSource> {
        (!self.dubov_edition_chosen).then(|| trf::detect_dubov_edition_with_source(&self.tournament.info).1)
    }

    /// Choose the Dubov edition (`Some`), or let it follow the file and the start date.
    pub fn set_dubov_edition(&mut self, chosen: Option<DubovEdition>) {
        self.dubov_edition_chosen = chosen.is_some();
        match chosen {
            Some(e) => self.tournament.dubov_edition = e,
            None => self.follow_dubov_edition(),
        }
    }

    /// Unless the arbiter chose it, the Dubov edition follows the header (192, 092, start date):
    /// called after the header changes.
    pub fn follow_dubov_edition(&mut self) {
        if !self.dubov_edition_chosen {
            self.tournament.dubov_edition = trf::detect_dubov_edition(&self.tournament);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use torre_core::Tournament;

    fn doc(start: &str) -> Doc {
        let mut t = Tournament::default();
        t.info.start_date = start.into();
        Doc::new(t)
    }

    #[test]
    fn the_edition_follows_the_start_date_unless_chosen() {
        assert_eq!(doc("2025/10/01").tiebreak_edition(), (Edition::C07_2024_08, EditionWhy::StartDate("2025/10/01".into())));
        assert_eq!(doc("").tiebreak_edition(), (Edition::C07_2026, EditionWhy::NoStartDate));
        assert_eq!(doc("soon").tiebreak_edition().1, EditionWhy::UnreadableDate("soon".into()));
        let mut d = doc("2023/10/01");
        assert_eq!(d.tiebreak_options().edition, Edition::C07_2023);
        d.tiebreak.edition = Some(Edition::C07_2026);
        d.tiebreak.unrated_rating = Some(1400);
        assert_eq!(d.tiebreak_edition(), (Edition::C07_2026, EditionWhy::Chosen));
        assert_eq!(d.tiebreak_options().unrated_rating, Some(1400));
    }

    #[test]
    fn the_dubov_edition_follows_the_start_date_unless_chosen() {
        let mut d = doc("2025/05/01");
        d.follow_dubov_edition();
        assert_eq!(d.tournament.dubov_edition, DubovEdition::E2018);
        d.set_dubov_edition(Some(DubovEdition::E2026));
        d.tournament.info.start_date = "2024/01/01".into();
        d.follow_dubov_edition();
        assert_eq!(d.tournament.dubov_edition, DubovEdition::E2026);
        assert_eq!(d.dubov_edition_source(), None);
        d.set_dubov_edition(None);
        assert_eq!(d.tournament.dubov_edition, DubovEdition::E2018);
    }
}
