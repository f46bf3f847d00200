// Spacing.swift
// ReferenceEngine
//
// SPACING-1..4: the edge model (which edges of a view hold a zero entry; shapes, colours and
// Text are generic, LEAF-SHAPE-3 and TEXT-7), its propagation through containers and modifiers
// (SPACING-4, ZSTACK-3, VTF-4, frames around a Spacer), and the distance between two adjacent
// views (SPACING-3; the default spacing is SPACING-1's 8). A frame's content is a Spacer only
// through layout-neutral nodes, render-only effects, layoutPriority and overlay/background/border
// primaries (SPACING-5). Padding insets and frame dimensions are read with the GeometryReader
// sizes in force (GEOREADER-2): spacing never crosses a reader (§18.6), so every spacing read
// inside one happens while the reader places its content.

import LayoutCore

/// Spacing edges and distances.
enum SpacingRule {
    /// SPACING-3: with `spacing: nil`, 0 when a zero entry faces the gap, otherwise 8.
    static func distance(_ a: Int, _ b: Int, along axis: Axis, in session: LayoutSession) -> Double {
        let trailing: EdgeSet = axis == .horizontal ? .trailing : .bottom
        let leading: EdgeSet = axis == .horizontal ? .leading : .top
        return spacingEdges(a, in: session).contains(trailing)
            || spacingEdges(b, in: session).contains(leading) ? 0 : 8
    }

    /// SPACING-2/4: the edges of `node` that hold a zero entry (the rest are generic). Computed
    /// once per node and GeometryReader sizes in force (an inset or frame dimension may read a
    /// proxy, GEOREADER-2).
    static func spacingEdges(_ node: Int, in session: LayoutSession) -> EdgeSet {
        if let cached = session.cache.spacingEdges(node, under: session.proxySizes) { return cached }
        let result = computeSpacingEdges(node, in: session)
        session.cache.store(spacingEdges: result, node, under: session.proxySizes)
        return result
    }

    private static func computeSpacingEdges(_ node: Int, in session: LayoutSession) -> EdgeSet {
        let items = session.children(node)
        func edges(_ item: Int) -> EdgeSet { spacingEdges(item, in: session) }
        switch session.kind(node) {
        case .spacer:
            return SpacerRule.spacingEdges(node, in: session)
        case .shape, .text, .image, .divider, .customLeaf, .geometryReader, .scrollView, .position:
            return [] // generic, §18.6
        case .stack(let spec):
            if items.isEmpty { return .all }
            let leading: EdgeSet = spec.axis == .horizontal ? .leading : .top
            let trailing: EdgeSet = spec.axis == .horizontal ? .trailing : .bottom
            let minorEdges: EdgeSet = spec.axis == .horizontal ? .vertical : .horizontal
            var result = edges(items[0]).intersection(leading)
            result.formUnion(edges(items[items.count - 1]).intersection(trailing))
            for item in items { result.formUnion(edges(item).intersection(minorEdges)) }
            return result
        case .customLayout(let spec):
            guard let instance = CustomLayoutRule.instance(node, spec, in: session) else { return .all }
            let host = SubviewHost(session: session, node: node)
            return instance.spacing(subviews: CustomLayoutRule.subviews(host)).zeroEdges
        case .zStack, .viewThatFits:
            // ZSTACK-3, VTF-4: the union over all children (spacing is read before any
            // proposal, so before a ViewThatFits has chosen); zero on all edges when empty.
            if items.isEmpty { return .all }
            return items.reduce(EdgeSet()) { $0.union(edges($1)) }
        case .frame(let w, let h, _):
            if isSpacerContent(node, in: session) { return edges(items[0]) }
            var result = edges(items[0])
            if isFixedDimension(w, in: session) { result.subtract(.horizontal) }
            if isFixedDimension(h, in: session) { result.subtract(.vertical) }
            return result
        case .flexFrame(let spec):
            if isSpacerContent(node, in: session) { return edges(items[0]) }
            var result = edges(items[0])
            if spec.minWidth != nil || spec.idealWidth != nil || spec.maxWidth != nil {
                result.subtract(.horizontal)
            }
            if spec.minHeight != nil || spec.idealHeight != nil || spec.maxHeight != nil {
                result.subtract(.vertical)
            }
            return result
        case .padding(let insets):
            var result = edges(items[0])
            let sides: [(LayoutExpression, EdgeSet)] = [
                (insets.top, .top), (insets.leading, .leading),
                (insets.bottom, .bottom), (insets.trailing, .trailing),
            ]
            // An inset is compared with 0 by the value PADDING-1 uses (NaN and ±∞ are kept,
            // CORE-10, so they are not 0), a proxy read with the reader sizes in force.
            for (inset, edge) in sides where session.evaluate(inset) != 0 { result.subtract(edge) }
            return result
        case .fixedSize, .offset, .alignmentGuide, .layoutPriority, .aspectRatio, .overlay,
            .background, .border:
            return edges(items[0])
        }
    }

    /// Whether a `frame(width:height:)` dimension fixes its axis: set and valid as FRAME-1 reads
    /// it (a negative, NaN or infinite value becomes nil). A dimension that reads a GeometryProxy
    /// is evaluated with the reader sizes in force, as FRAME-1 evaluates it when the frame is
    /// measured (Decisions.md). Nothing is warned here: FRAME-1 warns when it sizes the frame.
    private static func isFixedDimension(_ value: LayoutExpression?, in session: LayoutSession) -> Bool {
        guard let value else { return false }
        let v = session.evaluate(value)
        return v.isFinite && v >= 0
    }

    /// SPACING-4/5: whether a frame's content is a Spacer. Only render-only effects (offset),
    /// layoutPriority and the primary of overlay/background/border are looked through
    /// (layout-neutral nodes are gone after lowering, CORE-5); any layout modifier (a frame,
    /// flex frame, padding, fixedSize, aspectRatio, alignmentGuide, position) hides the Spacer.
    private static func isSpacerContent(_ node: Int, in session: LayoutSession) -> Bool {
        var current = session.child(node)
        while true {
            switch session.kind(current) {
            case .spacer: return true
            case .offset, .layoutPriority, .overlay, .background, .border: current = session.child(current)
            default: return false
            }
        }
    }
}
