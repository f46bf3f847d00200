// ViewThatFits.swift
// ReferenceEngine
//
// VTF-1..3: ViewThatFits selects the first child whose ideal size fits the proposal on the
// constrained axes (else the last), sizes and places only that one, and hides the others.
// VTF-4 (its spacing and guides) is in Spacing.swift and Guide.swift.

import LayoutCore

/// ViewThatFits.
enum ViewThatFitsRule {
    /// VTF-2 `select(P)`: the first child whose ideal fits on the constrained axes, else the
    /// last one (untested). `nil` with no children.
    static func selection(
        _ node: Int, _ axes: AxisSet, _ p: ProposedSize,
        in session: LayoutSession
    ) -> Int? {
        let chosen = firstFit(node, axes, p, in: session)
        session.recorder?.choice(node, chosen.map { session.children(node)[$0] }, p)
        return chosen
    }

    private static func firstFit(
        _ node: Int, _ axes: AxisSet, _ p: ProposedSize,
        in session: LayoutSession
    ) -> Int? {
        let items = session.children(node)
        if items.isEmpty { return nil }
        if items.count == 1 { return 0 }
        let r = p.replacingUnspecifiedDimensions()
        let m = ProposedSize(
            width: axes.contains(.horizontal) ? nil : p.width,
            height: axes.contains(.vertical) ? nil : p.height)
        for i in 0..<(items.count - 1) {
            let ideal = session.measure(items[i], m, .fitTest)
            let fits = Axis.both.allSatisfy { !axes.contains($0) || ideal[$0] <= r[$0] }
            if !axes.isEmpty && fits { return i }
        }
        return items.count - 1
    }

    /// VTF-2: the chosen child's size at the real proposal; 0×0 with no children.
    static func size(
        _ node: Int, _ axes: AxisSet, _ p: ProposedSize,
        in session: LayoutSession
    ) -> Size {
        guard let chosen = selection(node, axes, p, in: session) else { return .zero }
        return session.measure(session.children(node)[chosen], p, .chosen)
    }

    /// VTF-3: the chosen child top-leading with `Q`; the others hidden with a zero frame.
    static func place(
        _ node: Int, _ axes: AxisSet, _ b: Rect, _ q: ProposedSize, offset: Point,
        in session: LayoutSession
    ) {
        let chosen = selection(node, axes, q, in: session)
        for (i, item) in session.children(node).enumerated() {
            if i == chosen {
                session.place(
                    item, Rect(origin: b.origin, size: session.measure(item, q)), q,
                    offset: offset)
            } else {
                session.hide(item, at: b.origin, offset: offset)
            }
        }
    }
}
