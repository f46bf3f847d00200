// ScrollView.swift
// ReferenceEngine
//
// SCROLL-1/2: the content is proposed nil on the scroll axes; the ScrollView takes the
// proposal on those axes and places the content top-leading at content offset 0.

import LayoutCore

/// ScrollView.
enum ScrollViewRule {
    /// SCROLL-1: the content proposal (nil on the scroll axes).
    static func contentProposal(_ axes: AxisSet, _ p: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: axes.contains(.horizontal) ? nil : p.width,
            height: axes.contains(.vertical) ? nil : p.height)
    }

    /// SCROLL-1: the proposal on the scroll axes (nil → the content's), the content elsewhere.
    static func size(
        _ node: Int, _ axes: AxisSet, _ p: ProposedSize,
        in session: LayoutSession
    ) -> Size {
        let c = session.measure(session.child(node), contentProposal(axes, p))
        var result = c
        for axis in Axis.both where axes.contains(axis) {
            result[axis] = p[axis] ?? c[axis]
        }
        return result
    }

    /// SCROLL-2: the content top-leading at content offset 0.
    static func place(
        _ node: Int, _ axes: AxisSet, _ b: Rect, _ q: ProposedSize, offset: Point,
        in session: LayoutSession
    ) {
        let proposal = contentProposal(axes, q)
        let content = session.child(node)
        session.place(
            content, Rect(origin: b.origin, size: session.measure(content, proposal)),
            proposal, offset: offset)
    }
}
