// Aspect.swift
// ReferenceEngine
//
// ASPECT-1/2: `aspectRatio(_:contentMode:)`: the child is offered the largest (fit) or
// smallest (fill) size of the ratio around the proposal, and is centred. ASPECT-3: with a zero
// or negative ratio `offered(P)` is computed in IEEE arithmetic and then sanitised like any
// proposal (PROPOSAL-3: NaN → nil, negative → 0), in sizing and placement alike.

import LayoutCore

/// `aspectRatio(_:contentMode:)`.
enum AspectRule {
    /// ASPECT-1 `offered(P)`: the ratio (or the child's ideal size) scaled to the proposal,
    /// sanitised (ASPECT-3, PROPOSAL-3): `0 · ∞` becomes nil, a negative component 0.
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
        let k = mode == .fit ? Double.minimum(sx, sy) : Double.maximum(sx, sy) // CORE-11
        return ProposalRule.sanitized(ProposedSize(width: r.width * k, height: r.height * k))
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
