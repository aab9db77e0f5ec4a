//! Dubov's limits (issue 22): the upfloater matching's weight is sized from the data (one
//! count field per score level, C.6), so many score levels pair instead of being refused;
//! more players than the engine takes are refused with a message saying the limit and why.
//! The tournaments are generated here, not stored.

use torre_core::pairing::{pair_next_round, PairError, PairOptions};
use torre_core::{trf, PairingSystem, Tournament};

/// `n` players before round 1, each with different virtual points (XXA): n score levels.
fn distinct_levels(n: usize) -> Tournament {
    let mut text = String::from("012 many score levels\nXXR 5\n");
    for i in 1..=n {
        text.push_str(&format!("001 {i:>4}      {:<33} {:>4}{:>32}\n", format!("Player {i}"), 2700 - i, "0.0"));
    }
    for i in 1..=n {
        let v = n - i;
        text.push_str(&format!("XXA {i:>4} {}.{}\n", v / 10, v % 10));
    }
    trf::read_str(&text, &Default::default()).expect("the generated file reads").tournament
}

fn dubov() -> PairOptions {
    PairOptions { system: PairingSystem::Dubov, ..Default::default() }
}

#[test]
fn many_score_levels_are_paired_not_refused() {
    // one resident, 169 lower players on 169 score levels: 9-bit count fields need 1500+
    // bits, more than the 1024 of the fixed 16-limb weight that refused this with "too many
    // score levels for the upfloater matching"
    use torre_core::dubov::upfloaters::{choose_with, Budget, Method};
    let t = distinct_levels(170);
    let ctx = torre_core::dubov::Ctx::new(&t, 1, torre_core::DubovEdition::E2026).unwrap();
    let lower: Vec<usize> = (1..170).collect();
    let by = |method| choose_with(&ctx, &[0], &lower, &[], &mut Budget::new(), method).map(|c| c.upfloaters);
    let matched = by(Method::Matching).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(matched, by(Method::Enumerate).unwrap(), "the matching agrees with the enumeration");
    assert_eq!(matched.len(), 1);
    // and the whole round pairs everybody once
    let p = pair_next_round(&t, &dubov()).unwrap_or_else(|e| panic!("{e}"));
    let mut seen: Vec<u32> = p.boards.iter().flat_map(|b| [b.white, b.black]).collect();
    seen.sort_unstable();
    assert_eq!(seen, (1..=170).collect::<Vec<u32>>(), "everybody paired once");
}

#[test]
fn more_players_than_the_engine_takes_is_refused_saying_the_limit() {
    let n = torre_core::dubov::MAX_PLAYERS + 1;
    let mut text = String::from("012 too many\n");
    for i in 1..=n {
        text.push_str(&format!("001 {i:>4}      {:<33} {:>4}{:>32}\n", format!("Player {i}"), 2000, "0.0"));
    }
    let t = trf::read_str(&text, &Default::default()).unwrap().tournament;
    match pair_next_round(&t, &dubov()) {
        Err(PairError::TooLarge(m)) => assert!(m.contains("5001 players to pair") && m.contains("at most 5000") && m.contains("table of every pair"), "{m}"),
        other => panic!("expected TooLarge, got {other:?}"),
    }
}
