# Sourced by the scripts: tool paths. wasm-opt 132 from npm must come before any
# /usr/bin/wasm-opt (Debian's 108 produces a wasm that crashes in Chromium).
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$ROOT/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true
