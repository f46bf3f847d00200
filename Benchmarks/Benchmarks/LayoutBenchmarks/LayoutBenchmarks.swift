// LayoutBenchmarks.swift
// LayoutBenchmarks
//
// Layout time, allocations and peak memory of both engines on the benchmark shapes as they grow:
// the reference engine from 1k to 1M nodes, the constraint engine from 100 to 10k nodes with its
// compile, GLPK solve and decode times as custom metrics. Trees are read in each benchmark's
// setup (ShapeTrees.swift), so only the layout is timed.
// SPDX-License-Identifier: GPL-3.0-or-later

import Benchmark
import BenchmarkShapes
import ConstraintEngine
import EngineConfiguration
import LayoutCore
import LinearProgramming
import ReferenceEngine
import TextMeasurement

/// milp mode: 1 when branch-and-bound found the layout within its time limit, else 0.
let solvedMetric = BenchmarkMetric.custom("milp solved", polarity: .prefersLarger, useScalingFactor: false)
/// The constraint engine's parts of one layout, in microseconds: building the model, GLPK alone
/// (the layout's SolveRecord seconds) and the rest (reading the solution into frames, with
/// what the engine does between solves).
let compileMetric = BenchmarkMetric.custom("compile (us)", polarity: .prefersSmaller, useScalingFactor: false)
let solveMetric = BenchmarkMetric.custom("GLPK solve (us)", polarity: .prefersSmaller, useScalingFactor: false)
let decodeMetric = BenchmarkMetric.custom("decode (us)", polarity: .prefersSmaller, useScalingFactor: false)

let memoryMetrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .peakMemoryResident]

/// Fewer runs for the large trees (`isLarge`: 100k nodes and more for the reference engine, 10k
/// for the constraint engine): one such layout takes a second or more, so no warm-up and at most
/// three runs keep the whole suite within minutes.
func configuration(isLarge: Bool, extra: [BenchmarkMetric] = []) -> Benchmark.Configuration {
    isLarge
        ? .init(metrics: memoryMetrics + extra, warmupIterations: 0, maxDuration: .seconds(2), maxIterations: 3)
        : .init(metrics: memoryMetrics + extra, warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 10_000)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = configuration(isLarge: false)
    registerBreakpointBenchmarks()
    let layoutConfiguration = LayoutConfiguration(root: .iPhone13Pro, textMeasurer: MonoMeasurer.bodyStandIn)
    let reference = ReferenceEngine(configuration: layoutConfiguration)

    for shape in BenchmarkShape.allCases {
        for size in TreeSizes.reference {
            Benchmark(
                "reference \(shape.rawValue) n=\(sizeName(size))",
                configuration: configuration(isLarge: size >= 100_000)
            ) { benchmark, tree in
                for _ in benchmark.scaledIterations {
                    blackHole(reference.layout(tree))
                }
            } setup: {
                shapeTree(shape, nodes: size)
            }
        }
        for size in TreeSizes.constraint {
            for mode in ConstraintMode.allCases where mode != .milp {
                let engine = ConstraintEngine(configuration: layoutConfiguration, mode: mode)
                Benchmark(
                    "constraint \(mode.rawValue) \(shape.rawValue) n=\(sizeName(size))",
                    configuration: configuration(
                        isLarge: size >= 10_000, extra: [compileMetric, solveMetric, decodeMetric])
                ) { benchmark, tree in
                    for _ in benchmark.scaledIterations {
                        let clock = ContinuousClock()
                        let start = clock.now
                        let layout = try engine.layout(tree)
                        let total = clock.now - start
                        let solve = layout.solves.reduce(0) { $0 + $1.seconds }
                        let whole = Double(total.components.seconds) + Double(total.components.attoseconds) * 1e-18
                        benchmark.measurement(compileMetric, microseconds(layout.compileSeconds))
                        benchmark.measurement(solveMetric, microseconds(solve))
                        benchmark.measurement(decodeMetric, microseconds(whole - layout.compileSeconds - solve))
                        blackHole(layout)
                    }
                } setup: {
                    shapeTree(shape, nodes: size)
                }
            }
        }
        registerMILPBenchmark(shape, configuration: layoutConfiguration)
    }
}

func microseconds(_ seconds: Double) -> Int { Int((seconds * 1e6).rounded()) }

/// milp (free binaries) is a research mode: GLPK's branch-and-bound is given 5 s per layout at
/// 100 nodes; "milp solved" is 1 when it found the layout, 0 when the time limit (a typed error)
/// ended it.
func registerMILPBenchmark(_ shape: BenchmarkShape, configuration: LayoutConfiguration) {
    let engine = ConstraintEngine(
        configuration: configuration, mode: .milp, solveOptions: SolveOptions(timeLimit: .seconds(5)))
    Benchmark(
        "constraint milp \(shape.rawValue) n=100",
        configuration: .init(
            metrics: [.wallClock, solvedMetric], warmupIterations: 0, maxDuration: .seconds(1), maxIterations: 1)
    ) { benchmark, tree in
        for _ in benchmark.scaledIterations {
            do {
                blackHole(try engine.layout(tree))
                benchmark.measurement(solvedMetric, 1)
            } catch {
                benchmark.measurement(solvedMetric, 0)
            }
        }
    } setup: {
        shapeTree(shape, nodes: 100)
    }
}
