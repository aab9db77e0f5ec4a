//! The app's strings: one folder per language in `web/i18n/` (`en/`, `it/`), holding one file
//! per part of the app (`app.txt`, `fide-mode.txt`, ...: `key = text`, `#` notes), which a
//! translator edits without reading Rust. Every language has the same files. This script turns
//! them into the `Strings` struct (one `&'static str` field per key) and one static per language,
//! and fails the build, naming the file and the key, when a language lacks a key of `en/` or has
//! one it does not know, when a key appears twice, or when no source file under `web/src/` uses
//! a key.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;
use std::path::{Path, PathBuf};

/// The languages, in the order of the language switch; the first defines the keys.
const LANGS: [(&str, &str); 2] = [("en", "EN"), ("it", "IT")];

fn main() {
    let dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    println!("cargo:rerun-if-changed=i18n");
    println!("cargo:rerun-if-changed=src");
    let mut errors = Vec::new();
    let files: Vec<(&str, Vec<(String, String)>)> = LANGS
        .iter()
        .map(|(code, _)| (*code, language(&dir.join("i18n"), code, &mut errors)))
        .collect();
    let keys: Vec<&String> = files[0].1.iter().map(|(k, _)| k).collect();
    let key_set: BTreeSet<&String> = keys.iter().copied().collect();
    for (code, entries) in &files[1..] {
        let have: BTreeSet<&String> = entries.iter().map(|(k, _)| k).collect();
        for k in key_set.difference(&have) {
            errors.push(format!("web/i18n/{code}/: missing key `{k}` (defined in en/)"));
        }
        for k in have.difference(&key_set) {
            errors.push(format!("web/i18n/{code}/: key `{k}` is not in en/"));
        }
    }
    let source = sources(&dir.join("src"));
    for k in &keys {
        if !uses(&source, k) {
            errors.push(format!("web/i18n/en/: key `{k}` is not used by any file in web/src"));
        }
    }
    if !errors.is_empty() {
        panic!("the app's strings (web/i18n/) are not consistent:\n  {}", errors.join("\n  "));
    }
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("strings.rs");
    std::fs::write(out, generate(&keys, &files)).unwrap();
}

/// The entries of every `*.txt` file in `i18n/<code>/`, files in name order; a key defined
/// twice (in one file or two) is an error.
fn language(i18n: &Path, code: &str, errors: &mut Vec<String>) -> Vec<(String, String)> {
    let dir = i18n.join(code);
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".txt"))
        .collect();
    names.sort();
    let mut seen: BTreeMap<String, String> = BTreeMap::new();
    let mut out = Vec::new();
    for name in names {
        parse(&dir.join(&name), &format!("{code}/{name}"), &mut seen, &mut out, errors);
    }
    out
}

/// `key = text` lines; `#` starts a note; the text is everything after `= `.
fn parse(
    path: &Path,
    name: &str,
    seen: &mut BTreeMap<String, String>,
    out: &mut Vec<(String, String)>,
    errors: &mut Vec<String>,
) {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.trim_start().starts_with('#') {
            continue;
        }
        let Some((key, value)) = line.split_once(" = ") else {
            errors.push(format!("web/i18n/{name}:{}: expected `key = text`, found {line:?}", i + 1));
            continue;
        };
        let key = key.trim();
        if key.is_empty() || !key.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_') {
            errors.push(format!("web/i18n/{name}:{}: a key is lower-case letters, digits and _, found {key:?}", i + 1));
            continue;
        }
        if let Some(first) = seen.insert(key.to_string(), format!("{name}:{}", i + 1)) {
            errors.push(format!("web/i18n/{name}:{}: key `{key}` already defined at {first}", i + 1));
        }
        out.push((key.to_string(), value.to_string()));
    }
}

/// The text of every Rust file under `dir`.
fn sources(dir: &Path) -> String {
    let mut all = String::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                all.push_str(&std::fs::read_to_string(&p).unwrap());
                all.push('\n');
            }
        }
    }
    all
}

/// A key is used where the source names the field: `tr().key`, not followed by an identifier
/// letter (the app reads every string through `tr()`).
fn uses(source: &str, key: &str) -> bool {
    let pat = format!("tr().{key}");
    source.match_indices(&pat).any(|(i, _)| {
        let next = source[i + pat.len()..].chars().next();
        !next.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
    })
}

fn generate(keys: &[&String], files: &[(&str, Vec<(String, String)>)]) -> String {
    let mut s = String::from("/// Every user-visible string of the app (generated from web/i18n/ by build.rs).\npub struct Strings {\n");
    for k in keys {
        writeln!(s, "    pub {k}: &'static str,").unwrap();
    }
    s.push_str("}\n");
    for ((_, stat), (_, entries)) in LANGS.iter().zip(files) {
        let map: BTreeMap<&String, &String> = entries.iter().map(|(k, v)| (k, v)).collect();
        writeln!(s, "pub static {stat}: Strings = Strings {{").unwrap();
        for k in keys {
            writeln!(s, "    {k}: {:?},", map[k]).unwrap();
        }
        s.push_str("};\n");
    }
    s
}
