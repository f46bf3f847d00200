// HStack.swift
// ConstraintEngine
//
// HSTACK-1..7 (and VStack with the axes swapped). The greedy split of HSTACK-3 is written as
// rows in sorted order: each share is `max(avail / remaining, 0)` (a certified max), `avail`
// is a running linear expression of the children's answers (a variable whenever it grows past a
// few terms, `ModelBuilder.bounded`, so n children write O(n) nonzeros, not O(n²)), and the
// sort of HSTACK-2 is certified by rows between neighbours in sorted order. The two other ways
// of writing a priority group's shares (`lp-only` water-filling and the `exact` equal-share
// group) are in HStack+WaterFilling.swift.

import LayoutCore

/// The outcome of `distribute(P)` in model quantities (positions relative to the stack).
struct StackArrangement {
    var size: ModelSize
    var proposals: [ModelProposal]
    var sizes: [ModelSize]
    var origins: [ModelPoint]
}

enum HStackEncoding {
    /// One child's HSTACK-2 probes.
    struct Probe {
        var index: Int
        var minimum: Quantity
        var maximum: Quantity
        var flexibility: Quantity { maximum - minimum }
    }

    /// HSTACK-3 `distribute(P)`: the children's proposals and sizes (priority groups in
    /// HSTACK-2 order; `avail` never becomes NaN, HSTACK-7), then their origins; its size is
    /// the stack's answer (HSTACK-4).
    static func distribute(_ node: Int, _ spec: StackSpec, _ p: ModelProposal, in compiler: ModelCompiler)
        throws(ConstraintEngineError) -> StackArrangement
    {
        let builder = compiler.builder
        let items = compiler.children(node)
        let axis = spec.axis, cross = axis.orthogonal
        guard !items.isEmpty else {
            return StackArrangement(size: .zero, proposals: [], sizes: [], origins: [])
        }
        let distances = SpacingEncoding.distances(node, items, spacing: spec.spacing, along: axis, in: compiler)
        let spacingTotal = distances.reduce(0, +)
        let minor = p[cross]
        var proposals = [ModelProposal](repeating: ModelProposal(width: nil, height: nil), count: items.count)
        var sizes = [ModelSize](repeating: .zero, count: items.count)

        if let major = p[axis] {
            let order = try flexibilityOrder(items, minor: minor, axis: axis, in: compiler)
            var avail = major - spacingTotal
            let priorities = order.map { PriorityEncoding.priority(items[$0.index], in: compiler) }
            var start = 0
            var isFirstGroup = true
            while start < order.count {
                var end = start + 1
                while end < order.count, PriorityEncoding.same(priorities[end], priorities[start]) { end += 1 }
                // Reserve the later groups' minimum (first group) or release this group's own
                // reserve; a step that would make `avail` NaN (∞ − ∞) leaves it as it is (HSTACK-7).
                let r: Quantity
                func minimums(_ members: ArraySlice<Probe>) -> Quantity {
                    members.reduce(Quantity.zero) {
                        builder.bounded($0 + $1.minimum, "\(compiler.label(node))_minimums\($1.index)")
                    }
                }
                if isFirstGroup {
                    r = avail - minimums(order[end...])
                    isFirstGroup = false
                } else {
                    r = avail + minimums(order[start..<end])
                }
                if !r.value.isNaN { avail = r }
                avail = builder.define(avail, "\(compiler.label(node))_avail\(start)")
                if compiler.mode == .lpOnly, avail.isFinite {
                    try waterFilledGroup(
                        node, order[start..<end], items: items, axis: axis, minor: minor,
                        avail: &avail, proposals: &proposals, sizes: &sizes, in: compiler)
                    start = end
                    continue
                }
                if compiler.mode == .exact,
                    try equalShareGroup(
                        node, order[start..<end], items: items, axis: axis, minor: minor,
                        avail: &avail, proposals: &proposals, sizes: &sizes, in: compiler)
                {
                    start = end
                    continue
                }
                var remaining = Double(end - start)
                for member in order[start..<end] {
                    let share = builder.maximum(avail / remaining, .zero, rule: "HSTACK-3")
                    let proposal = ModelProposal(major: share, minor: minor, axis: axis)
                    let answer = try compiler.measure(items[member.index], proposal)
                    proposals[member.index] = proposal
                    sizes[member.index] = answer
                    let t = avail - answer[axis]
                    if !t.value.isNaN {
                        avail = builder.bounded(t, "\(compiler.label(node))_avail\(start)_\(member.index)")
                    }
                    remaining -= 1
                }
                start = end
            }
        } else {
            for (i, item) in items.enumerated() {
                proposals[i] = ModelProposal(major: nil, minor: minor, axis: axis)
                sizes[i] = try compiler.measure(item, proposals[i])
            }
        }

        // Minor axis: align every child on the stack's guide.
        var offsets: [Quantity] = []
        var lo = Quantity.zero, hi = Quantity.zero
        for (i, item) in items.enumerated() {
            let m = -(try compiler.guideValue(item, spec.alignment, proposals[i]))
            offsets.append(m)
            lo = builder.minimum(lo, m, rule: "HSTACK-3")
            hi = builder.maximum(hi, m + sizes[i][cross], rule: "HSTACK-3")
        }
        // Major axis: declaration order.
        var x = Quantity.zero
        var origins: [ModelPoint] = []
        for i in items.indices {
            let majorOrigin = x + distances[i]
            origins.append(ModelPoint(major: majorOrigin, minor: offsets[i] - lo, axis: axis))
            x = builder.bounded(majorOrigin + sizes[i][axis], "\(compiler.label(node))_end\(i)")
        }
        return StackArrangement(
            size: ModelSize(major: x, minor: hi - lo, axis: axis), proposals: proposals,
            sizes: sizes, origins: origins)
    }

    /// HSTACK-5: every child at its arrangement's origin, with its arrangement's proposal.
    static func place(
        _ node: Int, _ spec: StackSpec, _ origin: ModelPoint, _ size: ModelSize, _ q: ModelProposal,
        offset: ModelPoint, in compiler: ModelCompiler
    ) throws(ConstraintEngineError) {
        let cross = spec.axis.orthogonal
        var q2 = q
        if q2[cross] == nil { q2[cross] = size[cross] }
        let d: StackArrangement
        if let shared = compiler.sharedArrangement(node, q2) {
            d = shared
        } else {
            d = try distribute(node, spec, q2, in: compiler)
        }
        for (i, item) in compiler.children(node).enumerated() {
            try compiler.place(
                item, origin: origin + d.origins[i], size: d.sizes[i], proposal: d.proposals[i],
                offset: offset)
        }
    }

    /// GUIDE-4 for a stack: a custom key or baseline merged over the children of the
    /// arrangement at `p` (the standard keys have no explicit value on a stack).
    static func explicitGuide(
        _ node: Int, _ spec: StackSpec, _ key: AlignmentKey, _ p: ModelProposal,
        in compiler: ModelCompiler
    ) throws(ConstraintEngineError) -> Quantity? {
        guard !key.isStandard, !compiler.children(node).isEmpty else { return nil }
        let size = try compiler.measure(node, p)
        let q = ModelProposal(
            major: p[spec.axis], minor: p[spec.axis.orthogonal] ?? size[spec.axis.orthogonal],
            axis: spec.axis)
        let d: StackArrangement
        if let shared = compiler.sharedArrangement(node, q) {
            d = shared
        } else {
            d = try distribute(node, spec, q, in: compiler)
        }
        return try GuideEncoding.mergedGuide(
            compiler.children(node), key, proposals: d.proposals, origins: d.origins,
            node: node, in: compiler)
    }

    /// HSTACK-2: probes, then a stable bottom-up merge sort (Decisions.md: the order for NaN
    /// flexibilities), certified between neighbours of equal priority.
    static func flexibilityOrder(_ items: [Int], minor: Quantity?, axis: Axis, in compiler: ModelCompiler)
        throws(ConstraintEngineError) -> [Probe]
    {
        var probes: [Probe] = []
        for (i, item) in items.enumerated() {
            let lo = try compiler.measure(item, ModelProposal(major: .zero, minor: minor, axis: axis))[axis]
            let hi = try compiler.measure(item, ModelProposal(major: .infinity, minor: minor, axis: axis))[axis]
            probes.append(Probe(index: i, minimum: lo, maximum: hi))
        }
        let priorities = items.map { PriorityEncoding.priority($0, in: compiler) }
        // The order compares forward values only (`max − min` in IEEE, as the flexibility's own
        // value is computed), read from flat arrays: a comparison that built the flexibility
        // quantities, or copied two probes (about 150 bytes each), cost more than the sort.
        let flexibilities = probes.map { $0.maximum.value - $0.minimum.value }
        let minimums = probes.map(\.minimum.value)
        func before(_ a: Int, _ b: Int) -> Bool {
            let pa = priorities[a], pb = priorities[b]
            if !PriorityEncoding.same(pa, pb) { return pa > pb }
            let da = flexibilities[a], db = flexibilities[b]
            if da != db { return da < db }
            let ka = da == .infinity ? -minimums[a] : 0
            let kb = db == .infinity ? -minimums[b] : 0
            return ka < kb
        }
        let sorted = stableSorted(Array(probes.indices), by: before).map { probes[$0] }
        let builder = compiler.builder
        var previous: Quantity?
        for (i, probe) in sorted.enumerated() {
            let flexibility = probe.flexibility
            defer { previous = flexibility }
            guard i > 0, let da = previous,
                PriorityEncoding.same(priorities[sorted[i - 1].index], priorities[probe.index])
            else { continue }
            let db = flexibility
            guard da.isFinite, db.isFinite else { continue }
            if da.value == db.value {
                builder.requireEqual(da, db, rule: "HSTACK-2")
            } else if da.value < db.value {
                builder.requireAtLeast(db, da, rule: "HSTACK-2")
            }
        }
        return sorted
    }

    /// Bottom-up merge sort; an element comes from the right run only when strictly before.
    static func stableSorted<T>(_ input: [T], by before: (T, T) -> Bool) -> [T] {
        var items = input
        var width = 1
        while width < items.count {
            var merged: [T] = []
            merged.reserveCapacity(items.count)
            var start = 0
            while start < items.count {
                let mid = min(start + width, items.count), end = min(start + 2 * width, items.count)
                var i = start, j = mid
                while i < mid && j < end {
                    if before(items[j], items[i]) {
                        merged.append(items[j]); j += 1
                    } else {
                        merged.append(items[i]); i += 1
                    }
                }
                merged.append(contentsOf: items[i..<mid])
                merged.append(contentsOf: items[j..<end])
                start = end
            }
            items = merged
            width *= 2
        }
        return items
    }
}
