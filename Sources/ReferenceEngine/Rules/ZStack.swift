// ZStack.swift
// ReferenceEngine
//
// ZSTACK-1/2/4: the size is the union of the top-priority children's aligned rects (a
// negative extent keeps only its near edge, ZSTACK-4); placement proposes the final size to
// every child. Minima and maxima ignore NaN (CORE-11).
// Guides and spacing (ZSTACK-3) are in Guide.swift and Spacing.swift.

import LayoutCore

/// The extent of children aligned on a shared anchor at (0, 0).
struct AlignedUnion {
    /// Per child: origin relative to the anchor.
    var origins: [Point]
    /// The union's origin relative to the anchor, and its size.
    var origin: Point
    var size: Size
}

/// ZStack sizing and placement.
enum ZStackRule {
    /// ZSTACK-1: the proposal is forwarded unchanged; the size is the union of the
    /// top-priority children's rects aligned on the ZStack's alignment.
    static func size(
        _ node: Int, _ alignment: Alignment, _ p: ProposedSize,
        in session: LayoutSession
    ) -> Size {
        union(node, alignment, p, in: session).size
    }

    /// ZSTACK-1: every child measured at `p` and aligned; the union over the top-priority ones.
    static func union(
        _ node: Int, _ alignment: Alignment, _ p: ProposedSize,
        in session: LayoutSession
    ) -> AlignedUnion {
        let items = session.children(node)
        let proposals = [ProposedSize](repeating: p, count: items.count)
        let sizes = items.map { session.measure($0, p) }
        return alignedUnion(
            items, proposals, sizes, alignment, included: topPriority(items, in: session),
            in: session)
    }

    /// ZSTACK-2: every child is proposed the ZStack's final size and placed at
    /// `B.origin + (R_i.origin − U.origin)`.
    static func place(
        _ node: Int, _ alignment: Alignment, _ b: Rect, offset: Point,
        in session: LayoutSession
    ) {
        let proposal = ProposedSize(b.size)
        let u = union(node, alignment, proposal, in: session)
        for (i, item) in session.children(node).enumerated() {
            let s = session.measure(item, proposal)
            session.place(
                item, Rect(origin: b.origin + (u.origins[i] - u.origin), size: s), proposal,
                offset: offset)
        }
    }

    /// Which children have the maximum priority (ZSTACK-1, PRIORITY-1). The maximum ignores NaN
    /// priorities (CORE-11); only when every priority is NaN are the NaN ones the top.
    private static func topPriority(_ items: Children, in session: LayoutSession) -> [Bool] {
        let priorities = items.map { PriorityRule.priority($0, in: session) }
        let top = priorities.dropFirst().reduce(priorities.first ?? 0, Double.maximum)
        return priorities.map { PriorityRule.same($0, top) }
    }

    /// Aligns `sizes` on `alignment` at `proposals` and takes the union over `included`.
    /// An infinite extent makes the union infinite on that axis (CORE-7: no ∞ − ∞). A negative
    /// extent adds its near edge but not its far edge, so the union is never negative (ZSTACK-4).
    private static func alignedUnion(
        _ items: Children, _ proposals: [ProposedSize], _ sizes: [Size],
        _ alignment: Alignment, included: [Bool],
        in session: LayoutSession
    ) -> AlignedUnion {
        var origins = [Point](repeating: .zero, count: items.count)
        var lo = Point(x: .infinity, y: .infinity)
        var hi = Point(x: -.infinity, y: -.infinity)
        var infinite = (horizontal: false, vertical: false)
        for (i, item) in items.enumerated() {
            for axis in Axis.both {
                let g = session.guideValue(item, alignment[axis], proposals[i], size: sizes[i])
                let o = -g
                origins[i][axis] = o
                guard included[i] else { continue }
                let extent = sizes[i][axis]
                // CORE-11: a NaN edge (a NaN guide or size, which CORE-10 keeps) is left out of
                // the union's min and max.
                if o.isNaN || extent.isNaN { continue }
                if !extent.isFinite || !o.isFinite {
                    if axis == .horizontal { infinite.horizontal = true } else { infinite.vertical = true }
                    continue
                }
                lo[axis] = Double.minimum(lo[axis], o) // CORE-11
                if extent >= 0 { hi[axis] = Double.maximum(hi[axis], o + extent) } // ZSTACK-4
            }
        }
        var size = Size.zero
        var origin = Point.zero
        for axis in Axis.both {
            let isInfinite = axis == .horizontal ? infinite.horizontal : infinite.vertical
            if isInfinite {
                size[axis] = .infinity
                origin[axis] = lo[axis].isFinite ? lo[axis] : 0
            } else if lo[axis].isFinite {
                // ZSTACK-4: the far edge is max(U.origin, max R_j.far); 0 when every extent is negative.
                size[axis] = Double.maximum(hi[axis], lo[axis]) - lo[axis]
                origin[axis] = lo[axis]
            }
        }
        return AlignedUnion(origins: origins, origin: origin, size: size)
    }
}
