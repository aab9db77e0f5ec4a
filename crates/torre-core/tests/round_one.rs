//! Issue 2: round 1 of every file of the 2017 Dutch random corpus is reproduced by the checker
//! (pairs, colours and the PAB), i.e. what `torre --dutch --edition 2017 F -c` does for r = 1.
//!
//! Round 1 depends only on the initial order (C.04.2: rating, title, name), top half against
//! bottom half, and the initial colour. The corpus README notes that bbpPairings gives the
//! initial colour to the highest-ranked player *paired* in round 1 and alternates by position
//! among the paired players, so a round-1 half-point bye of player 1 does not flip colours:
//! files with players absent in round 1 are therefore counted separately below.

mod common;

use torre_core::pairing::{check, PairOptions};
use torre_core::{ByeKind, DutchEdition, PairingSystem, RoundEntry};

#[test]
fn round_one_of_every_dutch_2017_random_file() {
    let files = common::trf_files("dutch-2017/random");
    assert!(files.len() >= 300, "expected the 2017 random corpus, found {} files", files.len());
    let options = PairOptions { system: PairingSystem::Dutch, edition: DutchEdition::E2017, dubov_edition: torre_core::DubovEdition::E2026 };
    let mut differ = Vec::new();
    let mut with_absent = 0;
    for f in &files {
        // only round 1 matters here: keep the file's round 1, drop the rest
        let full = common::load(f);
        let t = full.truncated(1);
        if t.players.iter().any(|p| matches!(p.round(1), RoundEntry::Bye(ByeKind::Half | ByeKind::Full | ByeKind::Zero) | RoundEntry::NotPaired)) {
            with_absent += 1;
        }
        let started = std::time::Instant::now();
        let report = check(&t, &options);
        let took = started.elapsed();
        if took.as_millis() > 500 {
            eprintln!("{}: {} players, round 1 took {took:?}", f.display(), t.players.len());
        }
        let r1 = &report.rounds[0];
        assert_eq!(r1.round, 1);
        if !r1.matches() {
            let produced = match &r1.produced {
                Ok(p) => format!("{:?} bye {:?}", p.boards, p.bye),
                Err(e) => format!("error: {e}"),
            };
            differ.push(format!("{}: expected {:?} bye {:?}, produced {produced}", f.display(), r1.expected.boards, r1.expected.bye));
        }
    }
    eprintln!("round 1: {} files ({with_absent} with players absent in round 1), {} differ", files.len(), differ.len());
    assert!(differ.is_empty(), "{} of {} files differ in round 1:\n{}", differ.len(), files.len(), differ.join("\n"));
}
