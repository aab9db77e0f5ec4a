//! The standings half of the checker (TEC Manual 3.9.4.2.c: the checker "checks the standings
//! against the listed tie-breaks"): the standings recomputed after the last round, compared
//! with the points (001 columns 81-84) and ranks (86-89) the file writes.
//!
//! A rank the tie-breaks leave shared (C.07 4.2: ties are not broken silently) agrees with any
//! rank of the file inside the shared block: a program that wrote 3 and 4 for two players
//! tied for 3rd-4th broke the tie by a rule the list does not name, which is no error of the
//! list's values.

use super::{standings, Options, Standings, TieBreak, TieBreakError, Value};
use crate::model::{PlayerId, Tournament};
use crate::score::Score;

/// A player whose points or rank in the file differ from the recomputed standings.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Difference {
    pub id: PlayerId,
    /// What the file writes (None: blank).
    pub file_points: Option<Score>,
    pub file_rank: Option<u32>,
    /// What the results and the tie-breaks give.
    pub points: Score,
    pub rank: u32,
    /// Last rank of the block the player shares (= `rank` when not shared).
    pub rank_to: u32,
    /// The player's tie-break values, in the order of the list: the values that decide.
    pub values: Vec<Value>,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct StandingsCheck {
    pub standings: Standings,
    /// Players whose points or rank differ; empty when the file agrees.
    pub differences: Vec<Difference>,
    /// Whether the file writes any rank at all (a file without ranks is compared on points).
    pub file_has_ranks: bool,
}

impl StandingsCheck {
    pub fn agrees(&self) -> bool {
        self.differences.is_empty()
    }
}

/// Recompute the standings after round `after_round` (default: the last round paired) with
/// `tiebreaks` and compare them with the file's points and ranks. The file's columns describe
/// the file's last round, so they are compared only when `after_round` is that round; for an
/// earlier round the standings are returned with no differences.
pub fn check_standings(t: &Tournament, tiebreaks: &[TieBreak], after_round: Option<u32>, opts: &Options) -> Result<StandingsCheck, TieBreakError> {
    let s = standings(t, tiebreaks, after_round, opts)?;
    let file_has_ranks = t.players.iter().any(|p| p.rank.is_some());
    let compared = s.after_round == t.rounds_in_file();
    let mut differences = Vec::new();
    if compared {
        for row in &s.rows {
            let Some(p) = t.player(row.id) else { continue };
            let block = s.rows.iter().filter(|r| r.rank == row.rank).count() as u32;
            let rank_to = row.rank + block - 1;
            let points_differ = p.declared_points.is_some_and(|d| d != row.points);
            let rank_differs = file_has_ranks && !p.rank.is_some_and(|r| (row.rank..=rank_to).contains(&r));
            if points_differ || rank_differs {
                differences.push(Difference {
                    id: row.id,
                    file_points: p.declared_points,
                    file_rank: p.rank,
                    points: row.points,
                    rank: row.rank,
                    rank_to,
                    values: row.values.clone(),
                });
            }
        }
    }
    Ok(StandingsCheck { standings: s, differences, file_has_ranks })
}
