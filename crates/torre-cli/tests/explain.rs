//! `torre (--dutch|--dubov) INPUT.trf --explain [--round R] [--json]` (issue 7).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_torre")).args(args).output().expect("torre runs")
}

fn seed(name: &str) -> PathBuf {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/conformance/seeds").join(name);
    assert!(p.is_file(), "{} not found", p.display());
    p
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn text_shows_the_round_2_candidates_of_the_slides() {
    let f = seed("dutch-14p-6r.trf");
    let o = run(&["--dutch", "--edition", "2017", f.to_str().unwrap(), "--explain", "--round", "2"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let text = stdout(&o);
    let first = text.find("pairs 1-5, 2-6, 3-7").expect("first candidate");
    let second = text.find("pairs 1-5, 2-7, 3-6").expect("transposition");
    assert!(first < second);
    assert!(text[second..].contains("PERFECT"), "{text}");
    assert!(text.contains("completion test (A.9)"));
    assert!(text.contains("5-1: E.4"));
}

#[test]
fn json_round_5_has_the_ppb_and_clb_and_the_files_pairing() {
    let f = seed("dutch-14p-6r.trf");
    let o = run(&["--dutch", "--edition", "2017", f.to_str().unwrap(), "--explain", "--round", "5", "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON");
    assert_eq!(v["round"], 5);
    assert_eq!(v["system"], "dutch");
    let kinds: Vec<&str> = v["dutch"]["brackets"].as_array().unwrap().iter().map(|b| b["kind"].as_str().unwrap()).collect();
    assert!(kinds.ends_with(&["regular", "ppb", "clb"]), "{kinds:?}");
    let boards: Vec<(u64, u64)> = v["pairing"]["boards"].as_array().unwrap().iter().map(|b| (b["white"].as_u64().unwrap(), b["black"].as_u64().unwrap())).collect();
    // round 5 of the slides, in publication order
    assert_eq!(boards, vec![(2, 1), (5, 11), (4, 6), (3, 7), (9, 10), (14, 12), (13, 8)]);
}

#[test]
fn default_round_is_the_next_one() {
    let f = seed("dutch-14p-6r.trf");
    let t = torre_core::trf::read(&std::fs::read(&f).unwrap(), &Default::default()).unwrap().tournament;
    let dir = std::env::temp_dir().join(format!("torre-explain-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cut = dir.join("r3.trf");
    std::fs::write(&cut, torre_core::trf::write(&t.truncated(3))).unwrap();
    let a = run(&["--dutch", "--edition", "2017", cut.to_str().unwrap(), "--explain", "--json"]);
    let b = run(&["--dutch", "--edition", "2017", f.to_str().unwrap(), "--explain", "--json", "--round", "4"]);
    let (va, vb): (serde_json::Value, serde_json::Value) = (serde_json::from_slice(&a.stdout).unwrap(), serde_json::from_slice(&b.stdout).unwrap());
    assert_eq!(va["round"], 4);
    assert_eq!(va["pairing"], vb["pairing"]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn dubov_explains_too() {
    let f = seed("dubov-14p-6r.trf");
    let o = run(&["--dubov", f.to_str().unwrap(), "--explain", "--round", "3", "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["system"], "dubov");
    assert!(!v["dubov"]["brackets"].as_array().unwrap().is_empty());
    assert_eq!(v["dubov"]["colours"].as_array().unwrap().len(), v["pairing"]["boards"].as_array().unwrap().len());
}

#[test]
fn bad_rounds_are_errors_not_panics() {
    let f = seed("dutch-14p-6r.trf");
    let f = f.to_str().unwrap();
    // all six rounds are paired: there is no next round (invalid input, exit 3)
    let o = run(&["--dutch", f, "--explain"]);
    assert_eq!(o.status.code(), Some(3), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(run(&["--dutch", f, "--explain", "--round", "9"]).status.code(), Some(3));
    assert_eq!(run(&["--dutch", f, "--explain", "--round", "0"]).status.code(), Some(2));
    assert_eq!(run(&["--dutch", f, "--explain", "--round", "x"]).status.code(), Some(2));
    assert_eq!(run(&["--dutch", f, "--explain", "--round"]).status.code(), Some(2));
}
