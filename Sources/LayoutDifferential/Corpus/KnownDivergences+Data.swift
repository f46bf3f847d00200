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
                "pattern": "error/CORE-9/constraint/exact",
                "engines": ["constraint/exact"],
                "minimumMagnitude": 1e10,
                "rule": "CORE-9",
                "reason": "From 1e10 pt a Double's unit in the last place (1.9e-6 pt) exceeds CORE-7's 1e-6 pt. A quantity whose large constants cancel without a variable of its own (20 + w + 1e15 in a 0.333 pt frame) has one value in the rule book's IEEE order and another as the constraint engine's linear form, and a certificate row that reads it fails at the forward values (ConstraintEncoding.md, Rounding room, what is left). Decisions.md: known only from 1e10 pt; the same failure in a smaller case is new.",
                "source": "GeometryReader { proxy in ZStack(alignment: Alignment(horizontal: .mid, vertical: .center)) { FlowLayout { HStack {}.padding(.trailing, 20 - (-proxy.size.width) + 1e15) } } }.frame(maxWidth: 0.333), with a custom HorizontalAlignment .mid"
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
