// LexicographicTests.swift
// LinearProgrammingTests
//
// Objective levels solved in order; later levels choose among earlier ties.

import LinearProgramming
import Testing

@Suite("Lexicographic levels")
struct LexicographicTests {
    let solver = GLPKSolver()

    /// max x + y s.t. x + y ≤ 10, x ≤ 8, y ≤ 8: every point with x + y = 10 and
    /// 2 ≤ x ≤ 8 ties on level 0.
    func tiedProgram() -> (program: LinearProgram, x: Variable, y: Variable) {
        var program = LinearProgram()
        let x = program.addVariable("x", upperBound: 8)
        let y = program.addVariable("y", upperBound: 8)
        program.addConstraint(x + y <= 10)
        program.maximize(x + y, name: "fill")
        return (program, x, y)
    }

    @Test("level 1 picks among level-0 ties", arguments: [(OptimizationSense.maximize, 2.0, 8.0), (.minimize, 8, 2)])
    func levelOneBreaksTies(sense: OptimizationSense, x expectedX: Double, y expectedY: Double) throws {
        var (program, x, y) = tiedProgram()
        program.addObjectiveLevel(ObjectiveLevel(sense, LinearExpression(y), name: "prefer y"))
        let solution = try solver.solve(program)
        #expect(solution.status == .optimal)
        #expect(solution.optimalLevelCount == 2)
        #expect(solution.statistics.solverCalls == 2)
        #expect(isClose(solution[x], expectedX, within: levelTolerance))
        #expect(isClose(solution[y], expectedY, within: levelTolerance))
        #expect(areClose(solution.objectiveValues, [10, expectedY], within: levelTolerance))
        #expect(isClose(solution.levelOptima[0], 10))
        #expect(isClose(solution.levelOptima[1], expectedY, within: levelTolerance))
    }

    @Test("a later level never worsens an earlier one beyond the tolerance")
    func earlierLevelsKeepTheirOptimum() throws {
        var (program, x, y) = tiedProgram()
        program.maximize(y - x) // alone it would prefer x = 0, y = 8 (x + y = 8)
        let strict = try solver.solve(program)
        #expect(isClose(strict[x], 2, within: levelTolerance) && isClose(strict[y], 8, within: levelTolerance))
        // Level 1 uses the slack: level 0 ends up to `slack` below its optimum.
        #expect(isClose(strict.levelOptima[0], 10))
        let drift = 10 - strict.objectiveValues[0]
        #expect(drift >= 0 && drift <= LexicographicTolerance.default.slack(for: 10) + 1e-9)

        // With an absolute tolerance of 1, level 0 may give up 1 unit.
        let loose = SolveOptions(lexicographicTolerance: LexicographicTolerance(absolute: 1, relative: 0))
        let relaxed = try solver.solve(program, options: loose)
        #expect(isClose(relaxed[x], 1) && isClose(relaxed[y], 8))
        #expect(areClose(relaxed.objectiveValues, [9, 7]))
        #expect(areClose(relaxed.levelOptima, [10, 7]))
    }

    @Test("three levels on a MILP")
    func mixedIntegerLevels() throws {
        var program = LinearProgram()
        let items = (0..<4).map { program.addBinaryVariable("item\($0)") }
        let weights = [3.0, 3.0, 2.0, 2.0]
        program.addConstraint(LinearExpression(terms: zip(items, weights).map { ($0, $1) }) <= 5)
        program.maximize(LinearExpression(terms: items.map { ($0, 1.0) }), name: "count") // 2 items
        program.maximize(LinearExpression(terms: zip(items, weights).map { ($0, $1) }), name: "weight") // 5
        program.minimize(LinearExpression(terms: items.enumerated().map { ($1, Double($0)) }), name: "index")
        let solution = try solver.solve(program)
        #expect(areClose(solution.objectiveValues, [2, 5, 2]))
        #expect(areClose(solution.values, [1, 0, 1, 0]))
    }

    @Test("an unbounded later level throws unbounded")
    func unboundedLaterLevel() {
        var program = LinearProgram()
        let x = program.addVariable("x", upperBound: 1)
        let y = program.addVariable("y")
        program.maximize(LinearExpression(x))
        program.maximize(LinearExpression(y))
        #expect(throws: SolverError.unbounded) { try solver.solve(program) }
    }
}
