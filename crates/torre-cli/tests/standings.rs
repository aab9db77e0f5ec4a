//! `torre standings`: JSON against the conformance values, table, explain, exit codes.

use serde_json::Value as Json;
use std::path::{Path, PathBuf};
use std::process::Command;

fn shared() -> PathBuf {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared");
    assert!(p.join("conformance").is_dir(), "../shared/conformance not found");
    p
}

fn torre(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_torre")).args(args).output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

/// Run `torre standings --json` with the file's list and round; compare every value and rank.
fn check_json(expected_path: &Path) {
    let d: Json = serde_json::from_str(&std::fs::read_to_string(expected_path).unwrap()).unwrap();
    let trf = expected_path.parent().unwrap().join(d["trf"].as_str().unwrap());
    let list: Vec<&str> = d["tiebreaks"].as_array().unwrap().iter().map(|c| c.as_str().unwrap()).collect();
    let list = list.join(",");
    let round = d["after_round"].to_string();
    let (code, out, err) = torre(&["standings", trf.to_str().unwrap(), "--tiebreaks", &list, "--after-round", &round, "--json"]);
    assert_eq!(code, 0, "{err}");
    let got: Json = serde_json::from_str(&out).unwrap();
    let expected = d["players"].as_object().unwrap();
    assert_eq!(got["players"].as_object().unwrap().len(), expected.len());
    for (id, values) in expected {
        let row = &got["players"][id];
        assert_eq!(row["rank"], d["ranks"][id], "player {id} rank");
        assert_eq!(row["points"].as_f64(), values["PTS"].as_f64(), "player {id} points");
        for (code, v) in values.as_object().unwrap() {
            let g = row[code].as_f64().unwrap_or_else(|| panic!("player {id}: no {code} in {row}"));
            assert_eq!((g * 100.0).round(), (v.as_f64().unwrap() * 100.0).round(), "player {id} {code}");
        }
    }
}

#[test]
fn json_reproduces_the_seed_example() {
    check_json(&shared().join("conformance/seeds/tiebreak-8p-5r.tbs.json"));
}

#[test]
fn json_after_an_earlier_round() {
    check_json(&shared().join("conformance/tiebreaks/gen-n016-r06-s7001.after-r03.json"));
}

#[test]
fn table_and_explain_are_readable() {
    let trf = shared().join("conformance/seeds/tiebreak-8p-5r.trf");
    let trf = trf.to_str().unwrap();
    let (code, out, _) = torre(&["standings", trf, "--tiebreaks", "BH/C1,BH"]);
    assert_eq!(code, 0);
    assert!(out.contains("Standings after round 5"));
    let alice = out.lines().find(|l| l.contains("Alice")).unwrap();
    assert!(alice.contains("11.5") && alice.contains("14.0"), "{alice}");
    let (code, out, _) = torre(&["standings", trf, "--tiebreaks", "BH/C1", "--explain", "4"]);
    assert_eq!(code, 0);
    // Davide's own half-point bye is the value Cut-1 removes.
    let r2 = out.lines().find(|l| l.trim_start().starts_with("R2")).unwrap();
    assert!(r2.contains("half-point bye") && r2.contains("cut"), "{r2}");
    let (code, out, _) = torre(&["standings", trf, "--tiebreaks", "BH", "--reading", "tiebreakserver", "--json"]);
    assert_eq!(code, 0);
    let got: Json = serde_json::from_str(&out).unwrap();
    assert_eq!(got["players"]["1"]["BH"].as_f64(), Some(13.5));
}

#[test]
fn bad_input_gives_exit_code_3() {
    let trf = shared().join("conformance/seeds/tiebreak-8p-5r.trf");
    let trf = trf.to_str().unwrap();
    assert_eq!(torre(&["standings", trf, "--tiebreaks", "BH/X9"]).0, 3);
    assert_eq!(torre(&["standings", trf, "--after-round", "9"]).0, 3);
    assert_eq!(torre(&["standings", trf, "--explain", "99"]).0, 3);
    let bad = std::env::temp_dir().join(format!("torre-standings-bad-{}.trf", std::process::id()));
    std::fs::write(&bad, "001    1      Alice   x\n001 garbage\n").unwrap();
    let (code, _, err) = torre(&["standings", bad.to_str().unwrap()]);
    let _ = std::fs::remove_file(&bad);
    assert_eq!(code, 3, "{err}");
}
