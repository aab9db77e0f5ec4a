//! Which pairing system and which edition of the Dutch rules a TRF declares.
//!
//! * TRF-2026 record `192` (encoded type of tournament): `FIDE_DUTCH_2017` is the 2017 text,
//!   `FIDE_DUTCH_2025` the revised text approved in 2025 and applied from 1 February 2026
//!   (bbpPairings v6 writes that code; `FIDE_DUTCH_2026` is read as the same), a bare
//!   `FIDE_DUTCH` leaves the edition to the dates; a `_BAKU` suffix adds Baku acceleration.
//! * TRF-16 record `092` (type of tournament, free text) when it holds such a code: bbpPairings
//!   v6 writes `092 FIDE_DUTCH_2025`.
//! * Otherwise the dates: a tournament that started (042, else the first date of 132) before
//!   1 February 2026 was paired with the 2017 text.
//! * Otherwise the edition in force: 2026.

use crate::model::*;

/// A parsed tournament type code (192, or 092 when it holds a code).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypeCode {
    /// `None`: a system Torre does not pair (Burstein, round robins, team systems ...).
    pub system: Option<PairingSystem>,
    /// `None`: the code does not name an edition (bare `FIDE_DUTCH`, `FIDE_DUBOV`).
    pub edition: Option<DutchEdition>,
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
    let (system, edition) = match base {
        "FIDE_DUTCH_2017" => (Some(PairingSystem::Dutch), Some(DutchEdition::E2017)),
        "FIDE_DUTCH_2025" | "FIDE_DUTCH_2026" => (Some(PairingSystem::Dutch), Some(DutchEdition::E2026)),
        "FIDE_DUTCH" => (Some(PairingSystem::Dutch), None),
        "FIDE_DUBOV" | "FIDE_DUBOV_2026" => (Some(PairingSystem::Dubov), None),
        _ if base.contains('_') || base.starts_with("FIDE") => (None, None),
        _ => return None,
    };
    Some(TypeCode { system, edition, baku })
}

/// The code Torre writes in 192 for the tournament's system, edition and acceleration.
pub fn type_code(t: &Tournament) -> String {
    let base = match (t.system, t.edition) {
        (PairingSystem::Dutch, DutchEdition::E2017) => "FIDE_DUTCH_2017",
        (PairingSystem::Dutch, DutchEdition::E2026) => "FIDE_DUTCH_2025",
        (PairingSystem::Dubov, _) => "FIDE_DUBOV",
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

/// As [`detect_edition`], `None` when the header says nothing; `use_192: false` ignores 192.
pub fn declared_edition(info: &TournamentInfo, use_192: bool) -> Option<DutchEdition> {
    if use_192 {
        if let Some(e) = stored_type_code(info).and_then(parse_type_code).and_then(|tc| tc.edition) {
            return Some(e);
        }
    }
    if let Some(e) = parse_type_code(&info.kind).and_then(|tc| tc.edition) {
        return Some(e);
    }
    // free text in 092 naming the Dutch system and an edition ("Swiss Dutch 2017")
    let kind = info.kind.to_ascii_uppercase();
    if kind.contains("DUTCH") {
        if kind.contains("2017") {
            return Some(DutchEdition::E2017);
        }
        if kind.contains("2025") || kind.contains("2026") {
            return Some(DutchEdition::E2026);
        }
    }
    let start = parse_date(&info.start_date, false).or_else(|| info.round_dates.iter().find_map(|d| parse_date(d, true)))?;
    Some(if start < EDITION_2026_FROM { DutchEdition::E2017 } else { DutchEdition::E2026 })
}

/// A date as (year, month, day): `YYYY/MM/DD` (also with `-` or `.`), `DD.MM.YYYY`,
/// `DD/MM/YYYY`, and with `short_year` the TRF round-date form `YY/MM/DD`.
pub fn parse_date(text: &str, short_year: bool) -> Option<(u32, u32, u32)> {
    let parts: Vec<&str> = text.trim().split(['/', '-', '.']).collect();
    let [a, b, c] = parts.as_slice() else { return None };
    if ![a, b, c].iter().all(|p| !p.is_empty() && p.len() <= 4 && p.chars().all(|ch| ch.is_ascii_digit())) {
        return None;
    }
    let num = |s: &str| s.parse::<u32>().ok();
    let (y, m, d) = if a.len() == 4 {
        (num(a)?, num(b)?, num(c)?)
    } else if c.len() == 4 {
        (num(c)?, num(b)?, num(a)?)
    } else if short_year && a.len() == 2 {
        (2000 + num(a)?, num(b)?, num(c)?)
    } else {
        return None;
    };
    ((1..=12).contains(&m) && (1..=31).contains(&d) && y >= 1900).then_some((y, m, d))
}
