//! Argument handling and the commands themselves.

use std::io::{Read, Write};
use torre_core::pairing::{self, PairError, PairOptions};
use torre_core::{trf, DutchEdition, PairingSystem, Tournament};

pub const NO_PAIRING: u8 = 1;
pub const UNEXPECTED: u8 = 2;
pub const INVALID_INPUT: u8 = 3;
pub const TOO_LARGE: u8 = 4;
pub const FILE_ACCESS: u8 = 5;

pub struct Failure {
    pub code: u8,
    pub message: String,
}

fn fail(code: u8, message: impl Into<String>) -> Failure {
    Failure { code, message: message.into() }
}

pub const USAGE: &str = "usage:
  torre (--dutch | --dubov) [--edition 2017|2026] INPUT.trf -p [OUTPUT]   pair the next round
  torre (--dutch | --dubov) [--edition 2017|2026] INPUT.trf -c            check every round
  torre (--dutch | --dubov) INPUT.trf --explain [--round R] [--json]      explain a round's pairing step by step
  torre trf INPUT.trf | -                                                 print the normalised TRF";

pub fn run(args: &[String]) -> Result<(), Failure> {
    match args.first().map(String::as_str) {
        None | Some("-h" | "--help" | "help") => {
            println!("{USAGE}");
            Ok(())
        }
        Some("-r" | "--version") => {
            println!("torre {}", env!("CARGO_PKG_VERSION"));
            Ok(())
        }
        Some("trf") => cmd_trf(&args[1..]),
        Some("standings") => crate::standings::run(&args[1..]),
        Some("--dutch" | "--dubov") => cmd_pairing(args),
        Some(other) => Err(fail(UNEXPECTED, format!("unknown command {other:?}\n{USAGE}"))),
    }
}

/// Read a file ("-" = standard input) into a tournament; errors name the file and the line.
pub fn load(path: &str) -> Result<Tournament, Failure> {
    let mut bytes = Vec::new();
    if path == "-" {
        std::io::stdin().read_to_end(&mut bytes).map_err(|e| fail(FILE_ACCESS, format!("standard input: {e}")))?;
    } else {
        bytes = std::fs::read(path).map_err(|e| fail(FILE_ACCESS, format!("{path}: {e}")))?;
    }
    let shown = if path == "-" { "<stdin>" } else { path };
    let outcome = trf::read(&bytes, &Default::default()).map_err(|e| fail(INVALID_INPUT, format!("{shown}: {e}")))?;
    for w in &outcome.warnings {
        eprintln!("torre: warning: {shown}: {w}");
    }
    Ok(outcome.tournament)
}

fn cmd_trf(args: &[String]) -> Result<(), Failure> {
    let [path] = args else { return Err(fail(UNEXPECTED, USAGE)) };
    let t = load(path)?;
    print!("{}", trf::write(&t));
    Ok(())
}

enum Mode {
    Pair(Option<String>),
    Check,
    Explain,
}

fn cmd_pairing(args: &[String]) -> Result<(), Failure> {
    let mut system = PairingSystem::Dutch;
    let mut edition = None;
    let mut input = None;
    let mut mode = None;
    let mut round = None;
    let mut json = false;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--dutch" => system = PairingSystem::Dutch,
            "--dubov" => system = PairingSystem::Dubov,
            "--edition" => {
                i += 1;
                edition = Some(match args.get(i).map(String::as_str) {
                    Some("2017") => DutchEdition::E2017,
                    Some("2026") => DutchEdition::E2026,
                    other => return Err(fail(UNEXPECTED, format!("--edition takes 2017 or 2026, found {other:?}"))),
                });
            }
            "-p" => {
                let out = args.get(i + 1).filter(|a| !a.starts_with('-')).cloned();
                if out.is_some() {
                    i += 1;
                }
                mode = Some(Mode::Pair(out));
            }
            "-c" => mode = Some(Mode::Check),
            "--explain" => mode = Some(Mode::Explain),
            "--json" => json = true,
            "--round" => {
                i += 1;
                let r = args.get(i).and_then(|a| a.parse::<u32>().ok()).filter(|&r| r > 0);
                round = Some(r.ok_or_else(|| fail(UNEXPECTED, format!("--round takes a round number, found {:?}", args.get(i))))?);
            }
            a if input.is_none() && !a.starts_with("--") => input = Some(a.to_string()),
            a => return Err(fail(UNEXPECTED, format!("unexpected argument {a:?}\n{USAGE}"))),
        }
        i += 1;
    }
    let input = input.ok_or_else(|| fail(UNEXPECTED, format!("no input file\n{USAGE}")))?;
    let t = load(&input)?;
    let edition = edition.unwrap_or_else(|| default_edition(&t));
    let options = PairOptions { system, edition };
    match mode {
        Some(Mode::Pair(out)) => pair(&t, &options, out.as_deref()),
        Some(Mode::Check) => check(&t, &options),
        Some(Mode::Explain) => explain(&t, &options, round, json),
        None => Err(fail(UNEXPECTED, format!("say -p (pair) or -c (check)\n{USAGE}"))),
    }
}

/// `--edition` default: what the file declares (192, then 092 such as `FIDE_DUTCH_2025`, then
/// a start before 1 February 2026 for 2017), else 2026, the text in force.
fn default_edition(t: &Tournament) -> DutchEdition {
    trf::detect_edition(t)
}

fn pair_failure(e: PairError) -> Failure {
    match e {
        PairError::NoValidPairing(_) => fail(NO_PAIRING, e.to_string()),
        PairError::InvalidInput(_) => fail(INVALID_INPUT, e.to_string()),
        PairError::TooLarge(_) => fail(TOO_LARGE, e.to_string()),
        PairError::Unsupported(_) => fail(UNEXPECTED, e.to_string()),
    }
}

/// `--explain`: the step-by-step trace of round `round` (default: the next round), as text or JSON.
fn explain(t: &Tournament, options: &PairOptions, round: Option<u32>, json: bool) -> Result<(), Failure> {
    let e = torre_core::explain::explain(t, options, round).map_err(pair_failure)?;
    let text = if json {
        serde_json::to_string_pretty(&e).map_err(|e| fail(UNEXPECTED, e.to_string()))? + "\n"
    } else {
        torre_core::explain::text::render(&e)
    };
    std::io::stdout().write_all(text.as_bytes()).map_err(|e| fail(FILE_ACCESS, e.to_string()))
}

fn pair(t: &Tournament, options: &PairOptions, out: Option<&str>) -> Result<(), Failure> {
    let p = pairing::pair_next_round(t, options).map_err(pair_failure)?;
    let mut text = format!("{}\n", p.boards.len() + usize::from(p.bye.is_some()));
    for b in &p.boards {
        text.push_str(&format!("{} {}\n", b.white, b.black));
    }
    if let Some(id) = p.bye {
        text.push_str(&format!("{id} 0\n"));
    }
    match out {
        Some(path) => std::fs::write(path, text).map_err(|e| fail(FILE_ACCESS, format!("{path}: {e}"))),
        None => std::io::stdout().write_all(text.as_bytes()).map_err(|e| fail(FILE_ACCESS, e.to_string())),
    }
}

fn describe(p: &pairing::RoundPairing) -> String {
    let mut boards = p.boards.clone();
    boards.sort();
    let mut s: Vec<String> = boards.iter().map(|b| format!("{}-{}", b.white, b.black)).collect();
    if let Some(b) = p.bye {
        s.push(format!("bye {b}"));
    }
    s.join(" ")
}

fn check(t: &Tournament, options: &PairOptions) -> Result<(), Failure> {
    let report = pairing::check(t, options);
    for r in report.rounds.iter().filter(|r| !r.matches()) {
        let produced = match &r.produced {
            Ok(p) => describe(p),
            Err(e) => format!("error: {e}"),
        };
        println!("round {}: expected {} | produced {}", r.round, describe(&r.expected), produced);
    }
    let d = report.differing();
    println!("checked {} rounds: {} match, {} differ", report.rounds.len(), report.rounds.len() - d, d);
    if d == 0 {
        Ok(())
    } else {
        Err(fail(NO_PAIRING, format!("{d} rounds differ")))
    }
}
