#!/usr/bin/env bash
# Re-pair every round of every file of a Dutch conformance folder with the release CLI and
# list the differing rounds, one line each: FILE ROUND expected ... | produced ...
# Usage: scripts/dutch-accept.sh [FOLDER (default dutch-2017-accept)] [EDITION (default 2017)]
# (cargo build --release -p torre-cli first). Prints a summary line at the end.
set -u
dir=${1:-dutch-2017-accept}
edition=${2:-2017}
here=$(cd "$(dirname "$0")/.." && pwd)
torre=$here/target/release/torre
files=0 bad_files=0 bad_rounds=0
for f in "$here"/../shared/conformance/$dir/*.trf; do
  files=$((files + 1))
  out=$("$torre" --dutch --edition "$edition" "$f" -c 2>&1)
  lines=$(grep -E '^round [0-9]+:|error|panic' <<<"$out" | grep -v ': same' || true)
  if [ -n "$lines" ]; then
    bad_files=$((bad_files + 1))
    while IFS= read -r l; do
      bad_rounds=$((bad_rounds + 1))
      echo "$(basename "$f") $l"
    done <<<"$lines"
  fi
done
echo "summary: $dir edition $edition: $files files, $bad_files differ, $bad_rounds differing rounds"
