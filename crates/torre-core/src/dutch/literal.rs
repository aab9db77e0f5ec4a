//! The Dutch bracket procedure taken literally (C.04.3 B.1–B.8, D.1–D.3), for small brackets:
//! every candidate in the rules' generation order, each judged on its own (C.1–C.4 legality,
//! failure values C.5–C.19), the first perfect one accepted (B.4), otherwise the best one
//! generated earliest (B.8). It shares with the engine only the player data and the pair
//! predicates (`Ctx::legal`, `Ctx::colour_failures`); no bracket is solved by matching. It is
//! the oracle the engine is tested against and the source of the explanation's candidates.
//!
//! The edition is `ctx.edition`: the generation order is the same in both texts (2026 Art. 3
//! and 4 renumber B and D), the failure values are not (`Judge::values`): 2026 adds the PAB
//! criterion [C5] (Art. 2.3.1) and [C9] (Art. 2.4.4), judges the downfloaters by their scores
//! ([C7], Art. 2.4.2; 2017 C.6 by the PSD of A.8), the following bracket by its pairs and its
//! downfloaters' scores ([C8], Art. 2.4.3), the repeated downfloats of residents only
//! ([C14], [C16]) and the score differences as lists taken in descending order ([C18]-[C21],
//! with the reading of `dutch::readings`); the completion criterion [C4] (Art. 2.2.1) binds
//! every bracket paired with the rest of the round in view, and only players with at most the
//! lowest completing PAB score may receive the PAB ([C5], `Ctx::can_bye`).

use crate::absolute::Breach;
use super::bracket::Ctx;
use super::entrant::Float;
use crate::matching::{max_cardinality_matching, max_weight_matching, Wide};
use crate::model::DutchEdition;

use std::cmp::Reverse;
use std::collections::HashMap;

/// The weight's width in the maximum-pairs matching below: the width Dubov's and Burstein's
/// smaller brackets use (one copy of the matching code per width in the binary).
const LIMBS: usize = 16;

/// Largest bracket the literal procedure handles.
pub const MAX_PLAYERS: usize = 10;

/// One bracket to pair: entrant indices in BSN order (MDPs first), as the engine poses it.
pub struct Problem<'a> {
    pub ctx: &'a Ctx<'a>,
    pub bracket: &'a [usize],
    pub mdps: usize,
    /// C.7: the following scoregroup (empty when C.7 does not apply).
    pub next: &'a [usize],
    /// C.4 (PPB): every lower player, to be paired with the downfloaters.
    pub rest: &'a [usize],
    /// Last bracket or PPB: the round-pairing must be completed (A.9).
    pub complete: bool,
    /// The round has an odd number of players: the PAB is given (C.2).
    pub bye: bool,
}

/// How a candidate's subgroups were obtained. Positions are BSN - 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// "B.3" (first candidate), "D.1" (transposition), "D.2" (resident exchange), "D.3" (MDP exchange).
    pub rule: &'static str,
    pub s1: Vec<usize>,
    /// S2 in its (transposed) order.
    pub s2: Vec<usize>,
    pub limbo: Vec<usize>,
    /// D.2/D.3: (moved out of the original S1, moved into it).
    pub exchange: Option<(Vec<usize>, Vec<usize>)>,
}

#[derive(Clone, Debug)]
pub struct Generated {
    pub mdp_step: Option<Step>,
    pub step: Step,
    /// Bracket positions, S1 player first.
    pub pairs: Vec<(usize, usize)>,
    pub unpaired: Vec<usize>,
}

/// Failure values (scores in tenths of a point), in priority order; 2026 names in brackets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Values {
    /// 2026 [C5] (Art. 2.3.1): the score of the PAB assignee (the bracket that gives it).
    pub pab: Option<i32>,
    /// C.5 ([C6])
    pub pairs: usize,
    /// C.6: SDs, highest first (A.8). 2026 [C7]: the downfloaters' scores, highest first.
    pub psd: Vec<i32>,
    /// C.7: pairs and PSD of the following bracket ([C8]: pairs and downfloaters' scores).
    pub next: Option<(usize, Vec<i32>)>,
    /// 2026 [C9] (Art. 2.4.4): unplayed games of the PAB assignee, in a bracket that
    /// downfloats exactly one player, who gets the PAB.
    pub unplayed: Option<i64>,
    /// C.8–C.15 ([C10]–[C17])
    pub counts: [i64; 8],
    /// C.16–C.19 (2017: sums)
    pub sds: [i64; 4],
    /// [C18]–[C21] (2026): the score differences, each list highest first.
    pub sd_lists: [Vec<i32>; 4],
}

/// Pairs of bracket positions (or entrant indices).
pub type Pairs = Vec<(usize, usize)>;

type Key = (Option<i32>, Reverse<usize>, Vec<i32>, Option<(Reverse<usize>, Vec<i32>)>, Option<i64>, [i64; 8], [i64; 4], [Vec<i32>; 4]);

impl Values {
    /// B.8 (2026 Art. 3.8.1): lexicographic by criterion, smaller is better.
    pub fn key(&self) -> Key {
        (self.pab, Reverse(self.pairs), self.psd.clone(), self.next.clone().map(|(p, v)| (Reverse(p), v)), self.unplayed, self.counts, self.sds, self.sd_lists.clone())
    }

    /// The best value of every criterion taken separately (the bar for "perfect", B.4).
    fn ideal(all: &[&Values]) -> Option<Values> {
        let first = (*all.first()?).clone();
        Some(all.iter().fold(first, |mut m, v| {
            m.pab = m.pab.min(v.pab);
            m.unplayed = m.unplayed.min(v.unplayed);
            m.pairs = m.pairs.max(v.pairs);
            m.psd = m.psd.clone().min(v.psd.clone());
            m.next = match (&m.next, &v.next) {
                (Some((p, s)), Some((q, t))) => Some(((*p).max(*q), s.clone().min(t.clone()))),
                _ => None,
            };
            for k in 0..8 {
                m.counts[k] = m.counts[k].min(v.counts[k]);
            }
            for k in 0..4 {
                m.sds[k] = m.sds[k].min(v.sds[k]);
                m.sd_lists[k] = m.sd_lists[k].clone().min(v.sd_lists[k].clone());
            }
            m
        }))
    }
}

#[derive(Clone, Debug)]
pub enum Verdict {
    /// Breaks an absolute or the completion criterion (C.1–C.4).
    Illegal(Breach),
    /// The same pairing as candidate number `.0` (0-based).
    Duplicate(usize),
    Legal(Values),
}

pub struct Outcome {
    /// B.1
    pub max_pairs: usize,
    pub m1: usize,
    /// B.2 original subgroups (positions).
    pub s1: Vec<usize>,
    pub s2: Vec<usize>,
    pub limbo: Vec<usize>,
    /// Every candidate in generation order.
    pub candidates: Vec<(Generated, Verdict)>,
    pub ideal: Option<Values>,
    /// The accepted candidate (index), and whether it is perfect (B.4) or the best (B.8).
    pub chosen: Option<usize>,
    pub perfect: bool,
}

/// Run the procedure; `None` when the bracket is larger than `MAX_PLAYERS`.
pub fn run(p: &Problem) -> Option<Outcome> {
    let nb = p.bracket.len();
    if nb > MAX_PLAYERS {
        return None;
    }
    let mut judge = Judge::new(p);
    let (max_pairs, m1) = parameters(p, &mut judge);
    judge.set_max_pairs(max_pairs);
    let mdp: Vec<usize> = (0..p.mdps).collect();
    let res: Vec<usize> = (p.mdps..nb).collect();
    // B.2: S1 = the first M1 MDPs (heterogeneous) or the first MaxPairs residents
    let (s1, s2, limbo) = if m1 > 0 {
        (mdp[..m1].to_vec(), res.clone(), mdp[m1..].to_vec())
    } else {
        (res[..max_pairs.min(res.len())].to_vec(), res[max_pairs.min(res.len())..].to_vec(), mdp.clone())
    };
    let mut candidates = Vec::new();
    let mut seen: HashMap<u64, usize> = HashMap::new();
    let mut emit = |g: Generated| {
        let key = pairing_key(&g.pairs);
        let verdict = match seen.get(&key) {
            Some(&k) => Verdict::Duplicate(k),
            None => {
                seen.insert(key, candidates.len());
                judge.verdict(&g)
            }
        };
        candidates.push((g, verdict));
    };
    if m1 > 0 {
        let score = |v: usize| p.ctx.ents[p.bracket[v]].score.tenths();
        heterogeneous(&mdp, &res, m1, max_pairs - m1, &score, &mut emit);
    } else {
        homogeneous(&res, max_pairs, &mut |step, pairs, unpaired| {
            let mut left = mdp.clone();
            left.extend_from_slice(unpaired);
            let step = Step { limbo: mdp.clone(), ..step };
            emit(Generated { mdp_step: None, step, pairs: pairs.to_vec(), unpaired: left });
        });
    }
    let (ideal, chosen, perfect) = choose(&candidates);
    Some(Outcome { max_pairs, m1, s1, s2, limbo, candidates, ideal, chosen, perfect })
}

/// B.4/B.8: the first perfect candidate, else the first of the best.
fn choose(candidates: &[(Generated, Verdict)]) -> (Option<Values>, Option<usize>, bool) {
    let legal: Vec<(usize, &Values)> = candidates
        .iter()
        .enumerate()
        .filter_map(|(i, (_, v))| if let Verdict::Legal(x) = v { Some((i, x)) } else { None })
        .collect();
    let ideal = Values::ideal(&legal.iter().map(|(_, v)| *v).collect::<Vec<_>>());
    let Some(ideal) = ideal else { return (None, None, false) };
    if let Some(&(i, _)) = legal.iter().find(|(_, v)| **v == ideal) {
        return (Some(ideal), Some(i), true);
    }
    let best = legal.iter().min_by_key(|(i, v)| (v.key(), *i)).map(|(i, _)| *i);
    (Some(ideal), best, false)
}

/// The pairs of a candidate as an order-free key (positions < 16, at most 5 pairs).
fn pairing_key(pairs: &[(usize, usize)]) -> u64 {
    let mut codes: Vec<u64> = pairs.iter().map(|&(a, b)| (a.min(b) * 16 + a.max(b)) as u64).collect();
    crate::sort::ascending(&mut codes);
    codes.iter().fold(pairs.len() as u64, |k, c| (k << 8) | c)
}

/// B.1: MaxPairs = most pairs of any legal pairing of the bracket (MDPs are paired with
/// residents only, B.3); M1 = most MDPs paired among those (C.6).
fn parameters(p: &Problem, judge: &mut Judge) -> (usize, usize) {
    let nb = p.bracket.len();
    let mut best = (0, 0);
    let mut pairs = Vec::new();
    all_matchings(p, 0, &mut vec![false; nb], &mut pairs, &mut |m: &[(usize, usize)]| {
        let mut unpaired = vec![true; nb];
        for &(a, b) in m {
            unpaired[a] = false;
            unpaired[b] = false;
        }
        let left: Vec<usize> = (0..nb).filter(|&v| unpaired[v]).collect();
        if judge.completion(&left).is_none() {
            let mdps = m.iter().filter(|(a, _)| *a < p.mdps).count();
            best = best.max((m.len(), mdps));
        }
    });
    best
}

/// Every matching of legal pairs (no two MDPs together), `f` called on each.
type OnMatching<'f> = dyn FnMut(&[(usize, usize)]) + 'f;

fn all_matchings(p: &Problem, from: usize, used: &mut [bool], cur: &mut Pairs, f: &mut OnMatching) {
    let nb = p.bracket.len();
    let Some(a) = (from..nb).find(|&v| !used[v]) else {
        f(cur);
        return;
    };
    used[a] = true;
    all_matchings(p, a + 1, used, cur, f); // a stays unpaired
    for b in a + 1..nb {
        if used[b] || (b < p.mdps) || !p.ctx.legal(p.bracket[a], p.bracket[b]) {
            continue;
        }
        used[b] = true;
        cur.push((a, b));
        all_matchings(p, a + 1, used, cur, f);
        cur.pop();
        used[b] = false;
    }
    used[a] = false;
}

/// B.7 with D.3 and D.1: MDP exchanges (outer), transpositions of S2 for the MDP-pairing,
/// then the remainder as a homogeneous bracket (inner).
fn heterogeneous(mdp: &[usize], res: &[usize], m1: usize, rem_pairs: usize, score: &dyn Fn(usize) -> i32, emit: &mut dyn FnMut(Generated)) {
    for (xi, s1) in d3_order(mdp, m1, score).into_iter().enumerate() {
        let limbo: Vec<usize> = mdp.iter().copied().filter(|v| !s1.contains(v)).collect();
        let exchange = (xi > 0).then(|| (mdp[..m1].iter().copied().filter(|v| !s1.contains(v)).collect(), s1.iter().copied().filter(|v| !mdp[..m1].contains(v)).collect()));
        let mut ti = 0;
        transpositions(res, m1, &mut |t: &[usize]| {
            let rule = if ti > 0 { "D.1" } else if xi > 0 { "D.3" } else { "B.3" };
            let mut s2 = t.to_vec();
            s2.extend(res.iter().filter(|v| !t.contains(v)));
            let mdp_step = Step { rule, s1: s1.clone(), s2, limbo: limbo.clone(), exchange: exchange.clone() };
            let remainder: Vec<usize> = res.iter().copied().filter(|v| !t.contains(v)).collect();
            let mdp_pairs: Vec<(usize, usize)> = s1.iter().copied().zip(t.iter().copied()).collect();
            homogeneous(&remainder, rem_pairs.min(remainder.len() / 2), &mut |step, pairs, unpaired| {
                let mut all = mdp_pairs.clone();
                all.extend_from_slice(pairs);
                let mut left = limbo.clone();
                left.extend_from_slice(unpaired);
                emit(Generated { mdp_step: Some(mdp_step.clone()), step, pairs: all, unpaired: left });
            });
            ti += 1;
        });
    }
}

/// B.6 with D.2 and D.1: for each resident exchange (the original subgroups first), every
/// transposition of S2; pairs S1[i]-S2[i] (B.3), the rest of S2 left unpaired.
/// What `homogeneous` hands on: the step, its pairs, the players left unpaired.
type Emit<'e> = dyn FnMut(Step, &[(usize, usize)], &[usize]) + 'e;

fn homogeneous(players: &[usize], npairs: usize, emit: &mut Emit) {
    let (s1o, s2o) = players.split_at(npairs.min(players.len()));
    // D.2 compares exchanges by the remainder's own BSNs (1.. over its players), as the
    // reference engines do: a remainder is paired as a homogeneous bracket (B.3, B.7)
    let bsn = |v: &usize| players.iter().position(|p| p == v).expect("a remainder player");
    let (r1, r2): (Vec<usize>, Vec<usize>) = (s1o.iter().map(bsn).collect(), s2o.iter().map(bsn).collect());
    let exchanges = d2_order(&r1, &r2).into_iter().map(|(o, i)| (o.iter().map(|&k| players[k]).collect::<Vec<_>>(), i.iter().map(|&k| players[k]).collect::<Vec<_>>()));
    for (xi, (out, inn)) in exchanges.enumerate() {
        let mut s1: Vec<usize> = s1o.iter().copied().filter(|v| !out.contains(v)).chain(inn.iter().copied()).collect();
        let mut s2: Vec<usize> = s2o.iter().copied().filter(|v| !inn.contains(v)).chain(out.iter().copied()).collect();
        // B.6: the new S1 and S2 reordered by A.2
        crate::sort::ascending(&mut s1);
        crate::sort::ascending(&mut s2);
        let exchange = (xi > 0).then(|| (out.clone(), inn.clone()));
        let mut ti = 0;
        transpositions(&s2, s1.len(), &mut |t: &[usize]| {
            let rule = if ti > 0 { "D.1" } else if xi > 0 { "D.2" } else { "B.3" };
            let mut order = t.to_vec();
            order.extend(s2.iter().filter(|v| !t.contains(v)));
            let pairs: Vec<(usize, usize)> = s1.iter().copied().zip(t.iter().copied()).collect();
            let step = Step { rule, s1: s1.clone(), s2: order.clone(), limbo: Vec::new(), exchange: exchange.clone() };
            emit(step, &pairs, &order[s1.len()..]);
            ti += 1;
        });
    }
}

/// D.1: the transpositions of `s2`, sorted by the lexicographic value of their first `n1`
/// BSNs (the rest is ignored): `f` gets each distinct prefix once, in order.
fn transpositions(s2: &[usize], n1: usize, f: &mut dyn FnMut(&[usize])) {
    fn rec(s2: &[usize], n1: usize, used: &mut Vec<bool>, cur: &mut Vec<usize>, f: &mut dyn FnMut(&[usize])) {
        if cur.len() == n1 {
            f(cur);
            return;
        }
        for i in 0..s2.len() {
            if !used[i] {
                used[i] = true;
                cur.push(s2[i]);
                rec(s2, n1, used, cur, f);
                cur.pop();
                used[i] = false;
            }
        }
    }
    if n1 <= s2.len() {
        rec(s2, n1, &mut vec![false; s2.len()], &mut Vec::new(), f);
    }
}

/// All subsets of `v` with `k` elements, in lexicographic order.
fn subsets(v: &[usize], k: usize) -> Vec<Vec<usize>> {
    if k == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for i in 0..v.len() {
        for mut rest in subsets(&v[i + 1..], k - 1) {
            rest.insert(0, v[i]);
            out.push(rest);
        }
    }
    out
}

/// D.2: resident exchanges (moved out of S1, moved in from S2), the empty one first, sorted by
/// a. fewest BSNs, b. smallest difference of the sums, c. highest different BSN out of S1,
/// d. lowest different BSN out of S2.
pub fn d2_order(s1: &[usize], s2: &[usize]) -> Vec<(Vec<usize>, Vec<usize>)> {
    let mut all = Vec::new();
    for k in 0..=s1.len().min(s2.len()) {
        for out in subsets(s1, k) {
            for inn in subsets(s2, k) {
                all.push((out.clone(), inn));
            }
        }
    }
    let key = |(out, inn): &(Vec<usize>, Vec<usize>)| {
        let diff = inn.iter().sum::<usize>() as i64 - out.iter().sum::<usize>() as i64;
        let mut desc = out.clone();
        crate::sort::by(&mut desc, &|a, b| b.cmp(a));
        (out.len(), diff, Reverse(desc), inn.clone())
    };
    crate::sort::by_key(&mut all, key);
    all
}

/// D.3: the sets of `m1` MDPs for S1, sorted by a. the highest different score, b. the
/// lowest BSNs in ascending order (the lexicographic order of `subsets`, kept by a stable sort).
fn d3_order(mdp: &[usize], m1: usize, score: &dyn Fn(usize) -> i32) -> Vec<Vec<usize>> {
    let mut all = subsets(mdp, m1);
    crate::sort::by_cached_key(&mut all, |s| {
        let mut sc: Vec<i32> = s.iter().map(|&v| score(v)).collect();
        crate::sort::by(&mut sc, &|a, b| b.cmp(a));
        Reverse(sc)
    });
    all
}

fn sorted(v: &[usize]) -> Vec<usize> {
    let mut v = v.to_vec();
    crate::sort::ascending(&mut v);
    v
}


/// The first `limit` candidates of the generation order, for brackets too large to run
/// whole: the original MDP-pairing (B.3) with the first transpositions of the remainder's
/// S2 (B.7, D.1), or the first transpositions of S2 in a homogeneous bracket (B.6, D.1).
pub fn first_candidates(p: &Problem, max_pairs: usize, m1: usize, limit: usize) -> Vec<Generated> {
    let nb = p.bracket.len();
    let mdp: Vec<usize> = (0..p.mdps).collect();
    let res: Vec<usize> = (p.mdps..nb).collect();
    let (mdp_step, mdp_pairs, limbo, remainder) = if m1 > 0 && res.len() >= m1 {
        let step = Step { rule: "B.3", s1: mdp[..m1].to_vec(), s2: res.clone(), limbo: mdp[m1..].to_vec(), exchange: None };
        (Some(step), mdp[..m1].iter().copied().zip(res.iter().copied()).collect::<Vec<_>>(), mdp[m1..].to_vec(), res[m1..].to_vec())
    } else {
        (None, Vec::new(), mdp.clone(), res.clone())
    };
    let n1 = max_pairs.saturating_sub(mdp_pairs.len()).min(remainder.len() / 2);
    let (s1, s2) = remainder.split_at(n1);
    let mut out = Vec::new();
    for t in first_transpositions(s2, n1, limit) {
        let mut order = t.clone();
        order.extend(s2.iter().filter(|v| !t.contains(v)));
        let mut pairs = mdp_pairs.clone();
        pairs.extend(s1.iter().copied().zip(t.iter().copied()));
        let mut unpaired = limbo.clone();
        unpaired.extend_from_slice(&order[n1..]);
        let rule = if out.is_empty() { "B.3" } else { "D.1" };
        let step = Step { rule, s1: s1.to_vec(), s2: order, limbo: if mdp_step.is_none() { limbo.clone() } else { Vec::new() }, exchange: None };
        out.push(Generated { mdp_step: mdp_step.clone(), step, pairs, unpaired });
    }
    out
}

/// D.1 order, stopping after `limit` transpositions.
fn first_transpositions(s2: &[usize], n1: usize, limit: usize) -> Vec<Vec<usize>> {
    fn rec(s2: &[usize], n1: usize, used: &mut Vec<bool>, cur: &mut Vec<usize>, out: &mut Vec<Vec<usize>>, limit: usize) {
        if out.len() >= limit {
            return;
        }
        if cur.len() == n1 {
            out.push(cur.clone());
            return;
        }
        for i in 0..s2.len() {
            if !used[i] {
                used[i] = true;
                cur.push(s2[i]);
                rec(s2, n1, used, cur, out, limit);
                cur.pop();
                used[i] = false;
            }
        }
    }
    let mut out = Vec::new();
    if n1 <= s2.len() {
        rec(s2, n1, &mut vec![false; s2.len()], &mut Vec::new(), &mut out, limit);
    }
    out
}

/// Legality and failure values of candidates (of any bracket size), with caches per set of
/// unpaired players.
pub struct Judge<'p, 'a> {
    p: &'p Problem<'a>,
    low: i32,
    /// 2026 [C9] applies to the bracket (see `set_max_pairs`).
    c9: bool,
    completion: HashMap<Vec<usize>, Option<Breach>>,
    c7: HashMap<Vec<usize>, (usize, Vec<i32>)>,
}

impl<'p, 'a> Judge<'p, 'a> {
    pub fn new(p: &'p Problem<'a>) -> Self {
        let low = p.bracket.iter().map(|&i| p.ctx.ents[i].score.tenths()).min().unwrap_or(0) - 10;
        Judge { p, low, c9: false, completion: HashMap::new(), c7: HashMap::new() }
    }

    /// 2026 Art. 2.4.4 [C9], as the engine applies it (`dutch::pair_bracket`): a bracket whose
    /// residents have at most the PAB score ([C5]) and whose `max_pairs` pairs leave exactly one
    /// player, who then gets the PAB.
    pub fn set_max_pairs(&mut self, max_pairs: usize) {
        let (p, ctx) = (self.p, self.p.ctx);
        let pab_bracket = p.bracket.get(p.mdps).is_some_and(|&i| ctx.pab_max.is_some_and(|m| ctx.ents[i].score <= m));
        self.c9 = ctx.edition == DutchEdition::E2026 && pab_bracket && p.bracket.len() == 2 * max_pairs + 1;
    }

    fn score(&self, pos: usize) -> i32 {
        self.p.ctx.ents[self.p.bracket[pos]].score.tenths()
    }

    pub fn verdict(&mut self, g: &Generated) -> Verdict {
        for &(a, b) in &g.pairs {
            if !self.p.ctx.legal(self.p.bracket[a], self.p.bracket[b]) {
                return Verdict::Illegal(why_illegal(self.p.ctx, self.p.bracket[a], self.p.bracket[b]));
            }
        }
        if let Some(why) = self.completion(&g.unpaired) {
            return Verdict::Illegal(why);
        }
        Verdict::Legal(self.values(g))
    }

    /// C.2 and C.4 (A.9) for the players a candidate leaves unpaired.
    fn completion(&mut self, unpaired: &[usize]) -> Option<Breach> {
        let mask = sorted(unpaired);
        if let Some(r) = self.completion.get(&mask) {
            return r.clone();
        }
        let p = self.p;
        let ids: Vec<usize> = unpaired.iter().map(|&v| p.bracket[v]).collect();
        let r = if !p.complete {
            None
        } else if p.rest.is_empty() && p.next.is_empty() {
            // the last bracket: everybody paired but the PAB (A.9), who must be eligible (C.2;
            // 2026 [C2] and, at most the lowest completing score, [C5])
            match ids.as_slice() {
                [] => None,
                [one] if p.bye && p.ctx.can_bye(*one) => None,
                [one] if p.bye => Some(Breach::ByeNotAllowed { player: p.ctx.ents[*one].id }),
                _ => Some(Breach::Unpaired { count: ids.len() }),
            }
        } else {
            // 2017 A.9 (the PPB: every lower player); 2026 [C4] (Art. 2.2.1): every player not
            // yet paired, the following scoregroup included
            let mut all = ids.clone();
            all.extend_from_slice(p.next);
            all.extend_from_slice(p.rest);
            match complete_pairing(p.ctx, &all, p.bye) {
                Some(_) => None,
                None => Some(Breach::Completion),
            }
        };
        self.completion.insert(mask, r.clone());
        r
    }

    fn values(&mut self, g: &Generated) -> Values {
        if self.p.ctx.edition == DutchEdition::E2026 {
            return self.values_2026(g);
        }
        let ctx = self.p.ctx;
        let mut v = Values { pab: None, pairs: g.pairs.len(), psd: Vec::new(), next: None, unplayed: None, counts: [0; 8], sds: [0; 4], sd_lists: Default::default() };
        for &(a, b) in &g.pairs {
            let (ea, eb) = (self.p.bracket[a], self.p.bracket[b]);
            let sd = (self.score(a) - self.score(b)).abs();
            v.psd.push(sd); // A.8: SD of a pair
            for (k, x) in ctx.colour_failures(ea, eb).iter().enumerate() {
                v.counts[k] += x; // C.8–C.11
            }
            if sd != 0 {
                // A.4.b: the higher score floats down, the lower up
                let (hi, lo) = if self.score(a) > self.score(b) { (ea, eb) } else { (eb, ea) };
                self.float_cost(&mut v, hi, Float::Down, sd);
                self.float_cost(&mut v, lo, Float::Up, sd);
            }
        }
        for &u in &g.unpaired {
            let sd = self.score(u) - self.low;
            v.psd.push(sd); // A.8: SD of a downfloater, against the artificial score
            self.float_cost(&mut v, self.p.bracket[u], Float::Down, sd);
        }
        crate::sort::by(&mut v.psd, &|a, b| b.cmp(a));
        if !self.p.next.is_empty() {
            v.next = Some(self.next_bracket(&g.unpaired));
        }
        v
    }

    /// The 2026 criteria (Art. 2.3-2.4) of a candidate, as the engine weighs them
    /// (`dutch::bracket`, `edge_terms` and `float_terms` of the 2026 edition).
    fn values_2026(&mut self, g: &Generated) -> Values {
        let (p, ctx) = (self.p, self.p.ctx);
        let mut v = Values { pab: None, pairs: g.pairs.len(), psd: Vec::new(), next: None, unplayed: None, counts: [0; 8], sds: [0; 4], sd_lists: Default::default() };
        for &(a, b) in &g.pairs {
            let (ea, eb) = (p.bracket[a], p.bracket[b]);
            for (k, x) in ctx.colour_failures(ea, eb).iter().enumerate() {
                v.counts[k] += x; // [C10]–[C13]
            }
            let sd = (self.score(a) - self.score(b)).abs();
            if sd != 0 {
                // [C15]/[C17] MDP opponents who received an upfloat, [C19]/[C21] their SDs
                let lo = &ctx.ents[if self.score(a) > self.score(b) { eb } else { ea }];
                for (k, f) in [(1, lo.float_prev), (3, lo.float_prev2)] {
                    if f == Float::Up {
                        v.counts[4 + k] += 1;
                        v.sd_lists[k].push(sd);
                    }
                }
            }
        }
        // the residents' score: an MDP's score difference is his score above it
        let resident = p.bracket[p.mdps..].iter().map(|&i| ctx.ents[i].score.tenths()).max().unwrap_or(0);
        for &u in &g.unpaired {
            let e = &ctx.ents[p.bracket[u]];
            v.psd.push(self.score(u)); // [C7]: the downfloaters' scores
            for (k, f) in [(0, e.float_prev), (2, e.float_prev2)] {
                if f != Float::Down {
                    continue;
                }
                if u >= p.mdps {
                    v.counts[4 + k] += 1; // [C14]/[C16]: resident downfloaters
                } else if self.score(u) > resident {
                    v.sd_lists[k].push(self.score(u) - resident); // [C18]/[C20]: MDPs floating on
                }
            }
        }
        crate::sort::by(&mut v.psd, &|a, b| b.cmp(a));
        for l in &mut v.sd_lists {
            crate::sort::by(l, &|a, b| b.cmp(a));
        }
        if let [one] = g.unpaired[..] {
            if p.complete && p.bye && p.rest.is_empty() && p.next.is_empty() {
                v.pab = Some(self.score(one)); // [C5]: the last bracket gives the PAB
            }
            if self.c9 {
                v.unplayed = Some(ctx.ents[p.bracket[one]].unplayed as i64);
            }
        }
        if !p.next.is_empty() {
            v.next = Some(self.next_bracket(&g.unpaired));
        }
        v
    }

    /// C.12–C.19: the same float as one (C.12, C.13, C.16, C.17) or two rounds before
    /// (C.14, C.15, C.18, C.19).
    fn float_cost(&self, v: &mut Values, e: usize, f: Float, sd: i32) {
        let e = &self.p.ctx.ents[e];
        let base = if f == Float::Down { 0 } else { 1 };
        if e.float_prev == f {
            v.counts[4 + base] += 1;
            v.sds[base] += sd as i64;
        }
        if e.float_prev2 == f {
            v.counts[6 + base] += 1;
            v.sds[2 + base] += sd as i64;
        }
    }

    /// C.7: the following bracket (these downfloaters as MDPs + the next scoregroup), paired
    /// for the most pairs, then the lowest PSD.
    fn next_bracket(&mut self, unpaired: &[usize]) -> (usize, Vec<i32>) {
        let mask = sorted(unpaired);
        if let Some(r) = self.c7.get(&mask) {
            return r.clone();
        }
        let mdps: Vec<usize> = unpaired.iter().map(|&v| self.p.bracket[v]).collect();
        let r = next_bracket_value(self.p.ctx, &mdps, self.p.next);
        self.c7.insert(mask, r.clone());
        r
    }
}

/// Pairs and PSD (A.8) of the best pairing of a bracket of `mdps` + `residents` (MDPs only
/// against residents, B.3): the most pairs (C.5), then the lowest PSD (C.6).
pub fn next_bracket_value(ctx: &Ctx, mdps: &[usize], residents: &[usize]) -> (usize, Vec<i32>) {
    let players: Vec<usize> = mdps.iter().chain(residents).copied().collect();
    let sc = |i: usize| ctx.ents[players[i]].score.tenths();
    let e2026 = ctx.edition == DutchEdition::E2026;
    // 2026 [C8] with [C7]: the downfloaters' own scores; 2017 C.7 with C.6: SDs against the
    // artificial score (A.8) and the pairs' SDs
    let low = if e2026 { 0 } else { (0..players.len()).map(sc).min().unwrap_or(0) - 10 };
    let single = |i: usize| sc(i) - low;
    let pair_sd = |a: usize, b: usize| if e2026 { None } else { Some((sc(a) - sc(b)).abs()) };
    // the SD levels, highest first; a pairing's PSD compares as counts per level from the top
    let mut levels: Vec<i32> = (0..players.len()).map(single).collect();
    for a in 0..players.len() {
        for b in mdps.len()..players.len() {
            levels.extend(pair_sd(a, b));
        }
    }
    crate::sort::by(&mut levels, &|a, b| b.cmp(a));
    levels.dedup();
    let width = (usize::BITS - players.len().leading_zeros()) as usize + 3;
    let shift = |sd: i32| (levels.len() - 1 - levels.iter().position(|&l| l == sd).unwrap_or(0)) * width;
    let top = levels.len() * width;
    let mut edges = Vec::new();
    for a in 0..players.len() {
        for b in mdps.len().max(a + 1)..players.len() {
            if !ctx.legal(players[a], players[b]) {
                continue;
            }
            let mut w = Wide::<LIMBS>::ZERO;
            w.add_signed(1, top); // one more pair
            w.add_signed(1, shift(single(a))); // two unpaired elements fewer ...
            w.add_signed(1, shift(single(b)));
            if let Some(sd) = pair_sd(a, b) {
                w.add_signed(-1, shift(sd)); // ... one pair element more
            }
            edges.push((a, b, w));
        }
    }
    // the following bracket is the last one of an odd round: its pairing must leave out one
    // player only, who takes the PAB and so must be eligible (A.9, C.2); that player counts
    // as a pair (the bracket completed), and as a downfloater in the PSD (A.8)
    let lowest = residents.first().map(|&i| ctx.ents[i].score);
    // (2017 only: the 2026 engine judges [C8] without the following bracket's PAB)
    let last = !e2026 && ctx.ents.len() % 2 == 1 && lowest.is_some_and(|l| ctx.ents.iter().all(|e| e.score >= l));
    let bye = players.len();
    if last {
        for a in (0..players.len()).filter(|&a| ctx.ents[players[a]].can_bye) {
            let mut w = Wide::<LIMBS>::ZERO;
            w.add_signed(1, top);
            edges.push((a, bye, w));
        }
    }
    if top + width > LIMBS * 64 - 2 {
        // too many levels for the weight: count the pairs only
        edges.iter_mut().for_each(|e| e.2 = Wide::<LIMBS>::from_u64(1));
    }
    let mate = max_weight_matching(players.len() + usize::from(last), &edges);
    let mut psd = Vec::new();
    let mut pairs = 0;
    for (a, m) in mate.iter().enumerate().take(players.len()) {
        match m {
            None => psd.push(single(a)),
            Some(b) if *b == bye => {
                pairs += 1;
                psd.push(single(a));
            }
            Some(b) if a < *b => {
                pairs += 1;
                psd.extend(pair_sd(a, *b));
            }
            _ => {}
        }
    }
    crate::sort::by(&mut psd, &|a, b| b.cmp(a));
    (pairs, psd)
}

/// Which absolute criterion forbids the pair `a`-`b`.
pub fn why_illegal(ctx: &Ctx, a: usize, b: usize) -> Breach {
    let (x, y) = (&ctx.ents[a], &ctx.ents[b]);
    if x.has_met(y.id) {
        Breach::Met { a: x.id, b: y.id }
    } else if ctx.forbidden.contains(&(x.id.min(y.id), x.id.max(y.id))) {
        Breach::Forbidden { a: x.id, b: y.id }
    } else {
        Breach::SameColour { a: x.id, b: y.id, colour: x.pref.colour }
    }
}

/// A.9 "Requirement Zero": one legal pairing of `players` (entrant indices), with the PAB
/// to an eligible player (C.2) when `bye`; `None` when there is none.
pub fn complete_pairing(ctx: &Ctx, players: &[usize], bye: bool) -> Option<(Pairs, Option<usize>)> {
    let n = players.len();
    if (n + usize::from(bye)) % 2 == 1 {
        return None;
    }
    let mut adj = vec![Vec::new(); n + usize::from(bye)];
    for u in 0..n {
        for v in u + 1..n {
            if ctx.legal(players[u], players[v]) {
                adj[u].push(v);
                adj[v].push(u);
            }
        }
        if bye && ctx.can_bye(players[u]) {
            adj[u].push(n);
            adj[n].push(u);
        }
    }
    let mate = max_cardinality_matching(&adj);
    if mate.iter().any(|m| m.is_none()) {
        return None;
    }
    let pairs = (0..n).filter_map(|u| mate[u].filter(|&v| v < n && u < v).map(|v| (players[u], players[v]))).collect();
    let bye_to = (0..n).find(|&u| mate[u] == Some(n)).map(|u| players[u]);
    Some((pairs, bye_to))
}

/// The set of pairs of a pairing as (lower, higher) entrant indices, sorted.
pub fn normalised(pairs: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut v: Vec<(usize, usize)> = pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    crate::sort::ascending(&mut v);
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    /// D.2 example of the seed slides: in [1,2,3,4][5,6,7,8] single exchanges come as
    /// 5-4, 6-4, 5-3, 7-4, 6-3, 5-2, 8-4, 7-3, 6-2 (BSNs).
    #[test]
    fn d2_single_exchanges_in_slide_order() {
        let order = d2_order(&[0, 1, 2, 3], &[4, 5, 6, 7]);
        let singles: Vec<(usize, usize)> = order.iter().filter(|(o, _)| o.len() == 1).map(|(o, i)| (i[0] + 1, o[0] + 1)).take(9).collect();
        assert_eq!(singles, vec![(5, 4), (6, 4), (5, 3), (7, 4), (6, 3), (5, 2), (8, 4), (7, 3), (6, 2)]);
        assert!(order[0].0.is_empty(), "the original subgroups come first");
    }

    /// D.1: 3-player S2 of the slides (456, 465, 546, 564, 645, 654).
    #[test]
    fn d1_transpositions_in_lexicographic_order() {
        let mut seen = Vec::new();
        transpositions(&[3, 4, 5], 3, &mut |t| seen.push(t.iter().map(|v| v + 1).collect::<Vec<_>>()));
        assert_eq!(seen, vec![vec![4, 5, 6], vec![4, 6, 5], vec![5, 4, 6], vec![5, 6, 4], vec![6, 4, 5], vec![6, 5, 4]]);
    }
}
