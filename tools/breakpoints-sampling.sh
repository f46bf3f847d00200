#!/usr/bin/env bash
# The long run of Documentation/Breakpoints.md ("Correctness argument"): COUNT trees of the
# differential generator (a third each of the linear, stacks and text profiles, at most 30 nodes,
# 6 levels; `layoutlab fuzz trees`), each walked over root widths [0, WIDTH] at height 300 and
# cross-checked by `layoutlab breakpoints --sample 0.01`: the reference engine laid out at every
# 0.01 pt must equal a piece that holds there. Trees refused as not affine (a typed error) are
# counted apart. About 1.5 s per tree with a release build; JOBS trees at a time.
#
#   COUNT=1000 WIDTH=300 JOBS=2 SEED=1 tools/breakpoints-sampling.sh [path/to/layoutlab]
#
# Exit status 0 when no sample disagreed and no walk failed; 1 otherwise (the files are kept in
# $OUT and the failing commands listed).
set -euo pipefail
cd "$(dirname "$0")/.."
COUNT=${COUNT:-1000}
WIDTH=${WIDTH:-300}
JOBS=${JOBS:-2}
SEED=${SEED:-1}
OUT=${OUT:-$(mktemp -d)}
layoutlab=${1:-.build/release/layoutlab}
mkdir -p "$OUT"
[ -x "$layoutlab" ] || swift build -c release --product layoutlab >&2

per_profile=$(((COUNT + 2) / 3))
for profile in linear stacks text; do
    "$layoutlab" fuzz trees --seed "$SEED" --count "$per_profile" --profile "$profile" --max-nodes 30 \
        --max-depth 6 --out "$OUT/$profile" > /dev/null 2> "$OUT/trees.log" || { cat "$OUT/trees.log" >&2; exit 1; }
done

# One line per tree: `FILE walked|refused|disagreed|failed WIDTHS AT_TIES` (AT_TIES: samples within
# rounding of a reported tie whose layout is neither neighbour's, listed by --sample apart).
check() {
    local file=$1 metrics log status
    metrics=$(sed -n 's/^\/\/ Reproduce: .*--text-metrics \([^ ]*\).*/\1/p' "$file")
    log=$("$layoutlab" breakpoints "$file" --width "0...$WIDTH" --height 300 \
        --text-metrics "${metrics:-default}" --sample 0.01 2>&1 > /dev/null) && status=walked || {
        if grep -q 'is not affine in W' <<< "$log"; then status=refused
        elif grep -q '^sample: .* [1-9][0-9]* disagreements' <<< "$log"; then status=disagreed
        else status=failed; fi
    }
    echo "$file $status $(sed -n 's/^sample: \([0-9]*\) values.*/\1/p' <<< "$log") \
        $(sed -n 's/^sample: .*, \([0-9]*\) at ties.*/\1/p' <<< "$log")"
}
export -f check
export layoutlab WIDTH
find "$OUT/linear" "$OUT/stacks" "$OUT/text" -name 'tree-*.swift' | sort | head -n "$COUNT" \
    | xargs -P "$JOBS" -I{} bash -c 'check {}' > "$OUT/results.txt"

awk -v width="$WIDTH" '
    { n[$2]++; widths += $3; ties += $4 }
    END {
        printf "%d trees over [0, %s] at height 300: %d walked and sampled, %d refused (not affine), ", NR, width, n["walked"], n["refused"]
        printf "%d with disagreeing samples, %d failed; %d widths rendered, %d at ties\n", n["disagreed"], n["failed"], widths, ties
    }' "$OUT/results.txt"
if grep -qE ' (disagreed|failed)' "$OUT/results.txt"; then
    echo "to see one: layoutlab breakpoints FILE --width 0...$WIDTH --height 300 --sample 0.01 (files in $OUT):"
    grep -E ' (disagreed|failed)' "$OUT/results.txt" | head -20
    exit 1
fi
