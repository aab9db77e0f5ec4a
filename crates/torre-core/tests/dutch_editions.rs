//! The 2017 and 2026 editions of C.04.3 side by side: small tournaments where the two texts
//! pair the next round differently, one per rule difference, each result checked for both.
//!
//! A tournament is written one player per line, in pairing-number order (ratings descending),
//! one token per round: `3w1` = against 3 with white, won (`1`, `=`, `0`, `+`, `-`); `U` PAB,
//! `H` half-point bye, `F` full-point bye, `Z` zero-point bye (absent). A player with a token
//! for the round to be paired is absent in that round (see `common::compact`).
mod common;
use common::compact as tournament;
use torre_core::pairing::{pair_next_round, PairOptions, RoundPairing};
use torre_core::{DutchEdition, PairingSystem, Tournament};

fn pair(t: &Tournament, edition: DutchEdition) -> RoundPairing {
    pair_next_round(t, &PairOptions { system: PairingSystem::Dutch, edition, dubov_edition: Default::default() }).unwrap()
}

/// Boards as (white, black), sorted, and the PAB.
fn result(p: &RoundPairing) -> (Vec<(u32, u32)>, Option<u32>) {
    let mut boards: Vec<(u32, u32)> = p.boards.iter().map(|b| (b.white, b.black)).collect();
    boards.sort();
    (boards, p.bye)
}

fn assert_editions(t: &Tournament, e2017: (&[(u32, u32)], Option<u32>), e2026: (&[(u32, u32)], Option<u32>)) {
    let (a, b) = (result(&pair(t, DutchEdition::E2017)), result(&pair(t, DutchEdition::E2026)));
    assert_eq!((a.0.as_slice(), a.1), e2017, "2017 edition");
    assert_eq!((b.0.as_slice(), b.1), e2026, "2026 edition");
}

/// 2026 Art. 2.1.2 [C2] (C.04.1 Art. 4): a full-point bye counts as a win scored without
/// playing and excludes the PAB; 2017 C.2 excluded only a PAB or a forfeit win. Round 4:
/// player 3 (1 point, full-point bye in round 1) is the lowest eligible player for 2017; in 2026
/// only 2 (1.5) and 1 (3) are eligible, 2 cannot be left out (1-3 and 3-4 met), so 1 gets the PAB.
#[test]
fn c2_full_point_bye_excludes_the_pab() {
    let t = tournament(5, &["4w1 2w1 3w1", "5w1 1b0 5w=", "F 4b0 1b0", "1b0 3w1 U", "2b0 U 2b="]);
    assert_editions(&t, (&[(4, 2), (5, 1)], Some(3)), (&[(3, 2), (5, 4)], Some(1)));
}

/// 2026 Art. 1.4.3–1.4.4 with [C14]: a forfeit loss (no points without playing) is no longer
/// a downfloat. Round 3, bracket 1.0 = MDP 2 + residents 1, 3, 5, 6: one resident floats to 4.
/// 2017: 3's forfeit loss in round 2 was a downfloat (A.4.b), so 3 must not float again (C.12)
/// and 5 floats; 2026: 3 has no float, and 1-2, 6-5 (all colours granted) floats 3.
#[test]
fn floats_a_forfeit_loss_is_not_a_downfloat() {
    let t = tournament(5, &["4w1 5b0", "5w1 4w1", "6w1 6b-", "1b0 2b0", "2b0 1w1", "3b0 3w+"]);
    assert_editions(&t, (&[(1, 3), (4, 5), (6, 2)], None), (&[(1, 2), (4, 3), (6, 5)], None));
}

/// 2026 Art. 2.3.1 [C5]: minimise the PAB assignee's score, above every quality criterion.
/// Round 3 (6 absent): 1 (0.5) can take the PAB if 2-4 and 3-5 are played. 2017 pairs bracket
/// by bracket (5-2, then 3 and 4, who met, float to 1) and gives the PAB to 3 (1 point).
#[test]
fn c5_the_pab_goes_to_the_lowest_score_possible() {
    let t = tournament(5, &["6w0 5b=", "3w1 F", "2b0 4w1", "U 3b0", "F 1w=", "1b1 U Z"]);
    assert_editions(&t, (&[(4, 1), (5, 2)], Some(3)), (&[(3, 5), (4, 2)], Some(1)));
}

/// 2026 Art. 2.4.4 [C9]: minimise the unplayed games of the PAB assignee (the bracket floats
/// exactly that player). Round 3 (1 absent), lowest bracket 1.0 = 2, 3, 5: 3 and 5 each had a
/// half-point bye, 2 played both games, so 2026 gives 2 the PAB although 5-3 denies a colour
/// preference ([C9] outranks [C12]); 2017 grants the colours with 2-5 and gives the PAB to 3.
#[test]
fn c9_the_pab_assignee_with_fewest_unplayed_games() {
    let t = tournament(5, &["U H Z", "4w= 3b=", "H 2w=", "2b= U", "6w= H", "5b= F"]);
    assert_editions(&t, (&[(2, 5), (4, 6)], Some(3)), (&[(4, 6), (5, 3)], Some(2)));
}

/// 2026 Art. 2.4.9–2.4.16 [C14]–[C21]: float criteria count resident downfloaters and MDP
/// opponents, and MDPs through their score differences. Round 5: nobody of bracket 2.0 (MDP 2,
/// 4, 6) can be paired (2-4, 4-6 met; 2, 6 absolute black), the PAB must go to 4 or 6 ([C5]),
/// the other plays 5 (1 point, upfloat in round 4). 2017: 4 (downfloat in round 3) floats again
/// either way (C.12 ties) and the bye's artificial score difference (2) exceeds the pair's (1):
/// 5-4 (C.16). 2026, as the reference engines read [C20]: 4, an MDP who received a downfloat two
/// rounds before, counts at his score above the bracket (1) when he floats on to the PAB and not
/// when he is paired; 6 has no downfloat: 5-4 too, by another rule.
#[test]
fn c14_c21_float_criteria_rescoped() {
    let t = tournament(7, &["Z 6w1 3b0 4b0", "5w1 4w0 7w= U", "6b= U 1w1 5w=", "7w0 2b1 6b0 1w1", "2b0 7b0 H 3b=", "3w= 1b0 4w1 7w=", "4b1 5w1 2b= 6b="]);
    assert_editions(&t, (&[(1, 2), (5, 4), (7, 3)], Some(6)), (&[(1, 2), (5, 4), (7, 3)], Some(6)));
}

/// 2026 Art. 2.4.3 [C8] with [C4]: the following bracket is judged by a pairing that keeps the
/// round completable. Round 4 (10 absent): 1 (2.5) floats into bracket 2.0 = 5, 6. Bracket 1.0
/// (2, 3, 9) has only absolute black preferences, so three players of bracket 1.5 must come down
/// to them. If 6 floats on, he cannot be paired in 1.5 without leaving 11 (absolute black) to
/// float: the following bracket downfloats a 2.0 player. If 5 floats on, 5-11 leaves three 1.5
/// players for bracket 1.0. 2017 C.7 counts the following bracket as if it were paired alone.
#[test]
fn c8_following_bracket_with_the_round_completed() {
    let t = tournament(
        6,
        &["3w1 9b= 4w1", "4b= 5w= 10w0", "1b0 8w= 7w=", "2w= 6b1 1b0", "10w1 2b= 8b=", "9b1 4w0 11b1", "8w= H 3b=", "7b= 3b= 5w=", "6w0 1w= H", "5b0 11b0 2b1 Z", "H 10w1 6w0"],
    );
    assert_editions(&t, (&[(4, 3), (5, 1), (6, 2), (7, 11), (8, 9)], None), (&[(4, 3), (5, 11), (6, 1), (7, 2), (8, 9)], None));
}

/// 2026 Art. 2.2.1 [C4] in every bracket, even when its first candidate is perfect. Round 2:
/// 1 and 2 (full-point byes) can play each other with nothing to fault, but 3 and 4 below them
/// have met: pairing 1-2 leaves no pairing for the players not yet paired, so both float and the
/// round is 1-3, 4-2 (2017 reaches it through the PPB and CLB, A.9).
#[test]
fn c4_a_perfect_candidate_must_leave_the_round_completable() {
    let t = tournament(3, &["F", "F", "4w=", "3b="]);
    assert_editions(&t, (&[(1, 3), (4, 2)], None), (&[(1, 3), (4, 2)], None));
}

/// 2026 Art. 2.4.13 [C18] (and [C20] alike), as both reference engines read it: an MDP who
/// received a downfloat the previous round counts when he floats on again, at his score above
/// the bracket, and not when he is paired there. Round 3, bracket 0.5 = MDPs 2, 5 (1 point) +
/// resident 4; one MDP meets 4, the other floats on to 6. 5 had a downfloat in round 2 (forfeit
/// win): 4-5 (one colour preference denied either way), 6-2. A literal reading (an MDP in the
/// Limbo has no score difference, a paired one has) would float 5 again: 4-2, 6-5.
#[test]
fn c18_an_mdp_who_floats_on_again_counts_at_his_score_above_the_bracket() {
    let t = tournament(4, &["4w1 2b1", "5b1 1w0", "6w1 4b=", "1b0 3w=", "2w0 6b+", "3b0 5w-"]);
    assert_editions(&t, (&[(1, 3), (4, 5), (6, 2)], None), (&[(1, 3), (4, 5), (6, 2)], None));
}

/// 2026 Art. 2.4.4 [C9] in a bracket below the PAB score: it applies to every bracket that
/// downfloats exactly one player who ends up with the PAB. Round 4 (1, 2 absent): 5, 6, 7 may not
/// receive the PAB, so it goes to 3 or 4 (2 points, [C5]), who have met and both float to bracket
/// 1.5; there one of them meets 5 and the other floats on to the PAB past 6-7. 3 had a half-point
/// bye, 4 played every round: 5-3 and the PAB to 4, although 4-5 would grant every colour
/// preference (2017: 4-5, PAB 3).
#[test]
fn c9_applies_below_the_pab_score() {
    let t = tournament(5, &["3b0 4b= 2w1 Z", "4w0 5b= 1b0 Z", "1w1 H 4w=", "2b1 1w= 3b=", "Z 2w= U", "U Z Z", "Z U Z"]);
    assert_editions(&t, (&[(4, 5), (7, 6)], Some(3)), (&[(5, 3), (7, 6)], Some(4)));
}
