// StackEncoding.swift
// ConstraintEngine
//
// HSTACK-1..5 (and VStack with the axes swapped). The greedy split of HSTACK-3 is written as
// rows in sorted order: each share is `max(avail / remaining, 0)` (a certified max), `avail`
// is a running linear expression of the children's answers, and the sort of HSTACK-2 is
// certified by rows between neighbours in sorted order. In `exact` mode a group of uncapped
// clamp-like leaves is written as one level λ instead (tier A where provably equal, `tierAGroup`).

import LayoutCore

/// The outcome of `distribute(P)` in model quantities (positions relative to the stack).
struct StackModel {
    var size: ModelSize
    var proposals: [ModelProposal]
    var sizes: [ModelSize]
    var origins: [ModelPoint]
}

extension ModelCompiler {
    /// HSTACK-3 `distribute(P)`.
    func distribute(_ node: Int, _ spec: StackSpec, _ p: ModelProposal) throws(ConstraintEngineError) -> StackModel {
        let items = children(node)
        let axis = spec.axis, cross = axis.orthogonal
        guard !items.isEmpty else {
            return StackModel(size: .zero, proposals: [], sizes: [], origins: [])
        }
        var gaps = [Double](repeating: 0, count: items.count)
        for i in 1..<items.count { gaps[i] = spec.spacing ?? gap(items[i - 1], items[i], along: axis) }
        let spacingTotal = gaps.reduce(0, +)
        let minor = p[cross]
        var proposals = [ModelProposal](repeating: ModelProposal(width: nil, height: nil), count: items.count)
        var sizes = [ModelSize](repeating: .zero, count: items.count)

        if let major = p[axis] {
            let order = try sortedChildren(items, minor: minor, axis: axis)
            var avail = major - spacingTotal
            let priorities = order.map { priority(items[$0.index]) }
            var start = 0
            var isFirstGroup = true
            while start < order.count {
                var end = start + 1
                while end < order.count, priorities[end] == priorities[start] { end += 1 }
                if isFirstGroup {
                    for later in order[end...] { avail = avail - later.minimum }
                    isFirstGroup = false
                } else {
                    for member in order[start..<end] { avail = avail + member.minimum }
                }
                avail = builder.define(avail, "\(label(node))_avail\(start)")
                if mode == .lpOnly, avail.isFinite {
                    // Tier A: the group's shares from a water-filling LP instead of the greedy split.
                    let shares = try waterFill(order[start..<end].map { ($0.minimum.value, $0.maximum.value) },
                                               budget: avail.value, node: node)
                    for (member, share) in zip(order[start..<end], shares) {
                        let proposal = ModelProposal(major: Quantity(share), minor: minor, axis: axis)
                        let answer = try measure(items[member.index], proposal)
                        proposals[member.index] = proposal
                        sizes[member.index] = answer
                        let t = avail - answer[axis]
                        if !t.value.isNaN { avail = t }
                    }
                    start = end
                    continue
                }
                if mode == .exact, try tierAGroup(node, order[start..<end], items: items, axis: axis, minor: minor,
                                                  avail: &avail, proposals: &proposals, sizes: &sizes) {
                    start = end
                    continue
                }
                var remaining = Double(end - start)
                for member in order[start..<end] {
                    let share = builder.maximum(avail / remaining, .zero, rule: "HSTACK-3")
                    let proposal = ModelProposal(major: share, minor: minor, axis: axis)
                    let answer = try measure(items[member.index], proposal)
                    proposals[member.index] = proposal
                    sizes[member.index] = answer
                    let t = avail - answer[axis]
                    if !t.value.isNaN { avail = t }
                    remaining -= 1
                }
                start = end
            }
        } else {
            for (i, item) in items.enumerated() {
                proposals[i] = ModelProposal(major: nil, minor: minor, axis: axis)
                sizes[i] = try measure(item, proposals[i])
            }
        }

        // Minor axis: align every child on the stack's guide.
        var offsets: [Quantity] = []
        var lo = Quantity.zero, hi = Quantity.zero
        for (i, item) in items.enumerated() {
            let m = -(try guideValue(item, spec.alignment, proposals[i]))
            offsets.append(m)
            lo = builder.minimum(lo, m, rule: "HSTACK-3")
            hi = builder.maximum(hi, m + sizes[i][cross], rule: "HSTACK-3")
        }
        // Major axis: declaration order.
        var x = Quantity.zero
        var origins: [ModelPoint] = []
        for i in items.indices {
            let majorOrigin = x + gaps[i]
            origins.append(ModelPoint(major: majorOrigin, minor: offsets[i] - lo, axis: axis))
            x = majorOrigin + sizes[i][axis]
        }
        return StackModel(size: ModelSize(major: x, minor: hi - lo, axis: axis), proposals: proposals,
                          sizes: sizes, origins: origins)
    }

    /// HSTACK-3, tier A inside `exact` (ConstraintEncoding.md, "Tier A in exact"): a group of
    /// at least two clamp-like members (`clamp(p, 0, hi)` along the axis) whose minimum probes are
    /// 0 and none of whose maximum probes is below λ = max(avail / n, 0) is written as one level
    /// λ proposed to every member. Greedy's shares are then all λ (each member answers λ, so
    /// (avail − kλ) / (n − k) = λ), up to the last bit. Returns false (nothing written) when the
    /// group does not qualify on forward values; the caller then writes the greedy chain.
    func tierAGroup(_ node: Int, _ group: ArraySlice<Probe>, items: [Int], axis: Axis, minor: Quantity?,
                    avail: inout Quantity, proposals: inout [ModelProposal], sizes: inout [ModelSize])
        throws(ConstraintEngineError) -> Bool
    {
        let n = Double(group.count)
        guard group.count >= 2, avail.isFinite else { return false }
        let level = Swift.max(avail.value / n, 0)
        for member in group {
            guard isClampLike(items[member.index], along: axis), member.minimum.value == 0,
                  member.maximum.value >= level else { return false }
        }
        let lambda = builder.define(builder.maximum(avail / n, .zero, rule: "HSTACK-3"), "\(label(node))_level\(group.startIndex)")
        for member in group {
            builder.requireEqual(member.minimum, .zero, rule: "HSTACK-3")
            builder.requireAtLeast(member.maximum, lambda, rule: "HSTACK-3")   // no row when the probe is +∞
        }
        for member in group {
            let proposal = ModelProposal(major: lambda, minor: minor, axis: axis)
            let answer = try measure(items[member.index], proposal)
            // Implied by the leaf's own rows when the kind is clamp-like; written so that a kind
            // wrongly taken for clamp-like makes the model infeasible instead of silently wrong.
            builder.requireEqual(answer[axis], lambda, rule: "HSTACK-3")
            proposals[member.index] = proposal
            sizes[member.index] = answer
            let t = avail - answer[axis]
            if !t.value.isNaN { avail = t }
        }
        tierAGroups += 1
        return true
    }

    /// Whether `node` answers `clamp(p, 0, hi)` along `axis` for every finite p ≥ 0 (answering p
    /// itself when p ≤ hi), decided by kind alone: shapes and colours (LEAF-SHAPE-1; Circle,
    /// LEAF-SHAPE-2, with hi = its cross side), resizable images (LEAF-IMAGE-1) and a Spacer of
    /// minLength exactly 0 oriented along `axis` (SPACER-2). Divider is not included: inside a
    /// stack its stack-axis side is the constant thickness (DIVIDER-1). Everything else (Text,
    /// frames, padding, containers, custom leaves, transparent modifiers) is not clamp-like here.
    func isClampLike(_ node: Int, along axis: Axis) -> Bool {
        switch kind(node) {
        case .shape: return true
        case .image(let spec): return spec.isResizable
        case .spacer(let minLength): return minLength == 0 && orientation[node] == axis
        default: return false
        }
    }

    /// HSTACK-5.
    func placeStack(_ node: Int, _ spec: StackSpec, _ origin: ModelPoint, _ size: ModelSize, _ q: ModelProposal,
                    offset: ModelPoint) throws(ConstraintEngineError) {
        let cross = spec.axis.orthogonal
        var q2 = q
        if q2[cross] == nil { q2[cross] = size[cross] }
        let d: StackModel
        if let shared = sharedArrangement(node, q2) { d = shared } else { d = try distribute(node, spec, q2) }
        for (i, item) in children(node).enumerated() {
            try place(item, origin: origin + d.origins[i], size: d.sizes[i], proposal: d.proposals[i], offset: offset)
        }
    }

    /// One child's HSTACK-2 probes.
    struct Probe {
        var index: Int
        var minimum: Quantity
        var maximum: Quantity
        var flexibility: Quantity { maximum - minimum }
    }

    /// HSTACK-2: probes, then a stable bottom-up merge sort (Decisions.md: the order for NaN
    /// flexibilities), certified between neighbours of equal priority.
    func sortedChildren(_ items: [Int], minor: Quantity?, axis: Axis) throws(ConstraintEngineError) -> [Probe] {
        var probes: [Probe] = []
        for (i, item) in items.enumerated() {
            let lo = try measure(item, ModelProposal(major: .zero, minor: minor, axis: axis))[axis]
            let hi = try measure(item, ModelProposal(major: .infinity, minor: minor, axis: axis))[axis]
            probes.append(Probe(index: i, minimum: lo, maximum: hi))
        }
        let priorities = items.map(priority)
        func before(_ a: Probe, _ b: Probe) -> Bool {
            let pa = priorities[a.index], pb = priorities[b.index]
            if pa != pb { return pa > pb }
            let da = a.flexibility.value, db = b.flexibility.value
            if da != db { return da < db }
            let ka = da == .infinity ? -a.minimum.value : 0
            let kb = db == .infinity ? -b.minimum.value : 0
            return ka < kb
        }
        let sorted = mergeSorted(probes, by: before)
        for (a, b) in zip(sorted, sorted.dropFirst()) where priorities[a.index] == priorities[b.index] {
            let da = a.flexibility, db = b.flexibility
            guard da.isFinite, db.isFinite else { continue }
            if da.value == db.value { builder.requireEqual(da, db, rule: "HSTACK-2") }
            else if da.value < db.value { builder.requireAtLeast(db, da, rule: "HSTACK-2") }
        }
        return sorted
    }

    /// Bottom-up merge sort; an element comes from the right run only when strictly before.
    func mergeSorted<T>(_ input: [T], by before: (T, T) -> Bool) -> [T] {
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
                    if before(items[j], items[i]) { merged.append(items[j]); j += 1 }
                    else { merged.append(items[i]); i += 1 }
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
