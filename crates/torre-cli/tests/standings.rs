//! `torre standings`: JSON against the conformance values (the 2023 corpus with `--edition
//! 2023`, the 2026 corpus with `--edition 2026`, every file), table, explain, editions, exit codes.

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

/// Run `torre standings --json --edition E` with the file's list and round; compare every value
/// (`null` included, as decimals) and rank. Returns the number of values and ranks checked.
fn check_json(expected_path: &Path, edition: &str) -> usize {
    let d: Json = serde_json::from_str(&std::fs::read_to_string(expected_path).unwrap()).unwrap();
    let trf = expected_path.parent().unwrap().join(d["trf"].as_str().unwrap());
    let list: Vec<&str> = d["tiebreaks"].as_array().unwrap().iter().map(|c| c.as_str().unwrap()).collect();
    let list = list.join(",");
    let round = d["after_round"].to_string();
    let (code, out, err) = torre(&["standings", trf.to_str().unwrap(), "--edition", edition, "--tiebreaks", &list, "--after-round", &round, "--json"]);
    let name = expected_path.display();
    assert_eq!(code, 0, "{name}: {err}");
    let got: Json = serde_json::from_str(&out).unwrap();
    assert_eq!(got["edition"], edition);
    let expected = d["players"].as_object().unwrap();
    assert_eq!(got["players"].as_object().unwrap().len(), expected.len());
    let hundredths = |v: &Json| v.as_f64().map(|x| (x * 100.0).round() as i64);
    let mut checked = 0;
    for (id, values) in expected {
        let row = &got["players"][id];
        assert_eq!(row["rank"], d["ranks"][id], "{name}: player {id} rank");
        assert_eq!(row["points"].as_f64(), values["PTS"].as_f64(), "{name}: player {id} points");
        for (code, v) in values.as_object().unwrap() {
            let g = row.get(code).unwrap_or_else(|| panic!("{name}: player {id}: no {code} in {row}"));
            assert_eq!(g.is_null(), v.is_null(), "{name}: player {id} {code}: expected {v} got {g}");
            assert_eq!(hundredths(g), hundredths(v), "{name}: player {id} {code}");
            checked += 1;
        }
        checked += 1;
    }
    checked
}

fn corpus(dir: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(shared().join("conformance").join(dir)).unwrap().flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "json")).collect();
    v.sort();
    v
}

#[test]
fn every_file_of_the_2026_corpus_with_edition_2026() {
    let files = corpus("tiebreaks-2026");
    assert!(files.len() >= 83);
    let checked: usize = files.iter().map(|f| check_json(f, "2026")).sum();
    assert!(checked >= 90_000, "{checked}");
}

#[test]
fn every_file_of_the_2023_corpus_with_edition_2023() {
    let files = corpus("tiebreaks");
    assert!(files.len() >= 83);
    let checked: usize = files.iter().map(|f| check_json(f, "2023")).sum();
    assert!(checked >= 73_900, "{checked}");
}

#[test]
fn edition_follows_the_start_date_and_says_why() {
    let src = std::fs::read_to_string(shared().join("conformance/seeds/tiebreak-8p-5r.trf")).unwrap();
    let dir = std::env::temp_dir();
    for (date, edition) in [(None, "2026"), (Some("2025/01/10"), "2024"), (Some("2024/01/10"), "2023"), (Some("2026/03/01"), "2026")] {
        let text = match date {
            Some(d) => format!("042 {d}\n{src}"),
            None => src.clone(),
        };
        let f = dir.join(format!("torre-standings-edition-{}-{edition}-{}.trf", std::process::id(), date.is_some()));
        std::fs::write(&f, text).unwrap();
        let (code, out, err) = torre(&["standings", f.to_str().unwrap(), "--tiebreaks", "BH", "--json"]);
        let (_, table, _) = torre(&["standings", f.to_str().unwrap(), "--tiebreaks", "BH"]);
        let _ = std::fs::remove_file(&f);
        assert_eq!(code, 0, "{err}");
        let got: Json = serde_json::from_str(&out).unwrap();
        assert_eq!(got["edition"], edition, "{date:?}");
        assert!(got["edition_reason"].as_str().unwrap().contains("042"), "{got}");
        assert!(table.lines().next().unwrap().contains("042"), "{table}");
    }
    // --edition overrides and is named as the reason.
    let trf = shared().join("conformance/seeds/tiebreak-8p-5r.trf");
    let (_, out, _) = torre(&["standings", trf.to_str().unwrap(), "--tiebreaks", "BH", "--edition", "2023", "--json"]);
    let got: Json = serde_json::from_str(&out).unwrap();
    assert_eq!((got["edition"].as_str(), got["edition_reason"].as_str()), (Some("2023"), Some("--edition")));
}

#[test]
fn dropped_rating_columns_are_empty_and_explained() {
    // gen-n009-r05-s7101 has unrated players: under 2026 ARO is dropped (Art. 10).
    let files = corpus("tiebreaks-2026");
    let with_unrated = files.iter().find(|f| {
        let d: Json = serde_json::from_str(&std::fs::read_to_string(f).unwrap()).unwrap();
        d["players"]["1"]["ARO"].is_null() && d["players"]["1"]["BH"].is_number()
    });
    let d: Json = serde_json::from_str(&std::fs::read_to_string(with_unrated.unwrap()).unwrap()).unwrap();
    let trf = with_unrated.unwrap().parent().unwrap().join(d["trf"].as_str().unwrap());
    let (code, out, _) = torre(&["standings", trf.to_str().unwrap(), "--edition", "2026", "--tiebreaks", "BH,ARO"]);
    assert_eq!(code, 0);
    assert!(out.contains("ARO is empty") && out.contains("Art. 10"), "{out}");
    let (_, out, _) = torre(&["standings", trf.to_str().unwrap(), "--edition", "2026", "--tiebreaks", "BH,ARO", "--json"]);
    let got: Json = serde_json::from_str(&out).unwrap();
    assert!(got["dropped"]["ARO"].as_str().unwrap().contains("Art. 10"));
    // A rating for unrated players brings the column back.
    let (_, out, _) = torre(&["standings", trf.to_str().unwrap(), "--edition", "2026", "--tiebreaks", "ARO", "--unrated-rating", "1400", "--json"]);
    let got: Json = serde_json::from_str(&out).unwrap();
    assert!(got["players"]["1"]["ARO"].is_number(), "{got}");
}

#[test]
fn explain_cites_the_2026_cap() {
    let trf = shared().join("conformance/seeds/tiebreak-8p-5r.trf");
    let (code, out, _) = torre(&["standings", trf.to_str().unwrap(), "--edition", "2026", "--tiebreaks", "BH", "--explain", "4"]);
    assert_eq!(code, 0);
    assert!(out.contains("C.07 (March 2026)"), "{out}");
    // Davide's round-2 half-point bye: own score capped at a draw per round (16.4.2).
    let r2 = out.lines().find(|l| l.trim_start().starts_with("R2")).unwrap();
    assert!(r2.contains("16.4.2"), "{out}");
}

#[test]
fn json_reproduces_the_seed_example() {
    check_json(&shared().join("conformance/seeds/tiebreak-8p-5r.tbs.json"), "2023");
}

#[test]
fn json_after_an_earlier_round() {
    check_json(&shared().join("conformance/tiebreaks/gen-n016-r06-s7001.after-r03.json"), "2023");
}

#[test]
fn table_and_explain_are_readable() {
    let trf = shared().join("conformance/seeds/tiebreak-8p-5r.trf");
    let trf = trf.to_str().unwrap();
    let (code, out, _) = torre(&["standings", trf, "--edition", "2023", "--tiebreaks", "BH/C1,BH"]);
    assert_eq!(code, 0);
    assert!(out.contains("Standings after round 5"));
    let alice = out.lines().find(|l| l.contains("Alice")).unwrap();
    assert!(alice.contains("11.5") && alice.contains("14.0"), "{alice}");
    let (code, out, _) = torre(&["standings", trf, "--edition", "2023", "--tiebreaks", "BH/C1", "--explain", "4"]);
    assert_eq!(code, 0);
    // Davide's own half-point bye is the value Cut-1 removes.
    let r2 = out.lines().find(|l| l.trim_start().starts_with("R2")).unwrap();
    assert!(r2.contains("half-point bye") && r2.contains("cut"), "{r2}");
    let (code, out, _) = torre(&["standings", trf, "--edition", "2023", "--tiebreaks", "BH", "--reading", "tiebreakserver", "--json"]);
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
