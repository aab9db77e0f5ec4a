#!/usr/bin/env bash
# Trunk post_build hook (Trunk.toml). Runs in the staging directory's context with
# TRUNK_STAGING_DIR, TRUNK_PROFILE and TRUNK_SOURCE_DIR set by trunk.
#  1. release builds: dist/torre.html, the single self-contained page (wasm + JS + CSS inlined)
#     that works opened from file:// (USB stick);
#  2. always: sw.js, the service worker precaching every built asset (offline after one visit).
set -euo pipefail
src="${TRUNK_SOURCE_DIR:-$(pwd)}"
stage="${TRUNK_STAGING_DIR:?run by trunk}"
target="${CARGO_TARGET_DIR:-$src/target}"
case "$target" in /*) ;; *) target="$src/$target" ;; esac

if [ "${TRUNK_PROFILE:-}" = "release" ]; then
  wasm="$target/wasm32-unknown-unknown/release/torre-web.wasm"
  single="$target/single"
  mkdir -p "$single"
  wasm-bindgen --target no-modules --no-typescript --out-dir "$single" "$wasm"
  # no wasm-opt: npm binaryen (JS build) needs 10+ minutes on this app under load; the wasm works unoptimised
  python3 "$src/scripts/single_html.py" "$single" "$src/web/style.css" "$stage/torre.html"
fi

python3 "$src/scripts/sw_manifest.py" "$stage" "$src/web/sw.js"
