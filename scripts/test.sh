#!/usr/bin/env bash
# THE test command: installs what is missing, then runs every test of the project.
#   native crates (cargo test) -> scripts/build.d/*.sh steps -> trunk build --release
#   (dist/ + dist/torre.html single file) -> node --test over tests/**/*.test.mjs
# Works non-interactively (CI=true), from a fresh clone with ../shared beside it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
scripts/setup.sh
source scripts/env.sh

step() { printf '\n=== %s (%s)\n' "$1" "$(date -u +%H:%M:%S)"; }

step "no import cycle between top-level modules (core, CLI)"
python3 scripts/check-module-cycles.py --self-test
python3 scripts/check-module-cycles.py

step "cargo test (native crates; the app's pure modules, web/src/doc/ etc., natively too)"
cargo test --workspace --locked --offline

for s in scripts/build.d/*.sh; do
  [ -x "$s" ] || continue
  step "build step $s"
  "$s"
done

step "trunk build --release (dist/, dist/torre.html)"
trunk build --release --offline
test -s dist/torre.html
test -s dist/sw.js

step "node --test (browser and Node tests)"
mapfile -t tests < <(find tests -name '*.test.mjs' -not -path '*/node_modules/*' | sort)
if [ "${#tests[@]}" -gt 0 ]; then
  node --test --test-concurrency=1 "${tests[@]}"
fi
step "all tests passed"
