// LinearExpression.swift
// LinearProgramming
//
// Σ coefficient · variable + constant, with each variable stored once, in index order.

/// A linear expression `Σ cᵢ·xᵢ + constant`.
///
/// Each variable appears at most once: adding a term for a variable that is
/// already present adds to its coefficient. A program built from expressions
/// therefore never has a duplicate (row, column) entry.
public struct LinearExpression: Sendable {
    /// One term: the variable's index and its (non-zero) coefficient.
    struct Term: Sendable {
        var index: Int
        var coefficient: Double
    }

    /// The terms, sorted by variable index, none with a zero coefficient.
    private(set) var terms: [Term]

    /// The coefficient of each variable that has a term.
    public var coefficients: [Variable: Double] {
        Dictionary(uniqueKeysWithValues: terms.map { (Variable(index: $0.index), $0.coefficient) })
    }

    /// The constant term.
    public var constant: Double

    /// The number of variables with a term.
    public var termCount: Int { terms.count }

    /// The constant expression `constant`.
    public init(constant: Double = 0) {
        self.terms = []
        self.constant = constant
    }

    /// The expression `coefficient · variable`.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.init()
        add(coefficient, variable)
    }

    /// The sum of `terms` plus `constant`; repeated variables are merged.
    public init(terms: some Sequence<(Variable, Double)>, constant: Double = 0) {
        self.init(terms: Array(terms), constant: constant)
    }

    /// The sum of `terms` plus `constant`; repeated variables are merged (the same as the
    /// generic initialiser, without generic dispatch across the module boundary).
    public init(terms: [(Variable, Double)], constant: Double = 0) {
        self.init(constant: constant)
        self.terms.reserveCapacity(terms.count)
        var sorted = true
        for (variable, coefficient) in terms {
            if sorted, let last = self.terms.last, last.index >= variable.index { sorted = false }
            self.terms.append(Term(index: variable.index, coefficient: coefficient))
        }
        if !sorted { Self.stableSortByIndex(&self.terms) }
        // Merge repeated variables (summing in the order given, as `add` would); drop zeros.
        var kept = 0
        for i in self.terms.indices {
            let term = self.terms[i]
            if kept > 0, self.terms[kept - 1].index == term.index {
                self.terms[kept - 1].coefficient += term.coefficient
            } else {
                if kept > 0, self.terms[kept - 1].coefficient == 0 { kept -= 1 }
                self.terms[kept] = term
                kept += 1
            }
        }
        if kept > 0, self.terms[kept - 1].coefficient == 0 { kept -= 1 }
        self.terms.removeLast(self.terms.count - kept)
    }

    private static func stableSortByIndex(_ terms: inout [Term]) {
        if terms.count < 2 { return }
        if terms.count <= 32 {
            for i in 1..<terms.count {
                let term = terms[i]
                var j = i
                while j > 0, terms[j - 1].index > term.index {
                    terms[j] = terms[j - 1]
                    j -= 1
                }
                terms[j] = term
            }
        } else {
            terms = terms.enumerated()
                .sorted { ($0.element.index, $0.offset) < ($1.element.index, $1.offset) }
                .map(\.element)
        }
    }

    /// Adds `coefficient · variable`, merging with an existing term.
    ///
    /// A term whose coefficient becomes exactly zero is removed.
    public mutating func add(_ coefficient: Double, _ variable: Variable) {
        let index = variable.index
        if terms.isEmpty || terms[terms.count - 1].index < index {
            if coefficient != 0 { terms.append(Term(index: index, coefficient: coefficient)) }
            return
        }
        var low = 0, high = terms.count
        while low < high {
            let mid = (low + high) / 2
            if terms[mid].index < index { low = mid + 1 } else { high = mid }
        }
        if low < terms.count, terms[low].index == index {
            let sum = terms[low].coefficient + coefficient
            if sum == 0 { terms.remove(at: low) } else { terms[low].coefficient = sum }
        } else if coefficient != 0 {
            terms.insert(Term(index: index, coefficient: coefficient), at: low)
        }
    }

    /// Adds every term and the constant of `other`, each scaled by `factor`.
    public mutating func add(_ other: LinearExpression, times factor: Double = 1) {
        for term in other.terms {
            add(factor * term.coefficient, Variable(index: term.index))
        }
        constant += factor * other.constant
    }

    /// The terms ordered by variable index (a deterministic order for output).
    public var sortedTerms: [(variable: Variable, coefficient: Double)] {
        terms.map { (variable: Variable(index: $0.index), coefficient: $0.coefficient) }
    }

    /// The expression's value when each variable takes `values[variable.index]`.
    ///
    /// - Precondition: every variable's index is within `values`.
    public func value(at values: [Double]) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * values[$1.index] }
    }
}
