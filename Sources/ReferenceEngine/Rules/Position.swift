// Position.swift
// ReferenceEngine
//
// POSITION-1/2: `position(x:y:)` takes the whole proposal and puts its child's centre at
// (x, y). Non-finite coordinates computed during layout are kept (CORE-10).

import LayoutCore

/// `position(x:y:)`.
enum PositionRule {
    /// POSITION-1: greedy; nil components come from the child.
    static func size(_ node: Int, _ p: ProposedSize, in session: LayoutSession) -> Size {
        if let w = p.width, let h = p.height { return Size(width: w, height: h) }
        let c = session.measure(session.child(node), p)
        return Size(width: p.width ?? c.width, height: p.height ?? c.height)
    }

    /// POSITION-2: the child is proposed the modifier's size and centred on (x, y); NaN or ∞
    /// coordinates are kept (CORE-10).
    static func childPlacement(
        _ node: Int, _ x: LayoutExpression, _ y: LayoutExpression,
        size s: Size, in session: LayoutSession
    ) -> ChildPlacement {
        let proposal = ProposedSize(s)
        let childSize = session.measure(session.child(node), proposal)
        let px = session.evaluate(x)
        let py = session.evaluate(y)
        return ChildPlacement(
            proposal: proposal,
            origin: Point(x: px - childSize.width / 2, y: py - childSize.height / 2))
    }
}
