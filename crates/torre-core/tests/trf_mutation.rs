//! Mutation test of the TRF reader: corpus files corrupted byte by byte (insertions,
//! deletions, replacements, swapped and duplicated lines) must give a model or an error,
//! never a panic and never a hang.
//!
//! proptest draws the corruptions and, when one fails, shrinks it to a small reproducible
//! case. The number of cases is bounded: 256 by default (each case reads one corrupted
//! file of at most a few hundred lines), more with PROPTEST_CASES=N. The cases are the same
//! in every run (a fixed seed, so CI never fails by the luck of the draw); PROPTEST_RNG_SEED=N
//! draws others, e.g. in a loop for a longer search.

mod common;

use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed, TestRunner};
use std::sync::OnceLock;
use torre_core::trf::{self, ReadOptions};

/// A sample of the corpus: small files of every kind (plain, forfeits and byes, Baku
/// accelerations, Dubov, tie-breaks, 2026 headers), so that each case is cheap.
fn sample() -> &'static Vec<Vec<u8>> {
    static FILES: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    FILES.get_or_init(|| {
        let mut files: Vec<Vec<u8>> = common::trf_files("")
            .iter()
            .map(|p| std::fs::read(p).unwrap())
            .filter(|b| b.len() <= 24_000)
            .collect();
        files.sort_by_key(|b| b.len());
        // every 4th small file, at most 40: enough variety, bounded cost
        let picked: Vec<Vec<u8>> = files.into_iter().step_by(4).take(40).collect();
        assert!(picked.len() >= 20, "too few small corpus files: {}", picked.len());
        picked
    })
}

#[derive(Clone, Debug)]
enum Mutation {
    Insert { at: usize, byte: u8 },
    Delete { at: usize, len: usize },
    Replace { at: usize, byte: u8 },
    SwapLines { a: usize, b: usize },
    DuplicateLine { line: usize },
    Truncate { at: usize },
    /// Unusual scoring: an XXS record (tenths of a point, within the reader's ±999.9), so
    /// that totals reach 100 points or go below -10.
    Scoring { win: i32, draw: i32, loss: i32 },
    /// Virtual points (XXA) for a player, beyond what the 250 record's four columns hold.
    Acceleration { player: u16, value: i32 },
}

/// Bytes that matter to a TRF reader, plus anything at all.
fn interesting_byte() -> impl Strategy<Value = u8> {
    prop_oneof![
        3 => prop::sample::select(b" \n\r0123456789wb-+=WDLUHFZ.#X\t".to_vec()),
        1 => any::<u8>(),
        1 => Just(0xC3u8), // first byte of a two-byte UTF-8 sequence
    ]
}

fn mutation() -> impl Strategy<Value = Mutation> {
    // positions are taken modulo the current length when applied
    prop_oneof![
        (any::<usize>(), interesting_byte()).prop_map(|(at, byte)| Mutation::Insert { at, byte }),
        (any::<usize>(), 1usize..12).prop_map(|(at, len)| Mutation::Delete { at, len }),
        (any::<usize>(), interesting_byte()).prop_map(|(at, byte)| Mutation::Replace { at, byte }),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Mutation::SwapLines { a, b }),
        any::<usize>().prop_map(|line| Mutation::DuplicateLine { line }),
        any::<usize>().prop_map(|at| Mutation::Truncate { at }),
    ]
}

/// The corruptions, plus unusual scoring and accelerations.
fn mutation_or_scoring() -> impl Strategy<Value = Mutation> {
    let points = || prop_oneof![-9999i32..=9999, prop::sample::select(vec![1000, 1005, -100, -105, 9999, -9999, 995, -95])];
    prop_oneof![
        3 => mutation(),
        1 => (points(), points(), points()).prop_map(|(win, draw, loss)| Mutation::Scoring { win, draw, loss }),
        1 => (1u16..12, points()).prop_map(|(player, value)| Mutation::Acceleration { player, value }),
    ]
}

fn apply(bytes: &mut Vec<u8>, m: &Mutation) {
    let n = bytes.len();
    match *m {
        Mutation::Insert { at, byte } => bytes.insert(at % (n + 1), byte),
        Mutation::Delete { at, len } if n > 0 => {
            let a = at % n;
            bytes.drain(a..(a + len).min(n));
        }
        Mutation::Replace { at, byte } if n > 0 => bytes[at % n] = byte,
        Mutation::SwapLines { a, b } => {
            let mut lines: Vec<Vec<u8>> = bytes.split(|&c| c == b'\n').map(<[u8]>::to_vec).collect();
            let k = lines.len();
            lines.swap(a % k, b % k);
            *bytes = lines.join(&b'\n');
        }
        Mutation::DuplicateLine { line } => {
            let mut lines: Vec<Vec<u8>> = bytes.split(|&c| c == b'\n').map(<[u8]>::to_vec).collect();
            let k = line % lines.len();
            let copy = lines[k].clone();
            lines.insert(k, copy);
            *bytes = lines.join(&b'\n');
        }
        Mutation::Truncate { at } => bytes.truncate(at % (n + 1)),
        Mutation::Scoring { win, draw, loss } => {
            let (w, d, l) = (tenths(win), tenths(draw), tenths(loss));
            bytes.extend_from_slice(format!("\nXXS WW={w} BW={w} FW={w} WD={d} BD={d} WL={l} BL={l}\n").as_bytes());
        }
        Mutation::Acceleration { player, value } => {
            let v = tenths(value);
            bytes.extend_from_slice(format!("\nXXA {player:>4} {v} {v}\n").as_bytes());
        }
        _ => {}
    }
}

/// The case count (256, or PROPTEST_CASES) and a runner that stores no failure files, drawing
/// from a fixed seed (or PROPTEST_RNG_SEED).
fn runner() -> (u32, TestRunner) {
    let env = |name: &str| std::env::var(name).ok().and_then(|v| v.parse::<u64>().ok());
    let cases = env("PROPTEST_CASES").map_or(256, |n| n as u32);
    let seed = env("PROPTEST_RNG_SEED").unwrap_or(20_261_124);
    (cases, TestRunner::new(Config { cases, rng_seed: RngSeed::Fixed(seed), failure_persistence: None, ..Config::default() }))
}

fn tenths(v: i32) -> String {
    format!("{}{}.{}", if v < 0 { "-" } else { "" }, v.abs() / 10, v.abs() % 10)
}

/// Whatever Torre writes reads back to the same tournament, in either layout. The points
/// column is derived (the writer puts the results' total, or leaves it blank when it does
/// not fit four columns), so it is compared against the results, not against the input.
#[test]
fn written_files_read_back_to_the_same_tournament() {
    let (cases, mut runner) = runner();
    let files = sample();
    let strategy = (0..files.len(), prop::collection::vec(mutation_or_scoring(), 1..6));
    let (read_back, wide) = (std::cell::Cell::new(0u32), std::cell::Cell::new(0u32));
    let result = runner.run(&strategy, |(file, mutations)| {
        let mut bytes = files[file].clone();
        for m in &mutations {
            apply(&mut bytes, m);
        }
        let Ok(out) = trf::read(&bytes, &ReadOptions::default()) else { return Ok(()) };
        let t = out.tournament.clone();
        let rounds = t.rounds_in_file();
        if t.players.iter().any(|p| t.score_after(p.id, rounds).0.abs() >= 1000 || t.score_after(p.id, rounds).0 <= -100) {
            wide.set(wide.get() + 1);
        }
        for (layout, text) in [("TRF-16", trf::write(&t)), ("TRF-2026", trf::write_2026(&t))] {
            let back = trf::read_str(&text, &ReadOptions::default());
            prop_assert!(back.is_ok(), "{layout}: rewritten file does not read: {:?}\n{text}", back.err());
            let back = back.unwrap();
            for p in &back.tournament.players {
                let computed = back.tournament.score_after(p.id, p.rounds.len() as u32);
                prop_assert!(p.declared_points.is_none_or(|d| d == computed), "{layout}: player {} points column {:?}, results {computed}", p.id, p.declared_points);
            }
            // what was kept as written (an unknown record, a 042 date Torre does not read) warns
            // again, as it did when read; anything else would be Torre's own writing
            let new: Vec<_> = back.warnings.iter().filter(|w| !out.warnings.iter().any(|o| o.message == w.message)).collect();
            prop_assert!(new.is_empty(), "{layout}: rewritten file warns: {:?}", new);
            prop_assert_eq!(without_points_column(&back.tournament), without_points_column(&t), "{}", layout);
        }
        read_back.set(read_back.get() + 1);
        Ok(())
    });
    if let Err(e) = result {
        panic!("{e}");
    }
    eprintln!("round trip: {cases} cases, {} read and written back, {} with totals of 100 or more or -10 or less", read_back.get(), wide.get());
    assert!(wide.get() > 0, "no case reached the wide points values the test is about");
}

fn without_points_column(t: &torre_core::Tournament) -> torre_core::Tournament {
    let mut t = t.clone();
    for p in &mut t.players {
        p.declared_points = None;
    }
    t
}

#[test]
fn corrupted_corpus_files_never_panic() {
    let (cases, mut runner) = runner();
    let files = sample();
    let strategy = (0..files.len(), prop::collection::vec(mutation(), 1..8));
    let accepted = std::cell::Cell::new(0u32);
    let refused = std::cell::Cell::new(0u32);
    let result = runner.run(&strategy, |(file, mutations)| {
        let mut bytes = files[file].clone();
        for m in &mutations {
            apply(&mut bytes, m);
        }
        // a panic inside read fails the case (proptest catches it and shrinks)
        match trf::read(&bytes, &ReadOptions::default()) {
            Ok(out) => {
                accepted.set(accepted.get() + 1);
                // whatever was accepted can be written and read back
                let text = trf::write(&out.tournament);
                let back = trf::read_str(&text, &ReadOptions::default());
                prop_assert!(back.is_ok(), "rewritten file does not read: {:?}", back.err());
                let text26 = trf::write_2026(&out.tournament);
                let back26 = trf::read_str(&text26, &ReadOptions::default());
                prop_assert!(back26.is_ok(), "rewritten TRF-2026 file does not read: {:?}", back26.err());
            }
            Err(e) => {
                refused.set(refused.get() + 1);
                let msg = e.to_string();
                prop_assert!(e.line.is_some() || msg.contains("not a TRF"), "error names no line: {msg}");
            }
        }
        Ok(())
    });
    if let Err(e) = result {
        panic!("{e}");
    }
    eprintln!("mutation test: {cases} cases, {} read, {} refused", accepted.get(), refused.get());
    assert!(refused.get() > 0, "no corruption was detected at all");
}

/// The mutations themselves: a smoke test of the helper on a known file.
#[test]
fn mutations_do_what_they_say() {
    let mut b = b"ab\ncd\nef".to_vec();
    apply(&mut b, &Mutation::SwapLines { a: 0, b: 2 });
    assert_eq!(b, b"ef\ncd\nab");
    apply(&mut b, &Mutation::DuplicateLine { line: 1 });
    assert_eq!(b, b"ef\ncd\ncd\nab");
    apply(&mut b, &Mutation::Delete { at: 0, len: 3 });
    assert_eq!(b, b"cd\ncd\nab");
    apply(&mut b, &Mutation::Replace { at: 1, byte: b'X' });
    apply(&mut b, &Mutation::Insert { at: 0, byte: b'Y' });
    apply(&mut b, &Mutation::Truncate { at: 3 });
    assert_eq!(b, b"YcX");
}
