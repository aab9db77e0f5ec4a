//! The one way every command writes: whole texts to standard output, errors mapped to exit 5.
//!
//! A full disk or a failing device ends the command with exit 5 and a short message. A
//! closed pipe (`torre trf BIG.trf | head -1`, EPIPE) is not an error: the reader has what it
//! wanted, so Torre stops writing quietly and exits with the command's own code (0, or 1 when
//! `-c` finds rounds that differ). Diagnostics go to standard error and never fail a command.

use crate::failure::{fail, Failure, FILE_ACCESS};
use std::io::{ErrorKind, Write};

/// Write `text` to standard output and flush it.
pub fn emit(text: &str) -> Result<(), Failure> {
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == ErrorKind::BrokenPipe => Ok(()),
        Err(e) => Err(fail(FILE_ACCESS, format!("standard output: {e}"))),
    }
}

/// Write `text` to the file `path` ("-" = standard output).
pub fn emit_to(path: Option<&str>, text: &str) -> Result<(), Failure> {
    match path {
        Some(path) if path != "-" => std::fs::write(path, text).map_err(|e| fail(FILE_ACCESS, format!("{path}: {e}"))),
        _ => emit(text),
    }
}

/// A line on standard error, "torre: " first; a failure to write it is ignored (there is
/// nowhere left to report it).
pub fn diagnose(message: &str) {
    let _ = writeln!(std::io::stderr().lock(), "torre: {message}");
}
