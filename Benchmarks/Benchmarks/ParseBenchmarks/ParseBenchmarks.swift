// ParseBenchmarks.swift
// ParseBenchmarks
//
// Parse time of SwiftUI source as files grow: `SwiftUISourceParser.parse` (swift-syntax's parse
// and the translation to a ViewTree) on generated real-looking files of about 250, 500, 1,000
// and 2,000 lines. The goal is under 100 ms at 1,000 lines, growing linearly. Each file is parsed
// once before its benchmark is registered, so a file the parser refuses stops the run with the
// parser's message instead of timing an early error. The benchmark shapes are read too
// (ShapeReadingBenchmarks.swift).
// SPDX-License-Identifier: GPL-3.0-or-later

import Benchmark
import LayoutSource

/// Requested file sizes in lines; the benchmark name reports the file's actual line count.
let lineCounts = [250, 500, 1_000, 2_000]

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 1,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )
    registerShapeReadingBenchmarks()

    for target in lineCounts {
        let (source, lines) = SwiftUIFileGenerator.file(lines: target)
        let nodes: Int
        do {
            nodes = try SwiftUISourceParser.parse(source, fileName: "Storefront\(target).swift").count
        } catch {
            fatalError("the generated \(lines)-line file does not parse: \(error)")
        }
        Benchmark("parse lines=\(lines) nodes=\(nodes)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try SwiftUISourceParser.parse(source, fileName: "Storefront.swift"))
            }
        }
    }
}
