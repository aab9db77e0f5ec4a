//! `?` (a game whose result is still to come, TRF-2026) through the commands: `torre trf` keeps
//! it and writes 162 X, `-p` pairs the next round with the game counted as played (the two
//! have met, the colours count) and scored as 162 X says (a draw by default), `-c` checks such
//! a file, `torre standings` reads it.

use std::process::{Command, Output};

const ADJOURNED: &str = include_str!("../../torre-core/tests/support/adjourned.trf");

fn file(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("torre-adjourned-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.to_string_lossy().into_owned()
}

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_torre")).args(args).output().expect("torre runs")
}

fn stdout(o: &Output) -> String {
    assert!(o.status.success(), "exit {:?}: {}", o.status.code(), String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout.clone()).unwrap()
}

#[test]
fn torre_trf_keeps_the_question_mark_in_both_layouts() {
    let input = file("a.trf", ADJOURNED);
    for layout in [None, Some("2026"), Some("16")] {
        let out = match layout {
            None => stdout(&run(&["trf", &input])),
            Some(l) => stdout(&run(&["trf", "--trf", l, &input])),
        };
        let p4 = out.lines().find(|l| l.starts_with("001    4")).unwrap();
        assert_eq!(p4.chars().nth(98), Some('?'), "{out}");
        assert!(out.lines().any(|l| l == "162  X 0.5"), "{out}");
        assert_eq!(out.contains("\n142 3"), layout == Some("2026"), "{out}");
        // and it reads back to the same text
        let again = stdout(&run(&["trf", "--trf", layout.unwrap_or("16"), &file("b.trf", &out)]));
        assert_eq!(again, out);
    }
    let bad = run(&["trf", "--trf", "17", &input]);
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn pairing_with_an_adjourned_game_counts_it_as_played() {
    let out = stdout(&run(&["--dutch", &file("p.trf", ADJOURNED), "-p"]));
    let mut lines = out.lines();
    assert_eq!(lines.next(), Some("3"), "{out}");
    let pairs: Vec<(u32, u32)> = lines.map(|l| {
        let v: Vec<u32> = l.split(' ').map(|x| x.parse().unwrap()).collect();
        (v[0], v[1])
    }).collect();
    assert!(!pairs.iter().any(|&(w, b)| (w.min(b), w.max(b)) == (1, 4)), "1 and 4 met in the adjourned game: {out}");
    assert!(pairs.iter().any(|&(w, _)| w == 4) && pairs.iter().any(|&(_, b)| b == 1), "4 had black, 1 white: {out}");
}

#[test]
fn check_and_standings_read_a_file_with_a_question_mark() {
    // round 2 as Torre pairs it, the adjourned game of round 1 still open
    let round1 = file("c1.trf", ADJOURNED);
    let pairs = stdout(&run(&["--dutch", &round1, "-p"]));
    let mut text = ADJOURNED.to_string();
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    for l in pairs.lines().skip(1) {
        let v: Vec<u32> = l.split(' ').map(|x| x.parse().unwrap()).collect();
        for (me, opp, colour) in [(v[0], v[1], 'w'), (v[1], v[0], 'b')] {
            let line = lines.iter_mut().find(|x| x.starts_with("001") && x[4..8].trim() == me.to_string()).unwrap();
            line.push_str(&format!("  {opp:>4} {colour}  "));
        }
    }
    text = lines.join("\n") + "\n";
    let check = stdout(&run(&["--dutch", &file("c2.trf", &text), "-c"]));
    assert!(check.contains("checked 2 rounds: 2 match, 0 differ"), "{check}");
    let standings = stdout(&run(&["standings", &file("c3.trf", &text)]));
    assert!(standings.contains("Alpha"), "{standings}");
}
