// ModuleBoundaryTests.swift
// RepositoryTests
//
// Each module imports only what its README allows. Above all, the two engines share data types
// and never rule code: neither imports the other, and the shared modules import no engine.

import Testing

@Suite("Module boundaries")
struct ModuleBoundaryTests {
    /// The LayoutLab modules each module may import (system and package dependencies aside).
    static let allowed: [String: Set<String>] = [
        "LayoutCore": [],
        "TextMeasurement": ["LayoutCore"],
        "CustomLayout": ["LayoutCore"],
        "EngineConfiguration": ["LayoutCore", "TextMeasurement", "CustomLayout"],
        "SourcePrinter": ["LayoutCore", "CustomLayout"],
        "LayoutDSL": ["LayoutCore", "CustomLayout"],
        "LayoutReport": ["LayoutCore", "TextMeasurement"],
        "BenchmarkShapes": ["LayoutCore"],
        "LayoutInterpreter": ["LayoutCore", "CustomLayout"],
        "LayoutSource": ["LayoutCore", "CustomLayout", "SourcePrinter", "LayoutInterpreter"],
        "LinearProgramming": ["CGLPKBridge"],
        "ReferenceEngine": ["LayoutCore", "TextMeasurement", "CustomLayout", "EngineConfiguration"],
        "ConstraintEngine": [
            "LayoutCore", "TextMeasurement", "CustomLayout", "EngineConfiguration",
            "LinearProgramming",
        ],
        "LayoutDifferential": [
            "LayoutCore", "TextMeasurement", "CustomLayout", "EngineConfiguration", "SourcePrinter",
            "ReferenceEngine", "ConstraintEngine", "LinearProgramming",
        ],
        "LayoutPipeline": [
            "LayoutCore", "CustomLayout", "LayoutInterpreter", "LayoutSource", "LayoutReport", "LayoutDifferential",
        ],
        "Playground": [
            "LayoutCore", "TextMeasurement", "EngineConfiguration", "LayoutSource", "LayoutInterpreter",
            "ReferenceEngine", "ConstraintEngine", "LayoutReport", "LayoutDifferential", "LayoutPipeline",
        ],
        "Breakpoints": ["LayoutCore", "EngineConfiguration", "ConstraintEngine", "LayoutReport"],
        "layoutlab": [
            "LayoutCore", "TextMeasurement", "CustomLayout", "EngineConfiguration", "SourcePrinter",
            "LayoutSource", "LayoutInterpreter", "LayoutReport", "ReferenceEngine", "ConstraintEngine",
            "LinearProgramming", "LayoutDifferential", "LayoutPipeline", "Playground", "Breakpoints",
            "CProcessControl", "BenchmarkShapes",
        ],
    ]

    /// Modules of this package that contain no Swift (C targets) or need no entry.
    static let cModules: Set<String> = ["CGLPKBridge", "CProcessControl"]

    static var swiftModules: [String] { Repository.sourceModules.filter { !cModules.contains($0) } }

    /// The package's own module names (every folder under Sources/).
    static var packageModules: Set<String> { Set(Repository.sourceModules) }

    @Test("Every Swift module under Sources/ has an entry and a README", arguments: swiftModules)
    func moduleIsListed(module: String) {
        #expect(Self.allowed[module] != nil, "add \(module) to ModuleBoundaryTests.allowed")
        #expect(Repository.text("Sources/\(module)/README.md") != nil, "Sources/\(module)/README.md is missing")
    }

    @Test("A module imports only the LayoutLab modules its README allows", arguments: swiftModules)
    func importsAreAllowed(module: String) {
        let allowed = Self.allowed[module] ?? []
        for path in Repository.swiftFiles(under: "Sources/\(module)") {
            for imported in Self.imports(in: Repository.text(path) ?? "")
            where Self.packageModules.contains(imported) && !allowed.contains(imported) {
                Issue.record("\(path) imports \(imported), which \(module) must not import")
            }
        }
    }

    @Test("The engines share no rule code: neither imports the other")
    func enginesAreIndependent() {
        #expect(!(Self.allowed["ReferenceEngine"] ?? []).contains("ConstraintEngine"))
        #expect(!(Self.allowed["ConstraintEngine"] ?? []).contains("ReferenceEngine"))
        #expect(!(Self.allowed["Breakpoints"] ?? []).contains("ReferenceEngine"))
        for shared in ["LayoutCore", "TextMeasurement", "CustomLayout", "EngineConfiguration"] {
            let allowed = Self.allowed[shared] ?? []
            #expect(!allowed.contains("ReferenceEngine") && !allowed.contains("ConstraintEngine"))
        }
    }

    /// The modules a Swift file imports (`import X`, `@testable import X`, `import struct X.Y`).
    static func imports(in text: String) -> [String] {
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
        var modules: [String] = []
        for line in text.split(separator: "\n") {
            var words = line.split(separator: " ").filter { !$0.hasPrefix("@") }[...]
            guard words.first == "import" else { continue }
            words = words.dropFirst()
            if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
            if let module = words.first?.split(separator: ".").first { modules.append(String(module)) }
        }
        return modules
    }
}
