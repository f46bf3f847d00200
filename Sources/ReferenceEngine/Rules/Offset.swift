// Offset.swift
// ReferenceEngine
//
// OFFSET-1: `.offset(x:y:)` is a drawing transform. Sizing and layout frames pass through
// unchanged (the dispatch measures the child with the same proposal and places it at the
// modifier's origin); only the accumulated render offset of the display frames changes. A
// non-finite offset (one computed from a GeometryProxy, or a sum that overflows) is kept
// (CORE-10).

import LayoutCore

/// OFFSET-1 render offsets.
enum OffsetRule {
    /// The render offset for the modifier and its subtree: `accumulated + (x, y)` in IEEE
    /// arithmetic; a NaN or infinite result is kept (CORE-10).
    static func renderOffset(
        _ node: Int, _ x: LayoutExpression, _ y: LayoutExpression,
        accumulated: Point, in session: LayoutSession
    ) -> Point {
        var result = accumulated
        result.x += session.evaluate(x)
        result.y += session.evaluate(y)
        return result
    }
}
