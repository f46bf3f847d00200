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
                "reason": "The milp mode refuses a layout whose model reaches 1e6 pt (a variable, or a term of a mixed row, at the true layout) with a typed error: a big-M row over such values relaxes by more than GLPK's integrality and feasibility tolerances can hold apart (ConstraintEncoding.md, The milp mode). Known only in cases that reach 1e6 pt; a milp failure in a smaller case is new.",
                "source": "HStack(spacing: 0) { Color.red.frame(width: 2000000) } at 390×763 in milp mode"
            },
            {
                "pattern": "error/CORE-9/constraint/milp/tolerance",
                "engines": ["constraint/milp"],
                "rule": "CORE-9",
                "reason": "GLPK's branch and bound solves its LPs with a fixed feasibility tolerance of 1e-7 (glp_iocp has no tol_bnd), so it cannot tell apart two branches of a decision whose breakpoint is closer than that: a Spacer with minHeight 1e-7 beside two Rectangles. The milp mode checks every chosen branch against the layout and refuses such a choice with a typed error, never a wrong layout (ConstraintEncoding.md, The milp mode).",
                "source": "Rectangle(); Rectangle(); Spacer().frame(minHeight: 1e-7) at 100×100 in milp mode"
            },
            {
                "pattern": "aspectRatio/ASPECT-1/*",
                "minimumMagnitude": 1e12,
                "rule": "ASPECT-1",
                "reason": "A ratio taken from a child's ideal size (scaledToFit/scaledToFill) multiplies the proposal's other side by r.w / r.h, and with it the float noise CORE-7 allows in that side. An ideal of 1e12 × 1e-7 is a ratio of 1e19: a 1e-16 pt difference in a ZStack's union turns into 1,055 pt at 5e14 pt (Decisions.md, 'Noise amplified by an ideal aspect ratio'). The generator reaches such ratios only through lengths of 1e12 pt or more; the class in a smaller case is new.",
                "source": "ViewThatFits {}.frame(width: 5e14).background { ZStack(alignment: Alignment(horizontal: .center, vertical: .baselineShift)) { CustomLeaf(minWidth: 1e12, idealWidth: 382, maxWidth: .infinity, minHeight: 1e-7, idealHeight: -1e15, maxHeight: 1e12).scaledToFill() } } at 100×100, baselineShift = d[.firstTextBaseline] + 2"
            }
        ]
        """#
}
