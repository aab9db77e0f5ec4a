#!/usr/bin/env bash
# Build the app and serve it on http://127.0.0.1:8080 (rebuilds on change). Installs what is
# missing first (wasm target, pinned trunk and wasm-bindgen-cli from crates.io, npm packages).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
scripts/setup.sh
source scripts/env.sh
exec trunk serve --release --offline --address 127.0.0.1 --port 8080 "$@"
