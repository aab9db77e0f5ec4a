//! The pairing commands (`-p`, `-c`, `--explain`) and `torre trf`.

use crate::failure::{fail, Failure, INVALID_INPUT, NO_PAIRING, TOO_LARGE, UNEXPECTED};
use crate::input::{load, Source};
use crate::output::{diagnose, emit, emit_to};
use torre_core::pairing::{self, PairError, PairOptions};
use torre_core::{trf, DutchEdition, PairingSystem, Tournament};

pub const USAGE: &str = "usage:
  torre (--dutch | --dubov) [--edition 2017|2026] INPUT.trf -p [OUTPUT]   pair the next round
  torre (--dutch | --dubov) [--edition 2017|2026] INPUT.trf -c            check every round
  torre (--dutch | --dubov) INPUT.trf --explain [--round R] [--json]      explain a round's pairing step by step
  torre trf INPUT.trf | -                                                 print the normalised TRF";

pub fn cmd_trf(args: &[String]) -> Result<(), Failure> {
    let [path] = args else { return Err(fail(UNEXPECTED, USAGE)) };
    let (t, source) = load(path)?;
    for note in trf::write_notes(&t) {
        diagnose(&format!("warning: {}: {note}", source.name));
    }
    emit(&trf::write(&t))
}

#[derive(PartialEq)]
enum Mode {
    Pair(Option<String>),
    Check,
    Explain,
}

impl Mode {
    fn flag(&self) -> &'static str {
        match self {
            Mode::Pair(_) => "-p",
            Mode::Check => "-c",
            Mode::Explain => "--explain",
        }
    }
}

/// Set a flag that may be given once: the same value again is harmless, another value is a
/// conflict (`-c -p`, `--dutch --dubov`), refused rather than letting the last one win.
fn set_once<T: PartialEq>(slot: &mut Option<(T, String)>, value: T, flag: &str) -> Result<(), Failure> {
    if let Some((old, old_flag)) = slot {
        if *old != value {
            return Err(fail(UNEXPECTED, format!("{old_flag} and {flag} cannot be used together\n{USAGE}")));
        }
    }
    *slot = Some((value, flag.to_string()));
    Ok(())
}

pub fn cmd_pairing(args: &[String]) -> Result<(), Failure> {
    let mut system = None;
    let mut edition = None;
    let mut input = None;
    let mut mode = None;
    let mut round = None;
    let mut json = false;
    let mut i = 0;
    while i < args.len() {
        let flag = args[i].as_str();
        match flag {
            "--dutch" => set_once(&mut system, PairingSystem::Dutch, flag)?,
            "--dubov" => set_once(&mut system, PairingSystem::Dubov, flag)?,
            "--edition" => {
                i += 1;
                let e = match args.get(i).map(String::as_str) {
                    Some("2017") => DutchEdition::E2017,
                    Some("2026") => DutchEdition::E2026,
                    Some(v) => return Err(fail(UNEXPECTED, format!("--edition takes 2017 or 2026, found {v:?}"))),
                    None => return Err(fail(UNEXPECTED, "--edition needs a value (2017 or 2026)")),
                };
                set_once(&mut edition, e, flag)?;
            }
            "-p" => {
                let out = args.get(i + 1).filter(|a| !a.starts_with('-')).cloned();
                if out.is_some() {
                    i += 1;
                }
                let m = Mode::Pair(out);
                let shown = m.flag();
                set_once(&mut mode, m, shown)?;
            }
            "-c" => set_once(&mut mode, Mode::Check, flag)?,
            "--explain" => set_once(&mut mode, Mode::Explain, flag)?,
            "--json" => json = true,
            "--round" => {
                i += 1;
                let r = match args.get(i) {
                    None => return Err(fail(UNEXPECTED, "--round needs a round number (1 or more)")),
                    Some(v) => v.parse::<u32>().ok().filter(|&r| r > 0).ok_or_else(|| fail(UNEXPECTED, format!("--round takes a round number (1 or more), found {v:?}")))?,
                };
                set_once(&mut round, r, flag)?;
            }
            a if input.is_none() && (a == "-" || !a.starts_with('-')) => input = Some(a.to_string()),
            a => return Err(fail(UNEXPECTED, format!("unexpected argument {a:?}\n{USAGE}"))),
        }
        i += 1;
    }
    let mode = mode.map(|(m, _)| m);
    if mode != Some(Mode::Explain) {
        if let Some(flag) = [(round.is_some(), "--round"), (json, "--json")].iter().find(|(given, _)| *given).map(|(_, f)| f) {
            return Err(fail(UNEXPECTED, format!("{flag} only goes with --explain\n{USAGE}")));
        }
    }
    let input = input.ok_or_else(|| fail(UNEXPECTED, format!("no input file\n{USAGE}")))?;
    let (t, source) = load(&input)?;
    let edition = edition.map_or_else(|| default_edition(&t), |(e, _)| e);
    let options = PairOptions { system: system.map_or(PairingSystem::Dutch, |(s, _)| s), edition };
    let failure = |e: PairError| pair_failure(&t, &source, e);
    match mode {
        Some(Mode::Pair(out)) => pair(&t, &options, out.as_deref(), failure),
        Some(Mode::Check) => check(&t, &options),
        Some(Mode::Explain) => explain(&t, &options, round.map(|(r, _)| r), json, failure),
        None => Err(fail(UNEXPECTED, format!("say -p (pair), -c (check) or --explain\n{USAGE}"))),
    }
}

/// `--edition` default: what the file declares (192, then 092 such as `FIDE_DUTCH_2025`, then
/// a start before 1 February 2026 for 2017), else 2026, the text in force.
fn default_edition(t: &Tournament) -> DutchEdition {
    trf::detect_edition(t)
}

/// The exit code of a pairing error; an input error about the number of rounds names the
/// record that declares it (XXR or 142) in the file.
fn pair_failure(t: &Tournament, source: &Source, e: PairError) -> Failure {
    if let (PairError::InvalidInput(m), Some(total)) = (&e, t.total_rounds) {
        if t.rounds_paired() >= total {
            return fail(INVALID_INPUT, format!("{}: {m} (raise the number of rounds there to pair another)", source.locate(&["XXR", "142"], None)));
        }
    }
    match e {
        PairError::NoValidPairing(_) => fail(NO_PAIRING, e.to_string()),
        PairError::InvalidInput(_) => fail(INVALID_INPUT, e.to_string()),
        PairError::TooLarge(_) => fail(TOO_LARGE, e.to_string()),
        PairError::Unsupported(_) => fail(UNEXPECTED, e.to_string()),
    }
}

/// `--explain`: the step-by-step trace of round `round` (default: the next round), as text or JSON.
fn explain(t: &Tournament, options: &PairOptions, round: Option<u32>, json: bool, failure: impl FnOnce(PairError) -> Failure) -> Result<(), Failure> {
    let e = torre_core::explain::explain(t, options, round).map_err(failure)?;
    let text = if json {
        serde_json::to_string_pretty(&e).map_err(|e| fail(UNEXPECTED, e.to_string()))? + "\n"
    } else {
        torre_core::explain::text::render(&e)
    };
    emit(&text)
}

fn pair(t: &Tournament, options: &PairOptions, out: Option<&str>, failure: impl FnOnce(PairError) -> Failure) -> Result<(), Failure> {
    let p = pairing::pair_next_round(t, options).map_err(failure)?;
    let mut text = format!("{}\n", p.boards.len() + usize::from(p.bye.is_some()));
    for b in &p.boards {
        text.push_str(&format!("{} {}\n", b.white, b.black));
    }
    if let Some(id) = p.bye {
        text.push_str(&format!("{id} 0\n"));
    }
    emit_to(out, &text)
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
    let mut text = String::new();
    for r in report.rounds.iter().filter(|r| !r.matches()) {
        let produced = match &r.produced {
            Ok(p) => describe(p),
            Err(e) => format!("error: {e}"),
        };
        text.push_str(&format!("round {}: expected {} | produced {}\n", r.round, describe(&r.expected), produced));
    }
    let d = report.differing();
    text.push_str(&format!("checked {} rounds: {} match, {} differ\n", report.rounds.len(), report.rounds.len() - d, d));
    emit(&text)?;
    if d == 0 {
        Ok(())
    } else {
        Err(fail(NO_PAIRING, format!("{d} rounds differ")))
    }
}
