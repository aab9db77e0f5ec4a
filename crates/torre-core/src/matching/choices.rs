//! Choosing among the maximum-weight matchings without weighing the choice.
//!
//! Every maximum-weight matching uses tight edges only and covers the vertices of positive
//! dual (`Optimum`); where the optimal dual has no positive blossom, these matchings are
//! exactly the maximum-weight ones. `Choices` keeps one such matching and tests a restriction
//! (edges taken out) by augmenting paths, so that an order among the optima (the pairing
//! rules' generation order) is followed one decision at a time instead of being packed into
//! the weight, where it would take a bit per decision. With a positive blossom a matching
//! found so may fall short of the optimum: callers check the final matching's weight.
//!
//! A vertex that may stay unmatched is joined to stand-ins (a clique of them, as many as
//! such vertices), so that "a matching covering the required vertices" is a perfect matching
//! of the enlarged graph, tested by Edmonds' augmenting paths.

use super::cardinality::{Search, NONE};

#[derive(Clone)]
pub struct Choices {
    /// Real vertices; stand-ins are `n..`.
    n: usize,
    adj: Vec<Vec<usize>>,
    /// Edges taken out, as a matrix over all vertices.
    dead: Vec<bool>,
    mate: Vec<usize>,
}

impl Choices {
    /// The graph of `edges` on `0..n` (the tight edges), the vertices that must be matched
    /// (`required`), and one matching of those edges that covers them (`start`, e.g. the
    /// optimum itself). None if `start` is not such a matching.
    pub fn new(n: usize, edges: &[(usize, usize)], required: &[bool], start: &[Option<usize>]) -> Option<Choices> {
        let optional: Vec<usize> = (0..n).filter(|&v| !required[v]).collect();
        let stand_ins = optional.len() + (n + optional.len()) % 2;
        let total = n + stand_ins;
        let mut adj = vec![Vec::new(); total];
        for &(u, v) in edges {
            adj[u].push(v);
            adj[v].push(u);
        }
        for s in n..total {
            for &v in &optional {
                adj[s].push(v);
                adj[v].push(s);
            }
            adj[s].extend((n..total).filter(|&t| t != s));
        }
        for list in &mut adj {
            crate::sort::ascending(list);
            list.dedup();
        }
        let mut mate = vec![NONE; total];
        for v in 0..n {
            if let Some(u) = start[v] {
                if u >= n || start[u] != Some(v) || adj[v].binary_search(&u).is_err() {
                    return None;
                }
                mate[v] = u;
            }
        }
        // stand-ins for the unmatched vertices, then with each other
        let mut free = n..total;
        for &v in &optional {
            if mate[v] == NONE {
                let s = free.next()?;
                mate[v] = s;
                mate[s] = v;
            }
        }
        let rest: Vec<usize> = free.collect();
        for pair in rest.chunks(2) {
            let [s, t] = pair else { return None };
            mate[*s] = *t;
            mate[*t] = *s;
        }
        if (0..n).any(|v| required[v] && mate[v] == NONE) {
            return None;
        }
        Some(Choices { n, adj, dead: vec![false; total * total], mate })
    }

    /// The number of real vertices.
    pub fn vertices(&self) -> usize {
        self.n
    }

    /// The partner of real vertex `v` in the current matching.
    pub fn partner(&self, v: usize) -> Option<usize> {
        Some(self.mate[v]).filter(|&u| u < self.n)
    }

    /// The real neighbours of `v` over the edges still in.
    pub fn neighbours(&self, v: usize) -> impl Iterator<Item = usize> + '_ {
        let total = self.mate.len();
        self.adj[v].iter().copied().filter(move |&u| u < self.n && !self.dead[v * total + u])
    }

    /// `restrict` to one vertex: keep only `v`'s edges to the vertices `keep` accepts, and
    /// make `v` matched if `cover`; false (nothing changed) as there.
    pub fn confine(&mut self, v: usize, keep: impl Fn(usize) -> bool, cover: bool) -> bool {
        let drop: Vec<(usize, usize)> = self.neighbours(v).filter(|&u| !keep(u)).map(|u| (v, u)).collect();
        let require = [v];
        self.restrict(&drop, &require[..usize::from(cover)])
    }

    /// Take out the edges `drop` and make the vertices `require` matched, if some matching
    /// of the edges left still covers every required vertex; it becomes the current one and
    /// the restriction stays. Otherwise nothing changes and the answer is false.
    pub fn restrict(&mut self, drop: &[(usize, usize)], require: &[usize]) -> bool {
        let total = self.mate.len();
        let saved = self.mate.clone();
        let mut killed = Vec::new();
        let mut exposed = Vec::new();
        let kill = |u: usize, v: usize, dead: &mut Vec<bool>, mate: &mut Vec<usize>, killed: &mut Vec<(usize, usize)>, exposed: &mut Vec<usize>| {
            if dead[u * total + v] {
                return;
            }
            dead[u * total + v] = true;
            dead[v * total + u] = true;
            killed.push((u, v));
            if mate[u] == v {
                mate[u] = NONE;
                mate[v] = NONE;
                exposed.extend([u, v]);
            }
        };
        for &(u, v) in drop {
            kill(u, v, &mut self.dead, &mut self.mate, &mut killed, &mut exposed);
        }
        for &v in require {
            for s in self.n..total {
                if self.adj[v].binary_search(&s).is_ok() {
                    kill(v, s, &mut self.dead, &mut self.mate, &mut killed, &mut exposed);
                }
            }
        }
        let dead = &self.dead;
        let mut search = Search::new(&self.adj, |u, v| !dead[u * total + v]);
        // Edmonds: a vertex with no augmenting path now has none later, so one failure decides
        let ok = exposed.iter().all(|&x| self.mate[x] != NONE || search.augment_from(x, &mut self.mate));
        if !ok {
            for (u, v) in killed {
                self.dead[u * total + v] = false;
                self.dead[v * total + u] = false;
            }
            self.mate = saved;
        }
        ok
    }

    /// Fix the pair u-v (it must be an edge still in), if the required vertices can still be
    /// covered: every other edge at u and v is taken out.
    pub fn fix(&mut self, u: usize, v: usize) -> bool {
        if self.partner(u) == Some(v) && self.neighbours(u).count() == 1 && self.neighbours(v).count() == 1 {
            return true;
        }
        let mut drop: Vec<(usize, usize)> = self.neighbours(u).filter(|&x| x != v).map(|x| (u, x)).collect();
        drop.extend(self.neighbours(v).filter(|&x| x != u).map(|x| (v, x)));
        self.restrict(&drop, &[u, v])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matching::max_cardinality_matching;

    /// Does some matching of `edges` cover `required`? (brute force: the lowest vertex left
    /// stays unmatched or meets a higher one)
    fn covers(n: usize, edges: &[(usize, usize)], required: &[bool]) -> bool {
        fn go(v: usize, used: &mut Vec<bool>, edges: &[(usize, usize)], required: &[bool]) -> bool {
            if v == used.len() {
                return true;
            }
            if used[v] {
                return go(v + 1, used, edges, required);
            }
            if !required[v] && go(v + 1, used, edges, required) {
                return true;
            }
            for &(a, u) in edges {
                if a == v && !used[u] {
                    used[u] = true;
                    let ok = go(v + 1, used, edges, required);
                    used[u] = false;
                    if ok {
                        return true;
                    }
                }
            }
            false
        }
        go(0, &mut vec![false; n], edges, required)
    }

    #[test]
    fn restrictions_agree_with_brute_force() {
        let mut seed = 99u64;
        let mut next = || {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            seed >> 33
        };
        for _ in 0..300 {
            let n = 2 + (next() % 8) as usize;
            let edges: Vec<(usize, usize)> = (0..n).flat_map(|u| (u + 1..n).map(move |v| (u, v))).filter(|_| next() % 2 == 0).collect();
            let adj: Vec<Vec<usize>> = (0..n).map(|v| edges.iter().filter_map(|&(a, b)| if a == v { Some(b) } else if b == v { Some(a) } else { None }).collect()).collect();
            let start = max_cardinality_matching(&adj);
            let required: Vec<bool> = (0..n).map(|v| start[v].is_some() && next() % 3 != 0).collect();
            let mut c = Choices::new(n, &edges, &required, &start).expect("a covering start");
            let mut left = edges.clone();
            let mut req = required.clone();
            for _ in 0..4 {
                let k = (next() as usize) % (left.len() + 1);
                let drop: Vec<(usize, usize)> = left.iter().copied().skip(k).take(2).collect();
                let newly: Vec<usize> = (0..n).filter(|_| next() % 5 == 0).collect();
                let kept: Vec<(usize, usize)> = left.iter().copied().filter(|e| !drop.contains(e)).collect();
                let mut r2 = req.clone();
                newly.iter().for_each(|&v| r2[v] = true);
                let expect = covers(n, &kept, &r2);
                assert_eq!(c.restrict(&drop, &newly), expect, "n={n} edges={left:?} drop={drop:?} required={r2:?}");
                if expect {
                    left = kept;
                    req = r2;
                }
                // the current matching uses edges still in and covers the required vertices
                for v in 0..n {
                    if let Some(u) = c.partner(v) {
                        assert!(left.contains(&(v.min(u), v.max(u))));
                    } else {
                        assert!(!req[v]);
                    }
                }
            }
        }
    }
}
