// LayoutBenchmarks.swift
// LayoutBenchmarks
//
// Layout time, allocations and peak memory as trees grow. Trees are built before each benchmark
// is registered, so only `layout(_:)` is timed. The constraint engine runs the same trees in
// each mode (compile + GLPK solve + decode); the custom metric "GLPK solve (us)" is the part
// spent in GLPK.
// SPDX-License-Identifier: GPL-3.0-or-later

import Benchmark
import ConstraintEngine
import EngineConfiguration
import LayoutCore
import LinearProgramming
import ReferenceEngine
import TextMeasurement

/// Requested tree sizes; a generated tree has exactly this many nodes, and the benchmark name
/// reports `ViewTree.count` so that the names stay truthful if the generator changes.
let treeSizes = [100, 1_000, 10_000]

/// GLPK time per layout (µs): the sum of the constraint engine's SolveRecord seconds.

/// milp mode: 1 when branch-and-bound found the layout within its time limit, else 0.
let solvedMetric = BenchmarkMetric.custom("milp solved", polarity: .prefersLarger, useScalingFactor: false)
let solveMetric = BenchmarkMetric.custom("GLPK solve (us)", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 1,
        maxDuration: .seconds(2),
        maxIterations: 10_000
    )

    let configuration = LayoutConfiguration(root: .iPhone13Pro, textMeasurer: MonoMeasurer.bodyStandIn)
    registerBreakpointBenchmarks()
    let reference = ReferenceEngine(configuration: configuration)

    for shape in TreeShape.allCases {
        for size in treeSizes {
            let tree = TreeGenerator.tree(shape, size: size)
            Benchmark("reference \(shape.rawValue) n=\(tree.count)") { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(reference.layout(tree))
                }
            }
            for mode in ConstraintMode.allCases where mode != .milp {
                let engine = ConstraintEngine(configuration: configuration, mode: mode)
                // Wall clock covers compile + solve + decode; the custom metric is the time
                // GLPK spent in the solver calls (SolveRecord.seconds), in microseconds.
                Benchmark(
                    "constraint \(mode.rawValue) \(shape.rawValue) n=\(tree.count)",
                    configuration: .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, solveMetric])
                ) { benchmark in
                    for _ in benchmark.scaledIterations {
                        let layout = try engine.layout(tree)
                        let seconds = layout.solves.reduce(0) { $0 + $1.seconds }
                        benchmark.measurement(solveMetric, Int((seconds * 1e6).rounded()))
                        blackHole(layout)
                    }
                }
            }
            // milp (free binaries) is a research mode: GLPK's branch-and-bound is given 5 s per
            // layout at 100 nodes; "milp solved" is 1 when it found the layout, 0 when the time
            // limit (a typed error) ended it.
            if size == 100 {
                let engine = ConstraintEngine(
                    configuration: configuration, mode: .milp,
                    solveOptions: SolveOptions(timeLimit: .seconds(5)))
                Benchmark(
                    "constraint milp \(shape.rawValue) n=\(tree.count)",
                    configuration: .init(
                        metrics: [.wallClock, solvedMetric], warmupIterations: 0,
                        maxDuration: .seconds(1), maxIterations: 1)
                ) { benchmark in
                    for _ in benchmark.scaledIterations {
                        do {
                            blackHole(try engine.layout(tree))
                            benchmark.measurement(solvedMetric, 1)
                        } catch {
                            benchmark.measurement(solvedMetric, 0)
                        }
                    }
                }
            }
        }
    }
}
