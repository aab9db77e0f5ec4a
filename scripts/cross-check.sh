#!/usr/bin/env bash
# Cross-check Torre with another program, in the FIDE acceptance way (TEC Manual 3.9.4:
# 50,000 tournaments each way, at most 10 discrepancies).
#
#   scripts/cross-check.sh generate N DIR 'CHECKER {}' [SYSTEM] [SEED]
#       Torre generates N tournaments into DIR (T1.trf ... TN.trf) and runs the other
#       program's checker on each ({} is replaced by the file), e.g.
#         scripts/cross-check.sh generate 50000 /tmp/rtg 'bbpPairings.exe --dutch {} -c'
#         scripts/cross-check.sh generate 50000 /tmp/rtg 'java -jar javafo.jar {} -c'
#   scripts/cross-check.sh check DIR [SYSTEM]
#       Torre checks every *.trf of DIR, made by another program's generator, e.g.
#         bbpPairings.exe --dutch -g -o /tmp/bbp/T1.trf -s 1   (and so on), then
#         scripts/cross-check.sh check /tmp/bbp --dutch
#
# SYSTEM: --dutch (default) or --dubov, plus any Torre flags (e.g. '--dutch --edition 2017').
# A file counts as a discrepancy when the checker exits non-zero; the list is written to
# DIR/discrepancies.txt with each checker's output in DIR/<file>.out. TORRE: the torre binary
# (default: target/release/torre, built if missing).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TORRE="${TORRE:-$ROOT/target/release/torre}"
if [ ! -x "$TORRE" ]; then
  (cd "$ROOT" && cargo build --release -p torre-cli)
fi

mode="${1:-}"; shift || true
case "$mode" in
  generate)
    n="$1"; dir="$2"; checker="$3"; system="${4:---dutch}"; seed="${5:-1}"
    mkdir -p "$dir"
    # shellcheck disable=SC2086
    "$TORRE" $system -g "$n" -o "$dir/T%d.trf" -s "$seed"
    files=()
    for k in $(seq 1 "$n"); do files+=("$dir/T$k.trf"); done
    ;;
  check)
    dir="$1"; system="${2:---dutch}"
    checker="$TORRE $system {} -c"
    files=("$dir"/*.trf)
    ;;
  *)
    sed -n '2,21p' "$0"; exit 2 ;;
esac

: > "$dir/discrepancies.txt"
bad=0; total=0
for f in "${files[@]}"; do
  total=$((total + 1))
  cmd="${checker//\{\}/$f}"
  if ! bash -c "$cmd" > "$f.out" 2>&1; then
    bad=$((bad + 1))
    echo "$f" >> "$dir/discrepancies.txt"
  else
    rm -f "$f.out"
  fi
done
echo "$total files, $bad discrepancies (list: $dir/discrepancies.txt; FIDE allows 10 in 50,000)"
[ "$bad" -eq 0 ]
