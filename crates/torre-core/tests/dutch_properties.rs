//! Properties of every Dutch pairing on generated tournaments (odd fields, requested byes,
//! forfeits): each available player paired exactly once or given the single PAB, no rematch
//! (C.1), no second PAB and no PAB after a forfeit win (C.2), no absolute colour broken (C.3,
//! C.04.1.f/g) outside the last-round topscorer exception.
#[path = "dubov_gen.rs"]
mod gen;
#[path = "support/dutch_sweep.rs"]
mod sweep;
use gen::*;
use torre_core::pairing::participants;
use torre_core::*;

fn colour_ok(t: &Tournament, id: PlayerId, round: u32, got: Colour) -> bool {
    let mut h = t.colour_history(id, round - 1);
    h.push(got);
    let diff: i32 = h.iter().map(|c| if *c == Colour::White { 1 } else { -1 }).sum();
    let n = h.len();
    let three = n >= 3 && h[n - 1] == h[n - 2] && h[n - 2] == h[n - 3];
    diff.abs() <= 2 && !three
}

#[test]
fn generated_tournaments_keep_the_absolute_criteria() {
    let mut rounds_checked = 0;
    for seed in 0..24u64 {
        let players = 7 + (seed as usize * 5) % 34;
        let o = GenOptions { players, rounds: 5 + (seed as u32 % 5), half_bye: 40, forfeit: 40, accelerated: false };
        let mut rng = Lcg(1000 + seed);
        let mut t = new_tournament(&mut rng, &o);
        t.system = PairingSystem::Dutch;
        t.edition = DutchEdition::E2017;
        for round in 1..=o.rounds {
            let before = t.clone();
            let Ok(p) = play_round(&mut rng, &mut t, round, &o) else { break };
            rounds_checked += 1;
            let available = participants(&t, round);
            let mut seen: Vec<PlayerId> = p.boards.iter().flat_map(|b| [b.white, b.black]).chain(p.bye).collect();
            seen.sort();
            assert_eq!(seen, available, "seed {seed} round {round}: everybody paired once");
            assert_eq!(p.bye.is_some(), available.len() % 2 == 1, "seed {seed} round {round}: a PAB only for an odd field");
            if let Some(b) = p.bye {
                assert!(torre_core::bye::may_receive_pab(&before, b, round, DutchEdition::E2017), "seed {seed} round {round}: C.2 for {b}");
            }
            let last = round == o.rounds;
            for b in &p.boards {
                assert!(!before.played_opponents(b.white, round - 1).contains(&b.black), "seed {seed} round {round}: rematch {}-{}", b.white, b.black);
                if !last {
                    assert!(colour_ok(&before, b.white, round, Colour::White), "seed {seed} round {round}: colours of {}", b.white);
                    assert!(colour_ok(&before, b.black, round, Colour::Black), "seed {seed} round {round}: colours of {}", b.black);
                }
            }
        }
    }
    assert!(rounds_checked > 100, "only {rounds_checked} rounds paired");
}

/// The property sweep (issue 23), a sample: 150 generated tournaments, every bracket of at most
/// 10 players paired by the engine and by the literal procedure from the same state, none may
/// differ. At scale: `cargo run --release -p torre-core --example dutch_sweep` (docs/conformance.md).
#[test]
fn engine_and_literal_procedure_agree_on_generated_brackets() {
    let s = sweep::sweep(0..150);
    assert!(s.brackets > 2000, "only {} brackets compared", s.brackets);
    assert!(s.diffs.is_empty(), "{} disagreements:\n{}", s.diffs.len(), s.diffs.join("\n"));
}
