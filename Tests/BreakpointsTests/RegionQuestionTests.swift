// RegionQuestionTests.swift
// BreakpointsTests
//
// Two parameters at once (`breakpoints --width A...B --height C...D`, Breakpoints.md "Two
// parameters"): the region MILP's answers on the toolbar against the reference engine sampled
// on a (W, H) grid (the title) and against the one-parameter walk at each sampled height (the
// short label, whose truncation depends on H too).

import Breakpoints
import ConstraintEngine
import LayoutCore
import LayoutDSL
import Testing

@Suite("Breakpoints: region questions over (W, H)")
struct RegionQuestionTests {
    /// From W = 20: below about 16 pt the ViewThatFits is offered width 0, TEXT-4's zero-width
    /// case, a decision one compile keeps fixed (the coverage proof refuses a box across it).
    static let box = RegionBox(width: 20...400, height: 10...100)

    static func analyse() throws -> (ViewTree, RegionAnalysis) {
        let tree = try ToolbarTruncationTests.toolbar()
        let analysis = try RegionQuestion.analyse(
            tree, configuration: Support.configuration(Support.mono, height: 44), box: box, checks: [.truncation])
        return (tree, analysis)
    }

    @Test(
        "TEXT-4 a region question without a ViewThatFits: a Text's truncation over (W, H), witness checked on the reference engine"
    )
    func plainText() throws {
        let tree = try ViewTree { Text("Weekly digest").lineLimit(1) }
        // From W = 1: at W = 0 TEXT-4's zero-width case changes the layout (a decision the
        // coverage check reports).
        let analysis = try RegionQuestion.analyse(
            tree, configuration: Support.configuration(Support.mono, height: 44),
            box: RegionBox(width: 1...200, height: 10...100), checks: [.truncation])
        let finding = try #require(analysis.findings.first)
        // "Weekly digest" is 13 × 7.757575 wide: truncated below that (TEXT-3's 1e-7).
        // The strict row `W < 100.8484749` is written with its margin (1e-6 of the row's
        // magnitude over the bounds, about 3e-4 pt here): the largest violating W found lies
        // within it below the truth (Breakpoints.md, "Two parameters", Limits).
        let truth = 13 * 7.757575 - 1e-7
        #expect(finding.violation.width.upperBound <= truth + 1e-9)
        #expect(truth - finding.violation.width.upperBound < 1e-3)
        #expect(abs(finding.violation.width.lowerBound - 1) < 1e-6)
        let (w, h) = finding.violation.witness
        let frame = Support.reference(tree, at: w, measurer: Support.mono, height: h).nodes[0].frame
        #expect(Support.mono.width("Weekly digest", font: .body) > frame.size.width + 1e-7)
    }

    @Test(
        "TEXT-4 toolbar title: truncated somewhere, within W ∈ [20, 202.8484749] × H ∈ [10, 100], as the reference engine's grid says"
    )
    func titleAgainstReferenceGrid() throws {
        let (tree, analysis) = try Self.analyse()
        let title = try #require(tree.nodes.indices.first { tree.nodes[$0].label == "title" })
        let path = tree.path(of: title, parents: tree.parents())
        let finding = try #require(analysis.findings.first { $0.node == path })
        #expect(abs(finding.violation.width.lowerBound - 20) < 1e-6)
        // Within the strict row's margin below the truth (1e-6 of its magnitude over the box,
        // about 5e-4 pt here), as in `plainText`.
        let truth = 202.8484749
        #expect(finding.violation.width.upperBound <= truth + 1e-9)
        #expect(truth - finding.violation.width.upperBound < 1e-3)
        #expect(abs(finding.violation.height.lowerBound - 10) < 1e-6)
        #expect(abs(finding.violation.height.upperBound - 100) < 1e-6)
        // Every grid point the reference engine calls truncated lies in the box found.
        for w in stride(from: 20.0, through: 400, by: 5) {
            for h in stride(from: 10.0, through: 100, by: 10) {
                let frame = Support.reference(tree, at: w, measurer: Support.mono, height: h)
                    .node(labelled: "title", in: tree)!.frame
                let truncated = Support.mono.width("Weekly digest", font: .body) > frame.size.width + 1e-7
                if truncated {
                    #expect(
                        finding.violation.width.contains(w) && finding.violation.height.contains(h), "W \(w), H \(h)")
                }
            }
        }
        #expect(finding.confirmed)
    }

    @Test("TEXT-4 toolbar: every truncation the one-parameter walk finds at a sampled height lies in the region's box")
    func againstWalkPerHeight() throws {
        let (tree, analysis) = try Self.analyse()
        for h in stride(from: 10.0, through: 100, by: 15) {
            let walk = try Support.walk(tree, Self.box.width, measurer: Support.mono, height: h)
            for violation in LayoutChecks.violations([.truncation], of: walk, tree: tree) {
                let finding = analysis.findings.first { $0.node == violation.node }
                #expect(finding != nil, "H \(h): \(violation.node) truncates in the walk but not in the region")
                guard let box = finding?.violation else { continue }
                #expect(box.height.lowerBound <= h + 1e-6 && h <= box.height.upperBound + 1e-6)
                for interval in violation.intervals {
                    #expect(box.width.lowerBound <= interval.lowerBound + 1e-5)
                    #expect(interval.upperBound <= box.width.upperBound + 1e-3) // the strict margin
                }
            }
        }
    }
}
