// Overlay.swift
// ReferenceEngine
//
// OVERLAY-1..3, BACKGROUND-1 and `border`: the primary (first child) is sized and placed as
// if alone (the dispatch measures it with the modifier's proposal, OVERLAY-1/2); each
// secondary is proposed the primary's size and aligned to it.

import LayoutCore

/// `overlay`, `background` and `border` secondaries.
enum OverlayRule {
    /// OVERLAY-2/3, BACKGROUND-1: each secondary member is proposed the primary's size and
    /// aligned on its own to the primary's guides. A border aligns on `.center`.
    static func placeSecondaries(
        _ node: Int, _ alignment: Alignment, _ b: Rect, _ q: ProposedSize,
        offset: Point, in session: LayoutSession
    ) {
        let items = session.children(node)
        let primary = items[0]
        let proposal = ProposedSize(b.size)
        guard items.count > 1 else { return }
        let primarySize = session.measure(primary, q, .guide)
        for secondary in items.dropFirst() {
            let size = session.measure(secondary, proposal)
            var origin = b.origin
            for axis in Axis.both {
                let key = alignment[axis]
                origin[axis] +=
                    session.guideValue(primary, key, q, size: primarySize)
                    - session.guideValue(secondary, key, proposal, size: size)
            }
            session.place(secondary, Rect(origin: origin, size: size), proposal, offset: offset)
        }
    }
}
