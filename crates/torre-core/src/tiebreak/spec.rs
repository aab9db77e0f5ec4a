//! Tie-break codes (C.07 Art. 5 acronyms, TRF-2026 / TieBreakServer syntax `NAME[/Cn|/Mn|/L±n][/P]`)
//! and the presets for individual Swiss and round-robin events.

use super::TieBreakError;
use std::fmt;
use std::str::FromStr;

/// The individual tie-breaks of C.07 (2023 article numbers in the comments).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Kind {
    /// Points (the primary score, not a tie-break; `PTS` in lists).
    Pts,
    /// Direct encounter (Art. 6).
    De,
    /// Number of wins, played or not (Art. 7.1).
    Win,
    /// Number of games won over the board (Art. 7.2).
    Won,
    /// Games played with Black (Art. 7.3).
    Bpg,
    /// Games won with Black (Art. 7.4).
    Bwg,
    /// Sum of progressive scores (Art. 7.5).
    Ps,
    /// Games one elected to play (Art. 7.6).
    Ge,
    /// Buchholz (Art. 8.1).
    Bh,
    /// Average of opponents' Buchholz (Art. 8.2).
    Aob,
    /// Fore Buchholz (Art. 8.3).
    Fb,
    /// Sonneborn-Berger (Art. 9.1).
    Sb,
    /// Koya system for round robin (Art. 9.2).
    Ks,
    /// Average rating of opponents (Art. 10.1).
    Aro,
    /// Tournament performance rating (Art. 10.2).
    Tpr,
    /// Perfect tournament performance (Art. 10.3).
    Ptp,
    /// Average performance rating of opponents (Art. 10.4).
    Apro,
    /// Average perfect performance of opponents (Art. 10.5).
    Appo,
}

impl Kind {
    pub const ALL: [Kind; 18] = [
        Kind::Pts,
        Kind::De,
        Kind::Win,
        Kind::Won,
        Kind::Bpg,
        Kind::Bwg,
        Kind::Ps,
        Kind::Ge,
        Kind::Bh,
        Kind::Aob,
        Kind::Fb,
        Kind::Sb,
        Kind::Ks,
        Kind::Aro,
        Kind::Tpr,
        Kind::Ptp,
        Kind::Apro,
        Kind::Appo,
    ];
    pub fn acronym(self) -> &'static str {
        match self {
            Kind::Pts => "PTS",
            Kind::De => "DE",
            Kind::Win => "WIN",
            Kind::Won => "WON",
            Kind::Bpg => "BPG",
            Kind::Bwg => "BWG",
            Kind::Ps => "PS",
            Kind::Ge => "GE",
            Kind::Bh => "BH",
            Kind::Aob => "AOB",
            Kind::Fb => "FB",
            Kind::Sb => "SB",
            Kind::Ks => "KS",
            Kind::Aro => "ARO",
            Kind::Tpr => "TPR",
            Kind::Ptp => "PTP",
            Kind::Apro => "APRO",
            Kind::Appo => "APPO",
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Kind::Pts => "Points",
            Kind::De => "Direct encounter",
            Kind::Win => "Number of wins",
            Kind::Won => "Games won over the board",
            Kind::Bpg => "Games played with Black",
            Kind::Bwg => "Games won with Black",
            Kind::Ps => "Progressive scores",
            Kind::Ge => "Games one elected to play",
            Kind::Bh => "Buchholz",
            Kind::Aob => "Average of opponents' Buchholz",
            Kind::Fb => "Fore Buchholz",
            Kind::Sb => "Sonneborn-Berger",
            Kind::Ks => "Koya system",
            Kind::Aro => "Average rating of opponents",
            Kind::Tpr => "Tournament performance rating",
            Kind::Ptp => "Perfect tournament performance",
            Kind::Apro => "Average performance rating of opponents",
            Kind::Appo => "Average perfect performance of opponents",
        }
    }
    fn from_acronym(s: &str) -> Option<Kind> {
        let s = if s == "REP" { "GE" } else { s };
        Kind::ALL.into_iter().find(|k| k.acronym() == s)
    }
    /// Decimal places used when printing a value.
    pub fn decimals(self) -> u8 {
        match self {
            Kind::Pts | Kind::Bh | Kind::Fb | Kind::Ps | Kind::Ks => 1,
            Kind::Sb | Kind::Aob => 2,
            _ => 0,
        }
    }
    /// Lower values rank higher (DE gives positions).
    pub fn lower_is_better(self) -> bool {
        matches!(self, Kind::De)
    }
    fn allows_cut(self) -> bool {
        matches!(self, Kind::Bh | Kind::Fb | Kind::Sb | Kind::Aro | Kind::Ps)
    }
    fn allows_median(self) -> bool {
        matches!(self, Kind::Bh | Kind::Fb | Kind::Sb | Kind::Aro)
    }
}

/// C.07 Art. 14 modifiers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Modifier {
    #[default]
    None,
    /// Cut-n: drop the n least significant values (14.1, 14.2).
    Cut(u8),
    /// Median-n: drop the n least and the n most significant values (14.3, 14.4).
    Median(u8),
    /// Limit: move the Koya threshold by this many half points (14.5).
    Limit(i8),
}

/// One entry of a tie-break list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct TieBreak {
    pub kind: Kind,
    pub modifier: Modifier,
    /// `/P`: forfeits counted as played against the scheduled opponent.
    pub forfeits_played: bool,
}

impl TieBreak {
    pub const fn new(kind: Kind) -> TieBreak {
        TieBreak { kind, modifier: Modifier::None, forfeits_played: false }
    }
    pub const fn cut(kind: Kind, n: u8) -> TieBreak {
        TieBreak { kind, modifier: Modifier::Cut(n), forfeits_played: false }
    }
    /// Canonical code, as in the conformance corpus (`BH/C1`, `BH/M1`, `KS/L+1`, `DE`).
    pub fn code(&self) -> String {
        let mut s = self.kind.acronym().to_string();
        match self.modifier {
            Modifier::None => {}
            Modifier::Cut(n) => s.push_str(&format!("/C{n}")),
            Modifier::Median(n) => s.push_str(&format!("/M{n}")),
            Modifier::Limit(n) => s.push_str(&format!("/L{n:+}")),
        }
        if self.forfeits_played {
            s.push_str("/P");
        }
        s
    }
    /// Parse a comma-separated list (`"BH/C1,BH,SB"`).
    pub fn parse_list(text: &str) -> Result<Vec<TieBreak>, TieBreakError> {
        text.split(',').map(str::trim).filter(|s| !s.is_empty()).map(str::parse).collect()
    }
    pub fn parse_all<S: AsRef<str>>(codes: &[S]) -> Result<Vec<TieBreak>, TieBreakError> {
        codes.iter().map(|c| c.as_ref().trim().parse()).collect()
    }
}

impl fmt::Display for TieBreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}

impl FromStr for TieBreak {
    type Err = TieBreakError;
    /// Accepts `BH/C1`, `bh-c1`, `BH C1`, `BHC1`, `Buchholz`-style acronyms only (case-insensitive).
    fn from_str(text: &str) -> Result<TieBreak, TieBreakError> {
        let up = text.trim().to_ascii_uppercase();
        let seps: &[char] = if up.contains('/') { &['/'] } else { &['-', ' '] };
        let mut parts = up.split(seps).filter(|s| !s.is_empty());
        let head = parts.next().ok_or_else(|| TieBreakError::UnknownCode(text.to_string()))?;
        // Compact forms such as "BHC1" or "AROC1": split the acronym from a trailing modifier.
        let (name, glued) = match Kind::from_acronym(head) {
            Some(k) => (k, None),
            None => {
                let split = Kind::ALL
                    .into_iter()
                    .filter(|k| head.starts_with(k.acronym()) && head.len() > k.acronym().len())
                    .max_by_key(|k| k.acronym().len())
                    .ok_or_else(|| TieBreakError::UnknownCode(text.to_string()))?;
                (split, Some(&head[split.acronym().len()..]))
            }
        };
        let mut tb = TieBreak::new(name);
        let bad = || TieBreakError::BadModifier(text.to_string());
        for m in glued.into_iter().chain(parts) {
            let (c, rest) = m.split_at(1);
            match c {
                "C" | "M" => {
                    let n: u8 = rest.parse().map_err(|_| bad())?;
                    if n == 0 || n > 9 || tb.modifier != Modifier::None {
                        return Err(bad());
                    }
                    let ok = if c == "C" { name.allows_cut() } else { name.allows_median() };
                    if !ok {
                        return Err(bad());
                    }
                    tb.modifier = if c == "C" { Modifier::Cut(n) } else { Modifier::Median(n) };
                }
                "L" => {
                    let n: i8 = rest.parse().map_err(|_| bad())?;
                    if name != Kind::Ks || tb.modifier != Modifier::None {
                        return Err(bad());
                    }
                    tb.modifier = Modifier::Limit(n);
                }
                "P" if rest.is_empty() => tb.forfeits_played = true,
                _ => return Err(bad()),
            }
        }
        Ok(tb)
    }
}

/// Presets (C.07 4.1: the organiser chooses; these are common choices).
pub mod presets {
    use super::{Kind, Modifier, TieBreak};

    /// Individual Swiss: Buchholz Cut-1, Buchholz, Sonneborn-Berger, direct encounter, wins.
    pub fn swiss() -> Vec<TieBreak> {
        vec![
            TieBreak::cut(Kind::Bh, 1),
            TieBreak::new(Kind::Bh),
            TieBreak::new(Kind::Sb),
            TieBreak::new(Kind::De),
            TieBreak::new(Kind::Win),
        ]
    }
    /// Individual Swiss for rated events where ratings are reliable: ARO Cut-1 after Buchholz.
    pub fn swiss_rated() -> Vec<TieBreak> {
        vec![
            TieBreak::cut(Kind::Bh, 1),
            TieBreak::new(Kind::Bh),
            TieBreak::cut(Kind::Aro, 1),
            TieBreak::new(Kind::De),
            TieBreak::new(Kind::Win),
        ]
    }
    /// Round robin: direct encounter, wins, Sonneborn-Berger, Koya.
    pub fn round_robin() -> Vec<TieBreak> {
        vec![
            TieBreak::new(Kind::De),
            TieBreak::new(Kind::Win),
            TieBreak::new(Kind::Sb),
            TieBreak { kind: Kind::Ks, modifier: Modifier::None, forfeits_played: false },
        ]
    }
    /// By name: `swiss`, `swiss-rated`, `round-robin` / `rr`.
    pub fn by_name(name: &str) -> Option<Vec<TieBreak>> {
        match name.to_ascii_lowercase().as_str() {
            "swiss" => Some(swiss()),
            "swiss-rated" => Some(swiss_rated()),
            "round-robin" | "roundrobin" | "rr" => Some(round_robin()),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for code in ["PTS", "DE", "BH", "BH/C1", "BH/C2", "BH/M1", "AOB", "SB", "WIN", "WON", "BPG", "BWG", "GE", "PS", "ARO", "ARO/C1", "TPR", "PTP", "APRO", "APPO", "FB", "KS/L+1", "SB/C1/P", "KS/L-2"] {
            let tb: TieBreak = code.parse().unwrap();
            assert_eq!(tb.code(), code);
        }
        assert_eq!("bh-c1".parse::<TieBreak>().unwrap(), TieBreak::cut(Kind::Bh, 1));
        assert_eq!("BHC1".parse::<TieBreak>().unwrap(), TieBreak::cut(Kind::Bh, 1));
        assert_eq!("AROC1".parse::<TieBreak>().unwrap(), TieBreak::cut(Kind::Aro, 1));
        assert_eq!("REP".parse::<TieBreak>().unwrap().kind, Kind::Ge);
    }

    #[test]
    fn bad_codes_are_errors() {
        for code in ["", "XYZ", "BH/C0", "BH/X1", "TPR/C1", "WIN/M1", "BH/L+1", "BH/C1/C2", "BH/C"] {
            assert!(code.parse::<TieBreak>().is_err(), "{code} should not parse");
        }
        assert!(TieBreak::parse_list("BH/C1, SB,DE").unwrap().len() == 3);
    }
}
