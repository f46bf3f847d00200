// LinearProgram+Validation.swift
// LinearProgramming
//
// Everything GLPK would reject with a fatal error (or silently misread) is
// rejected here first, as SolverError.invalidModel.

extension LinearProgram {
    /// The largest row, column or nonzero count a solver accepts: GLPK indexes
    /// with C `int` and its arrays are 1-based (one spare slot).
    public static let maximumCount = Int(Int32.max) - 1

    /// Checks the program before any solver sees it.
    ///
    /// - Counts of variables, constraints and nonzeros fit ``maximumCount``.
    /// - Bounds are not NaN, a lower bound is not `+∞`, an upper bound is not
    ///   `-∞`, and `lowerBound <= upperBound` (variables and constraints).
    /// - Coefficients and constants are finite (constraints and objectives).
    /// - Every variable in an expression belongs to this program (index in range).
    ///
    /// Duplicate (row, column) entries cannot occur: ``LinearExpression`` merges
    /// repeated variables. Integer bounds that cross after rounding inward make
    /// the program infeasible, not invalid.
    ///
    /// - Throws: ``SolverError/invalidModel(reason:)`` naming the first problem.
    public func validate() throws(SolverError) {
        guard variables.count <= Self.maximumCount, constraints.count + objectiveLevels.count <= Self.maximumCount,
            nonzeroCount <= Self.maximumCount
        else {
            throw .invalidModel(reason: "the program has more than \(Self.maximumCount) variables, rows or nonzeros")
        }
        for (index, variable) in variables.enumerated() {
            try Self.checkBounds(
                variable.lowerBound, variable.upperBound,
                of: "variable \(describe(index, variable.name))")
        }
        for (index, constraint) in constraints.enumerated() {
            func subject() -> String { "constraint \(describe(index, constraint.name))" }
            try checkExpression(constraint.expression, of: subject())
            try Self.checkBounds(constraint.lowerBound, constraint.upperBound, of: subject())
        }
        for (index, level) in objectiveLevels.enumerated() {
            try checkExpression(level.expression, of: "objective level \(describe(index, level.name))")
        }
    }

    private func describe(_ index: Int, _ name: String?) -> String {
        name.map { "\(index) (\($0))" } ?? "\(index)"
    }

    static func checkBounds(_ lower: Double, _ upper: Double, of subject: @autoclosure () -> String) throws(SolverError)
    {
        if lower.isNaN || upper.isNaN {
            throw .invalidModel(reason: "\(subject()) has a NaN bound")
        }
        if lower == .infinity || upper == -.infinity {
            throw .invalidModel(reason: "\(subject()) has bounds \(lower)...\(upper) that admit no finite value")
        }
        if lower > upper {
            throw .invalidModel(reason: "\(subject()) has lower bound \(lower) > upper bound \(upper)")
        }
    }

    private func checkExpression(_ expression: LinearExpression, of subject: @autoclosure () -> String)
        throws(SolverError)
    {
        if !expression.constant.isFinite {
            throw .invalidModel(reason: "\(subject()) has a non-finite constant \(expression.constant)")
        }
        for term in expression.terms {
            guard variables.indices.contains(term.index) else {
                throw .invalidModel(
                    reason: "\(subject()) uses variable \(term.index), but the program has \(variables.count)")
            }
            guard term.coefficient.isFinite else {
                throw .invalidModel(
                    reason: "\(subject()) has coefficient \(term.coefficient) for variable \(term.index)")
            }
        }
    }
}
