use super::*;

/// Best total weight by trying every matching (small n only).
fn brute(n: usize, w: &[Vec<Option<i64>>]) -> i64 {
    fn go(v: usize, n: usize, used: &mut Vec<bool>, w: &[Vec<Option<i64>>]) -> i64 {
        if v == n {
            return 0;
        }
        if used[v] {
            return go(v + 1, n, used, w);
        }
        used[v] = true;
        let mut best = go(v + 1, n, used, w);
        for u in v + 1..n {
            if !used[u] {
                if let Some(x) = w[v][u] {
                    used[u] = true;
                    best = best.max(x + go(v + 1, n, used, w));
                    used[u] = false;
                }
            }
        }
        used[v] = false;
        best
    }
    go(0, n, &mut vec![false; n], w)
}

struct Lcg(u64);
impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        self.0 >> 33
    }
}

/// A random graph of 2 to 10 vertices, each edge absent one time in `absent_one_in`, weights
/// drawn by `weight`: its size, the weight matrix (for `brute`) and the edge list.
fn random_graph(rng: &mut Lcg, absent_one_in: u64, weight: impl Fn(&mut Lcg) -> i64) -> (usize, Vec<Vec<Option<i64>>>, Vec<(usize, usize, i64)>) {
    let n = 2 + (rng.next() % 9) as usize;
    let mut w = vec![vec![None; n]; n];
    let mut edges = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            if rng.next() % absent_one_in != 0 {
                let x = weight(rng);
                w[i][j] = Some(x);
                w[j][i] = Some(x);
                edges.push((i, j, x));
            }
        }
    }
    (n, w, edges)
}

fn check_random<W: Weight>(conv: impl Fn(i64) -> W, seed: u64) {
    let mut rng = Lcg(seed);
    for _ in 0..300 {
        let (n, w, edges) = random_graph(&mut rng, 3, |r| (r.next() % 20) as i64);
        let edges: Vec<(usize, usize, W)> = edges.into_iter().map(|(i, j, x)| (i, j, conv(x))).collect();
        let mate = max_weight_matching(n, &edges);
        let mut total = 0;
        for v in 0..n {
            if let Some(u) = mate[v] {
                assert_eq!(mate[u], Some(v), "mate symmetric");
                if v < u {
                    total += w[v][u].expect("matched along an edge");
                }
            }
        }
        assert_eq!(total, brute(n, &w), "n={n} edges={:?}", edges.len());
    }
}

#[test]
fn optimal_on_random_graphs_i64() {
    check_random(|x| x, 1);
}

#[test]
fn optimal_on_random_graphs_wide() {
    check_random(|x| Wide::<3>::from_u64(x as u64), 7);
}

#[test]
fn wide_arithmetic() {
    let mut a = Wide::<2>::ZERO;
    a.add_shifted(3, 63);
    assert_eq!(a.0, [1 << 63, 1]);
    assert_eq!(a.field(63, 2), 3);
    let b = a - Wide::from_u64(1);
    assert!(b < a);
    assert_eq!((a + a).half(), a);
    let neg = Wide::<2>::ZERO - Wide::from_u64(4);
    assert!(neg < Wide::ZERO);
    assert_eq!(neg.half(), Wide::ZERO - Wide::from_u64(2));
}

#[test]
fn cardinality_matches_weighted_size() {
    let mut rng = Lcg(99);
    for _ in 0..300 {
        let n = 2 + (rng.next() % 12) as usize;
        let mut adj = vec![Vec::new(); n];
        let mut edges = Vec::new();
        for i in 0..n {
            for j in i + 1..n {
                if rng.next() % 3 == 0 {
                    adj[i].push(j);
                    adj[j].push(i);
                    edges.push((i, j, 1i64));
                }
            }
        }
        let a = max_cardinality_matching(&adj);
        let b = max_weight_matching(n, &edges);
        for v in 0..n {
            if let Some(u) = a[v] {
                assert_eq!(a[u], Some(v));
                assert!(adj[v].contains(&u));
            }
        }
        assert_eq!(a.iter().flatten().count(), b.iter().flatten().count());
    }
}

/// An edge that is not tight under the final dual is in no maximum-weight matching, and
/// the tight edges alone still carry the optimum (what the Dutch engine relies on when it
/// refines an optimum by the generation order).
#[test]
fn non_tight_edges_are_in_no_optimum() {
    let mut rng = Lcg(99);
    let mut pruned = 0;
    for _ in 0..400 {
        // few values: many ties and blossoms
        let (n, w, edges) = random_graph(&mut rng, 4, |r| (r.next() % 4) as i64);
        let best = brute(n, &w);
        let crate::matching::Optimum { mate, tight, .. } = max_weight_matching_tight(n, &edges);
        let mut tight_w = vec![vec![None; n]; n];
        for (k, &(i, j, x)) in edges.iter().enumerate() {
            if mate[i] == Some(j) {
                assert!(tight[k], "a matched edge is tight");
            }
            if tight[k] {
                tight_w[i][j] = Some(x);
                tight_w[j][i] = Some(x);
                continue;
            }
            pruned += 1;
            // force (i, j): the best matching of the others plus x is below the optimum
            let mut rest = w.clone();
            for v in 0..n {
                for u in [i, j] {
                    rest[u][v] = None;
                    rest[v][u] = None;
                }
            }
            assert!(brute(n, &rest) + x < best, "non-tight edge {i}-{j} in an optimum");
        }
        assert_eq!(brute(n, &tight_w), best, "tight edges keep the optimum");
    }
    assert!(pruned > 100, "the test exercises pruning ({pruned})");
}

/// `missable` = the vertices whose removal keeps the maximum matching size.
#[test]
fn missable_vertices() {
    let mut rng = Lcg(5);
    for _ in 0..300 {
        let n = 1 + (rng.next() % 11) as usize;
        let mut adj = vec![Vec::new(); n];
        for i in 0..n {
            for j in i + 1..n {
                if rng.next() % 3 == 0 {
                    adj[i].push(j);
                    adj[j].push(i);
                }
            }
        }
        let size = |a: &[Vec<usize>]| max_cardinality_matching(a).iter().flatten().count() / 2;
        let full = size(&adj);
        let m = missable(&adj);
        for x in 0..n {
            let without: Vec<Vec<usize>> = (0..n).map(|v| if v == x { Vec::new() } else { adj[v].iter().copied().filter(|&u| u != x).collect() }).collect();
            assert_eq!(m[x], size(&without) == full, "vertex {x} of {adj:?}");
        }
    }
}

/// A warm start (`max_weight_matching_tight_from`) from any matching, including pairs along
/// lighter edges and pairs along no edge (both ignored), finds an optimum of the same weight.
#[test]
fn warm_start_reaches_the_optimum() {
    let mut rng = Lcg(11);
    for _ in 0..300 {
        // few distinct values, so that many edges have the maximum weight
        let (n, w, edges) = random_graph(&mut rng, 3, |r| 5 + (r.next() % 3) as i64);
        let mut start = vec![None; n];
        let mut order: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            order.swap(i, rng.next() as usize % (i + 1));
        }
        for pair in order.chunks(2) {
            if let [a, b] = *pair {
                start[a] = Some(b);
                start[b] = Some(a);
            }
        }
        let mate = max_weight_matching_tight_from(n, &edges, &start).mate;
        let total: i64 = (0..n).filter_map(|v| mate[v].filter(|&u| v < u).map(|u| w[v][u].expect("matched along an edge"))).sum();
        assert_eq!(total, brute(n, &w), "n={n} start={start:?}");
    }
}

/// A warm start from any vertex duals (`max_weight_matching_warm`: too low, too high, negative,
/// with or without a matching) finds an optimum of the same weight: the duals are made feasible
/// first, so they only change where the search starts.
#[test]
fn warm_duals_reach_the_optimum() {
    let mut rng = Lcg(23);
    for _ in 0..400 {
        let (n, w, edges) = random_graph(&mut rng, 3, |r| (r.next() % 12) as i64);
        let dual: Vec<i64> = (0..n).map(|_| (rng.next() % 30) as i64 - 5).collect();
        let start: Vec<Option<usize>> = if rng.next() % 2 == 0 { max_weight_matching(n, &edges) } else { Vec::new() };
        let mate = max_weight_matching_warm(n, &edges, &start, &dual).mate;
        let total: i64 = (0..n).filter_map(|v| mate[v].filter(|&u| v < u).map(|u| w[v][u].expect("matched along an edge"))).sum();
        assert_eq!(total, brute(n, &w), "n={n} dual={dual:?}");
    }
}
