//! Dutch engine benchmark: time and peak memory to pair one round, for a range of field
//! sizes so that the growth rate is visible. Run:
//!   cargo bench -p torre-core --bench dutch              (all cases)
//!   cargo bench -p torre-core --bench dutch -- FILE ROUND  (one corpus file, FILE relative
//!                                                          to ../shared/conformance)
//! Corpus inputs (the 1000-player performance anchor and corpus files of increasing size)
//! are truncated before the round shown; synthetic fields (500, 2000 players) get their
//! history from the engine itself with random results (tests/dubov_gen.rs), untimed.
//! Every timed input is also written to target/bench/ for scripts/bench-wasm.mjs.
#[path = "../tests/dubov_gen.rs"]
#[allow(dead_code)]
mod gen;
use std::path::{Path, PathBuf};
use std::time::Instant;
use torre_core::pairing::{check::before_round, pair_next_round, PairOptions};
use torre_core::{trf, DutchEdition, PairingSystem, Tournament};

fn peak_rss_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| s.lines().find(|l| l.starts_with("VmHWM:")).and_then(|l| l.split_whitespace().nth(1)?.parse().ok()))
        .unwrap_or(0)
}

enum Input {
    Corpus(String),
    Synthetic(usize),
    /// A tournament of the random tournament generator (`torre -g`), seed 1.
    Generated(u32),
}

fn synthetic(players: usize, rounds_played: u32) -> Tournament {
    let o = gen::GenOptions { players, rounds: rounds_played + 5, half_bye: 10, forfeit: 10, accelerated: false };
    let mut rng = gen::Lcg(players as u64);
    let mut t = gen::new_tournament(&mut rng, &o);
    t.system = PairingSystem::Dutch;
    t.edition = DutchEdition::E2017;
    for round in 1..=rounds_played {
        gen::play_round(&mut rng, &mut t, round, &o).expect("synthetic history pairs");
    }
    t
}

fn main() {
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/conformance");
    let out = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/bench");
    let _ = std::fs::create_dir_all(&out);
    let args: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with("--")).collect();
    let cases: Vec<(Input, u32)> = match args.as_slice() {
        [file, round] => vec![(Input::Corpus(file.clone()), round.parse().expect("round number"))],
        _ => vec![
            (Input::Corpus("dutch-2017/random/n0051-r07-s10160.trf".into()), 7),
            (Input::Corpus("dutch-2017/random/n0101-r08-s10252.trf".into()), 8),
            (Input::Corpus("dutch-2017/random/n0212-r09-s10286.trf".into()), 6),
            (Input::Corpus("dutch-2017/random/n0399-r08-s10267.trf".into()), 6),
            (Input::Synthetic(500), 6),
            (Input::Corpus("dutch-2017/random/n0709-r09-s10299.trf".into()), 6),
            (Input::Corpus("perf/n1000-r11-s42.trf".into()), 6),
            (Input::Corpus("perf/n1000-r11-s42.trf".into()), 11),
            (Input::Synthetic(2000), 6),
            (Input::Synthetic(2000), 11),
            // the largest field a TRF holds (4-column pairing numbers), rounds 1 and 2 (issue 17;
            // round 3 is out of reach for now, see docs/benchmarks.md)
            (Input::Generated(9999), 1),
            (Input::Generated(9999), 2),
        ],
    };
    for edition in [DutchEdition::E2017, DutchEdition::E2026] {
        let options = PairOptions { system: PairingSystem::Dutch, edition, dubov_edition: Default::default() };
        println!("Dutch {edition:?}");
        println!("{:>8} {:>6} {:>10} {:>12}  input", "players", "round", "seconds", "peak RSS MB");
        for (input, round) in &cases {
            let (name, before): (String, Tournament) = match input {
                Input::Corpus(file) => {
                    let Ok(bytes) = std::fs::read(shared.join(file)) else {
                        println!("skipped {file}: not found");
                        continue;
                    };
                    let t = trf::read(&bytes, &Default::default()).expect("corpus file reads").tournament;
                    (file.clone(), before_round(&t, *round))
                }
                Input::Synthetic(players) => (format!("synthetic {players} players"), synthetic(*players, round - 1)),
                Input::Generated(players) => {
                    let config = torre_core::generator::Config { players: Some(*players), rounds: Some(*round), edition, ..Default::default() };
                    let t = torre_core::generator::generate(&config, 1).expect("generated");
                    (format!("generated {players} players, seed 1"), before_round(&t, *round))
                }
            };
            // a generated field differs by edition (each pairs its own history)
            let edition_tag = if matches!(input, Input::Generated(_)) { format!("-{}", if edition == DutchEdition::E2017 { 2017 } else { 2026 }) } else { String::new() };
            let written: PathBuf = out.join(format!("dutch-{}p-before-r{round}{edition_tag}.trf", before.players.len()));
            let _ = std::fs::write(&written, trf::write(&before));
            let start = Instant::now();
            let p = pair_next_round(&before, &options).expect("pairs");
            let secs = start.elapsed().as_secs_f64();
            println!("{:>8} {:>6} {:>10.3} {:>12.1}  {name} ({} boards)", before.players.len(), round, secs, peak_rss_kb() as f64 / 1024.0, p.boards.len());
        }
    }
}
