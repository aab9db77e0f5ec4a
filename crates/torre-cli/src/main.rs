//! `torre`: pair, check and convert FIDE Swiss tournaments from the command line.
//! Compatible with the JaVaFo / bbpPairings calling convention so that tournament managers
//! can call Torre instead:
//!
//!   torre (--dutch | --dubov | --burstein) INPUT.trf -p [OUTPUT]   pair the next round
//!   torre (--dutch | --dubov | --burstein) INPUT.trf -c            check every round of INPUT
//!   torre (--dutch | --dubov | --burstein) INPUT.trf --explain [--round R] [--json]
//!   torre (--roundrobin | --doubleroundrobin) INPUT.trf -p | -c | --explain
//!                                                     explain a round's pairing step by step
//!   torre trf [--trf 16|2026] INPUT.trf | -          print the normalised TRF
//!   torre (--dutch | --dubov) -g [CONFIG | N] -o OUT.trf [-s SEED]
//!                                                     generate random tournaments
//!
//! Exit codes (as bbpPairings): 0 ok, 1 no valid pairing, 2 unexpected error,
//! 3 invalid input, 4 too large (or an input over 64 MiB), 5 file access error (including
//! a failed write to standard output; a closed pipe ends quietly, see `output`).

mod commands;
mod edition;
mod failure;
mod generate;
mod input;
mod output;
mod standings;

use commands::USAGE;
use failure::{fail, Failure, UNEXPECTED};
use output::emit;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            output::diagnose(&e.message);
            ExitCode::from(e.code)
        }
    }
}

/// Dispatch on the first argument.
fn run(args: &[String]) -> Result<(), Failure> {
    match args.first().map(String::as_str) {
        Some("-h" | "--help" | "help") => emit(&format!("{USAGE}\n")),
        // no command at all is a usage error (exit 2), as for `torre trf` without a file
        None => Err(fail(UNEXPECTED, format!("no command given\n{USAGE}"))),
        Some("-r" | "--version") => emit(&format!("torre {}\n", env!("CARGO_PKG_VERSION"))),
        Some("trf") => commands::cmd_trf(&args[1..]),
        Some("standings") => standings::run(&args[1..]),
        Some("--dutch" | "--dubov") if args.iter().any(|a| a == "-g") => generate::run(args),
        Some("--dutch" | "--dubov" | "--burstein" | "--roundrobin" | "--doubleroundrobin") => commands::cmd_pairing(args),
        Some(other) => Err(fail(UNEXPECTED, format!("unknown command {other:?}\n{USAGE}"))),
    }
}
