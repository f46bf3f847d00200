// ToolbarTruncationTests.swift
// BreakpointsTests
//
// The toolbar `HStack { Text("Weekly digest").lineLimit(1); Spacer(); ViewThatFits { … } }` at
// height 44: the title truncates (TEXT-4: fewer lines shown than needed at its laid-out width)
// on two intervals, the second one where ViewThatFits switches to the longer label (VTF-2). The
// truth is re-established by bisection on the reference engine.

import Breakpoints
import LayoutCore
import LayoutDSL
import ReferenceEngine
import Testing
import TextMeasurement

@Suite("Breakpoints: the toolbar's truncation intervals")
struct ToolbarTruncationTests {
    static func toolbar() throws -> ViewTree {
        try ViewTree {
            HStack {
                Text("Weekly digest").lineLimit(1).id("title")
                Spacer()
                ViewThatFits {
                    Text("Mark as read")
                    Text("Read")
                }
            }
        }
    }

    /// The title is truncated at `w` on the reference engine: its whole string is wider than
    /// its laid-out width (TEXT-3's tolerance), so it needs a second line its limit hides.
    static func truncated(_ tree: ViewTree, _ w: Double, _ measurer: any TextMeasurer) -> Bool {
        let frame = Support.reference(tree, at: w, measurer: measurer, height: 44).node(labelled: "title", in: tree)!
            .frame
        return measurer.width("Weekly digest", font: .body) > frame.size.width + 1e-7
    }

    static func check(_ measurer: any TextMeasurer, expected: [ClosedRange<Double>]) throws {
        let tree = try toolbar()
        let analysis = try Support.walk(tree, 0...400, measurer: measurer, height: 44)
        let title = try #require(tree.nodes.indices.first { tree.nodes[$0].label == "title" })
        let titlePath = tree.path(of: title, parents: tree.parents())
        let violations = LayoutChecks.violations([.truncation], of: analysis, tree: tree)
        let intervals = try #require(violations.first { $0.node == titlePath }).intervals
        let truth = Support.truth(0...400, step: 0.5) { truncated(tree, $0, measurer) }
        #expect(intervals.count == truth.count)
        #expect(truth.count == expected.count)
        for (found, (true_, given)) in zip(intervals, zip(truth, expected)) {
            #expect(abs(found.lowerBound - true_.lowerBound) < 1e-6)
            #expect(abs(found.upperBound - true_.upperBound) < 1e-6)
            #expect(abs(found.lowerBound - given.lowerBound) < 1e-6)
            #expect(abs(found.upperBound - given.upperBound) < 1e-6)
        }
    }

    @Test("mono 7.757575 × 20.333333: W < 140.8484749 and 196 ≤ W < 202.8484749")
    func mono() throws {
        try Self.check(Support.mono, expected: [0...140.8484749, 196...202.8484749])
    }

    @Test("Inter (default metrics): W < 154.9142613 and 208 ≤ W < 214.9142613")
    func inter() throws {
        try Self.check(FontTableMeasurer(), expected: [0...154.9142613, 208...214.9142613])
    }

    @Test("every 0.01 pt of [120, 220] (mono): the reference engine's frames equal the piece formulas")
    func sampledEveryHundredth() throws {
        let tree = try Self.toolbar()
        let analysis = try Support.walk(tree, 120...220, measurer: Support.mono, height: 44)
        var mismatches: [String] = []
        for step in 0...10_000 {
            let w = 120 + Double(step) / 100
            let result = Support.reference(tree, at: w, measurer: Support.mono, height: 44)
            // At a breakpoint the layout is one of the two neighbours'.
            let problems = analysis.pieces.filter { w >= $0.from - 1e-9 && w <= $0.to + 1e-9 }
                .map { GeneratedTreeTests.compare($0, result, at: w) }
            if !problems.contains(where: { $0 == nil }) { mismatches.append("W = \(w): \(problems)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
        #expect(analysis.pieces.count == 6)
    }
}
