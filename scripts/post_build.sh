#!/usr/bin/env bash
# Trunk post_build hook (Trunk.toml). Runs in the staging directory's context with
# TRUNK_STAGING_DIR, TRUNK_PROFILE and TRUNK_SOURCE_DIR set by trunk.
#  1. release builds: wasm-opt -Os on the app's wasm (npm binaryen 132; cached by input hash,
#     because the JS build of wasm-opt needs minutes), with the SRI hash in index.html updated;
#     TORRE_APP_WASM_OPT=0 skips it (quick development builds);
#  2. pair-worker.js: the module worker that runs the pairing engine off the page's thread (it
#     loads the app's own glue and wasm; see web/src/worker.rs);
#  3. release builds: dist/torre.html, the single self-contained page (wasm + JS + CSS inlined)
#     that works opened from file:// (USB stick; pairs on the page, no worker);
#  4. always: dist/embed/, the JS/wasm package and the web components with their example page
#     (scripts/build.d/20-wasm-api.sh: cargo, wasm-bindgen and wasm-opt, all cached, so seconds
#     when nothing changed), so a club page can use them from the same static copy
#     (docs/embed.md); TORRE_EMBED=0 leaves it out (quick development builds);
#  5. always: sw.js, the service worker precaching every built asset (offline after one visit;
#     not dist/embed/, which the app does not use).
set -euo pipefail
src="${TRUNK_SOURCE_DIR:-$(pwd)}"
stage="${TRUNK_STAGING_DIR:?run by trunk}"
target="${CARGO_TARGET_DIR:-$src/target}"
case "$target" in /*) ;; *) target="$src/$target" ;; esac
WASM_OPT=${WASM_OPT:-"$src/node_modules/.bin/wasm-opt"}
CACHE="$target/app-wasm-opt-cache"

glue=$(cd "$stage" && ls torre-web-*.js | grep -v '_bg' | head -1)
bg="${glue%.js}_bg.wasm"
[ -f "$stage/$glue" ] && [ -f "$stage/$bg" ] || { echo "post_build: app glue/wasm not found in $stage" >&2; exit 1; }

# wasm-opt -Os, cached: prints the optimised file for an input file
optimise() {
  local in=$1 key
  mkdir -p "$CACHE"
  key=$( { sha256sum < "$in"; "$WASM_OPT" --version; echo Os; } | sha256sum | cut -c1-32)
  if [ ! -f "$CACHE/$key.wasm" ]; then
    echo "post_build: wasm-opt -Os $(basename "$in") (npm binaryen; slow, cached afterwards)" >&2
    "$WASM_OPT" -Os --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
      --enable-reference-types --enable-multivalue --enable-mutable-globals \
      -o "$CACHE/$key.tmp" "$in"
    mv "$CACHE/$key.tmp" "$CACHE/$key.wasm"
    find "$CACHE" -name '*.wasm' -mtime +2 -delete 2>/dev/null || true
  fi
  echo "$CACHE/$key.wasm"
}

opt=0
if [ "${TRUNK_PROFILE:-}" = "release" ] && [ "${TORRE_APP_WASM_OPT:-1}" != 0 ]; then
  [ -x "$WASM_OPT" ] || { echo "post_build: $WASM_OPT missing (npm ci: binaryen@132)" >&2; exit 1; }
  opt=1
  before=$(stat -c %s "$stage/$bg")
  cp "$(optimise "$stage/$bg")" "$stage/$bg"
  # the preload link carries the wasm's SRI hash: recompute it
  python3 - "$stage/index.html" "$bg" "$stage/$bg" <<'PY'
import base64, hashlib, re, sys
html_path, name, wasm = sys.argv[1:]
digest = base64.b64encode(hashlib.sha384(open(wasm, "rb").read()).digest()).decode()
html = open(html_path, encoding="utf-8").read()
pat = re.compile(r'(<link[^>]*href="[^"]*' + re.escape(name) + r'"[^>]*integrity=")sha384-[^"]*(")')
html, n = pat.subn(lambda m: m.group(1) + "sha384-" + digest + m.group(2), html)
open(html_path, "w", encoding="utf-8").write(html)
print(f"post_build: SRI of {name} updated ({n} link)")
PY
  echo "post_build: app wasm $before -> $(stat -c %s "$stage/$bg") bytes (wasm-opt -Os)"
fi

cat > "$stage/pair-worker.js" <<EOF
// Written by scripts/post_build.sh: the pairing worker. It loads the app's own glue and wasm;
// main() sees no window and answers pairing jobs (web/src/worker.rs).
import init from "./$glue";
init({ module_or_path: new URL("./$bg", import.meta.url) }).then(
  () => postMessage({ ready: true }),
  (e) => postMessage({ failed: String(e) }),
);
EOF

if [ "${TRUNK_PROFILE:-}" = "release" ]; then
  wasm="$target/wasm32-unknown-unknown/release/torre-web.wasm"
  single="$target/single"
  mkdir -p "$single"
  wasm-bindgen --target no-modules --no-typescript --out-dir "$single" "$wasm"
  if [ "$opt" = 1 ]; then
    cp "$(optimise "$single/torre-web_bg.wasm")" "$single/torre-web_bg.wasm"
  fi
  python3 "$src/scripts/single_html.py" "$single" "$src/web/style.css" "$stage/torre.html"
fi

if [ "${TORRE_EMBED:-1}" != 0 ]; then
  "$src/scripts/build.d/20-wasm-api.sh"
  pkg="${TORRE_WASM_PKG:-target/torre-wasm-pkg}"
  case "$pkg" in /*) ;; *) pkg="$src/$pkg" ;; esac
  mkdir -p "$stage/embed"
  cp -r "$pkg"/. "$stage/embed/"
  cp "$src/embed/example.html" "$src/embed/example.trf" "$stage/embed/"
  echo "post_build: embed/ ($(ls "$stage/embed" | wc -l) files)"
fi

python3 "$src/scripts/sw_manifest.py" "$stage" "$src/web/sw.js"
