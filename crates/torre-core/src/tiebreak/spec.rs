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
    /// Games one elected to play (2023 Art. 7.6; renamed REP in Aug 2024).
    Ge,
    /// Rounds one elected to play (2024/2026 Art. 7.6): the same count as GE, under its new name.
    Rep,
    /// Standard points (2026 Art. 7.7).
    Std,
    /// Tournament pairing number, ascending (2026 Art. 7.8; `TPN/R` descending).
    Tpn,
    /// Rating, highest first (2026 Art. 10.6; `RTNG/R` lowest first).
    Rtng,
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
    pub const ALL: [Kind; 22] = [
        Kind::Pts,
        Kind::De,
        Kind::Win,
        Kind::Won,
        Kind::Bpg,
        Kind::Bwg,
        Kind::Ps,
        Kind::Ge,
        Kind::Rep,
        Kind::Std,
        Kind::Tpn,
        Kind::Rtng,
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
            Kind::Rep => "REP",
            Kind::Std => "STD",
            Kind::Tpn => "TPN",
            Kind::Rtng => "RTNG",
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
            Kind::Rep => "Rounds one elected to play",
            Kind::Std => "Standard points",
            Kind::Tpn => "Tournament pairing number",
            Kind::Rtng => "Rating",
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
    /// The article of C.07 that defines it (the same number in every edition that has it;
    /// GE is 7.6 as REP is).
    pub fn article(self) -> &'static str {
        match self {
            Kind::Pts => "4.2",
            Kind::De => "6",
            Kind::Win => "7.1",
            Kind::Won => "7.2",
            Kind::Bpg => "7.3",
            Kind::Bwg => "7.4",
            Kind::Ps => "7.5",
            Kind::Ge | Kind::Rep => "7.6",
            Kind::Std => "7.7",
            Kind::Tpn => "7.8",
            Kind::Bh => "8.1",
            Kind::Aob => "8.2",
            Kind::Fb => "8.3",
            Kind::Sb => "9.1",
            Kind::Ks => "9.2",
            Kind::Aro => "10.1",
            Kind::Tpr => "10.2",
            Kind::Ptp => "10.3",
            Kind::Apro => "10.4",
            Kind::Appo => "10.5",
            Kind::Rtng => "10.6",
        }
    }
    fn from_acronym(s: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.acronym() == s)
    }
    /// Decimal places used when printing a value.
    pub fn decimals(self) -> u8 {
        match self {
            Kind::Pts | Kind::Bh | Kind::Fb | Kind::Ps | Kind::Ks | Kind::Std => 1,
            Kind::Sb | Kind::Aob => 2,
            _ => 0,
        }
    }
    /// C.07 (2026) Art. 8: Buchholz (8.1), Average of Opponents' Buchholz (8.2), Fore
    /// Buchholz (8.3), which the article's note says "must not be used in round-robins".
    pub fn is_buchholz_family(self) -> bool {
        matches!(self, Kind::Bh | Kind::Aob | Kind::Fb)
    }
    /// Lower values rank higher (DE gives positions, TPN ascends, 7.8).
    pub fn lower_is_better(self) -> bool {
        matches!(self, Kind::De | Kind::Tpn)
    }
    /// Based on ratings (Art. 10): dropped in 2026 when unrated players are present.
    pub fn is_rating_based(self) -> bool {
        matches!(self, Kind::Aro | Kind::Tpr | Kind::Ptp | Kind::Apro | Kind::Appo | Kind::Rtng)
    }
    /// The text allows the reverse order (7.8, 10.6).
    fn allows_reverse(self) -> bool {
        matches!(self, Kind::Tpn | Kind::Rtng)
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
    /// Reverse order (`/R`): TPN descending (7.8), RTNG lowest first (10.6).
    Reverse,
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
            Modifier::Reverse => s.push_str("/R"),
        }
        if self.forfeits_played {
            s.push_str("/P");
        }
        s
    }
    /// Lower values rank higher: DE, TPN, and the reverse forms flip their kind's order.
    pub fn lower_is_better(&self) -> bool {
        self.kind.lower_is_better() != (self.modifier == Modifier::Reverse)
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
                "R" if rest.is_empty() && name.allows_reverse() && tb.modifier == Modifier::None => tb.modifier = Modifier::Reverse,
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
        assert_eq!("REP".parse::<TieBreak>().unwrap().kind, Kind::Rep);
        for code in ["REP", "STD", "TPN", "TPN/R", "RTNG", "RTNG/R"] {
            assert_eq!(code.parse::<TieBreak>().unwrap().code(), code);
        }
        // 7.8: TPN ascending, TPN/R descending; 10.6: RTNG highest first, RTNG/R lowest first.
        assert!("TPN".parse::<TieBreak>().unwrap().lower_is_better());
        assert!(!"TPN/R".parse::<TieBreak>().unwrap().lower_is_better());
        assert!(!"RTNG".parse::<TieBreak>().unwrap().lower_is_better());
        assert!("RTNG/R".parse::<TieBreak>().unwrap().lower_is_better());
    }

    #[test]
    fn bad_codes_are_errors() {
        for code in ["", "XYZ", "BH/C0", "BH/X1", "TPR/C1", "WIN/M1", "BH/L+1", "BH/C1/C2", "BH/C", "BH/R", "TPN/C1"] {
            assert!(code.parse::<TieBreak>().is_err(), "{code} should not parse");
        }
        assert!(TieBreak::parse_list("BH/C1, SB,DE").unwrap().len() == 3);
    }
}
