//! Hand-made tournaments isolating each unplayed-round case of C.07 Art. 16 and each
//! tie-break, under the 2023 edition and (at the end) each article the 2024 and 2026 editions
//! changed; expected values worked out by hand in the comments.

use torre_core::tiebreak::direct_encounter::direct_encounter;
use torre_core::tiebreak::{explain, standings, Context, Edition, Options, Reading, TieBreak, TieBreakError, Undefined};
use torre_core::{ByeKind, Colour, GameResult, Player, RoundEntry, Tournament};

/// Rounds written as tokens: `2w1` (vs 2, white, won), `3b=`, `4w0`, `2b+` / `2w-` (forfeits),
/// `U` (PAB), `H`, `F`, `Z` (byes), `.` (not paired).
fn tournament(rows: &[(Option<u32>, &str)]) -> Tournament {
    let mut t = Tournament::default();
    for (i, (rating, line)) in rows.iter().enumerate() {
        let rounds = line
            .split_whitespace()
            .map(|tok| match tok {
                "." => RoundEntry::NotPaired,
                "U" | "H" | "F" | "Z" => RoundEntry::Bye(ByeKind::from_code(tok.chars().next().unwrap()).unwrap()),
                _ => {
                    let (num, rest) = tok.split_at(tok.len() - 2);
                    let mut c = rest.chars();
                    let colour = if c.next() == Some('w') { Colour::White } else { Colour::Black };
                    let result = GameResult::from_code(c.next().unwrap()).unwrap();
                    RoundEntry::Game { opponent: num.parse().unwrap(), colour: Some(colour), result }
                }
            })
            .collect();
        t.players.push(Player { id: i as u32 + 1, name: format!("P{}", i + 1), rating: *rating, rounds, ..Default::default() });
    }
    t
}

fn values(t: &Tournament, list: &str, k: Option<u32>, opts: &Options) -> impl Fn(u32, &str) -> i64 {
    let tbs = TieBreak::parse_list(list).unwrap();
    let s = standings(t, &tbs, k, opts).unwrap();
    move |id, code| s.value(id, code).unwrap().hundredths()
}

/// P1: win, half-point bye, win.               2.5
/// P2: loss, forfeit loss, absent (withdrawn).  0     (seen by opponents: 0 + ½ + ½ = 1.0)
/// P3: PAB, forfeit win, loss.                  2.0
/// P4: absent, PAB, absent.                     1.0
fn unplayed_mix() -> Tournament {
    tournament(&[(None, "2w1 H 3w1"), (None, "1b0 3w- Z"), (None, "U 2b+ 1b0"), (None, "Z U Z")])
}

const ALL: &str = "BH,BH/C1,BH/C2,BH/M1,SB,SB/C1,FB,WIN,WON,BPG,BWG,GE,PS,PS/C1,AOB";

#[test]
fn buchholz_own_and_opponents_unplayed_rounds() {
    let t = unplayed_mix();
    let v = values(&t, ALL, None, &Options::default());
    // P1: vs P2 1.0 (P2's forfeit loss and absence are not followed by availability: draws,
    // 16.2.5/16.3.2) + own HPB 2.5 (dummy at own score, 16.4) + vs P3 2.0.
    assert_eq!(v(1, "BH"), 550);
    // Cut-1 removes the own HPB (a VUR, 16.5) although P2's 1.0 is lower.
    assert_eq!(v(1, "BH/C1"), 300);
    assert_eq!(v(1, "BH/C2"), 200);
    // Median-1: the VUR goes at the bottom, P3's 2.0 at the top: 1.0 is left.
    assert_eq!(v(1, "BH/M1"), 100);
    // P3: own PAB and own forfeit win are dummies at own score 2.0 (16.2.1, 16.2.2, 16.4), not
    // VURs; vs P1 2.5. Cut-1 removes a plain lowest value.
    assert_eq!(v(3, "BH"), 650);
    assert_eq!(v(3, "BH/C1"), 450);
    // P2: vs P1 2.5 + own forfeit loss 0 + own absence 0 (own score 0).
    assert_eq!(v(2, "BH"), 250);
    assert_eq!(v(2, "BH/C1"), 250);
    // P4 never played: three dummies at his own 1.0.
    assert_eq!(v(4, "BH"), 300);
}

#[test]
fn tiebreakserver_reading_keeps_a_trailing_forfeit_loss_at_zero() {
    let t = unplayed_mix();
    let opts = Options { reading: Reading::TieBreakServer, ..Default::default() };
    let v = values(&t, ALL, None, &opts);
    // P2 now shows 0 + 0 (forfeit loss with an opponent) + ½ = 0.5 to P1.
    assert_eq!(v(1, "BH"), 500);
    assert_eq!(v(1, "BH/C1"), 250);
    assert_eq!(v(1, "SB"), 375);
}

#[test]
fn sonneborn_berger_with_unplayed_rounds() {
    let t = unplayed_mix();
    let v = values(&t, ALL, None, &Options::default());
    // P1: 1.0 x 1 + own 2.5 x ½ (HPB) + 2.0 x 1 = 4.25.
    assert_eq!(v(1, "SB"), 425);
    // SB/C1: the VUR term (1.25) is higher than the weakest opponent's product (1.00): the
    // higher of the two goes (16.5).
    assert_eq!(v(1, "SB/C1"), 300);
    // P3: PAB 2.0 x 1 + forfeit win 2.0 x 1 + P1 2.5 x 0 = 4.00.
    assert_eq!(v(3, "SB"), 400);
}

#[test]
fn standings_after_an_earlier_round() {
    let t = unplayed_mix();
    let v = values(&t, ALL, Some(2), &Options::default());
    // After round 2 P2 has a forfeit loss as his last round: ½ for P1. P1's own HPB: own 1.5.
    assert_eq!(v(1, "BH"), 200);
    assert_eq!(v(1, "PS"), 250);
    assert_eq!(v(1, "WIN"), 100);
    // After round 1 nothing unplayed follows P2's game.
    let v1 = values(&t, ALL, Some(1), &Options::default());
    assert_eq!(v1(1, "BH"), 0);
    assert_eq!(v1(2, "BH"), 100);
}

#[test]
fn fore_buchholz_last_round_drawn_and_pab_kept() {
    let t = unplayed_mix();
    let v = values(&t, ALL, None, &Options::default());
    // P1 paired in the last round: own 1.5 + ½ = 2.0; P3: 2.0 - 0 + ½ = 2.5; P2 not paired: 1.0.
    // FB(P1) = 1.0 + own 2.0 (HPB dummy at the fore score) + 2.5.
    assert_eq!(v(1, "FB"), 550);
    // A PAB in the last round keeps its point (correction 2), TieBreakServer counts 1.5.
    let t2 = tournament(&[(None, "2w1 U"), (None, "1b0 3w1"), (None, "U 2b0")]);
    let text = values(&t2, "FB", None, &Options::default());
    // P2: vs P1 (paired? P1's last round is a PAB: 1 + 1 = 2.0), vs P3 in last round: 1 + ½ = 1.5.
    assert_eq!(text(2, "FB"), 350);
    let tbs = values(&t2, "FB", None, &Options { reading: Reading::TieBreakServer, ..Default::default() });
    assert_eq!(tbs(2, "FB"), 400);
}

#[test]
fn own_record_counts() {
    let t = unplayed_mix();
    let v = values(&t, ALL, None, &Options::default());
    // WIN counts forfeit wins and PABs (7.1); WON only games over the board (7.2).
    assert_eq!((v(1, "WIN"), v(1, "WON")), (200, 200));
    assert_eq!((v(3, "WIN"), v(3, "WON")), (200, 0));
    // BPG/BWG: games over the board with Black; a forfeit never counts.
    assert_eq!((v(3, "BPG"), v(3, "BWG")), (100, 0));
    assert_eq!((v(2, "BPG"), v(2, "BWG")), (100, 0));
    // GE (7.6): rounds minus requested byes and forfeit losses.
    assert_eq!((v(1, "GE"), v(2, "GE"), v(3, "GE"), v(4, "GE")), (200, 100, 300, 100));
    // PS: 1 + 1.5 + 2.5; Cut-1 drops round 1.
    assert_eq!((v(1, "PS"), v(1, "PS/C1")), (500, 400));
}

#[test]
fn average_of_opponents_buchholz_ignores_unplayed() {
    let t = unplayed_mix();
    let v = values(&t, ALL, None, &Options::default());
    // P1 met P2 (BH 2.5) and P3 (BH 6.5) over the board: 4.50.
    assert_eq!(v(1, "AOB"), 450);
    // P3 met only P1 (BH 5.5): the PAB and the forfeit do not count.
    assert_eq!(v(3, "AOB"), 550);
}

/// Round robin of four: P1 2000 wins everything; P2 is unrated.
/// R1: 1-2 1-0, 3-4 ½; R2: 1-3 1-0, 2-4 1-0; R3: 1-4 1-0, 2-3 ½.
fn rated() -> Tournament {
    tournament(&[(Some(2000), "2w1 3w1 4w1"), (None, "1b0 4w1 3w="), (Some(1800), "4w= 1b0 2b="), (Some(1600), "3b= 2b0 1b0")])
}

#[test]
fn rating_tiebreaks_with_an_unrated_opponent() {
    let t = rated();
    let list = "ARO,ARO/C1,TPR,PTP,APRO";
    let v = values(&t, list, None, &Options::default());
    // P1: the unrated opponent is skipped: ARO (1800 + 1600) / 2 = 1700; Cut-1 cuts the unrated game.
    assert_eq!((v(1, "ARO"), v(1, "ARO/C1")), (170000, 170000));
    // 2/2 = 100 %: +800; PTP for a perfect score: highest opponent + 736 (PD = 1.00 above 735).
    assert_eq!((v(1, "TPR"), v(1, "PTP")), (250000, 253600));
    // P4: ½ vs 1800, 0 vs 2000 (the unrated game skipped): ARO 1900, 25 % -> -193.
    assert_eq!(v(4, "TPR"), 170700);
    // P3: ½ vs 1600, 0 vs 2000: ARO 1800, 25 % -> 1607. P2's APRO: (2500 + 1707 + 1607) / 3 = 1938.
    assert_eq!(v(3, "TPR"), 160700);
    assert_eq!(v(2, "APRO"), 193800);
    // A configured rating for unrated players (1000) brings the game back.
    let v = values(&t, list, None, &Options { unrated_rating: Some(1000), ..Default::default() });
    assert_eq!((v(1, "ARO"), v(1, "ARO/C1")), (146700, 170000));
}

#[test]
fn perfect_performance_zero_score_and_single_game() {
    let t = tournament(&[(Some(2000), "2w1"), (Some(1700), "1b0")]);
    let v = values(&t, "PTP,TPR,ARO/C1", None, &Options::default());
    // Zero score: lowest opponent - 800 (10.3); TPR 0 % -> -800.
    assert_eq!((v(2, "PTP"), v(2, "TPR")), (120000, 120000));
    // A single game cut by Cut-1 leaves nothing: 0.
    assert_eq!(v(1, "ARO/C1"), 0);
    // A draw against 1700: 1697 is the lowest rating expecting ½ (0-3 points -> .50).
    let t = tournament(&[(Some(2000), "2w="), (Some(1700), "1b=")]);
    let v = values(&t, "PTP", None, &Options::default());
    assert_eq!(v(1, "PTP"), 169700);
}

fn de(t: &Tournament, group: &[u32]) -> Vec<u32> {
    let opts = Options::default();
    let ctx = Context::new(t, t.rounds_in_file(), &opts).unwrap();
    direct_encounter(&ctx, group, false).positions
}

#[test]
fn direct_encounter_swiss_not_all_met() {
    // Seed slide: A and B did not meet, C lost to both: nobody is first whatever the missing
    // game gives, so all three go on to the next tie-break (6.3).
    let t = tournament(&[(None, "3w1 5w1"), (None, "4w1 3w1"), (None, "1b0 2b0"), (None, "2b0 6w1"), (None, "6w1 1b0"), (None, "5b0 4b0")]);
    assert_eq!(de(&t, &[1, 2, 3]), vec![0, 0, 0]);
    // A beat B and C, who did not meet: A is first; B and C cannot be separated.
    let t = tournament(&[(None, "2w1 3w1"), (None, "1b0 4w1"), (None, "4w1 1b0"), (None, "3b0 2b0")]);
    assert_eq!(de(&t, &[1, 2, 3]), vec![1, 2, 2]);
    // A forfeit is not an encounter (6.1.1).
    let t = tournament(&[(None, "2w+"), (None, "1b-")]);
    assert_eq!(de(&t, &[1, 2]), vec![0, 0]);
}

#[test]
fn direct_encounter_all_met_applied_again_to_subgroups() {
    // A-B 1-0, C-D 0-1, A-C 0-1, B-D 1-0, A-D 1-0, B-C 1-0: A 2, B 2, C 1, D 1 among them;
    // then A beat B and D beat C (6.2 applied again to each subgroup).
    let t = tournament(&[(None, "2w1 3w0 4w1"), (None, "1b0 4w1 3w1"), (None, "4w0 1b1 2b0"), (None, "3b1 2b0 1b0")]);
    assert_eq!(de(&t, &[1, 2, 3, 4]), vec![1, 2, 4, 3]);
    // A draw between two players tied on points leaves them tied: a shared rank, not broken.
    let t = tournament(&[(None, "2w="), (None, "1b=")]);
    let s = standings(&t, &TieBreak::parse_list("DE,WIN").unwrap(), None, &Options::default()).unwrap();
    assert!(s.rows.iter().all(|r| r.rank == 1 && r.shared));
}

#[test]
fn koya_and_limit() {
    // Three players, three rounds: R1 1-2 1-0 (3 PAB), R2 1-3 ½, R3 2-3 1-0.
    // Final scores: P1 1.5, P2 1.0, P3 1.5. 50 % of 3 rounds = 1.5 points.
    let t = tournament(&[(None, "2w1 3w="), (None, "1b0 . 3w1"), (None, "U 1b= 2b0")]);
    let opts = Options { round_robin: true, ..Default::default() };
    let v = values(&t, "KS,KS/L-1", None, &opts);
    // P1: P2 (1.0) is below the limit, P3 (1.5) counts: ½.
    assert_eq!((v(1, "KS"), v(2, "KS"), v(3, "KS")), (50, 100, 50));
    // Limit -1 (half a point lower, 14.5): 1.0 now counts too.
    assert_eq!((v(1, "KS/L-1"), v(3, "KS/L-1")), (150, 50));
}

#[test]
fn explain_marks_the_cut_values() {
    let t = unplayed_mix();
    let e = explain(&t, 1, &TieBreak::parse_list("BH/C1").unwrap(), None, &Options::default()).unwrap();
    let parts = &e.items[0].computed.parts;
    assert_eq!(parts.len(), 3);
    assert!(parts[1].vur && parts[1].cut.as_deref().unwrap().contains("16.5"));
    assert!(parts[0].cut.is_none() && parts[0].note.contains("16.3.2"));
    assert!(e.to_text().contains("[cut: "));
}

#[test]
fn rounds_not_in_the_file_are_refused() {
    let t = unplayed_mix();
    assert!(matches!(standings(&t, &[], Some(9), &Options::default()), Err(TieBreakError::RoundOutOfRange { .. })));
}

#[test]
fn inconsistent_data_never_panics() {
    // Opponents out of range, a game against oneself, one-sided pairings, pairing number 0.
    let mut t = tournament(&[(Some(1500), "9w1 1b= 2w+"), (None, "1b0 . . 3w-"), (Some(0), "Z H U F")]);
    t.players.push(Player { id: 0, rounds: vec![RoundEntry::Game { opponent: 0, colour: None, result: GameResult::Pending }], ..Default::default() });
    let all = TieBreak::parse_list("PTS,DE,BH,BH/C2,BH/M2,AOB,SB/C1,FB,WIN,WON,BPG,BWG,GE,PS/C1,KS/L+1,ARO/M1,TPR,PTP,APRO,APPO").unwrap();
    for reading in [Reading::Text, Reading::TieBreakServer] {
        for round_robin in [false, true] {
            let opts = Options { reading, round_robin, unrated_rating: Some(1000), ..Default::default() };
            for k in 0..=4 {
                let s = standings(&t, &all, Some(k), &opts).unwrap();
                assert_eq!(s.rows.len(), 4);
                explain(&t, 1, &all, Some(k), &opts).unwrap();
            }
        }
    }
}

#[test]
fn stored_list_and_presets() {
    use torre_core::tiebreak::standings::{default_tiebreaks, looks_round_robin};
    let mut t = unplayed_mix();
    let codes = |l: Vec<TieBreak>| l.iter().map(|t| t.code()).collect::<Vec<_>>().join(",");
    assert_eq!(codes(default_tiebreaks(&t, false).unwrap()), "BH/C1,BH,SB,DE,WIN");
    assert_eq!(codes(default_tiebreaks(&t, true).unwrap()), "DE,WIN,SB,KS");
    t.tiebreaks = vec!["ARO/C1".into(), "bh-m1".into()];
    assert_eq!(codes(default_tiebreaks(&t, false).unwrap()), "ARO/C1,BH/M1");
    t.tiebreaks = vec!["XYZ".into()];
    assert!(default_tiebreaks(&t, false).is_err());
    assert!(!looks_round_robin(&t));
    t.info.kind = "Individual: Round-Robin".into();
    assert!(looks_round_robin(&t));
}

// ---- C.07 August 2024 / March 2026: one hand-made tournament per changed article ----

fn e(edition: Edition) -> Options {
    Options { edition, ..Default::default() }
}

/// P1: win, half-point bye, win           2.5
/// P2: loss, win, win                     2.0
/// P3: win, loss, loss                    1.0
/// P4: loss, PAB, loss                    1.0
fn half_point_bye() -> Tournament {
    tournament(&[(None, "2w1 H 3w1"), (None, "1b0 3b1 4w1"), (None, "4w1 2w0 1b0"), (None, "3b0 U 2b0")])
}

#[test]
fn half_point_bye_dummy_capped_by_16_4_2() {
    let t = half_point_bye();
    // 2026: P1's bye dummy is his own 2.5 capped at a draw x 3 rounds = 1.5 (16.4.2):
    // BH = 2.0 (P2) + 1.5 + 1.0 (P3); SB = 2.0 + 1.5 x ½ + 1.0.
    let v = values(&t, "BH,SB", None, &e(Edition::C07_2026));
    assert_eq!((v(1, "BH"), v(1, "SB")), (450, 375));
    // P4's PAB dummy at his own 1.0 is under the cap: unchanged.
    assert_eq!(v(4, "BH"), 400);
    // 2023 and Aug 2024: the dummy is the own score 2.5.
    for ed in [Edition::C07_2023, Edition::C07_2024_08] {
        let v = values(&t, "BH,SB", None, &e(ed));
        assert_eq!((v(1, "BH"), v(1, "SB")), (550, 425), "{ed}");
    }
    let x = explain(&t, 1, &TieBreak::parse_list("BH").unwrap(), None, &e(Edition::C07_2026)).unwrap();
    assert!(x.items[0].computed.parts[1].note.contains("16.4.2"), "{}", x.to_text());
}

/// P1: win over P2, forfeit win over P3      2.0
/// P2: loss, win                             1.0
/// P3: loss, forfeit loss (last round)       0.0
/// P4: win over P3, loss                     1.0
fn forfeit() -> Tournament {
    tournament(&[(None, "2w1 3w+"), (None, "1b0 4w1"), (None, "4w0 1b-"), (None, "3b1 2b0")])
}

#[test]
fn forfeit_win_dummy_capped_by_16_4_1() {
    let t = forfeit();
    // 2026: P1's forfeit-win dummy is capped at P3's adjusted score, 0 (16.4.1): BH = 1.0 + 0.
    let v = values(&t, "BH", None, &e(Edition::C07_2026));
    assert_eq!(v(1, "BH"), 100);
    // 2023: own score 2.0 for the dummy: 1.0 + 2.0.
    assert_eq!(values(&t, "BH", None, &e(Edition::C07_2023))(1, "BH"), 300);
    let x = explain(&t, 1, &TieBreak::parse_list("BH").unwrap(), None, &e(Edition::C07_2026)).unwrap();
    assert!(x.items[0].computed.parts[1].note.contains("16.4.1"), "{}", x.to_text());
}

#[test]
fn forfeit_loss_counts_its_result_under_16_2_4() {
    let t = forfeit();
    // P4 met P3, whose last-round forfeit loss counts 0 in 2026 (16.2.4, 16.3.1): BH = 0 + 1.0.
    assert_eq!(values(&t, "BH", None, &e(Edition::C07_2026))(4, "BH"), 100);
    // 2023 / Aug 2024: a forfeit loss not followed by availability is a draw (16.2.5): 0.5 + 1.0.
    assert_eq!(values(&t, "BH", None, &e(Edition::C07_2023))(4, "BH"), 150);
    assert_eq!(values(&t, "BH", None, &e(Edition::C07_2024_08))(4, "BH"), 150);
}

#[test]
fn sonneborn_cut_1_with_tied_lowest_opponents_14_1_2_d() {
    // P1 beat P2 (1.0), drew with P3 (1.0), beat P4 (1.5): SB = 1.0 + 0.5 + 1.5 = 3.0.
    // SB-C1: the lowest-scored opponents are P2 and P3; the lowest contribution (P3's 0.5) goes.
    let t = tournament(&[(None, "2w1 3b= 4w1"), (None, "1b0 4w0 3b1"), (None, "4w= 1w= 2w0"), (None, "3b= 2b1 1b0")]);
    for ed in Edition::ALL {
        let v = values(&t, "SB,SB/C1", None, &e(ed));
        assert_eq!((v(1, "SB"), v(1, "SB/C1")), (300, 250), "{ed}");
    }
    let x = explain(&t, 1, &TieBreak::parse_list("SB/C1").unwrap(), None, &e(Edition::C07_2026)).unwrap();
    let cut: Vec<u32> = x.items[0].computed.parts.iter().filter(|p| p.cut.is_some()).map(|p| p.round).collect();
    assert_eq!(cut, vec![2]);
}

#[test]
fn standard_points_with_a_double_forfeit_7_7() {
    // Round 1: P1 and P2 both forfeit: the same points as the scheduled opponent, ½ each.
    // Round 2: P1 a half-point bye (a draw's points without playing) ½; P2 a PAB (more) 1.
    let t = tournament(&[(None, "2w- H"), (None, "1b- U")]);
    let v = values(&t, "STD", None, &e(Edition::C07_2026));
    assert_eq!((v(1, "STD"), v(2, "STD")), (100, 150));
    // Over the board: a win 1, a draw ½, a loss 0.
    let v = values(&half_point_bye(), "STD", None, &e(Edition::C07_2026));
    assert_eq!((v(1, "STD"), v(2, "STD"), v(3, "STD"), v(4, "STD")), (250, 200, 100, 100));
}

#[test]
fn rep_is_ge_under_its_new_name() {
    let t = unplayed_mix();
    let v = values(&t, "GE,REP", None, &e(Edition::C07_2026));
    for id in 1..=4 {
        assert_eq!(v(id, "GE"), v(id, "REP"));
    }
    assert_eq!(v(2, "REP"), 100); // one game; a forfeit loss and an absence are not elected
}

#[test]
fn pairing_number_and_rating_orders_with_reverse_forms() {
    let t = tournament(&[(Some(1800), "2w= "), (Some(2000), "1b= ")]);
    let rank = |list: &str| {
        let s = standings(&t, &TieBreak::parse_list(list).unwrap(), None, &e(Edition::C07_2026)).unwrap();
        s.rows.iter().map(|r| r.id).collect::<Vec<_>>()
    };
    assert_eq!(rank("TPN"), vec![1, 2]);
    assert_eq!(rank("TPN/R"), vec![2, 1]);
    assert_eq!(rank("RTNG"), vec![2, 1]);
    assert_eq!(rank("RTNG/R"), vec![1, 2]);
}

#[test]
fn rating_tiebreaks_dropped_with_unrated_players_art_10() {
    // P3 unrated: under 2026 every rating-based value is undefined and the column says why.
    let t = tournament(&[(Some(2000), "2w1 3w1"), (Some(1800), "1b0 3b="), (None, "U 2w=")]);
    let list = TieBreak::parse_list("ARO,TPR,RTNG,BH").unwrap();
    let s = standings(&t, &list, None, &e(Edition::C07_2026)).unwrap();
    assert_eq!(s.cell(1, "ARO"), Some(None));
    assert_eq!(s.cell(1, "RTNG"), Some(None));
    assert!(s.cell(1, "BH").unwrap().is_some());
    assert!(s.dropped[0].as_ref().unwrap().to_string().contains("Art. 10"));
    assert_eq!(s.dropped[0], Some(Undefined::RatingsDropped { unrated: 1, shown: vec![3] }));
    assert!(s.dropped[3].is_none());
    // With a rating for unrated players, or under 2023, they are computed.
    let with = Options { unrated_rating: Some(1500), ..e(Edition::C07_2026) };
    let s = standings(&t, &list, None, &with).unwrap();
    assert_eq!(s.value(1, "ARO").unwrap().hundredths(), 165000); // (1800 + 1500) / 2
    assert_eq!(s.value(3, "RTNG").unwrap().hundredths(), 150000);
    let s = standings(&t, &list, None, &e(Edition::C07_2023)).unwrap();
    assert_eq!(s.value(1, "ARO").unwrap().hundredths(), 180000);
}

#[test]
fn edition_follows_the_start_date() {
    let mut t = unplayed_mix();
    for (date, ed) in [("2026/03/01", Edition::C07_2026), ("2026-02-28", Edition::C07_2024_08), ("01.08.2024", Edition::C07_2024_08), ("2024/07/31", Edition::C07_2023), ("", Edition::C07_2026)] {
        t.info.start_date = date.to_string();
        let (got, why) = Edition::of_tournament(&t);
        assert_eq!(got, ed, "{date}: {why}");
        assert!(why.contains("042"));
    }
}

#[test]
fn record_202_with_the_2026_codes_round_trips_and_a_late_change_is_commented() {
    use torre_core::tiebreak::standings::{change_needs_confirmation, change_tiebreaks, tournament_tiebreaks};
    let text = "012 Mini\n\
001    1      Anna                              1850 SWE                         1.0          2 w 1\n\
001    2      Bo                                1790 SWE                         0.0          1 b 0\n\
202 BH/C1,REP,STD,SB/C1,TPN/R,RTNG\n\
XXR 3\n";
    let mut t = torre_core::trf::read_str(text, &Default::default()).unwrap().tournament;
    let list = tournament_tiebreaks(&t).unwrap();
    assert_eq!(list.iter().map(|tb| tb.code()).collect::<Vec<_>>(), ["BH/C1", "REP", "STD", "SB/C1", "TPN/R", "RTNG"]);
    let back = torre_core::trf::read_str(&torre_core::trf::write_2026(&t), &Default::default()).unwrap().tournament;
    assert_eq!(back.tiebreaks, t.tiebreaks);
    // Round 1 is paired: a different list needs confirmation and leaves a ### line in the TRF.
    let new = TieBreak::parse_list("BH/C1,BH,STD,TPN").unwrap();
    assert!(change_needs_confirmation(&t, &new));
    assert!(!change_needs_confirmation(&t, &list));
    let comment = change_tiebreaks(&mut t, &new).unwrap();
    assert_eq!(comment, "### Configuration @ Round 1: tie-break list changed: BH/C1,REP,STD,SB/C1,TPN/R,RTNG -> BH/C1,BH,STD,TPN");
    let written = torre_core::trf::write_2026(&t);
    assert!(written.contains(&comment) && written.contains("202 BH/C1,BH,STD,TPN"), "{written}");
    // Before any round is paired the list changes silently.
    let mut fresh = tournament(&[(None, ". ."), (None, ". .")]);
    assert_eq!(change_tiebreaks(&mut fresh, &new), None);
    assert_eq!(fresh.tiebreaks.join(","), "BH/C1,BH,STD,TPN");
}
