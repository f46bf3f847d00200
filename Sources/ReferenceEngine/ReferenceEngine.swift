// ReferenceEngine.swift
// ReferenceEngine
//
// A direct recursive implementation of the two-phase layout of the rule book
// (Documentation/Semantics.md): sizing (propose/respond, CORE-1) and placement, rule by rule. It shares data types with the constraint engine, never
// rule code.

import EngineConfiguration
import LayoutCore

/// The reference engine: the rule book's two phases (CORE-1/2) from the root (ROOT-1/3).
public struct ReferenceEngine: Sendable {
    public var configuration: LayoutConfiguration
    /// HSTACK-6: measurements are cached per (node, proposal); turning the cache off must not
    /// change any result (a test checks this).
    public var cachesMeasurements: Bool

    public init(
        configuration: LayoutConfiguration = LayoutConfiguration(),
        cachesMeasurements: Bool = true
    ) {
        self.configuration = configuration
        self.cachesMeasurements = cachesMeasurements
    }

    /// Lays out `tree` in the configured root environment.
    public func layout(_ tree: ViewTree) -> LayoutResult {
        layoutWithStatistics(tree).result
    }

    /// Lays out `tree` and reports how often each node's size was computed.
    public func layoutWithStatistics(_ tree: ViewTree) -> (result: LayoutResult, statistics: LayoutStatistics) {
        withStack(forDepth: tree.depth(), bytesPerLevel: 48 * 1024) {
            let session = LayoutSession(
                tree: tree, configuration: configuration,
                cachesMeasurements: cachesMeasurements)
            let result = session.run()
            return (result, LayoutStatistics(sizeEvaluations: session.cache.sizeEvaluations))
        }
    }
}

extension ReferenceEngine {
    /// The root's answer to `proposal` (`measure(root, P)`, CORE-1), without placement.
    public func sizeThatFits(_ tree: ViewTree, proposal: ProposedSize) -> Size {
        withStack(forDepth: tree.depth(), bytesPerLevel: 48 * 1024) {
            LayoutSession(
                tree: tree, configuration: configuration,
                cachesMeasurements: cachesMeasurements
            ).measure(0, proposal)
        }
    }
}

/// Counters collected during one layout pass.
public struct LayoutStatistics: Hashable, Sendable {
    /// How many times each node's size was computed (cache misses), indexed by node.
    public var sizeEvaluations: [Int]
}
