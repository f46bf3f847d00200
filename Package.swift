// swift-tools-version: 6.1
// LayoutLab: SwiftUI's layout system reproduced on Linux, twice over.
// SPDX-License-Identifier: GPL-3.0-or-later
import PackageDescription

let package = Package(
    name: "LayoutLab",
    products: [
        .library(name: "LayoutCore", targets: ["LayoutCore"]),
        .library(name: "LayoutDSL", targets: ["LayoutDSL"]),
        .library(name: "ReferenceEngine", targets: ["ReferenceEngine"]),
        .library(name: "LayoutReport", targets: ["LayoutReport"]),
        .library(name: "LayoutSource", targets: ["LayoutSource"]),
        .library(name: "LinearProgramming", targets: ["LinearProgramming"]),
        .library(name: "ConstraintEngine", targets: ["ConstraintEngine"]),
        .executable(name: "layoutlab", targets: ["layoutlab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        // MARK: - Shared data types (no rule code)
        .target(name: "LayoutCore"),
        .target(name: "LayoutDSL", dependencies: ["LayoutCore"]),
        .target(name: "LayoutReport", dependencies: ["LayoutCore"]),

        // MARK: - Engines
        .target(name: "ReferenceEngine", dependencies: ["LayoutCore"]),

        // MARK: - Linear programming (layout-agnostic; GLPK behind one C call)
        .systemLibrary(name: "CGLPK", path: "Sources/CGLPK", providers: [.apt(["libglpk-dev"])]),
        // A C target gets no autolink from CGLPK's `link "glpk"` (that applies to
        // importers of the module), so it names the library itself.
        .target(name: "CGLPKBridge", dependencies: ["CGLPK"], linkerSettings: [.linkedLibrary("glpk")]),
        .target(name: "LinearProgramming", dependencies: ["CGLPKBridge"]),
        // The second engine: shares LayoutCore's data types, never the reference engine's rules.
        .target(name: "ConstraintEngine", dependencies: ["LayoutCore", "LinearProgramming"]),

        // MARK: - Source front end (the only module that links swift-syntax)
        .target(
            name: "LayoutSource",
            dependencies: [
                "LayoutCore",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),

        // MARK: - Command-line tool
        .executableTarget(
            name: "layoutlab",
            dependencies: [
                "LayoutCore", "LayoutSource", "ReferenceEngine", "ConstraintEngine", "LayoutReport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: - Tests
        .testTarget(name: "LayoutCoreTests", dependencies: ["LayoutCore"]),
        .testTarget(name: "LayoutDSLTests", dependencies: ["LayoutDSL", "ReferenceEngine"]),
        .testTarget(name: "ReferenceEngineTests", dependencies: ["ReferenceEngine", "ConstraintEngine", "LayoutDSL"]),
        .testTarget(name: "LayoutReportTests", dependencies: ["LayoutReport", "ReferenceEngine", "LayoutDSL"]),
        .testTarget(name: "LayoutSourceTests", dependencies: ["LayoutSource", "ReferenceEngine", "ConstraintEngine", "LayoutDSL"]),
        .testTarget(
            name: "CLITests",
            dependencies: ["layoutlab", "ConstraintEngine", "LayoutCore",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "LinearProgrammingTests", dependencies: ["LinearProgramming"]),
        .testTarget(
            name: "ConstraintEngineTests",
            dependencies: ["ConstraintEngine", "ReferenceEngine", "LayoutSource", "LinearProgramming"]
        ),
    ]
)
