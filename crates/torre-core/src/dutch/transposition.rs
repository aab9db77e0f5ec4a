//! D.1 without enumerating transpositions.
//!
//! B.6 tries every transposition of S2 before any exchange (D.2). When some transposition
//! reaches the criteria optimum, the one chosen is the first in D.1 order: S1[1]'s partner
//! as early in S2 as possible, then S1[2]'s, and so on. Over the edges that can occur in
//! an optimum (the tight edges of the criteria matching), that is the lexicographically
//! first assignment of S1 into S2, built here by fixing S1[1], S1[2], ... to the first
//! partner that still leaves an assignment of the others (augmenting paths). The caller
//! checks that this assignment reaches the optimum; if it does, no earlier transposition
//! can (they all lie among the assignments passed over), and if it does not, none does
//! and the exchanges of D.2 are needed.

const NONE: usize = usize::MAX;

/// The lexicographically first assignment saturating S1, as pairs (S1 position, S2
/// position); `s1` and `s2` are bracket positions in BSN order. None when S1 cannot be
/// saturated.
pub fn first_assignment(s1: &[usize], s2: &[usize], allowed: impl Fn(usize, usize) -> bool) -> Option<Vec<(usize, usize)>> {
    let greedy = greedy(s1.len(), s2.len(), &|a, b| allowed(s1[a], s2[b]));
    let pairs = |mate_a: &[usize]| (0..s1.len()).map(|a| (s1[a], s2[mate_a[a]])).collect();
    if !greedy.contains(&NONE) {
        return Some(pairs(&greedy));
    }
    let adj: Vec<Vec<usize>> = s1.iter().map(|&u| (0..s2.len()).filter(|&b| allowed(u, s2[b])).collect()).collect();
    let mut mate_b = vec![NONE; s2.len()];
    for (a, &b) in greedy.iter().enumerate().filter(|(_, &b)| b != NONE) {
        mate_b[b] = a;
    }
    let mut m = Assignment { adj: &adj, mate_a: greedy, mate_b, fixed_a: vec![false; s1.len()], fixed_b: vec![false; s2.len()] };
    for a in 0..s1.len() {
        if m.mate_a[a] == NONE && !m.augment(a) {
            return None;
        }
    }
    for (a, partners) in adj.iter().enumerate() {
        let choice = partners.iter().copied().find(|&b| !m.fixed_b[b] && m.try_fix(a, b)).expect("the current partner is always possible");
        m.fixed_a[a] = true;
        m.fixed_b[choice] = true;
    }
    Some(pairs(&m.mate_a))
}

/// Each S1 player in turn takes the first S2 player left that he may meet (S2 index, NONE
/// when none is left). When that saturates S1 it is the lexicographically first assignment:
/// at the first place where another assignment differs, it gives that S1 player a later
/// partner, since the greedy one took the first allowed partner left by the same earlier
/// choices. Otherwise it proves nothing (an earlier choice may have to give way) and is where
/// the augmenting paths start. It asks `allowed` only for the partners it passes over.
fn greedy(n1: usize, n2: usize, allowed: &dyn Fn(usize, usize) -> bool) -> Vec<usize> {
    let mut used = vec![false; n2];
    let mut first_free = 0;
    let mut mate = vec![NONE; n1];
    for (a, m) in mate.iter_mut().enumerate() {
        while used.get(first_free) == Some(&true) {
            first_free += 1;
        }
        if let Some(b) = (first_free..n2).find(|&b| !used[b] && allowed(a, b)) {
            used[b] = true;
            *m = b;
        }
    }
    mate
}

struct Assignment<'a> {
    adj: &'a [Vec<usize>],
    mate_a: Vec<usize>,
    mate_b: Vec<usize>,
    fixed_a: Vec<bool>,
    fixed_b: Vec<bool>,
}

impl Assignment<'_> {
    /// Match `a` (unmatched) along an augmenting path avoiding fixed vertices.
    fn augment(&mut self, a: usize) -> bool {
        let mut from_b = vec![NONE; self.mate_b.len()];
        let mut queue = vec![a];
        let mut seen_a = vec![false; self.mate_a.len()];
        seen_a[a] = true;
        while let Some(x) = queue.pop() {
            for &b in &self.adj[x] {
                if self.fixed_b[b] || from_b[b] != NONE {
                    continue;
                }
                from_b[b] = x;
                let y = self.mate_b[b];
                if y == NONE {
                    self.flip(b, &from_b);
                    return true;
                }
                if !seen_a[y] && !self.fixed_a[y] {
                    seen_a[y] = true;
                    queue.push(y);
                }
            }
        }
        false
    }

    /// Walk back from the free `b`, flipping the path.
    fn flip(&mut self, mut b: usize, from_b: &[usize]) {
        loop {
            let a = from_b[b];
            let prev = self.mate_a[a];
            self.mate_a[a] = b;
            self.mate_b[b] = a;
            if prev == NONE {
                return;
            }
            b = prev;
        }
    }

    /// Give `a` the partner `b` if the others can still be assigned; otherwise undo.
    fn try_fix(&mut self, a: usize, b: usize) -> bool {
        if self.mate_a[a] == b {
            return true;
        }
        let (saved_a, saved_b) = (self.mate_a.clone(), self.mate_b.clone());
        let old = self.mate_a[a];
        let displaced = self.mate_b[b];
        self.mate_b[old] = NONE;
        self.mate_a[a] = b;
        self.mate_b[b] = a;
        self.fixed_a[a] = true;
        self.fixed_b[b] = true;
        let ok = displaced == NONE || {
            self.mate_a[displaced] = NONE;
            self.augment(displaced)
        };
        self.fixed_a[a] = false;
        self.fixed_b[b] = false;
        if !ok {
            self.mate_a = saved_a;
            self.mate_b = saved_b;
        }
        ok
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Brute force: every injective assignment in lexicographic order of partner lists.
    fn brute(n1: usize, n2: usize, ok: &dyn Fn(usize, usize) -> bool) -> Option<Vec<usize>> {
        fn go(a: usize, n1: usize, n2: usize, used: &mut Vec<bool>, cur: &mut Vec<usize>, ok: &dyn Fn(usize, usize) -> bool) -> bool {
            if a == n1 {
                return true;
            }
            for b in 0..n2 {
                if !used[b] && ok(a, b) {
                    used[b] = true;
                    cur.push(b);
                    if go(a + 1, n1, n2, used, cur, ok) {
                        return true;
                    }
                    cur.pop();
                    used[b] = false;
                }
            }
            false
        }
        let mut cur = Vec::new();
        go(0, n1, n2, &mut vec![false; n2], &mut cur, ok).then_some(cur)
    }

    #[test]
    fn first_assignment_is_lexicographically_first() {
        let mut seed = 7u64;
        let mut next = || {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            seed >> 33
        };
        for _ in 0..500 {
            let n1 = 1 + (next() % 6) as usize;
            let n2 = n1 + (next() % 3) as usize;
            let density = 2 + next() % 4;
            let bits: Vec<bool> = (0..n1 * n2).map(|_| next() % density != 0).collect();
            let ok = |a: usize, b: usize| bits[a * n2 + b];
            let s1: Vec<usize> = (0..n1).collect();
            let s2: Vec<usize> = (n1..n1 + n2).collect();
            let got = first_assignment(&s1, &s2, |u, v| ok(u, v - n1)).map(|p| p.iter().map(|&(_, v)| v - n1).collect::<Vec<_>>());
            assert_eq!(got, brute(n1, n2, &ok));
        }
    }
}
