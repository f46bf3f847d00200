// NodeCache.swift
// ConstraintEngine
//
// The compiler's one cache: per-node slots for the measurement instances (HSTACK-6) and for
// the proposal-independent facts the encodings read many times (SPACER-1 orientation, the
// GUIDE-2 guide sources, SPACING-2 edges per GeometryReader sizes in force, prepared Text,
// custom Layout instances). Every slot is filled by the encoding that owns the fact; the cache
// only stores.

import CustomLayout
import LayoutCore

/// The measurement instances of every node (HSTACK-6), in flat arrays indexed by instance: a
/// node's instances are a short chain through it (most nodes have one to three), found by
/// comparing forward values, with no per-node dictionary to allocate, hash or grow. Each part of
/// an instance has its own array, so a lookup reads only the forward values and a caller copies
/// only the part it uses (an instance with its arrangement is several hundred bytes).
struct MeasurementTable {
    /// Per instance, its requested proposal's forward value (the lookup key).
    private var keys: [ProposedSize] = []
    private var requested: [ModelProposal] = []
    private var proposals: [ModelProposal] = []
    private var sizes: [ModelSize] = []
    private var arrangements: [StackArrangement?] = []
    /// Per instance, the next instance of the same node (−1: none).
    private var next: [Int32] = []
    /// Per node, its first instance (−1: none).
    private var first: [Int32]
    /// Per node, how many instances it has.
    private var counts: [Int32]

    init(nodeCount: Int) {
        first = Array(repeating: -1, count: nodeCount)
        counts = Array(repeating: 0, count: nodeCount)
        // Most nodes are measured once or more; a first reservation saves the early regrowths.
        let expected = min(nodeCount, 1 << 20)
        keys.reserveCapacity(expected)
        requested.reserveCapacity(expected)
        proposals.reserveCapacity(expected)
        sizes.reserveCapacity(expected)
        arrangements.reserveCapacity(expected)
        next.reserveCapacity(expected)
    }

    /// How many instances `node` has.
    func count(of node: Int) -> Int { Int(counts[node]) }

    /// `node`'s most recent instance, if it has one.
    func latestInstance(of node: Int) -> Int? { first[node] >= 0 ? Int(first[node]) : nil }

    /// The instance of `node` made for a proposal with forward value `key`.
    func instance(of node: Int, for key: ProposedSize) -> Int? {
        var i = first[node]
        while i >= 0 {
            if keys[Int(i)] == key { return Int(i) }
            i = next[Int(i)]
        }
        return nil
    }

    /// The proposal as the first caller wrote it (before it became the instance's variables).
    func requested(_ instance: Int) -> ModelProposal { requested[instance] }
    /// The instance's proposal variables.
    func proposal(_ instance: Int) -> ModelProposal { proposals[instance] }
    /// The instance's answer.
    func size(_ instance: Int) -> ModelSize { sizes[instance] }
    /// Stacks: the children's proposals, sizes and origins (HSTACK-3/4), reused by placement.
    func arrangement(_ instance: Int) -> StackArrangement? { arrangements[instance] }

    /// Records `node`'s instance for the requested proposal `requested` (whose forward value no
    /// instance of `node` has yet).
    mutating func insert(
        for node: Int, requested request: ModelProposal, proposal: ModelProposal, size: ModelSize,
        arrangement: StackArrangement?
    ) {
        next.append(first[node])
        first[node] = Int32(keys.count)
        counts[node] += 1
        keys.append(request.values)
        requested.append(request)
        proposals.append(proposal)
        sizes.append(size)
        arrangements.append(arrangement)
    }
}

/// Per-node slots, stored as one array per slot kind and indexed by node.
///
/// Used by one compile on one thread, so the hot storage skips Swift's dynamic exclusivity
/// checks (`@exclusivity(unchecked)`).
final class NodeCache {
    /// Measurement instances per node, keyed by the proposal's forward value (HSTACK-6).
    @exclusivity(unchecked) var measurements: MeasurementTable
    /// HSTACK-6 across proposals: whether the node's size is the same at every proposal
    /// (RigidSizes.swift); empty outside `exact` mode.
    @exclusivity(unchecked) var rigidSizes: [Bool] = []
    /// SPACER-1: the stack axis each node inherits (filled once, before any measurement).
    @exclusivity(unchecked) var orientations: [Axis?]
    /// Whether the node's subtree has an `alignmentGuide` or a custom Layout, the only sources
    /// of an explicit value for a standard key (GUIDE-2, LAYOUTPROTO); filled once.
    @exclusivity(unchecked) var mayHaveExplicitStandardGuide: [Bool]
    /// ZSTACK-4: whether any size in the tree can be negative (a negative padding inset or stack spacing).
    var mayHaveNegativeSize = false
    /// SPACING-2..4: the node's zero-spacing edges, once computed, with the GeometryReader sizes
    /// they were computed under (an inset or frame dimension may read a proxy, GEOREADER-2).
    @exclusivity(unchecked) var spacingEdges: [UnderProxies<EdgeSet>?]
    /// TEXT-1..3: a Text node's prepared lines and metrics, once computed.
    @exclusivity(unchecked) var preparedText: [PreparedText?]
    /// LAYOUTPROTO-1: a custom Layout node's instance, once made.
    @exclusivity(unchecked) var layoutInstances: [LayoutInstance?]

    init(count: Int) {
        measurements = MeasurementTable(nodeCount: count)
        orientations = Array(repeating: nil, count: count)
        mayHaveExplicitStandardGuide = Array(repeating: false, count: count)
        spacingEdges = Array(repeating: nil, count: count)
        preparedText = Array(repeating: nil, count: count)
        layoutInstances = Array(repeating: nil, count: count)
    }
}

/// A fact computed, and its branches certified, while the GeometryReader sizes `proxies` were in
/// force (`ModelCompiler.proxySizes`, outermost first). A reader's content is compiled once per
/// placement of the reader, so a compile normally reads a node under one set of sizes; keeping
/// them makes a read under other sizes (nested readers, re-entrant measurement) decide and certify
/// again instead of reusing. Sizes match when they are the same expressions (the same variables
/// and constants, so the same forward values): the rows already written certify the reuse.
struct UnderProxies<Value> {
    var proxies: [ModelSize]
    var value: Value

    func value(under current: [ModelSize]) -> Value? {
        guard proxies.count == current.count else { return nil }
        for (a, b) in zip(proxies, current) {
            guard a.width.isSameExpression(as: b.width), a.height.isSameExpression(as: b.height) else { return nil }
        }
        return value
    }
}
