// Offset.swift
// ReferenceEngine
//
// OFFSET-1: `.offset(x:y:)` is a drawing transform. Sizing and layout frames pass through
// unchanged (the dispatch measures the child with the same proposal and places it at the
// modifier's origin); only the accumulated render offset of the display frames changes.

import LayoutCore

/// OFFSET-1 render offsets.
enum OffsetRule {
    /// The render offset for the modifier and its subtree: `accumulated + (x, y)`; a NaN or
    /// infinite component counts as 0 (CORE-6).
    static func renderOffset(
        _ node: Int, _ x: LayoutExpression, _ y: LayoutExpression,
        accumulated: Point, in session: LayoutSession
    ) -> Point {
        var result = accumulated
        result.x += session.finite(session.evaluate(x), node: node)
        result.y += session.finite(session.evaluate(y), node: node)
        return result
    }
}
