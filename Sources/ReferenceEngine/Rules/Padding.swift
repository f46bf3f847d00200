// Padding.swift
// ReferenceEngine
//
// PADDING-1/2: the child is proposed the proposal less the insets and the modifier is the
// child's size plus the insets; the child sits at (leading, top). Insets computed during
// layout may be non-finite and are kept (CORE-10): the proposal's `max(…, 0)` ignores a NaN
// (CORE-11), the size and the child's origin follow IEEE.

import LayoutCore

/// Resolved insets `(top, leading, bottom, trailing)`.
typealias ResolvedInsets = (t: Double, l: Double, b: Double, r: Double)

/// Padding.
enum PaddingRule {
    /// PADDING-1: resolved insets, as evaluated (NaN and ∞ kept, CORE-10).
    static func resolvedInsets(
        _ node: Int, _ insets: EdgeInsets,
        in session: LayoutSession
    ) -> ResolvedInsets {
        (
            session.evaluate(insets.top), session.evaluate(insets.leading),
            session.evaluate(insets.bottom), session.evaluate(insets.trailing)
        )
    }

    /// PADDING-1: the proposal less the insets, at least 0 (∞ stays ∞, nil stays nil).
    static func childProposal(_ p: ProposedSize, _ i: ResolvedInsets) -> ProposedSize {
        ProposedSize(
            width: p.width.map { Double.maximum($0 - i.l - i.r, 0) }, // CORE-11
            height: p.height.map { Double.maximum($0 - i.t - i.b, 0) })
    }

    /// PADDING-1: the child's size plus the insets.
    static func size(
        _ node: Int, _ i: ResolvedInsets, _ p: ProposedSize,
        in session: LayoutSession
    ) -> Size {
        let c = session.measure(session.child(node), childProposal(p, i))
        return Size(width: c.width + i.l + i.r, height: c.height + i.t + i.b)
    }

    /// PADDING-2: the child at (leading, top) with the placement proposal less the insets.
    static func childPlacement(_ i: ResolvedInsets, proposal q: ProposedSize) -> ChildPlacement {
        return ChildPlacement(proposal: childProposal(q, i), origin: Point(x: i.l, y: i.t))
    }
}
