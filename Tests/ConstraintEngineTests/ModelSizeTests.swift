// ModelSizeTests.swift
// ConstraintEngineTests
//
// The model carries each fact once (ConstraintEncoding.md, "Model size"): a variable defined by
// a constant is a fixed column, placement reuses the instance measurement wrote, certificate
// rows are not repeated. None of this may change a frame.

import ConstraintEngine
import DifferentialTestSupport
import LayoutCore
import LinearProgramming
import ReferenceEngine
import Testing

@Suite("Model size: each fact once")
struct ModelSizeTests {
    /// Both engines on `source` (iPhone 13 Pro, mono text); expects CORE-7 agreement.
    func bothEngines(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> (reference: LayoutResult, constraint: ConstraintLayout, tree: ViewTree)
    {
        let tree = try parse(source)
        let reference = ReferenceEngine(configuration: configuration()).layout(tree)
        let constraint = try ConstraintEngine(configuration: configuration()).layout(tree)
        expectAgreement(tree, reference, constraint.result, source, sourceLocation: sourceLocation)
        return (reference, constraint, tree)
    }

    /// The frame of the node at `path` (`0.1.2`: child indices from the root).
    func frame(_ result: LayoutResult, at path: String, in tree: ViewTree) -> Rect? {
        let parents = tree.parents()
        return (0..<tree.count).first { tree.path(of: $0, parents: parents) == path }.map { result.nodes[$0].frame }
    }

    @Test("CORE-9 a variable defined by a constant is a fixed column (FRAME-2: the text is proposed 50), not a row")
    func constantDefinitionIsFixedColumn() throws {
        let tree = try parse("Text(\"Hello world\").frame(width: 50)")
        let program = try ConstraintEngine(configuration: configuration()).program(for: tree)
        let proposal = try #require(program.variables.first { $0.name == "n1_0_pw" })
        #expect(proposal.lowerBound == 50 && proposal.upperBound == 50)
        let definition = program.constraints.first { $0.name == "def_n1_0_pw" }
        #expect(definition == nil)
        // The root's proposal (390 × 763) is fixed the same way.
        let root = try #require(program.variables.first { $0.name == "n0_0_pw" })
        #expect(root.lowerBound == 390 && root.upperBound == 390)
        let solved = try GLPKSolver().solve(program)
        let index = try #require(program.variables.firstIndex { $0.name == "n1_0_pw" })
        #expect(solved.values[index] == 50)
    }

    @Test(
        "HSTACK-6 placement reuses the instance measurement wrote: stacks under padding and a fixed frame have no HSTACK-6 rows"
    )
    func placementReusesInstances() throws {
        let source = """
            VStack {
                Text("Hello")
                Rectangle().frame(width: 40)
                HStack { Color.red; Text("World").padding(4) }
            }
            .padding(8)
            .frame(width: 300)
            """
        let (_, constraint, tree) = try bothEngines(source)
        let program = try ConstraintEngine(configuration: configuration()).program(for: tree)
        let sharingRows = program.constraints.filter { ($0.name ?? "").hasPrefix("HSTACK6") }
        #expect(sharingRows.count == 0)
        // FRAME-2: the Rectangle in frame(width: 40) is proposed 40 wide and answers 40.
        let rectangle = try #require(frame(constraint.result, at: "0.0.0.1.0", in: tree))
        #expect(rectangle.size.width == 40)
    }

    @Test(
        "PROPOSAL-3 placement sanitises a negative proposal: padding(top: −16) under position proposes its Image 16 high"
    )
    func negativePlacementProposal() throws {
        // fixedSize(vertical) gives position a nil height, so its ideal height is the padding's
        // 0 − 16 = −16; position then proposes −16 to the padding in placement. PROPOSAL-3: the
        // padding receives the sanitised 0, in placement as in sizing, and proposes
        // 0 + 16 = 16 to the Image, as measurement did.
        let source = """
            Image("x")
                .resizable()
                .padding(EdgeInsets(top: -(16), leading: 16, bottom: 0, trailing: 0))
                .position(y: 0.1)
                .fixedSize(horizontal: false, vertical: true)
            """
        let (_, constraint, tree) = try bothEngines(source)
        let image = try #require(frame(constraint.result, at: "0.0.0.0", in: tree))
        #expect(abs(image.origin.x - -179) < 1e-9 && abs(image.origin.y - 420.6) < 1e-9)
        #expect(image.size.width == 374 && image.size.height == 16)
    }

    @Test(
        "CORE-9 certificate rows are written once: no two condition rows share expression and bounds",
        arguments: [
            "HStack { Text(\"a b c\"); Rectangle(); Text(\"d e\").padding(3); Color.blue }.frame(width: 120)",
            "VStack { HStack { Text(\"x\"); Spacer() }; HStack { Rectangle().frame(minWidth: 10); Text(\"y z\") } }.padding(5)",
            "HStack { VStack { Text(\"one two\"); Color.red }; VStack { Text(\"three\"); Circle() }; Text(\"four five six\") }",
        ])
    func rowsAreUnique(source: String) throws {
        let (_, constraint, _) = try bothEngines(source)
        var seen = Set<String>()
        for row in constraint.program.constraints {
            let terms = row.expression.sortedTerms.map { "\($0.variable.index):\($0.coefficient)" }.joined(
                separator: ",")
            let key = "\(terms)|\(row.expression.constant)|\(row.lowerBound)|\(row.upperBound)"
            #expect(seen.insert(key).inserted, "row \(row.name ?? "?") repeats an earlier row")
        }
        #expect(constraint.program.constraints.count >= 10)
    }
}
