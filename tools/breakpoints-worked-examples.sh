#!/bin/sh
# The worked example of Documentation/Breakpoints.md: the breakpoints of the seed examples
# W1–W8 (Examples/Breakpoints/) over root widths [0, 1000], height 763, mono metrics.
# Usage: tools/breakpoints-worked-examples.sh [path/to/layoutlab]
set -e
layoutlab=${1:-.build/debug/layoutlab}
for n in 1 2 3 4 5 6 7 8; do
    printf 'W%s: ' "$n"
    "$layoutlab" breakpoints "Examples/Breakpoints/W$n.swift" --width 0...1000 --height 763 \
        --text-metrics mono:7.757575,20.333333 --check truncation --check overflow --check overlap \
        | grep -E '^(pieces over|breakpoints:|truncation|overflow|overlap|tie|[0-9]+ compiles)' | tr '\n' ' '
    echo
done
