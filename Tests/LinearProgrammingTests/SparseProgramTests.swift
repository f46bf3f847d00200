// SparseProgramTests.swift
// LinearProgrammingTests
//
// SparseLinearProgram: a feasibility LP written as flat rows, solved by GLPK in one call and
// validated like a LinearProgram before any C code runs.

import LinearProgramming
import Testing

@Suite("Sparse feasibility programs")
struct SparseProgramTests {
    let solver = GLPKSolver()

    /// x − y = 0, x + y = 6, y fixed at 3 by its bounds, plus x ≤ 5: the only point is (3, 3).
    func triangle() -> SparseLinearProgram {
        var program = SparseLinearProgram()
        let x = program.addColumn(lowerBound: -.infinity, upperBound: .infinity)
        let y = program.addColumn(lowerBound: 3, upperBound: 3)
        program.addEntry(x, 1); program.addEntry(y, -1)
        program.endRow(lowerBound: 0, upperBound: 0)
        program.addEntry(x, 1); program.addEntry(y, 1)
        program.endRow(lowerBound: 6, upperBound: 6)
        program.addEntry(x, 1)
        program.endRow(lowerBound: -.infinity, upperBound: 5)
        return program
    }

    @Test("a determined system solves to its point; statistics count rows, columns and nonzeros")
    func solvesDeterminedSystem() throws {
        let program = triangle()
        #expect(program.rowStart == [0, 2, 4, 5])
        let solution = try solver.solve(program)
        #expect(solution.status == .optimal)
        #expect(solution.values == [3, 3])
        #expect(solution.statistics.rows == 3 && solution.statistics.columns == 2 && solution.statistics.nonzeros == 5)
        #expect(solution.statistics.solverCalls == 1 && solution.statistics.levels == 0)
    }

    @Test("a basis hint that is optimal is accepted; a wrong-sized one is ignored")
    func basisHint() throws {
        var options = SolveOptions()
        // x basic, y fixed (non-basic), row 0 at its bound, rows 1 and 2 basic: three basic
        // variables for three rows, and the basis matrix is non-singular.
        options.basisHint = BasisHint(basicVariables: [true, false], basicConstraints: [false, true, true])
        #expect(try solver.solve(triangle(), options: options).values == [3, 3])
        options.basisHint = BasisHint(basicVariables: [true], basicConstraints: [true])
        #expect(try solver.solve(triangle(), options: options).values == [3, 3])
    }

    /// x + y = 4, 0 ≤ y ≤ 10, x ≤ `cap`; the hint makes x basic and y non-basic at 0, so the
    /// hinted point is (4, 0).
    func hintedAtFour(cap: Double) -> (SparseLinearProgram, SolveOptions) {
        var program = SparseLinearProgram()
        let x = program.addColumn(lowerBound: -.infinity, upperBound: .infinity)
        let y = program.addColumn(lowerBound: 0, upperBound: 10)
        program.addEntry(x, 1); program.addEntry(y, 1)
        program.endRow(lowerBound: 4, upperBound: 4)
        program.addEntry(x, 1)
        program.endRow(lowerBound: -.infinity, upperBound: cap)
        var options = SolveOptions()
        options.basisHint = BasisHint(basicVariables: [true, false], basicConstraints: [false, true])
        return (program, options)
    }

    @Test("a feasible hinted basis is the answer as it stands; one that misses a bound is pivoted away from")
    func hintedBasisCheckedWithinTheSimplexTolerance() throws {
        // Feasible as hinted: the point is the hint's.
        let (feasible, options) = hintedAtFour(cap: 5)
        #expect(try solver.solve(feasible, options: options).values == [4, 0])
        // x ≤ 2: the hint misses the bound by 2, the simplex moves y up to 2.
        let (missed, _) = hintedAtFour(cap: 2)
        let moved = try solver.solve(missed, options: options).values
        #expect(moved[0] <= 2 + 1e-9 && abs(moved[0] + moved[1] - 4) <= 1e-9)
        // Missed by 5e-7: within glp_warm_up's own 1e-6 but not the primal simplex's 1e-7, so
        // the hint is not taken as it stands.
        let (barely, _) = hintedAtFour(cap: 4 - 5e-7)
        let pivoted = try solver.solve(barely, options: options).values
        #expect(pivoted[0] <= 4 - 5e-7 + 1e-9 && pivoted[1] >= 5e-7 - 1e-9)
    }

    @Test("an infeasible system throws infeasible")
    func infeasible() {
        var program = triangle()
        let x = Variable(index: 0)
        program.addEntry(x, 1)
        program.endRow(lowerBound: 4, upperBound: .infinity) // x ≥ 4 against x = 3
        #expect(throws: SolverError.infeasible) { try solver.solve(program) }
    }

    @Test("invalid programs are rejected before GLPK runs", arguments: InvalidCase.allCases)
    func invalid(_ invalidCase: InvalidCase) {
        var program = SparseLinearProgram()
        let x = program.addColumn(lowerBound: 0, upperBound: .infinity)
        switch invalidCase {
        case .nanBound:
            program.addEntry(x, 1)
            program.endRow(lowerBound: .nan, upperBound: 1)
        case .crossedBounds:
            program.addColumn(lowerBound: 2, upperBound: 1)
        case .repeatedColumn:
            program.addEntry(x, 1); program.addEntry(x, 2)
            program.endRow(lowerBound: 0, upperBound: 1)
        case .unknownColumn:
            program.addEntry(Variable(index: 7), 1)
            program.endRow(lowerBound: 0, upperBound: 1)
        case .infiniteCoefficient:
            program.addEntry(x, .infinity)
            program.endRow(lowerBound: 0, upperBound: 1)
        case .unfinishedRow:
            program.addEntry(x, 1)
        }
        var options = SolveOptions()
        options._injectGLPKMisuse = true // if C code ran, this would fail differently
        #expect {
            try solver.solve(program, options: options)
        } throws: { error in
            guard case SolverError.invalidModel(let reason) = error else { return false }
            return reason.contains(invalidCase.expectedWords)
        }
    }

    enum InvalidCase: CaseIterable, Sendable {
        case nanBound, crossedBounds, repeatedColumn, unknownColumn, infiniteCoefficient, unfinishedRow

        var expectedWords: String {
            switch self {
            case .nanBound: "NaN bound"
            case .crossedBounds: "lower bound 2.0 > upper bound 1.0"
            case .repeatedColumn: "uses column 0 twice"
            case .unknownColumn: "uses column 7, but the program has 1"
            case .infiniteCoefficient: "coefficient inf"
            case .unfinishedRow: "after the last row"
            }
        }
    }
}
