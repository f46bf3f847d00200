// PieceExtent.swift
// ConstraintEngine
//
// The extent of a piece: the widths W in the walked interval where every condition row of the
// compile at w holds. GLPK finds it (minimise and maximise the column W subject to the condition
// rows reduced to W by AffineForms, W bounded by the interval), with `glp_exact` re-solving each
// optimum in rational arithmetic when asked. The ends reported are the rows' exact extent
// rounded once (one division per row, the closed form); GLPK's optimum must agree with it, or
// the piece is refused as an internal inconsistency (Breakpoints.md, "What is certified, and
// ties"). (The whole model with W as a column was tried first: GLPK's unscaled simplex called
// some of those LPs unbounded or infeasible when a row mixes 1e7 · W with unit terms;
// Decisions.md.) A row that fails at w only by rounding (its value within the row's rounding
// room, ModelBuilder.conditionSlack) is a tie: it is reported, and the piece is the rows'
// extent joined with w.

import LinearProgramming

struct PieceExtent {
    var lower: Double
    var upper: Double
    var ties: [PieceTie] = []
    var linearPrograms = 0

    /// How far GLPK's extent may lie from the closed form before it is an inconsistency.
    static func agreement(_ v: Double) -> Double { 1e-7 * max(1, abs(v)) }

    init(
        compiled: CompiledModel, parameter: Int?, conditions: [PieceCondition], at w: Double,
        within interval: ClosedRange<Double>, exactly: Bool
    ) throws(SymbolicLayoutError) {
        lower = interval.lowerBound
        upper = interval.upperBound
        // No parameter column: the root width reaches nothing (nothing to split).
        guard parameter != nil else { return }
        let builder = compiled.builder
        // A row that ties at w fails at w by less than its rounding room: the piece is its rows'
        // extent joined with w itself. (Relaxing that row by its room, about 1e-9 of the
        // magnitudes it was computed from, carried a piece 1e-7 pt across a neighbour's TEXT-3
        // breakpoint when a probe landed on the tie.)
        for (row, condition) in zip(builder.conditions, conditions) where !condition.holds(at: w) {
            guard condition.holds(at: w, slack: builder.conditionSlack(row.expression)) else {
                throw .inconsistent("\(condition.rule) at node \(condition.path) fails at its own width \(w)")
            }
            ties.append(
                PieceTie(
                    path: condition.path, rule: condition.rule, width: w,
                    dependsOnWidth: abs(condition.value.slope) > AffineRefusals.slopeNoise))
        }
        let rows = Self.rows(conditions)
        let closed = Self.closedForm(rows, within: interval)
        let lp = Self.program(rows, within: interval)
        let low = try Self.optimum(lp, minimise: true, exactly: exactly)
        let high = try Self.optimum(lp, minimise: false, exactly: exactly)
        linearPrograms = 2
        let empty = closed.lower > closed.upper
        if let low, let high {
            guard abs(low - closed.lower) <= Self.agreement(low), abs(high - closed.upper) <= Self.agreement(high)
            else {
                throw .inconsistent(
                    "GLPK's extent [\(low), \(high)] and the closed form [\(closed.lower), \(closed.upper)] disagree at \(w)"
                )
            }
        } else if !empty && closed.upper - closed.lower > Self.agreement(w) {
            // GLPK may call a piece of one width (an equality row, or two rows meeting)
            // infeasible at the fractions it reads; a wider one it must find.
            throw .inconsistent(
                "GLPK finds no width for the piece's rows at \(w), the closed form [\(closed.lower), \(closed.upper)]")
        }
        if empty {
            // Rows left without a width by rounding (a tie, or rows meeting at w whose roots
            // round apart): the piece is w alone.
            guard !ties.isEmpty || closed.lower - closed.upper <= Self.agreement(w) else {
                throw .inconsistent(
                    "the piece's rows hold at \(w) but have no width: [\(closed.lower), \(closed.upper)]")
            }
            (lower, upper) = (w, w)
            return
        }
        // The ends reported are the closed form's: the exact extent of the rows GLPK was given,
        // rounded once. GLPK's rational simplex reads each non-integral number as a simple
        // fraction within about 1e-10 of it (glp_exact's set_d_eps), which moved a TEXT-3 end at
        // 560 − 1e-7 onto 560; its optimum is the check.
        lower = min(closed.lower, w)
        upper = max(closed.upper, w)
    }

    /// One condition row reduced to W: `coefficient · W` within `lower...upper`.
    struct Row {
        var coefficient: Double
        var lower: Double
        var upper: Double
    }

    /// The piece's condition rows reduced to W (`c1 · W ≥ −c0`, or ≤, or =). Rows whose slope
    /// is cancellation noise do not depend on W (they held at w) and are left out. Each row is divided by the power of
    /// two nearest below its |slope|, which is exact in binary floating point: unscaled, GLPK's
    /// simplex (no presolve, standard basis) calls `1e7 · W ≥ 300` with W ≤ 600 unbounded, as
    /// glpsol --noscale --std does.
    static func rows(_ conditions: [PieceCondition]) -> [Row] {
        conditions.compactMap { condition in
            guard abs(condition.value.slope) > AffineRefusals.slopeNoise else { return nil }
            let scale = Double(sign: .plus, exponent: condition.value.slope.exponent, significand: 1)
            let c = -condition.value.constant / scale
            let coefficient = condition.value.slope / scale
            return switch condition.sense {
            case .atLeastZero: Row(coefficient: coefficient, lower: c, upper: .infinity)
            case .atMostZero: Row(coefficient: coefficient, lower: -.infinity, upper: c)
            case .zero: Row(coefficient: coefficient, lower: c, upper: c)
            }
        }
    }

    /// The rows' extent within `interval` by one division per bound. Each quotient is the exact
    /// root rounded to the nearest double, and rounding is monotone, so the largest lower root
    /// and the smallest upper root are the exact extent's ends, rounded once.
    static func closedForm(_ rows: [Row], within interval: ClosedRange<Double>) -> (lower: Double, upper: Double) {
        var lower = interval.lowerBound, upper = interval.upperBound
        for row in rows {
            let (from, to) = row.coefficient > 0 ? (row.lower, row.upper) : (row.upper, row.lower)
            if from.isFinite { lower = max(lower, from / row.coefficient) }
            if to.isFinite { upper = min(upper, to / row.coefficient) }
        }
        return (lower, upper)
    }

    /// The rows as an LP in the one column W, bounded by `interval`.
    static func program(_ rows: [Row], within interval: ClosedRange<Double>) -> LinearProgram {
        var lp = LinearProgram()
        let w = lp.addVariable(lowerBound: interval.lowerBound, upperBound: interval.upperBound)
        for row in rows {
            lp.addConstraint(
                Constraint(
                    LinearExpression(w, coefficient: row.coefficient), lowerBound: row.lower, upperBound: row.upper))
        }
        return lp
    }

    /// GLPK's minimum or maximum of W; nil when GLPK finds the rows infeasible.
    static func optimum(_ program: LinearProgram, minimise: Bool, exactly: Bool) throws(SymbolicLayoutError) -> Double?
    {
        var lp = program
        let w = LinearExpression(Variable(index: 0))
        if minimise { lp.minimize(w) } else { lp.maximize(w) }
        do {
            let solution = try GLPKSolver().solve(lp, options: SolveOptions(exactRecheck: exactly))
            return solution.values[0]
        } catch .infeasible {
            return nil
        } catch {
            throw .engine(.solver(error, scope: "the piece's extent"))
        }
    }
}
