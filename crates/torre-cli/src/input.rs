//! Reading the input file: a size cap, and the raw text kept to name the line of a record
//! when an error found after reading (the number of rounds, the tie-break list) points at one.

use crate::failure::{fail, Failure, FILE_ACCESS, INVALID_INPUT, TOO_LARGE};
use crate::output::diagnose;
use std::io::Read;
use torre_core::{trf, Tournament};

/// The largest input Torre reads. A 9999-player file of 100 rounds is about 10 MB; anything
/// beyond this is not a tournament, and reading it whole (`/dev/zero`) would never end.
pub const MAX_INPUT_BYTES: u64 = 64 << 20;

/// All of `from`, or None when it holds more than `limit` bytes (read no further than that:
/// a device such as /dev/zero has no end).
pub fn read_capped(from: impl Read, limit: u64) -> std::io::Result<Option<Vec<u8>>> {
    let mut bytes = Vec::new();
    from.take(limit + 1).read_to_end(&mut bytes)?;
    Ok((bytes.len() as u64 <= limit).then_some(bytes))
}

/// An input file: its name as shown in messages and its bytes.
pub struct Source {
    pub name: String,
    pub bytes: Vec<u8>,
}

impl Source {
    /// Read `path` ("-" = standard input), refusing more than [`MAX_INPUT_BYTES`].
    pub fn read(path: &str) -> Result<Source, Failure> {
        let name = if path == "-" { "<stdin>".to_string() } else { path.to_string() };
        let read = if path == "-" {
            read_capped(std::io::stdin().lock(), MAX_INPUT_BYTES)
        } else {
            std::fs::File::open(path).and_then(|f| read_capped(f, MAX_INPUT_BYTES))
        };
        let bytes = read.map_err(|e| fail(FILE_ACCESS, format!("{name}: {e}")))?.ok_or_else(|| {
            fail(TOO_LARGE, format!("{name}: larger than {} MiB, the most Torre reads (a 9999-player TRF of 100 rounds is about 10 MB)", MAX_INPUT_BYTES >> 20))
        })?;
        Ok(Source { name, bytes })
    }

    /// The last record with one of `codes` (such as `XXR`), as (1-based line number, line);
    /// lines are split as the TRF reader splits them (LF, CRLF or CR).
    pub fn record(&self, codes: &[&str]) -> Option<(usize, String)> {
        let text = String::from_utf8_lossy(&self.bytes);
        let mut found = None;
        let lines = text.split('\n').flat_map(|l| l.strip_suffix('\r').unwrap_or(l).split('\r'));
        for (i, line) in lines.enumerate() {
            if codes.iter().any(|c| line.starts_with(c) && line[c.len()..].starts_with([' ', '\t']) || line == *c) {
                found = Some((i + 1, line.to_string()));
            }
        }
        found
    }

    /// "NAME: line L, columns A-B (CODE)" for `item` inside the last `codes` record (the whole
    /// line when the item is not found in it), or just "NAME" when there is no such record.
    pub fn locate(&self, codes: &[&str], item: Option<&str>) -> String {
        let Some((line_no, line)) = self.record(codes) else { return self.name.clone() };
        let code: String = line.chars().take(3).collect();
        let Some(byte) = item.filter(|s| !s.is_empty()).and_then(|s| line.get(4..)?.find(s).map(|b| b + 4)) else {
            return format!("{}: line {line_no} ({code})", self.name);
        };
        let first = line[..byte].chars().count() + 1;
        let last = first + item.map_or(1, |s| s.chars().count()) - 1;
        format!("{}: line {line_no}, columns {first}-{last} ({code})", self.name)
    }
}

/// Read a file ("-" = standard input) into a tournament; errors name the file and the line.
/// The source is kept to locate later errors (see [`Source::locate`]).
pub fn load(path: &str) -> Result<(Tournament, Source), Failure> {
    let source = Source::read(path)?;
    let outcome = trf::read(&source.bytes, &Default::default()).map_err(|e| fail(INVALID_INPUT, format!("{}: {e}", source.name)))?;
    for w in &outcome.warnings {
        diagnose(&format!("warning: {}: {w}", source.name));
    }
    Ok((outcome.tournament, source))
}
