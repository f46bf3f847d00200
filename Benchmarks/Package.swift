// swift-tools-version: 6.1
// LayoutLab benchmarks: a separate package so that package-benchmark's dependencies and its
// long first build stay out of the main package's `swift build` / `swift test`.
// SPDX-License-Identifier: GPL-3.0-or-later
import PackageDescription

let package = Package(
    name: "LayoutLabBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // The main package (its manifest names it "LayoutLab"). SwiftPM derives a path
        // dependency's identity from the last path component ("main", "wt-bench", "LayoutLab", …
        // depending on where the repository is checked out); `name:` lets the products below say
        // `package: "LayoutLab"` whatever that directory is called.
        .package(name: "LayoutLab", path: ".."),
        // `traits:` turns off the default RuntimeInterposer trait, whose extra dependency
        // (ordo-one/swift-runtime-interposer) is not needed for the metrics used here.
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "LayoutCore", package: "LayoutLab"),
                .product(name: "TextMeasurement", package: "LayoutLab"),
                .product(name: "EngineConfiguration", package: "LayoutLab"),
                .product(name: "ReferenceEngine", package: "LayoutLab"),
                .product(name: "ConstraintEngine", package: "LayoutLab"),
                .product(name: "Breakpoints", package: "LayoutLab"),
                // The trees: `layoutlab generate`'s shapes, read by the source reader.
                .product(name: "BenchmarkShapes", package: "LayoutLab"),
                .product(name: "LayoutSource", package: "LayoutLab"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Reading time of generated SwiftUI files: real-looking ones of 250 to 2,000 lines and
        // the benchmark shapes from 10k to 1M nodes.
        .executableTarget(
            name: "ParseBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "LayoutSource", package: "LayoutLab"),
                .product(name: "BenchmarkShapes", package: "LayoutLab"),
            ],
            path: "Benchmarks/ParseBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
