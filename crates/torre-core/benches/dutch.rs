//! Dutch engine benchmark: time and peak memory to pair one round, for a range of field
//! sizes so that the growth rate is visible. Run:
//!   cargo bench -p torre-core --bench dutch
//! Inputs come from ../shared/conformance (the 1000-player performance anchor and corpus
//! files of increasing size); each input is truncated before the round shown and paired.
use std::path::Path;
use std::time::Instant;
use torre_core::pairing::{check::before_round, pair_next_round, PairOptions};
use torre_core::{trf, DutchEdition, PairingSystem};

fn peak_rss_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| s.lines().find(|l| l.starts_with("VmHWM:")).and_then(|l| l.split_whitespace().nth(1)?.parse().ok()))
        .unwrap_or(0)
}

fn main() {
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/conformance");
    // `cargo bench --bench dutch -- FILE ROUND` times one case (FILE relative to ../shared/conformance)
    let args: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with("--")).collect();
    let one: Vec<(String, u32)> = match args.as_slice() {
        [file, round] => vec![(file.clone(), round.parse().expect("round number"))],
        _ => Vec::new(),
    };
    let default_cases: &[(&str, u32)] = &[
        ("dutch-2017/random/n0051-r07-s10160.trf", 7),
        ("dutch-2017/random/n0101-r08-s10252.trf", 8),
        ("dutch-2017/random/n0212-r09-s10286.trf", 6),
        ("dutch-2017/random/n0399-r08-s10267.trf", 6),
        ("dutch-2017/random/n0709-r09-s10299.trf", 6),
        ("perf/n1000-r11-s42.trf", 6),
        ("perf/n1000-r11-s42.trf", 11),
    ];
    let cases: Vec<(String, u32)> = if one.is_empty() { default_cases.iter().map(|(f, r)| (f.to_string(), *r)).collect() } else { one };
    let options = PairOptions { system: PairingSystem::Dutch, edition: DutchEdition::E2017 };
    println!("{:>8} {:>6} {:>10} {:>12}  file", "players", "round", "seconds", "peak RSS MB");
    for (file, round) in &cases {
        let path = shared.join(file);
        let Ok(bytes) = std::fs::read(&path) else {
            println!("skipped {file}: not found");
            continue;
        };
        let t = trf::read(&bytes, &Default::default()).expect("corpus file reads").tournament;
        let before = before_round(&t, *round);
        let start = Instant::now();
        let p = pair_next_round(&before, &options).expect("pairs");
        let secs = start.elapsed().as_secs_f64();
        println!("{:>8} {:>6} {:>10.3} {:>12.1}  {file} ({} boards)", t.players.len(), round, secs, peak_rss_kb() as f64 / 1024.0, p.boards.len());
    }
}
