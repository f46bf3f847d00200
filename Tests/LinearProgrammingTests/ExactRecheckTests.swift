// ExactRecheckTests.swift
// LinearProgrammingTests
//
// glp_exact (rational arithmetic) re-checks floating-point optima.

import LinearProgramming
import Testing

@Suite("Exact re-check")
struct ExactRecheckTests {
    let solver = GLPKSolver()
    let exact = SolveOptions(exactRecheck: true)

    @Test("LP: exact and floating-point optima agree")
    func linearProgram() throws {
        let (program, _, _) = textbookLP()
        let floating = try solver.solve(program)
        let checked = try solver.solve(program, options: exact)
        #expect(floating.statistics.exactRecheckDeviation == nil)
        let deviation = try #require(checked.statistics.exactRecheckDeviation)
        #expect(deviation <= 1e-9)
        #expect(areClose(checked.values, floating.values, within: 1e-9))
        #expect(checked.values == [2, 6], "exact values are the rationals 2 and 6")
    }

    @Test("MILP: the integer optimum's continuous part is confirmed")
    func mixedIntegerProgram() throws {
        var (program, variables) = knapsackMILP()
        let t = program.addVariable("t")
        program.addConstraint(3 * t <= variables[0] + 1) // t = 1 at a = 2 (level 1 pushes it up)
        program.maximize(LinearExpression(t))
        let checked = try solver.solve(program, options: exact)
        #expect(checked.statistics.exactRecheckDeviation != nil)
        #expect(areClose(variables.map { checked[$0] }, [2, 0, 1]))
        #expect(checked[t] == 1)
    }

    @Test("halves and thirds come back as the nearest doubles")
    func thirds() throws {
        var program = LinearProgram()
        let x = program.addVariable("x")
        let y = program.addVariable("y")
        program.addConstraint(3 * x + y <= 2)
        program.addConstraint(x + 3 * y <= 2)
        program.maximize(x + y) // unique optimum (1/2, 1/2)
        let checked = try solver.solve(program, options: exact)
        #expect(checked[x] == 0.5 && checked[y] == 0.5)
        var thirds = LinearProgram()
        let a = thirds.addVariable("a")
        thirds.addConstraint(3 * a <= 1)
        thirds.maximize(LinearExpression(a))
        #expect(try solver.solve(thirds, options: exact)[a] == 1.0 / 3.0)
    }

    @Test("glp_exact reads a non-integer number as a nearby simple fraction: 62497.5 becomes 62497.4999953…")
    func inputsAreApproximated() throws {
        // GLPK's set_d_eps turns each non-integer coefficient and bound into the first
        // continued-fraction convergent of its mantissa within 1e-10: glp_exact is exact for
        // that nearby program, not for the doubles given (Decisions.md, "glp_exact").
        var program = LinearProgram()
        let x = program.addVariable("x")
        let y = program.addVariable("y", lowerBound: 100, upperBound: 100)
        program.addConstraint(x - y == 62497.5)
        program.minimize(LinearExpression(x))
        let floating = try solver.solve(program)
        let checked = try solver.solve(program, options: exact)
        #expect(floating[x] == 62597.5)
        #expect(checked[x] != 62597.5)
        #expect(abs(checked[x] - 62597.5) < 1e-5)
    }

    @Test("feasibilityTolerance outside (0, 1) is refused before GLPK sees it", arguments: [0, 1, -1e-9, Double.nan])
    func invalidFeasibilityTolerance(tolerance: Double) throws {
        let (program, _, _) = textbookLP()
        var options = SolveOptions()
        options.feasibilityTolerance = tolerance
        #expect(throws: SolverError.self) { try solver.solve(program, options: options) }
        #expect(try solver.solve(program, options: SolveOptions()).values == [2, 6])
    }

    @Test("feasibilityTolerance 1e-12: the textbook LP still solves to (2, 6)")
    func tightFeasibilityTolerance() throws {
        let (program, _, _) = textbookLP()
        var options = SolveOptions()
        options.feasibilityTolerance = 1e-12
        #expect(try solver.solve(program, options: options).values == [2, 6])
    }
}
