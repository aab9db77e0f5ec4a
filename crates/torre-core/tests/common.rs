//! Shared helpers for the integration tests: the conformance corpora live in ../shared.
#![allow(dead_code)]
use std::path::{Path, PathBuf};
use torre_core::Tournament;

pub fn shared() -> PathBuf {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let p = here.join("../../../shared");
    assert!(p.join("conformance").is_dir(), "../shared/conformance not found next to the project ({})", p.display());
    p
}

/// Every `.trf` file below `shared/conformance/<sub>`, sorted.
pub fn trf_files(sub: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    walk(&shared().join("conformance").join(sub), &mut out);
    out.sort();
    out
}

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

pub fn load(path: &Path) -> torre_core::Tournament {
    let bytes = std::fs::read(path).unwrap();
    torre_core::trf::read(&bytes, &Default::default()).unwrap_or_else(|e| panic!("{}: {e}", path.display())).tournament
}

/// Re-pair every round of every file of `shared/conformance/<sub>` with players in
/// `range`: (rounds checked, the (file name, round) pairs that differ from the file).
pub fn differing_rounds(sub: &str, range: std::ops::RangeInclusive<usize>, options: &torre_core::pairing::PairOptions) -> (usize, std::collections::BTreeSet<(String, u32)>) {
    let mut rounds = 0;
    let mut bad = std::collections::BTreeSet::new();
    for f in trf_files(sub) {
        let t = load(&f);
        if !range.contains(&t.players.len()) {
            continue;
        }
        let report = torre_core::pairing::check(&t, options);
        rounds += report.rounds.len();
        for r in report.rounds.iter().filter(|r| !r.matches()) {
            bad.insert((f.file_name().unwrap().to_string_lossy().into_owned(), r.round));
        }
    }
    (rounds, bad)
}

/// A tournament from a compact form, one player per line in pairing-number order (ratings
/// descending), one token per round: `3w1` = against 3 with white, won (`1`, `=`, `0`, `+`,
/// `-`); `U` PAB, `H` half-point bye, `F` full-point bye, `Z` zero-point bye (absent). Initial
/// colour white, `rounds` in total.
pub fn compact(rounds: u32, players: &[&str]) -> Tournament {
    let mut text = String::from("012 Compact\n");
    for (i, line) in players.iter().enumerate() {
        let id = i + 1;
        let mut points = 0.0;
        let mut cells = Vec::new();
        for tok in line.split_whitespace() {
            let (cell, p) = match tok {
                "U" | "F" => (format!("0000 - {tok}"), 1.0),
                "H" => ("0000 - H".to_string(), 0.5),
                "Z" => ("0000 - Z".to_string(), 0.0),
                _ => {
                    let (opp, rest) = tok.split_at(tok.len() - 2);
                    let mut rc = rest.chars();
                    let (colour, result) = (rc.next().unwrap(), rc.next().unwrap());
                    let p = match result {
                        '1' | '+' => 1.0,
                        '=' => 0.5,
                        _ => 0.0,
                    };
                    (format!("{:>4} {colour} {result}", opp.parse::<u32>().unwrap()), p)
                }
            };
            points += p;
            cells.push(cell);
        }
        let name = format!("Player{id:04}");
        let rating = 2500 - 10 * id;
        text += &format!("001 {id:>4}      {name:<33} {rating:>4}{:28}{points:>4.1} {id:>4}  {}\n", "", cells.join("  "));
    }
    text += &format!("XXR {rounds}\nXXC white1\n");
    torre_core::trf::read_str(&text, &Default::default()).unwrap_or_else(|e| panic!("{e}\n{text}")).tournament
}
