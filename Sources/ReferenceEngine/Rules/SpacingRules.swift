// SpacingRules.swift
// ReferenceEngine
//
// SPACING-2..4 (edge model and propagation), SPACER-1/3/4 (orientation, priority, zero
// edges), PRIORITY-1.

import LayoutCore

extension LayoutSession {
    /// SPACING-3: with `spacing: nil`, 0 when a zero entry faces the gap, otherwise 8.
    func distance(_ a: Int, _ b: Int, along axis: Axis) -> Double {
        let trailing: EdgeSet = axis == .horizontal ? .trailing : .bottom
        let leading: EdgeSet = axis == .horizontal ? .leading : .top
        return zeroEdges(a).contains(trailing) || zeroEdges(b).contains(leading) ? 0 : 8
    }

    /// SPACING-2/4: the edges of `node` that hold a zero entry (the rest are generic).
    func zeroEdges(_ node: Int) -> EdgeSet {
        if let cached = edgesCache[node] { return cached }
        let result = computeZeroEdges(node)
        edgesCache[node] = result
        return result
    }

    private func computeZeroEdges(_ node: Int) -> EdgeSet {
        let items = children(node)
        switch kind(node) {
        case .spacer:                                                      // SPACER-4
            switch orientation[node] {
            case .horizontal: return .horizontal
            case .vertical: return .vertical
            case nil: return .all
            }
        case .shape, .text, .image, .divider, .customLeaf, .geometryReader, .scrollView, .position:
            return []                                                      // generic, §18.6
        case .stack(let spec):
            if items.isEmpty { return .all }
            let leading: EdgeSet = spec.axis == .horizontal ? .leading : .top
            let trailing: EdgeSet = spec.axis == .horizontal ? .trailing : .bottom
            let minorEdges: EdgeSet = spec.axis == .horizontal ? .vertical : .horizontal
            var result = zeroEdges(items[0]).intersection(leading)
            result.formUnion(zeroEdges(items[items.count - 1]).intersection(trailing))
            for item in items { result.formUnion(zeroEdges(item).intersection(minorEdges)) }
            return result
        case .zStack:
            if items.isEmpty { return .all }
            return items.reduce(EdgeSet()) { $0.union(zeroEdges($1)) }
        case .customLayout(let spec):
            guard let instance = layoutInstance(node, spec) else { return .all }
            let host = SubviewHost(session: self, node: node)
            return instance.spacing(subviews: subviews(host)).zeroEdges
        case .viewThatFits(let axes):
            // VTF-4 needs a proposal; spacing is read before any, so the child selected for
            // the unspecified proposal is used (Documentation/Decisions.md).
            guard let chosen = viewThatFitsSelection(node, axes, .unspecified) else { return .all }
            return zeroEdges(items[chosen])
        case .frame(let w, let h, _):
            if isSpacerContent(node) { return zeroEdges(items[0]) }
            var result = zeroEdges(items[0])
            if isFixedDimension(w) { result.subtract(.horizontal) }
            if isFixedDimension(h) { result.subtract(.vertical) }
            return result
        case .flexFrame(let spec):
            if isSpacerContent(node) { return zeroEdges(items[0]) }
            var result = zeroEdges(items[0])
            if spec.minWidth != nil || spec.idealWidth != nil || spec.maxWidth != nil {
                result.subtract(.horizontal)
            }
            if spec.minHeight != nil || spec.idealHeight != nil || spec.maxHeight != nil {
                result.subtract(.vertical)
            }
            return result
        case .padding(let insets):
            var result = zeroEdges(items[0])
            let sides: [(LayoutExpression, EdgeSet)] = [
                (insets.top, .top), (insets.leading, .leading),
                (insets.bottom, .bottom), (insets.trailing, .trailing),
            ]
            for (inset, edge) in sides where insetValue(inset) != 0 { result.subtract(edge) }
            return result
        case .fixedSize, .offset, .alignmentGuide, .layoutPriority, .aspectRatio, .overlay,
             .background, .border:
            return zeroEdges(items[0])
        }
    }

    /// Whether a `frame(width:height:)` dimension fixes its axis: set and valid (FRAME-1 turns a
    /// negative, NaN or infinite value into nil). One that reads a GeometryProxy counts as fixed
    /// (Decisions.md): spacing is read before any reader is placed.
    private func isFixedDimension(_ value: LayoutExpression?) -> Bool {
        guard let value else { return false }
        guard value.maximumProxyDepth == nil else { return true }
        let v = value.evaluate(.proxiesOnly([]))
        return v.isFinite && v >= 0
    }

    /// A padding inset as layout uses it (non-finite → 0); one that reads a GeometryProxy counts
    /// as non-zero (Decisions.md).
    private func insetValue(_ inset: LayoutExpression) -> Double {
        guard inset.maximumProxyDepth == nil else { return .nan }
        let v = inset.evaluate(.proxiesOnly([]))
        return v.isFinite ? v : 0
    }

    /// Whether a frame's content is a Spacer (through unary modifiers).
    private func isSpacerContent(_ node: Int) -> Bool {
        var current = child(node)
        while true {
            switch kind(current) {
            case .spacer: return true
            case let k where k.isModifier: current = child(current)
            default: return false
            }
        }
    }

    /// PRIORITY-1, SPACER-3: the outermost `layoutPriority` on the element, −∞ for a Spacer,
    /// else 0. It passes through modifiers but not out of containers.
    func priority(_ node: Int) -> Double {
        var current = node
        while true {
            switch kind(current) {
            case .layoutPriority(let p): return p
            case .spacer: return -.infinity
            case let k where k.isModifier: current = child(current)
            default: return 0
            }
        }
    }

    /// SPACER-1: the axis of the nearest enclosing stack (or custom layout with a
    /// `stackOrientation`), through unary modifiers and overlay primaries; other containers
    /// and overlay content cut the link.
    func computeOrientations() -> [Axis?] {
        var result = [Axis?](repeating: nil, count: tree.count)
        for (index, node) in tree.nodes.enumerated() {
            for (position, c) in node.children.enumerated() {
                let inherited: Axis?
                switch node.kind {
                case .stack(let spec): inherited = spec.axis
                case .customLayout(let spec): inherited = layoutInstance(index, spec)?.stackOrientation
                case let k where k.isModifier: inherited = position == 0 ? result[index] : nil
                default: inherited = nil
                }
                result[c.index] = inherited
            }
        }
        return result
    }
}
