//! Prohibited pairings (issue 21): pairs the arbiter forbids (siblings, club mates), carried by
//! JaVaFo's TRF(x) `XXP` lines and TRF-2026 `260` records. Every Swiss system treats them as
//! its absolute criterion against meeting twice (C.04.1 / [C1]); a round robin refuses them.

use torre_core::pairing::{apply, check, pair_next_round, PairOptions, RoundPairing};
use torre_core::{trf, Colour, GameResult, PairingSystem, Player, RoundEntry, Tournament};

const SWISS: [PairingSystem; 3] = [PairingSystem::Dutch, PairingSystem::Dubov, PairingSystem::Burstein];

fn field(n: u32, system: PairingSystem) -> Tournament {
    let mut t = Tournament { total_rounds: Some(5), initial_colour: Some(Colour::White), system, ..Default::default() };
    for id in 1..=n {
        t.players.push(Player { id, name: format!("Player {id}"), rating: Some(2500 - id * 20), ..Default::default() });
    }
    t
}

fn pair(t: &Tournament) -> RoundPairing {
    pair_next_round(t, &PairOptions::from_tournament(t)).unwrap_or_else(|e| panic!("{:?}: {e}", t.system))
}

fn pairs(p: &RoundPairing) -> Vec<(u32, u32)> {
    let mut v: Vec<(u32, u32)> = p.boards.iter().map(|b| (b.white.min(b.black), b.white.max(b.black))).collect();
    v.sort_unstable();
    v
}

/// White wins every game of `round`.
fn white_wins(t: &mut Tournament, round: u32) {
    for p in &mut t.players {
        if let RoundEntry::Game { opponent, colour, .. } = p.round(round) {
            let result = if colour == Some(Colour::White) { GameResult::Win } else { GameResult::Loss };
            p.set_round(round, RoundEntry::Game { opponent, colour, result });
        }
    }
}

/// In the round the engine would pair the first board's players against each other: with that
/// pair prohibited it pairs the round differently, every player still paired, no prohibited
/// pair on a board.
fn prohibiting_the_first_board_changes_the_pairing(mut t: Tournament) {
    let free = pair(&t);
    let (a, b) = pairs(&free)[0];
    t.set_prohibited(b, a, true);
    assert!(t.is_prohibited(a, b) && t.is_prohibited(b, a));
    let kept = pair(&t);
    assert_ne!(pairs(&kept), pairs(&free), "{:?}", t.system);
    assert!(!pairs(&kept).contains(&(a, b)), "{:?}: {kept:?}", t.system);
    assert_eq!(kept.boards.len(), free.boards.len(), "{:?}", t.system);
    assert_eq!(kept.bye, free.bye, "{:?}", t.system);
}

#[test]
fn every_swiss_system_keeps_a_prohibited_pair_apart_in_round_one() {
    for system in SWISS {
        prohibiting_the_first_board_changes_the_pairing(field(8, system));
    }
}

#[test]
fn every_swiss_system_keeps_a_prohibited_pair_apart_in_a_later_round() {
    for system in SWISS {
        let mut t = field(10, system);
        for round in 1..=2 {
            let p = pair(&t);
            apply(&mut t, &p);
            white_wins(&mut t, round);
        }
        prohibiting_the_first_board_changes_the_pairing(t);
    }
}

#[test]
fn a_group_in_one_xxp_line_prohibits_every_pair_of_it() {
    // JaVaFo: "All players mentioned in the list will not be paired against each other."
    let mut text = trf::write(&field(6, PairingSystem::Dutch));
    text.push_str("XXP 1 4 5\n");
    let t = trf::read_str(&text, &Default::default()).unwrap().tournament;
    assert_eq!(t.forbidden_pairs, [(1, 4), (1, 5), (4, 5)]);
    let p = pair(&t);
    assert!(p.boards.iter().all(|b| !t.is_prohibited(b.white, b.black)), "{p:?}");
}

#[test]
fn prohibited_pairs_round_trip_as_xxp_and_as_260() {
    let mut t = field(6, PairingSystem::Dutch);
    t.set_prohibited(5, 2, true);
    t.set_prohibited(1, 6, true);
    let trf16 = trf::write(&t);
    assert!(trf16.contains("\nXXP 1 6\nXXP 2 5\n"), "{trf16}");
    assert_eq!(trf::read_str(&trf16, &Default::default()).unwrap().tournament.forbidden_pairs, t.forbidden_pairs);
    let trf26 = trf::write_2026(&t);
    assert!(trf26.contains("\n260 001 005    1    6\n260 001 005    2    5\n"), "{trf26}");
    assert_eq!(trf::read_str(&trf26, &Default::default()).unwrap().tournament.forbidden_pairs, t.forbidden_pairs);
    // allowed again: gone from the file
    t.set_prohibited(2, 5, false);
    assert!(!trf::write(&t).contains("XXP 2 5"));
}

#[test]
fn the_checker_re_pairs_with_the_prohibited_pairs_of_the_file() {
    // a tournament paired with 1-5 prohibited: the checker (torre -c) reproduces it only when it
    // honours the XXP line, and fails to without it
    let mut t = field(8, PairingSystem::Dutch);
    t.set_prohibited(1, 5, true);
    for round in 1..=3 {
        let p = pair(&t);
        apply(&mut t, &p);
        white_wins(&mut t, round);
    }
    let text = trf::write(&t);
    let read = trf::read_str(&text, &Default::default()).unwrap().tournament;
    assert_eq!(check(&read, &PairOptions::default()).differing(), 0);
    let mut without = read.clone();
    without.forbidden_pairs.clear();
    assert!(check(&without, &PairOptions::default()).differing() > 0, "1-5 would have been paired in some round");
}

#[test]
fn a_round_robin_refuses_prohibited_pairs_naming_them() {
    for system in [PairingSystem::RoundRobin, PairingSystem::DoubleRoundRobin] {
        let mut t = field(6, system);
        t.total_rounds = None;
        assert!(pair_next_round(&t, &PairOptions::from_tournament(&t)).is_ok());
        t.set_prohibited(2, 3, true);
        let e = pair_next_round(&t, &PairOptions::from_tournament(&t)).unwrap_err().to_string();
        assert!(e.contains("round robin") && e.contains("prohibited pair 2-3 refused"), "{e}");
    }
}

/// A `260` record for some rounds only (TRF-2026) keeps the pair apart in those rounds and no
/// other: it was read, warned about and not applied, so the engine paired them.
#[test]
fn a_260_for_some_rounds_applies_in_those_rounds() {
    for system in SWISS {
        let t = field(8, system);
        let first = pair(&t);
        let (a, b) = pairs(&first)[0];
        // forbidden in round 1: another pairing, without them together
        let mut in_round = t.clone();
        in_round.forbidden_in_rounds.push((a, b, 1, 1));
        let p = pair(&in_round);
        assert!(!pairs(&p).contains(&(a, b)), "{system:?}: {:?}", pairs(&p));
        // forbidden in rounds 2-3 only: round 1 as without it
        let mut later = t.clone();
        later.forbidden_in_rounds.push((a, b, 2, 3));
        assert_eq!(pairs(&pair(&later)), pairs(&first), "{system:?}");
        // read from the file and paired the same way
        let text = trf::write_2026(&in_round);
        let read = trf::read_str(&text, &Default::default()).unwrap().tournament;
        assert_eq!(read.forbidden_in_rounds, vec![(a, b, 1, 1)]);
        assert_eq!(pairs(&pair(&read)), pairs(&p), "{system:?}");
    }
}
