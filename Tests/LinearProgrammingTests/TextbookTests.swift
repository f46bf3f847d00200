// TextbookTests.swift
// LinearProgrammingTests
//
// Small LPs and a MILP with known optima, solved by GLPK.

import LinearProgramming
import Testing

@Suite("Textbook programs")
struct TextbookTests {
    let solver = GLPKSolver()

    @Test("max 3x + 5y → 36 at (2, 6)")
    func textbookMaximum() throws {
        let (program, x, y) = textbookLP()
        let solution = try solver.solve(program)
        #expect(solution.status == .optimal)
        #expect(solution.optimalLevelCount == 1)
        #expect(areClose(solution.objectiveValues, [36]))
        #expect(isClose(solution[x], 2) && isClose(solution[y], 6))
        #expect(isClose(solution.value(of: 3 * x + 2 * y), 18))
    }

    @Test("toolchain LP → 18 at (4, 4, 2)")
    func toolchainMinimum() throws {
        let (program, variables) = toolchainLP()
        let solution = try solver.solve(program)
        #expect(solution.status == .optimal)
        #expect(areClose(solution.objectiveValues, [18]))
        #expect(areClose(variables.map { solution[$0] }, [4, 4, 2]))
    }

    @Test("knapsack MILP → 13 at (2, 0, 1)")
    func knapsackMaximum() throws {
        let (program, variables) = knapsackMILP()
        let solution = try solver.solve(program)
        #expect(solution.status == .optimal)
        #expect(areClose(solution.objectiveValues, [13]))
        #expect(areClose(variables.map { solution[$0] }, [2, 0, 1]))
    }

    @Test("integrality matters: max x + y s.t. 2x + 2y ≤ 3 is 1 over ℤ, 1.5 over ℝ")
    func integralityMatters() throws {
        var program = LinearProgram()
        let x = program.addVariable("x", kind: .integer)
        let y = program.addVariable("y", kind: .integer)
        program.addConstraint(2 * x + 2 * y <= 3)
        program.maximize(x + y)
        #expect(areClose(try solver.solve(program).objectiveValues, [1]))
        program[x].kind = .continuous
        program[y].kind = .continuous
        #expect(areClose(try solver.solve(program).objectiveValues, [1.5]))
    }

    @Test("objective constants shift the reported value only")
    func objectiveConstant() throws {
        var program = LinearProgram()
        let a = program.addVariable("a", upperBound: 4)
        program.maximize(2 * a + 100)
        let solution = try solver.solve(program)
        #expect(areClose(solution.objectiveValues, [108]))
    }

    @Test("constants inside constraints move to the bounds; ranges and free variables")
    func constantsAndRanges() throws {
        var program = LinearProgram()
        let x = program.addVariable("x", lowerBound: -.infinity)
        let y = program.addVariable("y", lowerBound: -.infinity, upperBound: .infinity)
        program.addConstraint(Constraint(x + y + 5, lowerBound: 7, upperBound: 9)) // 2 ≤ x + y ≤ 4
        program.addConstraint(x - y == 1)
        program.maximize(x + y)
        let solution = try solver.solve(program)
        #expect(isClose(solution[x], 2.5) && isClose(solution[y], 1.5))
        var lower = LinearProgram()
        let z = lower.addVariable("z", lowerBound: -3, upperBound: 3)
        lower.minimize(LinearExpression(z))
        #expect(isClose(try solver.solve(lower)[z], -3))
    }

    @Test("binary and integer bounds: binaries stay in 0…1, fractional integer bounds round inward")
    func integerBounds() throws {
        var program = LinearProgram()
        let b = program.addVariable("b", kind: .binary) // default 0…∞ ∩ 0…1
        let n = program.addVariable("n", lowerBound: 0.5, upperBound: 3.7, kind: .integer)
        program.maximize(b + n)
        let maximum = try solver.solve(program)
        #expect(isClose(maximum[b], 1) && isClose(maximum[n], 3))
        program = LinearProgram()
        let m = program.addVariable("m", lowerBound: 0.5, upperBound: 3.7, kind: .integer)
        program.minimize(LinearExpression(m))
        #expect(isClose(try solver.solve(program)[m], 1))
    }

    @Test("no objective level: any feasible point")
    func feasibility() throws {
        var program = LinearProgram()
        let x = program.addVariable("x")
        program.addConstraint(x >= 2)
        let solution = try solver.solve(program)
        #expect(solution.status == .optimal)
        #expect(solution.objectiveValues.isEmpty)
        #expect(solution[x] >= 2 - solverTolerance)
    }

    @Test("empty program and program without constraints")
    func degenerate() throws {
        #expect(try solver.solve(LinearProgram()).values.isEmpty)
        var program = LinearProgram()
        let x = program.addVariable("x", upperBound: 5, kind: .integer)
        program.maximize(LinearExpression(x))
        #expect(isClose(try solver.solve(program)[x], 5))
    }
}
