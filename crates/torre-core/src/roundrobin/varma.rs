//! FIDE C.05 Annex 2, "Details of Varma Tables": a restricted drawing of numbers for a round
//! robin of 9 to 24 players, so that players of the same federation do not meet in the last
//! rounds (the 1987 text this annex comes from: "players of the same group (A, B, C or D) will
//! not meet in the last three rounds").
//!
//! Directions (Annex 2, 1-5):
//! 1. the numbers are split into the sets A, B, C and D ([`sets`], point 5), each in an
//!    envelope marked with how many numbers it holds;
//! 2. the federation with the most players draws first, ties by the FIDE code in alphabetical
//!    order; within a federation, players by name ([`order`]);
//! 3. the first player of a federation chooses an envelope holding at least enough numbers
//!    for his whole contingent and draws a number from it; the others of his federation draw
//!    from the same envelope; the numbers left stay available to the others;
//! 4. the next contingent then chooses an envelope, until every player has a number.
//!
//! Readings where the text says nothing (the draw itself is in `draw::draw_varma`):
//! * with an odd number of players the bye number (the highest, `players + 1`) is left out of
//!   its set, as the annex's rows are written for "9/10", "11/12" ... players;
//! * a contingent larger than every envelope still left cannot be kept in one set: it empties
//!   the envelope with the most numbers left, then the next one (as few sets as possible);
//! * a player without a federation is a contingent of his own, drawing after the federations.
//!
//! The sets are as published in the FIDE Handbook, C.05 Annex 2 (handbook.fide.com/chapter/
//! C05Annex2; the rows for 9/10 to 19/20 are also those of the 1987 "Restricted Drawing of
//! Lots", C.06/C.07 of older handbooks). Checked in tests: each row is a partition of the
//! numbers, and two numbers of one set do not meet in the last three rounds of the Berger
//! table, except in the 11/12 set C (6, 8, 12), where 6 and 12 meet in round 11: that row is
//! kept as published.

/// The sets A, B, C, D (C.05 Annex 2, point 5) for a field of `players` (9 to 24), bye
/// number included for odd fields, or `None` outside the tables.
pub fn sets(players: u32) -> Option<[&'static [u32]; 4]> {
    Some(match players {
        9 | 10 => [&[3, 4, 8], &[5, 7, 9], &[1, 6], &[2, 10]],
        11 | 12 => [&[4, 5, 9, 10], &[1, 2, 7], &[6, 8, 12], &[3, 11]],
        13 | 14 => [&[4, 5, 6, 11, 12], &[1, 2, 8, 9], &[7, 10, 13], &[3, 14]],
        15 | 16 => [&[5, 6, 7, 12, 13, 14], &[1, 2, 3, 9, 10], &[8, 11, 15], &[4, 16]],
        17 | 18 => [&[5, 6, 7, 8, 14, 15, 16], &[1, 2, 3, 10, 11, 12], &[9, 13, 17], &[4, 18]],
        19 | 20 => [&[6, 7, 8, 9, 15, 16, 17, 18], &[1, 2, 3, 11, 12, 13, 14], &[5, 10, 19], &[4, 20]],
        21 | 22 => [&[6, 7, 8, 9, 10, 17, 18, 19, 20], &[1, 2, 3, 4, 12, 13, 14, 15], &[11, 16, 21], &[5, 22]],
        23 | 24 => [&[6, 7, 8, 9, 10, 11, 19, 20, 21, 22], &[1, 2, 3, 4, 13, 14, 15, 16, 17], &[12, 18, 23], &[5, 24]],
        _ => return None,
    })
}

/// The letter of set `k` (0 = A).
pub fn letter(k: usize) -> char {
    (b'A' + k as u8) as char
}

/// A contingent: a federation's code (empty for a player without one) and its players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Contingent {
    pub federation: String,
    pub members: Vec<usize>,
}

/// Direction 2: the order in which the contingents draw (most players first, then the FIDE
/// code alphabetically; players without a federation last, one by one) and, within one, the
/// order of its players (by name). `federations[i]` and `names[i]` are entrant i's.
pub fn order(federations: &[String], names: &[String]) -> Vec<Contingent> {
    let mut feds: Vec<Contingent> = Vec::new();
    let mut alone: Vec<Contingent> = Vec::new();
    for (i, f) in federations.iter().map(|f| f.trim()).enumerate() {
        if f.is_empty() {
            alone.push(Contingent { federation: String::new(), members: vec![i] });
        } else if let Some(c) = feds.iter_mut().find(|c| c.federation == f) {
            c.members.push(i);
        } else {
            feds.push(Contingent { federation: f.to_string(), members: vec![i] });
        }
    }
    crate::sort::by(&mut feds, &|a, b| b.members.len().cmp(&a.members.len()).then_with(|| a.federation.cmp(&b.federation)));
    crate::sort::by(&mut alone, &|a, b| names[a.members[0]].cmp(&names[b.members[0]]));
    for c in &mut feds {
        crate::sort::by(&mut c.members, &|&a, &b| names[a].cmp(&names[b]).then(a.cmp(&b)));
    }
    feds.extend(alone);
    feds
}
