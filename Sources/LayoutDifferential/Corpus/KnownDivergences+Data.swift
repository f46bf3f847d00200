// KnownDivergences+Data.swift
// LayoutDifferential
//
// The known, explained divergences, as JSON (an array of `KnownDivergence`). It is embedded
// rather than a SwiftPM resource so that an installed `layoutlab` needs no resource bundle.
// Add an entry only with its reason and the rule (Documentation/Decisions.md or
// ConstraintEncoding.md saying why the difference is accepted).

extension KnownDivergences {
    /// The list as JSON text: an array of ``KnownDivergence``.
    public static let bundledJSON = #"""
        [
            {
                "pattern": "*",
                "engines": ["constraint/lp-only"],
                "rule": "HSTACK-3",
                "reason": "lp-only splits each stack priority group by water-filling, which equals HSTACK-3's greedy split only when every minimum is 0 and every child answers a clamp of its proposal (ConstraintEncoding.md, modes: its disagreements are expected).",
                "source": "HStack(spacing: 0) { Color.red.frame(maxWidth: 100); Color.blue.frame(minWidth: 100) } at 150×50: greedy 75 + 100, water-filling 50 + 100"
            },
            {
                "pattern": "error/CORE-9/constraint/milp",
                "engines": ["constraint/milp"],
                "minimumMagnitude": 1e6,
                "rule": "CORE-9",
                "reason": "The milp mode refuses a layout whose model reaches 1e6 pt with a typed unsupported-construct error: a big-M row over such values relaxes by more than GLPK's integrality and feasibility tolerances can hold apart (ConstraintEncoding.md, The milp mode). Known only in cases that reach 1e6 pt; a milp failure in a smaller case is new.",
                "source": "HStack(spacing: 0) { Color.red.frame(width: 2000000) } at 390×763 in milp mode"
            }
        ]
        """#
}
