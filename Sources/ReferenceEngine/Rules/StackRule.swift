// StackRule.swift
// ReferenceEngine
//
// HSTACK-1..6 for HStack and VStack (axis-generic): flexibility order, sequential
// distribution, alignment on the minor axis, placement with a nil minor replaced.

import LayoutCore

/// The outcome of `distribute(P)` (HSTACK-3).
struct StackDistribution {
    var proposals: [ProposedSize]
    var sizes: [Size]
    /// Child origins relative to the stack's origin.
    var origins: [Point]
    var size: Size
}

extension LayoutSession {
    /// HSTACK-1: gaps `d_i` before each child (`d_0 = 0`), from SPACING-3.
    func stackGaps(_ node: Int, _ spec: StackSpec) -> [Double] {
        if let gaps = gapsCache[node] { return gaps }
        let items = children(node)
        var gaps = [Double](repeating: 0, count: items.count)
        for i in items.indices.dropFirst() {
            gaps[i] = spec.spacing ?? distance(items[i - 1], items[i], along: spec.axis)
        }
        gapsCache[node] = gaps
        return gaps
    }

    /// HSTACK-3 `distribute(P)`, shared by sizing (HSTACK-4) and placement (HSTACK-5).
    func distribute(_ node: Int, _ spec: StackSpec, _ p: ProposedSize) -> StackDistribution {
        if cachesMeasurements, let cached = distributionCache[node][p] { return cached }
        let items = children(node)
        let axis = spec.axis
        let minor = p[axis.orthogonal]
        let gaps = stackGaps(node, spec)
        var proposals = [ProposedSize](repeating: .unspecified, count: items.count)
        var sizes = [Size](repeating: .zero, count: items.count)

        if let major = p[axis] {
            let order = flexibilityOrder(items, axis: axis, minor: minor)
            var avail = major - gaps.reduce(0, +)
            var groupStart = 0
            while groupStart < order.count {
                let priority = order[groupStart].priority
                var groupEnd = groupStart
                while groupEnd < order.count, order[groupEnd].priority == priority { groupEnd += 1 }
                let adjusted: Double
                if groupStart == 0 {
                    adjusted = avail - order[groupEnd...].reduce(0) { $0 + $1.minimum }
                } else {
                    adjusted = avail + order[groupStart..<groupEnd].reduce(0) { $0 + $1.minimum }
                }
                if !adjusted.isNaN { avail = adjusted }                       // CORE-7
                var remaining = Double(groupEnd - groupStart)
                for entry in order[groupStart..<groupEnd] {
                    let share = avail / remaining
                    let proposal = ProposedSize(major: share.isNaN ? 0 : max(share, 0), minor: minor,
                                                axis: axis)
                    proposals[entry.index] = proposal
                    sizes[entry.index] = size(items[entry.index], proposal)
                    let t = avail - sizes[entry.index][axis]
                    if !t.isNaN { avail = t }
                    remaining -= 1
                }
                groupStart = groupEnd
            }
        } else {
            for i in items.indices {
                proposals[i] = ProposedSize(major: nil, minor: minor, axis: axis)
                sizes[i] = size(items[i], proposals[i])
            }
        }

        // Minor axis: align every child on the stack's guide; the range starts as [0, 0].
        var minorOffsets = [Double](repeating: 0, count: items.count)
        var lo = 0.0
        var hi = 0.0
        for i in items.indices {
            let m = -guideValue(items[i], spec.alignment, proposals[i])
            minorOffsets[i] = m
            lo = min(lo, m)
            hi = max(hi, m + sizes[i][axis.orthogonal])
        }
        // Major axis: declaration order; never shrinks, may overflow.
        var origins = [Point](repeating: .zero, count: items.count)
        var x = 0.0
        for i in items.indices {
            let majorOrigin = x + gaps[i]
            origins[i] = Point(major: majorOrigin, minor: minorOffsets[i] - lo, axis: axis)
            x = majorOrigin + sizes[i][axis]
        }
        let result = StackDistribution(proposals: proposals, sizes: sizes, origins: origins,
                                       size: Size(major: x, minor: hi - lo, axis: axis))
        if cachesMeasurements { distributionCache[node][p] = result }
        return result
    }

    /// HSTACK-2: children sorted by priority (high first), then flexibility (less first), then
    /// for two infinitely flexible children the larger minimum first; stable otherwise.
    private func flexibilityOrder(_ items: [Int], axis: Axis, minor: Double?)
        -> [(index: Int, priority: Double, minimum: Double)]
    {
        struct Entry {
            var index: Int
            var priority: Double
            var minimum: Double
            var flexibility: Double
        }
        let entries = items.enumerated().map { i, item -> Entry in
            let minimum = size(item, ProposedSize(major: 0, minor: minor, axis: axis))[axis]
            let maximum = size(item, ProposedSize(major: .infinity, minor: minor, axis: axis))[axis]
            return Entry(index: i, priority: priority(item), minimum: minimum,
                         flexibility: maximum - minimum)
        }
        func before(_ a: Entry, _ b: Entry) -> Bool {
            if a.priority != b.priority { return a.priority > b.priority }
            if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
            let ka = a.flexibility == .infinity ? -a.minimum : 0
            let kb = b.flexibility == .infinity ? -b.minimum : 0
            return ka < kb
        }
        return stableSorted(entries, by: before).map { ($0.index, $0.priority, $0.minimum) }
    }

    /// HSTACK-5: a nil minor proposal becomes the stack's own minor size, then distribute.
    func placeStack(_ node: Int, _ spec: StackSpec, _ b: Rect, _ q: ProposedSize, offset: Point) {
        var q2 = q
        if q2[spec.axis.orthogonal] == nil { q2[spec.axis.orthogonal] = b.size[spec.axis.orthogonal] }
        let d = distribute(node, spec, q2)
        for (i, item) in children(node).enumerated() {
            place(item, Rect(origin: b.origin + d.origins[i], size: d.sizes[i]), d.proposals[i],
                  offset: offset)
        }
    }
}

/// A stable merge sort: elements that compare equal (including NaN comparisons, which are all
/// false) keep declaration order (HSTACK-2).
func stableSorted<T>(_ items: [T], by before: (T, T) -> Bool) -> [T] {
    if items.count < 2 { return items }
    var a = items
    var buffer = items
    var width = 1
    while width < a.count {
        var start = 0
        while start < a.count {
            let mid = min(start + width, a.count)
            let end = min(start + 2 * width, a.count)
            var i = start, j = mid, k = start
            while i < mid && j < end {
                // Take from the right run only when it is strictly before the left one.
                if before(a[j], a[i]) { buffer[k] = a[j]; j += 1 } else { buffer[k] = a[i]; i += 1 }
                k += 1
            }
            while i < mid { buffer[k] = a[i]; i += 1; k += 1 }
            while j < end { buffer[k] = a[j]; j += 1; k += 1 }
            start = end
        }
        swap(&a, &buffer)
        width *= 2
    }
    return a
}
