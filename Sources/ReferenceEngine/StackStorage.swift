// StackStorage.swift
// ReferenceEngine
//
// The per-stack memory of one layout pass, in flat storage: each stack's latest arrangement
// (HSTACK-3: its children's proposals, sizes and origins, and its own size) and its distances
// (HSTACK-1), as one run of per-child entries per stack, allocated once per pass. HStackRule
// fills and reads them in place: no arrays per stack or per call, no copies out of the cache.

import LayoutCore

/// A stack's arrangement (HSTACK-3), read and written in place: its children's proposals, sizes
/// and origins (relative to the stack's origin), and the stack's size.
///
/// It points into `StackStorage` and is valid until the same stack is distributed again. No
/// distribution of a stack starts while one of it is under way (measuring and placing go down
/// the tree), so a rule may hold it while it measures or places the children.
struct StackArrangement {
    let proposals: UnsafeMutableBufferPointer<ProposedSize>
    let sizes: UnsafeMutableBufferPointer<Size>
    let origins: UnsafeMutableBufferPointer<Point>
    var size: Size
}

/// The arrangements and distances of every stack of a pass, indexed by the stack's slot
/// (`NodeTraitTable.slot`).
///
/// A stack keeps its latest arrangement only (HSTACK-6), and only when the pass caches
/// measurements; its distances are always kept, with the GeometryReader sizes they were computed
/// under (GEOREADER-2, as `UnderProxies`), and reused only under equal ones.
final class StackStorage {
    /// Whether arrangements are kept for reuse (HSTACK-6's cache is on).
    let keepsArrangements: Bool
    private let traits: NodeTraitTable
    private let stackCount: Int
    private let childCount: Int
    /// Per stack: where its run of per-child entries starts (the run is as long as its children).
    private let runStart: UnsafeMutableBufferPointer<Int32>
    /// Per stack: the proposal of its kept arrangement (`SizeKey` bits; empty bits when none is
    /// kept) and its size.
    private let keptWidth: UnsafeMutableBufferPointer<UInt64>
    private let keptHeight: UnsafeMutableBufferPointer<UInt64>
    private let stackSizes: UnsafeMutableBufferPointer<Size>
    /// Per child of a stack: its arrangement entries and the distance before it.
    private let proposals: UnsafeMutableBufferPointer<ProposedSize>
    private let sizes: UnsafeMutableBufferPointer<Size>
    private let origins: UnsafeMutableBufferPointer<Point>
    private let gaps: UnsafeMutableBufferPointer<Double>
    /// Per stack: whether its distances are computed: not yet, with no GeometryReader sizes in
    /// force, or under the sizes in `gapProxies`.
    private let gapStates: UnsafeMutableBufferPointer<GapState>
    @exclusivity(unchecked) private var gapProxies: [Int32: [Size]] = [:]

    private enum GapState: UInt8 {
        case none
        case plain
        case underProxies
    }

    init(traits: NodeTraitTable, keepsArrangements: Bool) {
        self.keepsArrangements = keepsArrangements
        self.traits = traits
        let stacks = traits.stackCount
        stackCount = stacks
        runStart = .allocate(capacity: max(stacks, 1))
        var total = 0
        for node in 0..<traits.count where traits.tag(node) == .stack {
            runStart[traits.slot(node)] = Int32(total)
            total += traits.children(node).count
        }
        childCount = total
        keptWidth = .allocate(capacity: max(stacks, 1))
        keptWidth.initialize(repeating: SizeKey.emptyBits)
        keptHeight = .allocate(capacity: max(stacks, 1))
        keptHeight.initialize(repeating: SizeKey.emptyBits)
        stackSizes = .allocate(capacity: max(stacks, 1))
        gapStates = .allocate(capacity: max(stacks, 1))
        gapStates.initialize(repeating: .none)
        // Written by HStackRule before they are read (PassMemory may hand out used memory).
        proposals = PassMemory.allocate(count: max(total, 1))
        sizes = PassMemory.allocate(count: max(total, 1))
        origins = PassMemory.allocate(count: max(total, 1))
        gaps = PassMemory.allocate(count: max(total, 1))
    }

    deinit {
        runStart.deallocate()
        keptWidth.deallocate()
        keptHeight.deallocate()
        stackSizes.deallocate()
        gapStates.deallocate()
        PassMemory.release(proposals)
        PassMemory.release(sizes)
        PassMemory.release(origins)
        PassMemory.release(gaps)
    }

    /// The bytes held (for the memory notes in README.md).
    var flatBytes: Int {
        stackCount * (4 + 8 + 8 + MemoryLayout<Size>.stride + 1)
            + childCount
            * (MemoryLayout<ProposedSize>.stride + MemoryLayout<Size>.stride + MemoryLayout<Point>.stride + 8)
    }

    private func run(_ node: Int, _ slot: Int) -> Range<Int> {
        let start = Int(runStart[slot])
        return start..<(start + traits.children(node).count)
    }

    private func view(_ node: Int, _ slot: Int) -> StackArrangement {
        let r = run(node, slot)
        return StackArrangement(
            proposals: UnsafeMutableBufferPointer(rebasing: proposals[r]),
            sizes: UnsafeMutableBufferPointer(rebasing: sizes[r]),
            origins: UnsafeMutableBufferPointer(rebasing: origins[r]), size: stackSizes[slot])
    }

    // MARK: - Arrangements

    /// A stack's kept arrangement if it was made at the (sanitised) proposal `p`.
    func arrangement(_ node: Int, _ p: ProposedSize) -> StackArrangement? {
        let slot = traits.slot(node)
        guard keptWidth[slot] == SizeKey.bits(p.width), keptHeight[slot] == SizeKey.bits(p.height) else {
            return nil
        }
        return view(node, slot)
    }

    /// Whether a stack keeps an arrangement, at whatever proposal it was made (for a rigid
    /// stack, whose children answer every proposal alike, HSTACK-6: its sizes then hold).
    func keepsArrangement(_ node: Int) -> Bool { keptWidth[traits.slot(node)] != SizeKey.emptyBits }

    /// The storage of a stack's next arrangement, to fill in place; its sizes are the kept
    /// arrangement's until overwritten. No arrangement is kept until `keep` is called.
    func openArrangement(_ node: Int) -> StackArrangement {
        let slot = traits.slot(node)
        keptWidth[slot] = SizeKey.emptyBits
        return view(node, slot)
    }

    /// Keeps the arrangement just filled in (`openArrangement`) as made at `p`, with the stack's
    /// size `size`.
    func keep(_ node: Int, _ p: ProposedSize, size: Size) {
        let slot = traits.slot(node)
        stackSizes[slot] = size
        guard keepsArrangements else { return }
        keptWidth[slot] = SizeKey.bits(p.width)
        keptHeight[slot] = SizeKey.bits(p.height)
    }

    // MARK: - Distances

    /// A stack's HSTACK-1 distances, if computed under the GeometryReader sizes `proxies`.
    func distances(_ node: Int, under proxies: [Size]) -> UnsafeMutableBufferPointer<Double>? {
        let slot = traits.slot(node)
        switch gapStates[slot] {
        case .none: return nil
        case .plain: if !proxies.isEmpty { return nil }
        case .underProxies: if gapProxies[Int32(slot)] != proxies { return nil }
        }
        return UnsafeMutableBufferPointer(rebasing: gaps[run(node, slot)])
    }

    /// The storage of a stack's distances, to fill in place before `keepDistances`.
    func openDistances(_ node: Int) -> UnsafeMutableBufferPointer<Double> {
        let slot = traits.slot(node)
        gapStates[slot] = .none
        return UnsafeMutableBufferPointer(rebasing: gaps[run(node, slot)])
    }

    /// Keeps the distances just filled in (`openDistances`) as computed under `proxies`.
    func keepDistances(_ node: Int, under proxies: [Size]) {
        let slot = traits.slot(node)
        if proxies.isEmpty {
            gapStates[slot] = .plain
        } else {
            gapStates[slot] = .underProxies
            gapProxies[Int32(slot)] = proxies
        }
    }
}
