//! The teaching seeds: the worked examples of the shared conformance seeds, embedded at build
//! time from beside the repository.

use super::*;

/// The worked examples of the shared conformance seeds that are pairing examples, for teaching
/// mode; embedded at build time from beside the repository.
pub struct Seed {
    /// `data-seed` of its button.
    pub key: &'static str,
    pub(super) trf: &'static str,
    pub(super) system: PairingSystem,
    pub(super) label: fn() -> &'static str,
    pub(super) note: fn() -> &'static str,
}

pub const SEEDS: [Seed; 3] = [
    Seed {
        key: "dutch-14p-6r",
        trf: include_str!("../../../../../shared/conformance/seeds/dutch-14p-6r.trf"),
        system: PairingSystem::Dutch,
        label: || tr().teaching_dutch,
        note: || tr().teaching_note_dutch,
    },
    Seed {
        key: "dutch-14p-5r-old-rules",
        trf: include_str!("../../../../../shared/conformance/seeds/dutch-14p-5r-old-rules.trf"),
        system: PairingSystem::Dutch,
        label: || tr().teaching_dutch_old,
        note: || tr().teaching_note_dutch_old,
    },
    Seed {
        key: "dubov-14p-6r",
        trf: include_str!("../../../../../shared/conformance/seeds/dubov-14p-6r.trf"),
        system: PairingSystem::Dubov,
        label: || tr().teaching_dubov,
        note: || tr().teaching_note_dubov,
    },
];

impl Seed {
    pub fn label(&self) -> &'static str {
        (self.label)()
    }
    fn name(&self) -> String {
        self.trf.lines().find_map(|l| l.strip_prefix("012 ")).unwrap_or_default().trim().to_string()
    }
}

thread_local! {
    /// The bracket the next explain view opens at ("Why this pairing?" → step by step).
    pub static START_BRACKET: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// A teaching seed as a new document. The Dutch slides are explained under the 2017 text
/// (Baku 2016): the 6-round example follows it; the 5-round one was made with the older
/// rules, and the 2017 text gives every one of its pairings (the explain view says so).
pub fn teaching_doc(key: &str) -> Result<Doc, String> {
    let seed = SEEDS.iter().find(|s| s.key == key).ok_or_else(|| format!("no teaching example {key}"))?;
    let mut t = torre_core::trf::read(seed.trf.as_bytes(), &Default::default()).map_err(|e| e.to_string())?.tournament;
    t.system = seed.system;
    t.edition = torre_core::DutchEdition::E2017;
    Ok(Doc::new(t))
}

/// The teaching seed a document was opened from (by its name), if any.
pub(super) fn seed_of(d: &Doc) -> Option<&'static Seed> {
    let name = d.tournament.info.name.trim();
    SEEDS.iter().find(|s| s.name() == name)
}
