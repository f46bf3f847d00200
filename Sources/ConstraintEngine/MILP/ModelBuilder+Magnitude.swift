// ModelBuilder+Magnitude.swift
// ConstraintEngine
//
// How large a model's values get at the true layout: the milp modes bound every variable by it
// (VariableBounds, the baseline big-M) and refuse a model beyond 1e6 pt (ModelSolving+MILP.swift,
// RegionModel.swift; ConstraintEncoding.md, "The milp mode").

extension ModelBuilder {
    /// The largest finite forward value of any variable, at least 1: the milp modes' bound on
    /// every variable at the true layout.
    var largestForwardMagnitude: Double {
        var bound = 1.0
        for v in values where v.isFinite { bound = max(bound, abs(v)) }
        return bound
    }

    /// The largest magnitude the milp modes' model reaches at the true layout, at least 1: the
    /// forward values of its variables and each term of its mixed rows at those values. A mixed
    /// row's term can be far larger than any variable (a length times the 1e7 of a 1e-7 aspect
    /// ratio), and its big-M with it, so the 1e6 pt limit of the milp modes reads both. Terms,
    /// not their sums: a sum of a few lengths below the limit is no larger a value than they are.
    var largestMILPMagnitude: Double {
        var largest = largestForwardMagnitude
        for row in mixedRows {
            for term in row.expression.terms {
                let size = abs(term.coefficient * values[term.variable])
                if size.isFinite { largest = max(largest, size) }
            }
        }
        return largest
    }
}
