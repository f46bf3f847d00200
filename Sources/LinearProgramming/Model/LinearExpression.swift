// LinearExpression.swift
// LinearProgramming
//
// Σ coefficient · variable + constant, with each variable stored once.

/// A linear expression `Σ cᵢ·xᵢ + constant`.
///
/// Each variable appears at most once: adding a term for a variable that is
/// already present adds to its coefficient. A program built from expressions
/// therefore never has a duplicate (row, column) entry.
public struct LinearExpression: Sendable {
    /// The coefficient of each variable that has a term.
    public private(set) var coefficients: [Variable: Double]
    /// The constant term.
    public var constant: Double

    /// The constant expression `constant`.
    public init(constant: Double = 0) {
        self.coefficients = [:]
        self.constant = constant
    }

    /// The expression `coefficient · variable`.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.init()
        add(coefficient, variable)
    }

    /// The sum of `terms` plus `constant`; repeated variables are merged.
    public init(terms: some Sequence<(Variable, Double)>, constant: Double = 0) {
        self.init(constant: constant)
        for (variable, coefficient) in terms {
            add(coefficient, variable)
        }
    }

    /// Adds `coefficient · variable`, merging with an existing term.
    ///
    /// A term whose coefficient becomes exactly zero is removed.
    public mutating func add(_ coefficient: Double, _ variable: Variable) {
        let sum = coefficients[variable, default: 0] + coefficient
        coefficients[variable] = sum == 0 ? nil : sum
    }

    /// Adds every term and the constant of `other`, each scaled by `factor`.
    public mutating func add(_ other: LinearExpression, times factor: Double = 1) {
        for (variable, coefficient) in other.coefficients {
            add(factor * coefficient, variable)
        }
        constant += factor * other.constant
    }

    /// The terms ordered by variable index (a deterministic order for output).
    public var sortedTerms: [(variable: Variable, coefficient: Double)] {
        coefficients.sorted { $0.key.index < $1.key.index }.map { (variable: $0.key, coefficient: $0.value) }
    }

    /// The expression's value when each variable takes `values[variable.index]`.
    ///
    /// - Precondition: every variable's index is within `values`.
    public func value(at values: [Double]) -> Double {
        coefficients.reduce(constant) { $0 + $1.value * values[$1.key.index] }
    }
}
