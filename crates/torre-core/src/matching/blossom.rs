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
    match solved(n, edges, start) {
        Some(m) => m.mates(),
        None => vec![None; n],
    }
}

/// The matcher run to the end from `start` (empty for none); `None` without edges or vertices.
fn solved<'a, W: Weight>(n: usize, edges: &'a [(usize, usize, W)], start: &[Option<usize>]) -> Option<Matcher<'a, W>> {
    if edges.is_empty() || n == 0 {
        return None;
    }
    let mut m = Matcher::new(n, edges);
    if !start.is_empty() {
        m.start_from(start);
    }
    m.solve();
    Some(m)
}

/// A maximum-weight matching with what its optimal dual says about all the others.
pub struct Optimum {
    pub mate: Vec<Option<usize>>,
    /// Per edge: tight under the optimal dual (vertex and blossom duals). By LP duality
    /// every maximum-weight matching uses tight edges only.
    pub tight: Vec<bool>,
    /// Per vertex: positive dual, so every maximum-weight matching covers it. Where no
    /// blossom dual is positive (always in bipartite graphs), the maximum-weight matchings
    /// are exactly the matchings of tight edges that cover these vertices.
    pub covered: Vec<bool>,
}

/// Maximum-weight matching and its optimal dual's verdicts (see `Optimum`).
pub fn max_weight_matching_tight<W: Weight>(n: usize, edges: &[(usize, usize, W)]) -> Optimum {
    max_weight_matching_tight_from(n, edges, &[])
}

/// `max_weight_matching_tight` warm-started from a known matching `start` (`start[v] =
/// Some(w)` and `start[w] = Some(v)`; empty for none). Its pairs whose edge has the maximum
/// weight, then greedily any other such edges between vertices left free, are the first
/// matching: those edges are tight under the algorithm's first duals (every vertex at the
/// maximum weight), a state the algorithm itself could reach, so the result is a
/// maximum-weight matching all the same, after as many augmentations as vertices were
/// left free instead of one per pair. Which of several optima it returns may differ.
pub fn max_weight_matching_tight_from<W: Weight>(n: usize, edges: &[(usize, usize, W)], start: &[Option<usize>]) -> Optimum {
    let Some(m) = solved(n, edges, start) else {
        return Optimum { mate: vec![None; n], tight: vec![false; edges.len()], covered: vec![false; n] };
    };
    let tight = m.tight_edges();
    let covered = (0..n).map(|v| m.dual[v] > W::zero()).collect();
    Optimum { mate: m.mates(), tight, covered }
}

struct Matcher<'a, W: Weight> {
    n: usize,
    edges: &'a [(usize, usize, W)],
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
    dual: Vec<W>,
    allowedge: Vec<bool>,
    queue: Vec<usize>,
}

impl<'a, W: Weight> Matcher<'a, W> {
    /// The matching found: the vertex matched to each vertex.
    fn mates(&self) -> Vec<Option<usize>> {
        (0..self.n).map(|v| if self.mate[v] == NONE { None } else { Some(self.endpoint(self.mate[v])) }).collect()
    }

    fn new(n: usize, edges: &'a [(usize, usize, W)]) -> Self {
        let mut neighbend = vec![Vec::new(); n];
        let mut maxw = W::zero();
        for (k, &(i, j, w)) in edges.iter().enumerate() {
            neighbend[i].push(2 * k + 1);
            neighbend[j].push(2 * k);
            if w > maxw {
                maxw = w;
            }
        }
        let mut dual = vec![maxw; n];
        dual.extend(std::iter::repeat(W::zero()).take(n));
        Matcher {
            n,
            edges,
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
            dual,
            allowedge: vec![false; edges.len()],
            queue: Vec::new(),
        }
    }

    /// The first matching of `max_weight_matching_tight_from`: edges of the maximum weight
    /// only (zero slack under the first duals), `start`'s pairs first.
    fn start_from(&mut self, start: &[Option<usize>]) {
        let maxw = self.dual[0];
        for pass_start in [true, false] {
            for v in 0..self.n {
                if self.mate[v] != NONE {
                    continue;
                }
                let wanted = start.get(v).copied().flatten();
                for i in 0..self.neighbend[v].len() {
                    let p = self.neighbend[v][i];
                    let w = self.endpoint(p);
                    if self.mate[w] == NONE && self.edges[p / 2].2 == maxw && (!pass_start || wanted == Some(w)) {
                        self.mate[v] = p;
                        self.mate[w] = p ^ 1;
                        break;
                    }
                }
            }
        }
    }

    #[inline(always)]
    fn endpoint(&self, p: usize) -> usize {
        let (i, j, _) = self.edges[p / 2];
        if p % 2 == 0 {
            i
        } else {
            j
        }
    }

    #[inline(always)]
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

    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w, _) = self.edges[k];
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
        self.dual[b] = W::zero();
        for leaf in self.leaves_of(b) {
            if self.label[self.inblossom[leaf]] == T {
                self.queue.push(leaf);
            }
            self.inblossom[leaf] = b;
        }
        let mut bestedgeto = vec![NONE; 2 * self.n];
        for &c in &path {
            let lists: Vec<Vec<usize>> = match self.blossombestedges[c].take() {
                Some(l) => vec![l],
                None => self.leaves_of(c).iter().map(|&u| self.neighbend[u].iter().map(|p| p / 2).collect()).collect(),
            };
            for list in lists {
                for k2 in list {
                    let (mut i, mut j, _) = self.edges[k2];
                    if self.inblossom[j] == b {
                        std::mem::swap(&mut i, &mut j);
                    }
                    let _ = i;
                    let bj = self.inblossom[j];
                    if bj != b && self.label[bj] == S && (bestedgeto[bj] == NONE || self.slack(k2) < self.slack(bestedgeto[bj])) {
                        bestedgeto[bj] = k2;
                    }
                }
            }
            self.bestedge[c] = NONE;
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

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = self.childs[b].clone();
        for &s in &childs {
            self.parent[s] = NONE;
            if s < self.n {
                self.inblossom[s] = s;
            } else if endstage && self.dual[s] == W::zero() {
                self.expand_blossom(s, endstage);
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
        let (v, w, _) = self.edges[k];
        for (mut s, mut p) in [(v, 2 * k + 1), (w, 2 * k)] {
            loop {
                let bs = self.inblossom[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.labelend[bs] == NONE {
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
    }

    fn solve(&mut self) {
        let n = self.n;
        for _stage in 0..n {
            self.label.iter_mut().for_each(|l| *l = FREE);
            self.bestedge.iter_mut().for_each(|e| *e = NONE);
            for b in n..2 * n {
                self.blossombestedges[b] = None;
            }
            self.allowedge.iter_mut().for_each(|a| *a = false);
            self.queue.clear();
            for v in 0..n {
                if self.mate[v] == NONE && self.label[self.inblossom[v]] == FREE {
                    self.assign_label(v, S, NONE);
                }
            }
            let mut augmented = false;
            loop {
                while let Some(v) = self.queue.pop() {
                    if augmented {
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
                            if self.label[self.inblossom[w]] == FREE {
                                self.assign_label(w, T, p ^ 1);
                            } else if self.label[self.inblossom[w]] == S {
                                let base = self.scan_blossom(v, w);
                                if base != NONE {
                                    self.add_blossom(base, k);
                                } else {
                                    self.augment_matching(k);
                                    augmented = true;
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
                    if augmented {
                        break;
                    }
                }
                if augmented {
                    break;
                }
                // choose the dual change
                let mut deltatype = 1;
                let mut delta = self.dual[..n].iter().copied().min().expect("n > 0");
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
                    1 => break,
                    2 => {
                        self.allowedge[deltaedge] = true;
                        let (mut i, j, _) = self.edges[deltaedge];
                        if self.label[self.inblossom[i]] == FREE {
                            i = j;
                        }
                        self.queue.push(i);
                    }
                    3 => {
                        self.allowedge[deltaedge] = true;
                        let (i, _, _) = self.edges[deltaedge];
                        self.queue.push(i);
                    }
                    _ => self.expand_blossom(deltablossom, false),
                }
            }
            if !augmented {
                break;
            }
            for b in n..2 * n {
                if self.parent[b] == NONE && self.base[b] != NONE && self.label[b] == S && self.dual[b] == W::zero() {
                    self.expand_blossom(b, true);
                }
            }
        }
    }
}
