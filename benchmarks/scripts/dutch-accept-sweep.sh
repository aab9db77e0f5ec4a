#!/usr/bin/env bash
# Re-pair every round of Dutch conformance folders with the release CLI (`torre --dutch
# --edition E FILE -c`) and list the differing (file, round) pairs, classified:
#   error  Torre found no valid pairing although the file has one (or the CLI failed)
#   other  Torre's pairing differs; with --classify, "other" is split by whether Torre's other
#          edition gives the file's pairing ("2017" / "2026") or not ("neither").
# Usage:
#   benchmarks/scripts/dutch-accept-sweep.sh [2017|2026] [FOLDER] [--classify]
#       one folder (a name under ../shared/conformance or a path; default dutch-EDITION-accept)
#   benchmarks/scripts/dutch-accept-sweep.sh all
#       the guard before landing engine changes: both acceptance folders, both random corpora,
#       the Baku corpus and the seed examples, each with its edition; exit 1 if any round differs
# Output: one line per differing round, then a summary line per folder (files, rounds, differing).
# Build first: cargo build --release -p torre-cli (or set TORRE=path/to/torre).
set -u
here=$(cd "$(dirname "$0")/../.." && pwd)
torre=${TORRE:-$here/target/release/torre}
conformance=$here/../shared/conformance

# sweep EDITION FOLDER CLASSIFY: prints the differing rounds and a summary; returns 1 if any
sweep() {
  local edition=$1 dir=$2 classify=$3
  [ -d "$dir" ] || dir=$conformance/$dir
  local other files=0 rounds=0 bad=0 badfiles=0
  other=$([ "$edition" = 2026 ] && echo 2017 || echo 2026)
  for f in "$dir"/*.trf; do
    local out n diffs alt="" line r class
    out=$("$torre" --dutch --edition "$edition" "$f" -c 2>&1)
    local status=$?
    files=$((files + 1))
    n=$(sed -n 's/^checked \([0-9]*\) rounds.*/\1/p' <<<"$out")
    rounds=$((rounds + ${n:-0}))
    diffs=$(grep -E '^round [0-9]+: expected' <<<"$out")
    if [ "$status" -ne 0 ] && [ -z "$diffs" ]; then
      diffs="round ?: produced error: exit $status: $(head -1 <<<"$out")"
    fi
    [ -z "$diffs" ] && continue
    badfiles=$((badfiles + 1))
    [ -n "$classify" ] && alt=$("$torre" --dutch --edition "$other" "$f" -c 2>&1)
    while IFS= read -r line; do
      bad=$((bad + 1))
      r=$(sed 's/^round \([0-9?]*\):.*/\1/' <<<"$line")
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
  echo "summary: $(basename "$dir") edition $edition: $files files, $rounds rounds, $bad differing rounds in $badfiles files"
  [ "$bad" -eq 0 ]
}

if [ "${1:-}" = all ]; then
  ok=0
  for job in "2017 dutch-2017-accept" "2026 dutch-2026-accept" "2017 dutch-2017/random" \
             "2026 dutch-2026/random" "2017 dutch-2017-baku"; do
    set -- $job
    sweep "$1" "$2" "" || ok=1
  done
  # the seed examples: the Dutch files of the seeds folder, each with the edition it was paired by
  seeds=$(mktemp -d)
  cp "$conformance"/seeds/dutch-14p-6r.trf "$seeds"/
  sweep 2017 "$seeds" "" || ok=1
  rm -r "$seeds"
  exit $ok
fi
edition=${1:-2026}
sweep "$edition" "${2:-dutch-$edition-accept}" "${3:-}"
