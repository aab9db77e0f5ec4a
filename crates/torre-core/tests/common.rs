//! Shared helpers for the integration tests: the conformance corpora live in ../shared.
#![allow(dead_code)]
use std::path::{Path, PathBuf};

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
