//! Sorting through one comparator type, so that each element type compiles the sort once
//! for all its callers (the WebAssembly package must stay small). Stable, as `slice::sort_by`.

use std::cmp::Ordering;

/// Stable sort by a comparator.
pub fn by<T>(v: &mut [T], cmp: &dyn Fn(&T, &T) -> Ordering) {
    v.sort_by(cmp);
}

/// Stable sort by a key.
pub fn by_key<T, K: Ord>(v: &mut [T], key: impl Fn(&T) -> K) {
    by(v, &|a, b| key(a).cmp(&key(b)));
}
