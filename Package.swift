// swift-tools-version: 6.1
// LayoutLab: SwiftUI's layout system reproduced on Linux, twice over.
// SPDX-License-Identifier: GPL-3.0-or-later
import PackageDescription

let package = Package(
    name: "LayoutLab",
    products: [
        .library(name: "LayoutCore", targets: ["LayoutCore"]),
        .library(name: "TextMeasurement", targets: ["TextMeasurement"]),
        .library(name: "CustomLayout", targets: ["CustomLayout"]),
        .library(name: "EngineConfiguration", targets: ["EngineConfiguration"]),
        .library(name: "SourcePrinter", targets: ["SourcePrinter"]),
        .library(name: "LayoutDSL", targets: ["LayoutDSL"]),
        .library(name: "ReferenceEngine", targets: ["ReferenceEngine"]),
        .library(name: "LayoutReport", targets: ["LayoutReport"]),
        .library(name: "LayoutInterpreter", targets: ["LayoutInterpreter"]),
        .library(name: "LayoutSource", targets: ["LayoutSource"]),
        .library(name: "LinearProgramming", targets: ["LinearProgramming"]),
        .library(name: "ConstraintEngine", targets: ["ConstraintEngine"]),
        .library(name: "LayoutDifferential", targets: ["LayoutDifferential"]),
        .library(name: "Breakpoints", targets: ["Breakpoints"]),
        .library(name: "BenchmarkShapes", targets: ["BenchmarkShapes"]),
        .executable(name: "layoutlab", targets: ["layoutlab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        // The playground's HTTP server; its default traits (swift-configuration, full Foundation)
        // are not needed and only add build time.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", exact: "1.8.0"),
    ],
    targets: [
        // MARK: - Shared parts (data types and services; no layout-rule code)
        .target(name: "LayoutCore", exclude: ["README.md"]),
        .target(name: "TextMeasurement", dependencies: ["LayoutCore"], exclude: ["README.md"]),
        .target(name: "CustomLayout", dependencies: ["LayoutCore"], exclude: ["README.md"]),
        .target(
            name: "EngineConfiguration",
            dependencies: ["LayoutCore", "TextMeasurement", "CustomLayout"],
            exclude: ["README.md"]
        ),
        .target(name: "SourcePrinter", dependencies: ["LayoutCore", "CustomLayout"], exclude: ["README.md"]),
        .target(name: "LayoutDSL", dependencies: ["LayoutCore", "CustomLayout"], exclude: ["README.md"]),
        .target(name: "LayoutReport", dependencies: ["LayoutCore", "TextMeasurement"], exclude: ["README.md"]),
        // The benchmark shapes as SwiftUI source: `layoutlab generate` and Benchmarks/ share it.
        .target(name: "BenchmarkShapes", dependencies: ["LayoutCore"], exclude: ["README.md"]),

        // MARK: - Engines
        .target(
            name: "ReferenceEngine",
            dependencies: ["LayoutCore", "TextMeasurement", "CustomLayout", "EngineConfiguration"],
            exclude: ["README.md"]
        ),

        // MARK: - Linear programming (layout-agnostic; GLPK behind one C call)
        // libglpk is loaded at run time (dlopen), so the package builds with only Swift
        // installed; a solve without GLPK is a clear error (SolverError.glpkUnavailable).
        .target(name: "CGLPKBridge", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(name: "LinearProgramming", dependencies: ["CGLPKBridge"], exclude: ["README.md"]),
        // prctl(2) for layoutlab's child processes (variadic: Swift cannot call it).
        .target(name: "CProcessControl"),
        // The second engine: shares LayoutCore's data types, never the reference engine's rules.
        .target(
            name: "ConstraintEngine",
            dependencies: [
                "LayoutCore", "TextMeasurement", "CustomLayout", "EngineConfiguration", "LinearProgramming",
            ],
            exclude: ["README.md"]
        ),

        // The layout over an interval of root widths (symbolic width, `layoutlab breakpoints`).
        .target(
            name: "Breakpoints",
            dependencies: ["LayoutCore", "EngineConfiguration", "ConstraintEngine", "LayoutReport"],
            exclude: ["README.md"]
        ),

        // MARK: - Differential harness (comparator, generator, shrinker, corpus, campaigns)
        .target(
            name: "LayoutDifferential",
            dependencies: [
                "LayoutCore", "TextMeasurement", "CustomLayout", "EngineConfiguration", "SourcePrinter",
                "ReferenceEngine", "ConstraintEngine", "LinearProgramming",
            ],
            exclude: ["README.md"]
        ),

        // MARK: - Source front end (the only modules that link swift-syntax)
        // Custom `Layout` types declared in source, run by an interpreter through CustomLayout.
        .target(
            name: "LayoutInterpreter",
            dependencies: [
                "LayoutCore", "CustomLayout",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ],
            exclude: ["README.md"]
        ),
        .target(
            name: "LayoutSource",
            dependencies: [
                "LayoutCore", "CustomLayout", "SourcePrinter", "LayoutInterpreter",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            exclude: ["README.md"]
        ),

        // MARK: - Pipeline (source to tree to JSON, shared by the commands and the playground)
        .target(
            name: "LayoutPipeline",
            dependencies: [
                "LayoutCore", "CustomLayout", "LayoutInterpreter", "LayoutSource", "LayoutReport",
                "LayoutDifferential",
            ],
            exclude: ["README.md"]
        ),

        // MARK: - Playground (the web page and JSON API behind `layoutlab serve`)
        .target(
            name: "Playground",
            dependencies: [
                "LayoutCore", "TextMeasurement", "EngineConfiguration", "LayoutSource", "LayoutInterpreter",
                "ReferenceEngine", "ConstraintEngine", "LayoutReport", "LayoutDifferential", "LayoutPipeline",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            exclude: ["README.md"],
            resources: [.copy("Page")]
        ),

        // MARK: - Command-line tool
        .executableTarget(
            name: "layoutlab",
            dependencies: [
                "LayoutCore", "TextMeasurement", "EngineConfiguration", "LayoutSource", "LayoutInterpreter",
                "ReferenceEngine", "ConstraintEngine", "LayoutReport", "LayoutDifferential", "LayoutPipeline",
                "Playground", "Breakpoints", "CProcessControl", "BenchmarkShapes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["README.md"]
        ),

        // MARK: - Tests
        // The test tiers (default and stress) every test target shares; see Tests/TestTiers.
        .target(name: "TestTiers", path: "Tests/TestTiers"),
        // Cross-engine expectations (`crossChecked`, `expectAgreement`) over LayoutDifferential's
        // comparator, shared by every test target that compares layouts.
        .target(
            name: "DifferentialTestSupport",
            dependencies: ["LayoutDifferential", "ReferenceEngine", "ConstraintEngine", "EngineConfiguration"],
            path: "Tests/DifferentialTestSupport"
        ),
        .testTarget(name: "LayoutCoreTests", dependencies: ["TestTiers", "LayoutCore"]),
        .testTarget(name: "TextMeasurementTests", dependencies: ["TestTiers", "TextMeasurement", "LayoutCore"]),
        .testTarget(
            name: "LayoutDSLTests", dependencies: ["TestTiers", "LayoutDSL", "ReferenceEngine", "CustomLayout"]),
        .testTarget(
            name: "ReferenceEngineTests",
            dependencies: [
                "TestTiers", "DifferentialTestSupport", "ReferenceEngine", "ConstraintEngine", "LayoutDSL",
                "TextMeasurement", "CustomLayout", "EngineConfiguration",
            ]
        ),
        // zlib (Debian zlib1g-dev) for the picture tests' PNG decoder.
        .systemLibrary(name: "CZlib", path: "Tests/CZlib"),
        .testTarget(
            name: "LayoutReportTests",
            dependencies: [
                "TestTiers", "LayoutReport", "ReferenceEngine", "LayoutDSL", "EngineConfiguration", "TextMeasurement",
                "CZlib",
            ]),
        .testTarget(
            name: "LayoutSourceTests",
            dependencies: [
                "TestTiers", "DifferentialTestSupport", "LayoutSource", "ReferenceEngine", "ConstraintEngine",
                "LayoutDSL", "TextMeasurement", "CustomLayout", "EngineConfiguration", "SourcePrinter",
                "LayoutDifferential", "LayoutInterpreter", "BenchmarkShapes", "LayoutPipeline",
            ]
        ),
        .testTarget(
            name: "CLITests",
            dependencies: [
                "TestTiers", "layoutlab", "ConstraintEngine", "LayoutCore", "CustomLayout", "LayoutDifferential",
                "BenchmarkShapes", "LayoutSource",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The differential harness: shrinker, corpus, known divergences, regression fixtures
        // (Tests/Fixtures/regressions) and mutant engines.
        .testTarget(
            name: "LayoutDifferentialTests",
            dependencies: [
                "TestTiers", "LayoutDifferential", "LayoutCore", "EngineConfiguration", "ReferenceEngine",
                "ConstraintEngine", "LayoutSource", "TextMeasurement", "SourcePrinter", "CustomLayout",
            ]
        ),
        // House rules read from the repository itself: rule-book coverage, module boundaries,
        // file sizes, comments.
        .testTarget(name: "RepositoryTests"),
        // The playground's JSON API over real sockets, in-process, and the page's files.
        .testTarget(name: "PlaygroundTests", dependencies: ["Playground", "layoutlab"]),
        .testTarget(name: "LinearProgrammingTests", dependencies: ["TestTiers", "LinearProgramming", "LayoutCore"]),
        .testTarget(
            name: "ConstraintEngineTests",
            dependencies: [
                "TestTiers", "DifferentialTestSupport", "LayoutDifferential", "ConstraintEngine", "ReferenceEngine",
                "LayoutSource", "LinearProgramming", "TextMeasurement", "CustomLayout", "EngineConfiguration",
            ]
        ),
        .testTarget(
            name: "BreakpointsTests",
            dependencies: [
                "TestTiers", "Breakpoints", "ConstraintEngine", "ReferenceEngine", "LayoutDifferential", "LayoutDSL",
                "LayoutCore", "TextMeasurement", "EngineConfiguration",
            ]
        ),
    ]
)
