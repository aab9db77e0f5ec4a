//! Calendar dates: the proleptic Gregorian calendar as a day count (the integrity log's times,
//! `fide.rs`), and the round dates (TRF 132, `YY/MM/DD`) filled in from the tournament's start
//! and end dates (042, 052), as the rating report needs one date per round.

use torre_core::trf::parse_date;

/// Days since 1970-01-01 of the date `y-m-d`.
pub fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = if m > 2 { m - 3 } else { m + 9 };
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The date (year, month, day) `days` after 1970-01-01.
pub fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + if m <= 2 { 1 } else { 0 }, m, d)
}

/// How the round dates are spread.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spread {
    /// One round every so many days from the start date: 1 a day, 7 a week (a weekly club
    /// event: the start date's weekday every week, across month and year ends).
    Every(u32),
    /// Over the days from the start to the end date: as evenly as whole days allow, more
    /// rounds than days giving double rounds on the first days.
    Period,
}

/// Why the round dates cannot be filled in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DatesProblem {
    NoStart,
    NoEnd,
    EndBeforeStart,
}

/// The dates of rounds 1..=`rounds` in the TRF's `YY/MM/DD`, from the start date (and, for
/// [`Spread::Period`], the end date) as typed in the settings.
pub fn round_dates(start: &str, end: &str, rounds: u32, how: Spread) -> Result<Vec<String>, DatesProblem> {
    let day = |text: &str| parse_date(text, false).map(|(y, m, d)| days_from_civil(y as i64, m as i64, d as i64));
    let first = day(start).ok_or(DatesProblem::NoStart)?;
    let offsets: Vec<i64> = match how {
        Spread::Every(days) => (0..rounds as i64).map(|i| i * days.max(1) as i64).collect(),
        Spread::Period => {
            let last = day(end).ok_or(DatesProblem::NoEnd)?;
            if last < first {
                return Err(DatesProblem::EndBeforeStart);
            }
            let (span, n) = (last - first, rounds as i64);
            (0..n).map(|i| if n > 1 { i * span / (n - 1) } else { 0 }).collect()
        }
    };
    Ok(offsets
        .into_iter()
        .map(|o| {
            let (y, m, d) = civil_from_days(first + o);
            format!("{:02}/{m:02}/{d:02}", y.rem_euclid(100))
        })
        .collect())
}

impl super::Doc {
    /// The rounds that get a date: every round of the tournament (and any dated beyond).
    pub fn dated_rounds(&self) -> u32 {
        let t = &self.tournament;
        self.total_rounds().unwrap_or(0).max(t.rounds_paired()).max(t.info.round_dates.len() as u32)
    }

    /// The round dates filled in from the start (and end) date, and the rounds whose date
    /// typed earlier they would replace.
    pub fn filled_round_dates(&self, how: Spread) -> Result<(Vec<String>, Vec<u32>), DatesProblem> {
        let i = &self.tournament.info;
        let dates = round_dates(&i.start_date, &i.end_date, self.dated_rounds(), how)?;
        let replaced = (1..=dates.len() as u32)
            .filter(|&r| i.round_dates.get(r as usize - 1).is_some_and(|old| !old.trim().is_empty() && *old != dates[r as usize - 1]))
            .collect();
        Ok((dates, replaced))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn day_counts_round_trip() {
        assert_eq!(days_from_civil(1970, 1, 1), 0);
        assert_eq!(days_from_civil(2026, 3, 1) - days_from_civil(2026, 2, 28), 1);
        assert_eq!(days_from_civil(2028, 3, 1) - days_from_civil(2028, 2, 28), 2, "2028 is a leap year");
        for days in [-1000, 0, 20_000, 20_513, 60_000] {
            let (y, m, d) = civil_from_days(days);
            assert_eq!(days_from_civil(y, m, d), days);
        }
    }

    #[test]
    fn one_round_a_day_from_the_start_across_a_month_end() {
        let dates = round_dates("2026/02/27", "", 4, Spread::Every(1)).unwrap();
        assert_eq!(dates, ["26/02/27", "26/02/28", "26/03/01", "26/03/02"]);
    }

    #[test]
    fn one_round_a_week_keeps_the_weekday_across_month_and_year_ends() {
        // Thursday 2026-12-17: the rounds of a weekly club event, into the next year
        let dates = round_dates("2026/12/17", "", 4, Spread::Every(7)).unwrap();
        assert_eq!(dates, ["26/12/17", "26/12/24", "26/12/31", "27/01/07"]);
        let thursday = |d: &str| {
            let n: Vec<i64> = d.split('/').map(|x| x.parse().unwrap()).collect();
            days_from_civil(2000 + n[0], n[1], n[2]).rem_euclid(7) // 1970-01-01 was a Thursday
        };
        assert!(dates.iter().all(|d| thursday(d) == 0), "{dates:?}");
        // across the end of February of a leap year, and of a 30-day month
        assert_eq!(round_dates("2028-02-24", "", 3, Spread::Every(7)).unwrap(), ["28/02/24", "28/03/02", "28/03/09"]);
        assert_eq!(round_dates("2026-04-23", "", 2, Spread::Every(7)).unwrap(), ["26/04/23", "26/04/30"]);
        assert_eq!(round_dates("2026-04-24", "", 2, Spread::Every(7)).unwrap(), ["26/04/24", "26/05/01"]);
        // a chosen interval: every two weeks; 0 days is read as one a day
        assert_eq!(round_dates("2026/01/29", "", 3, Spread::Every(14)).unwrap(), ["26/01/29", "26/02/12", "26/02/26"]);
        assert_eq!(round_dates("2026/01/31", "", 2, Spread::Every(0)).unwrap(), ["26/01/31", "26/02/01"]);
    }

    #[test]
    fn spread_over_the_period_first_and_last_day_double_rounds_first() {
        // 9 rounds from Saturday to Sunday of the next week: one a day
        assert_eq!(round_dates("2026-05-02", "2026-05-10", 9, Spread::Period).unwrap()[8], "26/05/10");
        // 5 rounds over a weekend of 3 days: two double rounds, the last round on the last day
        let dates = round_dates("2026/05/01", "2026/05/03", 5, Spread::Period).unwrap();
        assert_eq!(dates, ["26/05/01", "26/05/01", "26/05/02", "26/05/02", "26/05/03"]);
        // fewer rounds than days: from the first day to the last
        assert_eq!(round_dates("2026/05/01", "2026/05/09", 3, Spread::Period).unwrap(), ["26/05/01", "26/05/05", "26/05/09"]);
        assert_eq!(round_dates("2026/05/01", "2026/05/01", 1, Spread::Period).unwrap(), ["26/05/01"]);
    }

    #[test]
    fn the_doc_fills_every_round_and_names_the_dates_it_replaces() {
        let mut d = super::super::Doc::new(torre_core::Tournament::default());
        d.tournament.total_rounds = Some(3);
        d.tournament.info.start_date = "2026/05/01".into();
        d.tournament.info.round_dates = vec!["26/05/01".into(), "26/05/09".into()];
        let (dates, replaced) = d.filled_round_dates(Spread::Every(1)).unwrap();
        assert_eq!(dates, ["26/05/01", "26/05/02", "26/05/03"]);
        assert_eq!(replaced, [2], "round 1 keeps its date, round 3 had none");
    }

    #[test]
    fn what_is_missing_is_said() {
        assert_eq!(round_dates("", "2026/05/03", 5, Spread::Every(1)), Err(DatesProblem::NoStart));
        assert_eq!(round_dates("2026/05/01", "", 5, Spread::Period), Err(DatesProblem::NoEnd));
        assert_eq!(round_dates("2026/05/03", "2026/05/01", 5, Spread::Period), Err(DatesProblem::EndBeforeStart));
    }
}
