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
}
