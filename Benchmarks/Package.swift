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
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Parse time of generated SwiftUI files (250 to 2,000 lines); the only target that
        // needs swift-syntax, through LayoutSource.
        .executableTarget(
            name: "ParseBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "LayoutSource", package: "LayoutLab"),
            ],
            path: "Benchmarks/ParseBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
