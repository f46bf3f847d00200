// FixedSize.swift
// ReferenceEngine
//
// FIXEDSIZE-1/2: the child is proposed nil on the fixed axes, in sizing and in placement,
// and is centred in the modifier.

import LayoutCore

/// `fixedSize(horizontal:vertical:)`.
enum FixedSizeRule {
    /// FIXEDSIZE-1/2: nil on the fixed axes.
    static func childProposal(_ p: ProposedSize, horizontal: Bool, vertical: Bool) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    /// FIXEDSIZE-1: the child's size for the proposal with nil on the fixed axes.
    static func size(
        _ node: Int, horizontal: Bool, vertical: Bool, _ p: ProposedSize,
        in session: LayoutSession
    ) -> Size {
        session.measure(session.child(node), childProposal(p, horizontal: horizontal, vertical: vertical))
    }

    /// FIXEDSIZE-2: the child centred in the modifier's size.
    static func childPlacement(
        _ node: Int, horizontal: Bool, vertical: Bool, size s: Size,
        proposal q: ProposedSize, in session: LayoutSession
    ) -> ChildPlacement {
        let proposal = childProposal(q, horizontal: horizontal, vertical: vertical)
        return ChildPlacement(
            proposal: proposal,
            origin: centred(session.measure(session.child(node), proposal), in: s))
    }
}
