//! The `?` result (TRF-2026: a game whose result is still to come, such as an adjourned game)
//! and the 162 record (scoring system, with `X`, the points of an unknown result): read, kept
//! in the model, written in both layouts, and read back to the same tournament.

use torre_core::pairing::{self, PairOptions};
use torre_core::score::Score;
use torre_core::trf::{read_str, write, write_2026, ReadOptions};
use torre_core::{Colour, GameResult, RoundEntry, Tournament};

/// Six players; round 1: 1-4 adjourned (`?`), 2-5 won by 2, 6-3 won by 6. Points column of 1
/// and 4: 0.5 (an unknown result counts as a draw unless 162 says otherwise).
const ADJOURNED: &str = include_str!("support/adjourned.trf");

fn read(text: &str) -> Tournament {
    read_str(text, &ReadOptions { strict: true }).unwrap_or_else(|e| panic!("{e}\n{text}")).tournament
}

/// Write, read, compare; and the second writing is the first.
fn round_trips(t: &Tournament, writer: fn(&Tournament) -> String) -> String {
    let text = writer(t);
    let back = read(&text);
    assert_eq!(&back, t, "{text}");
    assert_eq!(writer(&back), text);
    text
}

fn line_of<'a>(text: &'a str, id: u32) -> &'a str {
    text.lines().find(|l| l.starts_with("001") && l[4..8].trim() == id.to_string()).unwrap()
}

#[test]
fn a_question_mark_is_an_adjourned_game_on_both_lines() {
    let t = read(ADJOURNED);
    let one = t.player(1).unwrap().round(1);
    assert_eq!(one, RoundEntry::Game { opponent: 4, colour: Some(Colour::White), result: GameResult::Adjourned });
    assert_eq!(t.player(4).unwrap().round(1), RoundEntry::Game { opponent: 1, colour: Some(Colour::Black), result: GameResult::Adjourned });
    // played over the board: the two have met and the colours count
    assert_eq!(t.played_opponents(1, 1), vec![4]);
    assert_eq!(t.colour_history(4, 1), vec![Colour::Black]);
    // until the result is known: 162 X, by default a draw
    assert_eq!(t.score_after(1, 1), Score::HALF);
    assert_eq!(t.points.unknown, None);
}

#[test]
fn trf_2026_keeps_the_question_mark_and_says_x_in_162() {
    let t = read(ADJOURNED);
    let text = round_trips(&t, write_2026);
    assert_eq!(line_of(&text, 1).chars().nth(98), Some('?'), "{text}");
    assert_eq!(line_of(&text, 4).chars().nth(98), Some('?'), "{text}");
    // the scoring is the default, but a game is adjourned: 162 says how it counts
    let r162: Vec<&str> = text.lines().filter(|l| l.starts_with("162")).collect();
    assert_eq!(r162, vec!["162  X 0.5"], "{text}");
    // TRF-16 layout: the same `?`, and the lone 162 X
    let text16 = round_trips(&t, write);
    assert_eq!(line_of(&text16, 4).chars().nth(98), Some('?'), "{text16}");
    assert!(text16.lines().any(|l| l == "162  X 0.5"), "{text16}");
}

#[test]
fn no_adjourned_game_and_default_scoring_writes_no_162() {
    let t = read(&ADJOURNED.replace("4 w ?", "4 w 1").replace("1 b ?", "1 b 0").replace("0.5          4", "1.0          4").replace("0.5          1", "0.0          1"));
    let text = round_trips(&t, write_2026);
    assert!(!text.contains("\n162"), "{text}");
}

#[test]
fn a_custom_162_with_x_reads_and_writes_back() {
    // 3-1-0 scoring, an unknown result worth nothing until known; points columns follow it
    let custom = ADJOURNED
        .replace("142 3\n", "142 3\n162  W 3.0    D 1.0    X 0.0\n")
        .replace("0.5          4 w", "0.0          4 w")
        .replace("0.5          1 b", "0.0          1 b")
        .replace("1.0          5", "3.0          5")
        .replace("1.0          3", "3.0          3");
    let t = read(&custom);
    assert_eq!((t.points.win, t.points.draw, t.points.unknown), (Score(30), Score(10), Some(Score::ZERO)));
    assert_eq!(t.points.full_bye, Score(30), "W also sets the full-point bye");
    assert_eq!(t.score_after(1, 1), Score::ZERO);
    let text = round_trips(&t, write_2026);
    let r162: Vec<&str> = text.lines().filter(|l| l.starts_with("162")).collect();
    assert_eq!(r162, vec!["162  W 3.0    D 1.0    X 0.0"], "{text}");
    assert_eq!(line_of(&text, 2)[80..84].trim(), "3.0", "{text}");
    // TRF-16 carries the scores as XXS/BB? and X alone in 162
    let text16 = round_trips(&t, write);
    assert!(text16.lines().any(|l| l == "162  X 0.0"), "{text16}");
    assert!(text16.lines().any(|l| l.starts_with("XXS ")), "{text16}");
}

#[test]
fn x_equal_to_d_is_the_default() {
    let t = read(&ADJOURNED.replace("142 3\n", "142 3\n162  X 0.5\n"));
    assert_eq!(t.points.unknown, None);
    assert_eq!(t, read(ADJOURNED));
}

#[test]
fn a_bad_result_code_names_the_question_mark_among_the_codes() {
    let e = read_str(&ADJOURNED.replace("4 w ?", "4 w Q"), &ReadOptions::default()).unwrap_err().to_string();
    assert!(e.contains("column 99") && e.contains("or ? for a result still to come"), "{e}");
}

#[test]
fn pairing_after_an_adjourned_game_does_not_pair_the_two_again() {
    // scores for round 2: 2 and 6 on 1, 1 and 4 on 0.5 (the adjourned game), 3 and 5 on 0.
    // Were the `?` a game not played, 1 and 4 (both on 0) could meet again.
    let t = read(ADJOURNED);
    let p = pairing::pair_next_round(&t, &PairOptions::default()).unwrap();
    assert_eq!(p.round, 2);
    assert_eq!(p.boards.len(), 3);
    for b in &p.boards {
        assert!(!matches!((b.white.min(b.black), b.white.max(b.black)), (1, 4) | (2, 5) | (3, 6)), "a repeat pairing: {:?}", p.boards);
    }
    // colours: 1 had white in the adjourned game, 4 black: each is due the other colour
    let colour_of = |id: u32| p.boards.iter().find_map(|b| if b.white == id { Some(Colour::White) } else if b.black == id { Some(Colour::Black) } else { None });
    assert_eq!(colour_of(1), Some(Colour::Black), "{:?}", p.boards);
    assert_eq!(colour_of(4), Some(Colour::White), "{:?}", p.boards);
    assert_eq!(t.pairing_score(1, 2), Score::HALF);
}
