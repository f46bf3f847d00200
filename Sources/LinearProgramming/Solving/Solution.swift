// Solution.swift
// LinearProgramming
//
// What a successful solve returns.

/// Variable values, objective values and statistics of a solved program.
public struct Solution: Sendable {
    /// How far the lexicographic solve got.
    public enum Status: Hashable, Sendable {
        /// Every objective level was solved to (proven) optimality.
        case optimal
        /// The time limit ran out with a feasible point in hand. Levels
        /// `0..<optimalLevelCount` are optimal; the rest are not.
        case timeLimitReached
    }

    public let status: Status
    /// The value of each variable, indexed by ``Variable/index``.
    public let values: [Double]
    /// Each level's expression (constant included) evaluated at ``values``.
    ///
    /// A later level may use the slack of ``LexicographicTolerance``, so a value
    /// can be up to that slack worse than the level's optimum in ``levelOptima``.
    public let objectiveValues: [Double]
    /// The optimum of each level when it was solved (constant included): the
    /// values the fixing rows were built from. One per proven-optimal level.
    public let levelOptima: [Double]
    /// How many leading levels are proven optimal (`levelOptima.count`).
    public var optimalLevelCount: Int { levelOptima.count }
    public let statistics: SolveStatistics

    package init(
        status: Status,
        values: [Double],
        objectiveValues: [Double],
        levelOptima: [Double],
        statistics: SolveStatistics
    ) {
        self.status = status
        self.values = values
        self.objectiveValues = objectiveValues
        self.levelOptima = levelOptima
        self.statistics = statistics
    }

    /// The value of `variable`.
    ///
    /// - Precondition: `variable` belongs to the solved program.
    public subscript(variable: Variable) -> Double {
        values[variable.index]
    }

    /// The value of `expression` at this solution.
    public func value(of expression: LinearExpression) -> Double {
        expression.value(at: values)
    }
}

/// Size and cost of a solve.
public struct SolveStatistics: Hashable, Sendable {
    /// Constraints of the program (the rows added between levels not counted).
    public var rows: Int
    /// Variables of the program.
    public var columns: Int
    /// Variables of kind ``VariableKind/integer`` (binaries not included).
    public var integers: Int
    /// Variables of kind ``VariableKind/binary``.
    public var binaries: Int
    /// Non-zero coefficients in the constraint matrix.
    public var nonzeros: Int
    /// Objective levels of the program.
    public var levels: Int
    /// Single-objective solver calls made (one per level solved).
    public var solverCalls: Int
    /// Wall-clock time of the whole solve, validation included, in seconds.
    public var solveSeconds: Double
    /// With ``SolveOptions/exactRecheck``: the largest change any variable saw
    /// between the floating-point and the exact solution; `nil` if no re-check ran.
    public var exactRecheckDeviation: Double?
    /// Branch-and-bound nodes the solver created, over all levels (0 for an LP).
    public var branchAndBoundNodes = 0

    package init(
        rows: Int, columns: Int, integers: Int, binaries: Int, nonzeros: Int, levels: Int,
        solverCalls: Int = 0, solveSeconds: Double = 0, exactRecheckDeviation: Double? = nil
    ) {
        self.rows = rows
        self.columns = columns
        self.integers = integers
        self.binaries = binaries
        self.nonzeros = nonzeros
        self.levels = levels
        self.solverCalls = solverCalls
        self.solveSeconds = solveSeconds
        self.exactRecheckDeviation = exactRecheckDeviation
    }
}
