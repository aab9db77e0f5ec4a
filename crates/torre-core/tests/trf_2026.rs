//! TRF-2026 records (read and write) and the Dutch edition a file declares.
//!
//! Layouts as in the TRF-2026 text (Format of TRF, version 2026): 142 number of rounds,
//! 152 initial colour (W/B), 162 point system (code in column 6, points in 7-10, the next
//! pair 9 columns on; W D L A P X), 192 encoded tournament type, 202 tie-breaks, 240 byes
//! (`240 T RRR PPPP PPPP`), 250 accelerations (`250 MMMM GGGG RRF RRL PPPF PPPL`), 260
//! forbidden pairs (`260 RR1 RRL PPPP PPPP ...`).

mod common;

use torre_core::trf::{self, Layout, LineEnd, ReadOptions, WriteOptions};
use torre_core::*;

const PLAYERS: &str = "\
001    1 m    Alpha, Ann                        2400 ITA        1001 1990/01/01  1.0    1     3 w 1
001    2 m    Bravo, Bob                        2300 ITA        1002 1990/01/01  0.5    2     4 b =
001    3 w    Charlie, Cid                      2200 ITA        1003 1990/01/01  0.0    3     1 b 0
001    4 m    Delta, Dan                        2100 ITA        1004 1990/01/01  0.5    4     2 w =
001    5 m    Echo, Eve                         2000 ITA        1005 1990/01/01  1.0    5  0000 - U
";

fn read(extra: &str) -> Result<trf::ReadOutcome, trf::TrfError> {
    trf::read_str(&format!("012 TRF-2026 test\n{extra}{PLAYERS}"), &ReadOptions::default())
}

fn model(extra: &str) -> Tournament {
    match read(extra) {
        Ok(o) => o.tournament,
        Err(e) => panic!("{e}"),
    }
}

fn err(extra: &str) -> String {
    match read(extra) {
        Ok(_) => panic!("accepted: {extra}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn record_142_number_of_rounds() {
    assert_eq!(model("142 9\n").total_rounds, Some(9));
    assert_eq!(model("142 9\nXXR 9\n").total_rounds, Some(9));
    let e = err("142 9\nXXR 7\n");
    assert!(e.contains("XXR says 7 rounds but 142 on line 2 says 9"), "{e}");
    let e = err("142 nine\n");
    assert!(e.starts_with("line 2, columns 5-8: 142 needs the number of rounds"), "{e}");
}

#[test]
fn record_152_initial_colour() {
    assert_eq!(model("152 W\n").initial_colour, Some(Colour::White));
    assert_eq!(model("152 B\n").initial_colour, Some(Colour::Black));
    assert_eq!(model("152 B\nXXC black1\n").initial_colour, Some(Colour::Black));
    let e = err("152 W\nXXC black1\n");
    assert!(e.contains("XXC contradicts the initial colour given by 152 on line 2"), "{e}");
    let e = err("152 white\n");
    assert!(e.starts_with("line 2, column 5: 152 (initial colour) must be W or B"), "{e}");
}

#[test]
fn record_162_point_system() {
    // the example layout: code in column 6, points in 7-10, next code in column 15
    let t = model("162  W 3.0    D 1.0    L 0.0    A 0.0    P 1.0\n");
    let ps = t.points;
    assert_eq!((ps.win, ps.forfeit_win, ps.full_bye), (Score(30), Score(30), Score(30)));
    assert_eq!((ps.draw, ps.half_bye), (Score(10), Score(10)));
    assert_eq!((ps.loss, ps.zero_bye, ps.forfeit_loss), (Score(0), Score(0), Score(0)));
    assert_eq!(ps.pairing_allocated_bye, Score(10));
    // P defaults to W
    let t = model("162  W 2.0\n");
    assert_eq!(t.points.pairing_allocated_bye, Score(20));
    assert_eq!(t.points.draw, Score::HALF);
    // A: absence (zero-point bye and forfeit loss)
    let t = model("162  A-1.0\n");
    assert_eq!((t.points.zero_bye, t.points.forfeit_loss), (Score(-10), Score(-10)));
    // X: the points of an unknown result (`?`), kept when it is not D's value
    assert_eq!(model("162  X 0.0\n").points.unknown, Some(Score::ZERO));
    assert_eq!(model("162  X 0.5\n").points.unknown, None);
    let e = err("162  Q 1.0\n");
    assert!(e.starts_with("line 2, column 6: 162: result code must be one of W, D, L, A, P, X"), "{e}");
    let e = err("162  W one\n");
    assert!(e.starts_with("line 2, columns 7-10: 162: points for 'W'"), "{e}");
}

#[test]
fn record_192_type_code_sets_system_edition_and_acceleration() {
    let t = model("192 FIDE_DUTCH_2025\n");
    assert_eq!((t.system, t.edition, t.acceleration_method), (PairingSystem::Dutch, DutchEdition::E2026, AccelerationMethod::None));
    let t = model("192 FIDE_DUTCH_2026\n");
    assert_eq!(t.edition, DutchEdition::E2026);
    let t = model("192 FIDE_DUTCH_2017\n");
    assert_eq!(t.edition, DutchEdition::E2017);
    let t = model("192 FIDE_DUTCH_2025_BAKU\n");
    assert_eq!((t.edition, t.acceleration_method), (DutchEdition::E2026, AccelerationMethod::Baku));
    let t = model("192 FIDE_DUBOV\n");
    assert_eq!(t.system, PairingSystem::Dubov);
    let t = model("192 FIDE_BURSTEIN\n");
    assert_eq!(t.system, PairingSystem::Burstein);
    let t = model("192 BERGER_ROUNDROBIN\n");
    assert_eq!(t.system, PairingSystem::RoundRobin);
    let t = model("192 FIDE_DOUBLEROUNDROBIN\n");
    assert_eq!(t.system, PairingSystem::DoubleRoundRobin);
    // a system Torre does not pair: kept, with a warning
    let out = read("192 FIDE_LIM\n").unwrap();
    assert!(out.warnings.iter().any(|w| w.to_string().contains("not a system Torre pairs")));
    assert!(trf::write(&out.tournament).contains("\n192 FIDE_LIM\n"));
}

#[test]
fn record_202_tie_breaks() {
    let t = model("202 BH/C1,BH,SB, DE\n");
    assert_eq!(t.tiebreaks, vec!["BH/C1", "BH", "SB", "DE"]);
    let back = trf::read_str(&trf::write_2026(&t), &ReadOptions::default()).unwrap().tournament;
    assert_eq!(back.tiebreaks, t.tiebreaks);
}

#[test]
fn record_240_byes_for_a_round() {
    // round 2 not paired yet: 1 and 3 asked for a half-point bye, 5 is absent
    let t = model("142 5\n240 H 002    1    3\n240 Z 002    5\n");
    assert_eq!(t.players[0].round(2), RoundEntry::Bye(ByeKind::Half));
    assert_eq!(t.players[2].round(2), RoundEntry::Bye(ByeKind::Half));
    assert_eq!(t.players[4].round(2), RoundEntry::Bye(ByeKind::Zero));
    assert_eq!(t.players[1].round(2), RoundEntry::NotPaired);
    assert!(!t.is_available(1, 2) && t.is_available(2, 2));
    // the same bye on the player's line and in 240 is fine; a different entry is not
    let e = err("240 F 001    1\n");
    assert!(e.starts_with("line 2, columns 11-14: 240: a full-point bye for player 1 in round 1, but the player's line shows a game against 3"), "{e}");
    let e = err("240 H 002   77\n");
    assert!(e.starts_with("line 2, columns 11-14: 240: player 0077 does not exist (5 players)"), "{e}");
    let e = err("240 Q 002    1\n");
    assert!(e.starts_with("line 2, column 5: 240: type of bye must be F, H or Z"), "{e}");
    let e = err("240 H two    1\n");
    assert!(e.starts_with("line 2, columns 7-9: 240: expected a round number"), "{e}");
}

#[test]
fn record_250_accelerations() {
    let t = model("142 5\n250       1.0 001 002    1    3\n250       0.5 003 003    1    2\n");
    assert_eq!(t.players[0].acceleration, vec![Score(10), Score(10), Score(5)]);
    assert_eq!(t.players[2].acceleration, vec![Score(10), Score(10)]);
    assert!(t.players[3].acceleration.is_empty());
    assert_eq!(t.pairing_score(1, 2), Score(20));
    let e = err("250       0.0 001 002    1    3\n");
    assert!(e.starts_with("line 2, columns 10-13: 250: fictitious points must not be 0.0"), "{e}");
    let e = err("250       1.0 001 002    1   30\n");
    assert!(e.contains("250: player 30 does not exist (5 players)"), "{e}");
    let e = err("250       1.0 003 002    1    3\n");
    assert!(e.contains("last round 2 is before first round 3"), "{e}");
}

#[test]
fn record_260_forbidden_pairs() {
    // every round: applied (three players: every pair of them)
    let t = model("142 5\n260 001 005    1    2    4\n");
    assert_eq!(t.forbidden_pairs, vec![(1, 2), (1, 4), (2, 4)]);
    // only some rounds: forbidden in those (applied when they are paired), written back so
    let out = read("142 5\n260 003 004    1    2\n").unwrap();
    assert!(out.tournament.forbidden_pairs.is_empty());
    assert_eq!(out.tournament.forbidden_in_rounds, vec![(1, 2, 3, 4)]);
    assert!(out.warnings.is_empty(), "{:?}", out.warnings);
    assert_eq!(out.tournament.for_round(3).forbidden_pairs, vec![(1, 2)]);
    assert!(out.tournament.for_round(5).forbidden_pairs.is_empty());
    assert!(trf::write_2026(&out.tournament).contains("\n260 003 004    1    2\n"));
    assert!(trf::write(&out.tournament).contains("\n260 003 004    1    2\n"), "TRF-16 too: XXP has no rounds");
    let e = err("260 001 005    1\n");
    assert!(e.contains("260 needs at least two players"), "{e}");
    let e = err("260 001 005    1   99\n");
    assert!(e.contains("260 names player 99, who does not exist (5 players)"), "{e}");
}

#[test]
fn lower_case_result_letters_are_read() {
    let text = format!("012 x\n{}", PLAYERS.replace("0000 - U", "0000 - u"));
    let t = trf::read_str(&text, &ReadOptions::default()).unwrap().tournament;
    assert_eq!(t.players[4].round(1), RoundEntry::Bye(ByeKind::PairingAllocated));
}

#[test]
fn edition_from_header_and_dates() {
    let e = |extra: &str| model(extra).edition;
    assert_eq!(e(""), DutchEdition::E2026, "nothing declared: the edition in force");
    assert_eq!(e("092 FIDE_DUTCH_2025\n"), DutchEdition::E2026);
    assert_eq!(e("092 FIDE_DUTCH_2017\n"), DutchEdition::E2017);
    assert_eq!(e("042 2025/06/01\n"), DutchEdition::E2017, "paired before 2026");
    assert_eq!(e("042 2026/01/31\n"), DutchEdition::E2017);
    assert_eq!(e("042 2026/02/01\n"), DutchEdition::E2026);
    assert_eq!(e("042 14.03.2026\n"), DutchEdition::E2026);
    let dates = format!("{:<91}25/11/02  25/11/03\n", "132");
    assert_eq!(e(&dates), DutchEdition::E2017, "round dates in 2025");
    // 192 before 092 before dates
    assert_eq!(e("042 2025/06/01\n092 FIDE_DUTCH_2025\n"), DutchEdition::E2026);
    assert_eq!(e("092 FIDE_DUTCH_2025\n192 FIDE_DUTCH_2017\n"), DutchEdition::E2017);
    assert_eq!(e("042 2025/06/01\n192 FIDE_DUTCH\n"), DutchEdition::E2017, "bare FIDE_DUTCH: by date");
    // the function the command line calls
    let t = model("092 FIDE_DUTCH_2017\n");
    assert_eq!(trf::detect_edition(&t), DutchEdition::E2017);
}

#[test]
fn the_2026_corpus_declares_the_2026_edition() {
    for f in common::trf_files("dutch-2026") {
        let t = common::load(&f);
        assert_eq!(t.info.kind, "FIDE_DUTCH_2025", "{}", f.display());
        assert_eq!(t.edition, DutchEdition::E2026, "{}", f.display());
    }
}

/// A tournament that uses every record the 2026 writer knows.
fn rich() -> Tournament {
    let extra = "042 2026/03/01\n142 7\n152 B\n162  W 3.0    D 1.0    P 1.0\n192 FIDE_DUTCH_2025_BAKU\n202 BH/C1,SB\n\
                 240 H 002    2    4\n240 Z 002    5\n250       1.0 001 002    1    2\n260 001 007    1    5\n";
    model(extra)
}

#[test]
fn write_2026_layout() {
    let t = rich();
    let text = trf::write_2026(&t);
    for line in ["142 7", "152 B", "162  W 3.0    D 1.0    P 1.0", "192 FIDE_DUTCH_2026_BAKU", "202 BH/C1,SB", "240 H 002    2    4", "240 Z 002    5", "250       1.0 001 002    1    2", "260 001 007    1    5"] {
        assert!(text.lines().any(|l| l == line), "no line {line:?} in\n{text}");
    }
    // 250: points in columns 10-13, rounds 15-17 and 19-21, players 23-26 and 28-31
    let l250 = text.lines().find(|l| l.starts_with("250")).unwrap();
    assert_eq!(&l250[9..13], " 1.0");
    assert_eq!(&l250[14..17], "001");
    assert_eq!(&l250[22..26], "   1");
    assert_eq!(&l250[27..31], "   2");
    // no TRF(x) records in the 2026 layout
    assert!(!text.contains("XXR") && !text.contains("XXC") && !text.contains("XXA") && !text.contains("XXP"), "{text}");
}

#[test]
fn write_2026_reads_back_equal() {
    let t = rich();
    assert_eq!(t.edition, DutchEdition::E2026);
    assert_eq!(t.acceleration_method, AccelerationMethod::Baku);
    for (layout, line_end) in [(Layout::Trf2026, LineEnd::Lf), (Layout::Trf2026, LineEnd::Cr), (Layout::Trf2026, LineEnd::CrLf), (Layout::Trf16, LineEnd::Lf)] {
        let text = trf::write_with(&t, &WriteOptions { layout, line_end });
        let back = trf::read_str(&text, &ReadOptions { strict: true }).unwrap_or_else(|e| panic!("{layout:?}: {e}\n{text}")).tournament;
        let mut expected = t.clone();
        for p in &mut expected.players {
            p.declared_points = Some(t.score_after(p.id, p.rounds.len() as u32));
        }
        // the draft's spelling FIDE_DUTCH_2025 is written in the ETT26 one
        expected.info.other.retain(|(c, _)| c != "192");
        expected.info.other.insert(0, ("192".into(), "FIDE_DUTCH_2026_BAKU".into()));
        let mut back = back;
        let code = back.info.other.iter().position(|(c, _)| c == "192").expect("a 192 record");
        let kept = back.info.other.remove(code);
        back.info.other.insert(0, kept);
        assert_eq!(back, expected, "{layout:?} {line_end:?}\n{text}");
    }
}

#[test]
fn a_point_system_162_cannot_say_goes_to_xxs() {
    let mut t = model("");
    t.points.forfeit_win = Score(5); // forfeit win worth less than a win: not a 162 case
    let text = trf::write_2026(&t);
    assert!(text.contains("\nXXS "), "{text}");
    let back = trf::read_str(&text, &ReadOptions::default()).unwrap().tournament;
    assert_eq!(back.points, t.points);
}

#[test]
fn the_edition_set_in_the_model_survives_a_trf16_round_trip() {
    let mut t = model("");
    assert_eq!(t.edition, DutchEdition::E2026);
    t.edition = DutchEdition::E2017;
    let text = trf::write(&t);
    assert!(text.contains("\n192 FIDE_DUTCH_2017\n"), "{text}");
    let back = trf::read_str(&text, &ReadOptions::default()).unwrap().tournament;
    assert_eq!(back.edition, DutchEdition::E2017);
    // a stored 192 that the model no longer agrees with is replaced, not duplicated
    let mut t = model("192 FIDE_DUTCH_2017\n");
    t.edition = DutchEdition::E2026;
    let text = trf::write_2026(&t);
    assert_eq!(text.matches("\n192 ").count(), 1, "{text}");
    assert!(text.contains("\n192 FIDE_DUTCH_2026\n"), "{text}");
    // nothing to say: TRF-16 output has no 192
    assert!(!trf::write(&model("")).contains("192"));
}

#[test]
fn every_corpus_file_round_trips_through_the_2026_layout() {
    let files = common::trf_files("");
    for f in &files {
        let t = common::load(f);
        let text = trf::write_2026(&t);
        let back = trf::read_str(&text, &ReadOptions::default()).unwrap_or_else(|e| panic!("{}: {e}\n", f.display()));
        assert!(back.warnings.is_empty(), "{}: {:?}", f.display(), back.warnings);
        let mut expected = t.clone();
        for p in &mut expected.players {
            p.declared_points = Some(t.score_after(p.id, p.rounds.len() as u32));
        }
        assert_eq!(back.tournament, expected, "{}", f.display());
        assert_eq!(trf::write_2026(&back.tournament), text, "{}: second write differs", f.display());
    }
}

/// 192 in the ETT26 spelling of the edition used (C.02.03 Annex C, see trf/edition.rs): the
/// 2026 Dutch is FIDE_DUTCH_2026 (issue 20: files said FIDE_DUTCH_2025 while the screen said
/// C.04.3 (2026)), Dubov and Burstein without a year, each read back to the same system.
#[test]
fn record_192_names_the_edition_used() {
    use PairingSystem::*;
    let code = |system: PairingSystem, edition: DutchEdition, dubov: DubovEdition, header: &str| {
        let mut t = model(header);
        t.system = system;
        t.edition = edition;
        t.dubov_edition = dubov;
        let text = trf::write_2026(&t);
        let back = trf::read_str(&text, &ReadOptions::default()).unwrap().tournament;
        // the edition of the system played (the other system's edition follows the dates)
        assert_eq!(back.system, t.system, "{text}");
        match system {
            Dutch => assert_eq!(back.edition, t.edition, "{text}"),
            Dubov => assert_eq!(back.dubov_edition, t.dubov_edition, "{text}"),
            _ => {}
        }
        text.lines().find_map(|l| l.strip_prefix("192 ")).map(str::to_string)
    };
    let (d26, d17) = (DutchEdition::E2026, DutchEdition::E2017);
    let (b26, b18) = (DubovEdition::E2026, DubovEdition::E2018);
    let early = "042 2025/06/01\n";
    assert_eq!(code(Dutch, d26, b26, "192 FIDE_DUTCH_2025\n").as_deref(), Some("FIDE_DUTCH_2026"));
    assert_eq!(code(Dutch, d26, b26, early).as_deref(), Some("FIDE_DUTCH_2026"));
    assert_eq!(code(Dutch, d17, b26, "").as_deref(), Some("FIDE_DUTCH_2017"));
    assert_eq!(code(Dutch, d26, b26, ""), None, "nothing to say: the reader concludes the 2026 Dutch");
    assert_eq!(code(Dubov, d26, b26, "").as_deref(), Some("FIDE_DUBOV"));
    assert_eq!(code(Dubov, d26, b18, early).as_deref(), Some("FIDE_DUBOV"), "the dates give 2018");
    assert_eq!(code(Dubov, d26, b18, "").as_deref(), Some("FIDE_DUBOV_2018"), "the dates would say 2026");
    assert_eq!(code(Dubov, d26, b26, early).as_deref(), Some("FIDE_DUBOV_2026"));
    assert_eq!(code(Burstein, d26, b26, "").as_deref(), Some("FIDE_BURSTEIN"));
    assert_eq!(code(Burstein, d26, b26, "192 FIDE_BURSTEIN_2026\n").as_deref(), Some("FIDE_BURSTEIN"));
    assert_eq!(code(DoubleRoundRobin, d26, b26, "192 BERGER_ROUNDROBIN_G2\n").as_deref(), Some("FIDE_DOUBLEROUNDROBIN"));
    // a code for a system Torre does not pair stays as written
    assert_eq!(code(Dutch, d26, b26, "192 CUSTOM_SWISS\n").as_deref(), Some("CUSTOM_SWISS"));
}

/// The rating report's header (TRF-16 and TRF-2026 tournament section): federation of the
/// event (032), dates (042, 052), chief arbiter (102), one 112 per deputy, time control (122),
/// round dates in 132 (round r's YY/MM/DD in columns 92-99 + 10(r-1)); 062 counts the players
/// and 072 the rated ones: a rating of 0 or none is unrated.
#[test]
fn the_rating_report_header() {
    let mut t = model("");
    t.info.city = "Torino".into();
    t.info.federation = "ITA".into();
    t.info.start_date = "2026/03/01".into();
    t.info.end_date = "2026/03/02".into();
    t.info.chief_arbiter = "IA Rossi, Mario".into();
    t.info.deputy_arbiters = vec!["FA Bianchi, Anna".into(), "NA Verdi, Luca".into()];
    t.info.time_control = "90'+30\"".into();
    t.info.round_dates = vec!["26/03/01".into(), "26/03/01".into(), "26/03/02".into()];
    t.players[1].rating = None;
    t.players[2].rating = Some(0);
    for text in [trf::write(&t), trf::write_2026(&t)] {
        for line in ["022 Torino", "032 ITA", "042 2026/03/01", "052 2026/03/02", "062 5", "072 3", "102 IA Rossi, Mario", "112 FA Bianchi, Anna", "112 NA Verdi, Luca", "122 90'+30\""] {
            assert!(text.lines().any(|l| l == line), "no line {line:?} in\n{text}");
        }
        let l132 = text.lines().find(|l| l.starts_with("132")).expect("132");
        assert_eq!((&l132[91..99], &l132[101..109], &l132[111..119]), ("26/03/01", "26/03/01", "26/03/02"), "{l132}");
        let back = trf::read_str(&text, &ReadOptions::default()).unwrap().tournament;
        assert_eq!(back.info.deputy_arbiters, t.info.deputy_arbiters);
        assert_eq!(back.info.round_dates, t.info.round_dates);
    }
}
