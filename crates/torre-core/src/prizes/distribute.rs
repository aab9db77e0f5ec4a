//! The distribution of a tournament's prize lists (see the module doc of [`super`] for the
//! three methods and where they come from). Amounts are whole minor units (cents): a sum split
//! among tied players leaves a remainder of a few cents, given one cent each to the tied
//! players in ranking order, so that the prizes paid add up to the prizes announced.

use super::Category;
use crate::{PlayerId, Score};
use serde::{Deserialize, Serialize};

/// How tied players (equal points) divide the prizes of the places they occupy.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Method {
    /// The tie-breaks decide: each place's prize goes to the player ranked there.
    #[default]
    TieBreak,
    /// The prizes of the tied places are added up and divided equally.
    Shared,
    /// Hort system: half of each place's prize stays with the player ranked there, the other
    /// halves are added up and divided equally among the tied players.
    Hort,
}

/// The prizes of one ranking: the whole field (`category: None`) or one category.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrizeList {
    pub category: Option<Category>,
    /// Prize of each place, 1st first, in minor units (cents).
    pub amounts: Vec<u64>,
}

/// What the regulations say about prizes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrizeRules {
    pub method: Method,
    /// Prizes are not cumulative: one prize per player, the higher one.
    #[serde(default = "yes")]
    pub one_per_player: bool,
    pub lists: Vec<PrizeList>,
}

fn yes() -> bool {
    true
}

impl Default for PrizeRules {
    /// No prizes yet; when there are, one per player (the usual clause).
    fn default() -> Self {
        PrizeRules { method: Method::default(), one_per_player: true, lists: Vec::new() }
    }
}

/// One line of a ranking, best first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ranked {
    pub player: PlayerId,
    pub points: Score,
}

/// A player's prize in one list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Award {
    pub player: PlayerId,
    pub points: Score,
    /// Position in the list's ranking (1 = first).
    pub rank: usize,
    /// The place whose prize the tie-breaks give the player (None: a tied player sharing
    /// without a place of their own).
    pub place: Option<usize>,
    pub amount: u64,
    /// How many players share (1: nobody).
    pub shared_by: usize,
}

/// Distribute every list of `rules`; `rankings[i]` is the ranking of list `i` (the standings
/// filtered to its category). Returns each list's awards in ranking order.
pub fn distribute(rules: &PrizeRules, rankings: &[Vec<Ranked>]) -> Vec<Vec<Award>> {
    let holders = places(rules, rankings);
    let prized = |p: PlayerId| holders.iter().flatten().flatten().any(|&h| h == p);
    rules
        .lists
        .iter()
        .zip(rankings)
        .zip(&holders)
        .map(|((list, ranking), holders)| {
            let mine = |p: PlayerId| holders.iter().position(|&h| h == Some(p));
            // with one prize per player, a holder of another list's prize takes no part here
            let takes_part = |p: PlayerId| mine(p).is_some() || !rules.one_per_player || !prized(p);
            let mut out = Vec::new();
            for (score, members) in tied_groups(ranking, &takes_part) {
                let placed: Vec<(usize, Option<usize>)> = members.iter().map(|&(rank, p)| (rank, mine(p))).collect();
                if placed.iter().all(|(_, place)| place.is_none()) {
                    continue;
                }
                let amounts = split(rules.method, &list.amounts, &placed);
                for ((rank, p), ((_, place), amount)) in members.iter().zip(placed.iter().zip(amounts)) {
                    let shared_by = if rules.method == Method::TieBreak { 1 } else { members.len() };
                    if place.is_some() || amount > 0 {
                        out.push(Award { player: *p, points: score, rank: *rank, place: place.map(|i| i + 1), amount, shared_by });
                    }
                }
            }
            out
        })
        .collect()
}

/// Who holds each place of each list. Cumulative prizes: the list's ranking in order. One prize
/// per player: the prizes from the highest amount down (equal amounts: list order, then place),
/// each to the best-ranked player of its list without a prize yet, so a player always gets the
/// higher of the prizes they could win.
fn places(rules: &PrizeRules, rankings: &[Vec<Ranked>]) -> Vec<Vec<Option<PlayerId>>> {
    let mut holders: Vec<Vec<Option<PlayerId>>> = rules.lists.iter().map(|l| vec![None; l.amounts.len()]).collect();
    if !rules.one_per_player {
        for (h, ranking) in holders.iter_mut().zip(rankings) {
            for (slot, r) in h.iter_mut().zip(ranking) {
                *slot = Some(r.player);
            }
        }
        return holders;
    }
    let mut prizes: Vec<(u64, usize, usize)> = Vec::new();
    for (l, list) in rules.lists.iter().enumerate() {
        prizes.extend(list.amounts.iter().enumerate().map(|(i, &a)| (a, l, i)));
    }
    crate::sort::by(&mut prizes, &|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2)));
    let mut taken: Vec<PlayerId> = Vec::new();
    for (_, l, i) in prizes {
        let Some(ranking) = rankings.get(l) else { continue };
        if let Some(r) = ranking.iter().find(|r| !taken.contains(&r.player)) {
            taken.push(r.player);
            holders[l][i] = Some(r.player);
        }
    }
    holders
}

/// The players taking part in a list grouped by equal points: (points, [(rank, player)]).
fn tied_groups(ranking: &[Ranked], takes_part: &dyn Fn(PlayerId) -> bool) -> Vec<(Score, Vec<(usize, PlayerId)>)> {
    let mut groups: Vec<(Score, Vec<(usize, PlayerId)>)> = Vec::new();
    for (i, r) in ranking.iter().enumerate().filter(|(_, r)| takes_part(r.player)) {
        match groups.last_mut() {
            Some((s, g)) if *s == r.points => g.push((i + 1, r.player)),
            _ => groups.push((r.points, vec![(i + 1, r.player)])),
        }
    }
    groups
}

/// The amounts of one tied group, each member with the place they hold (if any).
fn split(method: Method, amounts: &[u64], members: &[(usize, Option<usize>)]) -> Vec<u64> {
    let prize = |place: Option<usize>| place.map(|i| amounts[i]).unwrap_or(0);
    match method {
        Method::TieBreak => members.iter().map(|(_, p)| prize(*p)).collect(),
        Method::Shared => equal_shares(members.iter().map(|(_, p)| prize(*p)).sum(), members.len()),
        Method::Hort => {
            let kept: Vec<u64> = members.iter().map(|(_, p)| prize(*p) / 2).collect();
            let pooled = members.iter().map(|(_, p)| prize(*p)).sum::<u64>() - kept.iter().sum::<u64>();
            kept.iter().zip(equal_shares(pooled, members.len())).map(|(k, s)| k + s).collect()
        }
    }
}

/// `total` in `n` equal shares; the remainder one unit each to the first.
fn equal_shares(total: u64, n: usize) -> Vec<u64> {
    let n64 = n as u64;
    (0..n64).map(|i| total / n64 + u64::from(i < total % n64)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ranking(points: &[i32]) -> Vec<Ranked> {
        points.iter().enumerate().map(|(i, &p)| Ranked { player: i as u32 + 1, points: Score(p) }).collect()
    }

    fn rules(method: Method, lists: &[&[u64]]) -> PrizeRules {
        PrizeRules {
            method,
            one_per_player: true,
            lists: lists.iter().map(|a| PrizeList { category: None, amounts: a.to_vec() }).collect(),
        }
    }

    fn paid(awards: &[Award]) -> Vec<(PlayerId, u64)> {
        awards.iter().map(|a| (a.player, a.amount)).collect()
    }

    #[test]
    fn hort_keeps_half_and_pools_half() {
        // 100, 80, 60, 40, 20, 10 (whole units as cents x100): A and B tie on 8, C alone on
        // 7.5, D, E, F tie on 7
        let r = rules(Method::Hort, &[&[10000, 8000, 6000, 4000, 2000, 1000]]);
        let a = distribute(&r, &[ranking(&[80, 80, 75, 70, 70, 70, 60])]);
        assert_eq!(paid(&a[0]), vec![(1, 9500), (2, 8500), (3, 6000), (4, 3167), (5, 2167), (6, 1666)]);
        assert_eq!(a[0].iter().map(|a| a.amount).sum::<u64>(), 31000, "everything announced is paid");
        assert_eq!(a[0][0].shared_by, 2);
        assert_eq!(a[0][2].shared_by, 1);
    }

    #[test]
    fn shared_pools_the_tied_places() {
        let r = rules(Method::Shared, &[&[200000, 100000, 50000, 30000, 20000]]);
        let a = distribute(&r, &[ranking(&[90, 80, 80, 80, 70, 60])]);
        assert_eq!(paid(&a[0]), vec![(1, 200000), (2, 60000), (3, 60000), (4, 60000), (5, 20000)]);
    }

    #[test]
    fn a_tie_beyond_the_last_prize_shares_it_too() {
        let r = rules(Method::Shared, &[&[300, 200, 100]]);
        let a = distribute(&r, &[ranking(&[50, 40, 40, 40, 30])]);
        assert_eq!(paid(&a[0]), vec![(1, 300), (2, 100), (3, 100), (4, 100)]);
        assert_eq!(a[0][3].place, None, "the fourth tied player holds no place of their own");
        let hort = distribute(&PrizeRules { method: Method::Hort, ..r.clone() }, &[ranking(&[50, 40, 40, 40, 30])]);
        // kept 100 + 50, pooled 100 + 50 = 150 in three shares
        assert_eq!(paid(&hort[0]), vec![(1, 300), (2, 150), (3, 100), (4, 50)]);
    }

    #[test]
    fn tie_break_gives_each_place_its_prize() {
        let r = rules(Method::TieBreak, &[&[300, 200, 100]]);
        let a = distribute(&r, &[ranking(&[50, 40, 40, 40])]);
        assert_eq!(paid(&a[0]), vec![(1, 300), (2, 200), (3, 100)]);
    }

    #[test]
    fn one_prize_per_player_the_higher_one() {
        // overall 500, 100; the women's list 150: player 2 (a woman, 2nd overall) takes the
        // women's 150 rather than the overall 100, which passes to player 3
        let r = rules(Method::TieBreak, &[&[500, 100], &[150]]);
        let overall = ranking(&[50, 40, 30, 20]);
        let women = vec![overall[1], overall[3]];
        let a = distribute(&r, &[overall, women]);
        assert_eq!(paid(&a[0]), vec![(1, 500), (3, 100)]);
        assert_eq!(paid(&a[1]), vec![(2, 150)]);
        // a woman winning overall leaves the women's prize to the next woman
        let overall = ranking(&[50, 40, 30, 20]);
        let women = vec![overall[0], overall[3]];
        let a = distribute(&r, &[overall, women]);
        assert_eq!(paid(&a[0]), vec![(1, 500), (2, 100)]);
        assert_eq!(paid(&a[1]), vec![(4, 150)]);
    }

    #[test]
    fn cumulative_prizes_when_the_regulations_allow() {
        let mut r = rules(Method::TieBreak, &[&[500], &[150]]);
        r.one_per_player = false;
        let overall = ranking(&[50, 40]);
        let a = distribute(&r, &[overall.clone(), vec![overall[0]]]);
        assert_eq!(paid(&a[0]), vec![(1, 500)]);
        assert_eq!(paid(&a[1]), vec![(1, 150)]);
    }
}
