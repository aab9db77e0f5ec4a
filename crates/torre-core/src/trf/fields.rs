//! What a player record (`001`) can hold, checked before a player is registered (TRF-16 and
//! TRF-2026 player section, columns 10-79): the title from the FIDE list (11-13: GM, IM, WGM,
//! FM, WIM, CM, WFM, WCM), the name "Lastname, Firstname" in 33 columns (15-47), a rating of at
//! most four digits (49-52), the 3-letter FIDE federation code (54-56), the FIDE number, digits
//! in 11 columns (58-68), the birth date `YYYY/MM/DD` (70-79; a year alone is common and kept).
//!
//! Each check says what is wrong with one field ([`Problem`]); [`Problem::is_error`] tells what
//! the file cannot hold at all (refused) from what it holds with a loss or a doubt (a name
//! longer than the field is kept by the app and shortened in the file; a federation code that
//! is not on FIDE's list may be a new one).

/// The FIDE titles the TRF title field lists (columns 11-13).
pub const TITLES: [&str; 8] = ["GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM"];

/// Width of the name field (columns 15-47).
pub const NAME_WIDTH: usize = 33;

/// The 3-letter codes of FIDE's member federations, and `FID` (players under the FIDE flag).
pub const FEDERATIONS: [&str; 200] = [
    "AFG", "ALB", "ALG", "AND", "ANG", "ANT", "ARG", "ARM", "ARU", "AUS", "AUT", "AZE", "BAH", "BAN", "BAR", "BDI", "BEL", "BER", "BHU", "BIH",
    "BIZ", "BLR", "BOL", "BOT", "BRA", "BRN", "BRU", "BUL", "BUR", "CAF", "CAM", "CAN", "CAY", "CHA", "CHI", "CHN", "CIV", "CMR", "COD", "COL",
    "COM", "CPV", "CRC", "CRO", "CUB", "CYP", "CZE", "DEN", "DJI", "DMA", "DOM", "ECU", "EGY", "ENG", "ERI", "ESA", "ESP", "EST", "ETH", "FAI",
    "FID", "FIJ", "FIN", "FRA", "GAB", "GAM", "GCI", "GEO", "GEQ", "GER", "GHA", "GRE", "GRN", "GUA", "GUM", "GUY", "HAI", "HKG", "HON", "HUN",
    "INA", "IND", "IOM", "IRI", "IRL", "IRQ", "ISL", "ISR", "ISV", "ITA", "IVB", "JAM", "JCI", "JOR", "JPN", "KAZ", "KEN", "KGZ", "KOR", "KOS",
    "KSA", "KUW", "LAO", "LAT", "LBA", "LBN", "LBR", "LCA", "LES", "LIE", "LTU", "LUX", "MAC", "MAD", "MAR", "MAS", "MAW", "MDA", "MDV", "MEX",
    "MGL", "MKD", "MLI", "MLT", "MNC", "MNE", "MOZ", "MRI", "MTN", "MYA", "NAM", "NCA", "NED", "NEP", "NGR", "NIG", "NOR", "NRU", "NZL", "OMA",
    "PAK", "PAN", "PAR", "PER", "PHI", "PLE", "PLW", "PNG", "POL", "POR", "PUR", "QAT", "ROU", "RSA", "RUS", "RWA", "SCO", "SEN", "SEY", "SGP",
    "SKN", "SLE", "SLO", "SMR", "SOL", "SOM", "SRB", "SRI", "SSD", "STP", "SUD", "SUI", "SUR", "SVK", "SWE", "SWZ", "SYR", "TAN", "THA", "TJK",
    "TKM", "TLS", "TOG", "TPE", "TTO", "TUN", "TUR", "UAE", "UGA", "UKR", "URU", "USA", "UZB", "VAN", "VEN", "VIE", "VIN", "WLS", "YEM", "ZAM",
];

/// What is wrong with one field of a player record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Not one of [`TITLES`].
    UnknownTitle(String),
    /// Longer than the 33 columns: kept by the app, shortened in the file (a warning).
    NameTooLong { chars: usize },
    /// Not a whole number of at most four digits (0 means unrated).
    RatingNotNumber(String),
    /// Not three letters.
    FederationNotCode(String),
    /// Three letters, but not a FIDE federation (a warning: the list may have grown).
    UnknownFederation(String),
    /// Not digits, or more than 11 of them.
    FideIdNotNumber(String),
    /// Neither `YYYY` nor `YYYY/MM/DD` (also with `-` or `.`) with a real month and day.
    BirthNotDate(String),
    /// Not a sex the file can write (`m` or `w`).
    SexNotCode(String),
}

impl Problem {
    /// The file cannot hold the value (refused), as opposed to a warning.
    pub fn is_error(&self) -> bool {
        !matches!(self, Problem::NameTooLong { .. } | Problem::UnknownFederation(_))
    }
}

/// The one- and two-letter title codes of older files (TRF06: g m wg f wm c wf wc), in
/// [`TITLES`] order.
const SHORT_TITLES: [&str; 8] = ["G", "M", "WG", "F", "WM", "C", "WF", "WC"];

/// The title as the file writes it (upper case, the short codes of older files spelled out;
/// `None` for blank), or the problem.
pub fn title(text: &str) -> Result<Option<String>, Problem> {
    let t = text.trim().to_ascii_uppercase();
    if t.is_empty() {
        return Ok(None);
    }
    let known = TITLES.iter().zip(SHORT_TITLES).find(|(long, short)| **long == t || *short == t);
    known.map(|(long, _)| Some(long.to_string())).ok_or_else(|| Problem::UnknownTitle(text.trim().to_string()))
}

/// A name longer than the field (the app keeps it; the file gets its first 33 characters).
pub fn name(text: &str) -> Option<Problem> {
    let chars = text.trim().chars().count();
    (chars > NAME_WIDTH).then_some(Problem::NameTooLong { chars })
}

/// The rating (`None` for blank or 0: unrated), or the problem.
pub fn rating(text: &str) -> Result<Option<u32>, Problem> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    if t.len() > 4 || !t.chars().all(|c| c.is_ascii_digit()) {
        return Err(Problem::RatingNotNumber(t.to_string()));
    }
    Ok(t.parse::<u32>().ok().filter(|&r| r > 0))
}

/// The federation code in upper case (blank allowed), and a warning when it is not on
/// FIDE's list; `Err` when it is not three letters.
pub fn federation(text: &str) -> Result<(String, Option<Problem>), Problem> {
    let t = text.trim().to_ascii_uppercase();
    if t.is_empty() {
        return Ok((t, None));
    }
    if t.len() != 3 || !t.chars().all(|c| c.is_ascii_alphabetic()) {
        return Err(Problem::FederationNotCode(text.trim().to_string()));
    }
    let warning = (!FEDERATIONS.contains(&t.as_str())).then(|| Problem::UnknownFederation(t.clone()));
    Ok((t, warning))
}

/// The FIDE number (digits, at most 11 with the reserve), or the problem.
pub fn fide_id(text: &str) -> Result<String, Problem> {
    let t = text.trim();
    if t.len() > 11 || !t.chars().all(|c| c.is_ascii_digit()) {
        return Err(Problem::FideIdNotNumber(t.to_string()));
    }
    Ok(t.to_string())
}

/// The sex as the file writes it (TRF: `m` or `w`): `m`, `w` or `f` in either case, or the word
/// (male, man, female, woman; Italian maschio, femmina, donna); empty is none.
pub fn sex(text: &str) -> Result<Option<char>, Problem> {
    match text.trim().to_lowercase().as_str() {
        "" => Ok(None),
        "m" | "male" | "man" | "maschio" => Ok(Some('m')),
        "w" | "f" | "female" | "woman" | "femmina" | "donna" => Ok(Some('w')),
        _ => Err(Problem::SexNotCode(text.trim().to_string())),
    }
}

/// The birth date as the file writes it: `YYYY` or `YYYY/MM/DD` (from `-` or `.` too).
pub fn birth(text: &str) -> Result<String, Problem> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(String::new());
    }
    let bad = || Problem::BirthNotDate(t.to_string());
    let parts: Vec<&str> = t.split(['/', '-', '.']).collect();
    let num = |p: &str, len: usize| (p.len() == len && p.chars().all(|c| c.is_ascii_digit())).then(|| p.parse::<u32>().ok()).flatten();
    let year = num(parts[0], 4).filter(|y| (1900..=2099).contains(y)).ok_or_else(bad)?;
    match parts.as_slice() {
        [_] => Ok(year.to_string()),
        [_, m, d] => {
            let m = num(m, 2).filter(|m| (1..=12).contains(m)).ok_or_else(bad)?;
            let d = num(d, 2).filter(|d| (1..=31).contains(d)).ok_or_else(bad)?;
            Ok(format!("{year}/{m:02}/{d:02}"))
        }
        _ => Err(bad()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_from_the_fide_list_in_upper_case() {
        assert_eq!(title(" wgm "), Ok(Some("WGM".into())));
        assert_eq!(title(""), Ok(None));
        assert_eq!(title("g"), Ok(Some("GM".into())));
        assert_eq!(title("wf"), Ok(Some("WFM".into())));
        assert_eq!(title("Dr"), Err(Problem::UnknownTitle("Dr".into())));
        assert_eq!(title("AGM"), Err(Problem::UnknownTitle("AGM".into())));
    }

    #[test]
    fn names_longer_than_the_field_are_a_warning() {
        assert_eq!(name("Rossi, Mario"), None);
        let long = "x".repeat(95);
        assert_eq!(name(&long), Some(Problem::NameTooLong { chars: 95 }));
        assert!(!name(&long).unwrap().is_error());
    }

    #[test]
    fn ratings_are_four_digits_and_0_is_unrated() {
        assert_eq!(rating("2400"), Ok(Some(2400)));
        assert_eq!(rating("0"), Ok(None));
        assert_eq!(rating(""), Ok(None));
        assert_eq!(rating("24OO"), Err(Problem::RatingNotNumber("24OO".into())));
        assert_eq!(rating("12345"), Err(Problem::RatingNotNumber("12345".into())));
    }

    #[test]
    fn federations_are_three_letter_fide_codes() {
        assert_eq!(federation("ita"), Ok(("ITA".into(), None)));
        assert_eq!(federation("XYZ"), Ok(("XYZ".into(), Some(Problem::UnknownFederation("XYZ".into())))));
        assert_eq!(federation("Italy"), Err(Problem::FederationNotCode("Italy".into())));
        assert_eq!(federation("I1A"), Err(Problem::FederationNotCode("I1A".into())));
        let mut sorted = FEDERATIONS;
        crate::sort::ascending(&mut sorted);
        assert_eq!(sorted, FEDERATIONS, "kept in order, no duplicates");
        assert!(FEDERATIONS.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn fide_ids_and_birth_dates() {
        assert_eq!(fide_id("2900084"), Ok("2900084".into()));
        assert!(fide_id("29-00084").is_err() && fide_id("123456789012").is_err());
        assert_eq!(birth("1990"), Ok("1990".into()));
        assert_eq!(birth("1990-07-05"), Ok("1990/07/05".into()));
        assert_eq!(birth("1990/13/05"), Err(Problem::BirthNotDate("1990/13/05".into())));
        assert_eq!(birth("90"), Err(Problem::BirthNotDate("90".into())));
        // the file writes m or w: F and M as typed are written so
        assert_eq!([sex("M"), sex("F"), sex(" w "), sex(""), sex("female")], [Ok(Some('m')), Ok(Some('w')), Ok(Some('w')), Ok(None), Ok(Some('w'))]);
        assert_eq!(sex("x"), Err(Problem::SexNotCode("x".into())));
    }
}
