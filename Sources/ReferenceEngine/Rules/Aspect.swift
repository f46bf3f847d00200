// Aspect.swift
// ReferenceEngine
//
// ASPECT-1/2: `aspectRatio(_:contentMode:)`: the child is offered the largest (fit) or
// smallest (fill) size of the ratio around the proposal, and is centred. Degenerate ratios
// (ASPECT-3) need no code here: `offered(P)` is sanitised like any proposal (PROPOSAL-3).

import LayoutCore

/// `aspectRatio(_:contentMode:)`.
enum AspectRule {
    /// ASPECT-1 `offered(P)`: the ratio (or the child's ideal size) scaled to the proposal.
    static func offered(
        _ node: Int, _ ratio: Double?, _ mode: ContentMode, _ p: ProposedSize,
        in session: LayoutSession
    ) -> ProposedSize {
        if p.width == nil && p.height == nil { return p }
        var r: Size
        if let ratio {
            r = Size(width: ratio, height: 1)
        } else {
            r = session.measure(session.child(node), .unspecified)
        }
        if r.width == r.height { r = Size(width: 1, height: 1) }
        func scaleFactor(_ axis: Axis) -> Double {
            guard let proposed = p[axis], r[axis] != 0 || proposed != 0 else { return .infinity }
            return proposed / r[axis]
        }
        let sx = scaleFactor(.horizontal), sy = scaleFactor(.vertical)
        let k = mode == .fit ? min(sx, sy) : max(sx, sy)
        return ProposedSize(width: r.width * k, height: r.height * k)
    }

    /// ASPECT-1: the child's size for `offered(P)`.
    static func size(
        _ node: Int, _ ratio: Double?, _ mode: ContentMode, _ p: ProposedSize,
        in session: LayoutSession
    ) -> Size {
        session.measure(session.child(node), offered(node, ratio, mode, p, in: session))
    }

    /// ASPECT-2: the child is offered `offered(Q)` and centred in the modifier's size.
    static func childPlacement(
        _ node: Int, _ ratio: Double?, _ mode: ContentMode, size s: Size,
        proposal q: ProposedSize, in session: LayoutSession
    ) -> ChildPlacement {
        let proposal = offered(node, ratio, mode, q, in: session)
        return ChildPlacement(
            proposal: proposal,
            origin: centred(session.measure(session.child(node), proposal), in: s))
    }
}
