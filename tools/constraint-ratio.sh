#!/usr/bin/env bash
# The constraint engine (exact) against the reference engine on the benchmark shapes, in one run:
# for each shape and size, `layoutlab generate` writes the tree and `layoutlab bench --paired`
# times both engines on it in one process, the reference engine just before the constraint engine
# in each of REPEAT fresh runs. Prints one Markdown table of medians; the ratio is the median over
# the runs of each run's constraint time over its reference time, which this machine's load and
# clock changes move far less than a ratio of two separate medians (Benchmarks/README.md, "The
# constraint engine against the reference engine").
#
#   tools/constraint-ratio.sh [LAYOUTLAB] [SHAPE:NODES ...]
#
# LAYOUTLAB defaults to .build/release/layoutlab (a release build: `swift build -c release
# --product layoutlab`); the default cases are every shape at 1,000 nodes and the 4,000-Text
# column (text-column at 4,001 nodes). REPEAT (default 9) sets the repeats.
set -euo pipefail
cd "$(dirname "$0")/.."
layoutlab="${1:-.build/release/layoutlab}"
shift || true
cases=("$@")
if [ ${#cases[@]} -eq 0 ]; then
    cases=(huge-nested:1000 wide:1000 deep:1000 chain:1000 random:1000 text-column:1000 text-column:4001)
fi
repeat="${REPEAT:-9}"
[ -x "$layoutlab" ] || { echo "error: no layoutlab at $layoutlab (swift build -c release --product layoutlab)" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "| shape | nodes | reference ms | constraint ms | compile ms | solve ms | constraint / reference |"
echo "|---|---|---|---|---|---|---|"
for case in "${cases[@]}"; do
    shape="${case%%:*}" nodes="${case##*:}"
    file="$work/$shape-$nodes.swift"
    "$layoutlab" generate --shape "$shape" --nodes "$nodes" --seed 1 -o "$file"
    echo "[constraint-ratio] $shape $nodes" >&2
    "$layoutlab" bench "$file" --engine constraint --paired --repeat "$repeat" --format json | python3 -c "
import json, sys
d = json.load(sys.stdin)
shape, nodes = sys.argv[1], int(sys.argv[2])
r, c, k, s = (d[key]['median'] for key in ('reference_ms', 'layout_ms', 'compile_ms', 'solve_ms'))
ratio = d['ratio']['median']
shown = f'{ratio:.2g}×' if ratio < 10 else f'{ratio:,.0f}×'
print(f'| {shape} | {nodes:,} | {r:.3g} | {c:.3g} | {k:.3g} | {s:.3g} | {shown} |')
" "$shape" "$nodes"
done
