// LexicographicSolve.swift
// LinearProgramming
//
// The solver-independent part of a solve: validation, flattening, the loop over
// objective levels, the shared time budget and the Solution.

/// One single-objective problem for a backend.
struct LevelRequest: Sendable {
    var model: FlatModel
    var objective: [Double]
    var maximize: Bool
    /// The backend's share of the time budget; `nil` means unlimited.
    var timeLimitMilliseconds: Int32?
    var exact: Bool
    var injectMisuse: Bool
    var integerSearch: IntegerSearch = IntegerSearch()
    /// The simplex's relative primal feasibility tolerance; nil = the backend's default.
    var feasibilityTolerance: Double? = nil
    /// Column and row flags of a starting basis, or nil.
    var basis: (columns: [Bool], rows: [Bool])?
}

/// What a backend returns for a ``LevelRequest`` that has a point.
struct LevelResult: Sendable {
    var values: [Double]
    /// The objective value without the expression's constant.
    var objective: Double
    /// `false` if the time limit stopped the search at a feasible point.
    var isOptimal: Bool
    var exactDeviation: Double?
    /// Branch-and-bound nodes the backend created (0 for an LP).
    var nodes: Int = 0
}

/// Solves `program` level by level with `backend`.
///
/// After level *k* is solved with optimum *z*, the row
/// ``ObjectiveLevel/fixingConstraint(optimum:tolerance:)`` keeps it within the
/// tolerance of *z* while level *k + 1* is solved. The time limit covers all
/// levels; if it runs out after a feasible point exists, that point is returned
/// with ``Solution/Status/timeLimitReached``.
func solveLexicographically(
    _ program: LinearProgram,
    options: SolveOptions,
    backend: (LevelRequest) throws(SolverError) -> LevelResult
) throws(SolverError) -> Solution {
    let clock = ContinuousClock()
    let start = clock.now
    try program.validate()
    guard options.lexicographicTolerance.isValid else {
        throw .invalidModel(reason: "the lexicographic tolerance must be finite and non-negative")
    }
    if let limit = options.timeLimit, limit <= .zero {
        throw .invalidModel(reason: "the time limit must be positive")
    }
    try options.validateFeasibilityTolerance()
    var model = try FlatModel(program)
    // With no level, any feasible point will do: minimise 0.
    let levels =
        program.objectiveLevels.isEmpty ? [ObjectiveLevel(.minimize, LinearExpression())] : program.objectiveLevels

    var statistics = SolveStatistics(
        rows: program.constraints.count, columns: program.variables.count,
        integers: program.variableCount(of: .integer), binaries: program.variableCount(of: .binary),
        nonzeros: program.nonzeroCount, levels: program.objectiveLevels.count)
    var latest: LevelResult?
    var optima: [Double] = []
    var basis = startingBasis(options, for: model)

    func finish(_ result: LevelResult, _ status: Solution.Status) -> Solution {
        statistics.solveSeconds = seconds(clock.now - start)
        return Solution(
            status: status, values: result.values,
            objectiveValues: program.objectiveLevels.map { $0.expression.value(at: result.values) },
            levelOptima: Array(optima.prefix(program.objectiveLevels.count)), statistics: statistics)
    }

    for level in levels {
        var budget: Int32?
        if let limit = options.timeLimit {
            let left = limit - (clock.now - start)
            guard left > .zero else {
                if let latest { return finish(latest, .timeLimitReached) }
                throw .timeLimit
            }
            budget = milliseconds(left)
        }
        let request = LevelRequest(
            model: model, objective: model.objective(level.expression), maximize: level.sense == .maximize,
            timeLimitMilliseconds: budget, exact: options.exactRecheck, injectMisuse: options._injectGLPKMisuse,
            integerSearch: options.integerSearch, feasibilityTolerance: options.feasibilityTolerance, basis: basis)
        let result: LevelResult
        do {
            result = try backend(request)
        } catch .timeLimit {
            if let latest { return finish(latest, .timeLimitReached) }
            throw .timeLimit
        }
        statistics.solverCalls += 1
        statistics.branchAndBoundNodes += result.nodes
        if let deviation = result.exactDeviation {
            statistics.exactRecheckDeviation = max(statistics.exactRecheckDeviation ?? 0, deviation)
        }
        guard result.isOptimal else { return finish(result, .timeLimitReached) }
        let optimum = result.objective + level.expression.constant
        optima.append(optimum)
        latest = result
        if level.expression.termCount > 0 {
            model.appendRow(level.fixingConstraint(optimum: optimum, tolerance: options.lexicographicTolerance))
            basis?.rows.append(true)
        }
    }
    guard let latest else { throw .timeLimit } // unreachable: `levels` is never empty
    return finish(latest, .optimal)
}

/// The caller's basis hint as column and row flags, or nil when its sizes do not fit `model`.
private func startingBasis(_ options: SolveOptions, for model: FlatModel) -> (columns: [Bool], rows: [Bool])? {
    options.basisHint.flatMap { hint in
        hint.basicVariables.count == model.columnCount && hint.basicConstraints.count == model.rowCount
            ? (hint.basicVariables, hint.basicConstraints) : nil
    }
}

private func seconds(_ duration: Duration) -> Double {
    let (whole, attoseconds) = duration.components
    return Double(whole) + Double(attoseconds) * 1e-18
}

/// `duration` in whole milliseconds, at least 1, at most `Int32.max`.
private func milliseconds(_ duration: Duration) -> Int32 {
    let value = (seconds(duration) * 1000).rounded(.up)
    return value >= Double(Int32.max) ? Int32.max : max(1, Int32(value))
}

/// Solves the feasibility program `program` with `backend` in one call (no levels).
func solveFeasibility(
    _ program: SparseLinearProgram,
    options: SolveOptions,
    backend: (LevelRequest) throws(SolverError) -> LevelResult
) throws(SolverError) -> Solution {
    let clock = ContinuousClock()
    let start = clock.now
    try program.validate()
    try options.validateFeasibilityTolerance()
    var budget: Int32?
    if let limit = options.timeLimit {
        guard limit > .zero else { throw .invalidModel(reason: "the time limit must be positive") }
        budget = milliseconds(limit)
    }
    let model = FlatModel(program)
    let request = LevelRequest(
        model: model, objective: [Double](repeating: 0, count: model.columnCount), maximize: false,
        timeLimitMilliseconds: budget, exact: options.exactRecheck, injectMisuse: options._injectGLPKMisuse,
        feasibilityTolerance: options.feasibilityTolerance, basis: startingBasis(options, for: model))
    let result = try backend(request)
    var statistics = SolveStatistics(
        rows: program.rowCount, columns: program.columnCount, integers: 0, binaries: 0,
        nonzeros: program.nonzeroCount, levels: 0, solverCalls: 1,
        exactRecheckDeviation: result.exactDeviation)
    statistics.solveSeconds = seconds(clock.now - start)
    return Solution(
        status: result.isOptimal ? .optimal : .timeLimitReached, values: result.values,
        objectiveValues: [], levelOptima: [], statistics: statistics)
}
