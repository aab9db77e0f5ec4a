//! The random tournament generator's files pass Torre's own checker: a few hundred small
//! tournaments, written as TRF-16 and TRF-2026 and read back, re-paired round by round and
//! their standings recomputed (thousands: scripts/rtg-sweep.sh, not CI).

use torre_core::generator::{generate, Config};
use torre_core::pairing::{self, PairOptions};
use torre_core::tiebreak::{check_standings, TieBreak};
use torre_core::*;

fn small(system: PairingSystem, edition: DutchEdition) -> Config {
    Config { system, edition, players: None, ..Default::default() }
}

/// Generate, write, read back, check; panics with the seed and what differs.
fn passes_own_checker(config: &Config, seed: u64, layout: trf::Layout) {
    let t = generate(config, seed).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    let text = trf::write_with(&t, &trf::WriteOptions { layout, line_end: trf::LineEnd::Lf });
    let back = trf::read_str(&text, &Default::default()).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
    assert!(back.warnings.is_empty(), "seed {seed}: {:?}\n{text}", back.warnings);
    let t = back.tournament;
    let options = PairOptions::from_tournament(&t);
    assert_eq!(options.system, config.system);
    let report = pairing::check(&t, &options);
    for r in &report.rounds {
        assert!(r.matches(), "seed {seed} round {}: file {:?}, Torre {:?}\n{text}", r.round, r.expected, r.produced);
    }
    let list = TieBreak::parse_all(&t.tiebreaks).unwrap();
    assert!(!list.is_empty());
    let s = check_standings(&t, &list, None, &torre_core::tiebreak::Options::of_tournament(&t)).unwrap();
    assert!(s.agrees(), "seed {seed}: {:?}\n{text}", s.differences);
}

#[test]
fn generated_files_pass_the_checker() {
    let configs = [
        small(PairingSystem::Dutch, DutchEdition::E2026),
        small(PairingSystem::Dutch, DutchEdition::E2017),
        small(PairingSystem::Dubov, DutchEdition::E2026),
    ];
    for (k, c) in configs.iter().enumerate() {
        for seed in 0..80u64 {
            let c = Config { players: Some(4 + (seed % 23) as u32), ..c.clone() };
            let layout = if seed % 2 == 0 { trf::Layout::Trf16 } else { trf::Layout::Trf2026 };
            passes_own_checker(&c, seed * 3 + k as u64, layout);
        }
    }
}

#[test]
fn byes_forfeits_withdrawals_and_baku_appear() {
    let c = Config {
        players: Some(30),
        rounds: Some(9),
        forfeit_rate: Some(8),
        retired_rate: Some(6),
        half_bye_rate: Some(15),
        full_bye_rate: Some(30),
        zero_bye_rate: Some(30),
        unrated_result_rate: Some(20),
        baku: Some(true),
        ..Default::default()
    };
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..10 {
        let t = generate(&c, seed).unwrap();
        assert_eq!(t.acceleration_method, AccelerationMethod::Baku);
        for p in &t.players {
            for e in &p.rounds {
                seen.insert(match e {
                    RoundEntry::Bye(k) => format!("bye {}", k.code()),
                    RoundEntry::Game { result, .. } => format!("game {}", result.code()),
                    RoundEntry::NotPaired => "withdrawn".to_string(),
                });
            }
            if (p.rounds.len() as u32) < t.total_rounds.unwrap() {
                seen.insert("withdrawn".to_string());
            }
        }
        passes_own_checker(&c, seed, trf::Layout::Trf2026);
    }
    for want in ["bye H", "bye F", "bye Z", "bye U", "game +", "game -", "game W", "game 1", "game =", "game 0", "withdrawn"] {
        assert!(seen.contains(want), "{want} never generated: {seen:?}");
    }
}

#[test]
fn a_mutated_rank_is_reported() {
    let mut t = generate(&Config { players: Some(12), rounds: Some(5), ..Default::default() }, 9).unwrap();
    let list = TieBreak::parse_all(&t.tiebreaks).unwrap();
    let (a, b) = (t.players.iter().position(|p| p.rank == Some(1)).unwrap(), t.players.iter().position(|p| p.rank == Some(12)).unwrap());
    t.players[a].rank = Some(12);
    t.players[b].rank = Some(1);
    let s = check_standings(&t, &list, None, &torre_core::tiebreak::Options::of_tournament(&t)).unwrap();
    let mut ids: Vec<u32> = s.differences.iter().map(|d| d.id).collect();
    ids.sort();
    let mut want = vec![a as u32 + 1, b as u32 + 1];
    want.sort();
    assert_eq!(ids, want);
    assert_eq!(s.differences[0].values.len(), list.len());
}
