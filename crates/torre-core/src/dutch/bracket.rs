//! Pairing one bracket (C.04.3 B) as a maximum-weight matching whose weight encodes the
//! criteria (C.4–C.19, see `criteria`) and, below them, the order in which B.6/B.7 and
//! D.1–D.3 generate candidates, so that the matching is the first best candidate (B.8).

use super::colour::{self, Rule, Side, Strength};
use super::criteria::{count_width, Field, Layout};
use super::entrant::{Entrant, Float};
use crate::matching::{max_weight_matching_warm, Wide};
use crate::model::{Colour, DutchEdition, PlayerId};
use crate::score::Score;

/// What every bracket of the round shares.
pub struct Ctx<'a> {
    /// Participants sorted by A.2; the index is the ranking position.
    pub ents: &'a [Entrant],
    pub initial: Colour,
    pub forbidden: &'a [(PlayerId, PlayerId)],
    pub edition: DutchEdition,
    /// 2026 [C5]: the lowest score with which the round can be completed around the PAB; only
    /// players with at most this score may receive it (`None`: any, as in 2017).
    pub pab_max: Option<Score>,
}

impl Ctx<'_> {
    /// C.1 no rematch, C.3 no two non-topscorers with the same absolute preference,
    /// plus the arbiter's forbidden pairs (TRF XXP).
    pub fn legal(&self, a: usize, b: usize) -> bool {
        let (x, y) = (&self.ents[a], &self.ents[b]);
        if x.has_met(y.id) {
            return false;
        }
        let (lo, hi) = (x.id.min(y.id), x.id.max(y.id));
        if self.forbidden.contains(&(lo, hi)) {
            return false;
        }
        let absolute_clash = x.pref.strength == Strength::Absolute && y.pref.strength == Strength::Absolute && x.pref.colour == y.pref.colour;
        !(absolute_clash && !x.topscorer && !y.topscorer)
    }

    /// C.2 (2026 [C2], [C5]): may entrant `i` receive the PAB in this round?
    pub fn can_bye(&self, i: usize) -> bool {
        let e = &self.ents[i];
        e.can_bye && self.pab_max.is_none_or(|m| e.score <= m)
    }

    fn side(&self, i: usize) -> Side<'_> {
        let e = &self.ents[i];
        Side { history: &e.history, pref: e.pref, topscorer: e.topscorer, e5_number: e.e5_number }
    }

    /// E.1–E.5 for a pair: (white, black, deciding rule). The higher-ranked player is the
    /// one with the lower index (A.2).
    pub fn colours(&self, a: usize, b: usize) -> (usize, usize, Rule) {
        let (h, l) = if a < b { (a, b) } else { (b, a) };
        let (c, rule) = colour::allocate(&self.side(h), &self.side(l), self.initial);
        if c == Colour::White {
            (h, l, rule)
        } else {
            (l, h, rule)
        }
    }

    /// Failures of C.8, C.9, C.10, C.11 for a pair.
    pub fn colour_failures(&self, a: usize, b: usize) -> [i64; 4] {
        let (w, bl, _) = self.colours(a, b);
        let mut f = [0i64; 4];
        let tops = self.ents[a].topscorer || self.ents[b].topscorer;
        for (i, got) in [(w, Colour::White), (bl, Colour::Black)] {
            let e = &self.ents[i];
            if tops {
                let d = colour::colour_difference(&e.history) + if got == Colour::White { 1 } else { -1 };
                if d.abs() > 2 {
                    f[0] += 1; // C.8
                }
                let n = e.history.len();
                if n >= 2 && e.history[n - 1] == got && e.history[n - 2] == got {
                    f[1] += 1; // C.9
                }
            }
            if let Some(p) = e.pref.colour {
                if p != got {
                    f[2] += 1; // C.10
                    if e.pref.strength >= Strength::Strong {
                        f[3] += 1; // C.11
                    }
                }
            }
        }
        f
    }
}

/// Which generation order to encode below the criteria.
#[derive(Clone, Copy, Debug)]
pub enum Gen<'a> {
    /// Criteria only.
    None,
    /// B.7/D.3/D.1 for the MDP-pairing: which MDPs (lowest BSNs), then their S2 partners.
    Mdp,
    /// B.6/D.2/D.1 for a homogeneous bracket or remainder, `s1[pos]` = in the original S1.
    Remainder(&'a [bool]),
    /// D.2 alone (which exchange), as in `Remainder`: the exchanged S1 is the set of the pairs'
    /// lower players, whose D.1 order is then found without weights (see `dutch::first_exchange`).
    Exchange(&'a [bool]),
}

/// A bracket pairing problem.
#[derive(Clone, Copy)]
pub struct Query<'a> {
    /// Entrant indices in BSN order (A.2), MDPs first.
    pub bracket: &'a [usize],
    /// The first `mdps` of `bracket` are moved-down players.
    pub mdps: usize,
    /// Positions of `bracket` still to be paired (others were fixed earlier).
    pub active: &'a [bool],
    /// C.7: how the next scoregroup enters the weights.
    pub next: Next<'a>,
    /// Completion (C.4/A.9): every other remaining player, paired too.
    pub rest: &'a [usize],
    pub complete: bool,
    /// Add the pairing-allocated bye as a vertex: with `complete`, the completion of an odd
    /// round (A.9); without, the PAB of the following bracket, the last of an odd round, which
    /// C.7 judges by its complete pairings only (A.9, C.2): the PAB counts there as a pair and
    /// its receiver, eligible or not paired at all, as a downfloater (A.8).
    pub bye: bool,
    /// MDPs may not be paired in this bracket (B.3 with M1 = 0).
    pub no_mdp_pairs: bool,
    /// 2026 [C9]: weigh the unplayed games of the bracket's one downfloater (the PAB assignee).
    pub c9: bool,
    pub gen: Gen<'a>,
    /// A criteria optimum of the same query without `gen`: only its tight edges can be part
    /// of a pairing that reaches it (see `Tight`), and its matching, one such pairing, is
    /// where the matching starts (same vertices).
    pub optimum: Option<&'a Solution>,
    /// B.6 transpositions only: bracket pairs join `split[pos]` (S1) to the others (S2).
    pub split: Option<&'a [bool]>,
}

/// C.7 (the pairing of the next bracket) in a query.
#[derive(Clone, Copy)]
pub enum Next<'a> {
    /// C.7 does not apply, or cannot matter (no downfloater, C.5 being above C.7).
    None,
    /// The next scoregroup's players as vertices, so that downfloaters may pair with them.
    Vertices(&'a [usize]),
    /// Exactly one downfloater (C.5 decides that): one vertex stands for the next
    /// scoregroup, joined to each bracket position by what its floating does to the next
    /// bracket's pairing (`joins[pos]`, see `floater_joins`).
    Floater { group: &'a [usize], joins: &'a [Joins] },
}

impl<'a> Next<'a> {
    fn group(&self) -> &'a [usize] {
        match *self {
            Next::None => &[],
            Next::Vertices(g) | Next::Floater { group: g, .. } => g,
        }
    }
    pub fn vertices(&self) -> usize {
        match self {
            Next::None => 0,
            Next::Vertices(g) => g.len(),
            Next::Floater { .. } => 1,
        }
    }
}

/// What a single downfloater does to the best pairing of the following bracket (C.7): the
/// changes against that bracket's best pairing with him left unpaired. The scoregroup's players
/// all have one score, so its pairing is told by counts: its pairs (SD 0), its players left
/// unpaired (SD 1 point, A.8), and the floater's own element (his pair, or his downfloat).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Joins {
    /// Pairs of the following bracket gained (C.5 there; its PAB counts as one, see `Query::bye`).
    pub pairs: i64,
    /// He is paired with a player of the group (his downfloat becomes a pair, A.8).
    pub paired: bool,
    /// Change in the number of the group's players left unpaired (or taking the PAB).
    pub singles: i64,
    /// Change in the number of pairs inside the group.
    pub group_pairs: i64,
}

impl Joins {
    /// He stays unpaired there (no legal partner, nothing gained): no edge to the group.
    pub const NO: Joins = Joins { pairs: 0, paired: false, singles: 0, group_pairs: 0 };
}

/// `Joins` for every bracket position, were it the downfloater. With `pab`, the following
/// bracket is the last one of an odd round: one of its players, or the floater, takes the PAB
/// (C.2: an eligible one), which C.7 counts as a pair of that bracket (see `Query::bye`).
///
/// With G the group, B the PAB (joined to G's eligible players), D(H) the players some maximum
/// matching of H leaves out (Gallai–Edmonds), ν(H) its size and ν' = ν(G + B): a floater paired
/// with a player of D(G + B) adds a pair; else one taking the PAB when B is in D(G + B) adds one
/// unpaired; else one paired in the group takes a player's place. The group keeps ν(G) pairs
/// when his partner can be in D(G), one fewer otherwise (unless ν' = ν(G) + 1, where the group
/// needs B for its best pairing anyway and keeps ν(G) pairs for a partner in D(G + B)).
pub fn floater_joins(ctx: &Ctx, bracket: &[usize], group: &[usize], pab: bool) -> Vec<Joins> {
    let n = group.len();
    // the PAB is vertex n, joined to the group's eligible players
    let eligible: Vec<bool> = group.iter().map(|&i| ctx.can_bye(i)).collect();
    let mut degrees: Vec<usize> = vec![0; n];
    for j in 0..n {
        for k in j + 1..n {
            if ctx.legal(group[j], group[k]) {
                degrees[j] += 1;
                degrees[k] += 1;
            }
        }
    }
    let missable = |with_pab: bool| {
        let mut deg = degrees.clone();
        if with_pab {
            deg.iter_mut().zip(&eligible).for_each(|(d, &e)| *d += usize::from(e));
            deg.push(eligible.iter().filter(|&&e| e).count());
        }
        dense_missable(&deg).unwrap_or_else(|| {
            let mut adj: Vec<Vec<usize>> = group.iter().map(|&a| (0..n).filter(|&j| group[j] != a && ctx.legal(a, group[j])).collect()).collect();
            if with_pab {
                let with: Vec<usize> = (0..n).filter(|&j| eligible[j]).collect();
                for &j in &with {
                    adj[j].push(n);
                }
                adj.push(with);
            }
            crate::matching::missable(&adj)
        })
    };
    let in_d = missable(false);
    let (in_d_pab, pab_missable, pab_adds) = if pab {
        let d = missable(true);
        let adds = (0..n).any(|j| eligible[j] && in_d[j]);
        (d.clone(), d[n], adds)
    } else {
        (in_d.clone(), false, false)
    };
    let (some_d, some_d_pab) = (in_d.contains(&true), in_d_pab.contains(&true));
    let joins = |d: usize| {
        let partners = || (0..group.len()).filter(move |&j| ctx.legal(d, group[j]));
        let with = |p: bool, pairs: i64| {
            // the group's pairs: ν(G) or one fewer (see above); its unpaired players follow
            let kept = if p { 0 } else { -1 };
            Joins { pairs, paired: true, singles: -2 * kept - 1, group_pairs: kept }
        };
        let partner_in_d = some_d && partners().any(|j| in_d[j]);
        if some_d_pab && partners().any(|j| in_d_pab[j]) {
            with(pab_adds || partner_in_d, 1)
        } else if pab && pab_missable && ctx.can_bye(d) {
            Joins { pairs: 1, ..Joins::NO }
        } else if partners().next().is_some() {
            with(pab_adds && partner_in_d, 0)
        } else {
            Joins::NO
        }
    };
    bracket.iter().map(|&d| joins(d)).collect()
}

/// `matching::missable` from the degrees alone when Dirac's theorem settles it: a graph of
/// m ≥ 3 vertices, each of degree at least m/2, has a Hamiltonian cycle. With m even that is a
/// perfect matching (nobody can be missed); with m odd and every degree at least (m + 1)/2,
/// the graph less any one vertex still qualifies (anybody can be). None otherwise. A large
/// scoregroup early in an event is such a graph, and its matching the slow part.
fn dense_missable(degrees: &[usize]) -> Option<Vec<bool>> {
    let m = degrees.len();
    let min = *degrees.iter().min()?;
    match m % 2 {
        _ if m < 5 => None,
        0 if 2 * min >= m => Some(vec![false; m]),
        1 if 2 * min > m => Some(vec![true; m]),
        _ => None,
    }
}

/// C.5: how many bracket positions every pairing leaves over (B.3: MDPs only with residents).
pub fn leftover(ctx: &Ctx, bracket: &[usize], mdps: usize) -> usize {
    let adj: Vec<Vec<usize>> = (0..bracket.len()).map(|u| (0..bracket.len()).filter(|&v| v != u && (u >= mdps || v >= mdps) && ctx.legal(bracket[u], bracket[v])).collect()).collect();
    bracket.len() - crate::matching::max_cardinality_matching(&adj).iter().flatten().count()
}

/// Pairs of entrants (the bye as `ents.len()`, the next scoregroup's vertex as
/// `ents.len() + 1`) joined by an edge that is tight under the optimal dual of a
/// criteria-only matching. Every candidate that reaches the criteria optimum uses such
/// edges only, so ordering candidates by generation (B.8) may ignore the rest: fewer
/// edges, and the D.1 digits only rank partners that can still occur.
pub struct Tight {
    /// Entrant key -> row of `bits` (NONE for keys not in the query).
    row: Vec<usize>,
    m: usize,
    bits: Vec<bool>,
}

impl Tight {
    fn has(&self, a: usize, b: usize) -> bool {
        let (i, j) = (self.row[a], self.row[b]);
        i != usize::MAX && j != usize::MAX && self.bits[i * self.m + j]
    }
}

/// The matching: `partner[v]` over the query's vertices (bracket positions first, then
/// `next`, then `rest`, then the bye).
pub struct Solution {
    pub partner: Vec<Option<usize>>,
    pub tight: Tight,
    /// Vertices every optimum covers (positive dual).
    pub covered: Vec<bool>,
    bye_vertex: Option<usize>,
    /// The optimal vertex duals as 64-bit limbs (`dual_limbs` per vertex) and the weights'
    /// width: a query that adds the generation order below these criteria starts from them
    /// scaled up (`Solution::warm_duals`).
    dual: Vec<u64>,
    dual_limbs: usize,
    bits: usize,
}

impl Solution {
    /// Pairs inside the bracket, as positions (lower position first).
    pub fn bracket_pairs(&self, nb: usize) -> Vec<(usize, usize)> {
        pairs_within(&self.partner, nb)
    }
    /// Every pair of the matching (lower vertex first).
    pub fn pairs(&self) -> Vec<(usize, usize)> {
        self.partner.iter().enumerate().filter_map(|(v, p)| p.filter(|&p| v < p).map(|p| (v, p))).collect()
    }
    /// Is the edge a-b (entrants; see `Tight`) tight in this optimum?
    pub fn is_tight(&self, a: usize, b: usize) -> bool {
        self.tight.has(a, b)
    }
    /// The duals for a query of the same vertices whose weights are `bits` wide: these
    /// criteria shifted up by the fields added below them (empty when it adds none or
    /// this solution has no duals). A warm start only: the matcher makes them feasible.
    fn warm_duals<const L: usize>(&self, bits: usize) -> Vec<Wide<L>> {
        let Some(shift) = bits.checked_sub(self.bits) else { return Vec::new() };
        let mut out = vec![Wide::<L>::ZERO; self.dual.len() / self.dual_limbs.max(1)];
        for (v, y) in out.iter_mut().enumerate() {
            for (i, &limb) in self.dual[v * self.dual_limbs..(v + 1) * self.dual_limbs].iter().enumerate() {
                y.add_shifted(limb, 64 * i + shift);
            }
        }
        out
    }
    /// The bracket position given the pairing-allocated bye, if any.
    pub fn bye_position(&self, nb: usize) -> Option<usize> {
        let bye = self.bye_vertex?;
        (0..nb).find(|&p| self.partner[p] == Some(bye))
    }
}

/// The pairs of a matching (`partner` over a query's vertices) inside the bracket, as
/// positions (lower position first).
pub fn pairs_within(partner: &[Option<usize>], nb: usize) -> Vec<(usize, usize)> {
    (0..nb).filter_map(|v| partner[v].filter(|&u| u < nb && v < u).map(|u| (v, u))).collect()
}

struct Graph<'a> {
    q: &'a Query<'a>,
    nb: usize,
    nn: usize,
    nr: usize,
    /// Index of the bye among entrants (`ents.len()`); the next scoregroup's vertex is one more.
    bye_key: usize,
}

impl Graph<'_> {
    fn len(&self) -> usize {
        self.nb + self.nn + self.nr + usize::from(self.q.bye)
    }
    /// The entrant at vertex `v`, or the bye key.
    pub fn key(&self, v: usize) -> usize {
        if v < self.nb {
            self.q.bracket[v]
        } else if v < self.nb + self.nn {
            match self.q.next {
                Next::Vertices(g) => g[v - self.nb],
                _ => self.bye_key + 1,
            }
        } else if v < self.nb + self.nn + self.nr {
            self.q.rest[v - self.nb - self.nn]
        } else {
            self.bye_key
        }
    }
    fn in_next(&self, v: usize) -> bool {
        v >= self.nb && v < self.nb + self.nn
    }
    /// May u and v (u < v) be paired in this query? C.1–C.3 (`legal`), C.2 for the bye,
    /// B.3 (MDPs are paired with residents only), and the tight subgraph when given.
    fn edge(&self, ctx: &Ctx, u: usize, v: usize) -> bool {
        let (q, nb) = (self.q, self.nb);
        if (u < nb && !q.active[u]) || (v < nb && !q.active[v]) {
            return false;
        }
        let (a, b) = (self.key(u), self.key(v));
        if let Next::Floater { joins, .. } = q.next {
            if self.in_next(v) {
                return u < nb && joins[u] != Joins::NO; // C.7: a floater paired there
            }
        }
        let ok = match (a == self.bye_key, b == self.bye_key) {
            (false, false) => ctx.legal(a, b),
            // the bye vertex: C.2 (2026 [C2], [C5])
            (false, true) => ctx.can_bye(a),
            (true, false) => ctx.can_bye(b),
            (true, true) => false,
        };
        let both_in_bracket = u < nb && v < nb;
        if !ok || both_in_bracket && u < q.mdps && v < q.mdps {
            return false; // B.3: S1 (MDPs) is paired with S2 (residents) only
        }
        if q.no_mdp_pairs && both_in_bracket && (u < q.mdps || v < q.mdps) {
            return false;
        }
        if both_in_bracket && q.split.is_some_and(|s1| s1[u] == s1[v]) {
            return false;
        }
        q.optimum.is_none_or(|o| o.tight.has(a, b))
    }
}

/// SD levels (A.8) in descending order.
fn levels(values: impl Iterator<Item = i32>) -> Vec<i32> {
    let mut v: Vec<i32> = values.collect();
    crate::sort::by(&mut v, &|a, b| b.cmp(a));
    v.dedup();
    v
}

fn level_of(levels: &[i32], sd: i32) -> usize {
    levels.iter().position(|&l| l == sd).expect("level listed")
}

/// D.1 as digits: for the lower position u of a pair, the rank of its partner among the
/// partners u can have, most significant digit first (u = S1[1]); 0 when u leads no pair.
struct Digits {
    partners: Vec<Vec<usize>>,
    shift: Vec<usize>,
    width: usize,
    /// BSN of each position for D.2: in a remainder, its own numbering (1.. over the
    /// residents still to be paired), as the reference engines number it (see `gen_terms`).
    bsn: Vec<usize>,
    /// `Gen::Exchange`: place of each position in its half (S1 or S2), from 1, and the halves' sizes.
    half_rank: Vec<usize>,
    halves: [usize; 2],
}

/// Bits for the values 1..=n.
fn bits_for(n: usize) -> usize {
    (usize::BITS - n.leading_zeros()) as usize
}

impl Digits {
    fn new(g: &Graph, ctx: &Ctx, leads: impl Fn(usize) -> bool) -> Self {
        let nb = g.nb;
        let partners: Vec<Vec<usize>> = (0..nb).map(|u| if leads(u) { (u + 1..nb).filter(|&v| g.edge(ctx, u, v)).collect() } else { Vec::new() }).collect();
        let mut shift = vec![0; nb];
        let mut width = 0;
        for u in (0..nb).rev() {
            shift[u] = width;
            width += bits_for(partners[u].len());
        }
        let q = g.q;
        let mut bsn = vec![0; nb];
        let mut k = 0;
        for (u, b) in bsn.iter_mut().enumerate() {
            let counted = match q.gen {
                Gen::Remainder(_) | Gen::Exchange(_) => u >= q.mdps && q.active[u],
                _ => true,
            };
            k += usize::from(counted);
            *b = k;
        }
        // D.2.c/D.2.d in an exchange query: each half's players numbered apart (1..), which
        // orders them as their BSNs do in half the bits
        let mut half_rank = vec![0; nb];
        let mut halves = [0; 2];
        if let Gen::Exchange(s1) = q.gen {
            for u in (q.mdps..nb).filter(|&u| q.active[u]) {
                let h = usize::from(!s1[u]);
                halves[h] += 1;
                half_rank[u] = halves[h];
            }
        }
        Digits { partners, shift, width, bsn, half_rank, halves }
    }
    /// Value and bit offset of pairing u with v.
    fn digit(&self, u: usize, v: usize) -> (i64, usize) {
        let rank = self.partners[u].binary_search(&v).expect("a partner of u");
        (-(rank as i64 + 1), self.shift[u])
    }
}

struct Fields {
    complete: Option<Field>,
    pairs: Field,
    psd: Vec<Field>,
    next_pairs: Option<Field>,
    next_psd: Vec<Field>,
    c9: Option<Field>,
    colour: [Field; 4],
    floats: [Field; 4],
    /// One field per criterion (2017: the sum of differences); 2026: one per difference level.
    float_sd: [Vec<Field>; 4],
    /// 2026: the score-difference levels of `float_sd`, descending.
    sd_levels: Vec<i32>,
    gen: Vec<Field>,
}

/// Everything the weights are built from.
struct Weights<'a> {
    g: &'a Graph<'a>,
    layout: Layout,
    f: Fields,
    psd: Psd,
    digits: Option<&'a Digits>,
}

pub fn solve(ctx: &Ctx, q: &Query) -> Solution {
    let g = graph(ctx, q);
    let digits = match q.gen {
        Gen::None => None,
        Gen::Mdp => Some(Digits::new(&g, ctx, |u| u < q.mdps)),
        Gen::Remainder(_) | Gen::Exchange(_) => Some(Digits::new(&g, ctx, |u| u >= q.mdps)),
    };
    let digit_bits = match q.gen {
        Gen::Exchange(_) => 0,
        _ => digits.as_ref().map_or(0, |d| d.width),
    };
    let halves = digits.as_ref().map_or([0; 2], |d| d.halves);
    let (layout, f, psd) = build_layout(ctx, q, &g, digit_bits, halves);
    // headroom for sums of weights and duals (doubled scale) of up to 2^16 vertices
    let limbs = (layout.total_bits() + 20) / 64 + 1;
    let wt = Weights { g: &g, layout, f, psd, digits: digits.as_ref() };
    // few widths, as each compiles its own matcher (the wasm package must stay small): no
    // 5-limb width, whose matcher copy took 28.7 KB of the package for ~13% on 1000 players
    // (0.31 -> 0.35 s in WebAssembly); 16 and 64 are shared with the literal procedure and Dubov
    macro_rules! run {
        ($($l:literal)*) => {
            $( if limbs <= $l { return solve_with::<$l>(ctx, &wt); } )*
        };
    }
    run!(8 16 64);
    solve_with::<512>(ctx, &wt)
}

fn score(ctx: &Ctx, i: usize) -> i32 {
    ctx.ents[i].score.tenths()
}

/// PSD levels of the bracket and of the following bracket; the artificial scores (A.8).
struct Psd {
    low_b: i32,
    levels_b: Vec<i32>,
    low_n: i32,
    levels_n: Vec<i32>,
}

fn psd_levels(ctx: &Ctx, q: &Query) -> Psd {
    let bs: Vec<i32> = q.bracket.iter().map(|&i| score(ctx, i)).collect();
    if ctx.edition == DutchEdition::E2026 {
        // 2026 [C7]/[C8]: no PSD; the downfloaters' scores (one level per score, highest first)
        let ns = q.next.group().iter().map(|&i| score(ctx, i));
        let levels_n = if q.next.group().is_empty() { Vec::new() } else { levels(bs.iter().copied().chain(ns)) };
        return Psd { low_b: 0, levels_b: levels(bs.into_iter()), low_n: 0, levels_n };
    }
    let low_b = bs.iter().copied().min().unwrap_or(0) - Score::ONE.tenths();
    let mut vals: Vec<i32> = bs.iter().map(|s| s - low_b).collect();
    // the score differences of pairs: a few distinct scores, however large the bracket
    let distinct = levels(bs.iter().copied());
    for a in &distinct {
        for b in &distinct {
            vals.push((a - b).abs());
        }
    }
    let levels_b = levels(vals.into_iter());
    let ns: Vec<i32> = q.next.group().iter().map(|&i| score(ctx, i)).collect();
    let low_n = ns.iter().copied().min().unwrap_or(0) - Score::ONE.tenths();
    let mut nvals: Vec<i32> = bs.iter().chain(&ns).map(|s| s - low_n).collect();
    let (distinct_all, distinct_n) = (levels(bs.iter().chain(&ns).copied()), levels(ns.iter().copied()));
    for a in &distinct_all {
        for b in &distinct_n {
            nvals.push((a - b).abs());
        }
    }
    let levels_n = if ns.is_empty() { Vec::new() } else { levels(nvals.into_iter()) };
    Psd { low_b, levels_b, low_n, levels_n }
}

fn build_layout(ctx: &Ctx, q: &Query, g: &Graph, digit_bits: usize, halves: [usize; 2]) -> (Layout, Fields, Psd) {
    let psd = psd_levels(ctx, q);
    let cw = count_width(g.len());
    let max_sd = psd.levels_b.first().copied().unwrap_or(0).max(1) as usize;
    let sw = count_width(g.len() * max_sd);
    let nb = q.bracket.len();
    let mut l = Layout::default();
    let complete = q.complete.then(|| l.add(cw));
    let pairs = l.add(cw);
    let psd_f = psd.levels_b.iter().map(|_| l.add(cw)).collect();
    let next_pairs = (!q.next.group().is_empty()).then(|| l.add(cw));
    let next_psd = psd.levels_n.iter().map(|_| l.add(cw)).collect();
    let c9 = (ctx.edition == DutchEdition::E2026 && q.c9).then(|| l.add(count_width(q.bracket.iter().map(|&i| ctx.ents[i].unplayed as usize).sum())));
    let colour = [l.add(cw), l.add(cw), l.add(cw), l.add(cw)];
    let floats = [l.add(cw), l.add(cw), l.add(cw), l.add(cw)];
    // 2026 [C18]-[C21]: score differences taken in descending order, MDP against resident
    let sd_levels = if ctx.edition == DutchEdition::E2026 {
        let res = q.bracket[q.mdps..].iter().map(|&i| score(ctx, i)).max().unwrap_or(0);
        levels(q.bracket[..q.mdps].iter().map(|&i| score(ctx, i) - res).filter(|&d| d > 0))
    } else {
        Vec::new()
    };
    let mut sd_fields = || if ctx.edition == DutchEdition::E2026 { sd_levels.iter().map(|_| l.add(cw)).collect() } else { vec![l.add(sw)] };
    let float_sd = [sd_fields(), sd_fields(), sd_fields(), sd_fields()];
    let gen = match q.gen {
        Gen::None => Vec::new(),
        // D.3.b lowest BSNs among the paired MDPs; D.1 partners of S1 in order
        Gen::Mdp => vec![l.add(nb + 3), l.add(digit_bits + 3)],
        // D.2.a–d, then D.1
        Gen::Remainder(_) => vec![l.add(cw), l.add(count_width(nb * nb)), l.add(nb + 3), l.add(nb + 3), l.add(digit_bits + 3)],
        Gen::Exchange(_) => vec![l.add(cw), l.add(count_width(nb * nb)), l.add(halves[0] + 3), l.add(halves[1] + 3)],
    };
    l.finish();
    let f = Fields { complete, pairs, psd: psd_f, next_pairs, next_psd, c9, colour, floats, float_sd, sd_levels, gen };
    (l, f, psd)
}

/// Float costs of a player left unpaired in the bracket (a downfloat, A.4.b):
/// [C12, C13, C14, C15] counts and [C16..C19] score differences.
fn df_costs(e: &Entrant, sd: i64) -> ([i64; 4], [i64; 4]) {
    let d1 = (e.float_prev == Float::Down) as i64;
    let d2 = (e.float_prev2 == Float::Down) as i64;
    ([d1, 0, d2, 0], [d1 * sd, 0, d2 * sd, 0])
}

/// Float costs of a pair: the higher score floats down, the lower up (A.4.b).
fn pair_float_costs(hi: &Entrant, lo: &Entrant, sd: i64) -> ([i64; 4], [i64; 4]) {
    if sd == 0 {
        return ([0; 4], [0; 4]);
    }
    let d1 = (hi.float_prev == Float::Down) as i64;
    let u1 = (lo.float_prev == Float::Up) as i64;
    let d2 = (hi.float_prev2 == Float::Down) as i64;
    let u2 = (lo.float_prev2 == Float::Up) as i64;
    ([d1, u1, d2, u2], [d1 * sd, u1 * sd, d2 * sd, u2 * sd])
}

fn solve_with<const L: usize>(ctx: &Ctx, wt: &Weights) -> Solution {
    let g = wt.g;
    let n_vertices = g.len();
    let mut edges: Vec<(usize, usize, Wide<L>)> = Vec::new();
    for u in 0..n_vertices {
        for v in u + 1..n_vertices {
            if !g.edge(ctx, u, v) {
                continue;
            }
            if let Some(w) = edge_weight::<L>(ctx, wt, u, v) {
                edges.push((u, v, w));
            }
        }
    }
    // a refinement of a criteria optimum starts from its matching and its duals
    let start = g.q.optimum.map_or(&[][..], |o| &o.partner[..]);
    let warm = g.q.optimum.map_or(Vec::new(), |o| o.warm_duals::<L>(wt.layout.total_bits()));
    let crate::matching::Optimum { mate, tight: tight_edges, covered, dual } = max_weight_matching_warm(n_vertices, &edges, start, &warm);
    let mut row = vec![usize::MAX; ctx.ents.len() + 2];
    for v in 0..n_vertices {
        row[g.key(v)] = v;
    }
    let mut bits = vec![false; n_vertices * n_vertices];
    for (&(u, v, _), _) in edges.iter().zip(&tight_edges).filter(|(_, &t)| t) {
        bits[u * n_vertices + v] = true;
        bits[v * n_vertices + u] = true;
    }
    let bye_vertex = g.q.bye.then_some(n_vertices - 1);
    let dual = dual.iter().flat_map(|y| y.0).collect();
    Solution { partner: mate, tight: Tight { row, m: n_vertices, bits }, covered, bye_vertex, dual, dual_limbs: L, bits: wt.layout.total_bits() }
}

/// The weight of pairing vertices u < v (see `criteria` for the layout); None when no
/// criterion rewards the edge.
fn edge_weight<const L: usize>(ctx: &Ctx, wt: &Weights, u: usize, v: usize) -> Option<Wide<L>> {
    let mut w = Wide::<L>::ZERO;
    edge_terms(ctx, wt, u, v, &mut |field, value, offset| w.add_signed(value, wt.layout.shift(field) + offset)).then_some(w)
}

/// Whether u and v (u < v) may be paired in the query (C.1–C.3, B.3, tight edges).
pub fn pairable(ctx: &Ctx, q: &Query, u: usize, v: usize) -> bool {
    graph(ctx, q).edge(ctx, u, v)
}

/// The entrant (or bye / next-group key, see `Tight`) at vertex `v` of the query.
pub fn vertex_key(ctx: &Ctx, q: &Query, v: usize) -> usize {
    graph(ctx, q).key(v)
}

fn graph<'a>(ctx: &Ctx, q: &'a Query<'a>) -> Graph<'a> {
    Graph { q, nb: q.bracket.len(), nn: q.next.vertices(), nr: q.rest.len(), bye_key: ctx.ents.len() }
}

/// Whether two matchings of a `Gen::None` query have the same criteria value.
pub fn same_criteria(ctx: &Ctx, q: &Query, a: &[(usize, usize)], b: &[(usize, usize)]) -> bool {
    let v = criteria_values(ctx, q, [a, b].into_iter());
    v[0] == v[1]
}

/// The criteria values of several matchings of a `Gen::None` query (vertex pairs in the
/// query's numbering, the bye last; its layout built once), each field by field in priority
/// order: two matchings compare as these vectors do.
pub fn criteria_values<'p>(ctx: &Ctx, q: &Query, matchings: impl Iterator<Item = &'p [(usize, usize)]>) -> Vec<Vec<i64>> {
    let g = graph(ctx, q);
    let (layout, f, psd) = build_layout(ctx, q, &g, 0, [0; 2]);
    let wt = Weights { g: &g, layout, f, psd, digits: None };
    let value = |pairs: &[(usize, usize)]| {
        let mut value = vec![0i64; wt.layout.fields()];
        for &(u, v) in pairs {
            let (u, v) = (u.min(v), u.max(v));
            if g.edge(ctx, u, v) {
                edge_terms(ctx, &wt, u, v, &mut |field, x, _| value[field] += x);
            }
        }
        value
    };
    matchings.map(value).collect()
}

/// The criteria terms (field, value, bit offset) of pairing vertices u < v; false when
/// no criterion rewards the edge.
fn edge_terms(ctx: &Ctx, wt: &Weights, u: usize, v: usize, add: &mut impl FnMut(Field, i64, usize)) -> bool {
    let (g, f, psd, q, nb) = (wt.g, &wt.f, &wt.psd, wt.g.q, wt.g.nb);
    let e2017 = ctx.edition == DutchEdition::E2017;
    if let Some(c) = f.complete {
        add(c, 1, 0);
    }
    let (a, b) = (g.key(u), g.key(v));
    if let Some(c9) = f.c9 {
        if u < nb && v < nb {
            // 2026 [C9]: the one downfloater takes the PAB; pairing the others refunds theirs
            add(c9, i64::from(ctx.ents[a].unplayed + ctx.ents[b].unplayed), 0);
        }
    }
    if u < nb && v < nb {
        let (sa, sb) = (score(ctx, a), score(ctx, b));
        // C.5
        add(f.pairs, 1, 0);
        // C.6: the two downfloats saved, the pair's SD spent
        add(f.psd[level_of(&psd.levels_b, sa - psd.low_b)], 1, 0);
        add(f.psd[level_of(&psd.levels_b, sb - psd.low_b)], 1, 0);
        if e2017 {
            add(f.psd[level_of(&psd.levels_b, (sa - sb).abs())], -1, 0);
        } // 2026 [C7]: only the downfloaters' scores count, not the pairs'
        // C.7: both leave the following bracket
        if !q.next.group().is_empty() {
            add(f.next_psd[level_of(&psd.levels_n, sa - psd.low_n)], 1, 0);
            add(f.next_psd[level_of(&psd.levels_n, sb - psd.low_n)], 1, 0);
        }
        // C.8–C.11
        for (k, x) in ctx.colour_failures(a, b).iter().enumerate() {
            add(f.colour[k], -x, 0);
        }
        float_terms(ctx, wt, u, v, add);
        gen_terms(q, f, wt.digits, u, v, nb, add);
    } else if let (Next::Floater { group, joins }, true) = (q.next, g.in_next(v)) {
        // C.7: the single downfloater u in the following bracket (see `Joins`)
        let j = joins[u];
        let (sa, group_score) = (score(ctx, a), score(ctx, group[0]));
        let level = |sd: i32| f.next_psd[level_of(&psd.levels_n, sd)];
        add(f.next_pairs.expect("next bracket field"), j.pairs, 0);
        if j.paired {
            add(level(sa - psd.low_n), 1, 0);
            if e2017 {
                add(level(sa - group_score), -1, 0);
            } // 2026 [C8] with [C7]: the following bracket's downfloater scores only
        }
        add(level(group_score - psd.low_n), -j.singles, 0);
        if e2017 {
            add(level(0), -j.group_pairs, 0);
        }
    } else if (u < nb || g.in_next(u)) && g.in_next(v) {
        // a pair of the following bracket (C.7)
        let (sa, sb) = (score(ctx, a), score(ctx, b));
        add(f.next_pairs.expect("next bracket field"), 1, 0);
        add(f.next_psd[level_of(&psd.levels_n, sa - psd.low_n)], 1, 0);
        add(f.next_psd[level_of(&psd.levels_n, sb - psd.low_n)], 1, 0);
        if e2017 {
            add(f.next_psd[level_of(&psd.levels_n, (sa - sb).abs())], -1, 0);
        } // 2026 [C8] with [C7]: the following bracket's downfloater scores only
    } else if b == g.bye_key && !q.complete {
        // C.7: the following (last) bracket's PAB, given to a player of it or to a downfloater
        add(f.next_pairs.expect("next bracket field"), 1, 0);
    } else if f.complete.is_none() {
        return false; // no criterion rewards this edge
    }
    true
}

/// C.12–C.19 for a pair of bracket positions u < v.
fn float_terms(ctx: &Ctx, wt: &Weights, u: usize, v: usize, add: &mut impl FnMut(Field, i64, usize)) {
    let (f, psd, q) = (&wt.f, &wt.psd, wt.g.q);
    let (a, b) = (q.bracket[u], q.bracket[v]);
    let (sa, sb) = (score(ctx, a), score(ctx, b));
    let (hi, lo) = if sa >= sb { (a, b) } else { (b, a) };
    if ctx.edition == DutchEdition::E2026 {
        // 2026 [C14]/[C16]: resident downfloaters (refunded when paired); [C15]/[C17] MDP
        // opponents' upfloats, [C19]/[C21] their score differences; [C18]/[C20] MDPs who float
        // on, at their score above the bracket (refunded when paired: see the module doc)
        let resident_df = |p: usize, e: &Entrant| if p >= q.mdps { df_costs(e, 0).0 } else { [0; 4] };
        let (da, db) = (resident_df(u, &ctx.ents[a]), resident_df(v, &ctx.ents[b]));
        let sd = sa - sb;
        let (pc, _) = pair_float_costs(&ctx.ents[hi], &ctx.ents[lo], sd.abs() as i64);
        for k in 0..4 {
            let (count, sd_refund) = if k % 2 == 0 { (0, 1) } else { (pc[k], -1) };
            add(f.floats[k], da[k] + db[k] - count, 0);
            if pc[k] != 0 {
                add(f.float_sd[k][level_of(&f.sd_levels, sd.abs())], sd_refund, 0);
            }
        }
    } else {
        let (da, dsa) = df_costs(&ctx.ents[a], (sa - psd.low_b) as i64);
        let (db, dsb) = df_costs(&ctx.ents[b], (sb - psd.low_b) as i64);
        let (pc, psc) = pair_float_costs(&ctx.ents[hi], &ctx.ents[lo], (sa - sb).abs() as i64);
        for k in 0..4 {
            add(f.floats[k], da[k] + db[k] - pc[k], 0);
            add(f.float_sd[k][0], dsa[k] + dsb[k] - psc[k], 0);
        }
    }
}

/// Generation order (B.6–B.8, D.1–D.3) for a pair of bracket positions u < v.
fn gen_terms(q: &Query, f: &Fields, digits: Option<&Digits>, u: usize, v: usize, nb: usize, add: &mut impl FnMut(Field, i64, usize)) {
    // BSNs are 1-based: positions in the bracket; in a remainder, its own numbering (D.2 sums)
    let i = digits.map_or(u + 1, |d| d.bsn[u]);
    match q.gen {
        Gen::None => {}
        Gen::Mdp => {
            if u < q.mdps && v >= q.mdps {
                add(f.gen[0], 1, nb - i); // D.3.b: prefer the lowest MDP BSNs in S1
                let (d, at) = digits.expect("D.1 digits").digit(u, v);
                add(f.gen[1], d, at); // D.1: S2 partner order
            }
        }
        Gen::Remainder(s1) | Gen::Exchange(s1) => {
            if u < q.mdps {
                return;
            }
            let min_in_s1 = s1[u];
            // in an exchange query each half has its own numbering (same order, fewer bits)
            let (c_at, d_at) = match (q.gen, digits) {
                (Gen::Exchange(_), Some(d)) => (d.half_rank[u], d.halves[1] - d.half_rank[u]),
                _ => (i, nb - i),
            };
            // D.2.a fewer exchanged BSNs: a pair of two original-S2 players needs one exchange
            add(f.gen[0], -((!min_in_s1) as i64), 0);
            // D.2.b smallest difference of the exchanged sums (equals the sum of pair minima),
            // in the remainder's own BSNs (2017: the reference engine's reading, 2026 Art. 4.1.1)
            add(f.gen[1], -(i as i64), 0);
            // D.2.c highest BSN moved from S1 to S2
            if min_in_s1 {
                add(f.gen[2], -1, c_at);
            }
            // D.2.d lowest BSN moved from S2 to S1
            if !min_in_s1 {
                add(f.gen[3], 1, d_at);
            }
            // D.1: S2 order, partner of the first S1 player first
            if let Gen::Remainder(_) = q.gen {
                let (d, at) = digits.expect("D.1 digits").digit(u, v);
                add(f.gen[4], d, at);
            }
        }
    }
}
