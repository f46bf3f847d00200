// RigidSizeTests.swift
// ConstraintEngineTests
//
// HSTACK-6 across proposals in the constraint engine (RigidSizes.swift): a node whose size is
// the same at every proposal is computed once in `exact` mode and its size variables answer
// every later proposal. Counts of computed answers and model rows, and the layout against the
// reference engine's (frames and proposals): exact numbers, the same on every machine.

import ConstraintEngine
import DifferentialTestSupport
import LayoutCore
import Testing

@Suite("HSTACK-6 rigid sizes in the constraint engine")
struct RigidSizeTests {
    /// Size questions asked, answers computed and rows of `source`'s model in `mode`; in `exact`
    /// mode after checking the layout against the reference engine's (`lp-only`'s proposals
    /// differ by design: Documentation/ConstraintEncoding.md, "Modes").
    func counts(_ source: String, mode: ConstraintMode = .exact) throws -> (queries: Int, computed: Int, rows: Int) {
        let tree = try parse(source)
        if mode == .exact { crossChecked(tree, configuration(), mode: mode) }
        let counter = QueryCounter()
        let layout = try ConstraintEngine(configuration: configuration(), mode: mode).layout(tree, tracer: counter)
        return (counter.queries, counter.computed, layout.program.constraints.count)
    }

    /// Two levels of stacks over fixed frames, a padding, an offset and a ZStack: 14 nodes.
    static let nested = """
        HStack(spacing: 0) {
            VStack(spacing: 0) {
                Color.gray.frame(width: 10, height: 10)
                Color.gray.frame(width: 20, height: 5).padding(3)
            }
            VStack(spacing: 2) {
                Color.gray.frame(width: 10, height: 10).offset(x: 4)
                ZStack { Color.gray.frame(width: 7, height: 7) }
            }
        }
        """

    @Test("HSTACK-6: nested stacks of fixed frames compute every node once and agree with the reference engine")
    func everyNodeOnce() throws {
        #expect(try parse(Self.nested).count == 14)
        let exact = try counts(Self.nested)
        #expect(exact.computed == 14)
        #expect(exact.queries == 63)
        #expect(exact.rows == 45)
    }

    @Test("HSTACK-6: lp-only asks every proposal again (rigid sizes are an exact-mode fact)")
    func otherModesAskAgain() throws {
        let exact = try counts(Self.nested)
        let lpOnly = try counts(Self.nested, mode: .lpOnly)
        #expect(lpOnly.queries == 119)
        #expect(lpOnly.computed == 75)
        #expect(lpOnly.computed > exact.computed)
    }

    @Test(
        "HSTACK-6: a fixed frame is computed once; over a GeometryReader, flexible or invalid (FRAME-1) it is not rigid",
        arguments: [
            // The HStack once, the frame once, its Color once, the Text at its HSTACK-2 probes
            // and its share.
            ("Color.red.frame(width: 10, height: 10)", 6),
            ("GeometryReader { _ in Color.red }.frame(width: 10, height: 10)", 9),
            ("Color.red.frame(minWidth: 10, maxWidth: 10, minHeight: 10, maxHeight: 10)", 8),
            ("Color.red.frame(width: -1, height: 10)", 10),
        ])
    func rigidOrNot(view: String, computed: Int) throws {
        // The view beside a Text, in a stack asked at several proposals: a rigid view is
        // computed once, one that is not at each distinct proposal it gets.
        let source = "HStack { \(view)\nText(\"alpha beta\") }"
        let result = try counts(source)
        #expect(result.computed == computed)
    }
}
