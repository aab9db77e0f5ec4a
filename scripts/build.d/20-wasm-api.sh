#!/usr/bin/env bash
# Build the JS/wasm package of the Torre API (crates/torre-wasm) and the web components (embed/)
# into target/torre-wasm-pkg/, an npm-ready ES module:
#   torre_wasm.js + torre_wasm_bg.wasm + torre_wasm.d.ts   wasm-bindgen --target web, wasm-opt -Oz
#   node.js + node.d.ts                                      Node entry (instantiates synchronously)
#   torre-embed.js                                           <torre-pairings> <torre-standings> <torre-crosstable>
#   package.json, README.md
# Run from anywhere; called by scripts/test.sh (every scripts/build.d/*.sh, in name order).
# Needs: rustup target wasm32-unknown-unknown, wasm-bindgen-cli 0.2.130 (= the crate),
# node_modules/.bin/wasm-opt from npm binaryen@132 (NOT Debian's wasm-opt 108: broken output).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
export PATH="$HOME/.cargo/bin:$PATH"
PKG=${TORRE_WASM_PKG:-target/torre-wasm-pkg}
WASM_BINDGEN_VERSION=0.2.130
WASM_OPT=${WASM_OPT:-"$ROOT/node_modules/.bin/wasm-opt"}

wasm-bindgen --version 2>/dev/null | grep -x "wasm-bindgen $WASM_BINDGEN_VERSION" >/dev/null || {
  echo "20-wasm-api: wasm-bindgen $WASM_BINDGEN_VERSION is required (cargo install wasm-bindgen-cli --version $WASM_BINDGEN_VERSION)" >&2
  exit 1
}
[ -x "$WASM_OPT" ] || { echo "20-wasm-api: $WASM_OPT missing (npm ci: binaryen@132)" >&2; exit 1; }

# Size and speed: the dependencies (serde, wasm-bindgen glue) at opt-level "z", the engine
# (torre-core) at opt-level "s": with Burstein, round robins and the generator the engine at
# opt-level 2 made 1,083,627 bytes; at "s" (and wasm-opt -Oz --converge) the package stays
# under 1 MB while 1000 players still pair in 0.64 s (`node scripts/bench-wasm.mjs`,
# docs/embed.md). At "z" the engine is about twice as slow. TORRE_WASM_CORE_OPT_LEVEL
# overrides the engine's level (a TOML value: '2', '"s"').
CORE_OPT_LEVEL=${TORRE_WASM_CORE_OPT_LEVEL:-\"s\"}
CARGO_PROFILE_RELEASE_OPT_LEVEL=z cargo build -p torre-wasm --target wasm32-unknown-unknown --release --locked \
  --config "profile.release.package.torre-core.opt-level=$CORE_OPT_LEVEL"
RAW=target/wasm32-unknown-unknown/release/torre_wasm.wasm

rm -rf "$PKG.tmp"
mkdir -p "$PKG.tmp"
wasm-bindgen --target web --out-dir "$PKG.tmp" --out-name torre_wasm "$RAW"
# wasm-opt (binaryen compiled to JS) is slow: reuse the optimised output while the input is unchanged.
CACHE=target/torre-wasm-opt-cache
mkdir -p "$CACHE"
# Features rustc 1.95 enables for wasm32-unknown-unknown and the glue relies on.
OPT_FLAGS="-Oz --converge --strip-producers --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext
  --enable-reference-types --enable-multivalue --enable-mutable-globals"
key=$( { sha256sum < "$PKG.tmp/torre_wasm_bg.wasm"; "$WASM_OPT" --version; echo $OPT_FLAGS; } | sha256sum | cut -c1-32)
if [ -f "$CACHE/$key.wasm" ]; then
  cp "$CACHE/$key.wasm" "$PKG.tmp/torre_wasm_bg.wasm"
  echo "20-wasm-api: wasm-opt output reused ($CACHE/$key.wasm)"
else
  # shellcheck disable=SC2086 # OPT_FLAGS is a list of flags
  "$WASM_OPT" $OPT_FLAGS -o "$PKG.tmp/opt.wasm" "$PKG.tmp/torre_wasm_bg.wasm"
  mv "$PKG.tmp/opt.wasm" "$PKG.tmp/torre_wasm_bg.wasm"
  find "$CACHE" -name '*.wasm' -mtime +2 -delete 2>/dev/null || true
  cp "$PKG.tmp/torre_wasm_bg.wasm" "$CACHE/$key.wasm"
fi

cp crates/torre-wasm/js/node.js crates/torre-wasm/js/node.d.ts crates/torre-wasm/js/README.md "$PKG.tmp/"
cp embed/torre-embed.js embed/torre-embed.d.ts "$PKG.tmp/"
VERSION=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)
sed "s/@VERSION@/$VERSION/" crates/torre-wasm/js/package.json > "$PKG.tmp/package.json"

rm -rf "$PKG"
mv "$PKG.tmp" "$PKG"
size=$(stat -c %s "$PKG/torre_wasm_bg.wasm")
raw=$(stat -c %s "$RAW")
echo "20-wasm-api: $PKG ready; torre_wasm_bg.wasm $size bytes after wasm-opt -Oz ($raw before wasm-bindgen/wasm-opt)"
if [ "$size" -ge 1000000 ]; then
  echo "20-wasm-api: the wasm reaches 1 MB (1,000,000 bytes)" >&2
  exit 1
fi
