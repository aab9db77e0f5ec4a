//! Which pairing system and which edition of the Dutch or Dubov rules a TRF declares.
//!
//! * TRF-2026 record `192` (encoded type of tournament, from the ETT26 code table, C.02.03
//!   Annex C): `FIDE_DUTCH_2017` is the 2017 text, `FIDE_DUTCH_2026` the revised text applied
//!   from 1 February 2026. `FIDE_DUTCH_2025` (the TEC draft's spelling of the same text, which
//!   bbpPairings v6 writes) is read as `FIDE_DUTCH_2026`; a bare `FIDE_DUTCH` leaves the
//!   edition to the dates; a `_BAKU` suffix adds Baku acceleration.
//! * TRF-16 record `092` (type of tournament, free text) when it holds such a code: bbpPairings
//!   v6 writes `092 FIDE_DUTCH_2025`.
//! * Otherwise the dates: a tournament that started (042, else the first date of 132) before
//!   1 February 2026 was paired with the 2017 text.
//! * Otherwise the edition in force: 2026.
//!
//! ETT26 names the Dubov and Burstein systems without a year (`FIDE_DUBOV`, `FIDE_BURSTEIN`)
//! and the round robins `FIDE_ROUNDROBIN`, `FIDE_DOUBLEROUNDROBIN` and `BERGER_ROUNDROBIN_Gn`
//! (G1 one cycle, G2 two). The code table itself is not on our reference shelf
//! (../shared/reference/trf-2026.md leaves it out); these names follow the third-party notes
//! that transcribe it and the engines that read it, and are written by [`type_code`]. The Dubov
//! edition is found as the Dutch one: a bare `FIDE_DUBOV` leaves it to the dates (before
//! 1 February 2026: the 2018 text). Only when the dates would say otherwise does Torre write
//! its own `FIDE_DUBOV_2018` or `FIDE_DUBOV_2026` (mirroring `FIDE_DUTCH_2017`), so the file
//! reads back to the edition used; `FIDE_BURSTEIN_2026` is read as `FIDE_BURSTEIN`. Free text
//! in 092 naming Dubov and a year also counts.

use crate::model::*;

/// A parsed tournament type code (192, or 092 when it holds a code).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypeCode {
    /// `None`: a system Torre does not pair (Burstein, round robins, team systems ...).
    pub system: Option<PairingSystem>,
    /// `None`: the code does not name a Dutch edition (bare `FIDE_DUTCH`, any Dubov code).
    pub edition: Option<DutchEdition>,
    /// `None`: the code does not name a Dubov edition (bare `FIDE_DUBOV`, any Dutch code).
    pub dubov_edition: Option<DubovEdition>,
    pub baku: bool,
}

/// The day the revised C.04.3 applies from (1 February 2026), as (year, month, day).
pub const EDITION_2026_FROM: (u32, u32, u32) = (2026, 2, 1);

/// Parse a tournament type code such as `FIDE_DUTCH_2025_BAKU`. `None` if the text is not a
/// code at all (blanks, punctuation): free text in 092 is normal in TRF-16.
pub fn parse_type_code(text: &str) -> Option<TypeCode> {
    let up = text.trim().to_ascii_uppercase();
    if up.is_empty() || !up.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    let (base, baku) = match up.strip_suffix("_BAKU") {
        Some(b) => (b, true),
        None => (up.as_str(), false),
    };
    let (system, edition, dubov_edition) = match base {
        "FIDE_DUTCH_2017" => (Some(PairingSystem::Dutch), Some(DutchEdition::E2017), None),
        "FIDE_DUTCH_2025" | "FIDE_DUTCH_2026" => (Some(PairingSystem::Dutch), Some(DutchEdition::E2026), None),
        "FIDE_DUTCH" => (Some(PairingSystem::Dutch), None, None),
        "FIDE_DUBOV_2018" => (Some(PairingSystem::Dubov), None, Some(DubovEdition::E2018)),
        "FIDE_DUBOV_2026" => (Some(PairingSystem::Dubov), None, Some(DubovEdition::E2026)),
        "FIDE_DUBOV" => (Some(PairingSystem::Dubov), None, None),
        "FIDE_BURSTEIN" | "FIDE_BURSTEIN_2026" => (Some(PairingSystem::Burstein), None, None),
        "BERGER_ROUNDROBIN" | "BERGER_ROUNDROBIN_G1" | "FIDE_ROUNDROBIN" => (Some(PairingSystem::RoundRobin), None, None),
        "BERGER_ROUNDROBIN_G2" | "FIDE_DOUBLEROUNDROBIN" => (Some(PairingSystem::DoubleRoundRobin), None, None),
        _ if base.contains('_') || base.starts_with("FIDE") => (None, None, None),
        _ => return None,
    };
    Some(TypeCode { system, edition, dubov_edition, baku })
}

/// The code Torre writes in 192 (and the generator in 092) for the tournament's system,
/// edition and acceleration: the ETT26 code of the edition actually used (see the module doc).
pub fn type_code(t: &Tournament) -> String {
    let base = match (t.system, t.edition, t.dubov_edition) {
        (PairingSystem::Dutch, DutchEdition::E2017, _) => "FIDE_DUTCH_2017",
        (PairingSystem::Dutch, DutchEdition::E2026, _) => "FIDE_DUTCH_2026",
        // the ETT26 code when the dates give the edition used; Torre's own code otherwise
        (PairingSystem::Dubov, _, e) if declared_dubov_edition(&t.info, false).unwrap_or_default() == e => "FIDE_DUBOV",
        (PairingSystem::Dubov, _, DubovEdition::E2018) => "FIDE_DUBOV_2018",
        (PairingSystem::Dubov, _, DubovEdition::E2026) => "FIDE_DUBOV_2026",
        (PairingSystem::Burstein, _, _) => "FIDE_BURSTEIN",
        (PairingSystem::RoundRobin, _, _) => "FIDE_ROUNDROBIN",
        (PairingSystem::DoubleRoundRobin, _, _) => "FIDE_DOUBLEROUNDROBIN",
    };
    if t.acceleration_method == AccelerationMethod::Baku {
        format!("{base}_BAKU")
    } else {
        base.to_string()
    }
}

/// The 192 code kept in the tournament's header records, if any (the last one wins).
pub fn stored_type_code(info: &TournamentInfo) -> Option<&str> {
    info.other.iter().rev().find(|(c, _)| c == "192").map(|(_, v)| v.trim())
}

/// The Dutch edition a tournament's header declares: 192, then 092, then the dates; 2026 when
/// nothing says otherwise. The TRF reader stores this in `Tournament::edition`; the command
/// line uses it when `--edition` is not given.
pub fn detect_edition(t: &Tournament) -> DutchEdition {
    declared_edition(&t.info, true).unwrap_or_default()
}

/// Where the Dutch edition of a tournament comes from (see the module doc for the order).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditionSource {
    /// TRF-2026 record 192 names it.
    TypeCode192(String),
    /// Record 092 names it (a code such as `FIDE_DUTCH_2025`, or free text such as "Dutch 2017").
    Kind092(String),
    /// The start date (042) or, without one, the first round date (132).
    Date { record: &'static str, text: String },
    /// Nothing says: the edition in force.
    InForce,
}

impl EditionSource {
    /// Whether the file names the edition itself (192 or 092) rather than leaving it to a
    /// date or to the default.
    pub fn is_explicit(&self) -> bool {
        matches!(self, EditionSource::TypeCode192(_) | EditionSource::Kind092(_))
    }

    /// Why `edition` was chosen, in words ("the start date (042) "Jun 26, 2020" is before
    /// 1 February 2026").
    pub fn reason(&self, edition: DutchEdition) -> String {
        match self {
            EditionSource::TypeCode192(v) => format!("192 says {v:?}"),
            EditionSource::Kind092(v) => format!("092 says {v:?}"),
            EditionSource::Date { record, text } => {
                let when = if edition == DutchEdition::E2017 { "before" } else { "on or after" };
                format!("the {} ({record}) {text:?} is {when} 1 February 2026, when the revised C.04.3 took effect", if *record == "042" { "start date" } else { "first round date" })
            }
            EditionSource::InForce => "neither 192, 092 nor a readable start date (042) or round date (132) says otherwise, so the edition in force".to_string(),
        }
    }
}

/// The pairing system a tournament's header names: a code in 192, else in 092 (free text in
/// 092 does not count). `None` for a TRF-16 file, which has no field for it: whoever reads it
/// must be told the system (the reader assumes the Dutch system).
pub fn declared_system(info: &TournamentInfo) -> Option<PairingSystem> {
    let of = |code: &str| parse_type_code(code).and_then(|tc| tc.system);
    stored_type_code(info).and_then(of).or_else(|| of(&info.kind))
}

/// As [`detect_edition`], `None` when the header says nothing; `use_192: false` ignores 192.
pub fn declared_edition(info: &TournamentInfo, use_192: bool) -> Option<DutchEdition> {
    edition_with_source(info, use_192).map(|(e, _)| e)
}

/// The Dutch edition the header declares and where that comes from; `None` when nothing says.
pub fn edition_with_source(info: &TournamentInfo, use_192: bool) -> Option<(DutchEdition, EditionSource)> {
    // free text in 092 naming the Dutch system and an edition ("Swiss Dutch 2017")
    let years = [("2017", DutchEdition::E2017), ("2025", DutchEdition::E2026), ("2026", DutchEdition::E2026)];
    declared(info, use_192, |tc| tc.edition, "DUTCH", &years, [DutchEdition::E2017, DutchEdition::E2026])
}

/// The Dubov edition a tournament's header declares (as [`detect_edition`]); 2026 when
/// nothing says otherwise. The TRF reader stores it in `Tournament::dubov_edition`.
pub fn detect_dubov_edition(t: &Tournament) -> DubovEdition {
    detect_dubov_edition_with_source(&t.info).0
}

/// [`detect_dubov_edition`] with where it comes from (what the app and the CLI report).
pub fn detect_dubov_edition_with_source(info: &TournamentInfo) -> (DubovEdition, EditionSource) {
    dubov_edition_with_source(info, true).unwrap_or((DubovEdition::default(), EditionSource::InForce))
}

/// As [`declared_edition`], for the Dubov texts ("Dubov 2018" as free text in 092).
pub fn declared_dubov_edition(info: &TournamentInfo, use_192: bool) -> Option<DubovEdition> {
    dubov_edition_with_source(info, use_192).map(|(e, _)| e)
}

/// [`declared_dubov_edition`] with where it comes from.
fn dubov_edition_with_source(info: &TournamentInfo, use_192: bool) -> Option<(DubovEdition, EditionSource)> {
    let years = [("2018", DubovEdition::E2018), ("2026", DubovEdition::E2026)];
    declared(info, use_192, |tc| tc.dubov_edition, "DUBOV", &years, [DubovEdition::E2018, DubovEdition::E2026])
}

/// The edition a header declares and where that comes from: the code in 192 (`use_192`),
/// then in 092 (`of_code` reads the system's edition from a code), then 092 free text naming
/// `system` and one of the `years`, then the start date: `by_date[0]` before 1 February 2026,
/// `by_date[1]` from then.
fn declared<E: Copy>(info: &TournamentInfo, use_192: bool, of_code: fn(&TypeCode) -> Option<E>, system: &str, years: &[(&str, E)], by_date: [E; 2]) -> Option<(E, EditionSource)> {
    if use_192 {
        if let Some(code) = stored_type_code(info) {
            if let Some(e) = parse_type_code(code).as_ref().and_then(of_code) {
                return Some((e, EditionSource::TypeCode192(code.to_string())));
            }
        }
    }
    let kind_source = || EditionSource::Kind092(info.kind.clone());
    if let Some(e) = parse_type_code(&info.kind).as_ref().and_then(of_code) {
        return Some((e, kind_source()));
    }
    let kind = info.kind.to_ascii_uppercase();
    if kind.contains(system) {
        if let Some(&(_, e)) = years.iter().find(|(y, _)| kind.contains(y)) {
            return Some((e, kind_source()));
        }
    }
    // 042 in the short TRF form YY/MM/DD too, as Gacrux's generator writes it ("26/11/23")
    let (start, source) = match parse_date(&info.start_date, true) {
        Some(d) => (d, EditionSource::Date { record: "042", text: info.start_date.clone() }),
        None => {
            let (d, text) = info.round_dates.iter().find_map(|d| parse_date(d, true).map(|x| (x, d)))?;
            (d, EditionSource::Date { record: "132", text: text.clone() })
        }
    };
    Some((by_date[usize::from(start >= EDITION_2026_FROM)], source))
}

/// [`detect_edition`] with its source: what the command line reports when the file does not
/// name the edition.
pub fn detect_edition_with_source(info: &TournamentInfo) -> (DutchEdition, EditionSource) {
    edition_with_source(info, true).unwrap_or((DutchEdition::default(), EditionSource::InForce))
}

/// English month names and their usual abbreviations (as tournament programs and servers
/// export them: `Jun 26, 2020`, `26 June 2020`, `26-Jun-2020`).
const MONTHS: [&str; 12] = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

fn month_name(word: &str) -> Option<u32> {
    let w = word.to_ascii_lowercase();
    if w.len() < 3 || !w.chars().all(|c| c.is_ascii_alphabetic()) {
        return None;
    }
    let full = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
    let by_prefix = MONTHS.iter().position(|m| w.starts_with(m))?;
    // an abbreviation (Jun, Sept) or the full name, nothing else starting the same way
    (full[by_prefix].starts_with(w.as_str()) || w == "sept").then_some(by_prefix as u32 + 1)
}

/// A date as (year, month, day), in the forms tournament files use: `YYYY/MM/DD` (also with
/// `-` or `.`, and ISO 8601 with a time after `T`), `DD.MM.YYYY`, `DD/MM/YYYY`, `DD-MM-YYYY`,
/// blanks after the separators (`28. 07. 2005`), `MM/DD/YYYY` when the day is over 12, month
/// names (`Jun 26, 2020`, `26 June 2020`, `26-Jun-2020`), and with `short_year` the TRF
/// round-date form `YY/MM/DD`.
pub fn parse_date(text: &str, short_year: bool) -> Option<(u32, u32, u32)> {
    let text = text.trim();
    // ISO 8601 date-time: the date part
    let text = match text.split_once('T') {
        Some((d, _)) if d.len() == 10 && d.as_bytes()[4] == b'-' => d,
        _ => text,
    };
    let parts: Vec<&str> = text.split(|c: char| !c.is_ascii_alphanumeric()).filter(|p| !p.is_empty()).collect();
    let [a, b, c] = parts.as_slice() else { return None };
    let digits = |p: &str| p.len() <= 4 && p.chars().all(|ch| ch.is_ascii_digit());
    let num = |s: &str| s.parse::<u32>().ok();
    let (y, m, d) = if let Some(m) = month_name(a) {
        // Jun 26, 2020
        (digits(b) && digits(c) && c.len() == 4).then_some(())?;
        (num(c)?, m, num(b)?)
    } else if let Some(m) = month_name(b) {
        // 26 June 2020
        (digits(a) && digits(c) && c.len() == 4).then_some(())?;
        (num(c)?, m, num(a)?)
    } else {
        if ![a, b, c].iter().all(|p| digits(p)) {
            return None;
        }
        if a.len() == 4 {
            (num(a)?, num(b)?, num(c)?)
        } else if c.len() == 4 {
            let (first, second) = (num(a)?, num(b)?);
            // DD.MM.YYYY, unless only MM/DD/YYYY makes sense
            if second > 12 && first <= 12 {
                (num(c)?, first, second)
            } else {
                (num(c)?, second, first)
            }
        } else if short_year && a.len() == 2 {
            (2000 + num(a)?, num(b)?, num(c)?)
        } else {
            return None;
        }
    };
    ((1..=12).contains(&m) && (1..=31).contains(&d) && y >= 1900).then_some((y, m, d))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn info(kind: &str, code_192: Option<&str>) -> TournamentInfo {
        let mut i = TournamentInfo { kind: kind.into(), ..Default::default() };
        if let Some(c) = code_192 {
            i.other.push(("192".into(), c.into()));
        }
        i
    }

    /// The system a file names: 192 first, then a code in 092; free text and TRF-16 files name none.
    #[test]
    fn declared_system_reads_192_then_a_code_in_092() {
        assert_eq!(declared_system(&info("", Some("FIDE_DUBOV"))), Some(PairingSystem::Dubov));
        assert_eq!(declared_system(&info("FIDE_DUTCH_2025", Some("FIDE_BURSTEIN"))), Some(PairingSystem::Burstein));
        assert_eq!(declared_system(&info("FIDE_DUTCH_2025", None)), Some(PairingSystem::Dutch));
        assert_eq!(declared_system(&info("", Some("FIDE_DOUBLEROUNDROBIN"))), Some(PairingSystem::DoubleRoundRobin));
        assert_eq!(declared_system(&info("Swiss Dutch 2017", None)), None);
        assert_eq!(declared_system(&info("", None)), None);
    }
}
