// BreakpointBenchmarks.swift
// LayoutBenchmarks
//
// `layoutlab breakpoints` on the 100-node benchmark shapes: the whole walk over root widths [320, 430]
// (phones) and [0, 1000], extents certified by glp_exact. Custom metrics: pieces per tree (after
// merging), symbolic compiles, and extent LPs per piece.
// SPDX-License-Identifier: GPL-3.0-or-later

import Benchmark
import BenchmarkShapes
import Breakpoints
import ConstraintEngine
import EngineConfiguration
import TextMeasurement

let piecesMetric = BenchmarkMetric.custom("pieces", polarity: .prefersSmaller, useScalingFactor: false)
let compilesMetric = BenchmarkMetric.custom("compiles", polarity: .prefersSmaller, useScalingFactor: false)
let lpsPerPieceMetric = BenchmarkMetric.custom("LPs per piece", polarity: .prefersSmaller, useScalingFactor: false)

func registerBreakpointBenchmarks() {
    let configuration = LayoutConfiguration(
        root: .window(width: 390, height: nil), textMeasurer: MonoMeasurer.bodyStandIn)
    // The root height unspecified (the CLI default): each tree takes its ideal height, so the text
    // column's Texts wrap at every width instead of being squeezed to nothing in a 763-pt window.
    let walker = BreakpointWalker(compiler: SymbolicRootCompiler(configuration: configuration, fixed: nil))
    for shape in BenchmarkShape.allCases {
        for interval in [320.0...430.0, 0.0...1000.0] {
            let name =
                "breakpoints \(shape.rawValue) n=100 W in [\(Int(interval.lowerBound)), \(Int(interval.upperBound))]"
            Benchmark(
                name,
                configuration: .init(
                    metrics: [.wallClock, piecesMetric, compilesMetric, lpsPerPieceMetric], maxDuration: .seconds(3))
            ) { benchmark, tree in
                for _ in benchmark.scaledIterations {
                    let analysis = try walker.walk(tree, over: interval)
                    benchmark.measurement(piecesMetric, analysis.pieces.count)
                    benchmark.measurement(compilesMetric, analysis.compiles)
                    benchmark.measurement(
                        lpsPerPieceMetric, analysis.linearPrograms / max(1, analysis.decisionPieces))
                    blackHole(analysis)
                }
            } setup: {
                shapeTree(shape, nodes: 100)
            }
        }
    }
}
