//! B.3 subgroups, B.4 shifters (D.2 order), and the exact C.7 value of a bracket.
//!
//! Structure used (proved in the comments of `pair_bracket`): call A the smaller subgroup
//! (G1 if the sizes are equal) and B the other. After B.4, every pair joins the new G1 and
//! G2, so a pairing is a perfect matching of the bracket in which each A-A pair holds
//! exactly one step-1 shifter X, each B-B pair exactly one step-2 shifter Y, and the A-B
//! pairs use A\X and B\Y. The number of A-A pairs is p, the least possible in a legal
//! pairing ("must unavoidably be paired together"); with it, C.7 = |A|-|B| difference / 2 + 2p
//! for every legal outcome, so "best with respect to C.7" (B.4 note) means "legal".
use super::feasibility::perfect_matching;
use super::transpositions;
use super::Ctx;
use crate::model::Colour;
use crate::round::PairError;

/// B.3: (G1, G2, all players yet to play).
pub fn groups(ctx: &Ctx, bracket: &[usize]) -> (Vec<usize>, Vec<usize>, bool) {
    let mut s = bracket.to_vec();
    crate::sort::ascending(&mut s);
    if s.iter().all(|&i| ctx.games[i] == 0) {
        // first half by the initial ranking list
        let h = s.len() / 2;
        return (s[..h].to_vec(), s[h..].to_vec(), true);
    }
    let (g1, g2) = s.iter().partition(|&&i| ctx.pref[i].colour == Colour::White);
    (g1, g2, false)
}

/// The least number of pairs inside `a` in a legal perfect matching of `bracket`, or `None`
/// if the bracket has no legal pairing.
pub fn min_inner_pairs(ctx: &Ctx, bracket: &[usize], a: &[usize]) -> Option<usize> {
    let n = bracket.len();
    let in_a: Vec<bool> = bracket.iter().map(|i| a.contains(i)).collect();
    let no_aa = |x: usize, y: usize| ctx.compatible(bracket[x], bracket[y]) && !(in_a[x] && in_a[y]);
    if perfect_matching(n, &no_aa, None).is_some() {
        return Some(0);
    }
    let any = |x: usize, y: usize| ctx.compatible(bracket[x], bracket[y]);
    perfect_matching(n, &any, None)?;
    let big = n as i64 + 2;
    let mut edges = Vec::new();
    for x in 0..n {
        for y in x + 1..n {
            if any(x, y) {
                edges.push((x, y, if in_a[x] && in_a[y] { big - 1 } else { big }));
            }
        }
    }
    let mate = crate::matching::max_weight_matching(n, &edges);
    Some((0..n).filter(|&x| in_a[x] && mate[x].is_some_and(|y| y > x && in_a[y])).count())
}

/// (A, B, A is G1): B.4's smaller subgroup, or G1 if the sizes are equal.
fn smaller(g1: Vec<usize>, g2: Vec<usize>) -> (Vec<usize>, Vec<usize>, bool) {
    if g1.len() <= g2.len() {
        (g1, g2, true)
    } else {
        (g2, g1, false)
    }
}

/// The best C.7 value of any legal pairing of `bracket`, or `None` if none is legal.
pub fn min_colour_failures(ctx: &Ctx, bracket: &[usize]) -> Option<usize> {
    let (g1, g2, all_unplayed) = groups(ctx, bracket);
    if all_unplayed {
        // everybody has a (mild) preference for black (A.5.d): one failure per pair
        let any = |x: usize, y: usize| ctx.compatible(bracket[x], bracket[y]);
        perfect_matching(bracket.len(), &any, None)?;
        return Some(bracket.len() / 2);
    }
    let (a, b, _) = smaller(g1, g2);
    let p = min_inner_pairs(ctx, bracket, &a)?;
    Some((b.len() - a.len()) / 2 + 2 * p)
}

/// D.2: shifter pool in sequence-number order. White seekers by ascending ARO then ranking,
/// black seekers by ranking (a); numbers from the (remaining) middle, upper one first (b).
pub fn d2_order(ctx: &Ctx, group: &[usize], white_seekers: bool) -> Vec<usize> {
    let mut list = group.to_vec();
    if white_seekers {
        crate::sort::by_key(&mut list, |&i| (ctx.aro[i], i));
    } else {
        crate::sort::ascending(&mut list);
    }
    let mut out = Vec::with_capacity(list.len());
    while !list.is_empty() {
        let m = if list.len() % 2 == 1 { list.len() / 2 } else { list.len() / 2 - 1 };
        out.push(list.remove(m));
    }
    out
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Mark {
    Open,
    Shift,
    Stay,
}

/// Does a legal pairing exist with the shifter decisions taken so far?
fn feasible(ctx: &Ctx, bracket: &[usize], in_a: &[bool], xs: &[Mark], ys: &[Mark], p: usize) -> bool {
    let n = bracket.len();
    let adj = |x: usize, y: usize| {
        if !ctx.compatible(bracket[x], bracket[y]) {
            return false;
        }
        match (in_a[x], in_a[y]) {
            // an A-A pair: exactly one step-1 shifter
            (true, true) => p > 0 && !(xs[x] == Mark::Shift && xs[y] == Mark::Shift) && !(xs[x] == Mark::Stay && xs[y] == Mark::Stay),
            // a B-B pair: exactly one step-2 shifter
            (false, false) => !(ys[x] == Mark::Shift && ys[y] == Mark::Shift) && !(ys[x] == Mark::Stay && ys[y] == Mark::Stay),
            // an A-B pair: neither is a shifter
            (true, false) => xs[x] != Mark::Shift && ys[y] != Mark::Shift,
            (false, true) => xs[y] != Mark::Shift && ys[x] != Mark::Shift,
        }
    };
    if p == 0 {
        return perfect_matching(n, &adj, None).is_some();
    }
    // p > 0: a perfect matching with exactly p A-A pairs (p is the minimum, so "at most")
    let big = n as i64 + 2;
    let mut edges = Vec::new();
    for x in 0..n {
        for y in x + 1..n {
            if adj(x, y) {
                edges.push((x, y, if in_a[x] && in_a[y] { big - 1 } else { big }));
            }
        }
    }
    let mate = crate::matching::max_weight_matching(n, &edges);
    mate.iter().all(|m| m.is_some()) && (0..n).filter(|&x| in_a[x] && mate[x].is_some_and(|y| y > x && in_a[y])).count() == p
}

/// B.3-B.6 for a bracket: pairs (S1 player, T2 player).
pub fn pair_bracket(ctx: &Ctx, bracket: &[usize]) -> Result<Vec<(usize, usize)>, PairError> {
    let fail = || PairError::NoValidPairing("a bracket cannot be paired".into());
    let (g1, g2, all_unplayed) = groups(ctx, bracket);
    let (a, b, a_is_g1) = smaller(g1, g2);
    let n = bracket.len();
    let pos = |i: usize| bracket.iter().position(|&x| x == i).unwrap_or(0);
    let in_a: Vec<bool> = bracket.iter().map(|i| a.contains(i)).collect();
    // B.4 first part: p pairs inside the smaller subgroup are unavoidable
    let p = min_inner_pairs(ctx, bracket, &a).ok_or_else(fail)?;
    // B.4 second part: equalise the sizes
    let k = (b.len() - a.len()) / 2 + p;
    let mut xs = vec![Mark::Open; n];
    let mut ys = vec![Mark::Open; n];
    for x in 0..n {
        if in_a[x] {
            ys[x] = Mark::Stay;
        } else {
            xs[x] = Mark::Stay;
        }
    }
    // B.4 note: the first set in D.2 order that yields a legal pairing (greedy on the
    // lexicographic order: keep a candidate whenever some completion stays legal)
    let choose = |pool: Vec<usize>, need: usize, marks_x: bool, xs: &mut Vec<Mark>, ys: &mut Vec<Mark>| -> Result<Vec<usize>, PairError> {
        let mut chosen = Vec::new();
        for i in pool {
            let x = pos(i);
            let m = if marks_x { &mut xs[x] } else { &mut ys[x] };
            if chosen.len() == need {
                *m = Mark::Stay;
                continue;
            }
            *m = Mark::Shift;
            if feasible(ctx, bracket, &in_a, xs, ys, p) {
                chosen.push(i);
            } else {
                let m = if marks_x { &mut xs[x] } else { &mut ys[x] };
                *m = Mark::Stay;
            }
        }
        if chosen.len() == need {
            Ok(chosen)
        } else {
            Err(fail())
        }
    };
    let xset = choose(d2_order(ctx, &a, a_is_g1 && !all_unplayed), p, true, &mut xs, &mut ys)?;
    let yset = choose(d2_order(ctx, &b, !a_is_g1 && !all_unplayed), k, false, &mut xs, &mut ys)?;
    let a_new: Vec<usize> = a.iter().copied().filter(|i| !xset.contains(i)).chain(yset.iter().copied()).collect();
    let b_new: Vec<usize> = b.iter().copied().filter(|i| !yset.contains(i)).chain(xset.iter().copied()).collect();
    let (new_g1, new_g2) = if a_is_g1 { (a_new, b_new) } else { (b_new, a_new) };
    transpositions::first_legal(ctx, &new_g1, &new_g2)
}
