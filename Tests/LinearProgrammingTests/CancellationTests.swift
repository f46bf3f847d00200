// CancellationTests.swift
// LinearProgrammingTests
//
// GLPK's floating-point simplex on a row over a value that cancels: w = 3e9 + 8 + 1/3 + 8 and
// r = w − 8 − 8 − 3e9, which is 1/3 exactly but about 1.6e-7 off once w is rounded to a
// Double. GLPK's primal feasibility tolerance is 1e-7 (plus 1e-10 of the bound), so a row
// `r ≤ 1/3` with only relative room fails from the known basis although the program is
// feasible (glp_exact agrees). Room for the rounding of the magnitude r was computed from (the
// constraint engine's "Rounding room", ConstraintEncoding.md) makes it pass.

import LinearProgramming
import Testing

@Suite("Rows over values that cancel")
struct CancellationTests {
    let solver = GLPKSolver()
    static let third = 1.0 / 3

    /// Columns a = 8, b = 1/3, c = 8 (fixed), w, r (free); rows: w's and r's definitions, then
    /// `b − r ≥ −room`. The only point has r = 1/3.
    static func program(room: Double) -> SparseLinearProgram {
        var program = SparseLinearProgram()
        let a = program.addColumn(lowerBound: 8, upperBound: 8)
        let b = program.addColumn(lowerBound: third, upperBound: third)
        let c = program.addColumn(lowerBound: 8, upperBound: 8)
        let w = program.addColumn(lowerBound: -.infinity, upperBound: .infinity)
        let r = program.addColumn(lowerBound: -.infinity, upperBound: .infinity)
        program.addEntry(a, -1); program.addEntry(b, -1); program.addEntry(c, -1); program.addEntry(w, 1)
        program.endRow(lowerBound: 3e9, upperBound: 3e9)
        program.addEntry(a, 1); program.addEntry(c, 1); program.addEntry(w, -1); program.addEntry(r, 1)
        program.endRow(lowerBound: -3e9, upperBound: -3e9)
        program.addEntry(b, 1); program.addEntry(r, -1)
        program.endRow(lowerBound: -room, upperBound: .infinity)
        return program
    }

    /// w and r basic, the definitions at their value, the condition row basic: the optimal basis.
    static var knownBasis: SolveOptions {
        var options = SolveOptions()
        options.basisHint = BasisHint(
            basicVariables: [false, false, false, true, true], basicConstraints: [false, false, true])
        return options
    }

    /// 1e-9 of the row's own magnitude, |b| + |r|.
    static let relativeRoom = 1e-9 * (2 * third)
    /// Twice 8 units of rounding of the magnitude r is computed from, 3e9 + 16 + 1/3 + 3e9 + 16
    /// (once for the forward values, once for GLPK's solve), on top of the relative room.
    static let roundingRoom = relativeRoom + 2 * 8 * Double.ulpOfOne * (6e9 + 32 + third)

    @Test("with relative room only, GLPK misses the row by 1.6e-7 from the known basis: infeasible")
    func relativeRoomIsTooTight() {
        #expect(throws: SolverError.infeasible) {
            try solver.solve(Self.program(room: Self.relativeRoom), options: Self.knownBasis)
        }
    }

    @Test("the same program is feasible in rational arithmetic: glp_exact finds r = 1/3")
    func exactArithmeticAgrees() throws {
        // From the standard basis the floating-point simplex happens to stop at a basis that
        // passes; glp_exact then re-solves it exactly.
        let solution = try solver.solve(
            Self.program(room: Self.relativeRoom), options: SolveOptions(exactRecheck: true))
        #expect(solution.status == .optimal)
        #expect(solution.values[4] == Self.third)
    }

    @Test("with room for the rounding of 6e9, the known basis is optimal and r is 1/3 within 2e-7")
    func roundingRoomPasses() throws {
        #expect(Self.roundingRoom > 2e-5 && Self.roundingRoom < 3e-5)
        let solution = try solver.solve(Self.program(room: Self.roundingRoom), options: Self.knownBasis)
        #expect(solution.status == .optimal)
        #expect(abs(solution.values[4] - Self.third) < 2e-7)
        #expect(solution.values[3] == 3_000_000_016.333_333_5)
    }
}
