// PieceExtent.swift
// ConstraintEngine
//
// The extent of a piece: the widths W in the walked interval where every condition row of the
// compile at w holds. GLPK finds it (minimise and maximise the column W over the whole model:
// defining rows, the condition rows exactly as written, W bounded by the interval), with
// `glp_exact` re-solving each optimum in rational arithmetic when asked; the closed form from
// the affine rows (one division per row) must agree with it, or the piece is refused as an
// internal inconsistency. A row that fails at w only by rounding (its value within the row's
// rounding room, ModelBuilder.conditionSlack) is a tie: it is reported, and only then are the
// rows relaxed by that room.

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
    ) throws(SymbolicWidthError) {
        lower = interval.lowerBound
        upper = interval.upperBound
        // No parameter column: the root width reaches nothing (nothing to split).
        guard let parameter else { return }
        let builder = compiled.builder
        for (row, condition) in zip(builder.conditions, conditions) {
            guard !condition.holds(at: w) else { continue }
            guard condition.holds(at: w, slack: builder.conditionSlack(row.expression)) else {
                throw .inconsistent("\(condition.rule) at node \(condition.path) fails at its own width \(w)")
            }
            ties.append(PieceTie(path: condition.path, rule: condition.rule, width: w))
        }
        let closed = Self.closedForm(conditions, at: w, within: interval)
        let relaxed = !ties.isEmpty
        let lp = Self.program(compiled, parameter: parameter, within: interval, relaxed: relaxed)
        let low = try Self.optimum(lp, parameter, minimise: true, exactly: exactly)
        let high = try Self.optimum(lp, parameter, minimise: false, exactly: exactly)
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

    /// The whole model with W as a column bounded by `interval`; condition rows exact, or with
    /// their rounding room when `relaxed`.
    static func program(_ compiled: CompiledModel, parameter: Int, within interval: ClosedRange<Double>, relaxed: Bool)
        -> LinearProgram
    {
        let builder = compiled.builder
        var fixed = [Double?](repeating: nil, count: builder.variableCount)
        for row in builder.definitions where row.expression.isConstant { fixed[row.variable] = row.expression.constant }
        var lp = LinearProgram()
        var columns: [Variable] = []
        columns.reserveCapacity(builder.variableCount)
        for v in 0..<builder.variableCount {
            if v == parameter {
                columns.append(lp.addVariable(lowerBound: interval.lowerBound, upperBound: interval.upperBound))
            } else {
                columns.append(lp.addVariable(lowerBound: fixed[v] ?? -.infinity, upperBound: fixed[v] ?? .infinity))
            }
        }
        for row in builder.definitions where !row.expression.isConstant {
            var terms = [(columns[row.variable], 1.0)]
            for term in row.expression.terms { terms.append((columns[term.variable], -term.coefficient)) }
            let c = row.expression.constant
            lp.addConstraint(Constraint(LinearExpression(terms: terms), lowerBound: c, upperBound: c))
        }
        for row in builder.conditions {
            let terms = row.expression.terms.map { (columns[$0.variable], $0.coefficient) }
            let c = -row.expression.constant
            let slack = relaxed ? builder.conditionSlack(row.expression) : 0
            let (lower, upper): (Double, Double) =
                switch row.sense {
                case .atLeastZero: (c - slack, .infinity)
                case .atMostZero: (-.infinity, c + slack)
                case .zero: (c - slack, c + slack)
                }
            lp.addConstraint(Constraint(LinearExpression(terms: terms), lowerBound: lower, upperBound: upper))
        }
        return lp
    }

    /// GLPK's minimum or maximum of W.
    static func optimum(_ program: LinearProgram, _ parameter: Int, minimise: Bool, exactly: Bool)
        throws(SymbolicWidthError) -> Double
    {
        var lp = program
        let w = LinearExpression(Variable(index: parameter))
        if minimise { lp.minimize(w) } else { lp.maximize(w) }
        do {
            let solution = try GLPKSolver().solve(lp, options: SolveOptions(exactRecheck: exactly))
            return solution.values[parameter]
        } catch {
            throw .engine(.solver(error, scope: "the piece's extent"))
        }
    }
}
