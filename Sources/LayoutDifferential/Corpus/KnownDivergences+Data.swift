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
            }
        ]
        """#
}
