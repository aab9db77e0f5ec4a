//! Edmonds' maximum-weight matching, primal-dual with blossoms, O(n³).
//!
//! Vertices are 0..n. Each edge k has two endpoints 2k and 2k+1; `endpoint(p)` is the
//! vertex at endpoint p and `p ^ 1` the other end. Top-level blossoms and vertices share
//! the index space 0..2n (blossoms use n..2n). Duals are kept in the doubled scale
//! (slack = dual(i) + dual(j) - 2w), which keeps all values integral.

use super::weight::Weight;

const NONE: usize = usize::MAX;
const FREE: u8 = 0;
const S: u8 = 1;
const T: u8 = 2;
const MARK: u8 = 4;

/// Maximum-weight matching. `edges` are `(i, j, w)` with `i != j`, `w >= 0`.
/// Returns `mate[v]`, the vertex matched to `v`.
pub fn max_weight_matching<W: Weight>(n: usize, edges: &[(usize, usize, W)]) -> Vec<Option<usize>> {
    max_weight_matching_from(n, edges, &[])
}

/// `max_weight_matching` warm-started from a known matching `start`, as
/// [`max_weight_matching_tight_from`] (without the dual's verdicts).
pub fn max_weight_matching_from<W: Weight>(n: usize, edges: &[(usize, usize, W)], start: &[Option<usize>]) -> Vec<Option<usize>> {
    match solved(n, edges, start, &[]) {
        Some(m) => m.mates(),
        None => vec![None; n],
    }
}

/// The matcher run to the end from `start` and `dual` (see `max_weight_matching_warm`);
/// `None` without edges or vertices.
fn solved<'a, W: Weight>(n: usize, edges: &'a [(usize, usize, W)], start: &[Option<usize>], dual: &[W]) -> Option<Matcher<'a, W>> {
    if edges.is_empty() || n == 0 {
        return None;
    }
    let mut m = Matcher::new(n, edges, dual);
    m.start_from(start);
    m.solve();
    Some(m)
}

/// A maximum-weight matching with what its optimal dual says about all the others.
pub struct Optimum<W> {
    pub mate: Vec<Option<usize>>,
    /// Per edge: tight under the optimal dual (vertex and blossom duals). By LP duality
    /// every maximum-weight matching uses tight edges only.
    pub tight: Vec<bool>,
    /// Per vertex: positive dual, so every maximum-weight matching covers it. Where no
    /// blossom dual is positive (always in bipartite graphs), the maximum-weight matchings
    /// are exactly the matchings of tight edges that cover these vertices.
    pub covered: Vec<bool>,
    /// The optimal vertex duals, in the doubled scale (slack = dual(i) + dual(j) - 2w, less
    /// what blossoms add): a warm start for a refinement of the same graph.
    pub dual: Vec<W>,
}

/// Maximum-weight matching and its optimal dual's verdicts (see `Optimum`).
pub fn max_weight_matching_tight<W: Weight>(n: usize, edges: &[(usize, usize, W)]) -> Optimum<W> {
    max_weight_matching_warm(n, edges, &[], &[])
}

/// `max_weight_matching_tight` warm-started from a known matching `start` (`start[v] =
/// Some(w)` and `start[w] = Some(v)`; empty for none): see `max_weight_matching_warm`.
pub fn max_weight_matching_tight_from<W: Weight>(n: usize, edges: &[(usize, usize, W)], start: &[Option<usize>]) -> Optimum<W> {
    max_weight_matching_warm(n, edges, start, &[])
}

/// `max_weight_matching_tight` from a matching `start` (as in `max_weight_matching_tight_from`)
/// and vertex duals `dual` (doubled scale; empty: the heaviest weight at each vertex), e.g.
/// the optimal duals of a coarser weighing of the same edges scaled up, so that only what
/// the finer weights change is left to search. Whatever they are, the duals are first made
/// feasible (raised where an edge is short), then lowered greedily as the start's pairs are
/// matched along tight edges (see `Matcher::start_from`): a state the algorithm could reach,
/// so the result is a maximum-weight matching all the same. Which of several optima it
/// returns may differ with the start.
pub fn max_weight_matching_warm<W: Weight>(n: usize, edges: &[(usize, usize, W)], start: &[Option<usize>], dual: &[W]) -> Optimum<W> {
    let Some(m) = solved(n, edges, start, dual) else {
        return Optimum { mate: vec![None; n], tight: vec![false; edges.len()], covered: vec![false; n], dual: vec![W::zero(); n] };
    };
    let tight = m.tight_edges();
    let covered = (0..n).map(|v| m.dual[v] > W::zero()).collect();
    Optimum { mate: m.mates(), tight, covered, dual: m.dual[..n].to_vec() }
}

/// The weighted search: the weights and the duals, over a `Forest`.
struct Matcher<'a, W: Weight> {
    forest: Forest,
    edges: &'a [(usize, usize, W)],
    dual: Vec<W>,
}

/// What the search keeps that does not depend on the weights (the matching, the alternating
/// trees, the blossoms and the edges allowed in them), with the steps that only rearrange
/// them: compiled once, whatever the weight type (the wasm package carries a matcher per
/// weight width).
struct Forest {
    n: usize,
    /// The vertex at each endpoint: edge k's are 2k and 2k+1.
    ends: Vec<usize>,
    neighbend: Vec<Vec<usize>>,
    mate: Vec<usize>,
    label: Vec<u8>,
    labelend: Vec<usize>,
    inblossom: Vec<usize>,
    parent: Vec<usize>,
    childs: Vec<Vec<usize>>,
    base: Vec<usize>,
    endps: Vec<Vec<usize>>,
    bestedge: Vec<usize>,
    blossombestedges: Vec<Option<Vec<usize>>>,
    unused: Vec<usize>,
    allowedge: Vec<bool>,
    queue: Vec<usize>,
}

impl<W: Weight> std::ops::Deref for Matcher<'_, W> {
    type Target = Forest;
    fn deref(&self) -> &Forest {
        &self.forest
    }
}

impl<W: Weight> std::ops::DerefMut for Matcher<'_, W> {
    fn deref_mut(&mut self) -> &mut Forest {
        &mut self.forest
    }
}

impl<'a, W: Weight> Matcher<'a, W> {
    /// The first dual of each vertex is `given`'s (none below zero), made feasible by
    /// raising each vertex with edges short of it by its largest shortfall, the vertices
    /// with most such edges first; without `given`, the heaviest weight at it (every slack
    /// is then at least zero). A vertex without edges starts at zero. `start_from` lowers them.
    fn new(n: usize, edges: &'a [(usize, usize, W)], given: &[W]) -> Self {
        let forest = Forest::new(n, edges.iter().flat_map(|&(i, j, _)| [i, j]).collect());
        let mut dual = vec![W::zero(); 2 * n];
        if given.is_empty() {
            for &(i, j, w) in edges {
                for v in [i, j] {
                    if w > dual[v] {
                        dual[v] = w;
                    }
                }
            }
        }
        for v in (0..n).filter(|&v| !forest.neighbend[v].is_empty()) {
            if let Some(&y) = given.get(v) {
                dual[v] = y.max(W::zero());
            }
        }
        let mut m = Matcher { forest, edges, dual };
        if !given.is_empty() {
            m.make_feasible();
        }
        m
    }

    /// Raise duals until no edge has a negative slack (see `new`).
    fn make_feasible(&mut self) {
        let short = |m: &Self, v: usize| m.neighbend[v].iter().filter(|&&p| m.slack(p / 2) < W::zero()).count();
        let mut order: Vec<(usize, usize)> = (0..self.n).map(|v| (short(self, v), v)).filter(|&(c, _)| c > 0).collect();
        crate::sort::by(&mut order, &|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        for (_, v) in order {
            let worst = self.neighbend[v].iter().map(|&p| self.slack(p / 2)).min().expect("edges");
            if worst < W::zero() {
                self.dual[v] = self.dual[v] - worst;
            }
        }
    }

    /// The first matching and duals, greedily: each free vertex in turn lowers its dual by
    /// its least slack, which makes an edge at it tight, and takes a free partner along such
    /// an edge if there is one; first `start`'s pairs only (`start[v] = Some(w)` and
    /// `start[w] = Some(v)`; others ignored), then any. Duals stay feasible, the
    /// pairs are tight, and the free vertices of positive dual are then given one parity
    /// (the most common; the others one more), as `solve` needs: it halves the slack of an
    /// edge between two S-vertices, and the vertices of a tree share their root's parity.
    fn start_from(&mut self, start: &[Option<usize>]) {
        let n = self.n;
        let wanted = |v: usize| start.get(v).copied().flatten().filter(|&u| u < n && start[u] == Some(v));
        for v in 0..n {
            if let Some(u) = wanted(v) {
                self.lower_and_match(v, Some(u));
            }
        }
        for v in 0..self.n {
            self.lower_and_match(v, None);
        }
        self.augment_over_tight_edges();
        let parity = |x: W| x - (x.half() + x.half());
        let roots: Vec<usize> = (0..self.n).filter(|&v| self.mate[v] == NONE && self.dual[v] > W::zero()).collect();
        let odd: Vec<usize> = roots.iter().copied().filter(|&v| parity(self.dual[v]) != W::zero()).collect();
        if let Some(&v) = odd.first() {
            let one = parity(self.dual[v]);
            let to_odd = 2 * odd.len() > roots.len();
            for &v in &roots {
                if (parity(self.dual[v]) != W::zero()) != to_odd {
                    self.dual[v] = self.dual[v] + one;
                }
            }
        }
    }

    /// Augment by every path of tight edges that needs no dual change (`Forest::augment_over`).
    fn augment_over_tight_edges(&mut self) {
        let tight: Vec<bool> = (0..self.edges.len()).map(|k| self.slack(k) == W::zero()).collect();
        self.forest.augment_over(&tight);
    }

    /// If v is free, lower its dual by its least slack (not below zero) and match it along a
    /// tight edge to a free vertex (`only` that one, if given).
    fn lower_and_match(&mut self, v: usize, only: Option<usize>) {
        if self.mate[v] != NONE {
            return;
        }
        let Some(least) = self.neighbend[v].iter().map(|&p| self.slack(p / 2)).min() else { return };
        self.dual[v] = if least < self.dual[v] { self.dual[v] - least } else { W::zero() };
        let tight = |p: &usize| {
            let w = self.endpoint(*p);
            self.mate[w] == NONE && only.is_none_or(|u| u == w) && self.slack(*p / 2) == W::zero()
        };
        if let Some(p) = self.neighbend[v].iter().copied().find(tight) {
            let w = self.endpoint(p);
            self.mate[v] = p;
            self.mate[w] = p ^ 1;
        }
    }

    /// Natively inlined everywhere (about 5% faster on the Dutch 1000-player perturbed
    /// round); in wasm left to the inliner, which keeps one copy per `Wide` width instead of
    /// a limb loop at each call site (about 24 KB of the API package).
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    #[cfg_attr(target_arch = "wasm32", inline)]
    fn slack(&self, k: usize) -> W {
        let (i, j, w) = self.edges[k];
        self.dual[i] + self.dual[j] - (w + w)
    }

    /// Per edge: slack with the duals of the blossoms holding both ends (doubled scale) is
    /// zero. The blossoms holding both ends are the innermost common one and its ancestors,
    /// so one pass sums every blossom's dual with its ancestors' (`outer`).
    fn tight_edges(&self) -> Vec<bool> {
        let m = self.parent.len();
        let (mut depth, mut outer) = (vec![NONE; m], vec![W::zero(); m]);
        let mut chain = Vec::new();
        for v in 0..self.n {
            let mut b = v;
            while b != NONE && depth[b] == NONE {
                chain.push(b);
                b = self.parent[b];
            }
            let (mut d, mut sum) = if b == NONE { (0, W::zero()) } else { (depth[b] + 1, outer[b]) };
            while let Some(x) = chain.pop() {
                if x >= self.n {
                    sum = sum + self.dual[x] + self.dual[x];
                }
                (depth[x], outer[x]) = (d, sum);
                d += 1;
            }
        }
        let common = |mut i: usize, mut j: usize| {
            while depth[i] > depth[j] {
                i = self.parent[i];
            }
            while depth[j] > depth[i] {
                j = self.parent[j];
            }
            while i != j && i != NONE {
                (i, j) = (self.parent[i], self.parent[j]);
            }
            i
        };
        (0..self.edges.len())
            .map(|k| {
                let (i, j, _) = self.edges[k];
                let b = common(i, j);
                let s = self.slack(k);
                (if b == NONE { s } else { s + outer[b] }) == W::zero()
            })
            .collect()
    }

    /// A new blossom (`Forest::new_blossom`) at dual zero, with its least-slack edges to
    /// each other S-blossom.
    fn add_blossom(&mut self, base: usize, k: usize) {
        let (b, path) = self.forest.new_blossom(base, k);
        self.dual[b] = W::zero();
        let mut bestedgeto = vec![NONE; 2 * self.n];
        for (bj, k2) in self.forest.edges_out_of(b, &path) {
            if bestedgeto[bj] == NONE || self.slack(k2) < self.slack(bestedgeto[bj]) {
                bestedgeto[bj] = k2;
            }
        }
        let best: Vec<usize> = bestedgeto.into_iter().filter(|&k2| k2 != NONE).collect();
        let mut be = NONE;
        for &k2 in &best {
            if be == NONE || self.slack(k2) < self.slack(be) {
                be = k2;
            }
        }
        self.blossombestedges[b] = Some(best);
        self.bestedge[b] = be;
    }

    /// Stages until no free vertex has a positive dual. Free vertices may start at different
    /// duals (see `new`), so each leaves the search on its own when its dual reaches zero:
    /// an S-vertex at zero is made free by flipping the path up to its root (which is matched
    /// instead), or is that root; a free vertex at zero is no root and ends an augmenting path
    /// when one reaches it. Each stage leaves one free vertex of positive dual fewer, and at
    /// the end every free vertex has dual zero: the optimality conditions of a maximum-weight
    /// matching (LEMON's MaxWeightedMatching handles its free vertices the same way).
    fn solve(&mut self) {
        let n = self.n;
        loop {
            self.label.iter_mut().for_each(|l| *l = FREE);
            self.bestedge.iter_mut().for_each(|e| *e = NONE);
            for b in n..2 * n {
                self.blossombestedges[b] = None;
            }
            self.allowedge.iter_mut().for_each(|a| *a = false);
            self.queue.clear();
            let mut roots = false;
            for v in 0..n {
                if self.mate[v] == NONE && self.dual[v] > W::zero() && self.label[self.inblossom[v]] == FREE {
                    self.assign_label(v, S, NONE);
                    roots = true;
                }
            }
            if !roots {
                break;
            }
            let mut stage_over = false;
            let mut dual_changed = false;
            loop {
                while let Some(v) = self.queue.pop() {
                    if stage_over {
                        break;
                    }
                    let nb = self.neighbend[v].clone();
                    for p in nb {
                        let k = p / 2;
                        let w = self.endpoint(p);
                        if self.inblossom[v] == self.inblossom[w] {
                            continue;
                        }
                        let mut kslack = W::zero();
                        if !self.allowedge[k] {
                            kslack = self.slack(k);
                            if kslack <= W::zero() {
                                self.allowedge[k] = true;
                            }
                        }
                        if self.allowedge[k] {
                            if self.label[self.inblossom[w]] == FREE && self.free_base(self.inblossom[w]) {
                                // a free vertex at dual zero: an augmenting path
                                self.augment_matching(k);
                                stage_over = true;
                                break;
                            } else if self.label[self.inblossom[w]] == FREE {
                                self.assign_label(w, T, p ^ 1);
                            } else if self.label[self.inblossom[w]] == S {
                                let base = self.scan_blossom(v, w);
                                if base != NONE {
                                    self.add_blossom(base, k);
                                } else {
                                    self.augment_matching(k);
                                    stage_over = true;
                                    break;
                                }
                            } else if self.label[w] == FREE {
                                self.label[w] = T;
                                self.labelend[w] = p ^ 1;
                            }
                        } else if self.label[self.inblossom[w]] == S {
                            let b = self.inblossom[v];
                            if self.bestedge[b] == NONE || kslack < self.slack(self.bestedge[b]) {
                                self.bestedge[b] = k;
                            }
                        } else if self.label[w] == FREE && (self.bestedge[w] == NONE || kslack < self.slack(self.bestedge[w])) {
                            self.bestedge[w] = k;
                        }
                    }
                    if stage_over {
                        break;
                    }
                }
                if stage_over {
                    break;
                }
                // choose the dual change
                dual_changed = true;
                // type 1: an S-vertex's dual reaches zero (there is one: the roots)
                let mut deltatype = 1;
                let deltavertex = (0..n).filter(|&v| self.label[self.inblossom[v]] == S).min_by_key(|&v| self.dual[v]).expect("a root");
                let mut delta = self.dual[deltavertex];
                let mut deltaedge = NONE;
                let mut deltablossom = NONE;
                for v in 0..n {
                    if self.label[self.inblossom[v]] == FREE && self.bestedge[v] != NONE {
                        let d = self.slack(self.bestedge[v]);
                        if d < delta {
                            delta = d;
                            deltatype = 2;
                            deltaedge = self.bestedge[v];
                        }
                    }
                }
                for b in 0..2 * n {
                    if self.parent[b] == NONE && self.label[b] == S && self.bestedge[b] != NONE {
                        let d = self.slack(self.bestedge[b]).half();
                        if d < delta {
                            delta = d;
                            deltatype = 3;
                            deltaedge = self.bestedge[b];
                        }
                    }
                }
                for b in n..2 * n {
                    if self.base[b] != NONE && self.parent[b] == NONE && self.label[b] == T && self.dual[b] < delta {
                        delta = self.dual[b];
                        deltatype = 4;
                        deltablossom = b;
                    }
                }
                for v in 0..n {
                    match self.label[self.inblossom[v]] {
                        S => self.dual[v] = self.dual[v] - delta,
                        T => self.dual[v] = self.dual[v] + delta,
                        _ => {}
                    }
                }
                for b in n..2 * n {
                    if self.base[b] != NONE && self.parent[b] == NONE {
                        match self.label[b] {
                            S => self.dual[b] = self.dual[b] + delta,
                            T => self.dual[b] = self.dual[b] - delta,
                            _ => {}
                        }
                    }
                }
                match deltatype {
                    1 => {
                        if self.mate[deltavertex] != NONE {
                            self.augment_to_root(deltavertex, NONE);
                        } // else it is a root: it is no longer one from the next stage on
                        break;
                    }
                    2 => {
                        self.allowedge[deltaedge] = true;
                        let (mut i, j) = (self.ends[2 * deltaedge], self.ends[2 * deltaedge + 1]);
                        if self.label[self.inblossom[i]] == FREE {
                            i = j;
                        }
                        self.queue.push(i);
                    }
                    3 => {
                        self.allowedge[deltaedge] = true;
                        let i = self.ends[2 * deltaedge];
                        self.queue.push(i);
                    }
                    _ => self.forest.expand_blossom(deltablossom, false, &|_| false),
                }
            }
            for b in n..2 * n {
                if self.parent[b] == NONE && self.base[b] != NONE && self.label[b] == S && self.dual[b] == W::zero() {
                    let dual = &self.dual;
                    self.forest.expand_blossom(b, true, &|s| dual[s] == W::zero());
                }
            }
            // without a dual change, the paths left were all searched before this stage
            if dual_changed {
                self.augment_over_tight_edges();
            }
            #[cfg(test)]
            self.check_invariants();
        }
    }

    #[cfg(test)]
    fn check_invariants(&self) {
        let t = self.tight_edges();
        for v in 0..self.n {
            if self.mate[v] != NONE {
                assert!(t[self.mate[v] / 2], "matched edge at {v} not tight; mate {:?} duals {:?} edges {:?}", self.mates(), self.dual, self.edges);
            }
        }
    }
}

impl Forest {
    /// The edges from the new blossom `b` (children `path`) to other S-blossoms, as
    /// (that blossom, edge): the children's own lists where they kept one, else all their
    /// vertices' edges. Forgets the children's least-slack edges.
    fn edges_out_of(&mut self, b: usize, path: &[usize]) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for &c in path {
            let lists: Vec<Vec<usize>> = match self.blossombestedges[c].take() {
                Some(l) => vec![l],
                None => self.leaves_of(c).iter().map(|&u| self.neighbend[u].iter().map(|p| p / 2).collect()).collect(),
            };
            for k2 in lists.into_iter().flatten() {
                let (i, j) = (self.ends[2 * k2], self.ends[2 * k2 + 1]);
                let bj = if self.inblossom[j] == b { self.inblossom[i] } else { self.inblossom[j] };
                if bj != b && self.label[bj] == S {
                    out.push((bj, k2));
                }
            }
            self.bestedge[c] = NONE;
        }
        out
    }

    /// The forest of `n` vertices, no pairs, no blossoms, over the edges whose endpoints are `ends`.
    fn new(n: usize, ends: Vec<usize>) -> Self {
        let mut neighbend = vec![Vec::new(); n];
        for k in 0..ends.len() / 2 {
            neighbend[ends[2 * k]].push(2 * k + 1);
            neighbend[ends[2 * k + 1]].push(2 * k);
        }
        Forest {
            n,
            neighbend,
            mate: vec![NONE; n],
            label: vec![FREE; 2 * n],
            labelend: vec![NONE; 2 * n],
            inblossom: (0..n).collect(),
            parent: vec![NONE; 2 * n],
            childs: vec![Vec::new(); 2 * n],
            base: (0..n).chain(std::iter::repeat(NONE).take(n)).collect(),
            endps: vec![Vec::new(); 2 * n],
            bestedge: vec![NONE; 2 * n],
            blossombestedges: vec![None; 2 * n],
            unused: (n..2 * n).collect(),
            allowedge: vec![false; ends.len() / 2],
            queue: Vec::new(),
            ends,
        }
    }

    /// The matching found: the vertex matched to each vertex.
    fn mates(&self) -> Vec<Option<usize>> {
        (0..self.n).map(|v| if self.mate[v] == NONE { None } else { Some(self.endpoint(self.mate[v])) }).collect()
    }

    /// Augment by every path of `tight` edges between top-level blossoms (or vertices) that
    /// needs no dual change, at once: a maximum matching of that contracted graph, grown from
    /// the current one by the unweighted search, which is much cheaper than a stage per path.
    /// A blossom given a new pair is rotated to have its end of it as base, as an
    /// augmentation through it does, so it stays full.
    fn augment_over(&mut self, tight: &[bool]) {
        let n = self.n;
        let mut node = vec![NONE; 2 * n];
        let mut tops = Vec::new();
        for v in 0..n {
            let b = self.inblossom[v];
            if node[b] == NONE {
                node[b] = tops.len();
                tops.push(b);
            }
        }
        let (mut adj, mut via) = (vec![Vec::new(); tops.len()], vec![Vec::new(); tops.len()]);
        for k in 0..tight.len() {
            let (i, j) = (self.ends[2 * k], self.ends[2 * k + 1]);
            let (a, b) = (node[self.inblossom[i]], node[self.inblossom[j]]);
            if a != b && tight[k] {
                adj[a].push(b);
                via[a].push(2 * k + 1);
                adj[b].push(a);
                via[b].push(2 * k);
            }
        }
        let outer = |m: &Self, b: usize| {
            let p = m.mate[m.base[b]];
            if p == NONE {
                NONE
            } else {
                node[m.inblossom[m.endpoint(p)]]
            }
        };
        let before: Vec<usize> = tops.iter().map(|&b| outer(self, b)).collect();
        let mut mate = before.clone();
        super::cardinality::augment_all(&adj, &mut mate);
        for a in 0..tops.len() {
            if mate[a] == before[a] {
                continue;
            }
            // endpoint p leads from a into its new partner: its own end is p ^ 1
            let p = via[a][adj[a].iter().position(|&b| b == mate[a]).expect("an edge to the partner")];
            let x = self.endpoint(p ^ 1);
            if tops[a] >= n {
                self.augment_blossom(tops[a], x);
            }
            self.mate[x] = p;
        }
    }

    #[inline(always)]
    fn endpoint(&self, p: usize) -> usize {
        self.ends[p]
    }

    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.n {
            out.push(b);
        } else {
            for &c in &self.childs[b] {
                self.leaves(c, out);
            }
        }
    }

    fn leaves_of(&self, b: usize) -> Vec<usize> {
        let mut v = Vec::new();
        self.leaves(b, &mut v);
        v
    }

    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let b = self.inblossom[w];
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.bestedge[w] = NONE;
        self.bestedge[b] = NONE;
        if t == S {
            let l = self.leaves_of(b);
            self.queue.extend(l);
        } else {
            let base = self.base[b];
            let mp = self.mate[base];
            let v = self.endpoint(mp);
            self.assign_label(v, S, mp ^ 1);
        }
    }

    /// Trace back from v and w: the base of a new blossom, or NONE for an augmenting path.
    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE || w != NONE {
            let mut b = self.inblossom[v];
            if self.label[b] & MARK != 0 {
                base = self.base[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            if self.labelend[b] == NONE {
                v = NONE;
            } else {
                v = self.endpoint(self.labelend[b]);
                b = self.inblossom[v];
                v = self.endpoint(self.labelend[b]);
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = S;
        }
        base
    }

    /// Make the blossom of base `base` closed by edge `k` (its ends' trees meet there), an
    /// S-blossom; returns it and its children.
    fn new_blossom(&mut self, base: usize, k: usize) -> (usize, Vec<usize>) {
        let (mut v, mut w) = (self.ends[2 * k], self.ends[2 * k + 1]);
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let b = self.unused.pop().expect("blossom slots");
        self.base[b] = base;
        self.parent[b] = NONE;
        self.parent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.parent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            v = self.endpoint(self.labelend[bv]);
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.parent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            w = self.endpoint(self.labelend[bw]);
            bw = self.inblossom[w];
        }
        self.childs[b] = path.clone();
        self.endps[b] = endps;
        self.label[b] = S;
        self.labelend[b] = self.labelend[bb];
        for leaf in self.leaves_of(b) {
            if self.label[self.inblossom[leaf]] == T {
                self.queue.push(leaf);
            }
            self.inblossom[leaf] = b;
        }
        (b, path)
    }

    /// Take blossom `b` apart: at the end of a stage (`endstage`) with its children at dual
    /// zero (`zero_dual`) too, else relabelling the children on the path through a T-blossom.
    fn expand_blossom(&mut self, b: usize, endstage: bool, zero_dual: &dyn Fn(usize) -> bool) {
        let childs = self.childs[b].clone();
        for &s in &childs {
            self.parent[s] = NONE;
            if s < self.n {
                self.inblossom[s] = s;
            } else if endstage && zero_dual(s) {
                self.expand_blossom(s, endstage, zero_dual);
            } else {
                for leaf in self.leaves_of(s) {
                    self.inblossom[leaf] = s;
                }
            }
        }
        if !endstage && self.label[b] == T {
            let len = childs.len() as isize;
            let idx = |j: isize| (((j % len) + len) % len) as usize;
            let entry = self.inblossom[self.endpoint(self.labelend[b] ^ 1)];
            let mut j = childs.iter().position(|&c| c == entry).expect("entry child") as isize;
            let (jstep, trick) = if j & 1 == 1 {
                j -= len;
                (1isize, 0usize)
            } else {
                (-1isize, 1usize)
            };
            let mut p = self.labelend[b];
            while j != 0 {
                let e1 = self.endpoint(p ^ 1);
                self.label[e1] = FREE;
                let q = self.endps[b][idx(j - trick as isize)] ^ trick ^ 1;
                let e2 = self.endpoint(q);
                self.label[e2] = FREE;
                self.assign_label(e1, T, p);
                self.allowedge[self.endps[b][idx(j - trick as isize)] / 2] = true;
                j += jstep;
                p = self.endps[b][idx(j - trick as isize)] ^ trick;
                self.allowedge[p / 2] = true;
                j += jstep;
            }
            let bv = childs[idx(j)];
            let e = self.endpoint(p ^ 1);
            self.label[e] = T;
            self.label[bv] = T;
            self.labelend[e] = p;
            self.labelend[bv] = p;
            self.bestedge[bv] = NONE;
            j += jstep;
            while childs[idx(j)] != entry {
                let bv = childs[idx(j)];
                if self.label[bv] == S {
                    j += jstep;
                    continue;
                }
                let found = self.leaves_of(bv).into_iter().find(|&v| self.label[v] != FREE);
                if let Some(v) = found {
                    self.label[v] = FREE;
                    let mb = self.endpoint(self.mate[self.base[bv]]);
                    self.label[mb] = FREE;
                    let le = self.labelend[v];
                    self.assign_label(v, T, le);
                }
                j += jstep;
            }
        }
        self.label[b] = FREE;
        self.labelend[b] = NONE;
        self.childs[b].clear();
        self.endps[b].clear();
        self.base[b] = NONE;
        self.blossombestedges[b] = None;
        self.bestedge[b] = NONE;
        self.unused.push(b);
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.parent[t] != b {
            t = self.parent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let len = self.childs[b].len() as isize;
        let idx = |j: isize| (((j % len) + len) % len) as usize;
        let i = self.childs[b].iter().position(|&c| c == t).expect("child") as isize;
        let mut j = i;
        let (jstep, trick) = if i & 1 == 1 {
            j -= len;
            (1isize, 0usize)
        } else {
            (-1isize, 1usize)
        };
        while j != 0 {
            j += jstep;
            let t1 = self.childs[b][idx(j)];
            let p = self.endps[b][idx(j - trick as isize)] ^ trick;
            if t1 >= self.n {
                let e = self.endpoint(p);
                self.augment_blossom(t1, e);
            }
            j += jstep;
            let t2 = self.childs[b][idx(j)];
            if t2 >= self.n {
                let e = self.endpoint(p ^ 1);
                self.augment_blossom(t2, e);
            }
            let a = self.endpoint(p);
            let c = self.endpoint(p ^ 1);
            self.mate[a] = p ^ 1;
            self.mate[c] = p;
        }
        let i = i as usize;
        self.childs[b].rotate_left(i);
        self.endps[b].rotate_left(i);
        self.base[b] = self.base[self.childs[b][0]];
    }

    fn augment_matching(&mut self, k: usize) {
        let (v, w) = (self.ends[2 * k], self.ends[2 * k + 1]);
        self.augment_to_root(v, 2 * k + 1);
        self.augment_to_root(w, 2 * k);
    }

    /// Flip the alternating path from S-vertex `s` up to its tree's root, `s` taking the
    /// mate endpoint `p` (NONE: `s` is left free and the root becomes matched). From a free
    /// vertex outside the trees, only `s` takes `p`.
    fn augment_to_root(&mut self, mut s: usize, mut p: usize) {
        loop {
            let bs = self.inblossom[s];
            if bs >= self.n {
                self.augment_blossom(bs, s);
            }
            self.mate[s] = p;
            // a root, or the free vertex at dual zero that ends a path (unlabelled: its
            // labelend may be left from an earlier stage)
            if self.labelend[bs] == NONE || self.label[bs] == FREE {
                break;
            }
            let t = self.endpoint(self.labelend[bs]);
            let bt = self.inblossom[t];
            s = self.endpoint(self.labelend[bt]);
            let j = self.endpoint(self.labelend[bt] ^ 1);
            if bt >= self.n {
                self.augment_blossom(bt, j);
            }
            self.mate[j] = self.labelend[bt];
            p = self.labelend[bt] ^ 1;
        }
    }

    /// Does the top-level blossom (or vertex) `b` have a free base? Outside the trees
    /// only a free vertex whose dual has reached zero (see `solve`).
    fn free_base(&self, b: usize) -> bool {
        self.mate[self.base[b]] == NONE
    }
}
