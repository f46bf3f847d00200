// SecondStartTests.swift
// LinearProgrammingTests
//
// GLPK's primal simplex from the standard basis perturbs a degenerate program and can end 1e-7
// outside a bound, reporting "no primal feasible solution" for a feasible program; the bridge
// then starts once more from GLPK's advanced basis. The program is a water-filling group over a
// 1e9 pt budget as the constraint engine's lp-only mode wrote it before solving in units of the
// budget: minimise λ with s0 ≤ 333333325.333…, s1, s2 ≥ 0, every sᵢ ≤ λ and Σ sᵢ = 999999976.

import LinearProgramming
import Testing

@Suite("A second start after a false infeasible verdict")
struct SecondStartTests {
    static let budget = 999_999_976.0
    static let cap = 333_333_325.333_333_3

    static func waterFilling() -> LinearProgram {
        var lp = LinearProgram()
        let level = lp.addVariable("lambda", lowerBound: -.infinity)
        var sum = LinearExpression()
        for (i, upper) in [cap, .infinity, .infinity].enumerated() {
            let s = lp.addVariable("s\(i)", lowerBound: 0, upperBound: upper)
            sum += s
            lp.addConstraint(LinearExpression(s) - LinearExpression(level) <= 0)
        }
        lp.addConstraint(sum == budget)
        lp.minimize(LinearExpression(level))
        return lp
    }

    @Test("the degenerate water-filling program at 1e9 is solved: λ = 333333325.333…, the budget split evenly")
    func degenerateProgramIsSolved() throws {
        let solution = try GLPKSolver().solve(Self.waterFilling())
        #expect(abs(solution.values[0] - Self.budget / 3) <= 1e-6)
        #expect(abs(solution.values[1...3].reduce(0, +) - Self.budget) <= 1e-6)
        for share in solution.values[1...3] { #expect(abs(share - Self.budget / 3) <= 1e-6) }
    }

    @Test("a program that is infeasible stays infeasible after the second start")
    func infeasibleStaysInfeasible() {
        var lp = Self.waterFilling()
        let extra = lp.addVariable("t", lowerBound: 0, upperBound: 1)
        lp.addConstraint(LinearExpression(extra) >= 2)
        #expect(throws: SolverError.infeasible) { try GLPKSolver().solve(lp) }
    }
}
