//! The tournament's prizes as the app shows them: each prize list's ranking after a round (the
//! standings filtered to the list's category) and the core's distribution
//! (`torre_core::prizes`), plus reading and writing amounts of money.

use super::Doc;
use torre_core::prizes::{self, category, Award, Category, Ranked};
pub use torre_core::prizes::money::{fmt_money, parse_amounts};
use torre_core::PlayerId;

/// One prize list after a round.
pub struct ListResult {
    /// The list's ranking: (rank in the whole tournament, player and points), best first.
    pub ranking: Vec<(u32, Ranked)>,
    pub awards: Vec<Award>,
}

impl ListResult {
    pub fn award(&self, id: PlayerId) -> Option<&Award> {
        self.awards.iter().find(|a| a.player == id)
    }

    /// Players still tied after every tie-break (equal rank in the standings) whom the
    /// tie-break method pays differently: C.07 (2026) Art. 4.2 breaks such a tie by drawing of
    /// lots unless the regulations say otherwise, so the arbiter is told (the list's order
    /// among them is the pairing numbers', not a rule's).
    pub fn unbroken_ties(&self, method: prizes::Method) -> Vec<Vec<PlayerId>> {
        if method != prizes::Method::TieBreak {
            return Vec::new();
        }
        let amount = |id| self.award(id).map_or(0, |a| a.amount);
        let mut out: Vec<Vec<PlayerId>> = Vec::new();
        for group in self.ranking.chunk_by(|a, b| a.0 == b.0) {
            let ids: Vec<PlayerId> = group.iter().map(|r| r.1.player).collect();
            if ids.iter().any(|&id| amount(id) != amount(ids[0])) {
                out.push(ids);
            }
        }
        out
    }
}

/// Every prize list of the tournament after round `k` (`year`: the tournament's year when its
/// start date is unknown, for the age groups).
pub fn results(d: &Doc, k: u32, year: i32) -> Vec<ListResult> {
    let t = &d.tournament;
    let table = crate::standings::compute(d, k);
    let overall: Vec<(u32, Ranked)> = table.rows.iter().map(|r| (r.rank, Ranked { player: r.player, points: r.points })).collect();
    let year = category::tournament_year(t, year);
    let rankings: Vec<Vec<(u32, Ranked)>> = d
        .prizes
        .lists
        .iter()
        .map(|l| match &l.category {
            None => overall.clone(),
            Some(c) => overall.iter().copied().filter(|(_, r)| t.player(r.player).is_some_and(|p| c.admits(p, year))).collect(),
        })
        .collect();
    let plain: Vec<Vec<Ranked>> = rankings.iter().map(|r| r.iter().map(|x| x.1).collect()).collect();
    let awards = prizes::distribute(&d.prizes, &plain);
    rankings.into_iter().zip(awards).map(|(ranking, awards)| ListResult { ranking, awards }).collect()
}

pub fn amounts_text(amounts: &[u64]) -> String {
    amounts.iter().map(|&a| fmt_money(a)).collect::<Vec<_>>().join(" ")
}

/// A category's conditions in short: "W · U16 · 1600–1799 · unrated".
pub fn conditions(c: &Category, women: &str, unrated: &str) -> String {
    let mut parts = Vec::new();
    if c.women {
        parts.push(women.to_string());
    }
    match c.age {
        Some(prizes::Age::Under(n)) => parts.push(format!("U{n}")),
        Some(prizes::Age::AtLeast(n)) => parts.push(format!("{n}+")),
        None => {}
    }
    match (c.rating_from, c.rating_below) {
        (Some(f), Some(b)) => parts.push(format!("{f}–{}", b.saturating_sub(1))),
        (Some(f), None) => parts.push(format!("≥ {f}")),
        (None, Some(b)) => parts.push(format!("< {b}")),
        (None, None) => {}
    }
    if c.unrated || (c.band_includes_unrated && (c.rating_from.is_some() || c.rating_below.is_some())) {
        parts.push(unrated.to_string());
    }
    parts.join(" · ")
}
