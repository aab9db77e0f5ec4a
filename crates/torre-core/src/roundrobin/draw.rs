//! The drawing of numbers for a round robin (C.05): by lot, seeded so that the draw is
//! reproducible and can be shown, optionally restricted by the Varma tables (Annex 2);
//! or numbers set by hand (the tournament's pairing numbers as they are).

use super::varma;

/// A small deterministic generator (SplitMix64): the same seed gives the same draw.
pub struct Lots(u64);

impl Lots {
    pub fn new(seed: u64) -> Lots {
        Lots(seed)
    }
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// A number in 0..n.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
    }
}

/// Draw of lots: `numbers[i]` is the table number (1-based) of entrant `i`.
pub fn draw(entrants: usize, seed: u64) -> Vec<u32> {
    let mut numbers: Vec<u32> = (1..=entrants as u32).collect();
    Lots::new(seed).shuffle(&mut numbers);
    numbers
}

/// One player's lot in a Varma draw: who, from which set's envelope (0 = A), which number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VarmaLot {
    pub entrant: usize,
    pub set: usize,
    pub number: u32,
}

/// Varma-restricted draw (C.05 Annex 2, directions 1-4; see `varma`): `federations[i]` is
/// entrant i's federation and `names[i]` the name. Returns the lots in drawing order, the same
/// for the same seed; refused outside 9 to 24 players.
pub fn draw_varma(federations: &[String], names: &[String], seed: u64) -> Result<Vec<VarmaLot>, String> {
    let n = federations.len();
    let sets = varma::sets(n as u32).ok_or_else(|| format!("the Varma tables (C.05 Annex 2) are for 9 to 24 players; this field has {n}"))?;
    let mut lots = Lots::new(seed);
    // direction 1: the envelopes (the bye number of an odd field left out)
    let mut envelopes: Vec<Vec<u32>> = sets.iter().map(|s| s.iter().copied().filter(|&x| x as usize <= n).collect()).collect();
    let mut out = Vec::with_capacity(n);
    for contingent in varma::order(federations, names) {
        // direction 3: an envelope with enough numbers for the whole contingent, chosen by
        // lot; a contingent larger than every envelope left empties the fullest one, then the
        // next fullest (as few sets as possible)
        let fits: Vec<usize> = (0..4).filter(|&k| envelopes[k].len() >= contingent.members.len()).collect();
        let mut set = if fits.is_empty() { fullest(&envelopes) } else { fits[lots.below(fits.len())] };
        for &entrant in &contingent.members {
            if envelopes[set].is_empty() {
                set = fullest(&envelopes);
            }
            let pick = lots.below(envelopes[set].len());
            let number = envelopes[set].remove(pick);
            out.push(VarmaLot { entrant, set, number });
        }
    }
    Ok(out)
}

/// The envelope with the most numbers left (the first of equal ones).
fn fullest(envelopes: &[Vec<u32>]) -> usize {
    (0..envelopes.len()).max_by_key(|&k| (envelopes[k].len(), std::cmp::Reverse(k))).unwrap_or(0)
}

/// The table number of each entrant (index = entrant) from a Varma draw's lots.
pub fn varma_numbers(lots: &[VarmaLot]) -> Vec<u32> {
    let mut numbers = vec![0; lots.len()];
    for l in lots {
        numbers[l.entrant] = l.number;
    }
    numbers
}

/// Give the players their table numbers: `numbers[i]` is the number of the player now at
/// index `i` (a permutation of 1..=n, from `draw`, `draw_varma` or set by hand). Players are
/// reordered so that pairing number = table number, and every reference to a player (his
/// games' opponents, forbidden pairs) follows. Refused once a round has been played, since
/// the schedule would change under the games (C.05 Annex 1: the numbers are drawn before
/// round 1).
pub fn renumber(t: &crate::model::Tournament, numbers: &[u32]) -> Result<crate::model::Tournament, String> {
    use crate::model::RoundEntry;
    let n = t.players.len();
    let mut seen = vec![false; n + 1];
    if numbers.len() != n || numbers.iter().any(|&x| x == 0 || x as usize > n || std::mem::replace(&mut seen[x as usize], true)) {
        return Err(format!("the table numbers must be 1 to {n}, each once (got {numbers:?})"));
    }
    if t.rounds_paired() > 0 {
        return Err(format!("the numbers are drawn before round 1; {} round(s) already paired", t.rounds_paired()));
    }
    let new_id = |old: u32| if old == 0 { 0 } else { numbers[old as usize - 1] };
    let mut out = t.clone();
    let mut players = t.players.clone();
    for p in &mut players {
        p.id = new_id(p.id);
        for e in &mut p.rounds {
            if let RoundEntry::Game { opponent, .. } = e {
                *opponent = new_id(*opponent);
            }
        }
    }
    crate::sort::by_key(&mut players, |p| p.id);
    out.players = players;
    out.forbidden_pairs = t.forbidden_pairs.iter().map(|&(a, b)| (new_id(a), new_id(b))).collect();
    out.file_ids.clear();
    Ok(out)
}
