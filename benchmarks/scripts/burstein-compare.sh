#!/usr/bin/env bash
# Before/after guard for changes to the Burstein engine's speed: pair the next round of many
# histories with two builds (`torre --burstein FILE -p`) and compare the output byte for byte
# (with the exit status). Not a CI test: minutes of CPU.
# Usage:
#   benchmarks/scripts/burstein-compare.sh OLD_TORRE NEW_TORRE [FILE.trf ...]
# Histories: Dutch- and Dubov-generated tournaments of 9 rounds (`torre -g`, 20-300 players,
# several seeds, some with forfeits and byes), each cut after rounds 5-8 (after the 4 seeding
# rounds, Art. 1.6.2), as is and with the last kept round's colours swapped (a perturbed
# history); then the FILEs given. The old build's outputs are kept in $WORK/old (default
# WORK=/tmp/burstein-compare), so a re-run only pairs them with the new build; the old build
# gets at most $OLD_CPU CPU seconds per file (default 300): a file it does not finish is
# listed as skipped. Exit 1 if any output differs.
set -u
[ $# -ge 2 ] || { sed -n '2,13p' "$0"; exit 2; }
old=$1 new=$2
shift 2
work=${WORK:-/tmp/burstein-compare}
old_cpu=${OLD_CPU:-300}
mkdir -p "$work/gen" "$work/cases" "$work/old" "$work/new"

# cut SRC ROUNDS SWAP DEST: keep ROUNDS rounds of every player line; SWAP > 0 swaps that
# round's colours (w <-> b)
cut_history() {
  awk -v cut="$2" -v swap="$3" '
    /^001/ {
      $0 = substr($0, 1, 91 + 10 * cut - 2)
      p = 91 + 10 * (swap - 1) + 6
      if (swap > 0 && length($0) >= p) {
        c = substr($0, p, 1)
        if (c == "w") c = "b"; else if (c == "b") c = "w"
        $0 = substr($0, 1, p - 1) c substr($0, p + 1)
      }
    }
    { print }' "$1" > "$4"
}

cases=()
for system in dutch dubov; do
  for players in 20 31 50 80 121 200 300; do
    for seed in 1 2 3; do
      name=$system-p$players-s$seed
      src=$work/gen/$name.trf
      if [ ! -s "$src" ]; then
        cfg=$work/gen/$name.cfg
        printf 'PlayersNumber=%s\nRoundsNumber=9\n' "$players" > "$cfg"
        # seed 3: forfeits and requested byes as well
        [ "$seed" = 3 ] && printf 'ForfeitRate=15\nHalfPointByeRate=30\n' >> "$cfg"
        "$new" --"$system" -g "$cfg" -o "$src" -s "$seed" 2> /dev/null || { echo "generation failed: $name"; continue; }
      fi
      for cut in 5 6 7 8; do
        for swap in 0 "$cut"; do
          c=$work/cases/$name-c$cut-w$swap.trf
          cut_history "$src" "$cut" "$swap" "$c"
          cases+=("$c")
        done
      done
    done
  done
done
cases+=("$@")

# run BIN FILE OUT CPU: the output and the exit status
run() {
  ( ulimit -t "$4"; "$1" --burstein "$2" -p > "$3" 2> /dev/null; echo "exit $?" >> "$3" )
}

same=0 differ=0 skipped=0
for f in "${cases[@]}"; do
  key=$(basename "$f" .trf)
  [ -s "$work/old/$key.out" ] || run "$old" "$f" "$work/old/$key.out" "$old_cpu"
  # killed by the CPU limit: SIGXCPU (exit 152) or SIGKILL (137)
  if grep -qE '^exit (152|137)$' "$work/old/$key.out"; then
    echo "skipped (old build over ${old_cpu} CPU s): $f"
    skipped=$((skipped + 1))
    continue
  fi
  run "$new" "$f" "$work/new/$key.out" 3600
  if cmp -s "$work/old/$key.out" "$work/new/$key.out"; then
    same=$((same + 1))
  else
    echo "DIFFERS: $f ($work/old/$key.out vs $work/new/$key.out)"
    differ=$((differ + 1))
  fi
done
echo "burstein-compare: $same identical, $differ different, $skipped skipped (old build too slow)"
[ "$differ" = 0 ]
