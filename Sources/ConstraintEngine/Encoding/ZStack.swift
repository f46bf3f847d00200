// ZStack.swift
// ConstraintEngine
//
// ZSTACK-1/2/4: the union of the children's aligned rects (a certified min/max per edge over
// the children of top priority; a NaN priority is ignored by the max, CORE-11), a child of
// negative extent keeping only its near edge (ZSTACK-4), and placement with the final size
// proposed to every child.

import LayoutCore

enum ZStackEncoding {
    /// The aligned rects of ZSTACK-1 at proposal `p`: origins relative to the union's origin.
    static func arrangement(_ node: Int, _ alignment: Alignment, _ p: ModelProposal, in compiler: ModelCompiler)
        throws(ConstraintEngineError) -> (size: ModelSize, origins: [ModelPoint], sizes: [ModelSize])
    {
        let items = compiler.children(node)
        guard !items.isEmpty else { return (.zero, [], []) }
        // CORE-11: the top priority ignores NaN priorities; only when every one is NaN is the
        // top NaN, and then every child has it (PriorityEncoding.same).
        let top = items.map { PriorityEncoding.priority($0, in: compiler) }.reduce(Double.nan) {
            Double.maximum($0, $1)
        }
        var rects: [(origin: ModelPoint, size: ModelSize)] = []
        for item in items {
            let size = try compiler.measure(item, p)
            let origin = ModelPoint(
                x: -(try compiler.guideValue(item, alignment.horizontal.key, p)),
                y: -(try compiler.guideValue(item, alignment.vertical.key, p)))
            rects.append((origin, size))
        }
        // An infinite extent makes that axis of the union infinite; the finite rects still
        // fix its origin (CORE-7: no ∞ − ∞; Decisions.md).
        let builder = compiler.builder
        var lo: [Quantity?] = [nil, nil], hi: [Quantity?] = [nil, nil]
        var infinite = [false, false], dropsFarEdge = [false, false]
        let mayBeNegative = compiler.cache.mayHaveNegativeSize
        for (i, item) in items.enumerated()
        where PriorityEncoding.same(PriorityEncoding.priority(item, in: compiler), top) {
            for (k, axis) in Axis.allCases.enumerated() {
                let a = rects[i].origin[axis], extent = rects[i].size[axis]
                // CORE-11: a NaN edge is left out of the union's min and max.
                if a.value.isNaN || extent.value.isNaN { continue }
                guard a.isFinite, extent.isFinite else { infinite[k] = true; continue }
                lo[k] = lo[k].map { builder.minimum($0, a, rule: "ZSTACK-1") } ?? a
                // ZSTACK-4: a negative extent keeps its near edge only. Sizes can be negative
                // only below a padding with a negative (or proxy-read) inset or a stack with a
                // negative spacing (`mayHaveNegativeSize`); elsewhere the branch needs no row.
                if mayBeNegative, !builder.isAtLeast(extent, .zero, rule: "ZSTACK-4") {
                    dropsFarEdge[k] = true
                    continue
                }
                let b = a + extent
                hi[k] = hi[k].map { builder.maximum($0, b, rule: "ZSTACK-1") } ?? b
            }
        }
        var unionOrigin = ModelPoint.zero, size = ModelSize.zero
        for (k, axis) in Axis.allCases.enumerated() {
            if infinite[k] {
                size[axis] = .infinity
                unionOrigin[axis] = lo[k] ?? .zero
            } else if let l = lo[k] {
                // ZSTACK-4: the far edge is at least the near one, so U is never negative.
                var h = hi[k] ?? l
                if dropsFarEdge[k], hi[k] != nil { h = builder.maximum(l, h, rule: "ZSTACK-4") }
                size[axis] = h - l
                unionOrigin[axis] = l
            }
        }
        let origins = rects.map { ModelPoint(x: $0.origin.x - unionOrigin.x, y: $0.origin.y - unionOrigin.y) }
        return (size, origins, rects.map(\.size))
    }

    /// Whether any size in the tree can be negative (ZSTACK-4). Two rules subtract: a padding
    /// whose inset is negative or reads a GeometryProxy or view dimension (PADDING-1), and a
    /// stack whose explicit spacing is negative, whose major size `Σ D_i + Σ d_i` can then be
    /// below 0 (HSTACK-3; a non-finite spacing is 0, Decisions.md).
    static func mayHaveNegativeSize(in compiler: ModelCompiler) -> Bool {
        compiler.tree.nodes.contains { node in
            switch node.kind {
            case .padding(let e):
                return [e.top, e.leading, e.bottom, e.trailing].contains { inset in
                    guard let v = GuideEncoding.constantValue(inset) else { return true }
                    return v < 0 && v.isFinite
                }
            case .stack(let spec):
                guard let s = spec.spacing else { return false }
                return s < 0 && s.isFinite
            default:
                return false
            }
        }
    }

    /// ZSTACK-1: the union's size.
    static func size(_ node: Int, _ alignment: Alignment, _ p: ModelProposal, in compiler: ModelCompiler)
        throws(ConstraintEngineError) -> ModelSize
    {
        try arrangement(node, alignment, p, in: compiler).size
    }

    /// ZSTACK-2: every child is proposed the final size.
    static func place(
        _ node: Int, _ alignment: Alignment, _ origin: ModelPoint, _ size: ModelSize,
        offset: ModelPoint, in compiler: ModelCompiler
    ) throws(ConstraintEngineError) {
        let boxed = ModelProposal(width: size.width, height: size.height)
        let layout = try arrangement(node, alignment, boxed, in: compiler)
        for (i, item) in compiler.children(node).enumerated() {
            try compiler.place(
                item, origin: origin + layout.origins[i], size: layout.sizes[i], proposal: boxed,
                offset: offset)
        }
    }

    /// GUIDE-4 for a ZStack: a custom key or baseline merged over the children placed at the
    /// size for `p` (the standard keys have no explicit value on a ZStack).
    static func explicitGuide(
        _ node: Int, _ alignment: Alignment, _ key: AlignmentKey, _ p: ModelProposal,
        in compiler: ModelCompiler
    ) throws(ConstraintEngineError) -> Quantity? {
        let items = compiler.children(node)
        guard !key.isStandard, !items.isEmpty else { return nil }
        let size = try compiler.measure(node, p)
        let boxed = ModelProposal(width: size.width, height: size.height)
        let layout = try arrangement(node, alignment, boxed, in: compiler)
        return try GuideEncoding.mergedGuide(
            items, key, proposals: items.map { _ in boxed }, origins: layout.origins,
            node: node, in: compiler)
    }
}
