// LargeInputStressTests.swift
// LayoutSourceTests
//
// Big inputs load: the benchmark shapes at 1,000,000 nodes (`layoutlab generate`'s files, written
// by BenchmarkShapes) read under the default view limit into exactly that many nodes, through
// the pipeline the commands use (one parse per file). Stress tier: tens of seconds each in a
// debug build. The view limit's refusal is in the default tier (ViewLimitTests.swift).

import BenchmarkShapes
import LayoutCore
import LayoutPipeline
import LayoutSource
import TestTiers
import Testing

@Suite(.tags(.stress), .stressTier) struct LargeInputStressTests {
    /// huge-nested: the 1M-node tree (stacks of 10, framed leaves); text-column: the most
    /// views per node (one VStack of 999,999 Texts).
    @Test(arguments: [BenchmarkShape.hugeNested, .textColumn])
    func `a generated 1M-node tree loads under the default view limit`(shape: BenchmarkShape) throws {
        var writer = BenchmarkSourceWriter(shape: shape, nodes: 1_000_000, seed: 1)
        let bundle = SourceBundle(writer.source(), fileName: "\(shape.rawValue).swift")
        #expect(bundle.viewLimit == SourceBundle.defaultViewLimit)
        let read = try SourceReading.read(bundle)
        #expect(read.tree.count == 1_000_000)
        #expect(read.warnings.isEmpty)
    }
}
