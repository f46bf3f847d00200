// TimeLimitTests.swift
// LinearProgrammingTests
//
// A tiny time limit on a hard MILP.
//
// Documented behaviour (SolveOptions.timeLimit): when the budget runs out,
// the solve returns the best feasible point with status .timeLimitReached, or
// throws .timeLimit if there is none.

import LayoutCore
import LinearProgramming
import Testing

@Suite("Time limit")
struct TimeLimitTests {
    /// A market-split instance (Cornuéjols & Dawande) without objective:
    /// binary x with Σⱼ aᵢⱼ xⱼ + overᵢ − underᵢ = ⌊Σⱼ aᵢⱼ / 2⌋. Minimising
    /// `slack` = Σ (overᵢ + underᵢ) is hard for branch and bound: proving the
    /// optimum takes far longer than the limits used here.
    func marketSplit(rows: Int, columns: Int, seed: UInt64) -> (
        program: LinearProgram, x: [Variable], slack: LinearExpression
    ) {
        var random = SeededRandom(seed: seed)
        var program = LinearProgram()
        let x = (0..<columns).map { program.addBinaryVariable("x\($0)") }
        var slack = LinearExpression()
        for i in 0..<rows {
            let a = (0..<columns).map { _ in Double(random.next(in: 0...99)) }
            let over = program.addVariable("over\(i)")
            let under = program.addVariable("under\(i)")
            var row = LinearExpression(terms: zip(x, a).map { ($0, $1) })
            row += over
            row -= under
            program.addConstraint(row == (a.reduce(0, +) / 2).rounded(.down))
            slack += over
            slack += under
        }
        return (program, x, slack)
    }

    @Test("a tiny limit returns a feasible point or throws timeLimit, promptly")
    func tinyLimit() throws {
        var (program, x, slack) = marketSplit(rows: 4, columns: 40, seed: 7)
        program.minimize(slack)
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let solution = try GLPKSolver().solve(program, options: SolveOptions(timeLimit: .milliseconds(20)))
            #expect(solution.status == .timeLimitReached)
            #expect(solution.optimalLevelCount == 0)
            for variable in x {
                #expect(isClose(solution[variable], 0) || isClose(solution[variable], 1))
            }
            #expect(solution.objectiveValues[0] >= -solverTolerance)
        } catch {
            #expect(error == .timeLimit)
        }
        #expect(clock.now - start < .seconds(2), "the limit was honoured")
    }

    @Test("the limit covers all levels: levels solved before it ran out stay optimal")
    func limitAcrossLevels() throws {
        var (program, x, slack) = marketSplit(rows: 4, columns: 40, seed: 7)
        // Level 0 is solved at the root (x = 0); the loose tolerance leaves
        // level 1 the whole hard problem.
        program.minimize(LinearExpression(terms: x.map { ($0, 1.0) }))
        program.minimize(slack)
        let options = SolveOptions(
            timeLimit: .milliseconds(200), lexicographicTolerance: LexicographicTolerance(absolute: 100))
        let solution = try GLPKSolver().solve(program, options: options)
        #expect(solution.status == .timeLimitReached)
        #expect(solution.optimalLevelCount == 1)
        #expect(solution.objectiveValues[0] <= 100 + solverTolerance)
    }

    @Test("a generous limit changes nothing")
    func generousLimit() throws {
        let (program, variables) = knapsackMILP()
        let solution = try GLPKSolver().solve(program, options: SolveOptions(timeLimit: .seconds(60)))
        #expect(solution.status == .optimal)
        #expect(areClose(variables.map { solution[$0] }, [2, 0, 1]))
    }
}
