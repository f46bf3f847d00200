// NodeCache.swift
// ReferenceEngine
//
// The per-node memory of one layout pass, in flat storage indexed by node id: measured sizes
// in a few fixed slots per node keyed by proposal mode (HSTACK-6), one size for a node whose
// size is the same at every proposal (`NodeTraits.rigid`), the stacks' arrangements and
// distances (StackStorage), explicit guides per (key, proposal), spacing edges (SPACING-2/4) per
// GeometryReader sizes in force (GEOREADER-2), prepared text
// (TEXT-2/3), a custom layout's instance (LAYOUTPROTO-3), and how often each node's size was
// computed.

import CustomLayout
import LayoutCore

/// What one layout pass remembers about its nodes.
///
/// The proposal-keyed entries (sizes, arrangements, explicit guides) are kept only when
/// `cachesMeasurements` is on (HSTACK-6: turning it off must not change any result). The
/// proposal-independent entries are always kept: they are computed once per pass by design
/// (a custom layout's cache persists for the pass, LAYOUTPROTO-3; text is prepared once).
/// Spacing edges and distances depend on the GeometryReader sizes in force when they are read
/// (SPACING-4 evaluates a padding inset or frame dimension that reads a proxy, GEOREADER-2), so
/// each is kept with those sizes and reused only under equal ones.
///
/// Sizes live in a fixed number of slots per node (1, 2 or 4, chosen per node before the pass),
/// each slot holding one proposal and its answer; a proposal's slot is picked by its mode per
/// axis (nil, 0, ∞ or finite), so a stack's minimum probe, maximum probe and share land in
/// different slots; a proposal whose slot is taken goes to the node's next free slot, and one
/// that finds them all taken to a dictionary that only nodes with more distinct proposals than
/// slots use. Nothing computed is ever dropped, so the cache
/// answers exactly what a per-(node, proposal) dictionary would.
///
/// The storage is allocated once per pass and freed with the cache; the accessors are the
/// only way in (no exclusivity checks or copy-on-write in the sizing loop). A pass is
/// single-threaded by construction, so the stored collections skip Swift's dynamic
/// exclusivity checks (`@exclusivity(unchecked)`).
final class NodeCache {
    /// Whether proposal-keyed results are kept (HSTACK-6).
    let cachesMeasurements: Bool
    let nodeCount: Int
    /// Per node: its first size slot, and the slot mask (slot count − 1).
    private let slotBase: UnsafeMutableBufferPointer<Int32>
    private let slotMask: UnsafeMutableBufferPointer<UInt8>
    /// Whether a node has sizes in `overflow`.
    private let overflows: UnsafeMutableBufferPointer<Bool>
    /// Whether a node's size is the same at every proposal (`NodeTraits.rigid`).
    private let rigid: UnsafeMutableBufferPointer<Bool>
    private let slots: UnsafeMutableBufferPointer<SizeSlot>
    @exclusivity(unchecked) private var overflow: [SizeKey: Size] = [:]
    /// How many times each node's size was computed (cache misses), indexed by node; kept only
    /// when the pass reports statistics.
    private let evaluations: UnsafeMutableBufferPointer<Int32>?

    /// The arrangements (HSTACK-3) and distances (HSTACK-1) of the stacks, in flat storage.
    let stacks: StackStorage

    /// Spacing edges read with no GeometryReader sizes in force (the common case): the raw
    /// value plus one, 0 when not computed yet.
    private let plainEdges: UnsafeMutableBufferPointer<UInt8>
    /// Spacing edges read under GeometryReader sizes (GEOREADER-2), per node.
    @exclusivity(unchecked) private var proxyEdges: [Int32: UnderProxies<EdgeSet>] = [:]

    /// The table whose slots index the per-kind storage below (`NodeTraitTable.slot`).
    private let traits: NodeTraitTable
    /// FLEXFRAME-1's normalised frames and PADDING-1's resolved insets, computed at first use.
    @exclusivity(unchecked) private var flexFrames: ContiguousArray<NormalizedFlexFrame?> = []
    @exclusivity(unchecked) private var flexAlignments: ContiguousArray<Alignment?> = []
    @exclusivity(unchecked) private var paddings: ContiguousArray<ResolvedInsets?> = []

    @exclusivity(unchecked) private var guides: [GuideQuery: Double?] = [:]
    @exclusivity(unchecked) private var texts: [Int32: PreparedText] = [:]
    @exclusivity(unchecked) private var instances: [Int32: LayoutInstance] = [:]

    init(traits: NodeTraitTable, cachesMeasurements: Bool, countsEvaluations: Bool) {
        self.cachesMeasurements = cachesMeasurements
        let n = traits.count
        nodeCount = n
        slotBase = PassMemory.allocate(count: n)
        slotMask = PassMemory.allocate(count: n)
        overflows = PassMemory.allocate(count: n)
        overflows.initialize(repeating: false)
        rigid = PassMemory.allocate(count: n)
        evaluations = countsEvaluations ? PassMemory.allocate(count: n) : nil
        evaluations?.initialize(repeating: 0)
        plainEdges = PassMemory.allocate(count: n)
        plainEdges.initialize(repeating: 0)
        self.traits = traits
        var total = 0
        for node in 0..<n {
            let t = traits[node]
            let count = Self.slotCount(t)
            slotBase[node] = Int32(total)
            slotMask[node] = count == 0 ? Self.uncached : UInt8(count - 1)
            rigid[node] = t.contains(.rigid)
            total += cachesMeasurements ? count : 0
        }
        slots = PassMemory.allocate(count: max(total, 1))
        slots.initialize(repeating: .empty)
        flexFrames = ContiguousArray(repeating: nil, count: traits.flexFrameCount)
        flexAlignments = ContiguousArray(repeating: nil, count: traits.flexFrameCount)
        paddings = ContiguousArray(repeating: nil, count: traits.paddingCount)
        stacks = StackStorage(traits: traits, keepsArrangements: cachesMeasurements)
    }

    /// Size slots for a node: none for a custom layout (LAYOUTPROTO-3), one for a rigid node or
    /// a fixed frame's child, four for a container's child, two otherwise.
    private static func slotCount(_ t: NodeTraits) -> Int {
        if t.contains(.uncached) { return 0 }
        if t.contains(.rigid) { return 1 }
        if t.contains(.manyProposals) { return 4 }
        return t.contains(.oneProposal) ? 1 : 2
    }

    deinit {
        PassMemory.release(slotBase)
        PassMemory.release(slotMask)
        PassMemory.release(overflows)
        PassMemory.release(rigid)
        PassMemory.release(slots)
        evaluations.map(PassMemory.release)
        PassMemory.release(plainEdges)
    }

    /// The slot mask of a node whose size is never cached (LAYOUTPROTO-3).
    private static let uncached: UInt8 = 255

    /// The bytes this cache holds in flat storage (for the memory notes in README.md).
    var flatBytes: Int {
        nodeCount * (4 + 1 + 1 + 1 + (evaluations == nil ? 0 : 4) + 1)
            + slots.count * MemoryLayout<SizeSlot>.stride + stacks.flatBytes
    }

    // MARK: - Sizes

    /// The size measured for `node` at the (sanitised) proposal `p`, if kept. A rigid node's
    /// one size answers every proposal.
    func size(_ node: Int, _ p: ProposedSize) -> Size? {
        guard cachesMeasurements, slotMask[node] != Self.uncached else { return nil }
        let key = SizeKey(node, p)
        let base = Int(slotBase[node])
        if rigid[node] {
            let slot = slots[base]
            return slot.isEmpty ? nil : slot.size
        }
        // The mode's slot first, then the node's other slots (two finite proposals share a mode).
        let mask = Int(slotMask[node]), first = key.mode & mask
        for step in 0..<(mask + 1) {
            let slot = slots[base + ((first + step) & mask)]
            if slot.width == key.width && slot.height == key.height { return slot.size }
            if slot.isEmpty { return nil } // slots fill in probe order: nothing further
        }
        return overflows[node] ? overflow[key] : nil
    }

    func store(size: Size, _ node: Int, _ p: ProposedSize) {
        guard cachesMeasurements, slotMask[node] != Self.uncached else { return }
        let key = SizeKey(node, p)
        let base = Int(slotBase[node])
        if rigid[node] {
            if slots[base].isEmpty { slots[base] = SizeSlot(width: key.width, height: key.height, size: size) }
            return
        }
        let mask = Int(slotMask[node]), first = key.mode & mask
        for step in 0..<(mask + 1) where slots[base + ((first + step) & mask)].isEmpty {
            slots[base + ((first + step) & mask)] = SizeSlot(width: key.width, height: key.height, size: size)
            return
        }
        overflows[node] = true
        overflow[key] = size
    }

    /// Counts one computation of `node`'s size (a cache miss, or any custom layout call).
    func countSizeEvaluation(_ node: Int) {
        evaluations?[node] &+= 1
    }

    /// How many times each node's size was computed, indexed by node.
    var sizeEvaluations: [Int] { evaluations.map { $0.map { Int($0) } } ?? [] }

    // MARK: - Guides and spacing

    /// The cached explicit guide: `.some(nil)` records "no explicit value".
    func explicitGuide(_ query: GuideQuery) -> Double?? {
        cachesMeasurements ? guides[query] : nil
    }

    func store(explicitGuide: Double?, _ query: GuideQuery) {
        if cachesMeasurements { guides[query] = explicitGuide }
    }

    /// A node's SPACING-2/4 zero edges, if computed under the GeometryReader sizes `proxies`.
    func spacingEdges(_ node: Int, under proxies: [Size]) -> EdgeSet? {
        if proxies.isEmpty {
            let raw = plainEdges[node]
            return raw == 0 ? nil : EdgeSet(rawValue: Int(raw) - 1)
        }
        return proxyEdges[Int32(node)]?.value(under: proxies)
    }

    func store(spacingEdges: EdgeSet, _ node: Int, under proxies: [Size]) {
        if proxies.isEmpty {
            plainEdges[node] = UInt8(spacingEdges.rawValue + 1)
        } else {
            proxyEdges[Int32(node)] = UnderProxies(proxies: proxies, value: spacingEdges)
        }
    }

    // MARK: - Modifier arguments

    /// A `constantFlexFrame` node's normalised frame (FLEXFRAME-1), if computed in this pass.
    func flexFrame(_ node: Int) -> NormalizedFlexFrame? { flexFrames[traits.slot(node)] }

    /// A `constantFlexFrame` node's alignment, kept with its normalised frame (apart from it:
    /// sizing reads only the frame, and an alignment is costlier to copy).
    func flexAlignment(_ node: Int) -> Alignment? { flexAlignments[traits.slot(node)] }

    func store(flexFrame: NormalizedFlexFrame, alignment: Alignment, _ node: Int) {
        flexFrames[traits.slot(node)] = flexFrame
        flexAlignments[traits.slot(node)] = alignment
    }

    /// A `constantPadding` node's resolved insets (PADDING-1), if computed in this pass.
    func padding(_ node: Int) -> ResolvedInsets? { paddings[traits.slot(node)] }

    func store(padding: ResolvedInsets, _ node: Int) { paddings[traits.slot(node)] = padding }

    // MARK: - Text

    /// A Text's proposal-independent data (TEXT-2), prepared once.
    func preparedText(_ node: Int) -> PreparedText? { texts[Int32(node)] }

    func store(preparedText: PreparedText, _ node: Int) { texts[Int32(node)] = preparedText }

    /// TEXT-3 `lines(W)` already computed for a prepared Text.
    func lineCount(_ node: Int, width: Double) -> Int? { texts[Int32(node)]?.lineCounts[width] }

    func store(lineCount: Int, _ node: Int, width: Double) {
        texts[Int32(node)]?.lineCounts[width] = lineCount
    }

    // MARK: - Custom layouts

    /// A custom layout's instance, created once (LAYOUTPROTO-3).
    func layoutInstance(_ node: Int) -> LayoutInstance? { instances[Int32(node)] }

    func store(layoutInstance: LayoutInstance, _ node: Int) { instances[Int32(node)] = layoutInstance }
}

/// A (node, proposal) key with the proposal in bits: nil is a NaN pattern that PROPOSAL-3 never
/// lets through, and −0 is stored as 0 (the two compare equal as proposals, as Double keys).
struct SizeKey: Hashable {
    var node: Int32
    var width: UInt64
    var height: UInt64

    static let nilBits: UInt64 = 0x7FF8_0000_0000_0001
    static let emptyBits: UInt64 = 0x7FF4_0000_0000_0001

    init(_ node: Int, _ p: ProposedSize) {
        self.node = Int32(truncatingIfNeeded: node)
        width = Self.bits(p.width)
        height = Self.bits(p.height)
    }

    static func bits(_ v: Double?) -> UInt64 {
        guard let v else { return nilBits }
        return (v + 0).bitPattern
    }

    /// The proposal's mode per axis (nil 0, zero 1, ∞ 2, finite 3), summed: the probes and the
    /// share of a stack differ in their major mode and share their minor one.
    var mode: Int { Self.mode(width) + Self.mode(height) }

    private static func mode(_ bits: UInt64) -> Int {
        if bits == nilBits { return 0 }
        if bits == 0 { return 1 }
        if bits == Double.infinity.bitPattern { return 2 }
        return 3
    }
}

/// One cached size: the proposal's bits and the answer.
struct SizeSlot {
    var width: UInt64
    var height: UInt64
    var size: Size

    static let empty = SizeSlot(width: SizeKey.emptyBits, height: SizeKey.emptyBits, size: .zero)
    var isEmpty: Bool { width == SizeKey.emptyBits }
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
    var node: Int32
    var key: AlignmentKey
    var proposal: ProposedSize
}
