//! Helpers shared by the CLI's integration tests.

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

/// A scratch file in the system temp directory, removed on drop.
pub struct Scratch(pub PathBuf);

impl Scratch {
    pub fn new(contents: &[u8]) -> Scratch {
        static N: AtomicUsize = AtomicUsize::new(0);
        let p = std::env::temp_dir().join(format!("torre-cli-test-{}-{}.trf", std::process::id(), N.fetch_add(1, Ordering::SeqCst)));
        std::fs::write(&p, contents).unwrap();
        Scratch(p)
    }

    pub fn path(&self) -> &str {
        self.0.to_str().unwrap()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}
