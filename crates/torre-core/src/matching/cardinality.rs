//! Maximum-cardinality matching (Edmonds' blossom algorithm, unweighted): the fast test
//! of whether a set of players can be paired at all.

use std::collections::VecDeque;

pub(super) const NONE: usize = usize::MAX;

/// Maximum matching of the graph given by adjacency lists; returns `mate`.
pub fn max_cardinality_matching(adj: &[Vec<usize>]) -> Vec<Option<usize>> {
    let n = adj.len();
    let mut mate = vec![NONE; n];
    for v in 0..n {
        if mate[v] == NONE {
            if let Some(&u) = adj[v].iter().find(|&&u| mate[u] == NONE && u != v) {
                mate[v] = u;
                mate[u] = v;
            }
        }
    }
    augment_all(adj, &mut mate);
    mate.into_iter().map(|m| (m != NONE).then_some(m)).collect()
}

/// Make `mate` (`NONE` = unmatched) a maximum matching of `adj`: an augmenting path from
/// every vertex left unmatched, if it has one.
pub(super) fn augment_all(adj: &[Vec<usize>], mate: &mut [usize]) {
    let mut search = Search::new(adj, every_edge);
    for root in 0..adj.len() {
        if mate[root] == NONE && !adj[root].is_empty() {
            search.augment_from(root, mate);
        }
    }
}

/// The filter that keeps every edge (one function type: one copy of the search's code).
fn every_edge(_: usize, _: usize) -> bool {
    true
}

/// Edmonds' search for an augmenting path over the edges of `adj` that `live` keeps.
pub(super) struct Search<'a, F: Fn(usize, usize) -> bool> {
    adj: &'a [Vec<usize>],
    live: F,
    parent: Vec<usize>,
    base: Vec<usize>,
    pub(super) used: Vec<bool>,
    blossom: Vec<bool>,
}

impl<'a, F: Fn(usize, usize) -> bool> Search<'a, F> {
    pub(super) fn new(adj: &'a [Vec<usize>], live: F) -> Self {
        let n = adj.len();
        Search { adj, live, parent: vec![NONE; n], base: (0..n).collect(), used: vec![false; n], blossom: vec![false; n] }
    }

    fn lca(&self, mate: &[usize], mut a: usize, mut b: usize) -> usize {
        let mut seen = vec![false; self.adj.len()];
        loop {
            a = self.base[a];
            seen[a] = true;
            if mate[a] == NONE {
                break;
            }
            a = self.parent[mate[a]];
        }
        loop {
            b = self.base[b];
            if seen[b] {
                return b;
            }
            b = self.parent[mate[b]];
        }
    }

    fn mark_path(&mut self, mate: &[usize], mut v: usize, b: usize, mut child: usize) {
        while self.base[v] != b {
            self.blossom[self.base[v]] = true;
            self.blossom[self.base[mate[v]]] = true;
            self.parent[v] = child;
            child = mate[v];
            v = self.parent[mate[v]];
        }
    }

    /// Augment `mate` (`NONE` = unmatched) along a path from the unmatched `root`, if any.
    pub(super) fn augment_from(&mut self, root: usize, mate: &mut [usize]) -> bool {
        let n = self.adj.len();
        self.parent.iter_mut().for_each(|p| *p = NONE);
        self.used.iter_mut().for_each(|u| *u = false);
        for (i, b) in self.base.iter_mut().enumerate() {
            *b = i;
        }
        self.used[root] = true;
        let mut queue = VecDeque::from([root]);
        while let Some(v) = queue.pop_front() {
            for k in 0..self.adj[v].len() {
                let u = self.adj[v][k];
                if self.base[v] == self.base[u] || mate[v] == u || !(self.live)(v, u) {
                    continue;
                }
                if u == root || (mate[u] != NONE && self.parent[mate[u]] != NONE) {
                    let cur = self.lca(mate, v, u);
                    self.blossom.iter_mut().for_each(|b| *b = false);
                    self.mark_path(mate, v, cur, u);
                    self.mark_path(mate, u, cur, v);
                    for i in 0..n {
                        if self.blossom[self.base[i]] {
                            self.base[i] = cur;
                            if !self.used[i] {
                                self.used[i] = true;
                                queue.push_back(i);
                            }
                        }
                    }
                } else if self.parent[u] == NONE {
                    self.parent[u] = v;
                    if mate[u] == NONE {
                        let mut x = u;
                        while x != NONE {
                            let pv = self.parent[x];
                            let next = mate[pv];
                            mate[x] = pv;
                            mate[pv] = x;
                            x = next;
                        }
                        return true;
                    }
                    self.used[mate[u]] = true;
                    queue.push_back(mate[u]);
                }
            }
        }
        false
    }
}

/// The vertices that some maximum matching leaves unmatched (Gallai–Edmonds D(G)): those
/// reachable from an unmatched vertex of one maximum matching by an even alternating path.
pub fn missable(adj: &[Vec<usize>]) -> Vec<bool> {
    let n = adj.len();
    let mate: Vec<usize> = max_cardinality_matching(adj).into_iter().map(|m| m.unwrap_or(NONE)).collect();
    let mut out = vec![false; n];
    let mut search = Search::new(adj, every_edge);
    let mut scratch = mate.clone();
    for root in (0..n).filter(|&v| mate[v] == NONE) {
        // the matching is maximum: the search finds no augmenting path and leaves it as is
        let augmented = search.augment_from(root, &mut scratch);
        debug_assert!(!augmented);
        for (o, &u) in out.iter_mut().zip(&search.used) {
            *o |= u;
        }
    }
    out
}
