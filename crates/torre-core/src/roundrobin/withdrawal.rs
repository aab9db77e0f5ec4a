//! A player who withdraws from a round robin (FIDE C.05 General Regulations for Competitions,
//! withdrawals in all-play-all events). The games he was scheduled to play after leaving are
//! not played (`roundrobin::pair` leaves them out). For the standings:
//! * if he played less than half of his scheduled games, all his results are annulled: they
//!   stay in the record (and are rated) but count for nobody in the standings, his own line
//!   included;
//! * otherwise his results stand and every scheduled game he did not play counts as lost by
//!   forfeit, won by forfeit for the opponent.
//!
//! "Half of his games" is counted on the games the schedule gives him in the whole event
//! ((players − 1) per cycle); games played over the board only.

use super::cycles;
use crate::model::*;

/// What the rule does with one withdrawn player's results.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Less than 50% played: every result of his annulled for the standings.
    Annulled,
    /// 50% or more played: his unplayed scheduled games are forfeits.
    Forfeited,
}

/// Games the schedule gives each player in the whole event.
pub fn scheduled_games(t: &Tournament) -> u32 {
    (t.players.len() as u32).saturating_sub(1) * cycles(t.system)
}

/// Which way the rule goes for `id`.
pub fn outcome(t: &Tournament, id: PlayerId) -> Outcome {
    let played = t.games_played(id, t.rounds_in_file());
    if 2 * played < scheduled_games(t) {
        Outcome::Annulled
    } else {
        Outcome::Forfeited
    }
}

/// The tournament as the standings see it after the withdrawals of `withdrawn` (each with the
/// first round he missed), with results of rounds 1..=`k`: the forfeits of [`with_forfeits`],
/// then annulled games become unpaired rounds for both sides (no points, no opponent for the
/// tie-breaks).
pub fn for_standings(t: &Tournament, withdrawn: &[(PlayerId, u32)], k: u32) -> Tournament {
    let mut out = with_forfeits(t, withdrawn, k);
    for id in annulled(t, withdrawn) {
        for r in 1..=k.max(t.rounds_in_file()) {
            if let Some(o) = out.player(id).and_then(|p| p.round(r).opponent()) {
                if let Some(op) = out.player_mut(o) {
                    op.set_round(r, RoundEntry::NotPaired);
                }
            }
            if let Some(p) = out.player_mut(id) {
                p.set_round(r, RoundEntry::NotPaired);
            }
        }
    }
    out
}

/// The games of rounds `from..=k` that the schedule gives a player withdrawn with 50% or more,
/// written in as forfeits (`-` for him, `+` for the opponent, the table's colours; `-` for both
/// when the opponent has withdrawn by then too: a game neither played scores for nobody). The results
/// stand, so this is also what a TRF export writes: another program reading the file counts
/// the same points. Annulled results (under 50%) are left as they are here.
pub fn with_forfeits(t: &Tournament, withdrawn: &[(PlayerId, u32)], k: u32) -> Tournament {
    let mut out = t.clone();
    let forfeited = going(t, withdrawn, Outcome::Forfeited);
    if forfeited.is_empty() {
        return out;
    }
    let Ok(schedule) = super::schedule(t.players.len() as u32, cycles(t.system)) else { return out };
    for (id, from) in forfeited {
        for (i, (_, games)) in schedule.iter().enumerate() {
            let r = i as u32 + 1;
            if r < from || r > k {
                continue;
            }
            let Some(&(w, b)) = games.iter().find(|&&(w, b)| w == id || b == id) else { continue };
            let o = if w == id { b } else { w };
            let played = out.player(id).is_some_and(|p| p.round(r).is_played_game());
            if out.player(o).is_none() || played {
                continue;
            }
            let colour = |x: PlayerId| Some(if x == w { Colour::White } else { Colour::Black });
            // an opponent who has left too scores nothing from it: both lose by forfeit
            let result = |x: PlayerId| if gone(withdrawn, x, r) { GameResult::ForfeitLoss } else { GameResult::ForfeitWin };
            for (x, y) in [(id, o), (o, id)] {
                if let Some(p) = out.player_mut(x) {
                    p.set_round(r, RoundEntry::Game { opponent: y, colour: colour(x), result: result(x) });
                }
            }
        }
    }
    out
}

/// Whether `id` has left the tournament by round `r` (withdrawn from that round or earlier).
fn gone(withdrawn: &[(PlayerId, u32)], id: PlayerId, r: u32) -> bool {
    withdrawn.iter().any(|&(w, from)| w == id && from <= r)
}

/// Players whose line the standings leave out (results annulled).
pub fn annulled(t: &Tournament, withdrawn: &[(PlayerId, u32)]) -> Vec<PlayerId> {
    going(t, withdrawn, Outcome::Annulled).into_iter().map(|(id, _)| id).collect()
}

/// The withdrawn players of the tournament (with the first round each missed) whose games go `way`.
fn going(t: &Tournament, withdrawn: &[(PlayerId, u32)], way: Outcome) -> Vec<(PlayerId, u32)> {
    withdrawn.iter().copied().filter(|&(id, _)| t.player(id).is_some() && outcome(t, id) == way).collect()
}
