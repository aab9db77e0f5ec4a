//! Dubov system (C.04.4.1), 2018 text: the worked example, the agreed corpus, the literal
//! cross-check. (The 2026 text: tests/dubov_2026.rs.)
mod common;
use std::path::PathBuf;
use torre_core::dubov;
use torre_core::pairing::{self, PairOptions, RoundPairing};
use torre_core::{DubovEdition, PairingSystem, RoundEntry, Tournament};

fn dubov_options() -> PairOptions {
    PairOptions { system: PairingSystem::Dubov, dubov_edition: DubovEdition::E2018, ..Default::default() }
}

use torre_core::pairing::check::before_round;

fn seed() -> (Tournament, serde_json::Value) {
    let dir = common::shared().join("conformance/seeds");
    let t = common::load(&dir.join("dubov-14p-6r.trf"));
    let json: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(dir.join("dubov-14p-6r.expected.json")).unwrap()).unwrap();
    (t, json)
}

fn pairs_of(p: &RoundPairing) -> Vec<[u32; 2]> {
    let mut v: Vec<[u32; 2]> = p.boards.iter().map(|b| [b.white, b.black]).collect();
    v.sort();
    v
}

fn expected_pairs(v: &serde_json::Value) -> (Vec<[u32; 2]>, Option<u32>) {
    let mut pairs: Vec<[u32; 2]> = v["pairs"].as_array().unwrap().iter().map(|p| [p[0].as_u64().unwrap() as u32, p[1].as_u64().unwrap() as u32]).collect();
    pairs.sort();
    (pairs, v["bye"].as_u64().map(|b| b as u32))
}

/// The seed tournament: the author's pairs and colours in rounds 1-3, 5, 6; in round 4 the
/// `rule_correct` entry (the author's working table used wrong AROs for #7 and #13).
#[test]
fn worked_example_is_reproduced() {
    let (t, json) = seed();
    for r in 1..=6u32 {
        let entry = &json["rounds"][(r - 1) as usize];
        let want = if r == 4 { &entry["rule_correct"] } else { entry };
        let (pairs, bye) = expected_pairs(want);
        let got = pairing::pair_next_round(&before_round(&t, r), &dubov_options()).unwrap_or_else(|e| panic!("round {r}: {e}"));
        assert_eq!((pairs_of(&got), got.bye), (pairs, bye), "round {r}");
    }
}

fn corpus(sub: &str) -> Vec<PathBuf> {
    common::trf_files(sub)
}

/// Every file on which py4swiss and CPPDubovSystem agree checks with 0 differing rounds.
#[test]
fn agreed_corpus_checks_clean() {
    let files = corpus("dubov/agreed");
    assert!(files.len() >= 11, "found {}", files.len());
    let mut bad = Vec::new();
    let mut rounds = 0;
    for f in &files {
        let t = common::load(f);
        let report = pairing::check(&t, &dubov_options());
        rounds += report.rounds.len();
        for rc in &report.rounds {
            if !rc.matches() {
                bad.push(format!("{} round {}: expected {:?} got {:?}", f.file_name().unwrap().to_string_lossy(), rc.round, rc.expected, rc.produced));
            }
        }
    }
    assert!(bad.is_empty(), "{} of {rounds} rounds differ:\n{}", bad.len(), bad.join("\n"));
}

/// The literal procedure (D.1 containers, D.2 shifters, D.3 transpositions in order, first
/// perfect candidate) agrees with the engine on every bracket it can handle, in every round
/// of every Dubov file of the corpus and of the seed.
#[test]
fn literal_procedure_agrees_on_every_corpus_bracket() {
    let mut files = corpus("dubov");
    files.push(common::shared().join("conformance/seeds/dubov-14p-6r.trf"));
    let limits = dubov::literal::Limits { max_bracket: 12, ..Default::default() };
    let (mut compared, mut skipped) = (0, 0);
    let mut bad = Vec::new();
    for f in &files {
        let t = common::load(f);
        for r in 1..=t.rounds_paired() {
            let b = before_round(&t, r);
            match dubov::cross_check(&b, r, DubovEdition::E2018, &limits) {
                Ok(c) => {
                    compared += c.brackets_compared;
                    skipped += c.brackets_too_big;
                    bad.extend(c.mismatches.into_iter().map(|m| format!("{}: {m}", f.file_name().unwrap().to_string_lossy())));
                }
                Err(e) => bad.push(format!("{} round {r}: {e}", f.display())),
            }
        }
    }
    eprintln!("literal cross-check: {compared} brackets compared, {skipped} too big");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    assert!(compared > 100, "only {compared} brackets compared");
}

/// Baku acceleration (C.04.5.1) works with Dubov through the facade: in round 1 the virtual
/// point splits the field into two scoregroups, each paired on its own (no upfloater is
/// needed when both groups are even).
#[test]
fn baku_acceleration_splits_round_one() {
    let mut t = Tournament { system: PairingSystem::Dubov, total_rounds: Some(9), initial_colour: Some(torre_core::Colour::White), acceleration_method: torre_core::AccelerationMethod::Baku, ..Default::default() };
    for i in 1..=24u32 {
        t.players.push(torre_core::Player { id: i, name: format!("P{i:02}"), rating: Some(2600 - 10 * i), ..Default::default() });
    }
    let acc = torre_core::acceleration::with_baku(&t);
    let ga: Vec<u32> = acc.players.iter().filter(|p| p.acceleration_in(1) > torre_core::Score::ZERO).map(|p| p.id).collect();
    assert!(!ga.is_empty() && ga.len() < 24 && ga.len() % 2 == 0);
    let p = pairing::pair_next_round(&t, &dubov_options()).unwrap();
    assert_eq!(p.boards.len(), 12);
    for b in &p.boards {
        assert_eq!(ga.contains(&b.white), ga.contains(&b.black), "board {}-{} crosses the Baku groups", b.white, b.black);
    }
    // without acceleration the top half meets the bottom half
    let mut plain = t.clone();
    plain.acceleration_method = torre_core::AccelerationMethod::None;
    let q = pairing::pair_next_round(&plain, &dubov_options()).unwrap();
    assert!(q.boards.iter().any(|b| ga.contains(&b.white) != ga.contains(&b.black)));
}

/// Bad or foreign input never panics: every round of every corpus file (Dutch files
/// included, up to 200 players) is paired by the Dubov engine; errors are fine, panics not.
#[test]
fn never_panics_on_any_corpus_file() {
    let mut rounds = 0;
    for f in common::trf_files("") {
        let t = common::load(&f);
        if t.players.len() > 200 {
            continue;
        }
        for r in 1..=t.rounds_paired() + 1 {
            let b = if r <= t.rounds_paired() { before_round(&t, r) } else { t.clone() };
            let _ = dubov::pair(&b, r, DubovEdition::E2026);
            rounds += 1;
        }
        // a damaged copy: every other player's first round points at a missing opponent
        let mut bad = t.clone();
        for p in bad.players.iter_mut().step_by(2) {
            p.set_round(1, RoundEntry::Game { opponent: 9999, colour: None, result: torre_core::GameResult::ForfeitWin });
        }
        let _ = dubov::pair(&bad, 2, DubovEdition::E2026);
    }
    assert!(rounds > 1000, "{rounds}");
}
