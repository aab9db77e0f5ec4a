#!/usr/bin/env bash
# Thousands of generated tournaments through Torre's own checker (pairings and standings), in
# memory (not CI: the CI test crates/torre-core/tests/generator.rs runs a few hundred).
#   scripts/rtg-sweep.sh [N per system] [first seed]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
n="${1:-2000}"; seed="${2:-1}"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
cd "$ROOT" && cargo build --release -q -p torre-cli
for system in "--dutch --edition 2026" "--dutch --edition 2017" "--dubov"; do
  sub="$dir/$(echo "$system" | tr -d ' -')"
  mkdir -p "$sub"
  start=$(date +%s)
  # shellcheck disable=SC2086
  TORRE="$ROOT/target/release/torre" "$ROOT/scripts/cross-check.sh" generate "$n" "$sub" "$ROOT/target/release/torre $system {} -c" "$system" "$seed" || true
  echo "$system: $(( $(date +%s) - start )) s"
  head -5 "$sub/discrepancies.txt"
done
