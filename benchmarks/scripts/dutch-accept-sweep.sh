#!/usr/bin/env bash
# Re-pair every round of a Dutch acceptance folder (../shared/conformance/dutch-20XX-accept or any
# folder of TRF files) with `torre -c` and list the differing (file, round) pairs, classified:
#   error  Torre found no valid pairing although the file has one
#   other  Torre's pairing differs; with --classify, "other" is split by whether Torre's other
#          edition gives the file's pairing ("2017" / "2026") or not ("neither").
# Usage: benchmarks/scripts/dutch-accept-sweep.sh [2017|2026] [folder] [--classify]
# Output: one line per differing round, then a summary line (files, rounds, differing rounds).
set -u
edition=${1:-2026}
dir=${2:-../shared/conformance/dutch-$edition-accept}
classify=${3:-}
other=$([ "$edition" = 2026 ] && echo 2017 || echo 2026)
torre=${TORRE:-target/release/torre}
files=0 rounds=0 bad=0 badfiles=0
for f in "$dir"/*.trf; do
  out=$("$torre" --dutch --edition "$edition" "$f" -c 2>&1)
  files=$((files + 1))
  n=$(sed -n 's/^checked \([0-9]*\) rounds.*/\1/p' <<<"$out")
  rounds=$((rounds + ${n:-0}))
  diffs=$(grep '^round [0-9]*: expected' <<<"$out")
  [ -z "$diffs" ] && continue
  badfiles=$((badfiles + 1))
  alt=""
  [ -n "$classify" ] && alt=$("$torre" --dutch --edition "$other" "$f" -c 2>&1)
  while IFS= read -r line; do
    bad=$((bad + 1))
    r=$(sed 's/^round \([0-9]*\):.*/\1/' <<<"$line")
    if grep -q 'produced error' <<<"$line"; then
      class=error
    elif [ -n "$classify" ]; then
      if grep -q "^round $r: expected" <<<"$alt"; then class=neither; else class=$other; fi
    else
      class=other
    fi
    echo "$(basename "$f") $r $class"
  done <<<"$diffs"
done
echo "summary: $files files, $rounds rounds, $bad differing rounds in $badfiles files"
