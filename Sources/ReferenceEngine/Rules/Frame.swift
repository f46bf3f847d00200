// Frame.swift
// ReferenceEngine
//
// FRAME-1..3: `frame(width:height:alignment:)`: dimension validation, sizing, and the child's
// aligned placement (FRAME-3's alignment is shared with FLEXFRAME-3).

import LayoutCore

/// Fixed frames.
enum FrameRule {
    /// FRAME-1: a negative, NaN or infinite dimension becomes nil with a warning.
    static func dimension(
        _ node: Int, _ value: LayoutExpression?, _ axis: Axis,
        in session: LayoutSession
    ) -> Double? {
        guard let expression = value else { return nil }
        let v = session.evaluate(expression)
        if isValid(v) { return v }
        session.warn(
            DiagnosticCode.frameInvalidDimension,
            "frame \(axis == .horizontal ? "width" : "height") \(formatPoints(v)) is invalid; treated as nil",
            node: node)
        return nil
    }

    /// FRAME-1: a dimension that is kept (finite and not negative).
    static func isValid(_ v: Double) -> Bool { v.isFinite && v >= 0 }

    /// FRAME-2: the set dimensions, the child's size on the others; with both set the child
    /// is not consulted.
    static func size(
        _ node: Int, _ w: LayoutExpression?, _ h: LayoutExpression?, _ p: ProposedSize,
        in session: LayoutSession
    ) -> Size {
        size(
            node, width: dimension(node, w, .horizontal, in: session),
            height: dimension(node, h, .vertical, in: session), p, in: session)
    }

    /// FRAME-2 on the dimensions FRAME-1 resolved (a constant frame's are kept resolved,
    /// `ConstantFrame`).
    static func size(
        _ node: Int, width: Double?, height: Double?, _ p: ProposedSize,
        in session: LayoutSession
    ) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let c = session.measure(
            session.child(node),
            ProposedSize(width: width ?? p.width, height: height ?? p.height))
        return Size(width: width ?? c.width, height: height ?? c.height)
    }

    /// FRAME-3: the child is proposed the set dimensions (the placement proposal elsewhere)
    /// and aligned in the frame's size; the child is asked once, at that proposal.
    static func childPlacement(
        _ node: Int, _ w: LayoutExpression?, _ h: LayoutExpression?,
        _ alignment: Alignment, size s: Size, proposal q: ProposedSize, purpose: QueryPurpose,
        in session: LayoutSession
    ) -> ChildPlacement {
        childPlacement(
            node, width: dimension(node, w, .horizontal, in: session),
            height: dimension(node, h, .vertical, in: session), alignment, size: s, proposal: q,
            purpose: purpose, in: session)
    }

    /// FRAME-3 on the dimensions FRAME-1 resolved.
    static func childPlacement(
        _ node: Int, width: Double?, height: Double?,
        _ alignment: Alignment, size s: Size, proposal q: ProposedSize, purpose: QueryPurpose,
        in session: LayoutSession
    ) -> ChildPlacement {
        let proposal = ProposedSize(width: width ?? q.width, height: height ?? q.height)
        return aligned(session.child(node), proposal, in: s, alignment, purpose: purpose, session: session)
    }

    /// FRAME-3: the child asked at `childProposal` and placed so that its guides meet a plain
    /// rectangle's guides in `s`.
    static func aligned(
        _ child: Int, _ childProposal: ProposedSize, in s: Size,
        _ alignment: Alignment, purpose: QueryPurpose, session: LayoutSession
    ) -> ChildPlacement {
        let childSize = session.measure(child, childProposal, purpose)
        var origin = Point.zero
        for axis in Axis.both {
            let key = alignment[axis]
            origin[axis] =
                GuideRule.defaultGuide(
                    key, size: s, node: nil, proposal: .unspecified,
                    in: session)
                - session.guideValue(child, key, childProposal, size: childSize)
        }
        return ChildPlacement(proposal: childProposal, origin: origin, childSize: childSize)
    }
}
