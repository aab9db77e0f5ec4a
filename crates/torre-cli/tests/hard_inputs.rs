//! Hard inputs and outputs (issue 22): every command on a full device (exit 5, a short
//! message, no panic) and on a closed pipe (quiet, the command's own exit code); conflicting
//! flags (exit 2); an input size cap (exit 4); errors found after reading name the record.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

mod common;
use common::Scratch;

fn torre() -> Command {
    Command::new(env!("CARGO_BIN_EXE_torre"))
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn code(o: &Output) -> i32 {
    o.status.code().unwrap_or_else(|| panic!("killed by a signal: {o:?}"))
}

fn shared(rel: &str) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/conformance").join(rel);
    assert!(p.exists(), "{} not found", p.display());
    p.to_str().unwrap().to_string()
}

/// The 1000-player anchor: its `trf` and standings outputs are larger than a pipe's buffer.
fn big() -> String {
    shared("perf/n1000-r11-s42.trf")
}

fn small() -> String {
    shared("tiebreaks/dutch-n0007-r05-s10100.trf")
}

/// The small file (5 rounds played) with a sixth round left to pair (XXR 6): the input of
/// `-p`, `--explain`.
fn open_round() -> Vec<u8> {
    let text = std::fs::read_to_string(small()).unwrap();
    text.lines().map(|l| if l.starts_with("XXR") { "XXR 6\n".to_string() } else { format!("{l}\n") }).collect::<String>().into_bytes()
}

/// A command of every kind, its standard input, and the exit code it has when its output
/// can be written.
fn commands() -> Vec<(Vec<String>, Vec<u8>, i32)> {
    let s = |v: &[&str]| v.iter().map(|a| a.to_string()).collect::<Vec<_>>();
    let (big, small) = (big(), small());
    vec![
        (s(&["trf", &big]), vec![], 0),
        (s(&["standings", &big]), vec![], 0),
        (s(&["standings", &small, "--json"]), vec![], 0),
        (s(&["standings", &small, "--explain", "1"]), vec![], 0),
        (s(&["--dutch", &small, "-c"]), vec![], 0),
        (s(&["--dutch", "-", "-p"]), open_round(), 0),
        (s(&["--dubov", "-", "-p"]), open_round(), 0),
        (s(&["--dutch", "-", "--explain"]), open_round(), 0),
        (s(&["--dutch", "-", "--explain", "--json"]), open_round(), 0),
        (s(&["--help"]), vec![], 0),
        (s(&["standings", "--help"]), vec![], 0),
        (s(&["--version"]), vec![], 0),
    ]
}

/// Run `args` with `input` on standard input and `stdout` as standard output; with
/// `close_stdout`, standard output is a pipe whose reader is gone before anything is written.
fn run_with(args: &[String], input: &[u8], stdout: Stdio) -> Output {
    let mut child = torre().args(args).stdin(Stdio::piped()).stdout(stdout).stderr(Stdio::piped()).spawn().unwrap();
    drop(child.stdout.take()); // a piped stdout: the reader goes away at once
    let mut stdin = child.stdin.take().unwrap();
    let _ = stdin.write_all(input);
    drop(stdin);
    child.wait_with_output().unwrap()
}

fn assert_no_panic(args: &[String], o: &Output) {
    let e = stderr(o);
    assert!(!e.contains("panicked") && code(o) != 101, "{args:?} panicked: {e}");
}

#[test]
fn a_full_device_is_exit_5_with_a_short_message_for_every_command() {
    for (args, input, _) in commands() {
        let full = OpenOptions::new().write(true).open("/dev/full").expect("/dev/full");
        let o = run_with(&args, &input, full.into());
        assert_no_panic(&args, &o);
        assert_eq!(code(&o), 5, "{args:?}: {}", stderr(&o));
        let e = stderr(&o);
        assert!(e.starts_with("torre: standard output: No space left on device") && e.lines().count() == 1, "{args:?}: {e}");
    }
    // -p OUTPUT names the file
    let o = run_with(&["--dutch".into(), "-".into(), "-p".into(), "/dev/full".into()], &open_round(), Stdio::null());
    assert_eq!(code(&o), 5, "{}", stderr(&o));
    assert!(stderr(&o).contains("/dev/full: No space left on device"), "{}", stderr(&o));
}

#[test]
fn a_closed_pipe_ends_quietly_with_the_commands_own_code() {
    for (args, input, expected) in commands() {
        let o = run_with(&args, &input, Stdio::piped());
        assert_no_panic(&args, &o);
        assert_eq!(code(&o), expected, "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).is_empty(), "{args:?}: {}", stderr(&o));
    }
    // -c still reports differing rounds (exit 1) when the summary cannot be written
    let o = run_with(&["--dubov".into(), big(), "-c".into()], &[], Stdio::piped());
    assert_eq!(code(&o), 1, "{}", stderr(&o));
    assert!(stderr(&o).contains("rounds differ"), "{}", stderr(&o));
}

#[test]
fn conflicting_flags_are_refused_with_exit_2() {
    let f = small();
    for (args, words) in [
        (vec!["--dutch", "--dubov", &f, "-p"], "--dutch and --dubov cannot be used together"),
        (vec!["--dubov", &f, "--dutch", "-p"], "--dubov and --dutch cannot be used together"),
        (vec!["--dutch", &f, "-c", "-p"], "-c and -p cannot be used together"),
        (vec!["--dutch", &f, "-p", "--explain"], "-p and --explain cannot be used together"),
        (vec!["--dutch", &f, "--edition", "2017", "--edition", "2026", "-p"], "--edition and --edition cannot be used together"),
        (vec!["--dutch", &f, "-c", "--round", "2"], "--round only goes with --explain"),
        (vec!["--dutch", &f, "-p", "--json"], "--json only goes with --explain"),
    ] {
        let o = torre().args(&args).output().unwrap();
        assert_eq!(code(&o), 2, "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(words), "{args:?}: {}", stderr(&o));
        assert!(o.stdout.is_empty(), "{args:?}");
    }
    // the same flag twice is no conflict
    let o = run_with(&["--dutch".into(), "--dutch".into(), "-".into(), "-p".into(), "-p".into()], &open_round(), Stdio::null());
    assert_eq!(code(&o), 0, "{}", stderr(&o));
}

#[test]
fn round_values_are_shown_as_typed() {
    for (value, words) in [("0", "found \"0\""), ("x", "found \"x\""), ("-1", "found \"-1\"")] {
        let o = torre().args(["--dutch", &small(), "--explain", "--round", value]).output().unwrap();
        assert_eq!(code(&o), 2, "{}", stderr(&o));
        let e = stderr(&o);
        assert!(e.contains("--round takes a round number (1 or more)") && e.contains(words) && !e.contains("Some("), "{e}");
    }
    let o = torre().args(["--dutch", &small(), "--explain", "--round"]).output().unwrap();
    assert_eq!(code(&o), 2);
    assert!(stderr(&o).contains("--round needs a round number") && !stderr(&o).contains("None"), "{}", stderr(&o));
}

#[test]
fn input_is_capped_with_exit_4_naming_the_limit() {
    let o = torre().args(["trf", "/dev/zero"]).output().unwrap();
    assert_eq!(code(&o), 4, "{}", stderr(&o));
    assert!(stderr(&o).contains("/dev/zero: larger than 64 MiB, the most Torre reads"), "{}", stderr(&o));
    let o = torre().args(["--dutch", "-", "-p"]).stdin(File::open("/dev/zero").unwrap()).output().unwrap();
    assert_eq!(code(&o), 4, "{}", stderr(&o));
    assert!(stderr(&o).contains("<stdin>: larger than 64 MiB"), "{}", stderr(&o));
}

/// A corpus file changed by `edit`, in the temp directory, removed on drop.
fn edited(edit: impl Fn(Vec<String>) -> Vec<String>) -> Scratch {
    let text = std::fs::read_to_string(small()).unwrap();
    let lines = edit(text.lines().map(String::from).collect());
    Scratch::new((lines.join("\n") + "\n").as_bytes())
}

#[test]
fn errors_after_reading_name_the_record() {
    // an unknown code in the 202 record: file, line and the columns of the code
    let f = edited(|mut l| {
        l.insert(1, "202 BH/C1, XYZ, SB".into());
        l
    });
    let o = torre().args(["standings", f.path()]).output().unwrap();
    assert_eq!(code(&o), 3, "{}", stderr(&o));
    assert!(stderr(&o).contains(&format!("{}: line 2, columns 12-14 (202): tie-break list of the tournament: unknown tie-break code \"XYZ\"", f.path())), "{}", stderr(&o));

    // every round paired: the XXR line that says so
    let f = edited(|l| {
        let played = 5;
        let mut out: Vec<String> = l.into_iter().filter(|x| !x.starts_with("XXR")).collect();
        out.insert(2, format!("XXR {played}"));
        out
    });
    for mode in ["-p", "--explain"] {
        let o = torre().args(["--dutch", f.path(), mode]).output().unwrap();
        assert_eq!(code(&o), 3, "{}", stderr(&o));
        assert!(stderr(&o).contains(&format!("{}: line 3 (XXR): all 5 rounds have been paired", f.path())), "{}", stderr(&o));
    }

    // a five-digit pairing number does not fit the field
    let f = edited(|l| l.into_iter().map(|x| match x.strip_prefix("001    1 ") { Some(rest) => format!("001 10000{rest}"), None => x }).collect());
    let o = torre().args(["trf", f.path()]).output().unwrap();
    assert_eq!(code(&o), 3, "{}", stderr(&o));
    let e = stderr(&o);
    assert!(e.contains("columns 5-9: pairing number 10000 does not fit columns 5-8: TRF allows pairing numbers 1-9999") && !e.contains("no player"), "{e}");
}

#[test]
fn trf_writes_only_what_it_reads_back() {
    // 150.5 points a win: totals of 300 points and more do not fit the four-column field
    let f = edited(|mut l| {
        l.push("XXS WW=150.5 BW=150.5 FW=150.5 WD=-10.5 BD=-10.5".into());
        l
    });
    let o = torre().args(["trf", f.path()]).output().unwrap();
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(stderr(&o).contains("do not fit the points field (columns 81-84); left blank"), "{}", stderr(&o));
    let first = String::from_utf8(o.stdout).unwrap();
    assert!(first.lines().filter(|l| l.starts_with("001")).all(|l| l.chars().nth(89) == Some(' ')), "a shifted 001 line:\n{first}");
    let mut child = torre().args(["trf", "-"]).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = first.clone().into_bytes();
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let again = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    assert_eq!(code(&again), 0, "{}", stderr(&again));
    assert_eq!(String::from_utf8(again.stdout).unwrap(), first, "the written file reads back to the same text");
}

/// `-p OUTPUT` never overwrites a tournament: a second file name read as the output (`torre
/// --dutch a.trf b.trf -p`) that holds TRF records is refused (exit 2) and left as it was; a
/// pairing file is still overwritten.
#[test]
fn pairing_output_never_overwrites_a_tournament_file() {
    let input = Scratch::new(&open_round());
    let other = Scratch::new(&open_round());
    let o = torre().args(["--dutch", input.path(), other.path(), "-p"]).output().unwrap();
    assert_eq!(code(&o), 2, "{}", stderr(&o));
    assert!(stderr(&o).contains("holds a tournament (TRF records)"), "{}", stderr(&o));
    assert_eq!(std::fs::read(other.path()).unwrap(), open_round(), "left as it was");
    let out = Scratch::new(b"3\n1 2\n");
    let o = torre().args(["--dutch", input.path(), "-p", out.path()]).output().unwrap();
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert_ne!(std::fs::read(out.path()).unwrap(), b"3\n1 2\n", "a pairing file is written over");
    assert!(stderr(&o).is_empty(), "{}", stderr(&o));
    // without XXR no round is the last one: said (JaVaFo requires XXR, bbpPairings refuses)
    let text = String::from_utf8(open_round()).unwrap().replace("XXR 6\n", "");
    let no_xxr = Scratch::new(text.as_bytes());
    let o = torre().args(["--dutch", no_xxr.path(), "-p"]).output().unwrap();
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(stderr(&o).contains("no XXR record (total number of rounds): no round is paired as the last one"), "{}", stderr(&o));
}

/// A generator configuration is capped (a device such as /dev/zero is refused, exit 4) and a
/// bad line is quoted by its start, not whole.
#[test]
fn generator_configuration_is_capped_and_quoted_short() {
    let o = torre().args(["--dutch", "-g", "/dev/zero", "-o", "/dev/null", "-s", "1"]).output().unwrap();
    assert_eq!(code(&o), 4, "{}", stderr(&o));
    assert!(stderr(&o).contains("the most a generator configuration may hold"), "{}", stderr(&o));
    let long = Scratch::new(format!("PlayersNumber=10\n{}\n", "x".repeat(200_000)).as_bytes());
    let o = torre().args(["--dutch", "-g", long.path(), "-o", "/dev/null", "-s", "1"]).output().unwrap();
    assert_eq!(code(&o), 3, "{}", stderr(&o));
    assert!(stderr(&o).contains("line 2: expected Key=Value") && stderr(&o).len() < 400, "{}", stderr(&o));
    let latin1 = Scratch::new(b"PlayersNumber=10\nRoundsNumber=5 # caf\xe9\n");
    let o = torre().args(["--dutch", "-g", latin1.path(), "-o", "/dev/null", "-s", "1"]).output().unwrap();
    assert_eq!(code(&o), 3, "{}", stderr(&o));
    assert!(stderr(&o).contains("line 2: not UTF-8 text"), "{}", stderr(&o));
}
