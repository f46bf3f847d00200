// ShapeTrees.swift
// LayoutBenchmarks
//
// The trees the benchmarks lay out: the benchmark shapes of `layoutlab generate`, written by the
// same generator (BenchmarkShapes) and read by the same source reader, so a benchmark here and
// `layoutlab bench` on a generated file time the same tree. A tree is read in a benchmark's
// setup (run only when that benchmark runs), so reading is never timed and a filtered run reads
// only what it lays out.
// SPDX-License-Identifier: GPL-3.0-or-later

import BenchmarkShapes
import LayoutCore
import LayoutSource

/// Tree sizes (view-tree nodes, exactly: the generator writes exactly the nodes asked for).
enum TreeSizes {
    /// The reference engine: 1k to 1M nodes.
    static let reference = [1_000, 10_000, 100_000, 1_000_000]
    /// The constraint engine: 100 to 10k nodes.
    static let constraint = [100, 1_000, 10_000]
}

/// The tree of `shape` with `nodes` nodes (seed 1, as `layoutlab generate`'s default), read from
/// its generated source; a file the reader refuses stops the run with the reader's message.
func shapeTree(_ shape: BenchmarkShape, nodes: Int) -> ViewTree {
    var writer = BenchmarkSourceWriter(shape: shape, nodes: nodes, seed: 1)
    let source = writer.source()
    do {
        let tree = try SwiftUISourceParser.parse(source, fileName: "\(shape.rawValue)-\(nodes).swift")
        precondition(tree.count == nodes, "\(shape.rawValue): read \(tree.count) nodes, generated \(nodes)")
        return tree
    } catch {
        fatalError("the generated \(shape.rawValue) tree of \(nodes) nodes does not read: \(error)")
    }
}

/// `n` as the benchmark names write it: `1k`, `10k`, `1M`, `100`.
func sizeName(_ n: Int) -> String {
    if n >= 1_000_000 && n % 1_000_000 == 0 { return "\(n / 1_000_000)M" }
    if n >= 1_000 && n % 1_000 == 0 { return "\(n / 1_000)k" }
    return "\(n)"
}
