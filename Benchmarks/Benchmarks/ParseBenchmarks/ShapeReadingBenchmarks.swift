// ShapeReadingBenchmarks.swift
// ParseBenchmarks
//
// Reading the benchmark shapes (`layoutlab generate`'s files) from 10k to 1M nodes: swift-syntax's
// parse, the translation into a description and lowering into a ViewTree, which should grow
// linearly. The source is written in each benchmark's setup, so only reading is timed.
// SPDX-License-Identifier: GPL-3.0-or-later

import Benchmark
import BenchmarkShapes
import LayoutSource

/// Shape sizes read (view-tree nodes).
let shapeSizes = [10_000, 100_000, 1_000_000]

func registerShapeReadingBenchmarks() {
    for shape in BenchmarkShape.allCases {
        for size in shapeSizes {
            let name = "read \(shape.rawValue) n=\(size >= 1_000_000 ? "\(size / 1_000_000)M" : "\(size / 1_000)k")"
            let configuration: Benchmark.Configuration =
                size >= 1_000_000
                ? .init(
                    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], warmupIterations: 0,
                    maxDuration: .seconds(2), maxIterations: 2)
                : Benchmark.defaultConfiguration
            Benchmark(name, configuration: configuration) { benchmark, source in
                for _ in benchmark.scaledIterations {
                    blackHole(try SwiftUISourceParser.parse(source, fileName: "\(shape.rawValue).swift"))
                }
            } setup: {
                var writer = BenchmarkSourceWriter(shape: shape, nodes: size, seed: 1)
                return writer.source()
            }
        }
    }
}
