#!/usr/bin/env bash
# The constraint engine (exact) against the reference engine on the benchmark shapes, in one run:
# for each shape and size, `layoutlab generate` writes the tree and `layoutlab bench` times both
# engines on it (medians of REPEAT fresh layouts). Prints one Markdown table; the ratio is the
# constraint engine's median over the reference engine's (Benchmarks/README.md, "The constraint
# engine against the reference engine").
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

median() { python3 -c "import json,sys; d=json.load(sys.stdin); print(' '.join(str(d[k]['median']) for k in sys.argv[1:]))" "$@"; }

echo "| shape | nodes | reference ms | constraint ms | compile ms | solve ms | constraint / reference |"
echo "|---|---|---|---|---|---|---|"
for case in "${cases[@]}"; do
    shape="${case%%:*}" nodes="${case##*:}"
    file="$work/$shape-$nodes.swift"
    "$layoutlab" generate --shape "$shape" --nodes "$nodes" --seed 1 -o "$file"
    echo "[constraint-ratio] $shape $nodes" >&2
    reference=$("$layoutlab" bench "$file" --repeat "$repeat" --format json | median layout_ms)
    read -r constraint compile solve < <("$layoutlab" bench "$file" --engine constraint --repeat "$repeat" \
        --format json | median layout_ms compile_ms solve_ms)
    python3 -c "
import sys
shape, nodes, r, c, k, s = sys.argv[1], int(sys.argv[2]), *map(float, sys.argv[3:])
ratio = c / r
print(f'| {shape} | {nodes:,} | {r:.3g} | {c:.3g} | {k:.3g} | {s:.3g} | {ratio:.2g}× |' if ratio < 10 else f'| {shape} | {nodes:,} | {r:.3g} | {c:.3g} | {k:.3g} | {s:.3g} | {ratio:,.0f}× |')
" "$shape" "$nodes" "$reference" "$constraint" "$compile" "$solve"
done
