//! Malformed TRF files: every one is refused with an error that names the line and the
//! columns (or says why the file is not a TRF at all), and none makes the reader panic.
//!
//! The files are built here from a small valid tournament, one defect at a time.

use torre_core::trf::{self, ReadOptions, TrfError};

/// Four players, two rounds; every field at its TRF-16 column.
fn player(id: u32, name: &str, rating: &str, points: &str, rounds: &[&str]) -> String {
    let mut l = format!("001 {id:>4} m    {name:<33} {rating:>4} ITA {:>11} 1990/01/01 {points:>4} {id:>4}", 1000 + id);
    for r in rounds {
        l.push_str("  ");
        l.push_str(r);
    }
    l
}

fn base_lines() -> Vec<String> {
    vec![
        "012 Malformed input".to_string(),
        player(1, "Alpha, Ann", "2400", "1.5", &["   3 w 1", "   2 b ="]),
        player(2, "Bravo, Bob", "2300", "1.5", &["   4 b 1", "   1 w ="]),
        player(3, "Charlie, Cid", "2200", "0.5", &["   1 b 0", "   4 w ="]),
        player(4, "Delta, Dan", "2100", "0.5", &["   2 w 0", "   3 b ="]),
        "XXR 5".to_string(),
    ]
}

fn join(lines: &[String]) -> String {
    let mut s = lines.join("\n");
    s.push('\n');
    s
}

/// Replace columns `col..` (1-based) of line `line` (1-based) with `text`.
fn with_cols(line: usize, col: usize, text: &str) -> String {
    let mut lines = base_lines();
    let mut chars: Vec<char> = lines[line - 1].chars().collect();
    while chars.len() < col - 1 + text.chars().count() {
        chars.push(' ');
    }
    for (k, ch) in text.chars().enumerate() {
        chars[col - 1 + k] = ch;
    }
    lines[line - 1] = chars.into_iter().collect();
    join(&lines)
}

fn error_of(text: &str) -> TrfError {
    error_of_bytes(text.as_bytes())
}

fn error_of_bytes(bytes: &[u8]) -> TrfError {
    match trf::read(bytes, &ReadOptions::default()) {
        Ok(_) => panic!("the file was accepted"),
        Err(e) => e,
    }
}

#[track_caller]
fn assert_located(e: &TrfError, line: usize, columns: (usize, usize), words: &str) {
    let msg = e.to_string();
    assert_eq!(e.line, Some(line), "{msg}");
    assert_eq!(e.columns, Some(columns), "{msg}");
    assert!(msg.contains(words), "expected {words:?} in {msg:?}");
}

#[test]
fn the_base_file_is_valid() {
    let out = trf::read_str(&join(&base_lines()), &ReadOptions { strict: true }).unwrap();
    assert_eq!(out.tournament.players.len(), 4);
    assert!(out.warnings.is_empty(), "{:?}", out.warnings);
}

#[test]
fn truncated_player_line() {
    // cut inside round 1's opponent field (written with leading zeros, as some programs do;
    // a cut inside the leading blanks of "   1" cannot be told from a line without rounds)
    let text = with_cols(3, 92, "0004");
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    lines[2] = lines[2].chars().take(93).collect();
    let e = error_of(&join(&lines));
    assert_located(&e, 3, (92, 95), "truncated line");
    // cut after round 2's opponent: no colour, no result
    let mut lines = base_lines();
    lines[2] = lines[2].chars().take(105).collect();
    let e = error_of(&join(&lines));
    assert_located(&e, 3, (107, 109), "truncated line");
    // cut in the middle of the rating: the points (81-84) are missing
    let mut lines = base_lines();
    lines[1] = lines[1].chars().take(50).collect();
    let e = error_of(&join(&lines));
    assert_located(&e, 2, (51, 84), "truncated player line: it ends at column 50, before the points");
    // a registration line that stops after the federation: it says what the points are before round 1
    let mut lines = base_lines();
    lines[1] = lines[1].chars().take(56).collect();
    let e = error_of(&join(&lines));
    assert_located(&e, 2, (57, 84), "it ends at column 56, before the points in columns 81-84 (before round 1: 0.0)");
    // cut before the name
    let mut lines = base_lines();
    lines[4] = lines[4].chars().take(11).collect();
    let e = error_of(&join(&lines));
    assert_eq!(e.line, Some(5));
    assert!(e.to_string().contains("truncated player line"), "{e}");
    assert!(e.columns.is_some(), "{e}");
}

#[test]
fn non_numeric_rating() {
    let e = error_of(&with_cols(2, 49, "2x00"));
    assert_located(&e, 2, (49, 52), "rating must be a number, found \"2x00\"");
    let e = error_of(&with_cols(3, 49, "-230"));
    assert_located(&e, 3, (49, 52), "rating must be a number");
}

#[test]
fn unknown_result_code() {
    let e = error_of(&with_cols(2, 99, "Q"));
    assert_located(&e, 2, (99, 99), "unknown result code 'Q'");
    assert!(e.to_string().starts_with("line 2, column 99"), "{e}");
    // a bye code that does not exist
    let e = error_of(&with_cols(4, 102, "0000 - X"));
    assert_located(&e, 4, (109, 109), "unknown result code 'X'");
}

#[test]
fn opponent_out_of_range() {
    let e = error_of(&with_cols(2, 92, "0312"));
    assert_located(&e, 2, (92, 95), "opponent 0312 does not exist (4 players)");
    assert!(e.to_string().starts_with("line 2, columns 92-95"), "{e}");
    let e = error_of(&with_cols(2, 92, "12ab"));
    assert_located(&e, 2, (92, 95), "opponent must be a pairing number");
}

#[test]
fn one_sided_game() {
    // player 2 shows nothing in round 2, player 1 says she played 2 in round 2
    let mut lines = base_lines();
    lines[2] = lines[2].chars().take(99).collect();
    let e = error_of(&join(&lines));
    assert_located(&e, 2, (102, 105), "player 2's line (line 3) shows no pairing");
    // the opponent's line names somebody else
    let e = error_of(&with_cols(3, 102, "   4"));
    assert_eq!(e.line, Some(2), "{e}");
    assert!(e.to_string().contains("shows a game against 4"), "{e}");
}

#[test]
fn colour_conflict() {
    let e = error_of(&with_cols(3, 107, "b"));
    assert_located(&e, 2, (107, 107), "colour conflict, players 1 and 2 (line 3) both have black");
    let e = error_of(&with_cols(2, 97, "x"));
    assert_located(&e, 2, (97, 97), "colour must be w, b or -");
}

#[test]
fn results_that_do_not_match() {
    let e = error_of(&with_cols(4, 99, "1"));
    assert_located(&e, 2, (99, 99), "result '1' of player 1 does not match result '1' of player 3");
}

#[test]
fn unusual_results_are_results_each_side_gives_for_itself() {
    // ½-0, 0-½ and 0-0 over the board (TEC's unusual results) are read, each player scoring
    // what the own line says; any other pair of results that do not mirror is still refused
    use torre_core::{GameResult, RoundEntry};
    let cases = [(("=", "0"), (GameResult::Draw, GameResult::Loss)), (("0", "="), (GameResult::Loss, GameResult::Draw)), (("0", "0"), (GameResult::Loss, GameResult::Loss))];
    for ((one, two), (r1, r2)) in cases {
        let mut lines = base_lines();
        for (line, res) in [(1, one), (2, two)] {
            let mut chars: Vec<char> = lines[line].chars().collect();
            chars[108] = res.chars().next().unwrap();
            lines[line] = chars.into_iter().collect();
        }
        let t = trf::read(join(&lines).as_bytes(), &ReadOptions::default()).expect("read").tournament;
        assert!(matches!(t.player(1).unwrap().round(2), RoundEntry::Game { opponent: 2, result, .. } if result == r1), "{one}-{two}");
        assert!(matches!(t.player(2).unwrap().round(2), RoundEntry::Game { opponent: 1, result, .. } if result == r2), "{one}-{two}");
    }
    let e = error_of(&with_cols(2, 109, "1"));
    assert_located(&e, 2, (109, 109), "result '1' of player 1 does not match result '=' of player 2");
}

#[test]
fn duplicate_pairing_number() {
    let e = error_of(&with_cols(5, 5, "   3"));
    assert_located(&e, 5, (5, 8), "duplicate pairing number 3 (already used on line 4)");
}

#[test]
fn missing_pairing_number() {
    let mut lines = base_lines();
    lines.remove(2);
    let e = error_of(&join(&lines));
    assert_eq!(e.line, Some(4), "{e}");
    assert!(e.to_string().contains("there is no player 2"), "{e}");
}

#[test]
fn empty_file() {
    let e = error_of_bytes(b"");
    assert!(e.to_string().contains("not a TRF file: the file is empty"), "{e}");
    let e = error_of("\n\r\n   \n\t\n");
    assert!(e.to_string().contains("not a TRF file"), "{e}");
    let e = error_of("012 Only a name\n022 and a city\n");
    assert!(e.to_string().contains("not a TRF file: no player records"), "{e}");
}

/// Deterministic noise (xorshift64*), so that a failure can be reproduced.
struct Noise(u64);
impl Noise {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn bytes(&mut self, n: usize, pick: impl Fn(u8) -> u8) -> Vec<u8> {
        (0..n).map(|_| pick((self.next() >> 56) as u8)).collect()
    }
}

#[test]
fn binary_garbage() {
    let mut noise = Noise(0x9E37_79B9_7F4A_7C15);
    // with NUL bytes: refused as binary, with the line of the first NUL
    let bytes = noise.bytes(4096, |b| b);
    let e = error_of_bytes(&bytes);
    assert!(e.to_string().contains("not a TRF file"), "{e}");
    assert!(e.line.is_some(), "{e}");
    // without NUL bytes (invalid UTF-8, read as Latin-1): line 1 is not a record
    let bytes = noise.bytes(4096, |b| b | 0x80);
    let e = error_of_bytes(&bytes);
    assert_located(&e, 1, (1, 4), "not a TRF record");
    // a PNG header
    let e = error_of_bytes(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR");
    assert!(e.to_string().contains("not a TRF file"), "{e}");
}

const TWENTY_MB: usize = 20 << 20;

/// 20 MB of noise in several shapes. The reader stops at the first line that is not TRF, caps
/// line length, rounds, players and forbidden pairs, and is linear in the input, so each of
/// these returns after one pass; the test would hang (CI's time limit) if that were not so.
#[test]
fn twenty_megabytes_of_noise() {
    let mut noise = Noise(42);
    // printable ASCII with line breaks
    let bytes = noise.bytes(TWENTY_MB, |b| if b % 61 == 0 { b'\n' } else { 32 + b % 95 });
    let e = error_of_bytes(&bytes);
    assert!(e.line.is_some(), "{e}");

    // arbitrary bytes without NUL
    let bytes = noise.bytes(TWENTY_MB, |b| b.max(1));
    let e = error_of_bytes(&bytes);
    assert!(e.line.is_some(), "{e}");

    // one 20 MB line that starts like a player record
    let mut text = join(&base_lines());
    text.push_str("001    5 m    Echo                              2000 ITA        1005 1990/01/01  0.0    5");
    while text.len() < TWENTY_MB {
        text.push_str("     1 w 1");
    }
    let e = error_of(&text);
    assert_eq!(e.line, Some(7), "{e}");
    assert!(e.to_string().contains("longer than"), "{e}");

    // 20 MB of well-formed round blocks spread over many player lines, all duplicates
    let mut text = join(&base_lines());
    let dup = player(4, "Delta, Dan", "2100", "0.5", &["   2 w 0", "   3 b ="]);
    while text.len() < TWENTY_MB {
        text.push_str(&dup);
        text.push('\n');
    }
    let e = error_of(&text);
    assert_located(&e, 7, (5, 8), "duplicate pairing number 4");

    // 20 MB of comments and unknown records, then nothing: no players
    let mut text = String::new();
    let mut k = 0u64;
    while text.len() < TWENTY_MB {
        text.push_str(if k % 2 == 0 { "### a comment line of the noise file\n" } else { "ZZZ an unknown record kept verbatim\n" });
        k += 1;
    }
    let e = error_of(&text);
    assert!(e.to_string().contains("no player records"), "{e}");

    // a valid tournament followed by 20 MB of forbidden-pair lines (4 players, repeated)
    let mut text = join(&base_lines());
    while text.len() < TWENTY_MB {
        text.push_str("XXP 1 2 3 4 1 2 3 4 1 2 3 4 1 2 3 4 1 2 3 4\n");
    }
    let out = trf::read_str(&text, &ReadOptions::default());
    // either a model (6 pairs per line, capped in total) or an error naming the line
    match out {
        Ok(o) => assert!(o.tournament.forbidden_pairs.len() <= 1_000_000),
        Err(e) => assert!(e.line.is_some() && e.to_string().contains("forbidden pairs"), "{e}"),
    }
}

#[test]
fn header_records_with_bad_values() {
    let mut lines = base_lines();
    lines.push("XXR nine".into());
    let e = error_of(&join(&lines));
    assert_eq!(e.line, Some(7), "{e}");
    assert!(e.to_string().contains("XXR needs the number of rounds"), "{e}");

    let mut lines = base_lines();
    lines.push("XXA    9  1.0".into());
    let e = error_of(&join(&lines));
    assert_located(&e, 7, (5, 8), "XXA for player 9, who does not exist (4 players)");

    let mut lines = base_lines();
    lines.push("XXS WW=1e9".into());
    let e = error_of(&join(&lines));
    assert_eq!(e.line, Some(7), "{e}");

    // a point system so large that sums could overflow is refused, not added up
    let mut lines = base_lines();
    lines.push("BBW 999999".into());
    let e = error_of(&join(&lines));
    assert_eq!(e.line, Some(7), "{e}");

    let mut lines = base_lines();
    lines.push("XXP 1 77".into());
    let e = error_of(&join(&lines));
    assert_eq!(e.line, Some(7), "{e}");
    assert!(e.to_string().contains("XXP names player 77"), "{e}");
}

#[test]
fn stray_text_in_a_round_block() {
    let e = error_of(&with_cols(2, 96, "x"));
    assert_eq!(e.line, Some(2), "{e}");
    assert_eq!(e.columns, Some((92, 99)), "{e}");
    let e = error_of(&with_cols(2, 100, "7"));
    assert_located(&e, 2, (100, 101), "expected blanks before the opponent");
}

#[test]
fn not_a_record() {
    let mut lines = base_lines();
    lines.insert(3, "Hello, this is not a TRF line".into());
    let e = error_of(&join(&lines));
    assert_located(&e, 4, (1, 4), "not a TRF record");
}

#[test]
fn two_pairing_allocated_byes_in_one_round() {
    // players 3 and 4 both get the PAB in round 3
    let mut lines = base_lines();
    lines[3].push_str("  0000 - U");
    lines[4].push_str("  0000 - U");
    lines[3] = lines[3].replace(" 0.5    3", " 1.5    3");
    lines[4] = lines[4].replace(" 0.5    4", " 1.5    4");
    let e = error_of(&join(&lines));
    assert_located(&e, 5, (112, 119), "round 3: a second pairing-allocated bye (U); player 3 (line 4) already has it");
}

#[test]
fn more_rounds_paired_than_declared() {
    let mut lines = base_lines();
    lines[5] = "XXR 1".to_string();
    let e = error_of(&join(&lines));
    assert_located(&e, 2, (102, 109), "round 2 is paired, but XXR (line 6) says the tournament has 1 rounds");
}

/// A file saved as UTF-16 (Windows "Unicode") is named as such, with what to do.
#[test]
fn utf16_text_is_named() {
    let text = join(&base_lines());
    for bom in [[0xFF, 0xFE], [0xFE, 0xFF]] {
        let mut bytes = bom.to_vec();
        for unit in text.encode_utf16() {
            let b = if bom[0] == 0xFF { unit.to_le_bytes() } else { unit.to_be_bytes() };
            bytes.extend_from_slice(&b);
        }
        let e = torre_core::trf::read(&bytes, &Default::default()).unwrap_err();
        assert_eq!(e.line, Some(1), "{e}");
        assert!(e.to_string().contains("it is UTF-16 text; save it as UTF-8"), "{e}");
    }
}

/// XXS as JaVaFo's manual defines it: the shortcut W sets a win, a forfeit win and a full-point
/// bye, D a draw and a half-point bye (the last of a shortcut and a code it covers wins); a
/// colour-specific value that differs from the other colour's is warned about (Torre counts
/// one value per result).
#[test]
fn xxs_shortcuts_and_colour_codes() {
    let read = |extra: &str| {
        let mut lines = base_lines();
        lines.push(extra.into());
        trf::read_str(&join(&lines), &ReadOptions::default()).unwrap()
    };
    let o = read("XXS W=3 D=1");
    let ps = &o.tournament.points;
    let pts = |s: torre_core::Score| s.to_string();
    assert_eq!([ps.win, ps.forfeit_win, ps.full_bye, ps.draw, ps.half_bye, ps.pairing_allocated_bye].map(pts), ["3.0", "3.0", "3.0", "1.0", "1.0", "1.0"]);
    let o = read("XXS W=3 FPB=2");
    assert_eq!(pts(o.tournament.points.full_bye), "2.0", "the last given wins");
    let o = read("XXS WW=1 BW=1.5");
    assert_eq!(pts(o.tournament.points.win), "1.5");
    assert!(o.warnings.iter().any(|w| w.line == Some(7) && w.to_string().contains("XXS BW=1.5 differs from WW=1.0")), "{:?}", o.warnings);
    assert!(read("XXS WW=1 BW=1").warnings.iter().all(|w| !w.to_string().contains("differs")));
}

/// 132 round dates written wider than the record's YY/MM/DD columns (2026/01/29, as some
/// programs write them) are read as dates separated by blanks, with a warning (by columns they
/// read "26/01/29" as "2026/01/" and the next as "26/01/30"... shifted: the first round's date,
/// which chooses the Dutch edition, came out wrong); written back in the record's layout.
#[test]
fn round_dates_wider_than_their_columns() {
    let mut lines = base_lines();
    lines.insert(1, format!("{:<91}{}", "132", "2026/01/29  2026/02/05  2026/02/12"));
    let o = trf::read_str(&join(&lines), &ReadOptions::default()).unwrap();
    assert_eq!(o.tournament.info.round_dates, ["2026/01/29", "2026/02/05", "2026/02/12"]);
    assert!(o.warnings.iter().any(|w| w.line == Some(2) && w.to_string().contains("132: the round dates are not in the record's columns")), "{:?}", o.warnings);
    // the first round's date is before 1 February 2026: the 2017 Dutch text
    assert_eq!(o.tournament.edition, torre_core::DutchEdition::E2017);
    let text = trf::write(&o.tournament);
    let line = text.lines().find(|l| l.starts_with("132")).unwrap();
    assert_eq!(&line[91..], "26/01/29  26/02/05  26/02/12");
    // the record's own layout reads without a warning
    let again = trf::read_str(&text, &ReadOptions::default()).unwrap();
    assert!(again.warnings.iter().all(|w| !w.to_string().contains("132")), "{:?}", again.warnings);
    assert_eq!(again.tournament.info.round_dates, ["26/01/29", "26/02/05", "26/02/12"]);
}

/// A character in the blank column between two fields (a rating written one column early,
/// read "500") or after the last round's columns (a result one column late, "0000 -  Z") is
/// read by no field: the file is read as the columns say, with a warning naming the column.
#[test]
fn characters_outside_the_fields_are_warned_about() {
    let o = trf::read_str(&with_cols(2, 48, "2400 "), &ReadOptions::default()).unwrap();
    assert_eq!(o.tournament.players[0].rating, Some(400), "read by the columns");
    assert!(o.warnings.iter().any(|w| w.line == Some(2) && w.columns == Some((48, 48)) && w.to_string().contains("'2' in column 48, between two fields")), "{:?}", o.warnings);
    let mut lines = base_lines();
    lines[3].push_str("  0000 -  Z");
    let o = trf::read_str(&join(&lines), &ReadOptions::default()).unwrap();
    assert!(o.warnings.iter().any(|w| w.line == Some(4) && w.to_string().contains("\"Z\" after round 3's columns is read by no round")), "{:?}", o.warnings);
    assert!(trf::read_str(&join(&base_lines()), &ReadOptions::default()).unwrap().warnings.is_empty());
}
