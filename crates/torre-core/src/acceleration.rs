//! C.04.5.1 Baku acceleration: virtual points for the players of group GA.

use crate::model::*;
use crate::score::Score;

/// Rule 2: GA holds the first half of the players, rounded up to an even number (2·⌈N/4⌉),
/// where N counts the players of round 1; late entries ranked above the last GA player join
/// GA (that player stays the last of GA). Returns the last GA player's pairing number.
pub fn last_ga_player(t: &Tournament) -> Option<PlayerId> {
    let first: Vec<PlayerId> = t.players.iter().filter(|p| t.is_available(p.id, 1) && !is_late_entry(p)).map(|p| p.id).collect();
    let n = first.len();
    if n == 0 {
        return None;
    }
    let ga = 2 * n.div_ceil(4);
    first.get(ga.min(n) - 1).copied()
}

/// A player without any entry in round 1 while round 1 has been paired joined late.
fn is_late_entry(p: &Player) -> bool {
    p.round(1) == RoundEntry::NotPaired && !p.rounds.is_empty()
}

/// Rule 3: accelerated rounds are the first ⌈R/2⌉; GA players get 1 virtual point in the
/// first ⌈A/2⌉ of them and ½ in the others; nobody gets any afterwards.
pub fn virtual_points(total_rounds: u32, round: u32) -> Score {
    let accelerated = total_rounds.div_ceil(2);
    let full = accelerated.div_ceil(2);
    if round == 0 || round > accelerated {
        Score::ZERO
    } else if round <= full {
        Score::ONE
    } else {
        Score::HALF
    }
}

/// The tournament with Baku virtual points filled in for every round (players that already
/// carry explicit values, e.g. from TRF `XXA` lines, keep them).
pub fn with_baku(t: &Tournament) -> Tournament {
    let mut out = t.clone();
    let (Some(total), Some(last)) = (t.total_rounds, last_ga_player(t)) else { return out };
    for p in &mut out.players {
        if p.id <= last && p.acceleration.is_empty() {
            p.acceleration = (1..=total).map(|r| virtual_points(total, r)).collect();
            while p.acceleration.last() == Some(&Score::ZERO) {
                p.acceleration.pop();
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nine_rounds_give_three_full_and_two_half_rounds() {
        let v: Vec<Score> = (1..=9).map(|r| virtual_points(9, r)).collect();
        assert_eq!(v, [Score::ONE, Score::ONE, Score::ONE, Score::HALF, Score::HALF, Score::ZERO, Score::ZERO, Score::ZERO, Score::ZERO]);
        assert_eq!(virtual_points(7, 2), Score::ONE);
        assert_eq!(virtual_points(7, 3), Score::HALF);
        assert_eq!(virtual_points(7, 5), Score::ZERO);
    }

    #[test]
    fn ga_is_twice_the_quarter_rounded_up() {
        let mut t = Tournament { total_rounds: Some(9), ..Default::default() };
        for id in 1..=161 {
            t.players.push(Player { id, ..Default::default() });
        }
        assert_eq!(last_ga_player(&t), Some(82));
        let a = with_baku(&t);
        assert_eq!(a.players[81].acceleration_in(1), Score::ONE);
        assert_eq!(a.players[82].acceleration_in(1), Score::ZERO);
        assert_eq!(a.players[0].acceleration_in(4), Score::HALF);
    }
}
