use super::*;
use crate::model::*;

const SEED: &str = "012 Test\n001    1    g Alice                             2500 ITA                         1.0    1     2 w 1\n001    2    m Bruno                             2400 ITA                         0.0    2     1 b 0\nXXR 5\nXXC white1\n";

fn err_of(text: &str) -> String {
    read_str(text, &ReadOptions::default()).unwrap_err().to_string()
}

#[test]
fn reads_players_and_games() {
    let t = read_str(SEED, &ReadOptions::default()).unwrap().tournament;
    assert_eq!(t.players.len(), 2);
    assert_eq!(t.players[0].name, "Alice");
    assert_eq!(t.players[0].rating, Some(2500));
    assert_eq!(t.total_rounds, Some(5));
    assert_eq!(t.initial_colour, Some(Colour::White));
    assert_eq!(t.players[1].round(1), RoundEntry::Game { opponent: 1, colour: Some(Colour::Black), result: GameResult::Loss });
}

#[test]
fn line_endings_do_not_matter() {
    let crlf = SEED.replace('\n', "\r\n");
    let cr = SEED.replace('\n', "\r");
    let a = read_str(SEED, &ReadOptions::default()).unwrap().tournament;
    assert_eq!(read_str(&crlf, &ReadOptions::default()).unwrap().tournament, a);
    assert_eq!(read_str(&cr, &ReadOptions::default()).unwrap().tournament, a);
}

#[test]
fn latin1_names_are_decoded() {
    let mut bytes = SEED.replace("Alice", "Alic\u{e9}").into_bytes();
    // re-encode as Latin-1: é = 0xE9
    let pos = bytes.windows(2).position(|w| w == [0xC3, 0xA9]).unwrap();
    bytes.splice(pos..pos + 2, [0xE9]);
    let t = read(&bytes, &ReadOptions::default()).unwrap().tournament;
    assert_eq!(t.players[0].name, "Alic\u{e9}");
}

#[test]
fn round_trip_is_stable() {
    let t = read_str(SEED, &ReadOptions::default()).unwrap().tournament;
    let text = write(&t);
    let back = read_str(&text, &ReadOptions::default()).unwrap().tournament;
    assert_eq!(back, t);
    assert_eq!(write(&back), text);
}

#[test]
fn errors_name_line_and_columns() {
    assert!(err_of("").contains("no TRF records found"));
    assert!(err_of("012 x\n001    1      A                                 2x00").contains("line 2, columns 49-52"));
    let bad_opp = SEED.replace("    2 w 1", "  312 w 1");
    assert!(err_of(&bad_opp).contains("line 2, columns 92-95"), "{}", err_of(&bad_opp));
    assert!(err_of(&bad_opp).contains("opponent 0312 does not exist (2 players)"));
    let bad_code = SEED.replace("    2 w 1", "    2 w X");
    assert!(err_of(&bad_code).contains("column 99"), "{}", err_of(&bad_code));
    let conflict = SEED.replace("1 b 0", "1 w 0");
    assert!(err_of(&conflict).contains("colour conflict"));
    let one_sided = SEED.replace("     1 b 0", "");
    assert!(err_of(&one_sided).contains("shows no pairing"), "{}", err_of(&one_sided));
    let dup = SEED.replace("001    2", "001    1");
    assert!(err_of(&dup).contains("duplicate pairing number 1"));
}

#[test]
fn points_column_is_checked() {
    let wrong = SEED.replace("1.0    1", "2.0    1");
    let out = read_str(&wrong, &ReadOptions::default()).unwrap();
    assert_eq!(out.warnings.len(), 1);
    assert!(out.warnings[0].to_string().contains("points column says 2.0 but the results give 1.0"));
    assert!(read_str(&wrong, &ReadOptions { strict: true }).is_err());
}

#[test]
fn a_name_longer_than_the_field_is_shortened_and_said() {
    let mut t = read_str(SEED, &ReadOptions::default()).unwrap().tournament;
    t.players[0].name = format!("Alice {}", "Longname".repeat(11));
    let text = write(&t);
    let line = text.lines().find(|l| l.starts_with("001    1")).unwrap();
    assert_eq!(&line[14..47], &t.players[0].name[..33], "{line}");
    assert_eq!(&line[48..52], "2500", "the later columns stay in place: {line}");
    let notes = write_notes(&t);
    assert_eq!(notes.len(), 1, "{notes:?}");
    assert!(notes[0].starts_with("player 1: the name has 94 characters, more than the name field's 33"), "{notes:?}");
}
