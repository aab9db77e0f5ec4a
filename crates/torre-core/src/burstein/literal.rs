//! A literal reading of Articles 2-4 for small brackets, used as an oracle for `bracket`:
//! every pairing of the bracket is generated in the order of Article 4.3, each is rated on
//! [C4]-[C8] by brute force (the following bracket's [C5]-[C6] for [C7] as well), and the
//! first of the best is taken (3.2.2). [C6] compares the floaters' scores directly, sorted in
//! descending order, the higher the better: the reading both reference engines share (see
//! `bracket`), which `bracket` reaches through counts per score level instead. Inside [C7] the
//! following bracket's floaters' scores are compared word for word, the lower the better.

use super::bracket::BracketPairing;
use super::Ctx;
use crate::score::Score;
use std::cmp::Reverse;

/// Size limits for the brute force.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub max_bracket: usize,
    pub max_next: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits { max_bracket: 8, max_next: 8 }
    }
}

/// [C7]: the following bracket's [C5] pairs, then its [C6] floaters' scores in descending
/// order, the lower the better (word for word, see `bracket`).
type Following = (usize, Reverse<Vec<Score>>);
/// [C5] pairs, [C6] the floaters' scores in descending order (with their number fixed by [C5],
/// higher is better: the engines' reading, see `bracket`), [C7], then [C8] the players who do
/// not get their colour preference (greater is better).
pub type Quality = (usize, Vec<Score>, Following, Reverse<usize>);

/// One pairing of a bracket: pairs and floaters.
type Candidate = (Vec<(usize, usize)>, Vec<usize>);

/// All pairings of `players` (BSN order) in the order of Article 4.3: `(pairs, floaters)`.
fn pairings(ctx: &Ctx, players: &[usize]) -> Vec<Candidate> {
    fn rec(ctx: &Ctx, p: &[usize], used: &mut Vec<bool>, pairs: &mut Vec<(usize, usize)>, floats: &mut Vec<usize>, out: &mut Vec<Candidate>) {
        let Some(i) = (0..p.len()).find(|&i| !used[i]) else {
            out.push((pairs.clone(), floats.clone()));
            return;
        };
        used[i] = true;
        for j in (i + 1..p.len()).rev() {
            if !used[j] && ctx.compatible(p[i], p[j]) {
                used[j] = true;
                pairs.push((p[i], p[j]));
                rec(ctx, p, used, pairs, floats, out);
                pairs.pop();
                used[j] = false;
            }
        }
        floats.push(p[i]);
        rec(ctx, p, used, pairs, floats, out);
        floats.pop();
        used[i] = false;
    }
    let mut out = Vec::new();
    rec(ctx, players, &mut vec![false; players.len()], &mut Vec::new(), &mut Vec::new(), &mut out);
    out
}

fn desc_scores(ctx: &Ctx, v: &[usize]) -> Vec<Score> {
    let mut s: Vec<Score> = v.iter().map(|&i| ctx.score[i]).collect();
    crate::sort::by(&mut s, &|a, b| b.cmp(a));
    s
}

/// [C7]: the best [C5]-[C6] of the following bracket `players` when `rest` must be paired too ([C4]).
fn best_following(ctx: &Ctx, players: &[usize], rest: &[usize]) -> Option<Following> {
    pairings(ctx, players)
        .into_iter()
        .filter(|(_, f)| ctx.completable(&[f.as_slice(), rest].concat()))
        .map(|(p, f)| (p.len(), Reverse(desc_scores(ctx, &f))))
        .max()
}

/// The following bracket for [C7]: the next scoregroup below, and the players beyond it.
fn next_and_beyond(ctx: &Ctx, lower: &[usize]) -> (Vec<usize>, Vec<usize>) {
    let next_score = lower.iter().map(|&i| ctx.score[i]).max();
    lower.iter().copied().partition(|&i| Some(ctx.score[i]) == next_score)
}

/// [C4]-[C8] of one pairing of the bracket: `None` if [C4] fails, `Some(None)` if the
/// following bracket is beyond `limits`.
fn rate(ctx: &Ctx, pairs: &[(usize, usize)], floaters: &[usize], lower: &[usize], limits: &Limits) -> Option<Option<Quality>> {
    // [C4]
    if !ctx.completable(&[floaters, lower].concat()) {
        return None;
    }
    // [C7]
    let (next, beyond) = next_and_beyond(ctx, lower);
    let mut following = floaters.to_vec();
    following.extend(&next);
    if following.len() > limits.max_next {
        return Some(None);
    }
    let Some(c7) = best_following(ctx, &following, &beyond) else { return Some(None) };
    let unsatisfied = pairs.iter().filter(|&&(a, b)| ctx.pref[a].colour.is_some() && ctx.pref[a].colour == ctx.pref[b].colour).count();
    Some(Some((pairs.len(), desc_scores(ctx, floaters), c7, Reverse(unsatisfied))))
}

/// Pair one bracket literally, or `None` if it is beyond `limits`.
pub fn pair_bracket(ctx: &Ctx, players: &[usize], lower: &[usize], limits: &Limits) -> Option<BracketPairing> {
    if players.len() > limits.max_bracket {
        return None;
    }
    let mut best: Option<(Quality, BracketPairing)> = None;
    for (pairs, floaters) in pairings(ctx, players) {
        let Some(q) = rate(ctx, &pairs, &floaters, lower, limits) else { continue };
        let q = q?;
        // 3.2.2: the first of the best in the order of 4.3
        if best.as_ref().is_none_or(|(bq, _)| q > *bq) {
            best = Some((q, BracketPairing { pairs, floaters }));
        }
    }
    best.map(|(_, b)| b)
}

/// How the literal reading rates one given pairing of a bracket (`players` in BSN order):
/// its quality on [C5]-[C8] and its place in the order of Article 4.3 (0 = first). `None`
/// when it is not a pairing of the bracket that [C1]-[C4] allow, or the bracket is beyond
/// `limits`. Used to show why a pairing other than the engine's is not the text's.
pub fn assess(ctx: &Ctx, players: &[usize], lower: &[usize], pairing: &BracketPairing, limits: &Limits) -> Option<(Quality, usize)> {
    if players.len() > limits.max_bracket {
        return None;
    }
    let all = pairings(ctx, players);
    let (position, (pairs, floaters)) = place_in(&all, players, pairing)?;
    let q = rate(ctx, pairs, floaters, lower, limits)??;
    Some((q, position))
}

/// Where `pairing` is among `all`, the pairings of `players` in the order of 4.3 (its pairs
/// and floaters put in BSN order as `all` has them), and that entry.
fn place_in<'a>(all: &'a [Candidate], players: &[usize], pairing: &BracketPairing) -> Option<(usize, &'a Candidate)> {
    let bsn = |i: usize| players.iter().position(|&p| p == i);
    let mut pairs: Vec<(usize, usize)> = pairing.pairs.iter().map(|&(a, b)| if bsn(a) < bsn(b) { (a, b) } else { (b, a) }).collect();
    crate::sort::by_key(&mut pairs, |&(a, _)| bsn(a));
    let mut floaters = pairing.floaters.clone();
    crate::sort::by_key(&mut floaters, |&i| bsn(i));
    all.iter().enumerate().find(|(_, (p, f))| *p == pairs && *f == floaters)
}

/// Where the chosen pairing of a bracket stands in the order of Article 4.3, for the
/// explanation: its place among the pairings [C1]-[C4] allow (1 = first) with as many outgoing
/// floaters as the chosen one (4.2: the virtual players are the floaters 3.2.1 determines; a
/// pairing with fewer pairs is not in the order), the first of them,
/// and the first quality criterion on which that one is worse (3.2.2 takes the first of the
/// best). `worse_on` is None when the chosen pairing is that first one.
#[derive(Clone, Debug, PartialEq)]
pub struct Order {
    pub place: usize,
    pub first: BracketPairing,
    pub worse_on: Option<&'static str>,
}

/// The `Order` of `chosen` in the bracket `players` (BSN order), or `None` when the bracket
/// is beyond `limits` or `chosen` is not one of its pairings.
pub fn order(ctx: &Ctx, players: &[usize], lower: &[usize], chosen: &BracketPairing, limits: &Limits) -> Option<Order> {
    // the brute force weighs every pairing against every pairing of the following bracket,
    // each with a completion test over the players below: bounded for large fields (the
    // number of pairings of n players, floats included, is at most the n-th involution number)
    const PAIRINGS: [usize; 9] = [1, 1, 2, 4, 10, 26, 76, 232, 764];
    let (next, _) = next_and_beyond(ctx, lower);
    let following = (players.len() + next.len()).min(limits.max_next).min(8);
    let size = players.len().min(8);
    if PAIRINGS[size] * PAIRINGS[following] * lower.len().max(1) > 20_000_000 {
        return None;
    }
    if players.len() > limits.max_bracket {
        return None;
    }
    // 4.2: the order holds the pairings with as many floaters as 3.2.1 gives, the chosen one's
    let all: Vec<Candidate> = pairings(ctx, players).into_iter().filter(|(_, f)| f.len() == chosen.floaters.len()).collect();
    let (position, (pairs, floaters)) = place_in(&all, players, chosen)?;
    let quality = rate(ctx, pairs, floaters, lower, limits)??;
    // [C4] of each pairing up to the chosen one (which meets it): the first of them that does
    let allowed: Vec<bool> = all[..=position].iter().map(|(_, f)| ctx.completable(&[f.as_slice(), lower].concat())).collect();
    let place = allowed.iter().filter(|&&a| a).count();
    let (pairs, floaters) = &all[allowed.iter().position(|&a| a)?];
    let first = BracketPairing { pairs: pairs.clone(), floaters: floaters.clone() };
    if place == 1 {
        return Some(Order { place, first, worse_on: None });
    }
    let first_quality = rate(ctx, pairs, floaters, lower, limits)??;
    // 3.2.2: an earlier pairing was passed over only for being worse; where this reading
    // rates it otherwise (not on any corpus bracket), nothing is said rather than something wrong
    if first_quality >= quality {
        return None;
    }
    let differs = [first_quality.0 != quality.0, first_quality.1 != quality.1, first_quality.2 != quality.2, first_quality.3 != quality.3];
    let worse_on = differs.iter().position(|&d| d).map(|k| ["C5", "C6", "C7", "C8"][k]);
    Some(Order { place, first, worse_on })
}
