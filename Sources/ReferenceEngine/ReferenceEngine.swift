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

    /// The stack one tree level needs: measure and place recurse once per level (48 KB with
    /// room to spare in a debug build). A pass runs on a thread with `depth ×` this much stack.
    public static let stackBytesPerLevel = 48 * 1024

    /// Lays out `tree` in the configured root environment.
    ///
    /// When the stack for the tree's depth cannot be reserved (memory or address space
    /// exhausted), this stops the process with `not enough memory for a tree N levels deep`
    /// (`withStack`): tests, benchmarks and callers that built the tree themselves get a named
    /// stop rather than an overflow. Callers that must report it and carry on (the CLI) use
    /// ``checkedLayout(_:)``.
    public func layout(_ tree: ViewTree) -> LayoutResult {
        withStack(forDepth: tree.depth(), bytesPerLevel: Self.stackBytesPerLevel) { run(tree) }
    }

    /// Lays out `tree`, or throws without laying out when the stack for its depth cannot be
    /// reserved now.
    public func checkedLayout(_ tree: ViewTree) throws(StackReservationError) -> LayoutResult {
        try withReservedStack(forDepth: tree.depth(), bytesPerLevel: Self.stackBytesPerLevel) { run(tree) }
    }

    /// Lays out `tree` and reports how often each node's size was computed (stops the process
    /// like ``layout(_:)`` when the stack cannot be reserved).
    public func layoutWithStatistics(_ tree: ViewTree) -> (result: LayoutResult, statistics: LayoutStatistics) {
        withStack(forDepth: tree.depth(), bytesPerLevel: Self.stackBytesPerLevel) {
            let session = LayoutSession(
                tree: tree, configuration: configuration, cachesMeasurements: cachesMeasurements,
                countsEvaluations: true)
            let result = session.run()
            return (result, LayoutStatistics(sizeEvaluations: session.cache.sizeEvaluations))
        }
    }

    /// One pass on the current thread (the caller provides the stack).
    private func run(_ tree: ViewTree) -> LayoutResult {
        LayoutSession(tree: tree, configuration: configuration, cachesMeasurements: cachesMeasurements).run()
    }
}

extension ReferenceEngine {
    /// The root's answer to `proposal` (`measure(root, P)`, CORE-1), without placement (stops
    /// the process like ``layout(_:)`` when the stack cannot be reserved).
    public func sizeThatFits(_ tree: ViewTree, proposal: ProposedSize) -> Size {
        withStack(forDepth: tree.depth(), bytesPerLevel: Self.stackBytesPerLevel) { measure(tree, proposal) }
    }

    /// ``sizeThatFits(_:proposal:)``, or a thrown error when the stack cannot be reserved now.
    public func checkedSizeThatFits(_ tree: ViewTree, proposal: ProposedSize) throws(StackReservationError) -> Size {
        try withReservedStack(forDepth: tree.depth(), bytesPerLevel: Self.stackBytesPerLevel) {
            measure(tree, proposal)
        }
    }

    private func measure(_ tree: ViewTree, _ proposal: ProposedSize) -> Size {
        LayoutSession(tree: tree, configuration: configuration, cachesMeasurements: cachesMeasurements)
            .measure(0, proposal)
    }
}

/// Counters collected during one layout pass.
public struct LayoutStatistics: Hashable, Sendable {
    /// How many times each node's size was computed (cache misses), indexed by node.
    public var sizeEvaluations: [Int]
}
