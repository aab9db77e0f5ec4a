//! The criteria of C.04.3 packed into one matching weight, in priority order.
//!
//! THE LAYOUT (most significant first). A maximum-weight matching of the bracket's graph
//! then compares pairings exactly as the rules do: lexicographically by criterion.
//!
//! | field            | rule        | per edge                                              |
//! |------------------|-------------|-------------------------------------------------------|
//! | Complete         | C.4, A.9    | +1 for every pair (all players paired but the bye)    |
//! | Pairs            | C.5         | +1 for a pair inside the bracket                      |
//! | Psd(level)       | C.6, A.8    | -1 per element (pair/downfloater) at each SD level    |
//! | NextPairs        | C.7         | +1 for a pair inside the following bracket            |
//! | NextPsd(level)   | C.7         | PSD of the following bracket                          |
//! | C8 .. C11        | C.8–C.11    | -1 per colour failure                                 |
//! | C12 .. C15       | C.12–C.15   | -1 per repeated float                                 |
//! | C16 .. C19       | C.16–C.19   | -score difference of repeated floats                  |
//! | generation order | B.6–B.8, D  | earliest candidate first (see `bracket`)              |
//!
//! Downfloaters are vertices left unpaired inside the bracket, so their costs are charged
//! up front and refunded by the edge that pairs them (the weight of a pair = what pairing
//! those two players saves).

/// Field widths, highest priority first; shifts computed from the lowest field up.
#[derive(Clone, Debug, Default)]
pub struct Layout {
    widths: Vec<usize>,
    shifts: Vec<usize>,
}

/// Index of a field in a `Layout`.
pub type Field = usize;

impl Layout {
    pub fn add(&mut self, width: usize) -> Field {
        self.widths.push(width);
        self.widths.len() - 1
    }
    pub fn finish(&mut self) {
        let mut shift = 0;
        self.shifts = vec![0; self.widths.len()];
        for i in (0..self.widths.len()).rev() {
            self.shifts[i] = shift;
            shift += self.widths[i];
        }
    }
    pub fn shift(&self, f: Field) -> usize {
        self.shifts[f]
    }
    pub fn fields(&self) -> usize {
        self.widths.len()
    }
    pub fn total_bits(&self) -> usize {
        self.widths.iter().sum()
    }
}

/// Bits needed to hold counts up to `n` with a sign and a margin.
pub fn count_width(n: usize) -> usize {
    (usize::BITS - n.leading_zeros()) as usize + 3
}
