// Constraint.swift
// LinearProgramming
//
// A row: lowerBound ≤ expression ≤ upperBound.

/// A linear constraint `lowerBound ≤ expression ≤ upperBound`.
///
/// One-sided constraints use an infinite bound, equalities use equal bounds and
/// ranges use two finite ones. The expression's constant moves to the bounds
/// when the row reaches the solver.
public struct Constraint: Sendable {
    /// The constrained expression, constant included.
    public var expression: LinearExpression
    /// The lower bound on `expression`; `-.infinity` means none.
    public var lowerBound: Double
    /// The upper bound on `expression`; `.infinity` means none.
    public var upperBound: Double
    /// An optional name, used in LP text (sanitised) and in diagnostics.
    public var name: String?

    public init(
        _ expression: LinearExpression,
        lowerBound: Double = -.infinity,
        upperBound: Double = .infinity,
        name: String? = nil
    ) {
        self.expression = expression
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.name = name
    }

    /// The bounds on the variable terms alone (the constant moved across).
    public var termBounds: (lower: Double, upper: Double) {
        (lowerBound - expression.constant, upperBound - expression.constant)
    }
}
