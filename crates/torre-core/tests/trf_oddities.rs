//! Real tournament files as programs and servers export them (issue 17): each oddity is read
//! as the other programs read it, and said in a warning.

use torre_core::pairing::{self, PairOptions};
use torre_core::trf::{self, parse_date, ReadOptions};
use torre_core::*;

/// A 001 record: pairing number, name, rating, points, round blocks ("oooo c r").
fn line(id: u32, name: &str, rating: u32, points: &str, rounds: &[&str]) -> String {
    let mut s = format!("001 {id:>4}      {name:<33} {rating:>4} ITA {:>11} {:<10} {points:>4} {:>4}", "", "", "");
    for r in rounds {
        s.push_str("  ");
        s.push_str(r);
    }
    s
}

fn read(text: &str) -> trf::ReadOutcome {
    trf::read_str(text, &ReadOptions::default()).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn warned(out: &trf::ReadOutcome, words: &str) -> bool {
    out.warnings.iter().any(|w| w.to_string().contains(words))
}

/// Four players whose file pairing numbers (30, 10, 40, 20) are not their line order.
fn ranked_file() -> String {
    [
        "012 Rank".to_string(),
        "XXR 3".to_string(),
        "XXC rank white1".to_string(),
        line(30, "First", 2400, "0.0", &[]),
        line(10, "Second", 2300, "0.0", &[]),
        line(40, "Third", 2200, "0.0", &[]),
        line(20, "Fourth", 2100, "0.0", &[]),
    ]
    .join("\n")
}

#[test]
fn xxc_rank_pairs_by_line_order_and_keeps_the_file_numbers() {
    let out = read(&ranked_file());
    assert!(warned(&out, "XXC rank: players are paired by the order of their 001 lines"), "{:?}", out.warnings);
    let t = out.tournament;
    assert_eq!(t.players.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(), ["First", "Second", "Third", "Fourth"]);
    assert_eq!(t.file_ids, [30, 10, 40, 20]);
    // round 1 by line order: First-Third and Second-Fourth (by pairing number it would be
    // 10-30 and 20-40, i.e. Second-First and Fourth-Third)
    let p = pairing::pair_next_round(&t, &PairOptions::default()).unwrap();
    let mut pairs: Vec<(u32, u32)> = p.boards.iter().map(|b| (t.file_id(b.white), t.file_id(b.black))).collect();
    pairs.sort();
    assert_eq!(pairs, [(20, 10), (30, 40)]);
}

#[test]
fn xxc_rank_file_numbers_in_rounds_and_written_back() {
    let text = [
        "XXR 3".to_string(),
        "XXC rank".to_string(),
        line(30, "First", 2400, "1.0", &["  40 w 1"]),
        line(10, "Second", 2300, "0.0", &["  20 b 0"]),
        line(40, "Third", 2200, "0.0", &["  30 b 0"]),
        line(20, "Fourth", 2100, "1.0", &["  10 w 1"]),
        "XXP 30 20".to_string(),
    ]
    .join("\n");
    let t = read(&text).tournament;
    assert_eq!(t.players[0].round(1), RoundEntry::Game { opponent: 3, colour: Some(Colour::White), result: GameResult::Win });
    assert_eq!(t.forbidden_pairs, [(1, 4)]);
    let written = trf::write(&t);
    assert!(written.contains("XXC rank"), "{written}");
    assert!(written.lines().any(|l| l.starts_with("001   30") && l.contains("  40 w 1")), "{written}");
    assert!(written.contains("XXP 30 20"), "{written}");
    assert_eq!(read(&written).tournament, t);
    // without XXC rank the same numbers are refused (gaps), as before
    let plain = text.replace("XXC rank\n", "");
    assert!(trf::read_str(&plain, &ReadOptions::default()).unwrap_err().to_string().contains("without gaps"));
}

#[test]
fn old_half_point_bye_is_read_as_h_with_a_warning() {
    let text = [
        "XXR 3".to_string(),
        line(1, "A", 2400, "1.5", &["0000 - =", "   2 w 1"]),
        line(2, "B", 2300, "1.0", &["0000 - U", "   1 b 0"]),
    ]
    .join("\n");
    let out = read(&text);
    assert_eq!(out.tournament.players[0].round(1), RoundEntry::Bye(ByeKind::Half));
    assert!(warned(&out, "\"0000 - =\" read as a half-point bye (H)"), "{:?}", out.warnings);
    // the points column agrees with H = 0.5: no points warning
    assert!(!warned(&out, "points column"), "{:?}", out.warnings);
    assert!(trf::write(&out.tournament).contains("0000 - H"));
}

#[test]
fn dates_in_common_forms() {
    for (text, date) in [
        ("Jun 26, 2020", (2020, 6, 26)),
        ("June 26, 2020", (2020, 6, 26)),
        ("26 June 2020", (2020, 6, 26)),
        ("26-Jun-2020", (2020, 6, 26)),
        ("28. 07. 2005", (2005, 7, 28)),
        ("2026/02/27", (2026, 2, 27)),
        ("2026-02-27", (2026, 2, 27)),
        ("2026-02-27T10:30:00", (2026, 2, 27)),
        ("26.06.2020", (2020, 6, 26)),
        ("26/06/2020", (2020, 6, 26)),
        ("06/26/2020", (2020, 6, 26)),
    ] {
        assert_eq!(parse_date(text, false), Some(date), "{text}");
    }
    // the short TRF form, as Gacrux's generator writes 042
    assert_eq!(parse_date("26/11/23", true), Some((2026, 11, 23)));
    assert_eq!(with_start("26/11/23").tournament.edition, DutchEdition::E2026);
    for bad in ["", "2020", "Juni 2020", "32.01.2020", "Jux 26, 2020", "13/13/2020"] {
        assert_eq!(parse_date(bad, false), None, "{bad}");
    }
}

fn with_start(date: &str) -> trf::ReadOutcome {
    read(&[format!("042 {date}"), line(1, "A", 2400, "0.0", &[]), line(2, "B", 2300, "0.0", &[])].join("\n"))
}

#[test]
fn edition_from_start_dates_and_why() {
    assert_eq!(with_start("Jun 26, 2020").tournament.edition, DutchEdition::E2017);
    assert_eq!(with_start("28. 07. 2005").tournament.edition, DutchEdition::E2017);
    assert_eq!(with_start("2026/02/27").tournament.edition, DutchEdition::E2026);
    let (e, source) = trf::detect_edition_with_source(&with_start("Jun 26, 2020").tournament.info);
    assert!(!source.is_explicit());
    assert!(source.reason(e).contains("\"Jun 26, 2020\" is before 1 February 2026"), "{}", source.reason(e));
    // a date nobody can read: a warning that says what was chosen instead
    let out = with_start("sometime in June");
    assert_eq!(out.tournament.edition, DutchEdition::E2026);
    assert!(warned(&out, "042: start date \"sometime in June\" not understood"), "{:?}", out.warnings);
    assert!(warned(&out, "Dutch edition 2026: neither 192, 092"), "{:?}", out.warnings);
    // named in 092: explicit, no note needed
    let named = read(&["092 FIDE_DUTCH_2017".to_string(), line(1, "A", 2400, "0.0", &[]), line(2, "B", 2300, "0.0", &[])].join("\n"));
    assert!(trf::detect_edition_with_source(&named.tournament.info).1.is_explicit());
}

/// Round 1 of four players: 1-3 played, 2-4 a forfeit written as `forfeit`.
fn forfeit_file(two: &str, four: &str) -> Tournament {
    read(
        &[
            "XXR 3".to_string(),
            "XXC white1".to_string(),
            line(1, "A", 2400, "1.0", &["   3 w 1"]),
            line(2, "B", 2300, "1.0", &[two]),
            line(3, "C", 2200, "0.0", &["   1 b 0"]),
            line(4, "D", 2100, "0.0", &[four]),
        ]
        .join("\n"),
    )
    .tournament
}

#[test]
fn forfeits_without_colours_are_compared_without_colours() {
    // the engine gives 4 White against 2 in round 1; the file writes no colours
    for (two, four) in [("   4 - +", "   2 - -"), ("   4 b +", "   2 w -")] {
        let report = pairing::check(&forfeit_file(two, four), &PairOptions::default());
        assert!(report.rounds[0].matches(), "{two} / {four}: {:?}", report.rounds[0]);
    }
    let colourless = pairing::check(&forfeit_file("   4 - +", "   2 - -"), &PairOptions::default());
    assert_eq!(colourless.rounds[0].colourless.len(), 1);
    // a forfeit written with the other colours is still compared with them
    let wrong = pairing::check(&forfeit_file("   4 w +", "   2 b -"), &PairOptions::default());
    assert!(!wrong.rounds[0].matches());
}

#[test]
fn initial_colour_read_from_round_1_when_not_declared() {
    let rounds = |xxc: &str| {
        let mut lines = vec!["XXR 3".to_string()];
        if !xxc.is_empty() {
            lines.push(xxc.to_string());
        }
        lines.extend([
            line(1, "A", 2400, "0.0", &["   3 b 0"]),
            line(2, "B", 2300, "0.0", &["   4 w 0"]),
            line(3, "C", 2200, "1.0", &["   1 w 1"]),
            line(4, "D", 2100, "1.0", &["   2 b 1"]),
        ]);
        read(&lines.join("\n")).tournament
    };
    let report = pairing::check(&rounds(""), &PairOptions::default());
    assert_eq!(report.initial_colour_from_round_1, Some(Colour::Black));
    assert!(report.rounds[0].matches());
    let declared = pairing::check(&rounds("XXC white1"), &PairOptions::default());
    assert_eq!(declared.initial_colour_from_round_1, None);
    assert!(!declared.rounds[0].matches());
}

#[test]
fn unknown_records_are_kept_with_a_warning() {
    let out = read(&["555 something new".to_string(), "XXY 1".to_string(), "082 3".to_string(), line(1, "A", 2400, "0.0", &[]), line(2, "B", 2300, "0.0", &[])].join("\n"));
    assert!(warned(&out, "record 555 is not a TRF-16, TRF-2026 or TRF(x) record"), "{:?}", out.warnings);
    assert_eq!(out.warnings.len(), 1, "{:?}", out.warnings);
    assert!(trf::write(&out.tournament).contains("555 something new"));
}
