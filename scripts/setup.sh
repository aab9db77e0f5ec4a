#!/usr/bin/env bash
# Install what building and testing Torre needs; every step is skipped when already done.
# Network: only crates.io, npm and Debian apt (see ../shared/notes/toolchain.md).
# Source it or run it; scripts/test.sh and scripts/serve.sh call it first.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$HOME/.cargo/bin:$PATH"
TRUNK_VERSION=0.21.14          # trunk 0.22 needs a newer rustc
WASM_BINDGEN_VERSION=0.2.130   # must equal wasm-bindgen in Cargo.lock (web/Cargo.toml pins it)

# (`grep -x ... >/dev/null`, not `grep -q`: with pipefail an early exit could SIGPIPE the producer)
rustup target list --installed | grep -x wasm32-unknown-unknown >/dev/null \
  || rustup target add wasm32-unknown-unknown
trunk --version 2>/dev/null | grep -x "trunk $TRUNK_VERSION" >/dev/null \
  || cargo install trunk --version "$TRUNK_VERSION" --locked
# NOT --locked: its lockfile wants webpki-roots 1.0.11, missing from the reachable index
wasm-bindgen --version 2>/dev/null | grep -x "wasm-bindgen $WASM_BINDGEN_VERSION" >/dev/null \
  || cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
if [ ! -x /usr/bin/chromium ]; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y chromium
fi
# playwright-core (drives the system chromium; never `playwright install`) + binaryen (wasm-opt 132)
{ [ -d node_modules/playwright-core ] && [ -d node_modules/binaryen ]; } || npm ci --no-audit --no-fund
cargo fetch --locked
