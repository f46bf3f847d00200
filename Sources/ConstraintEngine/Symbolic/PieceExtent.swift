// PieceExtent.swift
// ConstraintEngine
//
// The extent of a piece: the widths W in the walked interval where every condition row of the
// compile at w holds. GLPK finds it (minimise and maximise the column W subject to the condition
// rows reduced to W by AffineForms, W bounded by the interval), with `glp_exact` re-solving each
// optimum in rational arithmetic when asked; the closed form (one division per row) must agree
// with it, or the piece is refused as an internal inconsistency. (The whole model with W as a
// column was tried first: GLPK's unscaled simplex called some of those LPs unbounded or
// infeasible when a row mixes 1e7 · W with unit terms; Decisions.md.) A row that fails at w only by rounding (its value within the row's
// rounding room, ModelBuilder.conditionSlack) is a tie: it is reported, and that row alone is
// relaxed by its room.

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
        // Only a row that ties at w is relaxed by its rounding room: widening every row by its
        // room when one ties moved the other rows' ends too (a TEXT-3 breakpoint 1.5e-7 late).
        var slacks = [Double](repeating: 0, count: conditions.count)
        for (index, (row, condition)) in zip(builder.conditions, conditions).enumerated() {
            guard !condition.holds(at: w) else { continue }
            let room = builder.conditionSlack(row.expression)
            guard condition.holds(at: w, slack: room) else {
                throw .inconsistent("\(condition.rule) at node \(condition.path) fails at its own width \(w)")
            }
            ties.append(PieceTie(path: condition.path, rule: condition.rule, width: w))
            slacks[index] = room
        }
        let closed = Self.closedForm(conditions, at: w, within: interval)
        let relaxed = !ties.isEmpty
        let lp = Self.program(conditions, slacks: slacks, within: interval)
        let low = try Self.optimum(lp, minimise: true, exactly: exactly)
        let high = try Self.optimum(lp, minimise: false, exactly: exactly)
        linearPrograms = 2
        guard abs(low - closed.lower) <= Self.agreement(low) || relaxed,
            abs(high - closed.upper) <= Self.agreement(high) || relaxed
        else {
            throw .inconsistent(
                "GLPK's extent [\(low), \(high)] and the closed form [\(closed.lower), \(closed.upper)] disagree at \(w)"
            )
        }
        lower = min(low, w)
        upper = max(high, w)
    }

    /// The extent by one division per row (`-c0 / c1`), around `w`.
    static func closedForm(_ conditions: [PieceCondition], at w: Double, within interval: ClosedRange<Double>)
        -> (lower: Double, upper: Double)
    {
        var lower = interval.lowerBound, upper = interval.upperBound
        for condition in conditions {
            let v = condition.value
            guard abs(v.slope) > AffineRefusals.slopeNoise, let root = v.root else { continue }
            let rising = v.slope > 0
            switch condition.sense {
            case .atLeastZero: if rising { lower = max(lower, root) } else { upper = min(upper, root) }
            case .atMostZero: if rising { upper = min(upper, root) } else { lower = max(lower, root) }
            case .zero:
                lower = max(lower, root)
                upper = min(upper, root)
            }
        }
        return (min(lower, w), max(upper, w))
    }

    /// The piece's condition rows reduced to W (`c1 · W ≥ −c0`, or ≤, or =), W bounded by
    /// `interval`, each row widened by its entry of `slacks` (a tie's rounding room, else 0). Rows whose slope is
    /// cancellation noise do not depend on W (they held at w) and are left out. Each row is
    /// divided by the power of two nearest below its |slope|, which is exact in binary floating
    /// point: unscaled, GLPK's simplex (no presolve, standard basis) calls `1e7 · W ≥ 300` with
    /// W ≤ 600 unbounded, as glpsol --noscale --std does.
    static func program(
        _ conditions: [PieceCondition], slacks: [Double], within interval: ClosedRange<Double>
    ) -> LinearProgram {
        var lp = LinearProgram()
        let w = lp.addVariable(lowerBound: interval.lowerBound, upperBound: interval.upperBound)
        for (condition, slack) in zip(conditions, slacks) where abs(condition.value.slope) > AffineRefusals.slopeNoise {
            let scale = Double(sign: .plus, exponent: condition.value.slope.exponent, significand: 1)
            let c = -condition.value.constant / scale
            let room = slack / scale
            let (lower, upper): (Double, Double) =
                switch condition.sense {
                case .atLeastZero: (c - room, .infinity)
                case .atMostZero: (-.infinity, c + room)
                case .zero: (c - room, c + room)
                }
            lp.addConstraint(
                Constraint(
                    LinearExpression(w, coefficient: condition.value.slope / scale), lowerBound: lower,
                    upperBound: upper))
        }
        return lp
    }

    /// GLPK's minimum or maximum of W.
    static func optimum(_ program: LinearProgram, minimise: Bool, exactly: Bool) throws(SymbolicLayoutError) -> Double {
        var lp = program
        let w = LinearExpression(Variable(index: 0))
        if minimise { lp.minimize(w) } else { lp.maximize(w) }
        do {
            let solution = try GLPKSolver().solve(lp, options: SolveOptions(exactRecheck: exactly))
            return solution.values[0]
        } catch {
            throw .engine(.solver(error, scope: "the piece's extent"))
        }
    }
}
