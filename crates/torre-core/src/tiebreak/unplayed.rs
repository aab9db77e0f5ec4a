//! Unplayed rounds (C.07 Art. 15-16): which rounds count as games, the categories of
//! unplayed rounds, the score a participant shows to his opponents (16.3) and the "dummy"
//! game against oneself for the participant's own unplayed rounds (16.4).
//!
//! Edition branches: 16.2.4/16.3.1 (2026) evaluate forfeit losses at their actual result for
//! the opponents, last rounds too (2023: a forfeit loss not followed by availability was
//! category 16.2.5, a draw); 16.4.1/16.4.2 (2026) cap the dummy's score. "The number of rounds
//! in the tournament" of 16.4.2 is read as the rounds taken into account (k), as FIDE's
//! program does for standings after a round.

use super::{Edition, Options, Reading};
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

/// Whether `id` lost a round by forfeit in rounds 1..=k (16.2.4).
pub fn has_forfeit_loss(t: &Tournament, id: PlayerId, k: u32) -> bool {
    (1..=k).any(|r| matches!(round_kind(t, id, r, false), RoundKind::ForfeitLoss(_)))
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
    // 16.2.4 / 16.3.1 (2026): forfeit losses keep their actual result, trailing or not; only
    // requested byes are category 16.2.5.
    if opts.edition.forfeit_losses_at_actual_result() && matches!(kind, RoundKind::ForfeitLoss(_)) {
        return Seen::Actual(actual);
    }
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

/// The dummy of 16.4 for one of the player's own unplayed rounds: its score (the player's own
/// score `own`, capped in 2026) and the article that set it.
/// 16.4.1: forfeits (16.2.2, 16.2.4) are capped at the scheduled opponent's adjusted score
/// (`opponent_seen`, 16.3); 16.4.2: every other unplayed round (16.2.1, 16.2.3, 16.2.5) at the
/// points for a draw times the rounds. A forfeit whose opponent the file does not name can only
/// take the 16.4.2 cap.
pub fn dummy(own: Score, kind: RoundKind, opponent_seen: impl Fn(PlayerId) -> Score, k: u32, draw: Score, edition: Edition) -> (Score, &'static str) {
    if !edition.caps_dummy() {
        return (own, "16.4");
    }
    let (cap, article) = match kind {
        RoundKind::ForfeitWin(Some(o)) | RoundKind::ForfeitLoss(Some(o)) => (opponent_seen(o), "16.4.1"),
        _ => (Score(draw.0 * k as i32), "16.4.2"),
    };
    if own > cap {
        (cap, article)
    } else {
        (own, "16.4")
    }
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
    fn forfeit_loss_keeps_its_result_under_2026() {
        // 16.2.4 / 16.3.1 (2026): the trailing forfeit loss counts 0 for the opponents; the
        // trailing absence (a requested bye, 16.2.5) is still a draw.
        let t = two(
            vec![game(2, GameResult::Win), game(2, GameResult::ForfeitLoss), RoundEntry::Bye(ByeKind::Zero)],
            vec![game(1, GameResult::Loss), game(1, GameResult::ForfeitWin), RoundEntry::Bye(ByeKind::PairingAllocated)],
        );
        let e26 = Options { edition: Edition::C07_2026, ..Default::default() };
        assert_eq!(adjusted_score(&t, 1, 3, &e26), Score(15)); // 1 + 0 + ½
        assert_eq!(seen_by_opponents(&t, 1, 2, 3, &e26), Seen::Actual(Score(0)));
        let e24 = Options { edition: Edition::C07_2024_08, ..Default::default() };
        assert_eq!(adjusted_score(&t, 1, 3, &e24), Score(20)); // as 2023
    }

    #[test]
    fn dummy_caps_of_2026() {
        let opp = |_| Score(10);
        // 16.4.1: a forfeit win at own score 3.0 against an opponent seen at 1.0 counts 1.0.
        assert_eq!(dummy(Score(30), RoundKind::ForfeitWin(Some(2)), opp, 5, Score(5), Edition::C07_2026), (Score(10), "16.4.1"));
        // 16.4.2: a half-point bye at own score 3.5 after 5 rounds: capped at 2.5.
        assert_eq!(dummy(Score(35), RoundKind::RequestedBye { points: Score(5) }, opp, 5, Score(5), Edition::C07_2026), (Score(25), "16.4.2"));
        // Below the cap, and in 2023 / 2024: the own score.
        assert_eq!(dummy(Score(20), RoundKind::Pab, opp, 5, Score(5), Edition::C07_2026), (Score(20), "16.4"));
        assert_eq!(dummy(Score(35), RoundKind::Pab, opp, 5, Score(5), Edition::C07_2024_08), (Score(35), "16.4"));
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
