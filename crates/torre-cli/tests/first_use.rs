//! An arbiter's first use of `torre` from docs/cli.md: a call without a command or a file is a
//! usage error (exit 2) and `--help` lists every command; pairing on a round whose results are
//! not all in says which games lack one; an argument that names a player or a round the file
//! does not have is reported with the file and the flag.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use torre_core::{trf, GameResult, RoundEntry};

mod common;
use common::Scratch;

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_torre")).args(args).output().expect("torre runs")
}

fn code(o: &Output) -> i32 {
    o.status.code().expect("exited normally")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn seed() -> PathBuf {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/conformance/seeds/dutch-14p-6r.trf");
    assert!(p.is_file(), "{} not found", p.display());
    p
}

#[test]
fn no_command_or_no_file_is_a_usage_error_and_help_lists_every_command() {
    let o = run(&[]);
    assert_eq!(code(&o), 2, "torre alone: {}", text(&o.stderr));
    assert!(text(&o.stderr).contains("usage:"), "{}", text(&o.stderr));
    let o = run(&["standings"]);
    assert_eq!(code(&o), 2, "torre standings without a file: {}", text(&o.stderr));
    assert!(text(&o.stderr).contains("no input file"), "{}", text(&o.stderr));
    let o = run(&["--help"]);
    assert_eq!(code(&o), 0);
    for command in ["-p", "-c", "--explain", "-g", "torre trf", "torre standings"] {
        assert!(text(&o.stdout).contains(command), "--help does not mention {command}:\n{}", text(&o.stdout));
    }
}

#[test]
fn pairing_on_games_without_a_result_names_them() {
    let mut t = trf::read(&std::fs::read(seed()).unwrap(), &Default::default()).unwrap().tournament;
    // the results of round 6 not entered yet for the game of player 1 (both lines blank)
    let RoundEntry::Game { opponent, .. } = t.players[0].rounds[5] else { panic!("player 1 played round 6") };
    for id in [1, opponent] {
        if let RoundEntry::Game { result, .. } = &mut t.players[id as usize - 1].rounds[5] {
            *result = GameResult::Pending;
        }
    }
    t.total_rounds = Some(7);
    let f = Scratch::new(trf::write(&t).as_bytes());
    let o = run(&["--dutch", f.path(), "-p"]);
    assert_eq!(code(&o), 0, "{}", text(&o.stderr));
    let (a, b) = (opponent.min(1), opponent.max(1));
    let expected = format!("round 6: the game of players {a} and {b} has no result");
    assert!(text(&o.stderr).contains(&expected), "expected {expected:?} in {}", text(&o.stderr));
    assert_eq!(text(&o.stderr).matches("has no result").count(), 1, "{}", text(&o.stderr));
    // a complete file pairs without the warning
    let mut done = trf::read(&std::fs::read(seed()).unwrap(), &Default::default()).unwrap().tournament;
    done.total_rounds = Some(7);
    let f = Scratch::new(trf::write(&done).as_bytes());
    let o = run(&["--dutch", f.path(), "-p"]);
    assert_eq!(code(&o), 0, "{}", text(&o.stderr));
    assert!(!text(&o.stderr).contains("has no result"), "{}", text(&o.stderr));
}

#[test]
fn standings_arguments_the_file_lacks_name_the_file() {
    let f = seed();
    let name = f.to_str().unwrap();
    let o = run(&["standings", name, "--explain", "99"]);
    assert_eq!(code(&o), 3);
    assert!(text(&o.stderr).contains(&format!("--explain 99: {name} has no player with pairing number 99")), "{}", text(&o.stderr));
    let o = run(&["standings", name, "--after-round", "9"]);
    assert_eq!(code(&o), 3);
    assert!(text(&o.stderr).contains(name) && text(&o.stderr).contains("round 9"), "{}", text(&o.stderr));
}

#[test]
fn check_names_the_line_and_columns_of_a_bad_code_in_the_files_tie_break_list() {
    let trf = std::fs::read_to_string(seed()).unwrap().replace("XXR 6", "XXR 6\n202 BH/C1,BHX,SB");
    let line = trf.lines().position(|l| l.starts_with("202")).unwrap() + 1;
    let f = Scratch::new(trf.as_bytes());
    for args in [vec!["--dutch", f.path(), "-c"], vec!["standings", f.path()]] {
        let o = run(&args);
        assert_eq!(code(&o), 3, "{args:?}: {}", text(&o.stderr));
        let expected = format!("{}: line {line}, columns 11-13 (202): tie-break list of the tournament", f.path());
        assert!(text(&o.stderr).contains(&expected), "{args:?}: expected {expected:?} in {}", text(&o.stderr));
    }
}

/// docs/cli.md: `--draw SEED [--varma] [OUTPUT]`: the file name may follow `--varma`, as the
/// usage line writes it, and gives the same file as when it follows the seed.
#[test]
fn the_output_file_may_follow_varma_as_the_usage_writes_it() {
    let feds = ["ITA", "ITA", "ITA", "GER", "GER", "FRA", "FRA", "ESP", "NED", "SUI"];
    let mut trf = String::from("012 Varma draw\nXXR 9\n");
    for (i, f) in feds.iter().enumerate() {
        trf.push_str(&format!("{:<80} 0.0\n", format!("001 {:>4}      {:<33} {:>4} {f}", i + 1, format!("Player {}", i + 1), 2000 - 10 * i)));
    }
    let input = Scratch::new(trf.as_bytes());
    let (a, b) = (Scratch::new(b""), Scratch::new(b""));
    let o = run(&["--roundrobin", input.path(), "--draw", "7", "--varma", a.path()]);
    assert_eq!(code(&o), 0, "{}", text(&o.stderr));
    let o = run(&["--roundrobin", input.path(), "--draw", "7", b.path(), "--varma"]);
    assert_eq!(code(&o), 0, "{}", text(&o.stderr));
    let written = std::fs::read_to_string(&a.0).unwrap();
    assert!(written.contains("001    1"), "{written}");
    assert_eq!(written, std::fs::read_to_string(&b.0).unwrap());
    // a second file name where no command writes one is refused
    let o = run(&["--roundrobin", input.path(), "-c", a.path()]);
    assert_eq!(code(&o), 2, "{}", text(&o.stderr));
}

/// The draw of a round robin writes the schedule's number of rounds: a double round robin of 6
/// players has 10 (a file saying 5 stopped after round 5: "all 5 rounds have been paired"), a
/// single one of 5 players has 5.
#[test]
fn the_draw_writes_the_number_of_rounds_of_the_schedule() {
    for (players, xxr, flag, rounds, note) in [(6, "XXR 5\n", "--doubleroundrobin", 10, true), (5, "", "--roundrobin", 5, false)] {
        let mut trf = format!("012 Club championship\n{xxr}");
        for i in 1..=players {
            trf.push_str(&format!("{:<80} 0.0\n", format!("001 {i:>4}      {:<33} {:>4} ITA", format!("Player {i}"), 2000 - 10 * i)));
        }
        let input = Scratch::new(trf.as_bytes());
        let out = Scratch::new(b"");
        let o = run(&[flag, input.path(), "--draw", "5", out.path()]);
        assert_eq!(code(&o), 0, "{}", text(&o.stderr));
        let t = trf::read(&std::fs::read(&out.0).unwrap(), &Default::default()).unwrap().tournament;
        assert_eq!(t.total_rounds, Some(rounds), "{flag} of {players}");
        assert_eq!(text(&o.stderr).contains("the file said 5 rounds; this round robin of 6 players has 10"), note, "{}", text(&o.stderr));
    }
}

/// `-c` on a round robin does not report an initial colour read from round 1: its colours come
/// from the Berger table; a Swiss file that does not declare one still says where it came from.
#[test]
fn a_round_robin_check_does_not_talk_about_an_initial_colour() {
    let mut trf = String::from("012 Club championship\n");
    for i in 1..=4 {
        trf.push_str(&format!("{:<80} 0.0\n", format!("001 {i:>4}      {:<33} {:>4} ITA", format!("Player {i}"), 2000 - 10 * i)));
    }
    let drawn = Scratch::new(b"");
    let input = Scratch::new(trf.as_bytes());
    assert_eq!(code(&run(&["--roundrobin", input.path(), "--numbers", "1,2,3,4", drawn.path()])), 0);
    // round 1 from the table, all draws
    let o = run(&["--roundrobin", drawn.path(), "-p"]);
    let mut t = trf::read(&std::fs::read(&drawn.0).unwrap(), &Default::default()).unwrap().tournament;
    for line in text(&o.stdout).lines().skip(1) {
        let (w, b): (u32, u32) = line.split_once(' ').map(|(w, b)| (w.parse().unwrap(), b.parse().unwrap())).unwrap();
        t.players[w as usize - 1].rounds.push(RoundEntry::Game { opponent: b, colour: Some(torre_core::Colour::White), result: GameResult::Draw });
        t.players[b as usize - 1].rounds.push(RoundEntry::Game { opponent: w, colour: Some(torre_core::Colour::Black), result: GameResult::Draw });
    }
    let played = Scratch::new(trf::write(&t).as_bytes());
    let o = run(&["--roundrobin", played.path(), "-c"]);
    assert_eq!(code(&o), 0, "{}{}", text(&o.stdout), text(&o.stderr));
    assert!(text(&o.stdout).contains("round 1: same"), "{}", text(&o.stdout));
    assert!(!text(&o.stdout).contains("initial colour"), "{}", text(&o.stdout));
    let o = run(&["--dutch", played.path(), "-c"]);
    assert!(text(&o.stdout).contains("initial colour: white, read from round 1"), "{}", text(&o.stdout));
}

/// `-c` ends with what differs, in words: "1 round differs" (it said "1 rounds differ").
#[test]
fn check_says_one_round_differs() {
    // XXP 1 8 forbids the pair 1-8 of round 1
    let trf = std::fs::read_to_string(seed()).unwrap().replace("XXR 6", "XXR 6\nXXP 1 8");
    let f = Scratch::new(trf.as_bytes());
    let o = run(&["--dutch", "--edition", "2017", f.path(), "-c"]);
    assert_eq!(code(&o), 1, "{}", text(&o.stdout));
    assert!(text(&o.stderr).contains("torre: 1 round differs\n"), "{}", text(&o.stderr));
}
