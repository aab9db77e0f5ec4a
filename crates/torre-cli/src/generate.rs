//! `-g`: the random tournament generator, called as bbpPairings and JaVaFo call theirs:
//!
//!   torre (--dutch | --dubov) [--edition E] -g [CONFIG] -o OUT.trf [-s SEED] [--trf 2026]
//!
//! `--edition` names the text of the system chosen: 2017 or 2026 for the Dutch rules, 2018 or
//! 2026 for Dubov (default 2026 for both); the file declares it (092/192).
//!   torre (--dutch | --dubov) [--edition E] -g N -o 'DIR/T%d.trf' [-s SEED]   N files
//!
//! CONFIG is a file of `Key=Value` lines (keys: `torre_core::generator::Config::KEYS`). A number
//! after `-g` is a count of files when OUT holds `%d`, else a seed (JaVaFo's `-g seed`).
//! File k (1-based) of a run uses seed SEED + k - 1, so any file can be made again alone.

use crate::failure::{fail, Failure, FILE_ACCESS, INVALID_INPUT, TOO_LARGE, UNEXPECTED};
use crate::output::diagnose;
use torre_core::generator::{generate, Config};
use torre_core::{trf, PairingSystem};

pub const USAGE: &str = "usage:
  torre (--dutch [--edition 2017|2026] | --dubov [--edition 2018|2026]) -g [CONFIG] -o OUT.trf [-s SEED] [--trf 16|2026]
  torre (--dutch [--edition 2017|2026] | --dubov [--edition 2018|2026]) -g N -o 'DIR/T%d.trf' [-s SEED] [--trf 16|2026]";

struct Args {
    config: Config,
    count: u64,
    seed: Option<u64>,
    out: String,
    layout: trf::Layout,
}

fn value<'a>(args: &'a [String], i: usize, flag: &str) -> Result<&'a str, Failure> {
    args.get(i).map(String::as_str).ok_or_else(|| fail(UNEXPECTED, format!("{flag} needs a value\n{USAGE}")))
}

fn parse(args: &[String]) -> Result<Args, Failure> {
    let mut config = Config::default();
    let mut g_value = None;
    let mut edition = None;
    let (mut seed, mut out, mut layout) = (None, None, trf::Layout::Trf16);
    let mut i = 0;
    while i < args.len() {
        let flag = args[i].as_str();
        match flag {
            "--dutch" => config.system = PairingSystem::Dutch,
            "--dubov" => config.system = PairingSystem::Dubov,
            "--edition" => {
                i += 1;
                edition = Some(value(args, i, flag)?.to_string());
            }
            "-g" => {
                if let Some(v) = args.get(i + 1).filter(|a| !a.starts_with('-')) {
                    g_value = Some(v.clone());
                    i += 1;
                }
            }
            "-o" => {
                i += 1;
                out = Some(value(args, i, flag)?.to_string());
            }
            "-s" => {
                i += 1;
                let v = value(args, i, flag)?;
                seed = Some(v.parse().map_err(|_| fail(UNEXPECTED, format!("-s takes a seed (a whole number), found {v:?}")))?);
            }
            "--trf" => {
                i += 1;
                layout = layout_arg(value(args, i, flag)?)?;
            }
            f => return Err(fail(UNEXPECTED, format!("unexpected argument {f:?}\n{USAGE}"))),
        }
        i += 1;
    }
    if let Some(v) = edition {
        // the edition of the system named (in either order on the command line)
        crate::edition::set_edition(config.system, &v, &mut config.edition, &mut config.dubov_edition)?;
    }
    let out = out.ok_or_else(|| fail(UNEXPECTED, format!("-g needs -o OUT.trf\n{USAGE}")))?;
    let many = out.contains("%d");
    let mut count = 1;
    match g_value {
        Some(v) if v.chars().all(|c| c.is_ascii_digit()) => {
            let n: u64 = v.parse().map_err(|_| fail(UNEXPECTED, format!("-g: {v:?} is too large")))?;
            if many {
                count = n;
            } else {
                seed = Some(n);
            }
        }
        Some(path) => {
            let text = read_config(&path)?;
            config.parse(&text).map_err(|e| fail(INVALID_INPUT, format!("{path}: {e}")))?;
        }
        None => {}
    }
    if count > 1 && !many {
        return Err(fail(UNEXPECTED, format!("-g {count} writes {count} files: -o needs %d in the name (e.g. 'out/T%d.trf')")));
    }
    Ok(Args { config, count, seed, out, layout })
}

/// The most a configuration file may hold: a few `Key=Value` lines (a device such as /dev/zero
/// or a wrong file is refused instead of read without end).
const MAX_CONFIG_BYTES: u64 = 1 << 20;

/// A configuration file's text: at most [`MAX_CONFIG_BYTES`] (exit 4), UTF-8 (exit 3 naming
/// the line of the first bad byte).
fn read_config(path: &str) -> Result<String, Failure> {
    let read = std::fs::File::open(path).and_then(|f| crate::input::read_capped(f, MAX_CONFIG_BYTES));
    let bytes = read.map_err(|e| fail(FILE_ACCESS, format!("{path}: {e}")))?.ok_or_else(|| {
        fail(TOO_LARGE, format!("{path}: larger than {} KiB, the most a generator configuration may hold", MAX_CONFIG_BYTES >> 10))
    })?;
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let line = e.as_bytes()[..at].iter().filter(|&&b| b == b'\n').count() + 1;
        fail(INVALID_INPUT, format!("{path}: line {line}: not UTF-8 text"))
    })
}

/// A seed from the clock when none is given (said on standard error, so the run can be repeated).
fn clock_seed() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64)
}

pub fn run(args: &[String]) -> Result<(), Failure> {
    let a = parse(args)?;
    let seed = a.seed.unwrap_or_else(|| {
        let s = clock_seed();
        diagnose(&format!("seed {s} (give -s {s} to make the same files again)"));
        s
    });
    for k in 1..=a.count {
        let s = seed.wrapping_add(k - 1);
        let t = generate(&a.config, s).map_err(|e| fail(INVALID_INPUT, format!("seed {s}: {e}")))?;
        let text = trf::write_with(&t, &trf::WriteOptions { layout: a.layout, line_end: trf::LineEnd::Lf });
        let path = a.out.replace("%d", &k.to_string());
        std::fs::write(&path, text).map_err(|e| fail(FILE_ACCESS, format!("{path}: {e}")))?;
    }
    Ok(())
}

/// The value of `--trf`: the TRF layout to write.
pub fn layout_arg(v: &str) -> Result<trf::Layout, Failure> {
    match v {
        "16" | "2016" => Ok(trf::Layout::Trf16),
        "26" | "2026" => Ok(trf::Layout::Trf2026),
        v => Err(fail(UNEXPECTED, format!("--trf takes 16 or 2026, found {v:?}"))),
    }
}
