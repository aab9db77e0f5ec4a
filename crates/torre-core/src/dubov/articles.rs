//! The article names of the two Dubov texts. This folder and the explanation name the 2018
//! articles (A-E, C.1-C.10); the 2026 text renumbers them (0-5, [C1]-[C10]) without changing
//! their content except [C2] (see the module doc of `dubov`). `cite` gives the name under an
//! edition, `rewrite` translates every 2018 name in a sentence.
use crate::model::DubovEdition;

/// 2018 name -> 2026 name.
const TABLE: &[(&str, &str)] = &[
    ("A.1", "Art. 1.1"),
    ("A.2", "Art. 1.2"),
    ("A.3", "Art. 1.3"),
    ("A.4", "Art. 1.4"),
    ("A.5.a", "Art. 1.6.1"),
    ("A.5.b", "Art. 1.6.2"),
    ("A.5.c", "Art. 1.6.3"),
    ("A.5.d", "Art. 1.6.4"),
    ("A.5", "Art. 1.5-1.6"),
    ("A.6", "Art. 1.7"),
    ("A.7", "Art. 1.8"),
    ("A.8", "Art. 1.9"),
    ("B.0.a", "Art. 3.1.1"),
    ("B.0.b", "Art. 3.1.2"),
    ("B.0.c", "Art. 3.1.3"),
    ("B.0.d", "Art. 3.1.4"),
    ("B.0.e", "Art. 3.1.5"),
    ("B.0", "Art. 3.1"),
    ("B.1", "Art. 3.2.1"),
    ("B.2", "Art. 3.2.2"),
    ("B.3", "Art. 3.2.3"),
    ("B.4", "Art. 3.2.4"),
    ("B.5", "Art. 3.2.5"),
    ("B.6", "Art. 3.2.6"),
    ("C.1", "[C1]"),
    ("C.2", "[C2]"),
    ("C.3", "[C3]"),
    ("C.4", "[C4]"),
    ("C.5", "[C5]"),
    ("C.6", "[C6]"),
    ("C.7", "[C7]"),
    ("C.8", "[C8]"),
    ("C.9", "[C9]"),
    ("C.10", "[C10]"),
    ("D.0", "Art. 4.1"),
    ("D.1.a", "Art. 4.2.2"),
    ("D.1.b", "Art. 4.2.3"),
    ("D.1", "Art. 4.2"),
    ("D.2.a", "Art. 4.3.2"),
    ("D.2.b", "Art. 4.3.3"),
    ("D.2", "Art. 4.3"),
    ("D.3.a", "Art. 4.4.2"),
    ("D.3", "Art. 4.4"),
    ("E.0", "Art. 5.2.1"),
    ("E.1", "Art. 5.2.2"),
    ("E.2", "Art. 5.2.3"),
    ("E.3", "Art. 5.2.4"),
    ("E.4", "Art. 5.2.5"),
];

/// The name of the 2018 article `name` under `edition` (unknown names unchanged).
pub fn cite(edition: DubovEdition, name: &str) -> String {
    match edition {
        DubovEdition::E2018 => name.to_string(),
        DubovEdition::E2026 => TABLE
            .iter()
            .find(|(old, _)| *old == name)
            .map_or(name, |(_, new)| new)
            .to_string(),
    }
}

/// `text` with every 2018 article name translated for `edition` (see [`crate::articles::rewrite`]).
pub fn rewrite(edition: DubovEdition, text: &str) -> String {
    match edition {
        DubovEdition::E2018 => text.to_string(),
        DubovEdition::E2026 => crate::articles::rewrite(text, &|t| TABLE.iter().find(|(old, _)| *old == t).map(|(_, new)| new.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use DubovEdition::*;

    #[test]
    fn names_translate_as_whole_tokens() {
        assert_eq!(
            rewrite(E2026, "B.0: eligible (C.2), C.10 and C.1/C.3; B.4 (1)."),
            "Art. 3.1: eligible ([C2]), [C10] and [C1]/[C3]; Art. 3.2.4 (1)."
        );
        assert_eq!(
            rewrite(E2026, "C.04.2.D.5 and C.04.5.1; E.0-E.4"),
            "C.04.2.D.5 and C.04.5.1; Art. 5.2.1-Art. 5.2.5"
        );
        assert_eq!(
            rewrite(E2026, "B.0.d most games; D.1.b containers; A.25"),
            "Art. 3.1.4 most games; Art. 4.2.3 containers; A.25"
        );
        assert_eq!(rewrite(E2018, "B.0 (C.2)"), "B.0 (C.2)");
        assert_eq!(cite(E2026, "C.5"), "[C5]");
        assert_eq!(cite(E2018, "C.5"), "C.5");
    }
}
