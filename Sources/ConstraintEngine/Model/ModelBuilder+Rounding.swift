// ModelBuilder+Rounding.swift
// ConstraintEngine
//
// How much rounding a value of the model can carry (CORE-7, CORE-9). A value computed from
// large magnitudes keeps their absolute rounding whatever its own size: `3e9 + 1/3 − 3e9` is
// 1/3 within about 1e-7 in any floating-point evaluation, in the spec's order (the forward
// values, the reference engine) and in GLPK's LU solve alike, and the two differ. The builder
// records, per variable, the largest magnitude its value was computed from; from it come the
// rounding room of condition rows (ModelSolving.conditionSlack) and the definitions that are
// taken from IEEE order instead (ModelBuilder.reproducible). ConstraintEncoding.md,
// "Rounding room".

extension ModelBuilder {
    /// How many units of `Double.ulpOfOne` of its magnitude a value may be off by: a few
    /// roundings at the largest magnitude it was computed from. GLPK's floating-point solve and
    /// the forward values were both seen about 1 unit off (`3e9 + 1/3 − 3e9`), in different
    /// directions.
    static let roundingUnits = 8.0

    /// CORE-7's tolerance for a layout value: 1e-6 pt, or 1e-12 of its magnitude beyond 1e6 pt
    /// (the comparison's allowance, Decisions.md "CORE-7's 1e-6 pt at hostile magnitudes").
    static func core7Tolerance(_ value: Double) -> Double { max(1e-6, 1e-12 * abs(value)) }

    /// How far a floating-point evaluation of a value computed from `magnitude` may be from the
    /// exact one.
    static func roundingBound(magnitude: Double) -> Double {
        roundingUnits * Double.ulpOfOne * magnitude
    }

    /// Whether rounding of this size can move `value` beyond CORE-7's tolerance: then neither
    /// GLPK's value nor the exact solution of the rows reliably agrees with IEEE order.
    static func isBeyondCORE7(rounding: Double, value: Double) -> Bool {
        rounding > core7Tolerance(value)
    }

    /// A condition row's slack (ModelSolving.conditionSlack): 1e-9 of the magnitude of `q`'s
    /// terms at forward values, plus a bound on how far `q`'s value at the solver's values may
    /// lie from its value at the forward values through its operands' rounding: each operand's
    /// bound once for the forward values and once for the solver's, times its coefficient.
    func conditionSlack(_ q: Quantity) -> Double {
        var magnitude = abs(q.constant)
        var operands = 0.0
        for term in q.terms {
            let coefficient = abs(term.coefficient)
            magnitude += coefficient * abs(values[term.variable])
            operands += coefficient * magnitudes[term.variable]
        }
        // The row's own evaluation: the forward value decided the branch in IEEE order, the
        // row is its collected linear form, each rounded at the magnitudes it was computed from.
        return 1e-9 * magnitude + 2 * Self.roundingBound(magnitude: operands)
            + 2 * Self.roundingBound(magnitude: q.roundingMagnitude)
    }
}
