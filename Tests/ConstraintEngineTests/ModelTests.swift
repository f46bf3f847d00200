// ModelTests.swift
// ConstraintEngineTests
//
// The model itself: real variables, certificate rows that bind, and failures that are typed.

import ConstraintEngine
import LayoutCore
import LinearProgramming
import Testing

@Suite("Constraint model")
struct ModelTests {
    @Test("CORE-9 the model has a variable per size, proposal and position, and certificate rows")
    func modelShape() throws {
        // Text in a 50-pt frame: the line count is a certified branch (TEXT-3/4).
        let tree = try parse("Text(\"Hello world\").frame(width: 50)")
        let program = try ConstraintEngine(configuration: configuration()).program(for: tree)
        #expect(program.variables.count >= 8) // positions, proposals and answers
        let certificates = program.constraints.filter { $0.name?.hasPrefix("def_") == false }
        #expect(certificates.contains { $0.name?.hasPrefix("TEXT") == true })
        let text = program.cplexLPText()
        #expect(text.contains("Subject To"))
    }

    @Test("CORE-9 certificate rows bind: moving the text's proposal past its breakpoint is infeasible")
    func certificatesBind() throws {
        // At 50 pt "Hello world" (85.333 pt on one line) wraps to 2 lines; the rows certify W ≤ 85.333
        // and the interval of W in which the greedy breaking gives the same 2 lines.
        let tree = try parse("Text(\"Hello world\").frame(width: 50)")
        let program = try ConstraintEngine(configuration: configuration()).program(for: tree)
        let solved = try GLPKSolver().solve(program)
        let proposal = try #require(program.variables.firstIndex { $0.name == "n1_0_pw" })
        #expect(abs(solved.values[proposal] - 50) < 1e-9)
        // Placement proposes the text 50 again and a shared-instance row (HSTACK-6) says so; the
        // copies below leave those rows out to isolate the text's own certificates.
        // Same model with the text proposed 60 instead (still 2 lines): feasible, width 60.
        let at60 = try GLPKSolver().solve(redefining(program, proposal, as: 60))
        #expect(abs(at60.values[proposal] - 60) < 1e-9)
        // Proposed 100: one line would be right, so the certified branch fails.
        #expect(throws: SolverError.infeasible) { try GLPKSolver().solve(redefining(program, proposal, as: 100)) }
    }

    /// `program` with variable `index` fixed at `value` (its bounds, or its defining row when it has
    /// one), without the HSTACK-6 rows that tie shared instances to their other proposals.
    private func redefining(_ program: LinearProgram, _ index: Int, as value: Double) -> LinearProgram {
        var copy = LinearProgram()
        for (i, v) in program.variables.enumerated() {
            // A variable defined by a constant is a fixed column (its bounds are the definition).
            let fixed = i == index && v.lowerBound == v.upperBound
            copy.addVariable(
                v.name, lowerBound: fixed ? value : v.lowerBound, upperBound: fixed ? value : v.upperBound,
                kind: v.kind)
        }
        let definition = "def_" + (program.variables[index].name ?? "")
        for c in program.constraints {
            if c.name?.hasPrefix("HSTACK6") == true { continue }
            if c.name == definition {
                copy.addConstraint(LinearExpression(Variable(index: index)) == value, name: definition)
            } else {
                copy.addConstraint(c, name: c.name)
            }
        }
        return copy
    }

    @Test("TEXT-4 the answer of a wrapped text is the proposed width, not a constant")
    func wrappedWidthIsTheProposal() throws {
        let tree = try parse("Text(\"Hello world\").frame(width: 50).id(\"f\")")
        let result = try ConstraintEngine(configuration: configuration()).layout(tree).result
        let f = try #require(frame(result, "f", in: tree))
        #expect(f.size.width == 50)
        let text = result.nodes[1].frame
        #expect(abs(text.size.width - 50) < 1e-9)
        #expect(abs(text.size.height - 40.666666) < 1e-5)
    }

    @Test("ConstraintEngineError names the scope when the solver fails")
    func errorDescription() {
        let error = ConstraintEngineError.solver(.infeasible, scope: "tree")
        #expect(error.description.contains("tree"))
        let unsupported = ConstraintEngineError.unsupported(construct: "X", path: "0.1")
        #expect(unsupported.description.contains("0.1"))
    }
}
