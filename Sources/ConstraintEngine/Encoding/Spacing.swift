// Spacing.swift
// ConstraintEngine
//
// SPACING-1..4: the gap between adjacent stack children. Which edges of a view carry a zero
// spacing entry is a proposal-independent fact, so none of it becomes a model variable; it is
// computed once per node (NodeCache). Shapes, colours and Text are generic (LEAF-SHAPE-3,
// TEXT-7); a Spacer is zero along its axis (SPACER-4); a ZStack takes the union of its children
// (ZSTACK-3). Frames keep a Spacer's zero edges looking through any unary modifier; SPACING-5's
// narrower reading is not implemented yet.

import LayoutCore

enum SpacingEncoding {
    /// SPACING-3: the distance between adjacent children `a` then `b` along `axis`: 0 when
    /// either facing edge carries a zero entry, else the generic 8.
    static func distance(_ a: Int, _ b: Int, along axis: Axis, in compiler: ModelCompiler) -> Double {
        let trailing: EdgeSet = axis == .horizontal ? .trailing : .bottom
        let leading: EdgeSet = axis == .horizontal ? .leading : .top
        return spacingEdges(a, in: compiler).contains(trailing) || spacingEdges(b, in: compiler).contains(leading)
            ? 0 : 8
    }

    /// SPACING-1/3: the distance before each child of a stack (0 before the first): the
    /// stack's explicit spacing when it has one, else `distance` between neighbours.
    static func distances(_ items: [Int], spacing: Double?, along axis: Axis, in compiler: ModelCompiler) -> [Double] {
        var result = [Double](repeating: 0, count: items.count)
        for i in items.indices.dropFirst() {
            result[i] = spacing ?? distance(items[i - 1], items[i], along: axis, in: compiler)
        }
        return result
    }

    /// SPACING-4 per node kind, cached per node.
    static func spacingEdges(_ node: Int, in compiler: ModelCompiler) -> EdgeSet {
        if let cached = compiler.cache.spacingEdges[node] { return cached }
        let edges = computeSpacingEdges(node, in: compiler)
        compiler.cache.spacingEdges[node] = edges
        return edges
    }

    private static func computeSpacingEdges(_ node: Int, in compiler: ModelCompiler) -> EdgeSet {
        let items = compiler.children(node)
        switch compiler.kind(node) {
        case .shape, .text, .image, .divider, .customLeaf, .geometryReader, .scrollView, .position:
            return []
        case .spacer:
            switch compiler.cache.orientations[node] {
            case .horizontal: return .horizontal
            case .vertical: return .vertical
            case nil: return .all
            }
        case .stack(let spec):
            guard let first = items.first, let last = items.last else { return .all }
            let (lead, trail): (EdgeSet, EdgeSet) = spec.axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
            let minor: EdgeSet = spec.axis == .horizontal ? .vertical : .horizontal
            var edges = EdgeSet()
            if spacingEdges(first, in: compiler).contains(lead) { edges.insert(lead) }
            if spacingEdges(last, in: compiler).contains(trail) { edges.insert(trail) }
            for item in items { edges.formUnion(spacingEdges(item, in: compiler).intersection(minor)) }
            return edges
        case .zStack:
            guard !items.isEmpty else { return .all }
            return items.reduce(EdgeSet()) { $0.union(spacingEdges($1, in: compiler)) }
        case .customLayout(let spec):
            guard !items.isEmpty else { return .all }
            return CustomLayoutEncoding.spacingEdges(node, spec, in: compiler)
        case .viewThatFits(let axes):
            guard !items.isEmpty else { return .all }
            return spacingEdges(items[ViewThatFitsEncoding.idealSelection(node, axes, in: compiler)], in: compiler)
        case .frame(let w, let h, _):
            var edges = spacingEdges(items[0], in: compiler)
            guard !isSpacerContent(items[0], in: compiler) else { return edges }
            if isFixed(w) { edges.subtract(.horizontal) }
            if isFixed(h) { edges.subtract(.vertical) }
            return edges
        case .flexFrame(let spec):
            var edges = spacingEdges(items[0], in: compiler)
            guard !isSpacerContent(items[0], in: compiler) else { return edges }
            if spec.minWidth != nil || spec.idealWidth != nil || spec.maxWidth != nil { edges.subtract(.horizontal) }
            if spec.minHeight != nil || spec.idealHeight != nil || spec.maxHeight != nil { edges.subtract(.vertical) }
            return edges
        case .padding(let insets):
            var edges = spacingEdges(items[0], in: compiler)
            for (edge, inset) in [
                (EdgeSet.top, insets.top), (.leading, insets.leading),
                (.bottom, insets.bottom), (.trailing, insets.trailing),
            ] where isNonZero(inset) {
                edges.subtract(edge)
            }
            return edges
        case .fixedSize, .offset, .alignmentGuide, .layoutPriority, .aspectRatio, .overlay, .background, .border:
            return spacingEdges(items[0], in: compiler)
        }
    }

    /// A frame dimension fixes its axis unless FRAME-1 makes it nil; a proxy read counts as fixed.
    private static func isFixed(_ value: LayoutExpression?) -> Bool {
        guard let value else { return false }
        guard value.maximumProxyDepth == nil else { return true }
        let constant = value.evaluate(.proxiesOnly([]))
        return constant.isFinite && constant >= 0
    }

    /// An inset is zero by value; non-finite counts as 0; a proxy read counts as non-zero.
    private static func isNonZero(_ inset: LayoutExpression) -> Bool {
        guard inset.maximumProxyDepth == nil else { return true }
        let constant = inset.evaluate(.proxiesOnly([]))
        return constant.isFinite && constant != 0
    }

    /// Whether `node` is a Spacer, looking through unary modifiers.
    private static func isSpacerContent(_ node: Int, in compiler: ModelCompiler) -> Bool {
        var current = node
        while true {
            let k = compiler.kind(current)
            if case .spacer = k { return true }
            guard k.isModifier, !compiler.children(current).isEmpty else { return false }
            current = compiler.child(current)
        }
    }
}
