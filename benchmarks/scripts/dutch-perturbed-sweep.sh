#!/usr/bin/env bash
# Time the Dutch engine on perturbed variants of the 1000-player anchor (issue 22) and list the
# slowest. From ../shared/conformance/perf/n1000-r11-s42.trf it writes, to OUT (default
# target/bench/perturbed-sweep/):
#   cC-sS.trf   cut after round C (3..10), every game of round S (1..C) with both colours swapped
#   cC-fS.trf   cut after round C (4, 6, 8), one game in 4 of round S (C/2 and C) forfeited
#   cC-aS.trf   cut after round C (4, 6, 8), one game in 5 of round S (C/2 and C): both absent
#   cC-sS-f.trf cut after round C (5, 6), round S (C-1, C) swapped and one game in 4 of round C forfeited
# and times `torre --dutch --edition E FILE -p` (E = 2017 and 2026; user CPU seconds, a time limit
# per pairing). The points column is left as the anchor has it (torre warns; stderr is dropped).
# Usage:
#   benchmarks/scripts/dutch-perturbed-sweep.sh [OUT] [--save DIR]
#       --save DIR  also keep each pairing as DIR/FILE.EDITION.out (compare two builds with cmp)
# Environment: TORRE (default target/release/torre), TORRE_SWEEP_TIMEOUT (seconds, default 30),
# TORRE_SWEEP_WORST (lines of the worst list, default 15).
# Output: one line per (file, edition) with the seconds, then the worst ones, slowest first.
set -u
here=$(cd "$(dirname "$0")/../.." && pwd)
torre=${TORRE:-$here/target/release/torre}
anchor=$here/../shared/conformance/perf/n1000-r11-s42.trf
out=$here/target/bench/perturbed-sweep
save=""
while [ $# -gt 0 ]; do
  case $1 in
    --save) save=$2; shift 2 ;;
    *) out=$1; shift ;;
  esac
done
limit=${TORRE_SWEEP_TIMEOUT:-30}
mkdir -p "$out" ${save:+"$save"}

# write the variants: a round's field is 10 characters from column 92 (opponent, colour, result)
python3 - "$anchor" "$out" <<'EOF'
import sys
src, out = sys.argv[1], sys.argv[2]
lines = open(src, encoding='latin1').read().split('\n')
FLIP = {'w': 'b', 'b': 'w'}

def field(l, r):
    s = 91 + 10 * (r - 1)
    return s, l[s:s + 4], l[s + 5], l[s + 7]

def picked(a, b, r, k):
    lo, hi = min(a, b), max(a, b)
    return (lo * 7919 + hi * 104729 + r * 1299709) % k == 0

def variant(cut, swaps=(), forfeit=(), absent=()):
    res = []
    for l in lines:
        if l.startswith('001'):
            l = l[:91 + 10 * cut - 2]
            me = int(l[4:8])
            for r in range(1, cut + 1):
                s, opp, col, result = field(l, r)
                if not opp.strip().isdigit() or int(opp) == 0 or col not in FLIP:
                    continue
                if r in swaps:
                    col = FLIP[col]
                if r in forfeit and picked(me, int(opp), r, 4):
                    result = '+' if me < int(opp) else '-'
                if r in absent and picked(me, int(opp), r, 5):
                    opp, col, result = '0000', '-', 'Z'
                l = l[:s] + opp + ' ' + col + ' ' + result + l[s + 8:]
        res.append(l)
    return '\n'.join(res)

def write(name, text):
    open(f'{out}/{name}.trf', 'w', encoding='latin1').write(text)

for cut in range(3, 11):
    for s in range(1, cut + 1):
        write(f'c{cut}-s{s}', variant(cut, swaps={s}))
for cut in (4, 6, 8):
    for s in (cut // 2, cut):
        write(f'c{cut}-f{s}', variant(cut, forfeit={s}))
        write(f'c{cut}-a{s}', variant(cut, absent={s}))
for cut in (5, 6):
    for s in (cut - 1, cut):
        write(f'c{cut}-s{s}-f', variant(cut, swaps={s}, forfeit={cut}))
EOF

results=$(mktemp)
timing=$(mktemp)
for f in "$out"/*.trf; do
  name=$(basename "$f" .trf)
  for edition in 2017 2026; do
    dest=${save:+$save/$name.$edition.out}
    /usr/bin/time -f '%U' -o "$timing" timeout "$limit" "$torre" --dutch --edition "$edition" "$f" -p \
      >"${dest:-/dev/null}" 2>/dev/null
    secs=$(tail -1 "$timing")
    grep -q 'non-zero status 124' "$timing" && secs="> $limit"
    grep -q 'non-zero status [^1]' "$timing" && secs="$secs (failed)"
    printf '%-14s %s %s\n' "$name" "$edition" "$secs" | tee -a "$results"
  done
done
echo "worst (user CPU seconds):"
sort -k3,3 -g -r "$results" | head -"${TORRE_SWEEP_WORST:-15}"
rm -f "$results" "$timing"
