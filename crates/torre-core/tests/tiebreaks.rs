//! Conformance: every value and rank of `shared/conformance/tiebreaks/*.json` and of the seed
//! example `shared/conformance/seeds/tiebreak-8p-5r.tbs.json` under the 2023 edition, in both
//! readings; every value (`null` included) and rank of `shared/conformance/tiebreaks-2026/`
//! under the March 2026 edition.

mod common;

use serde_json::Value as Json;
use std::path::{Path, PathBuf};
use torre_core::tiebreak::{standings, Edition, Options, Reading, TieBreak};

fn json_files(corpus: &str) -> Vec<PathBuf> {
    let dir = common::shared().join("conformance").join(corpus);
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir).unwrap().flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "json")).collect();
    v.sort();
    v
}

/// An expected value in hundredths, `None` for `null`.
fn hundredths(v: &Json) -> Option<i64> {
    if v.is_null() {
        return None;
    }
    Some((v.as_f64().expect("number or null") * 100.0).round() as i64)
}

fn show(v: Option<i64>) -> String {
    v.map(|h| (h as f64 / 100.0).to_string()).unwrap_or_else(|| "null".into())
}

/// Compare one JSON file; returns the mismatches (empty = all good) and the number of values checked.
fn check(json_path: &Path, edition: Edition, reading: Reading) -> (Vec<String>, usize) {
    let d: Json = serde_json::from_str(&std::fs::read_to_string(json_path).unwrap()).unwrap();
    let trf = json_path.parent().unwrap().join(d["trf"].as_str().unwrap());
    let t = common::load(&trf);
    let codes: Vec<String> = d["tiebreaks"].as_array().unwrap().iter().map(|c| c.as_str().unwrap().to_string()).collect();
    let tbs = TieBreak::parse_all(&codes).unwrap();
    let k = d["after_round"].as_u64().unwrap() as u32;
    let opts = Options { reading, edition, ..Default::default() };
    let table = standings(&t, &tbs, Some(k), &opts).unwrap();
    let name = json_path.file_name().unwrap().to_string_lossy().to_string();
    let mut bad = Vec::new();
    let mut checked = 0;
    let players = d["players"].as_object().unwrap();
    assert_eq!(players.len(), t.players.len(), "{name}: every player is listed");
    for (id, values) in players {
        let id: u32 = id.parse().unwrap();
        let row = table.row(id).unwrap();
        for (code, expected) in values.as_object().unwrap() {
            let mut expected = hundredths(expected);
            if reading == Reading::TieBreakServer {
                if let Some(old) = d["tbs_unpatched"][id.to_string()].get(code) {
                    expected = hundredths(old);
                }
            }
            let got = table.cell(id, code).unwrap_or_else(|| panic!("{name}: no {code}")).map(|v| v.hundredths());
            checked += 1;
            if got != expected {
                bad.push(format!("{name} player {id} {code}: expected {} got {}", show(expected), show(got)));
            }
        }
        let mut rank = d["ranks"][id.to_string()].as_u64().unwrap() as u32;
        if reading == Reading::TieBreakServer {
            if let Some(r) = d["tbs_unpatched_ranks"][id.to_string()].as_u64() {
                rank = r as u32;
            }
        }
        checked += 1;
        if row.rank != rank {
            bad.push(format!("{name} player {id} rank: expected {rank} got {}", row.rank));
        }
    }
    (bad, checked)
}

fn check_all(reading: Reading) {
    let mut files = json_files("tiebreaks");
    files.push(common::shared().join("conformance/seeds/tiebreak-8p-5r.tbs.json"));
    assert!(files.len() >= 84, "corpus present: {} files", files.len());
    check_files(&files, Edition::C07_2023, reading);
}

fn check_files(files: &[PathBuf], edition: Edition, reading: Reading) {
    let mut bad = Vec::new();
    let mut checked = 0;
    let mut files_ok = 0;
    for f in files {
        let (b, c) = check(f, edition, reading);
        checked += c;
        if b.is_empty() {
            files_ok += 1;
        }
        bad.extend(b);
    }
    eprintln!("{edition} {reading:?}: {files_ok}/{} files match, {} of {checked} values/ranks differ", files.len(), bad.len());
    for b in bad.iter().take(40) {
        eprintln!("  {b}");
    }
    assert!(bad.is_empty(), "{} mismatches", bad.len());
}

#[test]
fn corpus_values_and_ranks_follow_the_2023_text() {
    check_all(Reading::Text);
}

#[test]
fn corpus_2026_values_nulls_and_ranks_follow_the_2026_text() {
    let files = json_files("tiebreaks-2026");
    assert!(files.len() >= 83, "corpus present: {} files", files.len());
    check_files(&files, Edition::C07_2026, Reading::Text);
}

#[test]
fn corpus_tbs_unpatched_values_with_the_tiebreakserver_reading() {
    check_all(Reading::TieBreakServer);
}

#[test]
fn seed_slide_values() {
    // FSI slides: BH Alice 14.0, Bruno 13.5, Davide 14.0; BH-C1 11.5, 12.0, 11.0.
    let t = common::load(&common::shared().join("conformance/seeds/tiebreak-8p-5r.trf"));
    let tbs = TieBreak::parse_list("BH,BH/C1").unwrap();
    let table = standings(&t, &tbs, None, &Options::default()).unwrap();
    let v = |id, code| table.value(id, code).unwrap().hundredths();
    assert_eq!((v(1, "BH"), v(2, "BH"), v(4, "BH")), (1400, 1350, 1400));
    assert_eq!((v(1, "BH/C1"), v(2, "BH/C1"), v(4, "BH/C1")), (1150, 1200, 1100));
}

#[test]
fn every_corpus_file_after_every_round_without_panic() {
    // All conformance tournaments (pairing corpora too), after rounds 0, 1, the middle one and the
    // last, every individual tie-break.
    let all = TieBreak::parse_list("PTS,DE,BH,BH/C1,BH/M1,AOB,SB,SB/C1,FB,WIN,WON,BPG,BWG,GE,PS,KS,ARO,ARO/C1,TPR,PTP,APRO,APPO").unwrap();
    let mut tables = 0;
    for sub in ["tiebreaks", "dutch-2017", "dutch-2017-baku", "dutch-2026", "dubov", "seeds"] {
        // The 329 random Dutch files: every third one keeps the test quick.
        let files = common::trf_files(sub);
        let step = if sub == "dutch-2017" { 3 } else { 1 };
        for f in files.into_iter().step_by(step) {
            let Ok(outcome) = torre_core::trf::read(&std::fs::read(&f).unwrap(), &Default::default()) else { continue };
            let t = outcome.tournament;
            let last = t.rounds_in_file();
            let mut rounds = vec![0, 1.min(last), last / 2, last];
            rounds.dedup();
            for k in rounds {
                let s = standings(&t, &all, Some(k), &Options::default()).unwrap();
                assert_eq!(s.rows.len(), t.players.len());
                // Ranks are 1-based, non-decreasing, and a shared rank is shown as such.
                for w in s.rows.windows(2) {
                    assert!(w[0].rank <= w[1].rank);
                    if w[0].rank == w[1].rank {
                        assert!(w[0].shared && w[1].shared);
                    }
                }
                tables += 1;
            }
        }
    }
    assert!(tables > 1000, "{tables} standings computed");
}
