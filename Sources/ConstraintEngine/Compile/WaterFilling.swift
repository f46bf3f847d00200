// WaterFilling.swift
// ConstraintEngine
//
// Tier A of issue 3 (`lp-only` mode): one priority group's shares from the lexicographic LP
//   minimise λ  subject to  Σ s_i = budget,  lo_i ≤ s_i ≤ hi_i,  s_i ≤ λ
// where lo/hi are the HSTACK-2 probes. It equals HSTACK-3's greedy split when every minimum
// is 0 and each child answers a clamp of its proposal; elsewhere it differs (a research mode:
// disagreements are expected and counted, ConstraintEncoding.md).

import LayoutCore
import LinearProgramming

extension ModelCompiler {
    /// Shares for children with probes `bounds` (min, max) and a finite `budget`.
    func waterFill(_ bounds: [(min: Double, max: Double)], budget: Double, node: Int)
        throws(ConstraintEngineError) -> [Double]
    {
        let lows = bounds.map { $0.min.isFinite ? max($0.min, 0) : 0 }
        let totalLow = lows.reduce(0, +)
        if budget <= totalLow { return lows }            // nothing to share: everyone at its minimum
        var lp = LinearProgram()
        let level = lp.addVariable("lambda", lowerBound: -.infinity)
        var sum = LinearExpression()
        for (i, b) in bounds.enumerated() {
            let upper = b.max.isFinite ? max(b.max, lows[i]) : .infinity
            let s = lp.addVariable("s\(i)", lowerBound: lows[i], upperBound: upper)
            sum += s
            lp.addConstraint(LinearExpression(s) - LinearExpression(level) <= 0)
        }
        let allBounded = bounds.allSatisfy { $0.max.isFinite }
        let capacity = bounds.enumerated().reduce(0.0) { $0 + max($1.element.max, lows[$1.offset]) }
        // Over capacity (every child at its maximum): the remainder stays unused, as in the greedy split.
        if allBounded && capacity <= budget { return bounds.enumerated().map { max($1.max, lows[$0]) } }
        lp.addConstraint(sum == budget)
        lp.minimize(LinearExpression(level))
        do throws(SolverError) {
            let solution = try GLPKSolver().solve(lp)
            waterFillRecords.append(SolveRecord(scope: "water-fill \(path(of: node))", rows: lp.constraints.count,
                                                columns: lp.variables.count, binaries: 0,
                                                seconds: solution.statistics.solveSeconds, status: "optimal"))
            return (1...bounds.count).map { solution.values[$0] }
        } catch {
            throw .solver(error, scope: "water-fill \(path(of: node))")
        }
    }
}
