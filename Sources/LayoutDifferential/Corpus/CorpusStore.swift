// CorpusStore.swift
// LayoutDifferential
//
// PLACEHOLDER API (being written): shrunk cases on disk, one file per divergence class.

import Foundation
import LayoutCore

/// A shrunk case as the corpus keeps it.
public struct CorpusEntry: Hashable, Sendable, Codable {
    public var divergenceClass: DivergenceClass
    /// The shrunk case (tree, root, metrics).
    public var shrunk: FuzzCase
    /// The seed of the generated tree it was shrunk from, and that tree's node count.
    public var originalSeed: UInt64?
    public var originalNodes: Int
    /// The engines compared (`reference`, `constraint/exact`, …).
    public var engines: [String]
    /// The first difference of the shrunk case, or the failure message.
    public var summary: String

    public init(
        divergenceClass: DivergenceClass, shrunk: FuzzCase, originalSeed: UInt64?, originalNodes: Int,
        engines: [String], summary: String
    ) {
        self.divergenceClass = divergenceClass
        self.shrunk = shrunk
        self.originalSeed = originalSeed
        self.originalNodes = originalNodes
        self.engines = engines
        self.summary = summary
    }
}

/// A directory of shrunk cases: `<class>.swift` (SwiftUI source with a comment header) and
/// `<class>.json` (the entry), each written to a temporary name and renamed, so a killed run
/// leaves every case it reported whole.
public struct CorpusStore: Sendable {
    public let directory: URL

    /// Opens (creating if needed) `directory`; throws a clear error when it cannot be written.
    public init(directory: URL) throws {
        self.directory = directory
    }

    /// Whether a case of this class is already stored.
    public func contains(_ divergenceClass: DivergenceClass) -> Bool { false }

    /// Stores `entry` unless its class is already stored; returns the source file's URL.
    @discardableResult
    public func save(_ entry: CorpusEntry) throws -> URL { directory }
}
