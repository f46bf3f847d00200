// Geometry.swift
// ReferenceEngine
//
// Notation shared by several rules (§0.2): `clamp`, and the origin that centres one size in
// another (FIXEDSIZE-2, ASPECT-2, LAYOUTPROTO-4). Every min, max and clamp of the rules ignores
// NaN operands (CORE-11): they use `Double.minimum` / `Double.maximum`, never Swift's generic
// `min` / `max`, whose answer depends on operand order.

import LayoutCore

/// `clamp(x, lo, hi) = min(max(x, lo), hi)`; when `lo > hi`, `hi` wins (§0.2). NaN operands
/// are ignored (CORE-11): `clamp(NaN, 0, 10) = 0`.
func clamp(_ x: Double, _ lo: Double, _ hi: Double) -> Double {
    Double.minimum(Double.maximum(x, lo), hi)
}

/// The origin that centres a child of size `child` in `s`.
func centred(_ child: Size, in s: Size) -> Point {
    Point(x: (s.width - child.width) / 2, y: (s.height - child.height) / 2)
}

extension Axis {
    /// Both axes, horizontal first (a stored array: `allCases` builds a new one per call).
    static let both: [Axis] = [.horizontal, .vertical]
}
