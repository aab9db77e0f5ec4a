//! The article names of the two Dutch texts. The explanation is written with the 2017 names
//! (A-E, C.1-C.19); a round paired under the 2026 text cites its articles instead (1-5,
//! [C1]-[C21]). `cite` gives the name under an edition, `rewrite` translates every 2017 name
//! in a sentence.
//!
//! Where the two texts differ in more than numbering:
//! - 2017 A.9 (the completion test, the PPB re-pairing, the last bracket's leftover) is the
//!   completion criterion of 2026, [C4] (Art. 2.2.1); 2026 has no PPB nor CLB (Art. 1.9).
//! - 2017 C.5-C.7 are [C6]-[C8]; 2026 adds [C9] (the PAB assignee's unplayed games) before the
//!   colour and float criteria, so 2017 C.8-C.19 are [C10]-[C21].
//! - 2017 C.6 minimises the PSD (A.8); 2026 [C7] minimises the downfloaters' scores, and [C8]
//!   judges the following bracket by [C6]-[C7]; 2026 [C14]/[C16] count resident downfloaters
//!   only and [C18]-[C21] take the score differences in descending order. So the names map, the
//!   values do not: a 2026 round's failure values are computed by the 2026 criteria
//!   (`dutch::literal`, `explain::Criteria2026`), never relabelled 2017 values.
//! - 2017 B.8 compares candidates on C.5-C.19; 2026 Art. 3.8.1 on [C5] (the PAB criterion,
//!   Art. 2.3.1, new) and [C6]-[C21]: the range "C.5–C.19" is cited as "[C5]–[C21]".
use crate::model::DutchEdition;

/// The 2026 name of the 2017 article `old`: A.1-A.9 are Art. 1.x (A.9 the completion
/// criterion), B.1-B.8 Art. 3.1-3.8, C.1-C.4 [C1]-[C4], C.5-C.7 [C6]-[C8], C.8-C.19
/// [C10]-[C21], D.1-D.3 Art. 4.2-4.4, E.1-E.5 Art. 5.2.1-5.2.5.
fn name_2026(old: &str) -> Option<String> {
    let (letter, n) = old.split_once('.')?;
    let n: u32 = n.parse().ok()?;
    // (prefix, number) of the 2026 name
    let (prefix, m) = match (letter, n) {
        ("A", 9) => return Some("[C4] Art. 2.2.1".into()),
        ("A", 1..=5) => ("Art. 1.", n),
        ("A", 6 | 7) => ("Art. 1.", n + 1),
        ("B", 1..=8) => ("Art. 3.", n),
        ("C", 1..=4) => ("[C", n),
        ("C", 5..=7) => ("[C", n + 1),
        ("C", 8..=19) => ("[C", n + 2),
        ("D", 1..=3) => ("Art. 4.", n + 1),
        ("E", 1..=5) => ("Art. 5.2.", n),
        _ => return None,
    };
    Some(format!("{prefix}{m}{}", if prefix == "[C" { "]" } else { "" }))
}

/// The name of the 2017 article `name` under `edition` (unknown names unchanged).
pub fn cite(edition: DutchEdition, name: &str) -> String {
    match edition {
        DutchEdition::E2017 => name.to_string(),
        DutchEdition::E2026 => name_2026(name).unwrap_or_else(|| name.to_string()),
    }
}

/// `text` with every 2017 article name translated for `edition`.
pub fn rewrite(edition: DutchEdition, text: &str) -> String {
    match edition {
        DutchEdition::E2017 => text.to_string(),
        DutchEdition::E2026 => crate::articles::rewrite(text, &name_2026).replace("[C6]–[C21]", "[C5]–[C21]"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use DutchEdition::*;

    #[test]
    fn names_translate_as_whole_tokens() {
        assert_eq!(rewrite(E2026, "Completion test (A.9); best (B.8), C.5–C.19, B.6–B.7"), "Completion test ([C4] Art. 2.2.1); best (Art. 3.8), [C5]–[C21], Art. 3.6–Art. 3.7");
        assert_eq!(rewrite(E2026, "C.10 and C.1 (C.04.3)"), "[C12] and [C1] (C.04.3)");
        assert_eq!(rewrite(E2017, "A.9 (C.5)"), "A.9 (C.5)");
        assert_eq!(cite(E2026, "C.8"), "[C10]");
        assert_eq!(rewrite(E2026, "A.6, A.8, C.04.3, E.5."), "Art. 1.7, A.8, C.04.3, Art. 5.2.5.");
        assert_eq!(cite(E2017, "C.8"), "C.8");
    }
}
