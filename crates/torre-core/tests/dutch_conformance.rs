//! C.04.3 (2017) against the independent engine's corpora: every round of every file,
//! re-paired from the tournament truncated before it, pairs and colours and PAB.
mod common;
use torre_core::pairing::{check, PairOptions};
use torre_core::{AccelerationMethod, DutchEdition, PairingSystem};

const OPTIONS: PairOptions = PairOptions { system: PairingSystem::Dutch, edition: DutchEdition::E2017, dubov_edition: torre_core::DubovEdition::E2026 };

fn assert_identical(sub: &str, range: std::ops::RangeInclusive<usize>, min_rounds: usize) {
    let (rounds, bad) = common::differing_rounds(sub, range, &OPTIONS);
    assert!(rounds >= min_rounds, "{sub}: only {rounds} rounds checked");
    assert!(bad.is_empty(), "{sub}: {} of {rounds} rounds differ: {bad:?}", bad.len());
}

#[test]
fn seed_example_all_six_rounds() {
    let t = common::load(&common::shared().join("conformance/seeds/dutch-14p-6r.trf"));
    let report = check(&t, &OPTIONS);
    assert_eq!(report.rounds.len(), 6);
    assert_eq!(report.differing(), 0);
}

#[test]
fn random_corpus_up_to_40_players() {
    assert_identical("dutch-2017/random", 0..=40, 1000);
}

#[test]
fn random_corpus_41_to_150_players() {
    assert_identical("dutch-2017/random", 41..=150, 1000);
}

#[test]
fn random_corpus_over_150_players() {
    assert_identical("dutch-2017/random", 151..=10_000, 250);
}

/// FIDE's acceptance-scale test (issue 23): tournaments generated and paired by bbpPairings
/// v5.0.1, the rounds where Torre once differed plus a sample where it did not; the whole folder
/// (680 files, 5,214 rounds, a few seconds).
#[test]
fn acceptance_corpus() {
    assert_identical("dutch-2017-accept", 0..=10_000, 3000);
}

#[test]
fn baku_corpus() {
    assert_identical("dutch-2017-baku", 0..=10_000, 150);
}

/// The Baku virtual points Torre computes (C.04.5.1) equal the XXA lines of every file.
#[test]
fn baku_virtual_points_match_the_files() {
    for f in common::trf_files("dutch-2017-baku") {
        let t = common::load(&f);
        let mut stripped = t.clone();
        stripped.acceleration_method = AccelerationMethod::Baku;
        for p in &mut stripped.players {
            p.acceleration.clear();
        }
        let computed = torre_core::acceleration::with_baku(&stripped);
        for (a, b) in computed.players.iter().zip(&t.players) {
            let trim = |v: &Vec<torre_core::Score>| {
                let mut v = v.clone();
                while v.last() == Some(&torre_core::Score::ZERO) {
                    v.pop();
                }
                v
            };
            assert_eq!(trim(&a.acceleration), trim(&b.acceleration), "{}: player {}", f.display(), a.id);
        }
    }
}
