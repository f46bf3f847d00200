"""How much each run does at --quick, --default and --full (papers/README.md has their times)."""

SIZES = {
    # Every table and figure, at sizes that check the pipeline in a few minutes.
    "quick": {
        "exact_count": 300, "mode_count": 200, "milp_count": 10,
        "peer_sizes": [1000], "peer_repeat": 3,
        "reference_sizes": [1000, 10000], "constraint_sizes": [100, 1000], "bench_repeat": 3,
        "paired_repeat": 3,
    },
    # The sizes the paper quotes: about half an hour on 2 cores (the campaigns of Documentation/
    # Fuzzing.md, 100,000 trees per profile; release `fuzz` runs 400-1,400 trees/s here).
    "default": {
        "exact_count": 100000, "mode_count": 10000, "milp_count": 200,
        "peer_sizes": [1000, 10000], "peer_repeat": 5,
        "reference_sizes": [1000, 10000, 100000], "constraint_sizes": [100, 1000, 10000, 100000], "bench_repeat": 5,
        "paired_repeat": 11,
    },
    # As --default, plus 1,000,000-node reference trees and 100,000-node peers (papers/README.md).
    "full": {
        "exact_count": 100000, "mode_count": 10000, "milp_count": 200,
        "peer_sizes": [1000, 10000, 100000], "peer_repeat": 5,
        "reference_sizes": [1000, 10000, 100000, 1000000], "constraint_sizes": [100, 1000, 10000, 100000],
        "bench_repeat": 5,
        "paired_repeat": 21,
    },
}

PROFILES = ["linear", "full", "stacks", "text", "guides", "custom-layout", "hostile"]
INEXACT_MODES = ["lp-only", "per-container"]
SCALING_SHAPES = ["huge-nested", "wide"]
# The constraint engine against the reference engine, paired run by run (`bench --paired`): every
# shape at 1,000 nodes, and the column of 4,000 Texts (one VStack node more).
PAIRED_CASES = [("huge-nested", 1000), ("wide", 1000), ("deep", 1000), ("chain", 1000), ("random", 1000),
                ("text-column", 1000), ("text-column", 4001)]
