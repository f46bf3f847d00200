// ReferenceEngine+Trace.swift
// ReferenceEngine
//
// A layout pass that reports every step of its negotiation (CORE-1) to a `LayoutTracer` as it
// happens: the same pass as `layout`, with the session's recorder set.

import LayoutCore

extension ReferenceEngine {
    /// Lays out `tree`, reporting each query, answer, placement and choice to `tracer` in order;
    /// throws without laying out when the stack for the tree's depth cannot be reserved now.
    public func checkedLayout(
        _ tree: ViewTree, tracer: any LayoutTracer
    ) throws(StackReservationError) -> LayoutResult {
        try withReservedStack(forDepth: tree.depth(), bytesPerLevel: Self.stackBytesPerLevel) {
            LayoutSession(
                tree: tree, configuration: configuration, cachesMeasurements: cachesMeasurements, tracer: tracer
            ).run()
        }
    }

    /// ``checkedLayout(_:tracer:)`` for callers that built the tree themselves: stops the process
    /// with a named message when the stack cannot be reserved (like ``layout(_:)``).
    public func layout(_ tree: ViewTree, tracer: any LayoutTracer) -> LayoutResult {
        withStack(forDepth: tree.depth(), bytesPerLevel: Self.stackBytesPerLevel) {
            LayoutSession(
                tree: tree, configuration: configuration, cachesMeasurements: cachesMeasurements, tracer: tracer
            ).run()
        }
    }
}
