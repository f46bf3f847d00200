// LinearExpressionTests.swift
// LinearProgrammingTests
//
// Expression arithmetic, merging of repeated variables, constraint sugar and
// statistics counts.

import LinearProgramming
import Testing

@Suite("Model")
struct ModelTests {
    @Test("repeated variables merge into one term; zero terms disappear")
    func merging() {
        var program = LinearProgram()
        let x = program.addVariable("x")
        let y = program.addVariable("y")
        let e = 2 * x + 3 * y - x + 4 - 1.5 * y + x * 0.5
        #expect(e.coefficients == [x: 1.5, y: 1.5])
        #expect(e.constant == 4)
        #expect(LinearExpression(terms: [(x, 1), (x, 2), (y, 1), (y, -1)]).coefficients == [x: 3])
        var f = LinearExpression(x)
        f -= x
        #expect(f.coefficients.isEmpty)
        #expect((-(x - y) + 1).coefficients == [x: -1, y: 1])
        #expect(e.value(at: [2, 4]) == 1.5 * 2 + 1.5 * 4 + 4)
    }

    @Test("relations move everything to one side; the constant moves to the bounds")
    func relations() {
        var program = LinearProgram()
        let x = program.addVariable("x")
        let y = program.addVariable("y")
        let c = x + 5 <= 2 * y + 1
        #expect(c.expression.coefficients == [x: 1, y: -2])
        #expect(c.upperBound == 0 && c.lowerBound == -.infinity)
        #expect(c.termBounds.upper == -4)
        let equal = x + y == 3
        #expect(equal.lowerBound == 3 && equal.upperBound == 3)
        #expect((x >= y).lowerBound == 0)
    }

    @Test("statistics count rows, columns, kinds, nonzeros and levels")
    func statistics() throws {
        var program = LinearProgram()
        let x = program.addVariable("x", upperBound: 10)
        let y = program.addVariable("y", upperBound: 10)
        let n = program.addVariable("n", upperBound: 3, kind: .integer)
        let m = program.addVariable("m", upperBound: 3, kind: .integer)
        let b = program.addBinaryVariable("b")
        program.addConstraint(x + y + n <= 12) // 3
        program.addConstraint(x - m + b >= 1) // 3
        program.addConstraint(y + x - y == 2) // 1 (y cancels)
        program.maximize(x + y + n + m + b)
        program.minimize(LinearExpression(x))
        let statistics = try GLPKSolver().solve(program).statistics
        #expect(statistics.rows == 3)
        #expect(statistics.columns == 5)
        #expect(statistics.integers == 2)
        #expect(statistics.binaries == 1)
        #expect(statistics.nonzeros == 7)
        #expect(statistics.levels == 2)
        #expect(statistics.solverCalls == 2)
        #expect(statistics.solveSeconds > 0 && statistics.solveSeconds < 5)
        #expect(program.nonzeroCount == 7)
    }
}
