// KnownDivergences.swift
// LayoutDifferential
//
// Divergences that are known and explained (a mode that approximates a rule by design, a
// documented decision), so that reports list them apart from new ones. The list is data
// (`KnownDivergences+Data.swift`, JSON); each entry names the classes it covers, the engines,
// the rule and the reason, and may hold only from a magnitude up (a precision limit of `Double`
// is no limit in a 400 pt layout, and must not hide a mistake there).

import Foundation

/// One known, explained divergence.
public struct KnownDivergence: Hashable, Sendable, Codable {
    /// The class keys it covers (`HStack/HSTACK-5/x`); `*` matches any run of characters. A
    /// pattern covers failures (`error/CORE-9/…`) only when it starts with `error/`.
    public var pattern: String
    /// The engines it applies to (either engine of a run named here); nil for any.
    public var engines: [String]?
    /// The rule the divergence is about.
    public var rule: String
    /// Why the engines differ and why that is accepted.
    public var reason: String
    /// A case that shows it, as SwiftUI source.
    public var source: String?
    /// When set, the entry covers only trees whose case reaches this magnitude, in points: the
    /// largest finite length among the tree's constants, the root proposal and the frames laid
    /// out (``DifferentialOutcome/magnitude``, the comparator's `LayoutScale`). The same class in
    /// a smaller case is new. Nil: every tree of the class.
    public var minimumMagnitude: Double?

    public init(
        pattern: String, engines: [String]? = nil, rule: String, reason: String, source: String? = nil,
        minimumMagnitude: Double? = nil
    ) {
        self.pattern = pattern
        self.engines = engines
        self.rule = rule
        self.reason = reason
        self.source = source
        self.minimumMagnitude = minimumMagnitude
    }

    /// Whether this entry explains `divergenceClass` found by `engines` in a case of `magnitude`
    /// (nil: unknown, which an entry with a ``minimumMagnitude`` never explains).
    public func matches(
        _ divergenceClass: DivergenceClass, engines runEngines: [String], magnitude: Double? = nil
    ) -> Bool {
        if let engines, !runEngines.contains(where: engines.contains) { return false }
        if divergenceClass.kind == "error", !pattern.hasPrefix("error/") { return false }
        if let minimumMagnitude {
            guard let magnitude, magnitude >= minimumMagnitude else { return false }
        }
        return Self.glob(Array(pattern.utf8)[...], Array(divergenceClass.description.utf8)[...])
    }

    /// `*`-only glob matching, iterative with one backtrack point.
    private static func glob(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        let star = UInt8(ascii: "*")
        var p = pattern.startIndex, t = text.startIndex
        var backtrack: (p: Int, t: Int)?
        while t < text.endIndex {
            if p < pattern.endIndex, pattern[p] == star {
                backtrack = (p, t)
                p += 1
            } else if p < pattern.endIndex, pattern[p] == text[t] {
                p += 1
                t += 1
            } else if let (bp, bt) = backtrack {
                p = bp + 1
                t = bt + 1
                backtrack = (bp, bt + 1)
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == star { p += 1 }
        return p == pattern.endIndex
    }
}

/// The list of known divergences.
public struct KnownDivergences: Sendable {
    public var entries: [KnownDivergence]

    public init(entries: [KnownDivergence]) { self.entries = entries }

    /// The project's list (`KnownDivergences+Data.swift`). A list that does not decode is empty
    /// here; `KnownDivergenceTests` fails on it.
    public static let bundled: KnownDivergences = (try? decode(Data(bundledJSON.utf8))) ?? KnownDivergences(entries: [])

    /// Decodes a JSON array of entries.
    public static func decode(_ data: Data) throws -> KnownDivergences {
        KnownDivergences(entries: try JSONDecoder().decode([KnownDivergence].self, from: data))
    }

    /// Reads a JSON list from a file; a ``CorpusError`` names the file when it cannot.
    public static func load(from url: URL) throws -> KnownDivergences {
        KnownDivergences(entries: try CorpusFiles.read([KnownDivergence].self, from: url))
    }

    /// The entry that explains `divergenceClass` found by `engines` in a case of `magnitude`, or
    /// nil (a new one): the first that holds at every magnitude, else the first bounded one.
    public func match(
        _ divergenceClass: DivergenceClass, engines: [String], magnitude: Double? = nil
    ) -> KnownDivergence? {
        let matching = entries.filter { $0.matches(divergenceClass, engines: engines, magnitude: magnitude) }
        return matching.first { $0.minimumMagnitude == nil } ?? matching.first
    }

    /// `classes` split into known ones (with their entry) and new ones, each in the given order.
    public func partition(_ classes: [DivergenceClass], engines: [String]) -> (
        known: [(divergenceClass: DivergenceClass, entry: KnownDivergence)], new: [DivergenceClass]
    ) {
        var known: [(divergenceClass: DivergenceClass, entry: KnownDivergence)] = []
        var new: [DivergenceClass] = []
        for divergenceClass in classes {
            if let entry = match(divergenceClass, engines: engines) {
                known.append((divergenceClass, entry))
            } else {
                new.append(divergenceClass)
            }
        }
        return (known, new)
    }
}
