//! Art. 1.7 opposition evaluation and Art. 1.8 ranking order.
//!
//! The Index (1.8.1) is Buchholz (1.7.1.1), then Sonneborn-Berger (1.7.1.2), on the real
//! points of the tournament: virtual points of an acceleration are excluded (1.7.2,
//! "Acceleration Methods"). Unplayed rounds count as a game against oneself with the points
//! scored in that round (1.7.2.1); a player whose latest rounds are a run of zero-point byes
//! shows each of them to his over-the-board opponents as a draw (1.7.2.2).

use crate::model::*;
use crate::score::Score;
use std::cmp::Reverse;

/// Buchholz in tenths of a point and Sonneborn-Berger in hundredths (exact).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Index {
    pub buchholz: i64,
    pub sonneborn_berger: i64,
}

impl Index {
    pub fn describe(&self) -> String {
        format!("Bh {:.1}, SB {:.2}", self.buchholz as f64 / 10.0, self.sonneborn_berger as f64 / 100.0)
    }
}

/// Real points of `id` after round `k`.
fn own_score(t: &Tournament, id: PlayerId, k: u32) -> Score {
    t.score_after(id, k)
}

/// 1.7.2.2: the score `id` shows to his opponents when round `k + 1` is paired. A player with
/// "a series of consecutive zero-point-byes up to the current round" (absent in round `k + 1`
/// too, e.g. withdrawn) shows each of those byes of rounds up to `k` as a draw. The current
/// round is part of the series: a player who is back in the current round shows his real
/// score (this is the reading of both reference engines, see the corpus README's example
/// n0026-r05-s2, where index order 1, 2, 5 needs it).
pub fn score_for_opponents(t: &Tournament, id: PlayerId, k: u32) -> Score {
    let mut s = own_score(t, id, k);
    let Some(p) = t.player(id) else { return s };
    let zero_bye = |e: RoundEntry| matches!(e, RoundEntry::NotPaired | RoundEntry::Bye(ByeKind::Zero)) && t.points.points(&e) == Score::ZERO;
    if p.round(k + 1) != RoundEntry::Bye(ByeKind::Zero) {
        return s;
    }
    for r in (1..=k).rev() {
        if !zero_bye(p.round(r)) {
            break;
        }
        s += t.points.draw;
    }
    s
}

/// 1.7.1 with 1.7.2: the Index of `id` after round `k`.
pub fn index(t: &Tournament, id: PlayerId, k: u32) -> Index {
    let mut out = Index::default();
    let Some(p) = t.player(id) else { return out };
    let own = own_score(t, id, k);
    for r in 1..=k {
        let e = p.round(r);
        let earned = t.points.points(&e);
        let opp_score = match e {
            RoundEntry::Game { opponent, result, .. } if result.is_played() && t.player(opponent).is_some() => score_for_opponents(t, opponent, k),
            // 1.7.2.1: a game against oneself with the points registered for that round
            _ => own,
        };
        out.buchholz += opp_score.tenths() as i64;
        out.sonneborn_berger += earned.tenths() as i64 * opp_score.tenths() as i64;
    }
    out
}

/// 1.8 sort key: Index descending, then TPN ascending.
pub fn rank_key(index: Index, tpn: PlayerId) -> (Reverse<Index>, PlayerId) {
    (Reverse(index), tpn)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(opponent: PlayerId, colour: Colour, result: GameResult) -> RoundEntry {
        RoundEntry::Game { opponent, colour: Some(colour), result }
    }

    /// Three players: 1 beat 2, 2 drew 3 (1 had the PAB in round 2); 3 was absent in round 1.
    #[test]
    fn unplayed_rounds_are_games_against_oneself() {
        let mut t = Tournament::default();
        for id in 1..=3 {
            t.players.push(Player { id, ..Default::default() });
        }
        t.players[0].rounds = vec![game(2, Colour::White, GameResult::Win), RoundEntry::Bye(ByeKind::PairingAllocated)];
        t.players[1].rounds = vec![game(1, Colour::Black, GameResult::Loss), game(3, Colour::White, GameResult::Draw)];
        t.players[2].rounds = vec![RoundEntry::Bye(ByeKind::Zero), game(2, Colour::Black, GameResult::Draw)];
        // player 1: 2 points; opponents: 2 (0.5) and himself (2)
        assert_eq!(index(&t, 1, 2), Index { buchholz: 25, sonneborn_berger: 10 * 5 + 10 * 20 });
        // player 3: 0.5 points; himself in round 1 (0.5 scored 0), player 2 (0.5) drawn
        assert_eq!(index(&t, 3, 2), Index { buchholz: 10, sonneborn_berger: 5 * 5 });
        // player 3's Z of round 1 counts as a draw only while he is absent in the current round
        assert_eq!(score_for_opponents(&t, 3, 2), Score::HALF);
        assert_eq!(score_for_opponents(&t, 3, 1), Score::ZERO);
        t.players[2].rounds[1] = RoundEntry::Bye(ByeKind::Zero);
        assert_eq!(score_for_opponents(&t, 3, 1), Score::HALF);
    }
}
