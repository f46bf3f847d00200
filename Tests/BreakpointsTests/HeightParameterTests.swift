// HeightParameterTests.swift
// BreakpointsTests
//
// The root height as the parameter W (the width fixed): a wrapping Text above a Color loses lines
// as the height shrinks (TEXT-4's `fit`), and generated trees' pieces equal the reference engine's
// frames inside every piece.

import Breakpoints
import ConstraintEngine
import LayoutCore
import LayoutDSL
import LayoutDifferential
import Testing
import TextMeasurement

@Suite("Breakpoints: the root height as the parameter")
struct HeightParameterTests {
    static func walk(_ tree: ViewTree, _ interval: ClosedRange<Double>, width: Double, measurer: any TextMeasurer)
        throws -> BreakpointAnalysis
    {
        let compiler = SymbolicRootCompiler(
            configuration: Support.configuration(measurer, height: nil), fixed: width, axis: .vertical)
        return try BreakpointWalker(compiler: compiler).walk(tree, over: interval)
    }

    @Test(
        "VStack { Text(4 × 10 graphemes); Color } at width 100: the Text shows fewer than 4 lines for H ≤ 175.9999998")
    func wrappingText() throws {
        let tree = try ViewTree {
            VStack {
                Text("abcdefghij abcdefghij abcdefghij abcdefghij").id("text")
                Color.red
            }
        }
        let analysis = try Self.walk(tree, 0...300, width: 100, measurer: Support.mono)
        let text = try #require(tree.nodes.indices.first { tree.nodes[$0].label == "text" })
        let path = tree.path(of: text, parents: tree.parents())
        let truncation = LayoutChecks.violations([.truncation], of: analysis, tree: tree).first { $0.node == path }
        // The truth, by bisection on the reference engine: fewer than the 4 lines it needs at width
        // 100 (10 graphemes of 7.757575 per line).
        let truth = Support.truth(0...300, step: 0.5) { h in
            let compiler = SymbolicRootCompiler(
                configuration: Support.configuration(Support.mono, height: nil), fixed: 100, axis: .vertical)
            let frame = ReferenceEngineAdapter.layout(tree, compiler.configuration(at: h)).nodes[text].frame
            return frame.size.height < 4 * 21 - 1e-9
        }
        let intervals = try #require(truncation).intervals
        #expect(intervals.count == truth.count)
        for (found, expected) in zip(intervals, truth) {
            #expect(abs(found.lowerBound - expected.lowerBound) < 1e-6)
            #expect(abs(found.upperBound - expected.upperBound) < 1e-6)
        }
        #expect(truth.count == 1)
        #expect(abs(intervals[0].upperBound - 175.9999998) < 1e-6)
        #expect(analysis.breakpoints.count == 5)
    }

    @Test("24 generated trees, height in [0, 800] at width 390: frames equal the reference engine's inside every piece")
    func generatedTrees() throws {
        var trees = 0
        for seed in UInt64(0)..<24 {
            let profile = GeneratedTreeTests.profiles[Int(seed % 3)]
            let generated = TreeGenerator(profile: profile, limits: GeneratorLimits(maxNodes: 15, maxDepth: 6))
                .generate(seed: seed)
            let measurer = generated.textMetrics.measurer
            let analysis: BreakpointAnalysis
            do {
                analysis = try Self.walk(generated.tree, 0...800, width: 390, measurer: measurer)
            } catch SymbolicLayoutError
                .notAffine
            { continue }
            trees += 1
            let compiler = SymbolicRootCompiler(
                configuration: Support.configuration(measurer, height: nil), fixed: 390, axis: .vertical)
            for piece in analysis.pieces where piece.to - piece.from > 1e-6 {
                for t in [0.25, 0.5, 0.75] {
                    let h = piece.from + t * (piece.to - piece.from)
                    let result = ReferenceEngineAdapter.layout(generated.tree, compiler.configuration(at: h))
                    let problem = GeneratedTreeTests.compare(piece, result, at: h)
                    #expect(problem == nil, "seed \(seed) at H = \(h): \(problem ?? "")")
                }
            }
        }
        #expect(trees >= 20)
    }
}
