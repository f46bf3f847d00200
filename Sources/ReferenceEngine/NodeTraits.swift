// NodeTraits.swift
// ReferenceEngine
//
// What a pass knows about every node before measuring anything, from the tree alone, in one
// bottom-up walk: its children as a run of a flat id list, whether its size is the same at every
// proposal (so HSTACK-6's cache answers any proposal from one entry), whether it can have an
// explicit alignment guide at all (GUIDE-2..4, TEXT-6), so that alignment reads the default
// (GUIDE-1) without asking for guides nobody sets, whether it can carry a layout priority
// (PRIORITY-1), and its dispatch tag with the arguments kept for it (DispatchTag.swift).

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
    /// The element may have a layout priority other than 0: a `layoutPriority` or a Spacer,
    /// reached through modifiers (PRIORITY-1, SPACER-3).
    static let mayHavePriority = NodeTraits(rawValue: 32)
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

/// The traits and children of every node of a tree, in flat storage indexed by node id, and the
/// arguments of the kinds on hot paths (`DispatchTag`), so rules never copy a `NodeKind` there.
///
/// Built in one walk over the tree from the last node to the first, reading each node in place
/// (pre-order: a node's children come after it, so the walk sees them first).
final class NodeTraitTable {
    let count: Int
    private let traits: UnsafeMutableBufferPointer<NodeTraits>
    private let tags: UnsafeMutableBufferPointer<DispatchTag>
    /// Node `n`'s children are `childIDs[childStart[n] ..< childStart[n + 1]]`.
    private let childStart: UnsafeMutableBufferPointer<Int32>
    private let childIDs: UnsafeMutableBufferPointer<Int32>
    /// Per node: its index among the nodes of its tag that keep something per node (stacks,
    /// constant frames, constant flexible frames, constant paddings), or −1.
    private let slots: UnsafeMutableBufferPointer<Int32>
    /// The specs of the stacks and the resolved constant frames, by `slot`.
    private let stackSpecs: UnsafeMutableBufferPointer<StackSpec>
    private let frames: UnsafeMutableBufferPointer<ConstantFrame>
    /// How many nodes have each tag that keeps a slot.
    let stackCount: Int
    let flexFrameCount: Int
    let paddingCount: Int
    /// Whether the tree has a Spacer, a Divider or a custom layout: otherwise SPACER-1's
    /// orientations are never read and need no walk.
    let hasOrientedViews: Bool
    /// The nodes whose constant arguments warn when the view is made (FRAME-1, FLEXFRAME-1,
    /// SPACER-2; `ConstructionWarnings`), in increasing order.
    let warnsAtConstruction: [Int]

    init(_ tree: ViewTree) {
        let n = tree.count
        count = n
        let traits = PassMemory.allocate(NodeTraits.self, count: n)
        let tags = PassMemory.allocate(DispatchTag.self, count: n)
        let slots = PassMemory.allocate(Int32.self, count: n)
        let childStart = PassMemory.allocate(Int32.self, count: n + 1)
        // A tree has one edge per node but the root.
        let childIDs = PassMemory.allocate(Int32.self, count: max(n - 1, 1))
        (self.traits, self.tags, self.slots) = (traits, tags, slots)
        (self.childStart, self.childIDs) = (childStart, childIDs)
        // Room for every node; only the pages the stacks and frames fill are ever touched.
        let stackSpecs = UnsafeMutableBufferPointer<StackSpec>.allocate(capacity: n)
        let frames = UnsafeMutableBufferPointer<ConstantFrame>.allocate(capacity: n)
        (self.stackSpecs, self.frames) = (stackSpecs, frames)
        var stacks = 0, constantFrames = 0, flexFrames = 0, paddings = 0
        var oriented = false
        var warning: [Int] = []
        childStart[n] = Int32(n - 1)
        // Each node's kind is read in place, through a pointer: the helpers' patterns then copy
        // only the arguments they bind (passing `nodes[index].kind` would copy the whole kind).
        let kindOffset = MemoryLayout<ViewNode>.offset(of: \ViewNode.kind)!
        tree.nodes.withUnsafeBufferPointer { nodes in
            var end = n - 1
            for index in stride(from: n - 1, through: 0, by: -1) {
                let kind = (UnsafeRawPointer(nodes.baseAddress! + index) + kindOffset)
                    .assumingMemoryBound(to: NodeKind.self)
                let ids = nodes[index].children
                let start = end - ids.count
                precondition(start >= 0, "a tree has one edge per node but the root")
                childStart[index] = Int32(start)
                var position = start
                for c in ids {
                    childIDs[position] = Int32(c.index)
                    position += 1
                }
                end = start
                let children = Children(
                    base: UnsafePointer(childIDs.baseAddress! + start), count: position - start)
                let (tag, frame) = Self.dispatch(of: kind)
                tags[index] = tag
                switch tag {
                case .stack:
                    slots[index] = Int32(stacks)
                    (stackSpecs.baseAddress! + stacks).initialize(to: Self.stackSpec(of: kind))
                    stacks += 1
                case .constantFrame:
                    slots[index] = Int32(constantFrames)
                    frames[constantFrames] = frame!
                    constantFrames += 1
                case .constantFlexFrame:
                    slots[index] = Int32(flexFrames)
                    flexFrames += 1
                case .constantPadding:
                    slots[index] = Int32(paddings)
                    paddings += 1
                case .leaf, .passThrough, .other:
                    slots[index] = -1
                }
                let first: NodeTraits = children.isEmpty ? [] : traits[children[0]]
                traits[index] = Self.traits(of: kind, frame: frame, children: children, in: traits)
                    .union(Self.priorityTrait(of: kind, first: first))
                if Self.readsOrientation(kind) { oriented = true }
                if tag != .constantFrame, Self.warnsAtConstruction(kind) { warning.append(index) }
                let proposals = Self.childProposals(of: kind, frame: frame)
                if !proposals.isEmpty {
                    for c in children { traits[c].insert(proposals) }
                }
            }
            precondition(end == 0, "a tree has one edge per node but the root")
        }
        stackCount = stacks
        flexFrameCount = flexFrames
        paddingCount = paddings
        hasOrientedViews = oriented
        warnsAtConstruction = warning.reversed()
    }

    deinit {
        PassMemory.release(traits)
        PassMemory.release(tags)
        PassMemory.release(slots)
        PassMemory.release(childStart)
        PassMemory.release(childIDs)
        stackSpecs.baseAddress!.deinitialize(count: stackCount)
        stackSpecs.deallocate()
        frames.deallocate()
    }

    subscript(node: Int) -> NodeTraits { traits[node] }

    /// How the dispatches treat `node`.
    func tag(_ node: Int) -> DispatchTag { tags[node] }

    /// `node`'s index among the nodes of its tag (stacks, constant frames, constant flexible
    /// frames or constant paddings).
    func slot(_ node: Int) -> Int { Int(slots[node]) }

    /// A stack's spec (`DispatchTag.stack`).
    func stackSpec(_ node: Int) -> StackSpec { stackSpecs[Int(slots[node])] }

    /// A constant frame's resolved dimensions and alignment (`DispatchTag.constantFrame`).
    func constantFrame(_ node: Int) -> ConstantFrame { frames[Int(slots[node])] }

    /// How often a node's children are asked: at several proposals of different modes (a
    /// container's), or at one (a fixed frame's, FRAME-3).
    private static func childProposals(of kind: UnsafePointer<NodeKind>, frame: ConstantFrame?) -> NodeTraits {
        switch kind.pointee {
        case .stack, .zStack, .viewThatFits, .customLayout: return .manyProposals
        case .frame:
            if let frame { return frame.width != nil && frame.height != nil ? .oneProposal : [] }
            return isFixedFrame(kind) ? .oneProposal : []
        default: return []
        }
    }

    /// Whether a frame sets both dimensions to valid constants (FRAME-1).
    private static func isFixedFrame(_ kind: UnsafePointer<NodeKind>) -> Bool {
        switch kind.pointee {
        case .frame(let w, let h, _): return fixed(w) != nil && fixed(h) != nil
        default: return false
        }
    }

    /// Whether SPACER-1's orientation is read for the node (a Spacer or Divider) or found by
    /// asking it (a custom layout's `stackOrientation`).
    private static func readsOrientation(_ kind: UnsafePointer<NodeKind>) -> Bool {
        switch kind.pointee {
        case .spacer, .divider, .customLayout: return true
        default: return false
        }
    }

    private static func stackSpec(of kind: UnsafePointer<NodeKind>) -> StackSpec {
        switch kind.pointee {
        case .stack(let spec): return spec
        default: preconditionFailure("not a stack")
        }
    }

    /// Whether a node's constant arguments are invalid, so that making the view warns: a fixed
    /// frame's negative, NaN or infinite dimension (FRAME-1), a Spacer's negative or NaN minimum
    /// (SPACER-2), a flexible frame's contradictory constant bounds (FLEXFRAME-1).
    private static func warnsAtConstruction(_ kind: UnsafePointer<NodeKind>) -> Bool {
        func invalid(_ e: LayoutExpression?) -> Bool {
            guard case .constant(let v)? = e else { return false }
            return !FrameRule.isValid(v)
        }
        func constant(_ e: LayoutExpression?) -> Double?? {
            guard let e else { return .some(nil) }
            guard case .constant(let v) = e else { return nil }
            return .some(v)
        }
        switch kind.pointee {
        case .frame(let w, let h, _): return invalid(w) || invalid(h)
        case .spacer(let minLength): return minLength.map(SpacerRule.isInvalidMinimum) ?? false
        case .flexFrame(let f):
            // Only when no bound reads a proxy: such a frame is normalised during layout only.
            guard let a = constant(f.minWidth), let b = constant(f.idealWidth), let c = constant(f.maxWidth),
                let d = constant(f.minHeight), let e = constant(f.idealHeight), let g = constant(f.maxHeight)
            else { return false }
            return FlexFrameRule.isContradictory(min: a, ideal: b, max: c)
                || FlexFrameRule.isContradictory(min: d, ideal: e, max: g)
        default: return false
        }
    }

    /// The node's dispatch tag, and a constant frame's resolved arguments.
    private static func dispatch(of kind: UnsafePointer<NodeKind>) -> (DispatchTag, ConstantFrame?) {
        func readsNoProxy(_ e: LayoutExpression?) -> Bool { e.map { $0.maximumProxyDepth == nil } ?? true }
        switch kind.pointee {
        case .shape, .text, .image, .spacer, .divider, .customLeaf: return (.leaf, nil)
        case .overlay, .background, .border, .offset, .alignmentGuide, .layoutPriority: return (.passThrough, nil)
        case .stack: return (.stack, nil)
        case .frame(let w, let h, let alignment):
            let frame = ConstantFrame(w, h, alignment)
            return (frame == nil ? .other : .constantFrame, frame)
        case .flexFrame(let f):
            let all = [f.minWidth, f.idealWidth, f.maxWidth, f.minHeight, f.idealHeight, f.maxHeight]
            return (all.allSatisfy(readsNoProxy) ? .constantFlexFrame : .other, nil)
        case .padding(let i):
            return ([i.top, i.leading, i.bottom, i.trailing].allSatisfy(readsNoProxy) ? .constantPadding : .other, nil)
        case .zStack, .viewThatFits, .geometryReader, .scrollView, .customLayout, .fixedSize, .position,
            .aspectRatio:
            return (.other, nil)
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

    /// One node's traits from its kind (a constant frame's resolved, so its arguments are not
    /// copied again) and its children's traits.
    private static func traits(
        of kind: UnsafePointer<NodeKind>, frame: ConstantFrame?, children: Children,
        in table: UnsafeMutableBufferPointer<NodeTraits>
    ) -> NodeTraits {
        let first: NodeTraits = children.isEmpty ? [] : table[children[0]]
        var union: NodeTraits = []
        var allRigid = true
        for c in children {
            union.formUnion(table[c])
            allRigid = allRigid && table[c].contains(.rigid)
        }
        let below = union.intersection(.warnsPerProposal)
        switch kind.pointee {
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
            var result = union.intersection([.baselineSource, .customSource]).union(below)
            if allRigid && !spec.alignment.isCustom { result.insert(.rigid) }
            return result
        case .zStack(let alignment):
            var result = union.intersection([.baselineSource, .customSource]).union(below)
            if allRigid && isStandardOrBaseline(alignment) { result.insert(.rigid) }
            return result
        case .frame:
            // FRAME-2: with both dimensions set the child is never asked for its size.
            var result = first.intersection(.sources).union(below)
            if let frame, frame.width != nil && frame.height != nil { result.insert(.rigid) }
            if frame == nil && isFixedFrame(kind) { result.insert(.rigid) }
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

    /// PRIORITY-1, SPACER-3: a `layoutPriority` or a Spacer gives its element a priority; any
    /// other modifier passes on its modified view's.
    private static func priorityTrait(of kind: UnsafePointer<NodeKind>, first: NodeTraits) -> NodeTraits {
        switch kind.pointee {
        case .layoutPriority, .spacer: return .mayHavePriority
        default: return kind.pointee.isModifier ? first.intersection(.mayHavePriority) : []
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
