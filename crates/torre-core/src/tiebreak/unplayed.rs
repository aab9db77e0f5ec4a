//! Unplayed rounds (C.07 2023 Art. 15-16): which rounds count as games, the categories of
//! unplayed rounds, the score a participant shows to his opponents (16.3) and the "dummy"
//! game against oneself for the participant's own unplayed rounds (16.4).

use super::{Options, Reading};
use crate::model::{ByeKind, Colour, GameResult, PlayerId, RoundEntry, Tournament};
use crate::score::Score;

/// What one round was for one player, as the tie-break rules see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundKind {
    /// A game over the board (15.1), or a forfeit counted as played (15.2 round robin, `/P`).
    Game { opponent: PlayerId, colour: Option<Colour>, points: Score, forfeit: bool },
    /// Pairing-allocated bye (16.2.1).
    Pab,
    /// Full-point bye (16.2.1).
    FullBye,
    /// Forfeit win, with the scheduled opponent if known (16.2.2).
    ForfeitWin(Option<PlayerId>),
    /// Half- or zero-point bye requested, or absence/withdrawal (16.1: requested bye).
    RequestedBye { points: Score },
    /// Forfeit loss, with the scheduled opponent if known (16.2.4).
    ForfeitLoss(Option<PlayerId>),
}

impl RoundKind {
    /// Voluntarily unplayed round (16.1): a requested bye or a forfeit loss.
    pub fn is_vur(self) -> bool {
        matches!(self, RoundKind::RequestedBye { .. } | RoundKind::ForfeitLoss(_))
    }
    /// A round "with availability to play" (seed: played, PAB, forfeit win or full-point bye).
    pub fn is_available(self) -> bool {
        !self.is_vur()
    }
    pub fn is_game(self) -> bool {
        matches!(self, RoundKind::Game { .. })
    }
    /// The scheduled opponent of a game or forfeit.
    pub fn opponent(self) -> Option<PlayerId> {
        match self {
            RoundKind::Game { opponent, .. } => Some(opponent),
            RoundKind::ForfeitWin(o) | RoundKind::ForfeitLoss(o) => o,
            _ => None,
        }
    }
    pub fn label(self) -> &'static str {
        match self {
            RoundKind::Game { forfeit: false, .. } => "game",
            RoundKind::Game { forfeit: true, .. } => "forfeit counted as played",
            RoundKind::Pab => "pairing-allocated bye",
            RoundKind::FullBye => "full-point bye",
            RoundKind::ForfeitWin(_) => "forfeit win",
            RoundKind::RequestedBye { points } if points > Score::ZERO => "half-point bye",
            RoundKind::RequestedBye { .. } => "zero-point bye / absent",
            RoundKind::ForfeitLoss(_) => "forfeit loss",
        }
    }
}

/// Classify round `round` of player `id`. `forfeits_played`: 15.2 / the `/P` modifier.
pub fn round_kind(t: &Tournament, id: PlayerId, round: u32, forfeits_played: bool) -> RoundKind {
    let Some(p) = t.player(id) else { return RoundKind::RequestedBye { points: Score::ZERO } };
    let entry = p.round(round);
    let points = t.points.points(&entry);
    match entry {
        RoundEntry::NotPaired => RoundKind::RequestedBye { points },
        RoundEntry::Bye(kind) => match kind {
            ByeKind::PairingAllocated => RoundKind::Pab,
            ByeKind::Full => RoundKind::FullBye,
            ByeKind::Half | ByeKind::Zero => RoundKind::RequestedBye { points },
            ByeKind::ForfeitWin => RoundKind::ForfeitWin(None),
            ByeKind::ForfeitLoss => RoundKind::ForfeitLoss(None),
        },
        RoundEntry::Game { opponent, colour, result } => {
            let valid = t.player(opponent).is_some() && opponent != id;
            match result {
                GameResult::ForfeitWin | GameResult::ForfeitLoss if forfeits_played && valid => {
                    RoundKind::Game { opponent, colour, points, forfeit: true }
                }
                GameResult::ForfeitWin => RoundKind::ForfeitWin(valid.then_some(opponent)),
                GameResult::ForfeitLoss => RoundKind::ForfeitLoss(valid.then_some(opponent)),
                _ if !valid => RoundKind::RequestedBye { points },
                _ => RoundKind::Game { opponent, colour, points, forfeit: false },
            }
        }
    }
}

/// The last round in 1..=k with availability to play (0 if none): every later round is a
/// VUR "not followed by a round with availability to play" (16.2.5).
pub fn last_available_round(t: &Tournament, id: PlayerId, k: u32) -> u32 {
    (1..=k).rev().find(|&r| round_kind(t, id, r, false).is_available()).unwrap_or(0)
}

/// How one round of a player counts for his opponents (16.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seen {
    /// 16.3.1: categories 16.2.1-16.2.4 and games count the points actually scored.
    Actual(Score),
    /// 16.3.2: category 16.2.5 (VUR not followed by availability) counts as a draw.
    Draw(Score),
}

impl Seen {
    pub fn points(self) -> Score {
        match self {
            Seen::Actual(s) | Seen::Draw(s) => s,
        }
    }
}

/// Round `r` of player `id` as his opponents see it.
pub fn seen_by_opponents(t: &Tournament, id: PlayerId, r: u32, k: u32, opts: &Options) -> Seen {
    let actual = t.player(id).map(|p| t.points.points(&p.round(r))).unwrap_or(Score::ZERO);
    if opts.round_robin {
        // 15.2: in round robins unplayed rounds are forfeits, treated as played.
        return Seen::Actual(actual);
    }
    let lo = last_available_round(t, id, k);
    if r <= lo {
        return Seen::Actual(actual);
    }
    let kind = round_kind(t, id, r, false);
    // TieBreakServer keeps the actual score of any round with a scheduled opponent.
    if opts.reading == Reading::TieBreakServer && kind.opponent().is_some() {
        return Seen::Actual(actual);
    }
    Seen::Draw(t.points.draw)
}

/// The score of `id` after round k as seen by his opponents (16.3).
pub fn adjusted_score(t: &Tournament, id: PlayerId, k: u32, opts: &Options) -> Score {
    (1..=k).map(|r| seen_by_opponents(t, id, r, k, opts).points()).sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Player;

    fn game(opponent: PlayerId, result: GameResult) -> RoundEntry {
        RoundEntry::Game { opponent, colour: Some(Colour::White), result }
    }

    fn two(rounds1: Vec<RoundEntry>, rounds2: Vec<RoundEntry>) -> Tournament {
        let mut t = Tournament::default();
        t.players.push(Player { id: 1, rounds: rounds1, ..Default::default() });
        t.players.push(Player { id: 2, rounds: rounds2, ..Default::default() });
        t
    }

    #[test]
    fn trailing_forfeit_loss_counts_as_draw_for_opponents() {
        // Player 1: win, forfeit loss, absent. Nothing after round 1 shows availability.
        let t = two(
            vec![game(2, GameResult::Win), game(2, GameResult::ForfeitLoss), RoundEntry::Bye(ByeKind::Zero)],
            vec![game(1, GameResult::Loss), game(1, GameResult::ForfeitWin), RoundEntry::Bye(ByeKind::PairingAllocated)],
        );
        let text = Options::default();
        assert_eq!(last_available_round(&t, 1, 3), 1);
        assert_eq!(adjusted_score(&t, 1, 3, &text), Score(20)); // 1 + ½ + ½
        let tbs = Options { reading: Reading::TieBreakServer, ..Default::default() };
        assert_eq!(adjusted_score(&t, 1, 3, &tbs), Score(15)); // 1 + 0 + ½
        // After round 2 the forfeit loss is the last round: a draw too.
        assert_eq!(adjusted_score(&t, 1, 2, &text), Score(15));
    }

    #[test]
    fn requested_bye_followed_by_availability_counts_actual_points() {
        let t = two(
            vec![RoundEntry::Bye(ByeKind::Zero), RoundEntry::Bye(ByeKind::Half), game(2, GameResult::Draw)],
            vec![RoundEntry::Bye(ByeKind::PairingAllocated), RoundEntry::Bye(ByeKind::Zero), game(1, GameResult::Draw)],
        );
        let o = Options::default();
        assert_eq!(adjusted_score(&t, 1, 3, &o), Score(10)); // 0 + ½ + ½, all actual
        assert_eq!(seen_by_opponents(&t, 1, 1, 3, &o), Seen::Actual(Score(0)));
        // Standings after round 2: both byes are now trailing VURs, counted as draws.
        assert_eq!(adjusted_score(&t, 1, 2, &o), Score(10));
        assert_eq!(seen_by_opponents(&t, 1, 1, 2, &o), Seen::Draw(Score(5)));
        // A PAB, a forfeit win and a full-point bye are rounds with availability.
        assert!(RoundKind::Pab.is_available() && RoundKind::FullBye.is_available() && RoundKind::ForfeitWin(None).is_available());
        assert!(RoundKind::ForfeitLoss(None).is_vur());
    }
}
