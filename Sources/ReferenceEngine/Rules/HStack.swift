// HStack.swift
// ReferenceEngine
//
// HSTACK-1..6 for HStack and VStack (axis-generic): the distances between children
// (HSTACK-1), flexibility order (HSTACK-2), sequential distribution (HSTACK-3), the stack's
// size (HSTACK-4), placement with a nil minor replaced (HSTACK-5), cached per proposal
// (HSTACK-6); `avail` never becomes NaN (HSTACK-7).

import LayoutCore

/// HStack and VStack sizing and placement. A stack's arrangement and distances are filled and
/// read in place in the pass's `StackStorage`.
enum HStackRule {
    /// HSTACK-1: the distances `d_i` before each child (`d_0 = 0`): the stack's `spacing`, or
    /// SPACING-3's `distance` between neighbours. Computed once per stack and GeometryReader
    /// sizes in force (SPACING-4 reads proxies, GEOREADER-2).
    static func distances(
        _ node: Int, _ spec: StackSpec, in session: LayoutSession
    ) -> UnsafeMutableBufferPointer<Double> {
        let stacks = session.cache.stacks
        if let known = stacks.distances(node, under: session.proxySizes) { return known }
        let items = session.children(node)
        // CORE-10: a stack's spacing must be finite. Source with a NaN or ∞ spacing is an error;
        // a tree built in code gets 0 with a warning, as a non-finite inset does.
        var spacing = spec.spacing
        if let s = spacing, !s.isFinite {
            session.warn(
                DiagnosticCode.invalidValue, "stack spacing \(formatPoints(s)) is not a finite number; using 0",
                node: node)
            spacing = 0
        }
        let result = stacks.openDistances(node)
        if !items.isEmpty { result[0] = 0 }
        for i in items.indices.dropFirst() {
            result[i] = spacing ?? SpacingRule.distance(items[i - 1], items[i], along: spec.axis, in: session)
        }
        stacks.keepDistances(node, under: session.proxySizes)
        return result
    }

    /// HSTACK-3 `distribute(P)`, shared by sizing (HSTACK-4) and placement (HSTACK-5).
    static func distribute(
        _ node: Int, _ spec: StackSpec, _ p: ProposedSize,
        in session: LayoutSession
    ) -> StackArrangement {
        let stacks = session.cache.stacks
        if let cached = stacks.arrangement(node, p) { return cached }
        let items = session.children(node)
        // HSTACK-6: when every child's size is the same at every proposal (`NodeTraits.rigid`),
        // an arrangement made at another proposal already holds each child's answer to any
        // question; only the proposals (the shares) are new.
        let known = session.traits[node].contains(.rigid) && stacks.keepsArrangement(node)
        var d = stacks.openArrangement(node)
        let proposals = d.proposals, sizes = d.sizes, origins = d.origins
        func ask(_ i: Int, _ proposal: ProposedSize, _ purpose: QueryPurpose) -> Size {
            known ? sizes[i] : session.measure(items[i], proposal, purpose)
        }
        let axis = spec.axis
        let minor = p[axis.orthogonal]
        let gaps = distances(node, spec, in: session)

        if let major = p[axis] {
            withUnsafeTemporaryAllocation(of: FlexibilityEntry.self, capacity: items.count) { order in
                flexibilityOrder(order, items, axis: axis, minor: minor, ask: ask, in: session)
                session.recorder?.order(node, order.map { items[$0.index] }, p)
                var avail = major - gaps.reduce(0, +)
                var groupStart = 0
                while groupStart < order.count {
                    let priority = order[groupStart].priority
                    var groupEnd = groupStart
                    while groupEnd < order.count, PriorityRule.same(order[groupEnd].priority, priority) {
                        groupEnd += 1
                    }
                    let adjusted: Double
                    if groupStart == 0 {
                        adjusted = avail - order[groupEnd...].reduce(0) { $0 + $1.minimum }
                    } else {
                        adjusted = avail + order[groupStart..<groupEnd].reduce(0) { $0 + $1.minimum }
                    }
                    if !adjusted.isNaN { avail = adjusted } // HSTACK-7
                    let offered = avail
                    var remaining = Double(groupEnd - groupStart)
                    for entry in order[groupStart..<groupEnd] {
                        // `avail` is never NaN (HSTACK-7); CORE-11's max would map a NaN share to 0.
                        let share = Double.maximum(avail / remaining, 0)
                        let proposal = ProposedSize(major: share, minor: minor, axis: axis)
                        proposals[entry.index] = proposal
                        sizes[entry.index] = ask(entry.index, proposal, .share)
                        let t = avail - sizes[entry.index][axis]
                        if !t.isNaN { avail = t } // HSTACK-7
                        remaining -= 1
                    }
                    session.recorder?.group(
                        node, order[groupStart..<groupEnd].map { items[$0.index] }, priority: priority,
                        offered: offered, took: offered - avail, first: groupStart == 0)
                    groupStart = groupEnd
                }
            }
        } else {
            for i in items.indices {
                proposals[i] = ProposedSize(major: nil, minor: minor, axis: axis)
                sizes[i] = ask(i, proposals[i], .ideal)
            }
        }

        // Minor axis: align every child on the stack's guide; the range starts as [0, 0]. The
        // origins hold the minor offsets until the range is known.
        var lo = 0.0
        var hi = 0.0
        for i in items.indices {
            // The child's size at its proposal is known: its default guide needs no new query.
            let m = -session.guideValue(items[i], spec.alignment, proposals[i], size: sizes[i])
            origins[i] = Point(major: 0, minor: m, axis: axis)
            lo = Double.minimum(lo, m) // CORE-11: a NaN (−∞ + ∞) is left out of the range
            hi = Double.maximum(hi, m + sizes[i][axis.orthogonal])
        }
        // Major axis: declaration order; never shrinks, may overflow.
        var x = 0.0
        for i in items.indices {
            let majorOrigin = x + gaps[i]
            origins[i] = Point(major: majorOrigin, minor: origins[i][axis.orthogonal] - lo, axis: axis)
            x = majorOrigin + sizes[i][axis]
        }
        d.size = Size(major: x, minor: hi - lo, axis: axis)
        stacks.keep(node, p, size: d.size)
        return d
    }

    /// HSTACK-2: children sorted by priority (high first), then flexibility (less first), then
    /// for two infinitely flexible children the larger minimum first; stable otherwise. NaN
    /// priorities count as equal to each other (`PriorityRule.same`) and compare false with any
    /// number, so a NaN keeps its declaration order against numbers. Written into `order`
    /// (one entry per child).
    private static func flexibilityOrder(
        _ order: UnsafeMutableBufferPointer<FlexibilityEntry>, _ items: Children, axis: Axis, minor: Double?,
        ask: (Int, ProposedSize, QueryPurpose) -> Size,
        in session: LayoutSession
    ) {
        typealias Entry = FlexibilityEntry
        for i in items.indices {
            let minimum = ask(i, ProposedSize(major: 0, minor: minor, axis: axis), .minimumProbe)[axis]
            let maximum = ask(i, ProposedSize(major: .infinity, minor: minor, axis: axis), .maximumProbe)[axis]
            order[i] = Entry(
                index: i, priority: PriorityRule.priority(items[i], in: session), minimum: minimum,
                flexibility: maximum - minimum)
        }
        func before(_ a: Entry, _ b: Entry) -> Bool {
            if !PriorityRule.same(a.priority, b.priority) { return a.priority > b.priority }
            if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
            let ka = a.flexibility == .infinity ? -a.minimum : 0
            let kb = b.flexibility == .infinity ? -b.minimum : 0
            return ka < kb
        }
        // Children alike in priority and flexibility (the usual case) keep declaration order.
        guard let first = order.first else { return }
        let alike = order.allSatisfy {
            PriorityRule.same($0.priority, first.priority) && $0.flexibility == first.flexibility
                && ($0.flexibility != .infinity || $0.minimum == first.minimum)
        }
        if !alike { _ = order.update(fromContentsOf: stableSorted(Array(order), by: before)) }
    }

    /// HSTACK-5: a nil minor proposal becomes the stack's own minor size, then distribute.
    static func place(
        _ node: Int, _ spec: StackSpec, _ b: Rect, _ q: ProposedSize, offset: Point,
        in session: LayoutSession
    ) {
        var q2 = q
        if q2[spec.axis.orthogonal] == nil { q2[spec.axis.orthogonal] = b.size[spec.axis.orthogonal] }
        let d = distribute(node, spec, q2, in: session)
        let items = session.children(node)
        for i in items.indices {
            session.place(
                items[i], Rect(origin: b.origin + d.origins[i], size: d.sizes[i]), d.proposals[i],
                offset: offset)
        }
    }
}

/// One child in HSTACK-2's order: its position, priority, minimum and flexibility.
struct FlexibilityEntry {
    var index: Int
    var priority: Double
    var minimum: Double
    var flexibility: Double
}

/// A stable merge sort: elements that compare equal (including NaN comparisons, which are all
/// false) keep declaration order (HSTACK-2).
private func stableSorted<T>(_ items: [T], by before: (T, T) -> Bool) -> [T] {
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
