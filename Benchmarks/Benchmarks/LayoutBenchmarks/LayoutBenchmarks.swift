// LayoutBenchmarks.swift
// LayoutBenchmarks
//
// Layout time, allocations and peak memory as trees grow. Trees are built before each benchmark
// is registered, so only `layout(_:)` is timed. The constraint engine runs the same trees in
// each mode (compile + GLPK solve + decode); the custom metric "GLPK solve (us)" is the part
// spent in GLPK.
// SPDX-License-Identifier: GPL-3.0-or-later

import Benchmark
import LayoutCore
import ReferenceEngine
import ConstraintEngine
import LinearProgramming

/// Requested tree sizes; a generated tree has exactly this many nodes, and the benchmark name
/// reports `ViewTree.count` so that the names stay truthful if the generator changes.
let treeSizes = [100, 1_000, 10_000]

/// GLPK time per layout (µs): the sum of the constraint engine's SolveRecord seconds.
/// A layout refused with an error (milp's time limit) throws and ends that benchmark.
let solveMetric = BenchmarkMetric.custom("GLPK solve (us)", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 1,
        maxDuration: .seconds(2),
        maxIterations: 10_000
    )

    let configuration = LayoutConfiguration(root: .iPhone13Pro, textMeasurer: MonoMeasurer.bodyStandIn)
    let reference = ReferenceEngine(configuration: configuration)

    for shape in TreeShape.allCases {
        for size in treeSizes {
            let tree = TreeGenerator.tree(shape, size: size)
            Benchmark("reference \(shape.rawValue) n=\(tree.count)") { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(reference.layout(tree))
                }
            }
            for mode in ConstraintMode.allCases {
                // milp (free binaries) is a research mode whose branch-and-bound blows up on wide
                // trees: 100 and 1,000 nodes only, each layout limited to 20 s.
                if mode == .milp && size > 1_000 { continue }
                let options = mode == .milp ? SolveOptions(timeLimit: .seconds(20)) : SolveOptions()
                let engine = ConstraintEngine(configuration: configuration, mode: mode, solveOptions: options)
                // Wall clock covers compile + solve + decode; the custom metric is the time
                // GLPK spent in the solver calls (SolveRecord.seconds), in microseconds.
                Benchmark("constraint \(mode.rawValue) \(shape.rawValue) n=\(tree.count)",
                          configuration: .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, solveMetric])) { benchmark in
                    for _ in benchmark.scaledIterations {
                        let layout = try engine.layout(tree)
                        let seconds = layout.solves.reduce(0) { $0 + $1.seconds }
                        benchmark.measurement(solveMetric, Int((seconds * 1e6).rounded()))
                        blackHole(layout)
                    }
                }
            }
        }
    }
}
