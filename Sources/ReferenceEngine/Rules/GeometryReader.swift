// GeometryReader.swift
// ReferenceEngine
//
// GEOREADER-1/2: a GeometryReader takes the proposal (nil → 0) and places its children
// top-leading with its own size, which they read as `proxy.size`.

import LayoutCore

/// GeometryReader.
enum GeometryReaderRule {
    /// GEOREADER-1: `sizeThatFits(P) = (P.w ?? 0, P.h ?? 0)`.
    static func size(_ p: ProposedSize) -> Size {
        Size(width: p.width ?? 0, height: p.height ?? 0)
    }

    /// GEOREADER-2: children proposed the reader's size, top-leading, overlapping; they see
    /// `proxy.size == B.size` while their subtree is placed.
    static func place(_ node: Int, _ b: Rect, offset: Point, in session: LayoutSession) {
        let proposal = ProposedSize(b.size)
        session.proxySizes.append(b.size)
        defer { session.proxySizes.removeLast() }
        for item in session.children(node) {
            session.place(
                item, Rect(origin: b.origin, size: session.measure(item, proposal)), proposal,
                offset: offset)
        }
    }
}
