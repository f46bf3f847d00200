#!/usr/bin/env bash
# Reruns every campaign whose figures Documentation/Fuzzing.md quotes, and writes their reports
# and a summary table (campaigns/summary.md). Long: about an hour and a half on 2 cores at the
# default sizes, an hour of it the very large hostile trees (LARGE_COUNT=0 skips them). Sizes and the output directory can be set from the environment:
#
#   COUNT=100000 MODE_COUNT=10000 MILP_COUNT=200 HOSTILE_COUNT=1000000 SWEEP_COUNT=100000 OUT=campaigns tools/campaigns.sh
#
# Exit status 0 when every campaign ran (findings are results, not failures: see the summary).
set -euo pipefail
cd "$(dirname "$0")/.."

COUNT=${COUNT:-100000}             # exact mode, per profile
MODE_COUNT=${MODE_COUNT:-10000}    # lp-only and per-container (full and linear profiles)
MILP_COUNT=${MILP_COUNT:-200}      # milp (linear profile): about one tree per second
HOSTILE_COUNT=${HOSTILE_COUNT:-1000000}
LARGE_COUNT=${LARGE_COUNT:-4}      # hostile trees up to 100,000 deep / 1,000,000 nodes (~10 GB and minutes each)
SWEEP_COUNT=${SWEEP_COUNT:-100000}
JOBS=${JOBS:-2}
OUT=${OUT:-campaigns}
mkdir -p "$OUT"

swift build -c release --product layoutlab
bin=.build/release/layoutlab

# `fuzz` exits 1 when it finds a new class: that is a result here, recorded in the report.
run() { "$@" || [ $? -eq 1 ]; }

for profile in linear full stacks text guides custom-layout hostile; do
    run $bin fuzz --seed 1 --count "$COUNT" --profile "$profile" --jobs "$JOBS" \
        --report "$OUT/exact-$profile.json" --out "$OUT/corpus-exact-$profile"
done
for mode in lp-only per-container; do
    run $bin fuzz --seed 1 --count "$MODE_COUNT" --profile full --mode "$mode" --jobs "$JOBS" \
        --report "$OUT/$mode-full.json" --out "$OUT/corpus-$mode-full"
    run $bin fuzz --seed 1 --count "$MODE_COUNT" --profile linear --mode "$mode" --jobs "$JOBS" \
        --report "$OUT/$mode-linear.json" --out "$OUT/corpus-$mode-linear"
done
run $bin fuzz --seed 1 --count "$MILP_COUNT" --profile linear --mode milp --jobs "$JOBS" --time-limit 120 \
    --report "$OUT/milp-linear.json"
# Hardening: hostile trees in bulk, then very deep and very large ones (each engine alone would
# do; the campaign runs both and counts crashes and hangs per tree).
# A size of 0 skips that run.
if [ "$HOSTILE_COUNT" -gt 0 ]; then
    run $bin fuzz --seed 2 --count "$HOSTILE_COUNT" --profile hostile --jobs "$JOBS" \
        --report "$OUT/hostile-bulk.json" --out "$OUT/corpus-hostile-bulk"
fi
if [ "$LARGE_COUNT" -gt 0 ]; then
    run $bin fuzz --seed 3 --count "$LARGE_COUNT" --profile hostile --max-nodes 1000000 --max-depth 100000 \
        --jobs 1 --time-limit 3600 --report "$OUT/hostile-large.json"
fi
if [ "$SWEEP_COUNT" -gt 0 ]; then
    run $bin sweep --seed 1 --count "$SWEEP_COUNT" --report "$OUT/sweep.json"
fi

python3 tools/campaign-summary.py "$OUT" > "$OUT/summary.md"
cat "$OUT/summary.md"
