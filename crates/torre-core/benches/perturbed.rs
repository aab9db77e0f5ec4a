//! Worst case next to the typical one (issue 22): real-looking histories perturbed in the ways
//! real files are odd (every game of one round with both colours swapped, each played round in
//! turn, many forfeits,
//! many absences, late entries, unusual scoring), paired by both engines at 1000 players (the
//! performance anchor) and 3000 (a synthetic history), each next to the unperturbed time of its
//! size. Target: no perturbed input slower than 5x the typical time of its size.
//!
//!   cargo bench -p torre-core --bench perturbed                 1000 players
//!   cargo bench -p torre-core --bench perturbed -- 3000          3000 players as well (slow)
//!   cargo bench -p torre-core --bench perturbed -- 10000         9999 players (`torre -g`), round 2
//!   TORRE_BENCH_TIMEOUT=S  seconds allowed per pairing (default 60); slower ones show "> S"
//!
//! Each pairing runs in a child process (this binary with `--pair FILE SYSTEM`) so that one
//! that runs away is stopped at the time limit; the inputs are written to target/bench/perturbed/
//! (consistent TRF files: `torre --dutch FILE -p` reproduces a figure).
#[path = "../tests/dubov_gen.rs"]
#[allow(dead_code)]
mod gen;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};
use torre_core::model::{ByeKind, Colour, GameResult, PointSystem, RoundEntry};
use torre_core::pairing::{check::before_round, pair_next_round, PairOptions};
use torre_core::score::Score;
use torre_core::{trf, DutchEdition, PairingSystem, Tournament};

/// A number from a pair's ids and the round: both sides of a game draw the same.
fn mix(a: u32, b: u32, r: u32) -> u64 {
    let (lo, hi) = (a.min(b) as u64, a.max(b) as u64);
    ((lo * 0x9E37_79B9) ^ (hi * 0x85EB_CA6B) ^ (r as u64 * 0xC2B2_AE35)).wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33
}

/// Change every game of rounds `rounds` that `pick` selects, on both sides.
fn each_game(t: &mut Tournament, rounds: std::ops::RangeInclusive<u32>, pick: impl Fn(u32, u32, u32) -> bool, change: impl Fn(RoundEntry) -> RoundEntry) {
    for p in &mut t.players {
        for r in rounds.clone() {
            let e = p.round(r);
            if let RoundEntry::Game { opponent, .. } = e {
                if pick(p.id, opponent, r) {
                    p.set_round(r, change(e));
                }
            }
        }
    }
}

fn swap_colours(t: &mut Tournament, round: u32) {
    each_game(t, round..=round, |_, _, _| true, |e| match e {
        RoundEntry::Game { opponent, colour, result } => RoundEntry::Game { opponent, colour: colour.map(Colour::opposite), result },
        e => e,
    });
}

/// One game in four, in every round, ends by forfeit (the lower pairing number wins it).
fn forfeits(t: &mut Tournament, played: u32) {
    let pick = |a: u32, b: u32, r: u32| mix(a, b, r).is_multiple_of(4);
    for p in &mut t.players {
        for r in 1..=played {
            if let RoundEntry::Game { opponent, colour, .. } = p.round(r) {
                if pick(p.id, opponent, r) {
                    let result = if p.id < opponent { GameResult::ForfeitWin } else { GameResult::ForfeitLoss };
                    p.set_round(r, RoundEntry::Game { opponent, colour, result });
                }
            }
        }
    }
}

/// One game in five, in every round, was never played: both players absent (zero-point byes).
fn absences(t: &mut Tournament, played: u32) {
    each_game(t, 1..=played, |a, b, r| mix(a, b, r) % 5 == 1, |_| RoundEntry::Bye(ByeKind::Zero));
}

/// 10% more players, entering now: absent (zero-point byes) in every round so far.
fn late_entries(t: &mut Tournament, played: u32) {
    let n = t.players.len();
    for k in 0..n / 10 {
        let mut p = t.players[k * 10].clone();
        p.id = (n + k + 1) as u32;
        p.name = format!("Late entry {}", k + 1);
        p.rounds = (1..=played).map(|_| RoundEntry::Bye(ByeKind::Zero)).collect();
        p.acceleration.clear();
        p.declared_points = None;
        p.rank = None;
        t.players.push(p);
    }
}

/// Point values chosen so that almost every history has its own score.
fn unusual_scoring(t: &mut Tournament) {
    t.points = PointSystem {
        win: Score(97),
        draw: Score(31),
        loss: Score(3),
        forfeit_win: Score(71),
        forfeit_loss: Score(-11),
        pairing_allocated_bye: Score(43),
        half_bye: Score(23),
        full_bye: Score(61),
        zero_bye: Score(0),
        unknown: None,
    };
}

/// The cases of one base history (`played` rounds): name and tournament. The colours are
/// swapped in each played round in turn: a middle round can be the slow one (the 1000-player
/// anchor after 5 rounds with round 2 swapped was, 2026-11-24).
fn cases(base: &Tournament, played: u32) -> Vec<(String, Tournament)> {
    let with = |f: &dyn Fn(&mut Tournament)| {
        let mut t = base.clone();
        f(&mut t);
        t
    };
    let mut out = vec![("typical".to_string(), base.clone())];
    for round in (1..=played).rev() {
        let name = if round == played { "colours of the last round swapped".to_string() } else { format!("colours of round {round} swapped") };
        out.push((name, with(&|t| swap_colours(t, round))));
    }
    out.extend([
        ("1 game in 4 forfeited".to_string(), with(&|t| forfeits(t, played))),
        ("1 game in 5 both absent".to_string(), with(&|t| absences(t, played))),
        ("10% late entries".to_string(), with(&|t| late_entries(t, played))),
        ("unusual scoring".to_string(), with(&|t| unusual_scoring(t))),
    ]);
    out
}

fn synthetic(players: usize, played: u32) -> Tournament {
    let o = gen::GenOptions { players, rounds: played + 5, half_bye: 10, forfeit: 10, accelerated: false };
    let mut rng = gen::Lcg(players as u64);
    let mut t = gen::new_tournament(&mut rng, &o);
    t.system = PairingSystem::Dutch;
    for round in 1..=played {
        gen::play_round(&mut rng, &mut t, round, &o).expect("synthetic history pairs");
    }
    t
}

/// Child mode: pair the next round of FILE and print the seconds (or the error).
fn pair_file(file: &str, system: &str) {
    let bytes = std::fs::read(file).expect("input");
    let t = trf::read(&bytes, &Default::default()).expect("input reads").tournament;
    let system = if system == "dubov" { PairingSystem::Dubov } else { PairingSystem::Dutch };
    let start = Instant::now();
    match pair_next_round(&t, &PairOptions { system, edition: DutchEdition::E2026, dubov_edition: torre_core::DubovEdition::E2026 }) {
        Ok(_) => println!("{:.3}", start.elapsed().as_secs_f64()),
        Err(e) => println!("error: {e}"),
    }
}

/// Seconds of one pairing in a child process, or None past `limit`.
fn timed(file: &Path, system: &str, limit: Duration) -> Result<f64, String> {
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args(["--pair", file.to_str().unwrap(), system])
        .stdout(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let start = Instant::now();
    loop {
        if child.try_wait().map_err(|e| e.to_string())?.is_some() {
            let out = child.wait_with_output().map_err(|e| e.to_string())?;
            let text = String::from_utf8_lossy(&out.stdout).trim().to_string();
            return text.parse().map_err(|_| text);
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("> {}", limit.as_secs()));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    if let [flag, file, system] = args.as_slice() {
        if flag == "--pair" {
            return pair_file(file, system);
        }
    }
    let limit = Duration::from_secs(std::env::var("TORRE_BENCH_TIMEOUT").ok().and_then(|v| v.parse().ok()).unwrap_or(60));
    let out = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/bench/perturbed");
    let _ = std::fs::create_dir_all(&out);
    let anchor = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/conformance/perf/n1000-r11-s42.trf");
    let mut bases: Vec<(String, Tournament, u32)> = Vec::new();
    if let Ok(bytes) = std::fs::read(&anchor) {
        let t = trf::read(&bytes, &Default::default()).expect("anchor reads").tournament;
        for played in [5, 10] {
            bases.push((format!("1000 players, {played} rounds played (anchor)"), before_round(&t, played + 1), played));
        }
    } else {
        println!("skipped the 1000-player anchor: {} not found", anchor.display());
    }
    if args.iter().any(|a| a == "3000") {
        bases.push(("3000 players, 5 rounds played (synthetic)".into(), synthetic(3000, 5), 5));
    }
    if args.iter().any(|a| a == "10000") {
        // issue 17: the largest field a TRF holds, as the generator makes it, before round 2
        let config = torre_core::generator::Config { players: Some(9999), rounds: Some(1), ..Default::default() };
        let t = torre_core::generator::generate(&config, 1).expect("generated");
        // played as generated: round 2 is the next one (`before_round` would mark it absent)
        bases.push(("9999 players, 1 round played (torre -g, seed 1)".into(), t, 1));
    }
    for (title, base, played) in &bases {
        println!("\n{title}");
        println!("{:<36} {:>10} {:>10}", "input", "Dutch s", "Dubov s");
        let mut typical = [0.0f64; 2];
        let mut worst: [(f64, String); 2] = Default::default();
        // a TRF holds pairing numbers up to 9999: late entries do not fit beside 9999 players
        for (name, mut t) in cases(base, *played).into_iter().filter(|(_, t)| t.players.len() <= 9999) {
            t.total_rounds = Some(played + 1);
            let file: PathBuf = out.join(format!("{}p-r{}-{}.trf", t.players.len(), played, name.replace([' ', '%'], "-")));
            std::fs::write(&file, trf::write(&t)).expect("write the input");
            let mut cells = Vec::new();
            for (k, system) in ["dutch", "dubov"].into_iter().enumerate() {
                let r = timed(&file, system, limit);
                let secs = match &r {
                    Ok(s) => *s,
                    Err(_) => limit.as_secs_f64(),
                };
                if name == "typical" {
                    typical[k] = secs;
                } else if secs > worst[k].0 {
                    worst[k] = (secs, name.to_string());
                }
                cells.push(match r {
                    Ok(s) => format!("{s:.3}"),
                    Err(e) => e,
                });
            }
            println!("{:<36} {:>10} {:>10}", name, cells[0], cells[1]);
        }
        for (k, system) in ["Dutch", "Dubov"].iter().enumerate() {
            let ratio = worst[k].0 / typical[k].max(0.001);
            println!("{system}: worst {:.3} s ({}) = {ratio:.0}x the typical {:.3} s{}", worst[k].0, worst[k].1, typical[k], if ratio > 5.0 { "  ABOVE the 5x target" } else { "" });
        }
    }
}
