// SpacingEncoding.swift
// ConstraintEngine
//
// Proposal-independent structure the model is built around: SPACING-2..4 edges (which edges
// carry a zero entry), PRIORITY-1 and SPACER-1 orientation. None of it becomes a variable.

import LayoutCore

/// The edges of a view that carry a zero spacing entry (SPACING-2).
typealias EdgeFlags = EdgeSet

extension ModelCompiler {
    /// SPACING-3: the gap between adjacent children `a` then `b` along `axis`.
    func gap(_ a: Int, _ b: Int, along axis: Axis) -> Double {
        let trailing: EdgeSet = axis == .horizontal ? .trailing : .bottom
        let leading: EdgeSet = axis == .horizontal ? .leading : .top
        return zeroEdges(a).contains(trailing) || zeroEdges(b).contains(leading) ? 0 : 8
    }

    /// SPACING-4 per node kind.
    func zeroEdges(_ node: Int) -> EdgeFlags {
        if let cached = edgesCache[node] { return cached }
        let edges = computeZeroEdges(node)
        edgesCache[node] = edges
        return edges
    }

    private func computeZeroEdges(_ node: Int) -> EdgeFlags {
        let items = children(node)
        switch kind(node) {
        case .shape, .text, .image, .divider, .customLeaf, .geometryReader, .scrollView, .position:
            return []
        case .spacer:
            switch orientation[node] {
            case .horizontal: return .horizontal
            case .vertical: return .vertical
            case nil: return .all
            }
        case .stack(let spec):
            guard let first = items.first, let last = items.last else { return .all }
            let (lead, trail): (EdgeSet, EdgeSet) = spec.axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
            let minor: EdgeSet = spec.axis == .horizontal ? .vertical : .horizontal
            var edges = EdgeSet()
            if zeroEdges(first).contains(lead) { edges.insert(lead) }
            if zeroEdges(last).contains(trail) { edges.insert(trail) }
            for item in items { edges.formUnion(zeroEdges(item).intersection(minor)) }
            return edges
        case .zStack:
            guard !items.isEmpty else { return .all }
            return items.reduce(EdgeSet()) { $0.union(zeroEdges($1)) }
        case .customLayout(let spec):
            guard !items.isEmpty else { return .all }
            guard let instance = layoutInstance(node, spec) else { return .all }
            return instance.spacing(subviews: subviews(SubviewBridge(compiler: self, node: node))).zeroEdges
        case .viewThatFits(let axes):
            guard !items.isEmpty else { return .all }
            return zeroEdges(items[idealSelection(node, axes)])
        case .frame(let w, let h, _):
            var edges = zeroEdges(items[0])
            guard !isSpacerContent(items[0]) else { return edges }
            if isFixed(w) { edges.subtract(.horizontal) }
            if isFixed(h) { edges.subtract(.vertical) }
            return edges
        case .flexFrame(let spec):
            var edges = zeroEdges(items[0])
            guard !isSpacerContent(items[0]) else { return edges }
            if spec.minWidth != nil || spec.idealWidth != nil || spec.maxWidth != nil { edges.subtract(.horizontal) }
            if spec.minHeight != nil || spec.idealHeight != nil || spec.maxHeight != nil { edges.subtract(.vertical) }
            return edges
        case .padding(let insets):
            var edges = zeroEdges(items[0])
            for (edge, inset) in [(EdgeSet.top, insets.top), (.leading, insets.leading),
                                  (.bottom, insets.bottom), (.trailing, insets.trailing)] where isNonZero(inset) {
                edges.subtract(edge)
            }
            return edges
        case .fixedSize, .offset, .alignmentGuide, .layoutPriority, .aspectRatio, .overlay, .background, .border:
            return zeroEdges(items[0])
        }
    }

    /// A frame dimension fixes its axis unless FRAME-1 makes it nil; a proxy read counts as fixed.
    private func isFixed(_ value: LayoutExpression?) -> Bool {
        guard let value else { return false }
        guard value.maximumProxyDepth == nil else { return true }
        let constant = value.evaluate(.proxiesOnly([]))
        return constant.isFinite && constant >= 0
    }

    /// An inset is zero by value; non-finite counts as 0; a proxy read counts as non-zero.
    private func isNonZero(_ inset: LayoutExpression) -> Bool {
        guard inset.maximumProxyDepth == nil else { return true }
        let constant = inset.evaluate(.proxiesOnly([]))
        return constant.isFinite && constant != 0
    }

    /// Whether `node` is a Spacer, looking through unary modifiers.
    private func isSpacerContent(_ node: Int) -> Bool {
        var current = node
        while true {
            let k = kind(current)
            if case .spacer = k { return true }
            guard k.isModifier, !children(current).isEmpty else { return false }
            current = child(current)
        }
    }

    /// PRIORITY-1: the outermost `layoutPriority` looking through modifiers; Spacer −∞; else 0.
    func priority(_ node: Int) -> Double {
        var current = node
        while true {
            let k = kind(current)
            switch k {
            case .layoutPriority(let p): return p
            case .spacer: return -.infinity
            default:
                guard k.isModifier else { return 0 }
                current = child(current)
            }
        }
    }

    /// SPACER-1: the axis of the nearest enclosing stack, through modifiers (primary only).
    func computeOrientations() -> [Axis?] {
        var result = [Axis?](repeating: nil, count: tree.count)
        for node in 0..<tree.count {     // pre-order: parents come first
            let inherited = result[node]
            let items = children(node)
            switch kind(node) {
            case .stack(let spec):
                for item in items { result[item] = spec.axis }
            case .customLayout(let spec):
                let axis = layoutInstance(node, spec)?.stackOrientation
                for item in items { result[item] = axis }
            case .overlay, .background, .border:
                if let first = items.first { result[first] = inherited }
            default:
                if kind(node).isModifier { for item in items { result[item] = inherited } }
            }
        }
        return result
    }
}
