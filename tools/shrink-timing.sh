#!/usr/bin/env bash
# The shrinking figure of Documentation/Fuzzing.md: campaign trees of up to 200 nodes (`layoutlab
# fuzz trees`, profile full) on which the lp-only constraint engine disagrees with the reference
# engine (water-filling against HSTACK-3's sequential split, a known class: plentiful, so the
# shrinker has real work), each shrunk by `layoutlab shrink --mode lp-only`. Prints per tree its
# nodes before and after and the wall-clock seconds, then the median and the largest.
#
#   COUNT=10 tools/shrink-timing.sh [path/to/layoutlab]
set -uo pipefail
cd "$(dirname "$0")/.."
COUNT=${COUNT:-10}
layoutlab=${1:-.build/release/layoutlab}
[ -x "$layoutlab" ] || swift build -c release --product layoutlab >&2
work=$(mktemp -d)
"$layoutlab" fuzz trees --seed 11 --count 400 --profile full --max-nodes 200 --max-depth 12 --out "$work" > /dev/null
found=0
for file in "$work"/tree-*.swift; do
    nodes=$(sed -n 's/^\/\/ LayoutLab campaign tree [0-9]* (\([0-9]*\) nodes.*/\1/p' "$file")
    [ "$nodes" -ge 150 ] || continue
    metrics=$(sed -n 's/^\/\/ Reproduce: .*--text-metrics \([^ ]*\).*/\1/p' "$file")
    start=$(date +%s.%N)
    "$layoutlab" shrink "$file" --mode lp-only --text-metrics "$metrics" --budget 60 --out "$work/shrunk.swift" \
        > /dev/null 2>&1 || continue
    end=$(date +%s.%N)
    after=$(grep -m1 -o 'shrunk to [0-9]*' "$work/shrunk.swift" | grep -o '[0-9]*$')
    printf '%s %s %s %.2f\n' "$(basename "$file")" "$nodes" "$after" "$(echo "$end - $start" | bc)"
    found=$((found + 1))
    [ "$found" -ge "$COUNT" ] && break
done | tee "$work/times.txt"
sort -n -k4 "$work/times.txt" | awk '{ t[NR] = $4; n[NR] = $3 } END {
    printf "%d disagreements of 150 to 200 nodes shrunk: median %.2f s, largest %.2f s\n", NR, t[int((NR + 1) / 2)], t[NR] }'
sort -n -k3 "$work/times.txt" | awk '{ n[NR] = $3 } END { printf "shrunk sizes: median %d nodes, largest %d\n", n[int((NR + 1) / 2)], n[NR] }'
rm -rf "$work"
