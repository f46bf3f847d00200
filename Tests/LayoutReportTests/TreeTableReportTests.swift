// TreeTableReportTests.swift
// LayoutReportTests

import LayoutCore
import LayoutReport
import Testing

@Suite struct TreeTableReportTests {
    /// Frames only: the warnings are WarningsReport's, for standard error.
    @Test func fixtureTable() throws {
        let table = TreeTableReport().render(tree: try Fixture.tree(), result: Fixture.result())
        let expected = """
            kind            id     frame                             proposal
            ZStack          -      (0, 47) 390×763                   (390, 763)
              Text          t      (152.333, 418.333) 85.333×20.333  (390, 763)
              overlay       -      (95, 378.5) 200×100               (390, 763)
                Rectangle   -      (95, 378.5) 200×100               (200, 100)
                Color       c      (120.5, 400) 50×25                (50, 25)
              ViewThatFits  v      (10, 60) 60×20.333                (390, 763)
                HStack      -      (10, 60) 0×0                      hidden
                Text        -      (10, 60) 46.545×20.333            (60, 763)
              Rectangle     -      (0, 47) 390×763                   (inf, nil)
              Color         x&<y>  (400, 10) 30×30                   (30, 30)

            """
        #expect(table == expected)
    }

    @Test func indentationStopsAtTheLimitAndShowsTheDepth() throws {
        let (tree, result) = try Fixture.paddingChain(depth: 3)
        let table = TreeTableReport(maxIndentDepth: 1).render(tree: tree, result: result)
        let expected = """
            kind             id  frame       proposal
            padding          -   (0, 0) 0×0  (0, 0)
              padding        -   (0, 0) 0×0  (0, 0)
              [2] padding    -   (0, 0) 0×0  (0, 0)
              [3] Rectangle  -   (0, 0) 0×0  (0, 0)

            """
        #expect(table == expected)
    }

    @Test func unreportedRootGivesTheHeaderOnly() throws {
        var builder = ViewTreeBuilder()
        let root = builder.add(.divider)
        let tree = try builder.finish(root: root)
        let result = LayoutResult(
            engine: "reference", proposal: .zero, scale: 1, diagnostics: [],
            nodes: [.unreported])
        #expect(TreeTableReport().render(tree: tree, result: result) == "kind  id  frame  proposal\n")
    }
}
