//! FIDE C.05 Annex 2, Varma tables: a "restricted" drawing of numbers that keeps players of
//! the same federation apart. The numbers of a field of 9 to 20 players are split into the
//! sets A, B, C and D (as published for 9/10, 11/12, ..., 19/20 players); the federations
//! draw in order of their number of players (most first, then the FIDE code alphabetically;
//! within a federation, by name) and each takes its numbers from one set large enough for
//! its contingent, the remaining numbers staying available to the others (directions 1-4).

/// The sets A, B, C, D for a field of `players` (9 to 20), or `None`.
pub fn sets(players: u32) -> Option<[&'static [u32]; 4]> {
    Some(match players {
        9 | 10 => [&[3, 4, 8], &[5, 7, 9], &[1, 6], &[2, 10]],
        11 | 12 => [&[4, 5, 9, 10], &[1, 2, 7], &[6, 8, 12], &[3, 11]],
        13 | 14 => [&[4, 5, 6, 11, 12], &[1, 2, 8, 9], &[7, 10, 13], &[3, 14]],
        15 | 16 => [&[5, 6, 7, 12, 13, 14], &[1, 2, 3, 9, 10], &[8, 11, 15], &[4, 16]],
        17 | 18 => [&[5, 6, 7, 8, 14, 15, 16], &[1, 2, 3, 10, 11, 12], &[9, 13, 17], &[4, 18]],
        19 | 20 => [&[6, 7, 8, 9, 15, 16, 17, 18], &[1, 2, 3, 11, 12, 13, 14], &[5, 10, 19], &[4, 20]],
        _ => return None,
    })
}
