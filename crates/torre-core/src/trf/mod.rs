//! FIDE Tournament Report File (TRF-16, C.04 Annex 2) with the JaVaFo/bbpPairings TRF(x)
//! extensions, and the TRF-2026 records: reading with located errors, consistency checks,
//! and normalised writing in either layout.

mod edition;
pub mod fields;
mod read;
mod write;

pub use edition::{declared_dubov_edition, declared_edition, declared_system, detect_dubov_edition, detect_dubov_edition_with_source, detect_edition, detect_edition_with_source, parse_date, EditionSource, parse_type_code, type_code, TypeCode, EDITION_2026_FROM};
pub use read::{read, read_str, ReadOptions, ReadOutcome};
pub use write::{player_line, write, write_2026, write_notes, write_with, Layout, LineEnd, WriteOptions};

use std::fmt;

/// Where and what went wrong in a TRF file. `line` is 1-based; columns are 1-based and
/// counted in characters, as in the TRF column tables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrfError {
    pub line: Option<usize>,
    pub columns: Option<(usize, usize)>,
    pub player: Option<u32>,
    pub message: String,
}

impl TrfError {
    pub fn at(line: usize, columns: (usize, usize), message: impl Into<String>) -> TrfError {
        TrfError { line: Some(line), columns: Some(columns), player: None, message: message.into() }
    }
    pub fn line(line: usize, message: impl Into<String>) -> TrfError {
        TrfError { line: Some(line), columns: None, player: None, message: message.into() }
    }
    pub fn file(message: impl Into<String>) -> TrfError {
        TrfError { line: None, columns: None, player: None, message: message.into() }
    }
    pub fn with_player(mut self, player: u32) -> TrfError {
        self.player = Some(player);
        self
    }
}

impl fmt::Display for TrfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(line) = self.line {
            write!(f, "line {line}")?;
            if let Some((a, b)) = self.columns {
                if a == b {
                    write!(f, ", column {a}")?;
                } else {
                    write!(f, ", columns {a}-{b}")?;
                }
            }
            if let Some(p) = self.player {
                write!(f, " (player {p})")?;
            }
            write!(f, ": ")?;
        } else if let Some(p) = self.player {
            write!(f, "player {p}: ")?;
        }
        write!(f, "{}", self.message)
    }
}

impl std::error::Error for TrfError {}

#[cfg(test)]
mod tests;
