// MILPFormulation.swift
// ConstraintEngine
//
// How the `milp` mode writes and searches its MILP. `tight` is the default; `baseline` is the
// first formulation (one big-M from the largest forward magnitude, a binary for every
// decision over a variable, no presolve, a zero objective), kept so the two can be compared on
// the same trees (MILPFormulationComparisonTests; ConstraintEncoding.md, "The milp mode").

/// The milp mode's formulation switches.
public struct MILPFormulation: Hashable, Sendable {
    /// Each mixed row's big-M from the interval bounds of its variables (``VariableBounds``),
    /// instead of one bound G (the largest forward magnitude) for every variable.
    public var rowBigM: Bool
    /// No binary for a choice the bounds decide (a `max(0, x)` with `x ≥ 0` on its whole
    /// range, a Text whose proposal stays in one line-breaking interval, a ViewThatFits child
    /// that always or never fits): such a choice takes the certified path of `exact` mode.
    public var pruneBinaries: Bool
    /// The interval bounds as column bounds (a tighter LP relaxation).
    public var columnBounds: Bool
    /// GLPK's MIP presolver.
    public var presolve: Bool
    /// An objective that points each free min / max at its value (minimise a max, maximise a
    /// min), with branch-and-bound ended at the first integer point: every integer point of
    /// the model is the layout, so the objective only steers the search.
    public var steeringObjective: Bool
    /// TEXT-4's floor step (how many lines a proposed height fits) as a choice among the values
    /// the height's bounds allow, instead of fixed on the forward value and certified. Off for a
    /// single layout (the same decisions as the baseline, so the two compare); on for region
    /// questions, where the root height ranges over an interval.
    public var freeFloorStep = false

    public init(
        rowBigM: Bool, pruneBinaries: Bool, columnBounds: Bool, presolve: Bool, steeringObjective: Bool
    ) {
        self.rowBigM = rowBigM
        self.pruneBinaries = pruneBinaries
        self.columnBounds = columnBounds
        self.presolve = presolve
        self.steeringObjective = steeringObjective
    }

    /// The default: every switch on except GLPK's MIP presolver, which called two certified
    /// layouts infeasible (a SPACING-4 proxy inset of exactly 0; a NaN guide left out of a
    /// ZStack union, CORE-11): like CBC's and HiGHS's preprocessing, it rounds implied binary
    /// bounds that the strict margin puts about 1e-6 below 1 (MILPBackends.md).
    public static let tight = MILPFormulation(
        rowBigM: true, pruneBinaries: true, columnBounds: true, presolve: false, steeringObjective: true)
    /// Every switch off: the formulation before the bounds existed.
    public static let baseline = MILPFormulation(
        rowBigM: false, pruneBinaries: false, columnBounds: false, presolve: false, steeringObjective: false)
}
