// VariableBounds.swift
// ConstraintEngine
//
// Interval bounds on the model's variables for the milp formulation: per variable a range
// [lo, hi] that holds at the true layout, propagated forward through the defining rows (a
// triangular system, so one pass in creation order) from the root proposal, with every free
// variable (a min / max, a Text's width and line count, a ViewThatFits' size) bounded by the
// hull of its alternatives. The bounds never read a forward value (ConstraintEncoding.md,
// "The milp mode"): they give each mixed row its own big-M, decide the choices whose
// alternatives cannot both occur (no binary), and bound the columns.

/// A closed interval of model values; either end may be infinite.
struct ValueRange: Hashable, Sendable {
    var lower: Double
    var upper: Double

    static let unbounded = ValueRange(lower: -.infinity, upper: .infinity)

    static func point(_ v: Double) -> ValueRange { ValueRange(lower: v, upper: v) }

    /// The smallest interval holding both.
    func hull(_ other: ValueRange) -> ValueRange {
        ValueRange(lower: min(lower, other.lower), upper: max(upper, other.upper))
    }

    /// The largest magnitude in the interval.
    var magnitude: Double { max(abs(lower), abs(upper)) }

    var isFinite: Bool { lower.isFinite && upper.isFinite }
}

/// Bounds of every model variable, filled in creation order as the compile goes.
///
/// A defined variable gets the interval of its defining row's expression (outward-widened by
/// 1e-9 of the magnitudes involved, more than the rounding of the forward evaluation, CORE-7);
/// a free variable gets the interval its encoder set with ``setFree(_:_:)`` when it created it,
/// or no bound. Sound by induction over creation order: each interval contains the variable's
/// value at the true layout whenever its operands' intervals contain theirs.
final class VariableBounds {
    private var lower: [Double] = []
    private var upper: [Double] = []
    /// The next defining row to read.
    private var definitionCursor = 0
    /// Intervals of free variables (no defining row), set by their encoders.
    private var free: [Int: ValueRange] = [:]

    /// Records the interval of the free variable `variable` (milp encoders, root parameters).
    /// Widened like a definition's interval: the variable's value is one of its alternatives,
    /// each evaluated in IEEE order.
    /// Also when the bounds were already extended past it (an encoder that reads other bounds
    /// between creating the variable and setting its range), so the order of those calls
    /// cannot leave the variable unbounded.
    /// A NaN end (a NaN alternative, CORE-11) leaves that side unbounded.
    func setFree(_ variable: Int, _ range: ValueRange) {
        let range = ValueRange(
            lower: range.lower.isNaN ? -.infinity : range.lower, upper: range.upper.isNaN ? .infinity : range.upper)
        let widenedRange = widened(range, magnitude: range.magnitude)
        free[variable] = widenedRange
        if variable < lower.count {
            lower[variable] = widenedRange.lower
            upper[variable] = widenedRange.upper
        }
    }

    /// Brings the bounds up to every variable `builder` has created.
    func extend(_ builder: ModelBuilder) {
        let definitions = builder.definitions
        while lower.count < builder.variableCount {
            let v = lower.count
            var range = ValueRange.unbounded
            if definitionCursor < definitions.count, definitions[definitionCursor].variable == v {
                let expression = definitions[definitionCursor].expression
                range = widened(interval(of: expression), magnitude: magnitude(of: expression))
                definitionCursor += 1
            } else if let known = free[v] {
                range = known
            }
            lower.append(range.lower)
            upper.append(range.upper)
        }
    }

    /// The interval of `q` over the bounds of its variables (which must be extended to them).
    func interval(of q: Quantity) -> ValueRange {
        var lo = q.constant, hi = q.constant
        for term in q.terms {
            let a = term.coefficient
            let l = lower[term.variable], u = upper[term.variable]
            if a > 0 {
                lo += a * l
                hi += a * u
            } else {
                lo += a * u
                hi += a * l
            }
        }
        return ValueRange(lower: lo, upper: hi)
    }

    /// `|c| + Σ |aᵢ|·max(|loᵢ|, |hiᵢ|)`: the largest magnitude an evaluation of `q` over the
    /// bounds handles (its rounding is a few ulps of it).
    func magnitude(of q: Quantity) -> Double {
        var m = abs(q.constant)
        for term in q.terms {
            m += abs(term.coefficient) * max(abs(lower[term.variable]), abs(upper[term.variable]))
        }
        return m
    }

    /// The interval of variable `v`.
    func range(of v: Int) -> ValueRange { ValueRange(lower: lower[v], upper: upper[v]) }

    var count: Int { lower.count }

    /// `range` widened outwards by 1e-9 of the magnitude it was computed from (at least
    /// 1e-9 pt), so that the rounding of an evaluation in IEEE order stays inside (CORE-7).
    private func widened(_ range: ValueRange, magnitude: Double) -> ValueRange {
        guard range.isFinite else { return range }
        let room = 1e-9 * max(1, magnitude)
        return ValueRange(lower: range.lower - room, upper: range.upper + room)
    }
}

extension ModelBuilder {
    /// The interval of `q` at the true layout (milp formulation; ``VariableBounds``).
    func bounds(of q: Quantity) -> ValueRange {
        if q.isConstant { return .point(q.value) }
        milpBounds.extend(self)
        return milpBounds.interval(of: q)
    }
}
