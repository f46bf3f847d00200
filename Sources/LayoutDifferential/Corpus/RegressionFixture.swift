// RegressionFixture.swift
// LayoutDifferential
//
// A case that once went wrong, kept as JSON with what both engines must now do: agree
// (CORE-7), or diverge in a known class. Trees built in code may hold values source cannot
// (CORE-10: NaN spacing, NaN priorities), so fixtures are JSON, not SwiftUI source.

import ConstraintEngine
import Foundation
import LayoutCore

/// A case and the outcome both engines must give it.
public struct RegressionFixture: Hashable, Sendable, Codable {
    /// What the run must give.
    public enum Expectation: Hashable, Sendable, Codable {
        /// The engines agree (CORE-7).
        case agree
        /// The engines diverge (or one fails) in this class: a known divergence.
        case diverge(DivergenceClass)
    }

    /// The fixture's name, also its file name (`<name>.json`).
    public var name: String
    /// What it guards: the rule IDs and the input that once went wrong.
    public var note: String
    public var input: FuzzCase
    public var expected: Expectation
    /// The constraint engine's mode (`exact` unless the fixture is about another).
    public var mode: ConstraintMode

    public init(
        name: String, note: String, input: FuzzCase, expected: Expectation = .agree, mode: ConstraintMode = .exact
    ) {
        self.name = name
        self.note = note
        self.input = input
        self.expected = expected
        self.mode = mode
    }

    /// Reference against the constraint engine in ``mode``.
    public var runner: DifferentialRunner {
        DifferentialRunner(first: ReferenceDifferentialEngine(), second: ConstraintDifferentialEngine(mode: mode))
    }

    /// Replays the case; nil when the outcome is the expected one, else what happened instead.
    public func check(with runner: DifferentialRunner? = nil) -> String? {
        let outcome = (runner ?? self.runner).run(input)
        switch (expected, outcome.divergenceClass) {
        case (.agree, nil): return nil
        case (.diverge(let expected), let found?) where found == expected: return nil
        case (.agree, let found?):
            return
                "\(name): expected agreement, got \(found): \(outcome.comparison?.first?.description ?? outcome.message ?? "")"
        case (.diverge(let expected), let found):
            return "\(name): expected \(expected), got \(found.map { "\($0)" } ?? "agreement")"
        }
    }

    /// Writes the fixture to `<directory>/<name>.json` (temporary name, then rename) and returns
    /// the file's URL.
    @discardableResult
    public func write(to directory: URL) throws -> URL {
        let url = directory.appendingPathComponent(name + ".json")
        let data = try CorpusFiles.encode(self, deepestIn: input.tree, reportedAs: url)
        let temporary = CorpusFiles.temporaryURL(url)
        defer { try? FileManager.default.removeItem(at: temporary) }
        try CorpusFiles.write(data, to: temporary, reportedAs: url)
        try CorpusFiles.rename(temporary, to: url)
        return url
    }

    /// Reads a fixture file; a ``CorpusError`` names the file when it cannot.
    public static func load(from url: URL) throws -> RegressionFixture {
        try CorpusFiles.read(RegressionFixture.self, from: url)
    }

    /// The `.json` files of `directory`, sorted by name.
    public static func files(in directory: URL) throws -> [URL] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw CorpusError(.read, path: directory.path, reason: CorpusFiles.reason(error))
        }
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map {
            directory.appendingPathComponent($0)
        }
    }
}
