//! Weight types for the matching: any signed integer-like type with exact addition,
//! subtraction, halving and ordering. `Wide<N>` is an N×64-bit two's-complement integer.

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Sub};

pub trait Weight: Copy + Ord + fmt::Debug + Add<Output = Self> + Sub<Output = Self> {
    fn zero() -> Self;
    /// Exact half of an even value (arithmetic shift).
    fn half(self) -> Self;
}

impl Weight for i64 {
    fn zero() -> Self {
        0
    }
    fn half(self) -> Self {
        self >> 1
    }
}

impl Weight for i128 {
    fn zero() -> Self {
        0
    }
    fn half(self) -> Self {
        self >> 1
    }
}

/// Fixed-width signed integer of `N` 64-bit limbs, least significant first.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Wide<const N: usize>(pub [u64; N]);

impl<const N: usize> Wide<N> {
    pub const ZERO: Self = Wide([0; N]);

    pub fn from_u64(v: u64) -> Self {
        let mut w = [0; N];
        w[0] = v;
        Wide(w)
    }
    #[inline(always)]
    fn is_negative(&self) -> bool {
        self.0[N - 1] >> 63 == 1
    }
    /// Add `v << shift` (v < 2^64) to self.
    #[inline]
    pub fn add_shifted(&mut self, v: u64, shift: usize) {
        if v == 0 {
            return;
        }
        let limb = shift / 64;
        let bit = shift % 64;
        let lo = v << bit;
        let hi = if bit == 0 { 0 } else { v >> (64 - bit) };
        let mut carry = 0u64;
        for (i, add) in [(limb, lo), (limb + 1, hi)] {
            if i >= N {
                break;
            }
            let (s1, c1) = self.0[i].overflowing_add(add);
            let (s2, c2) = s1.overflowing_add(carry);
            self.0[i] = s2;
            carry = (c1 as u64) + (c2 as u64);
        }
        let mut i = limb + 2;
        while carry != 0 && i < N {
            let (s, c) = self.0[i].overflowing_add(carry);
            self.0[i] = s;
            carry = c as u64;
            i += 1;
        }
    }
    /// Add `v << shift`, negative values subtracting.
    pub fn add_signed(&mut self, v: i64, shift: usize) {
        if v >= 0 {
            self.add_shifted(v as u64, shift);
        } else {
            let mut m = Self::ZERO;
            m.add_shifted(v.unsigned_abs(), shift);
            *self = *self - m;
        }
    }
    /// The 64-bit field starting at bit `shift` (for reading packed criteria back).
    pub fn field(&self, shift: usize, bits: usize) -> u64 {
        let mut out = 0u64;
        for b in 0..bits.min(64) {
            let pos = shift + b;
            if pos / 64 < N && (self.0[pos / 64] >> (pos % 64)) & 1 == 1 {
                out |= 1 << b;
            }
        }
        out
    }
}

impl<const N: usize> Default for Wide<N> {
    fn default() -> Self {
        Self::ZERO
    }
}

impl<const N: usize> Add for Wide<N> {
    type Output = Self;
    #[inline(always)]
    fn add(self, o: Self) -> Self {
        let mut r = [0u64; N];
        let mut carry = false;
        for i in 0..N {
            let (s1, c1) = self.0[i].overflowing_add(o.0[i]);
            let (s2, c2) = s1.overflowing_add(carry as u64);
            r[i] = s2;
            carry = c1 || c2;
        }
        Wide(r)
    }
}

impl<const N: usize> Sub for Wide<N> {
    type Output = Self;
    #[inline(always)]
    fn sub(self, o: Self) -> Self {
        let mut r = [0u64; N];
        let mut borrow = false;
        for i in 0..N {
            let (s1, b1) = self.0[i].overflowing_sub(o.0[i]);
            let (s2, b2) = s1.overflowing_sub(borrow as u64);
            r[i] = s2;
            borrow = b1 || b2;
        }
        Wide(r)
    }
}

impl<const N: usize> Ord for Wide<N> {
    #[inline(always)]
    fn cmp(&self, o: &Self) -> Ordering {
        match (self.is_negative(), o.is_negative()) {
            (true, false) => return Ordering::Less,
            (false, true) => return Ordering::Greater,
            _ => {}
        }
        for i in (0..N).rev() {
            match self.0[i].cmp(&o.0[i]) {
                Ordering::Equal => continue,
                ord => return ord,
            }
        }
        Ordering::Equal
    }
}

impl<const N: usize> PartialOrd for Wide<N> {
    #[inline(always)]
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl<const N: usize> fmt::Debug for Wide<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "0x")?;
        for i in (0..N).rev() {
            write!(f, "{:016x}", self.0[i])?;
        }
        Ok(())
    }
}

impl<const N: usize> Weight for Wide<N> {
    fn zero() -> Self {
        Self::ZERO
    }
    fn half(self) -> Self {
        let mut r = [0u64; N];
        let neg = self.is_negative();
        for i in 0..N {
            let next = if i + 1 < N { self.0[i + 1] } else if neg { u64::MAX } else { 0 };
            r[i] = (self.0[i] >> 1) | (next << 63);
        }
        Wide(r)
    }
}
