// LargeInputStressTests.swift
// LayoutSourceTests
//
// Big inputs load: the benchmark shapes at 100,000 nodes (`layoutlab generate`'s files, written
// by BenchmarkShapes) read under the default view limit into exactly that many nodes, through
// the pipeline the commands use (one parse per file). A tenth of the 1,000,000-node benchmark
// tree: a debug build read the full size for more than eight minutes without finishing, beyond
// the stress tier's budget; the full size belongs to a release-build measurement. The view
// limit's refusal is in the default tier (ViewLimitTests.swift).

import BenchmarkShapes
import LayoutCore
import LayoutPipeline
import LayoutSource
import TestTiers
import Testing

@Suite(.tags(.stress), .stressTier) struct LargeInputStressTests {
    /// huge-nested: stacks of 10 and framed leaves; text-column: the most views per node (one
    /// VStack of Texts).
    @Test(arguments: [BenchmarkShape.hugeNested, .textColumn])
    func `a generated 100,000-node tree loads under the default view limit`(shape: BenchmarkShape) throws {
        var writer = BenchmarkSourceWriter(shape: shape, nodes: 100_000, seed: 1)
        let bundle = SourceBundle(writer.source(), fileName: "\(shape.rawValue).swift")
        #expect(bundle.viewLimit == SourceBundle.defaultViewLimit)
        let read = try SourceReading.read(bundle)
        #expect(read.tree.count == 100_000)
        #expect(read.warnings.isEmpty)
    }
}
