// FailureTests.swift
// LinearProgrammingTests
//
// Infeasible, unbounded and invalid programs, and GLPK misuse caught by the
// bridge's error hook.

import Foundation
import LinearProgramming
import Testing

@Suite("Failures")
struct FailureTests {
    let solver = GLPKSolver()

    /// Options that make the bridge misuse GLPK: if a solve with these throws
    /// `.invalidModel`, validation stopped it before any C code ran.
    var misuse: SolveOptions {
        var options = SolveOptions()
        options._injectGLPKMisuse = true
        return options
    }

    @Test("infeasible LP and MILP")
    func infeasible() {
        var program = LinearProgram()
        let x = program.addVariable("x")
        let y = program.addVariable("y", kind: .integer)
        program.addConstraint(x + y <= 1)
        program.addConstraint(x + y >= 2)
        program.minimize(x + y)
        #expect(throws: SolverError.infeasible) { try solver.solve(program) }

        var integral = LinearProgram()
        let n = integral.addVariable("n", kind: .integer)
        integral.addConstraint(2 * n == 1) // LP relaxation feasible (n = 0.5), MILP not
        integral.minimize(LinearExpression(n))
        #expect(throws: SolverError.infeasible) { try solver.solve(integral) }
    }

    @Test("integer bounds that cross after rounding are infeasible, not invalid")
    func crossingIntegerBounds() {
        var program = LinearProgram()
        program.addVariable("n", lowerBound: 0.2, upperBound: 0.8, kind: .integer)
        #expect(throws: SolverError.infeasible) { try solver.solve(program, options: misuse) }
    }

    @Test("unbounded LP and MILP")
    func unbounded() {
        var program = LinearProgram()
        let x = program.addVariable("x")
        let y = program.addVariable("y")
        program.addConstraint(x - y <= 1)
        program.maximize(x + y)
        #expect(throws: SolverError.unbounded) { try solver.solve(program) }
        program[x].kind = .integer
        #expect(throws: SolverError.unbounded) { try solver.solve(program) }
    }

    @Test("invalid models are rejected before GLPK is called", arguments: InvalidCase.allCases)
    func invalidModel(_ invalid: InvalidCase) {
        let program = invalid.program
        #expect(throws: SolverError.self) { try program.validate() }
        do {
            _ = try solver.solve(program, options: misuse)
            Issue.record("expected invalidModel")
        } catch {
            guard case .invalidModel(let reason) = error else {
                Issue.record("expected invalidModel, got \(error)")
                return
            }
            #expect(reason.contains(invalid.reasonFragment), "reason: \(reason)")
        }
    }

    @Test("invalid options are rejected")
    func invalidOptions() {
        let (program, _, _) = textbookLP()
        let options = SolveOptions(lexicographicTolerance: LexicographicTolerance(absolute: .nan))
        #expect(throws: SolverError.self) { try solver.solve(program, options: options) }
        #expect(throws: SolverError.self) { try solver.solve(program, options: SolveOptions(timeLimit: .zero)) }
    }

    @Test("GLPK misuse returns glpkFailure, and the same thread solves normally afterwards")
    func misuseIsCaught() throws {
        let thread = pthread_self()
        let (program, x, y) = textbookLP()
        #expect(throws: SolverError.glpkFailure(code: SolverError.fatalErrorCode)) {
            try solver.solve(program, options: misuse)
        }
        let (milp, _) = knapsackMILP()
        #expect(throws: SolverError.glpkFailure(code: SolverError.fatalErrorCode)) {
            try solver.solve(milp, options: misuse)
        }
        let solution = try solver.solve(program)
        #expect(pthread_equal(thread, pthread_self()) != 0, "no await: still the same thread")
        #expect(isClose(solution[x], 2) && isClose(solution[y], 6))
        #expect(areClose(try solver.solve(milp).objectiveValues, [13]))
    }
}

/// Programs that ``LinearProgram/validate()`` must reject.
enum InvalidCase: CaseIterable, Sendable, CustomTestStringConvertible {
    case nanCoefficient, infiniteCoefficient, nanBound, crossedVariableBounds, crossedRowBounds
    case infiniteLowerBound, foreignVariable, nanObjective, infiniteConstant

    var testDescription: String { "\(self)" }

    var reasonFragment: String {
        switch self {
        case .nanCoefficient, .infiniteCoefficient, .nanObjective: "coefficient"
        case .nanBound: "NaN bound"
        case .crossedVariableBounds, .crossedRowBounds: "lower bound"
        case .infiniteLowerBound: "no finite value"
        case .foreignVariable: "uses variable 5"
        case .infiniteConstant: "constant"
        }
    }

    var program: LinearProgram {
        var program = LinearProgram()
        let x = program.addVariable("x")
        let y = program.addVariable("y")
        program.minimize(x + y)
        switch self {
        case .nanCoefficient: program.addConstraint(Double.nan * x + y <= 1)
        case .infiniteCoefficient: program.addConstraint(Double.infinity * x <= 1)
        case .nanBound: program.addConstraint(x + y <= .nan)
        case .crossedVariableBounds: program[x].lowerBound = 3; program[x].upperBound = 2
        case .crossedRowBounds: program.addConstraint(Constraint(x + y, lowerBound: 5, upperBound: 4))
        case .infiniteLowerBound: program[y].lowerBound = .infinity; program[y].upperBound = .infinity
        case .foreignVariable:
            var other = LinearProgram()
            let foreign = (0...5).map { other.addVariable("v\($0)") }
            program.addConstraint(x + foreign[5] >= 1)
        case .nanObjective: program.maximize(Double.nan * y)
        case .infiniteConstant: program.addConstraint(x + Double.infinity >= 1)
        }
        return program
    }
}
