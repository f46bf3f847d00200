// GLPKIndependenceTests.swift
// RepositoryTests
//
// The README's first command builds and runs with only Swift installed: GLPK is loaded at run
// time (CGLPKBridge/GLPKLibrary.c), so no target may link libglpk or include <glpk.h> outside
// the compile-time ABI check, which guards its include with __has_include.

import Foundation
import Testing

@Suite("Building needs no GLPK")
struct GLPKIndependenceTests {
    @Test("Package.swift links no glpk and declares no system-library target for it")
    func packageLinksNoGLPK() throws {
        let manifest = try #require(Repository.text("Package.swift"))
        #expect(!manifest.contains(#"linkedLibrary("glpk")"#))
        // System-library targets are allowed for other libraries (zlib for the picture tests).
        let systemLibraries = manifest.components(separatedBy: ".systemLibrary(").dropFirst()
        #expect(!systemLibraries.contains { $0.prefix(120).lowercased().contains("glpk") })
    }

    @Test("Only GLPKABICheck.c includes <glpk.h>, and only under __has_include")
    func onlyTheABICheckIncludesTheHeader() throws {
        let directory = Repository.root.appendingPathComponent("Sources/CGLPKBridge")
        let files = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
        let includers = files.filter { file in
            (file.hasSuffix(".c") || file.hasSuffix(".h"))
                && (Repository.text("Sources/CGLPKBridge/\(file)") ?? "").contains("#include <glpk.h>")
        }
        #expect(includers == ["GLPKABICheck.c"])
        let check = try #require(Repository.text("Sources/CGLPKBridge/GLPKABICheck.c"))
        let guardRange = try #require(check.range(of: "#if __has_include(<glpk.h>)"))
        let includeRange = try #require(check.range(of: "#include <glpk.h>"))
        #expect(guardRange.upperBound <= includeRange.lowerBound)
    }
}
