// NodeTraits.swift
// ReferenceEngine
//
// What a pass knows about every node before measuring anything, from the tree alone, in one
// bottom-up walk: its children as a run of a flat id list, whether its size is the same at every
// proposal (so HSTACK-6's cache answers any proposal from one entry), and whether it can have an
// explicit alignment guide at all (GUIDE-2..4, TEXT-6), so that alignment reads the default
// (GUIDE-1) without asking for guides nobody sets.

import LayoutCore

/// Facts about one node that hold at every proposal.
struct NodeTraits: OptionSet {
    let rawValue: UInt16

    /// The node's size and its explicit guides are the same at every proposal: a
    /// `frame(width:height:)` with both dimensions constant and valid (FRAME-2 never asks the
    /// child), a fixed image (LEAF-IMAGE-1), and stacks, ZStacks (standard alignments), constant
    /// padding and the pass-through modifiers whose sized children all are.
    static let rigid = NodeTraits(rawValue: 1)
    /// The node may have an explicit firstTextBaseline or lastTextBaseline (TEXT-6, GUIDE-2..4).
    static let baselineSource = NodeTraits(rawValue: 2)
    /// The node may have an explicit value for a standard key (GUIDE-2, GUIDE-3, LAYOUTPROTO-1).
    static let standardSource = NodeTraits(rawValue: 4)
    /// The node may have an explicit value for a custom key (GUIDE-2..4, LAYOUTPROTO-1).
    static let customSource = NodeTraits(rawValue: 8)
    /// Somewhere below, a size depends on the proposal in a way that may warn with the value
    /// (LEAF-OTHER-1's and LAYOUTPROTO-3's `layout.invalidSize`), so no measurement there may be
    /// skipped: explicit guides are then computed as written.
    static let warnsPerProposal = NodeTraits(rawValue: 16)
    /// The node is an HStack or VStack (it has an arrangement slot).
    static let stack = NodeTraits(rawValue: 32)
    /// The node is asked at several proposals of different modes (a container's child): its cache
    /// gets four slots instead of two.
    static let manyProposals = NodeTraits(rawValue: 64)
    /// The node is only ever asked at one proposal (the child of a fixed frame, FRAME-3): one slot.
    static let oneProposal = NodeTraits(rawValue: 128)

    /// The node's size is never cached: a custom layout is called on every measurement
    /// (LAYOUTPROTO-3).
    static let uncached = NodeTraits(rawValue: 256)

    static let sources: NodeTraits = [.baselineSource, .standardSource, .customSource]

    /// Whether the node may have an explicit value for `key`.
    func mayHaveExplicit(_ key: AlignmentKey) -> Bool {
        switch key {
        case .firstTextBaseline, .lastTextBaseline: contains(.baselineSource)
        case .custom: contains(.customSource)
        case .leading, .horizontalCenter, .trailing, .top, .verticalCenter, .bottom: contains(.standardSource)
        }
    }
}

/// How the sizing and placement dispatches treat a node, decided once per pass from its kind
/// (reading the kind itself copies its arguments): the modifiers on hot paths that need no
/// argument or a per-pass cached one, and everything else.
enum DispatchTag: UInt8 {
    /// A leaf (no children to place).
    case leaf
    /// overlay, background, border, offset, alignmentGuide, layoutPriority: the size is the
    /// first child's at the same proposal (OVERLAY-1, OFFSET-1, GUIDE-2, PRIORITY-1).
    case passThrough
    /// A flexible frame whose arguments read no GeometryProxy (FLEXFRAME-1, normalised once).
    case constantFlexFrame
    /// A padding whose insets read no GeometryProxy (PADDING-1, resolved once).
    case constantPadding
    /// Any other kind: dispatched on the kind itself.
    case other
}

/// The traits and children of every node of a tree, in flat storage indexed by node id.
final class NodeTraitTable {
    let count: Int
    private let traits: UnsafeMutableBufferPointer<NodeTraits>
    private let tags: UnsafeMutableBufferPointer<DispatchTag>
    /// Node `n`'s children are `childIDs[childStart[n] ..< childStart[n + 1]]`.
    private let childStart: UnsafeMutableBufferPointer<Int32>
    private let childIDs: UnsafeMutableBufferPointer<Int32>

    init(_ tree: ViewTree) {
        let n = tree.count
        count = n
        traits = .allocate(capacity: n)
        traits.initialize(repeating: [])
        tags = .allocate(capacity: n)
        childStart = .allocate(capacity: n + 1)
        var edges = 0
        for (index, node) in tree.nodes.enumerated() {
            childStart[index] = Int32(edges)
            edges += node.children.count
        }
        childStart[n] = Int32(edges)
        childIDs = .allocate(capacity: max(edges, 1))
        for (index, node) in tree.nodes.enumerated() {
            var position = Int(childStart[index])
            for c in node.children {
                childIDs[position] = Int32(c.index)
                position += 1
            }
        }
        // Pre-order: every child comes after its parent, so a reverse walk sees children first.
        for index in stride(from: n - 1, through: 0, by: -1) {
            traits[index] = Self.traits(of: tree.nodes[index].kind, children: children(index), in: traits)
        }
        for (index, node) in tree.nodes.enumerated() {
            tags[index] = Self.tag(of: node.kind)
            let many: Bool, one: Bool
            switch node.kind {
            case .stack, .zStack, .viewThatFits, .customLayout: (many, one) = (true, false)
            case .frame(let w, let h, _): (many, one) = (false, Self.fixed(w) != nil && Self.fixed(h) != nil)
            default: (many, one) = (false, false)
            }
            for c in children(index) {
                if many { traits[c].insert(.manyProposals) }
                if one { traits[c].insert(.oneProposal) }
            }
        }
    }

    deinit {
        traits.deallocate()
        tags.deallocate()
        childStart.deallocate()
        childIDs.deallocate()
    }

    subscript(node: Int) -> NodeTraits { traits[node] }

    /// How the dispatches treat `node`.
    func tag(_ node: Int) -> DispatchTag { tags[node] }

    private static func tag(of kind: NodeKind) -> DispatchTag {
        func readsNoProxy(_ e: LayoutExpression?) -> Bool { e.map { $0.maximumProxyDepth == nil } ?? true }
        switch kind {
        case .shape, .text, .image, .spacer, .divider, .customLeaf: return .leaf
        case .overlay, .background, .border, .offset, .alignmentGuide, .layoutPriority: return .passThrough
        case .flexFrame(let f):
            let all = [f.minWidth, f.idealWidth, f.maxWidth, f.minHeight, f.idealHeight, f.maxHeight]
            return all.allSatisfy(readsNoProxy) ? .constantFlexFrame : .other
        case .padding(let i):
            return [i.top, i.leading, i.bottom, i.trailing].allSatisfy(readsNoProxy) ? .constantPadding : .other
        case .stack, .zStack, .viewThatFits, .geometryReader, .scrollView, .customLayout, .frame, .fixedSize,
            .position, .aspectRatio:
            return .other
        }
    }

    /// The children of `node`, in order.
    func children(_ node: Int) -> Children {
        let start = Int(childStart[node])
        return Children(base: UnsafePointer(childIDs.baseAddress! + start), count: Int(childStart[node + 1]) - start)
    }

    /// The first child of `node` (the modified view of a modifier).
    func child(_ node: Int) -> Int { Int(childIDs[Int(childStart[node])]) }

    /// FRAME-1: a constant dimension that is valid (finite, ≥ 0), else nil.
    static func fixed(_ value: LayoutExpression?) -> Double? {
        guard case .constant(let v)? = value, v.isFinite, v >= 0 else { return nil }
        return v
    }

    private static func isConstant(_ value: LayoutExpression) -> Bool {
        if case .constant = value { return true }
        return false
    }

    private static func isStandard(_ alignment: Alignment) -> Bool {
        alignment[.horizontal].isStandard && alignment[.vertical].isStandard
    }

    /// One node's traits from its kind and its children's traits.
    private static func traits(
        of kind: NodeKind, children: Children, in table: UnsafeMutableBufferPointer<NodeTraits>
    ) -> NodeTraits {
        let first: NodeTraits = children.isEmpty ? [] : table[children[0]]
        var union: NodeTraits = []
        var allRigid = true
        for c in children {
            union.formUnion(table[c])
            allRigid = allRigid && table[c].contains(.rigid)
        }
        let below = union.intersection(.warnsPerProposal)
        switch kind {
        case .shape, .spacer, .divider, .geometryReader, .scrollView:
            return below // no explicit guides (GUIDE-1, §18.6)
        case .image(let spec):
            return spec.isResizable ? [] : .rigid
        case .text:
            return .baselineSource
        case .customLeaf:
            return .warnsPerProposal
        case .customLayout:
            return [.baselineSource, .standardSource, .customSource, .warnsPerProposal, .uncached]
        case .position, .flexFrame:
            return first.intersection(.sources).union(below)
        case .viewThatFits:
            return union.intersection(.sources).union(below)
        case .stack(let spec):
            // GUIDE-4: a stack merges its children's baselines and custom guides, never a
            // standard key; HSTACK-4 sizes from the children's sizes and guides.
            var result = union.intersection([.baselineSource, .customSource]).union(below).union(.stack)
            if allRigid && !spec.alignment.isCustom { result.insert(.rigid) }
            return result
        case .zStack(let alignment):
            var result = union.intersection([.baselineSource, .customSource]).union(below)
            if allRigid && isStandardOrBaseline(alignment) { result.insert(.rigid) }
            return result
        case .frame(let w, let h, _):
            // FRAME-2: with both dimensions set the child is never asked for its size.
            var result = first.intersection(.sources).union(below)
            if fixed(w) != nil && fixed(h) != nil { result.insert(.rigid) }
            return result
        case .padding(let insets):
            var result = first.intersection(.sources).union(below)
            let constant = [insets.top, insets.leading, insets.bottom, insets.trailing].allSatisfy(isConstant)
            if constant && first.contains(.rigid) { result.insert(.rigid) }
            return result
        case .overlay, .background, .border, .offset, .layoutPriority, .fixedSize, .aspectRatio:
            // The size is the first child's at a proposal derived from P (OVERLAY-1, OFFSET-1,
            // PRIORITY-1, FIXEDSIZE-1, ASPECT-1); GUIDE-3 translates the first child's guides.
            return first.intersection([.rigid, .baselineSource, .standardSource, .customSource]).union(below)
        case .alignmentGuide(let key, _):
            var result = first.intersection([.rigid, .baselineSource, .standardSource, .customSource]).union(below)
            switch key {
            case .firstTextBaseline, .lastTextBaseline: result.insert(.baselineSource)
            case .custom: result.insert(.customSource)
            case .leading, .horizontalCenter, .trailing, .top, .verticalCenter, .bottom:
                result.insert(.standardSource)
            }
            return result
        }
    }

    private static func isStandardOrBaseline(_ alignment: Alignment) -> Bool {
        !alignment[.horizontal].isCustom && !alignment[.vertical].isCustom
    }
}

/// The children of one node: a run of the pass's flat id list (no array per call). Valid while
/// the session that made it lives; rules use it within one call.
struct Children: RandomAccessCollection {
    let base: UnsafePointer<Int32>
    let count: Int

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(position: Int) -> Int { Int(base[position]) }
}

extension AlignmentKey {
    /// Whether this is a custom alignment (its default may read anything, GUIDE-1).
    var isCustom: Bool {
        if case .custom = self { return true }
        return false
    }
}
