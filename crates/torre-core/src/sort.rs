//! Sorting without the standard library's sorts, so that the WebAssembly package stays small.
//!
//! `slice::sort*` compiles a whole pattern-defeating quicksort or driftsort (sorting networks,
//! branchless merges: 2.5-7 KB each) for every element type and comparator it is used with;
//! twenty of them took 81 KB of the JS/wasm API package. Here one merge sort of indices,
//! compiled once, does the work for every type: a caller's type only adds the comparator's
//! adaptor and the permutation that moves its elements into place. Short slices (the common
//! case: brackets, pairs, small sets) are insertion-sorted in place, without allocating.
//! Every sort here is stable: equal elements keep their order, as `slice::sort_by`.

use std::cmp::Ordering;

/// Below this length an insertion sort in place beats the index merge sort.
const SHORT: usize = 24;

/// Stable sort by a comparator.
pub fn by<T>(v: &mut [T], cmp: &dyn Fn(&T, &T) -> Ordering) {
    if v.len() <= SHORT {
        for i in 1..v.len() {
            let mut j = i;
            while j > 0 && cmp(&v[j - 1], &v[j]) == Ordering::Greater {
                v.swap(j - 1, j);
                j -= 1;
            }
        }
        return;
    }
    let order = indices(v.len(), &|i, j| cmp(&v[i], &v[j]));
    permute(v, order);
}

/// Stable sort by a key.
pub fn by_key<T, K: Ord>(v: &mut [T], key: impl Fn(&T) -> K) {
    by(v, &|a, b| key(a).cmp(&key(b)));
}

/// Stable sort in ascending order (for `Ord` values, the same result as `sort_unstable`).
pub fn ascending<T: Ord>(v: &mut [T]) {
    by(v, &T::cmp);
}

/// Stable sort by a key computed once per element (as `slice::sort_by_cached_key`).
pub fn by_cached_key<T, K: Ord>(v: &mut [T], key: impl Fn(&T) -> K) {
    let keys: Vec<K> = v.iter().map(key).collect();
    let order = indices(v.len(), &|i, j| keys[i].cmp(&keys[j]));
    permute(v, order);
}

/// `0..n` in the stable order of `cmp`: a bottom-up merge sort.
fn indices(n: usize, cmp: &dyn Fn(usize, usize) -> Ordering) -> Vec<usize> {
    let mut a: Vec<usize> = (0..n).collect();
    if (1..n).all(|k| cmp(k - 1, k) != Ordering::Greater) {
        return a;
    }
    let mut b = vec![0; n];
    let mut width = 1;
    while width < n {
        for lo in (0..n).step_by(2 * width) {
            let (mid, hi) = ((lo + width).min(n), (lo + 2 * width).min(n));
            let (mut i, mut j) = (lo, mid);
            for slot in &mut b[lo..hi] {
                // the left run wins ties: stable
                let left = j >= hi || (i < mid && cmp(a[j], a[i]) != Ordering::Less);
                *slot = if left { a[i] } else { a[j] };
                if left {
                    i += 1;
                } else {
                    j += 1;
                }
            }
        }
        std::mem::swap(&mut a, &mut b);
        width *= 2;
    }
    a
}

/// Put the element at `order[k]` at position `k`, following the permutation's cycles.
fn permute<T>(v: &mut [T], mut order: Vec<usize>) {
    for start in 0..v.len() {
        let mut j = start;
        while order[j] != start {
            let next = order[j];
            order[j] = j;
            v.swap(j, next);
            j = next;
        }
        order[j] = j;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every length around the insertion-sort threshold and the merge widths, with ties:
    /// the same order as the standard library's stable sort.
    #[test]
    fn sorts_stably_as_the_standard_library() {
        let mut seed = 12345u64;
        for n in [0, 1, 2, 3, 7, 23, 24, 25, 31, 32, 33, 64, 65, 100, 257, 1000] {
            let v: Vec<(u8, usize)> = (0..n)
                .map(|i| {
                    seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    ((seed >> 60) as u8, i)
                })
                .collect();
            let mut want = v.clone();
            want.sort_by_key(|x| x.0);
            let mut got = v.clone();
            by_key(&mut got, |x| x.0);
            assert_eq!(got, want, "by_key, n = {n}");
            let mut got = v.clone();
            by_cached_key(&mut got, |x| x.0);
            assert_eq!(got, want, "by_cached_key, n = {n}");
            let mut got = v.clone();
            ascending(&mut got);
            let mut want = v.clone();
            want.sort();
            assert_eq!(got, want, "ascending, n = {n}");
        }
    }
}
