// NodeCache.swift
// ReferenceEngine
//
// The per-node memory of one layout pass: measured sizes and stack arrangements per proposal
// (HSTACK-6), explicit guides per (key, proposal), spacing edges (SPACING-2/4) and a stack's
// distances (HSTACK-1) per GeometryReader sizes in force (GEOREADER-2), prepared text
// (TEXT-2/3) and a custom layout's instance (LAYOUTPROTO-3), and how often each node's size was
// computed.

import CustomLayout
import LayoutCore

/// One slot per node, indexed like `ViewTree.nodes`.
///
/// The proposal-keyed entries (sizes, arrangements, explicit guides) are kept only when
/// `cachesMeasurements` is on (HSTACK-6: turning it off must not change any result). The
/// proposal-independent entries are always kept: they are computed once per pass by design
/// (a custom layout's cache persists for the pass, LAYOUTPROTO-3; text is prepared once).
/// Spacing edges and distances depend on the GeometryReader sizes in force when they are read
/// (SPACING-4 evaluates a padding inset or frame dimension that reads a proxy, GEOREADER-2), so
/// each is kept with those sizes and reused only under equal ones.
struct NodeCache {
    /// What the pass remembers about one node.
    struct Slot {
        var sizes: [ProposedSize: Size] = [:]
        var arrangements: [ProposedSize: StackArrangement] = [:]
        var explicitGuides: [GuideQuery: Double?] = [:]
        var spacingEdges: UnderProxies<EdgeSet>?
        var distances: UnderProxies<[Double]>?
        var text: PreparedText?
        var layoutInstance: LayoutInstance?
    }

    /// Whether proposal-keyed results are kept (HSTACK-6).
    let cachesMeasurements: Bool
    private var slots: [Slot]
    /// How many times each node's size was computed (cache misses), indexed by node; reported
    /// as `LayoutStatistics`.
    private(set) var sizeEvaluations: [Int]

    init(nodeCount: Int, cachesMeasurements: Bool) {
        self.cachesMeasurements = cachesMeasurements
        slots = Array(repeating: Slot(), count: nodeCount)
        sizeEvaluations = Array(repeating: 0, count: nodeCount)
    }

    // MARK: - Sizes

    /// The size measured for `node` at the (sanitised) proposal `p`, if kept.
    func size(_ node: Int, _ p: ProposedSize) -> Size? {
        cachesMeasurements ? slots[node].sizes[p] : nil
    }

    mutating func store(size: Size, _ node: Int, _ p: ProposedSize) {
        if cachesMeasurements { slots[node].sizes[p] = size }
    }

    /// Counts one computation of `node`'s size (a cache miss, or any custom layout call).
    mutating func countSizeEvaluation(_ node: Int) {
        sizeEvaluations[node] += 1
    }

    // MARK: - Stacks

    /// A stack's `distribute(P)` result (HSTACK-3), if kept.
    func arrangement(_ node: Int, _ p: ProposedSize) -> StackArrangement? {
        cachesMeasurements ? slots[node].arrangements[p] : nil
    }

    mutating func store(arrangement: StackArrangement, _ node: Int, _ p: ProposedSize) {
        if cachesMeasurements { slots[node].arrangements[p] = arrangement }
    }

    /// A stack's HSTACK-1 distances, if computed under the GeometryReader sizes `proxies`.
    func distances(_ node: Int, under proxies: [Size]) -> [Double]? {
        slots[node].distances?.value(under: proxies)
    }

    mutating func store(distances: [Double], _ node: Int, under proxies: [Size]) {
        slots[node].distances = UnderProxies(proxies: proxies, value: distances)
    }

    // MARK: - Guides and spacing

    /// The cached explicit guide: `.some(nil)` records "no explicit value".
    func explicitGuide(_ node: Int, _ query: GuideQuery) -> Double?? {
        cachesMeasurements ? slots[node].explicitGuides[query] : nil
    }

    mutating func store(explicitGuide: Double?, _ node: Int, _ query: GuideQuery) {
        if cachesMeasurements { slots[node].explicitGuides[query] = explicitGuide }
    }

    /// A node's SPACING-2/4 zero edges, if computed under the GeometryReader sizes `proxies`.
    func spacingEdges(_ node: Int, under proxies: [Size]) -> EdgeSet? {
        slots[node].spacingEdges?.value(under: proxies)
    }

    mutating func store(spacingEdges: EdgeSet, _ node: Int, under proxies: [Size]) {
        slots[node].spacingEdges = UnderProxies(proxies: proxies, value: spacingEdges)
    }

    // MARK: - Text

    /// A Text's proposal-independent data (TEXT-2), prepared once.
    func preparedText(_ node: Int) -> PreparedText? { slots[node].text }

    mutating func store(preparedText: PreparedText, _ node: Int) { slots[node].text = preparedText }

    /// TEXT-3 `lines(W)` already computed for a prepared Text.
    func lineCount(_ node: Int, width: Double) -> Int? { slots[node].text?.lineCounts[width] }

    mutating func store(lineCount: Int, _ node: Int, width: Double) {
        slots[node].text?.lineCounts[width] = lineCount
    }

    // MARK: - Custom layouts

    /// A custom layout's instance, created once (LAYOUTPROTO-3).
    func layoutInstance(_ node: Int) -> LayoutInstance? { slots[node].layoutInstance }

    mutating func store(layoutInstance: LayoutInstance, _ node: Int) {
        slots[node].layoutInstance = layoutInstance
    }
}

/// A value computed while the GeometryReader sizes `proxies` were in force (GEOREADER-2,
/// outermost first). A GeometryReader's content is laid out once per placement of the reader, so
/// a pass normally reads a node under one set of sizes; keeping them makes a read under other
/// sizes (nested readers, re-entrant measurement) recompute instead of reusing. Sizes compare by
/// value; a NaN size never matches, so it recomputes every time.
struct UnderProxies<Value> {
    var proxies: [Size]
    var value: Value

    func value(under current: [Size]) -> Value? { proxies == current ? value : nil }
}

/// A cached explicit-guide query.
struct GuideQuery: Hashable {
    var key: AlignmentKey
    var proposal: ProposedSize
}
