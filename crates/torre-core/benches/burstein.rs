//! Burstein engine benchmark: time and peak memory to pair one post-seeding round, for fields
//! of 300, 1000 and 3000 players, as played and perturbed. Run:
//!   cargo bench -p torre-core --bench burstein
//! Inputs (untimed): the 1000-player performance anchor (../shared/conformance/perf, 11
//! rounds: 4 seeding rounds, Art. 1.6.2) truncated before the round shown, and tournaments of
//! the random generator (`torre --dutch -g`, 9 rounds, seed 1) truncated likewise; "swapped":
//! the colours of the round before it the other way round (a history no engine produced).
//! Every timed input is also written to target/bench/.
use std::path::Path;
use std::time::Instant;
use torre_core::generator::{generate, Config};
use torre_core::pairing::{check::before_round, pair_next_round, PairOptions};
use torre_core::{trf, Colour, PairingSystem, RoundEntry, Tournament};

fn peak_rss_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| s.lines().find(|l| l.starts_with("VmHWM:")).and_then(|l| l.split_whitespace().nth(1)?.parse().ok()))
        .unwrap_or(0)
}

/// Every game of `round` with the colours the other way round.
fn swap_colours(t: &mut Tournament, round: u32) {
    for p in &mut t.players {
        if let RoundEntry::Game { opponent, colour: Some(c), result } = p.round(round) {
            p.set_round(round, RoundEntry::Game { opponent, colour: Some(Colour::opposite(c)), result });
        }
    }
}

fn main() {
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/conformance");
    let out = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/bench");
    let _ = std::fs::create_dir_all(&out);
    let mut events: Vec<(String, Tournament)> = Vec::new();
    match std::fs::read(shared.join("perf/n1000-r11-s42.trf")) {
        Ok(bytes) => events.push(("anchor n1000-r11-s42".into(), trf::read(&bytes, &Default::default()).expect("the anchor reads").tournament)),
        Err(_) => println!("skipped the anchor: not found"),
    }
    for players in [300, 1000, 3000] {
        let config = Config { players: Some(players), rounds: Some(9), ..Default::default() };
        events.push((format!("generated {players} players, seed 1"), generate(&config, 1).expect("generated")));
    }
    let options = PairOptions { system: PairingSystem::Burstein, ..Default::default() };
    println!("Burstein");
    println!("{:>8} {:>6} {:>10} {:>12}  input", "players", "round", "seconds", "peak RSS MB");
    for (name, t) in &events {
        for round in [5, 6, 9] {
            for swapped in [false, true] {
                let mut before = before_round(t, round);
                if swapped {
                    swap_colours(&mut before, round - 1);
                }
                let tag = if swapped { "-swapped" } else { "" };
                let _ = std::fs::write(out.join(format!("burstein-{}p-before-r{round}{tag}.trf", before.players.len())), trf::write(&before));
                let start = Instant::now();
                let p = pair_next_round(&before, &options).expect("pairs");
                let secs = start.elapsed().as_secs_f64();
                let how = if swapped { format!(", round {} swapped", round - 1) } else { String::new() };
                println!("{:>8} {:>6} {:>10.3} {:>12.1}  {name}{how} ({} boards)", before.players.len(), round, secs, peak_rss_kb() as f64 / 1024.0, p.boards.len());
            }
        }
    }
}
