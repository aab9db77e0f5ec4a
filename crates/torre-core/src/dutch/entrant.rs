//! A player as the Dutch rules see him when a round is paired: pairing score, colour
//! preference, float history, opponents, bye eligibility, topscorer status.

use super::colour::{self, Preference};
use crate::model::*;
use crate::score::Score;

/// A.4.b: the float a player received in a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Float {
    None,
    Up,
    Down,
}

#[derive(Clone, Debug)]
pub struct Entrant {
    pub id: PlayerId,
    /// Points plus virtual (acceleration) points for this round (C.04.5.1).
    pub score: Score,
    /// Played-game colours, oldest first.
    pub history: Vec<Colour>,
    pub pref: Preference,
    /// Floats received one and two rounds before (A.4.b).
    pub float_prev: Float,
    pub float_prev2: Float,
    /// Opponents met over the board (C.1; forfeited games are not meetings).
    pub met: Vec<PlayerId>,
    /// C.2: may receive the pairing-allocated bye.
    pub can_bye: bool,
    /// A.7: topscorer (final round only).
    pub topscorer: bool,
    /// The number whose parity E.5 uses.
    pub e5_number: u32,
    /// Rounds so far without a game played over the board (2026 [C9]).
    pub unplayed: u32,
}

impl Entrant {
    pub fn has_met(&self, other: PlayerId) -> bool {
        self.met.contains(&other)
    }
}

/// A.4.b for round `q`: higher score against lower = downfloat, lower = upfloat; not playing
/// (bye, absence, forfeit) = downfloat.
pub fn float_in(t: &Tournament, id: PlayerId, q: u32, edition: DutchEdition) -> Float {
    if q == 0 {
        return Float::None;
    }
    let p = t.player(id).expect("participant");
    match p.round(q) {
        RoundEntry::Game { opponent, result, .. } if result.is_played() => {
            let mine = t.pairing_score(id, q);
            let theirs = t.pairing_score(opponent, q);
            match mine.cmp(&theirs) {
                std::cmp::Ordering::Greater => Float::Down,
                std::cmp::Ordering::Less => Float::Up,
                std::cmp::Ordering::Equal => Float::None,
            }
        }
        // 2026 Art. 1.4.3-1.4.4: only the PAB or an unplayed round scoring more than a loss floats
        entry if edition == DutchEdition::E2026 => {
            if entry == RoundEntry::Bye(ByeKind::PairingAllocated) || t.points.points(&entry) > t.points.loss {
                Float::Down
            } else {
                Float::None
            }
        }
        _ => Float::Down,
    }
}

/// The participants of `round` as entrants, sorted by A.2 (score, then pairing number).
pub fn entrants(t: &Tournament, round: u32, edition: DutchEdition) -> Vec<Entrant> {
    let ids = crate::round::participants(t, round);
    let last_round = t.total_rounds == Some(round);
    let max_score = Score(t.points.win.0 * (round as i32 - 1));
    let e5_numbers = e5_numbers(t, round, &ids);
    let mut out: Vec<Entrant> = ids
        .iter()
        .enumerate()
        .map(|(i, &id)| {
            let history = t.colour_history(id, round - 1);
            let pref = colour::preference(&history);
            let points = t.score_after(id, round - 1);
            Entrant {
                id,
                score: t.pairing_score(id, round),
                pref,
                history,
                float_prev: float_in(t, id, round - 1, edition),
                float_prev2: float_in(t, id, round.saturating_sub(2), edition),
                met: t.played_opponents(id, round - 1),
                can_bye: crate::bye::may_receive_pab(t, id, round, edition),
                topscorer: last_round && points.0 * 2 > max_score.0,
                e5_number: e5_numbers[i],
                unplayed: (1..round).filter(|&r| !t.player(id).is_some_and(|p| p.round(r).is_played_game())).count() as u32,
            }
        })
        .collect();
    crate::sort::by(&mut out, &|a, b| b.score.cmp(&a.score).then(a.id.cmp(&b.id)));
    out
}

/// E.5 "pairing number", as the reference engines count it: pairing numbers renumbered
/// 1, 2, 3... leaving out players never paired so far (every round up to this one a requested
/// bye or absence), so that e.g. an absent #1 does not flip everybody's colours.
fn e5_numbers(t: &Tournament, round: u32, participants: &[PlayerId]) -> Vec<u32> {
    let mut number = 0;
    let mut by_id = std::collections::HashMap::new();
    for p in &t.players {
        let paired_before = (1..round).any(|r| p.round(r).was_paired());
        if paired_before || participants.contains(&p.id) {
            number += 1;
            by_id.insert(p.id, number);
        }
    }
    participants.iter().map(|id| by_id[id]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// E.5 numbers skip players never paired: with #1 absent in rounds 1 and 2, #2 counts as
    /// number 1 (it is odd and takes the initial colour); a player paired once keeps counting.
    #[test]
    fn e5_numbers_skip_players_never_paired() {
        let mut t = Tournament::default();
        for id in 1..=4 {
            t.players.push(Player { id, ..Default::default() });
        }
        t.players[0].rounds = vec![RoundEntry::Bye(ByeKind::Half), RoundEntry::Bye(ByeKind::Zero)];
        t.players[1].rounds = vec![RoundEntry::Game { opponent: 3, colour: Some(Colour::White), result: GameResult::ForfeitWin }];
        t.players[2].rounds = vec![RoundEntry::Game { opponent: 2, colour: Some(Colour::Black), result: GameResult::ForfeitLoss }];
        t.players[3].rounds = vec![RoundEntry::Bye(ByeKind::PairingAllocated)];
        assert_eq!(e5_numbers(&t, 2, &[2, 3, 4]), vec![1, 2, 3]);
        // in round 2 #1 comes back: numbered again from 1
        t.players[0].rounds.pop();
        assert_eq!(e5_numbers(&t, 2, &[1, 2, 3, 4]), vec![1, 2, 3, 4]);
    }
}
