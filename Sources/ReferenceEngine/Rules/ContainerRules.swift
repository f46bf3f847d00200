// ContainerRules.swift
// ReferenceEngine
//
// VTF-1..4 (ViewThatFits), GEOREADER-1/2 (GeometryReader), SCROLL-1/2 (ScrollView).

import LayoutCore

extension LayoutSession {
    /// VTF-2 `select(P)`: the first child whose ideal fits on the constrained axes, else the
    /// last one (untested). `nil` with no children.
    func viewThatFitsSelection(_ node: Int, _ axes: AxisSet, _ p: ProposedSize) -> Int? {
        let items = children(node)
        if items.isEmpty { return nil }
        if items.count == 1 { return 0 }
        let r = p.replacingUnspecifiedDimensions()
        let m = ProposedSize(width: axes.contains(.horizontal) ? nil : p.width,
                             height: axes.contains(.vertical) ? nil : p.height)
        for i in 0..<(items.count - 1) {
            let ideal = size(items[i], m)
            let fits = Axis.allCases.allSatisfy { !axes.contains($0) || ideal[$0] <= r[$0] }
            if !axes.isEmpty && fits { return i }
        }
        return items.count - 1
    }

    /// VTF-2: the chosen child's size at the real proposal; 0×0 with no children.
    func viewThatFitsSize(_ node: Int, _ axes: AxisSet, _ p: ProposedSize) -> Size {
        guard let chosen = viewThatFitsSelection(node, axes, p) else { return .zero }
        return size(children(node)[chosen], p)
    }

    /// VTF-3: the chosen child top-leading with `Q`; the others hidden with a zero frame.
    func placeViewThatFits(_ node: Int, _ axes: AxisSet, _ b: Rect, _ q: ProposedSize, offset: Point) {
        let chosen = viewThatFitsSelection(node, axes, q)
        for (i, item) in children(node).enumerated() {
            if i == chosen {
                place(item, Rect(origin: b.origin, size: size(item, q)), q, offset: offset)
            } else {
                hide(item, at: b.origin, offset: offset)
            }
        }
    }

    /// GEOREADER-2: children proposed the reader's size, top-leading, overlapping; they see
    /// `proxy.size == B.size`.
    func placeGeometryReader(_ node: Int, _ b: Rect, offset: Point) {
        let proposal = ProposedSize(b.size)
        proxySizes.append(b.size)
        defer { proxySizes.removeLast() }
        for item in children(node) {
            place(item, Rect(origin: b.origin, size: size(item, proposal)), proposal, offset: offset)
        }
    }

    /// SCROLL-1: the content proposal (nil on the scroll axes).
    func scrollContentProposal(_ axes: AxisSet, _ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: axes.contains(.horizontal) ? nil : p.width,
                     height: axes.contains(.vertical) ? nil : p.height)
    }

    /// SCROLL-1: the proposal on the scroll axes (nil → the content's), the content elsewhere.
    func scrollViewSize(_ node: Int, _ axes: AxisSet, _ p: ProposedSize) -> Size {
        let c = size(child(node), scrollContentProposal(axes, p))
        var result = c
        for axis in Axis.allCases where axes.contains(axis) {
            result[axis] = p[axis] ?? c[axis]
        }
        return result
    }

    /// SCROLL-2: the content top-leading at content offset 0.
    func placeScrollView(_ node: Int, _ axes: AxisSet, _ b: Rect, _ q: ProposedSize, offset: Point) {
        let proposal = scrollContentProposal(axes, q)
        let content = child(node)
        place(content, Rect(origin: b.origin, size: size(content, proposal)), proposal, offset: offset)
    }
}
