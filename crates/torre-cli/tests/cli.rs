//! The `torre` binary as other programs call it: exit codes (0 ok, 1 no valid pairing /
//! rounds differ, 2 unexpected, 3 invalid input, 5 file access), `torre trf` round trips,
//! and the JaVaFo `-p` output format. The corpus is read from ../shared, never copied.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use torre_core::trf;

mod common;
use common::Scratch;

fn torre() -> Command {
    Command::new(env!("CARGO_BIN_EXE_torre"))
}

fn run(args: &[&str]) -> Output {
    torre().args(args).output().expect("torre runs")
}

fn run_stdin(args: &[&str], input: &[u8]) -> Output {
    let mut child = torre().args(args).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().expect("torre runs");
    let mut stdin = child.stdin.take().unwrap();
    let data = input.to_vec();
    // write from another thread: a large input must not dead-lock against a full stdout pipe
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&data);
    });
    let out = child.wait_with_output().expect("torre finishes");
    writer.join().unwrap();
    out
}

fn code(o: &Output) -> i32 {
    o.status.code().expect("exited normally, not by a signal")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn shared() -> PathBuf {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared");
    assert!(p.join("conformance").is_dir(), "../shared/conformance not found ({})", p.display());
    p
}

fn corpus(sub: &str) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(rd) = std::fs::read_dir(dir) else { return };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "trf") {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    walk(&shared().join("conformance").join(sub), &mut out);
    out.sort();
    out
}

const GOOD: &str = "012 CLI test\n\
001    1 m    Alpha, Ann                        2400 ITA        1001 1990/01/01  1.0    1     2 w 1\n\
001    2 m    Bravo, Bob                        2300 ITA        1002 1990/01/01  0.0    2     1 b 0\n\
XXR 5\n";

#[test]
fn missing_file_is_exit_5_naming_the_file() {
    let o = run(&["trf", "/nonexistent/torre/missing.trf"]);
    assert_eq!(code(&o), 5, "{}", stderr(&o));
    assert!(stderr(&o).contains("/nonexistent/torre/missing.trf"), "{}", stderr(&o));
    let o = run(&["--dutch", "/nonexistent/torre/missing.trf", "-p"]);
    assert_eq!(code(&o), 5, "{}", stderr(&o));
    let o = run(&["--dubov", "/nonexistent/torre/missing.trf", "-c"]);
    assert_eq!(code(&o), 5, "{}", stderr(&o));
}

#[test]
fn invalid_input_is_exit_3_naming_the_file_and_the_line() {
    let bad = Scratch::new(GOOD.replace("2300", "23x0").as_bytes());
    for args in [vec!["trf", bad.path()], vec!["--dutch", bad.path(), "-p"], vec!["--dutch", bad.path(), "-c"], vec!["--dubov", bad.path(), "-p"]] {
        let o = run(&args);
        assert_eq!(code(&o), 3, "{args:?}: {}", stderr(&o));
        let e = stderr(&o);
        assert!(e.contains(&format!("{}: line 3, columns 49-52", bad.path())), "{args:?}: {e}");
        assert!(e.contains("rating must be a number"), "{e}");
        assert!(o.stdout.is_empty(), "nothing on stdout for an invalid file");
    }
    // the opponent example of the issue
    let bad = Scratch::new(GOOD.replace("     2 w 1", "   312 w 1").as_bytes());
    let o = run(&["trf", bad.path()]);
    assert_eq!(code(&o), 3);
    assert!(stderr(&o).contains("line 2, columns 92-95 (player 1): opponent 0312 does not exist (2 players)"), "{}", stderr(&o));
    // standard input is named too
    let o = run_stdin(&["trf", "-"], GOOD.replace("w 1", "w Q").as_bytes());
    assert_eq!(code(&o), 3);
    assert!(stderr(&o).contains("<stdin>: line 2, column 99"), "{}", stderr(&o));
}

#[test]
fn files_that_are_not_trf_are_exit_3_saying_why() {
    for (bytes, words) in [
        (&b""[..], "not a TRF file: the file is empty"),
        (&b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"[..], "not a TRF file"),
        (&b"Dear arbiter,\nplease find the results attached.\n"[..], "line 1, columns 1-4: not a TRF record"),
        (&b"012 Only a header\n"[..], "not a TRF file: no player records"),
    ] {
        let f = Scratch::new(bytes);
        let o = run(&["trf", f.path()]);
        assert_eq!(code(&o), 3, "{words}: {}", stderr(&o));
        assert!(stderr(&o).contains(words), "expected {words:?} in {}", stderr(&o));
    }
}

#[test]
fn usage_errors_are_exit_2() {
    assert_eq!(code(&run(&["frobnicate"])), 2);
    assert_eq!(code(&run(&["--dutch", "--edition", "1999", "x.trf", "-p"])), 2);
    assert_eq!(code(&run(&["trf"])), 2);
    assert_eq!(code(&run(&["--help"])), 0);
}

/// `torre trf F | torre trf -` equals `torre trf F` for every corpus file, and the model of
/// the normalised text equals the model of F.
#[test]
fn trf_round_trips_through_stdin_for_every_corpus_file() {
    let files = corpus("");
    assert!(files.len() > 400, "expected the whole corpus, found {}", files.len());
    for f in &files {
        let p = f.to_str().unwrap();
        let first = run(&["trf", p]);
        assert_eq!(code(&first), 0, "{p}: {}", stderr(&first));
        let second = run_stdin(&["trf", "-"], &first.stdout);
        assert_eq!(code(&second), 0, "{p} (second pass): {}", stderr(&second));
        assert!(first.stdout == second.stdout, "{p}: torre trf F | torre trf - differs from torre trf F");
        let original = trf::read(&std::fs::read(f).unwrap(), &Default::default()).unwrap().tournament;
        let back = trf::read(&first.stdout, &Default::default()).unwrap().tournament;
        let mut expected = original.clone();
        for pl in &mut expected.players {
            pl.declared_points = Some(original.score_after(pl.id, pl.rounds.len() as u32));
        }
        assert_eq!(back, expected, "{p}: model changed");
    }
}

struct PairOutput {
    boards: Vec<(u32, u32)>,
    bye: Option<u32>,
}

/// JaVaFo's `-p` format: the number of pairs, then `WHITE BLACK` per line, the bye as `N 0`.
fn parse_pairs(text: &str) -> PairOutput {
    let mut lines = text.lines();
    let n: usize = lines.next().expect("a first line").trim().parse().expect("first line: the number of pairs");
    let rest: Vec<&str> = lines.collect();
    assert_eq!(rest.len(), n, "first line says {n} pairs, {} follow:\n{text}", rest.len());
    let mut boards = Vec::new();
    let mut bye = None;
    for l in rest {
        let v: Vec<u32> = l.split(' ').map(|x| x.parse().unwrap_or_else(|_| panic!("not `W B`: {l:?}"))).collect();
        assert_eq!(v.len(), 2, "not `W B`: {l:?}");
        if v[1] == 0 {
            assert!(bye.is_none(), "two byes:\n{text}");
            bye = Some(v[0]);
        } else {
            assert!(bye.is_none(), "the bye line comes last:\n{text}");
            boards.push((v[0], v[1]));
        }
    }
    PairOutput { boards, bye }
}

#[test]
fn pair_output_format_and_round_one() {
    // an odd-sized tournament with nobody absent in round 1, so that there is a PAB
    let f = corpus("dutch-2017/random")
        .into_iter()
        .find(|f| {
            let t = trf::read(&std::fs::read(f).unwrap(), &Default::default()).unwrap().tournament;
            t.players.len() % 2 == 1 && t.players.len() < 40 && t.players.iter().all(|p| p.round(1).was_paired())
        })
        .expect("an odd tournament in the corpus");
    let full = trf::read(&std::fs::read(&f).unwrap(), &Default::default()).unwrap().tournament;
    let fresh = Scratch::new(trf::write(&full.truncated(0)).as_bytes());
    let o = run(&["--dutch", "--edition", "2017", fresh.path(), "-p"]);
    assert_eq!(code(&o), 0, "{}: {}", f.display(), stderr(&o));
    let text = String::from_utf8(o.stdout.clone()).unwrap();
    let got = parse_pairs(&text);
    let n = full.players.len();
    assert_eq!(got.boards.len() * 2 + 1, n, "{text}");
    let mut seen: Vec<u32> = got.boards.iter().flat_map(|&(w, b)| [w, b]).chain(got.bye).collect();
    seen.sort();
    assert_eq!(seen, (1..=n as u32).collect::<Vec<_>>(), "every player exactly once");
    // and it is the file's round 1, colours included
    let mut expected: Vec<(u32, u32)> = Vec::new();
    let mut expected_bye = None;
    for p in &full.players {
        match p.round(1) {
            torre_core::RoundEntry::Game { opponent, colour: Some(torre_core::Colour::White), .. } => expected.push((p.id, opponent)),
            torre_core::RoundEntry::Bye(torre_core::ByeKind::PairingAllocated) => expected_bye = Some(p.id),
            _ => {}
        }
    }
    let mut boards = got.boards.clone();
    boards.sort();
    expected.sort();
    assert_eq!((boards, got.bye), (expected, expected_bye), "{}", f.display());

    // -p OUTPUT writes the same text to the file
    let out = Scratch::new(b"");
    let o = run(&["--dutch", "--edition", "2017", fresh.path(), "-p", out.path()]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&out.0).unwrap(), text);
}

#[test]
fn check_prints_a_summary_and_exits_by_it() {
    let f = corpus("dutch-2017/random").into_iter().next().unwrap();
    let o = run(&["--dutch", "--edition", "2017", f.to_str().unwrap(), "-c"]);
    let text = String::from_utf8(o.stdout.clone()).unwrap();
    let last = text.lines().last().unwrap_or_default();
    assert!(last.starts_with("checked ") && last.contains(" match, ") && last.ends_with(" differ"), "{text}");
    let differ: usize = last.rsplit(' ').nth(1).unwrap().parse().unwrap();
    assert_eq!(code(&o) == 0, differ == 0, "exit {} with {differ} differing rounds: {}", code(&o), stderr(&o));
    let checked: usize = last.split(' ').nth(1).unwrap().parse().unwrap();
    assert_eq!(text.lines().filter(|l| l.starts_with("round ")).count(), checked, "one line per round, then the summary:\n{text}");
    assert_eq!(text.lines().filter(|l| l.starts_with("round ") && l.contains(": DIFFERENT (")).count(), differ, "{text}");
    assert!(text.lines().filter(|l| l.starts_with("round ")).all(|l| l.contains(" pairs, colours")), "each round says what it compared:\n{text}");
}

/// `XXC rank`: pairs by the order of the player lines and answers with the file's numbers;
/// the edition chosen from a date is said on standard error.
#[test]
fn xxc_rank_pairs_by_line_order_with_file_numbers() {
    let line = |id: u32, name: &str, rating: u32| format!("001 {id:>4}      {name:<33} {rating:>4} ITA {:>11} {:<10} {:>4} {:>4}", "", "", "0.0", "");
    let text = ["042 Jun 26, 2020".to_string(), "XXR 3".to_string(), "XXC rank white1".to_string(), line(30, "First", 2400), line(10, "Second", 2300), line(40, "Third", 2200), line(20, "Fourth", 2100)].join("\n");
    let o = run_stdin(&["--dutch", "-", "-p"], text.as_bytes());
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let out = String::from_utf8(o.stdout.clone()).unwrap();
    let mut pairs: Vec<(u32, u32)> = parse_pairs(&out).boards.iter().map(|&(w, b)| (w.min(b), w.max(b))).collect();
    pairs.sort();
    assert_eq!(pairs, [(10, 20), (30, 40)], "{out}");
    assert!(stderr(&o).contains("XXC rank: players are paired by the order of their 001 lines"), "{}", stderr(&o));
    assert!(stderr(&o).contains("note: <stdin>: Dutch edition 2017 (the start date (042) \"Jun 26, 2020\" is before 1 February 2026"), "{}", stderr(&o));
}

/// `--edition` with `--dubov`: 2018 or 2026 (default: what the file declares, else 2026);
/// a Dutch year is refused. dubov-2026 disputed/n0011-r06-s162 round 6 differs between the
/// texts ([C2]: a full-point bye bars the PAB only under 2026); the file is py4swiss's, which
/// reads [C2] as 2018 does.
#[test]
fn dubov_edition_is_chosen_by_the_flag() {
    let f = shared().join("conformance/dubov-2026/disputed/n0011-r06-s162.trf");
    let f = f.to_str().unwrap();
    let last = |o: &Output| String::from_utf8_lossy(&o.stdout).lines().last().unwrap_or_default().to_string();
    let o = run(&["--dubov", "--edition", "2018", f, "-c"]);
    assert_eq!((code(&o), last(&o)), (0, "checked 6 rounds: 6 match, 0 differ".to_string()), "{}", stderr(&o));
    for args in [vec!["--dubov", "--edition", "2026", f, "-c"], vec!["--dubov", f, "-c"]] {
        let o = run(&args);
        assert_eq!(last(&o), "checked 6 rounds: 5 match, 1 differ", "{args:?}");
    }
    let o = run(&["--dubov", "--edition", "2017", f, "-c"]);
    assert_eq!(code(&o), 2);
    assert!(stderr(&o).contains("--dubov --edition takes 2018 or 2026"), "{}", stderr(&o));
    let o = run(&["--dutch", "--edition", "2018", f, "-c"]);
    assert_eq!(code(&o), 2);
}

/// Prohibited pairings (issue 21): `torre -p` keeps an `XXP` pair apart, and `torre -c` checks
/// a tournament paired with one (it differs once the line is taken away).
#[test]
fn xxp_prohibited_pairs_are_honoured_by_pairing_and_checking() {
    use torre_core::pairing::{apply, pair_next_round, PairOptions};
    use torre_core::{Colour, GameResult, Player, RoundEntry, Tournament};
    let line = |id: u32, rating: u32| format!("001 {id:>4}      {:<33} {rating:>4} ITA {:>11} {:<10} {:>4} {:>4}", format!("Player {id}"), "", "", "0.0", "");
    let four = ["XXR 3".to_string(), "XXC white1".to_string(), line(1, 2400), line(2, 2300), line(3, 2200), line(4, 2100)].join("\n");
    let pairs_of = |text: &str| {
        let o = run_stdin(&["--dutch", "-", "-p"], text.as_bytes());
        assert_eq!(code(&o), 0, "{}", stderr(&o));
        let mut v: Vec<(u32, u32)> = parse_pairs(&String::from_utf8(o.stdout).unwrap()).boards.iter().map(|&(w, b)| (w.min(b), w.max(b))).collect();
        v.sort();
        v
    };
    assert_eq!(pairs_of(&four), [(1, 3), (2, 4)]);
    let kept = pairs_of(&format!("{four}\nXXP 3 1\n"));
    assert!(!kept.contains(&(1, 3)) && kept.len() == 2, "{kept:?}");

    let mut t = Tournament { total_rounds: Some(5), initial_colour: Some(Colour::White), ..Default::default() };
    t.players = (1..=8).map(|id| Player { id, name: format!("Player {id}"), rating: Some(2500 - id * 20), ..Default::default() }).collect();
    t.set_prohibited(1, 5, true);
    for round in 1..=3 {
        let p = pair_next_round(&t, &PairOptions::default()).unwrap();
        apply(&mut t, &p);
        for pl in &mut t.players {
            if let RoundEntry::Game { opponent, colour, .. } = pl.round(round) {
                let result = if colour == Some(Colour::White) { GameResult::Win } else { GameResult::Loss };
                pl.set_round(round, RoundEntry::Game { opponent, colour, result });
            }
        }
    }
    let text = trf::write(&t);
    let with = Scratch::new(text.as_bytes());
    let o = run(&["--dutch", with.path(), "-c"]);
    assert_eq!(code(&o), 0, "{}{}", String::from_utf8_lossy(&o.stdout), stderr(&o));
    let without = Scratch::new(text.replace("XXP 1 5\n", "").as_bytes());
    assert_ne!(code(&run(&["--dutch", without.path(), "-c"])), 0, "1-5 is paired once the XXP line is gone");
}

/// Round robins: `--draw SEED` gives the players table numbers by lot (the same seed, the same
/// draw, shown on stderr), `--numbers` by hand; the written file pairs round 1 from the table
/// with the new numbers; a wrong list is exit 3 saying why.
#[test]
fn round_robin_numbers_by_lot_or_by_hand() {
    let mut t = torre_core::Tournament::default();
    t.info.name = "Club championship".into();
    for i in 1..=6 {
        t.players.push(torre_core::Player { id: i, name: format!("Player {i}"), rating: Some(2000 + 10 * i), ..Default::default() });
    }
    let text = trf::write(&t);
    let a = run_stdin(&["--roundrobin", "-", "--draw", "7"], text.as_bytes());
    assert_eq!(code(&a), 0, "{}", stderr(&a));
    let b = run_stdin(&["--roundrobin", "-", "--draw", "7"], text.as_bytes());
    assert_eq!(a.stdout, b.stdout);
    assert_eq!(stderr(&a).lines().count(), 6, "the draw is shown: {}", stderr(&a));
    let drawn = trf::read(&a.stdout, &Default::default()).unwrap().tournament;
    assert_eq!(drawn.system, torre_core::PairingSystem::RoundRobin);
    let mut names: Vec<String> = drawn.players.iter().map(|p| p.name.clone()).collect();
    assert_ne!(names, (1..=6).map(|i| format!("Player {i}")).collect::<Vec<_>>(), "seed 7 leaves everybody in place");
    names.sort();
    assert_eq!(names, (1..=6).map(|i| format!("Player {i}")).collect::<Vec<_>>());
    // by hand: player 6 gets number 1, and so on
    let c = run_stdin(&["--roundrobin", "-", "--numbers", "6,5,4,3,2,1"], text.as_bytes());
    assert_eq!(code(&c), 0, "{}", stderr(&c));
    let hand = trf::read(&c.stdout, &Default::default()).unwrap().tournament;
    assert_eq!(hand.player(1).unwrap().name, "Player 6");
    let bad = run_stdin(&["--roundrobin", "-", "--numbers", "1,1,2,3,4,5"], text.as_bytes());
    assert_eq!(code(&bad), 3);
    assert!(stderr(&bad).contains("1 to 6"), "{}", stderr(&bad));
    let swiss = run_stdin(&["--dutch", "-", "--draw", "7"], text.as_bytes());
    assert_eq!(code(&swiss), 2);
}

/// `--draw SEED --varma` (C.05 Annex 2): the players of one federation get numbers of one
/// Varma set, the draw is shown in its order (federation, set, number, name) and is the
/// library's for the seed; outside 9-24 players exit 3, without --draw exit 2.
#[test]
fn round_robin_varma_draw_keeps_a_federation_in_one_set() {
    let feds = ["ITA", "ITA", "ITA", "GER", "GER", "ESP", "FRA", "NED", "NOR", "POL", "POR"];
    let mut t = torre_core::Tournament::default();
    for (i, f) in feds.iter().enumerate() {
        t.players.push(torre_core::Player { id: i as u32 + 1, name: format!("Player {:02}", i + 1), federation: f.to_string(), rating: Some(2400 - 10 * i as u32), ..Default::default() });
    }
    let text = trf::write(&t);
    let o = run_stdin(&["--roundrobin", "-", "--draw", "5", "--varma"], text.as_bytes());
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let shown: Vec<String> = stderr(&o).lines().map(str::to_string).collect();
    assert_eq!(shown.len(), 11, "{shown:?}");
    assert!(shown[0].starts_with("ITA  set ") && shown[3].starts_with("GER  set "), "{shown:?}");
    let drawn = trf::read(&o.stdout, &Default::default()).unwrap().tournament;
    let names: Vec<String> = t.players.iter().map(|p| p.name.clone()).collect();
    let lots = torre_core::roundrobin::draw::draw_varma(&feds.map(String::from), &names, 5).unwrap();
    let sets = torre_core::roundrobin::varma::sets(11).unwrap();
    let set_of = |name: &str| {
        let id = drawn.players.iter().find(|p| p.name == name).unwrap().id;
        sets.iter().position(|s| s.contains(&id)).unwrap()
    };
    assert_eq!(set_of("Player 01"), set_of("Player 02"));
    assert_eq!(set_of("Player 01"), set_of("Player 03"));
    assert_eq!(set_of("Player 04"), set_of("Player 05"));
    for l in &lots {
        assert_eq!(drawn.player(l.number).unwrap().name, names[l.entrant]);
    }
    let small = Scratch::new(trf::write(&torre_core::Tournament { players: t.players[..8].to_vec(), ..Default::default() }).as_bytes());
    let refused = run(&["--roundrobin", small.path(), "--draw", "5", "--varma"]);
    assert_eq!(code(&refused), 3);
    assert!(stderr(&refused).contains("9 to 24 players"), "{}", stderr(&refused));
    assert_eq!(code(&run_stdin(&["--roundrobin", "-", "-p", "--varma"], text.as_bytes())), 2);
}

/// C.07 Art. 8 note, refused the same way wherever a round robin's tie-break list is given:
/// `torre standings --tiebreaks`, the file's 202 record (named with its column), and `-c`.
#[test]
fn round_robin_refuses_buchholz_tie_breaks() {
    let mut t = torre_core::Tournament { system: torre_core::PairingSystem::RoundRobin, ..Default::default() };
    for i in 1..=4 {
        t.players.push(torre_core::Player { id: i, name: format!("Player {i}"), ..Default::default() });
    }
    let plain = Scratch::new(trf::write(&t).as_bytes());
    let o = run(&["standings", plain.path(), "--tiebreaks", "DE,BH/C1"]);
    assert_eq!(code(&o), 3, "{}", stderr(&o));
    assert!(stderr(&o).contains("BH/C1 is a Buchholz tie-break, which must not be used in round robins"), "{}", stderr(&o));
    assert_eq!(code(&run(&["standings", plain.path(), "--tiebreaks", "DE,SB"])), 0);
    let o = run(&["--roundrobin", plain.path(), "-c", "--tiebreaks", "AOB"]);
    assert_eq!(code(&o), 3, "{}", stderr(&o));
    t.tiebreaks = vec!["SB".into(), "BH".into()];
    let with_202 = Scratch::new(trf::write(&t).as_bytes());
    let o = run(&["standings", with_202.path()]);
    assert_eq!(code(&o), 3, "{}", stderr(&o));
    assert!(stderr(&o).contains("202") && stderr(&o).contains("BH is a Buchholz"), "{}", stderr(&o));
    // the same list in a Swiss is fine
    t.system = torre_core::PairingSystem::Dutch;
    let swiss = Scratch::new(trf::write(&t).as_bytes());
    assert_eq!(code(&run(&["standings", swiss.path()])), 0, "{}", stderr(&run(&["standings", swiss.path()])));
}
