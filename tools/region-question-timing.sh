#!/usr/bin/env bash
# The time per region question of Documentation/Breakpoints.md ("Two parameters"): the benchmark
# shapes at 30 and 100 nodes (`layoutlab generate`) asked all three checks over the box
# W ∈ [320, 430] × H ∈ [600, 900] (phones in portrait), mono metrics, release build. Prints one
# line per tree: shape, nodes, wall-clock seconds, and the answer's last line (MILPs and
# branch-and-bound nodes, or the typed error).
#
#   tools/region-question-timing.sh [path/to/layoutlab]
set -uo pipefail
cd "$(dirname "$0")/.."
layoutlab=${1:-.build/release/layoutlab}
[ -x "$layoutlab" ] || swift build -c release --product layoutlab >&2
work=$(mktemp -d)
for shape in wide random text-column; do
    for nodes in 30 100; do
        "$layoutlab" generate --shape "$shape" --nodes "$nodes" --output "$work/$shape-$nodes.swift"
        start=$(date +%s.%N)
        answer=$(timeout 600 "$layoutlab" breakpoints "$work/$shape-$nodes.swift" --width 320...430 \
            --height 600...900 --check truncation --check overflow --check overlap \
            --text-metrics mono:7.757575,20.333333 2>&1 | tail -1)
        end=$(date +%s.%N)
        printf '%-12s %4d %6.1f s  %s\n' "$shape" "$nodes" "$(echo "$end - $start" | bc)" "$answer"
    done
done
rm -rf "$work"
