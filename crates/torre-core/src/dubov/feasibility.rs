//! Existence tests behind A.8 (complete round-pairing), B.1 and C.4 (completion): a perfect
//! matching of a set of players under the absolute criteria C.1-C.3. This is Edmonds'
//! maximum-cardinality matching (no weights); it can start from a known matching, so that
//! re-testing a slightly changed set costs a few augmenting paths.

/// Perfect matching of the vertices `0..n` (local indices) whose edges are `adj(i, j)`.
/// `start` may hold a partial matching (`start[i] = Some(j)` and `start[j] = Some(i)`) to
/// extend. Returns the matching, or `None` if no perfect matching exists.
pub fn perfect_matching(n: usize, adj: &dyn Fn(usize, usize) -> bool, start: Option<Vec<Option<usize>>>) -> Option<Vec<usize>> {
    if n % 2 == 1 {
        return None;
    }
    let mut m = Edmonds::new(n, adj);
    if let Some(s) = start {
        for i in 0..n {
            if let Some(j) = s[i] {
                if j < n && s[j] == Some(i) && i != j && m.mate[i] == NONE && m.mate[j] == NONE && adj(i, j) {
                    m.mate[i] = j;
                    m.mate[j] = i;
                }
            }
        }
    }
    // greedy start for the vertices left free
    for i in 0..n {
        if m.mate[i] == NONE {
            for j in i + 1..n {
                if m.mate[j] == NONE && adj(i, j) {
                    m.mate[i] = j;
                    m.mate[j] = i;
                    break;
                }
            }
        }
    }
    for v in 0..n {
        if m.mate[v] == NONE && !m.augment(v) {
            // Edmonds: a vertex with no augmenting path now never gets one later.
            return None;
        }
    }
    Some(m.mate)
}

const NONE: usize = usize::MAX;

struct Edmonds<'a> {
    n: usize,
    adj: &'a dyn Fn(usize, usize) -> bool,
    mate: Vec<usize>,
    parent: Vec<usize>,
    base: Vec<usize>,
    used: Vec<bool>,
    blossom: Vec<bool>,
    queue: Vec<usize>,
}

impl<'a> Edmonds<'a> {
    fn new(n: usize, adj: &'a dyn Fn(usize, usize) -> bool) -> Self {
        Edmonds { n, adj, mate: vec![NONE; n], parent: vec![NONE; n], base: (0..n).collect(), used: vec![false; n], blossom: vec![false; n], queue: Vec::new() }
    }

    fn lca(&self, mut a: usize, mut b: usize) -> usize {
        let mut seen = vec![false; self.n];
        loop {
            a = self.base[a];
            seen[a] = true;
            if self.mate[a] == NONE {
                break;
            }
            a = self.parent[self.mate[a]];
        }
        loop {
            b = self.base[b];
            if seen[b] {
                return b;
            }
            b = self.parent[self.mate[b]];
        }
    }

    fn mark_path(&mut self, mut v: usize, b: usize, mut child: usize) {
        while self.base[v] != b {
            self.blossom[self.base[v]] = true;
            self.blossom[self.base[self.mate[v]]] = true;
            self.parent[v] = child;
            child = self.mate[v];
            v = self.parent[self.mate[v]];
        }
    }

    /// Search an augmenting path from the free vertex `root` and apply it.
    fn augment(&mut self, root: usize) -> bool {
        let n = self.n;
        self.used.iter_mut().for_each(|x| *x = false);
        self.parent.iter_mut().for_each(|x| *x = NONE);
        for i in 0..n {
            self.base[i] = i;
        }
        self.used[root] = true;
        self.queue.clear();
        self.queue.push(root);
        let mut qh = 0;
        while qh < self.queue.len() {
            let v = self.queue[qh];
            qh += 1;
            for to in 0..n {
                if to == v || !(self.adj)(v, to) || self.base[v] == self.base[to] || self.mate[v] == to {
                    continue;
                }
                if to == root || (self.mate[to] != NONE && self.parent[self.mate[to]] != NONE) {
                    let cur = self.lca(v, to);
                    self.blossom.iter_mut().for_each(|x| *x = false);
                    self.mark_path(v, cur, to);
                    self.mark_path(to, cur, v);
                    for i in 0..n {
                        if self.blossom[self.base[i]] {
                            self.base[i] = cur;
                            if !self.used[i] {
                                self.used[i] = true;
                                self.queue.push(i);
                            }
                        }
                    }
                } else if self.parent[to] == NONE {
                    self.parent[to] = v;
                    if self.mate[to] == NONE {
                        // flip the path root .. to
                        let mut u = to;
                        while u != NONE {
                            let pv = self.parent[u];
                            let ppv = self.mate[pv];
                            self.mate[u] = pv;
                            self.mate[pv] = u;
                            u = ppv;
                        }
                        return true;
                    }
                    let m = self.mate[to];
                    self.used[m] = true;
                    self.queue.push(m);
                }
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn brute(n: usize, adj: &dyn Fn(usize, usize) -> bool) -> bool {
        fn go(used: &mut Vec<bool>, adj: &dyn Fn(usize, usize) -> bool) -> bool {
            let Some(v) = used.iter().position(|u| !u) else { return true };
            used[v] = true;
            for u in 0..used.len() {
                if !used[u] && adj(v, u) {
                    used[u] = true;
                    if go(used, adj) {
                        return true;
                    }
                    used[u] = false;
                }
            }
            used[v] = false;
            false
        }
        go(&mut vec![false; n], adj)
    }

    #[test]
    fn agrees_with_brute_force_on_random_graphs() {
        let mut seed = 12345u64;
        let mut rnd = move || {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (seed >> 33) as u32
        };
        for _ in 0..400 {
            let n = 2 * (1 + rnd() as usize % 5);
            let p = rnd() % 100;
            let mut e = vec![vec![false; n]; n];
            for i in 0..n {
                for j in i + 1..n {
                    let x = rnd() % 100 < p;
                    e[i][j] = x;
                    e[j][i] = x;
                }
            }
            let adj = |i: usize, j: usize| e[i][j];
            let got = perfect_matching(n, &adj, None);
            assert_eq!(got.is_some(), brute(n, &adj));
            if let Some(m) = got {
                for i in 0..n {
                    assert!(e[i][m[i]] && m[m[i]] == i);
                }
            }
        }
    }
}
