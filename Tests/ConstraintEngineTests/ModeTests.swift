// ModeTests.swift
// ConstraintEngineTests
//
// The modes `exact`, `lp-only` and `per-container` on the bundled examples and on a stack whose
// children have mixed minimums (where water-filling and HSTACK-3's greedy split differ).

import ConstraintEngine
import CustomLayout
import DifferentialTestSupport
import Foundation
import LayoutCore
import LayoutDifferential
import LinearProgramming
import ReferenceEngine
import Testing

@Suite("Constraint engine modes")
struct ModeTests {
    static let exampleFiles = ["HelloWorld.swift", "BorderExample.swift", "IconDemo.swift", "FlowLayout.swift"]

    @Test(
        "CORE-9 exact and per-container reproduce the reference frames on every bundled example",
        arguments: exampleFiles, [ConstraintMode.exact, .perContainer])
    func examples(file: String, mode: ConstraintMode) throws {
        let source = try String(contentsOf: examplesDirectory.appendingPathComponent(file), encoding: .utf8)
        let tree = try parse(source)
        let config = configuration()
        let reference = ReferenceEngine(configuration: config).layout(tree)
        let constraint = try ConstraintEngine(configuration: config, mode: mode).layout(tree)
        expectAgreement(tree, reference, constraint.result)
        #expect(!constraint.solves.isEmpty)
        #expect(constraint.solves.allSatisfy { $0.status == "optimal" })
    }

    /// Mixed minimums, where water-filling and the greedy split differ: `maxWidth: 100`
    /// beside `minWidth: 100` in 150 pt.
    static let mixedMinimums = """
        HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).id("a")
            Color.blue.frame(minWidth: 100).id("b")
        }
        """

    @Test("HSTACK-3 exact: the greedy split gives 75 + 100 and overflows 150")
    func greedyOverflow() throws {
        let tree = try parse(Self.mixedMinimums)
        let result = try ConstraintEngine(configuration: configuration(width: 150, height: 50)).layout(tree).result
        #expect(frame(result, "a", in: tree)?.size.width == 75)
        #expect(frame(result, "b", in: tree)?.size.width == 100)
    }

    @Test("HSTACK-3 lp-only: water-filling gives 50 + 100, a counted disagreement with the greedy split")
    func waterFilling() throws {
        let tree = try parse(Self.mixedMinimums)
        let layout = try ConstraintEngine(configuration: configuration(width: 150, height: 50), mode: .lpOnly).layout(
            tree)
        let a = try #require(frame(layout.result, "a", in: tree)), b = try #require(frame(layout.result, "b", in: tree))
        #expect(abs(a.size.width - 50) < 1e-9)
        #expect(abs(b.size.width - 100) < 1e-9)
        #expect(layout.solves.contains { $0.scope.hasPrefix("water-fill") })
    }

    @Test("HSTACK-3 lp-only equals the greedy split when every minimum is 0")
    func waterFillingAgreesWithZeroMinimums() throws {
        let tree = try parse(
            """
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 40).id("a")
                Color.green.id("b")
                Color.blue.frame(maxWidth: 300).id("c")
            }
            """)
        let config = configuration(width: 200, height: 50)
        let exact = try ConstraintEngine(configuration: config).layout(tree).result
        let lpOnly = try ConstraintEngine(configuration: config, mode: .lpOnly).layout(tree).result
        // The frames are equal; the proposals are not, by design: HSTACK-3's sequential split
        // offers the `maxWidth: 40` child 200 / 3 pt (it takes 40), water-filling offers each
        // child its final share (40). So this compares frames only.
        expectAgreement(tree, exact, lpOnly, policy: .framesOnly)
        #expect(frame(exact, "a", in: tree)?.size.width == 40)
        #expect(abs((frame(exact, "b", in: tree)?.size.width ?? 0) - 80) < 1e-9)
    }

    @Test("per-container solves one LP per segment of a container's rows; exact solves one for the tree")
    func solveRecords() throws {
        let tree = try parse("VStack { Text(\"Hello\"); HStack { Color.red; Color.blue.frame(width: 20) } }")
        let exact = try ConstraintEngine(configuration: configuration()).layout(tree)
        #expect(exact.solves.count == 1)
        #expect(exact.solves[0].scope == "tree")
        #expect(exact.solves[0].rows == exact.program.constraints.count)
        #expect(exact.solves[0].columns == exact.program.variables.count)
        #expect(exact.solves[0].binaries == 0)
        let perContainer = try ConstraintEngine(configuration: configuration(), mode: .perContainer).layout(tree)
        #expect(perContainer.solves.count > 1)
        expectAgreement(tree, exact.result, perContainer.result)
    }
}
