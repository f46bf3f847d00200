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
        #expect(program.variables.count >= 8)            // positions, proposals and answers
        let certificates = program.constraints.filter { $0.name?.hasPrefix("def_") == false }
        #expect(certificates.contains { $0.name?.hasPrefix("TEXT") == true })
        let text = program.cplexLPText()
        #expect(text.contains("Subject To"))
    }

    @Test("CORE-9 certificate rows bind: forcing the text's proposal past its breakpoint is infeasible")
    func certificatesBind() throws {
        // At 50 pt "Hello world" is 2 lines; the rows say the width is below the one-line width.
        let tree = try parse("Text(\"Hello world\").frame(width: 50)")
        var program = try ConstraintEngine(configuration: configuration()).program(for: tree)
        let solved = try GLPKSolver().solve(program)
        let proposal = try #require(program.variables.firstIndex { $0.name?.hasSuffix("_pw") == true && $0.name?.hasPrefix("n1_") == true })
        #expect(abs(solved.values[proposal] - 50) < 1e-9)
        // Override the frame's width row: the text branch (two lines) no longer holds at 100.
        let definition = try #require(program.constraints.firstIndex { $0.name == "def_" + (program.variables[proposal].name ?? "") })
        _ = definition
        program.addConstraint(LinearExpression(Variable(index: proposal)) == 100)
        #expect(throws: SolverError.infeasible) { try GLPKSolver().solve(program) }
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
