// Spacing.swift
// ConstraintEngine
//
// SPACING-1..4: the gap between adjacent stack children. Which edges of a view carry a zero
// spacing entry is a proposal-independent fact, so none of it becomes a model variable; it is
// computed once per node and GeometryReader sizes in force (NodeCache). Shapes, colours and
// Text are generic (LEAF-SHAPE-3, TEXT-7); a Spacer is zero along its axis (SPACER-4); a ZStack
// takes the union of its children (ZSTACK-3) and so does a ViewThatFits (VTF-4). Frames keep a
// Spacer's zero edges only when their content is a Spacer in SPACING-5's sense. A padding inset
// or frame dimension that reads a proxy is decided on its forward value with the reader sizes in
// force (spacing never crosses a reader, §18.6, so it is read while the reader places its
// content, GEOREADER-2), and the branch is certified by a condition row.

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
    ///
    /// Stack spacing must be finite (CORE-10); in source a NaN or ∞ is a source error, but a
    /// tree built in code can still carry one. It is then 0 with `value.invalid`, as the other
    /// lengths that must be finite are (padding insets, offsets, positions; CORE-6).
    static func distances(
        _ node: Int, _ items: [Int], spacing: Double?, along axis: Axis, in compiler: ModelCompiler
    ) -> [Double] {
        var spacing = spacing
        if let s = spacing, !s.isFinite {
            compiler.warn(
                DiagnosticCode.invalidValue, "stack spacing \(formatPoints(s)) is not a finite number; using 0",
                node: node)
            spacing = 0
        }
        var result = [Double](repeating: 0, count: items.count)
        for i in items.indices.dropFirst() {
            result[i] = spacing ?? distance(items[i - 1], items[i], along: axis, in: compiler)
        }
        return result
    }

    /// SPACING-4 per node kind, cached per node and GeometryReader sizes in force.
    static func spacingEdges(_ node: Int, in compiler: ModelCompiler) -> EdgeSet {
        if let cached = compiler.cache.spacingEdges[node]?.value(under: compiler.proxySizes) { return cached }
        let edges = computeSpacingEdges(node, in: compiler)
        compiler.cache.spacingEdges[node] = UnderProxies(proxies: compiler.proxySizes, value: edges)
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
        case .viewThatFits:
            // VTF-4: spacing is read before any child is chosen, so it is the union over all
            // children (zero on every edge when there are none, SPACING-2).
            guard !items.isEmpty else { return .all }
            return items.reduce(EdgeSet()) { $0.union(spacingEdges($1, in: compiler)) }
        case .frame(let w, let h, _):
            var edges = spacingEdges(items[0], in: compiler)
            guard !isSpacerContent(items[0], in: compiler) else { return edges }
            if isFixedDimension(w, in: compiler) { edges.subtract(.horizontal) }
            if isFixedDimension(h, in: compiler) { edges.subtract(.vertical) }
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
            ] where isNonZero(inset, in: compiler) {
                edges.subtract(edge)
            }
            return edges
        case .fixedSize, .offset, .alignmentGuide, .layoutPriority, .aspectRatio, .overlay, .background, .border:
            return spacingEdges(items[0], in: compiler)
        }
    }

    /// A frame dimension fixes its axis unless FRAME-1 makes it nil (negative, NaN or infinite).
    /// Decided on the forward value and certified (`SPACING-4`): `v ≥ 0` when it fixes the axis,
    /// `v ≤ 0` for a negative one (the strict `v < 0` as a non-strict row, like every strict
    /// comparison); a non-finite value is a constant and needs no row. No warning here: FRAME-1
    /// warns when it sizes the frame.
    private static func isFixedDimension(_ value: LayoutExpression?, in compiler: ModelCompiler) -> Bool {
        guard let value else { return false }
        let v = argument(value, in: compiler)
        guard v.isFinite else { return false }
        return compiler.builder.isAtLeast(v, .zero, rule: "SPACING-4")
    }

    /// An inset is compared with 0 by its value (a non-finite one is kept by layout, CORE-10, so
    /// it is not zero: a constant, no row). A zero inset is certified by `inset = 0`; a non-zero
    /// one by its sign side, `inset ≥ 0` or `inset ≤ 0` (the strict `≠ 0` as a non-strict row,
    /// like every strict comparison).
    private static func isNonZero(_ inset: LayoutExpression, in compiler: ModelCompiler) -> Bool {
        let v = argument(inset, in: compiler)
        guard v.isFinite else { return true }
        let builder = compiler.builder
        if builder.isEqual(v, .zero, rule: "SPACING-4") { return false }
        if v.value > 0 {
            builder.requireAtLeast(v, .zero, rule: "SPACING-4")
        } else {
            builder.requireAtLeast(.zero, v, rule: "SPACING-4")
        }
        return true
    }

    /// A modifier argument as layout evaluates it (PADDING-1, FRAME-1): constants and reads of the
    /// GeometryReader sizes in force (GEOREADER-2). The tree validator admits no view dimensions
    /// outside `alignmentGuide` and no proxy deeper than the enclosing readers; either would read
    /// NaN here, as `ModelCompiler.evaluate` reads it.
    private static func argument(_ expression: LayoutExpression, in compiler: ModelCompiler) -> Quantity {
        let proxies = compiler.proxySizes
        return GuideEncoding.fold(expression) { (leaf: LayoutExpression) -> Quantity in
            switch leaf {
            case .constant(let v): return Quantity(v)
            case .proxyWidth(let n): return proxies.indices.contains(n) ? proxies[n].width : Quantity(.nan)
            case .proxyHeight(let n): return proxies.indices.contains(n) ? proxies[n].height : Quantity(.nan)
            default: return Quantity(.nan)
            }
        }
    }

    /// SPACING-5: whether a frame's content `node` is a Spacer seen only through render-only
    /// effects (offset), `layoutPriority` and the primary of overlay/background/border (the
    /// layout-neutral nodes of CORE-5 are gone after lowering). Any other layout modifier in
    /// between (frame, flex frame, padding, fixedSize, aspectRatio, alignmentGuide, position)
    /// hides the Spacer.
    private static func isSpacerContent(_ node: Int, in compiler: ModelCompiler) -> Bool {
        var current = node
        while true {
            switch compiler.kind(current) {
            case .spacer: return true
            case .offset, .layoutPriority, .overlay, .background, .border:
                guard !compiler.children(current).isEmpty else { return false }
                current = compiler.child(current)
            default: return false
            }
        }
    }
}
