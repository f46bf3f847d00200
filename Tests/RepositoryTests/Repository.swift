// Repository.swift
// RepositoryTests
//
// Reads the repository's own files (sources, tests, the rule-book mirror) for the house-rule
// tests. Paths are found from this file's location, so the tests run from any directory.

import Foundation

/// The checkout these tests were compiled from.
enum Repository {
    /// The repository root (three levels above this file: Tests/RepositoryTests/Repository.swift).
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The text of `path` (relative to the root), or nil when it does not exist.
    static func text(_ path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every `.swift` file under `directory` (relative to the root), as root-relative paths,
    /// sorted; build directories and `Tests/Fixtures` (the real-world corpus, other projects'
    /// files kept unchanged) are skipped.
    static func swiftFiles(under directory: String) -> [String] {
        let base = root.appendingPathComponent(directory)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
            return []
        }
        var paths: [String] = []
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        for case let url as URL in walker {
            if url.lastPathComponent.hasPrefix(".build") { walker.skipDescendants(); continue }
            if url.path.hasSuffix("/Tests/Fixtures") { walker.skipDescendants(); continue }
            if url.pathExtension == "swift" { paths.append(String(url.path.dropFirst(prefix.count))) }
        }
        return paths.sorted()
    }

    /// The modules (folders) under `Sources/`.
    static var sourceModules: [String] {
        let base = root.appendingPathComponent("Sources")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted()
    }
}
