//! Dubov benchmark: 500 players, round 9 (target: at most 1 s natively).
//! Run: `cargo test -p torre-core --release --bench dubov -- --nocapture` (libtest ignores
//! plain tests under `cargo bench`). Measured 6-15 ms for round 9 on this machine.
#[path = "../tests/dubov_gen.rs"]
mod gen;
use gen::*;
use std::time::Instant;
use torre_core::dubov;

#[test]
fn dubov_500_players_round_9() {
    for seed in [1u64, 2, 3] {
        let o = GenOptions { players: 500, rounds: 11, half_bye: 10, forfeit: 10, accelerated: false };
        let mut rng = Lcg(seed);
        let mut t = new_tournament(&mut rng, &o);
        let mut times = Vec::new();
        for round in 1..=8 {
            let start = Instant::now();
            play_round(&mut rng, &mut t, round, &o).expect("pairing");
            times.push(start.elapsed().as_secs_f64());
        }
        if seed == 1 {
            // the same input for the WebAssembly measurement (scripts/bench-wasm.mjs)
            let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/bench");
            let _ = std::fs::create_dir_all(&out);
            let _ = std::fs::write(out.join("dubov-500-before-r9.trf"), torre_core::trf::write(&t));
        }
        let start = Instant::now();
        let p = dubov::pair(&t, 9, torre_core::DubovEdition::E2026).expect("round 9");
        let elapsed = start.elapsed().as_secs_f64();
        eprintln!("seed {seed}: rounds 1-8 {:?} s; round 9: {:.3} s ({} boards)", times.iter().map(|x| (x * 1000.0).round() / 1000.0).collect::<Vec<_>>(), elapsed, p.boards.len());
        if !cfg!(debug_assertions) {
            assert!(elapsed <= 1.0, "round 9 took {elapsed:.3} s");
        }
    }
}

/// Harder shapes: long events relative to the field (many incompatibilities, absolute
/// colours), many byes and forfeits, and a 1000-player field. Reports the slowest round.
#[test]
fn dubov_stress_shapes() {
    let shapes = [(16usize, 15u32, 0u64, 0u64), (30, 29, 0, 0), (60, 40, 0, 0), (40, 13, 50, 50), (100, 15, 40, 40), (200, 20, 20, 20), (1000, 11, 10, 10)];
    for (i, &(players, rounds, half_bye, forfeit)) in shapes.iter().enumerate() {
        let o = GenOptions { players, rounds, half_bye, forfeit, accelerated: i % 2 == 1 };
        let mut rng = Lcg(7 + i as u64);
        let mut t = new_tournament(&mut rng, &o);
        let mut worst = (0.0f64, 0u32);
        let mut paired = 0;
        for round in 1..=rounds {
            let start = Instant::now();
            let r = play_round(&mut rng, &mut t, round, &o);
            let el = start.elapsed().as_secs_f64();
            if el > worst.0 {
                worst = (el, round);
            }
            if r.is_err() {
                break;
            }
            paired = round;
        }
        eprintln!("{players} players, {rounds} rounds: {paired} paired, slowest round {} took {:.3} s", worst.1, worst.0);
    }
}
