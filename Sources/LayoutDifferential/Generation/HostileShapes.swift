// HostileShapes.swift
// LayoutDifferential
//
// The hostile profile's large shapes, built children-first with ViewTreeBuilder in loops (no
// recursive ViewDescription, whose nesting a 100,000-deep chain would overflow): a chain as deep
// as the limits allow, and a bushy tree of exactly `maxNodes` nodes with 30 to 45 children per
// container. Their nodes carry the profile's edge values like any other tree.

import LayoutCore

extension GenerationContext {
    /// A chain of `min(maxDepth, maxNodes)` levels: modifiers, single-child GeometryReaders and
    /// ScrollViews, and stacks (ZStacks, ViewThatFits, FlowLayouts) whose other children are side
    /// leaves paid for by the nodes the chain leaves over. The bottom is a leaf at the deepest level.
    mutating func deepChain(maxNodes: Int, maxDepth: Int) throws(TreeError) -> ViewTree {
        let length = min(maxDepth, maxNodes)
        var extra = maxNodes - length
        // Links from the top (level 1) down; GeometryReaders are planned first so that every
        // proxy read below one knows how many readers enclose it.
        var isReader = [Bool](repeating: false, count: length - 1)
        for index in isReader.indices { isReader[index] = chance(3) }
        readers = isReader.reduce(0) { $0 + ($1 ? 1 : 0) }
        var builder = ViewTreeBuilder()
        var node = builder.add(leafKind())
        for level in stride(from: length - 2, through: 0, by: -1) {
            if isReader[level] {
                readers -= 1
                node = builder.wrap(node, in: .geometryReader)
                continue
            }
            switch below(100) {
            case 0..<70:
                node = modifierLink(node, &builder, extra: &extra)
            case 70..<75:
                node = builder.add(
                    .scrollView(axes: pick([AxisSet.vertical, .horizontal, .both, []])), children: [node])
            default:
                let kind = pick([ContainerChoice.hStack, .vStack, .zStack, .viewThatFits, .flowLayout])
                var children = [node]
                if extra > 0, chance(50) {
                    for _ in 0..<min(extra, int(in: 1...3)) {
                        let leaf = builder.add(leafKind())
                        children.insert(leaf, at: chance(50) ? 0 : children.count)
                        extra -= 1
                    }
                }
                node = builder.add(chainContainerKind(kind), children: children)
            }
        }
        return try builder.finish(root: node)
    }

    /// A modifier around `node`; overlays and backgrounds get side leaves while `extra` lasts.
    private mutating func modifierLink(_ node: NodeID, _ builder: inout ViewTreeBuilder, extra: inout Int) -> NodeID {
        var choice = traits.modifiers.pick(&random)
        if choice == .border, extra < 1 { choice = .padding }
        let kind = unaryModifierKind(choice)
        switch kind {
        case .border(let color, _):
            let stroke = builder.add(.shape(ShapeSpec(shape: .rectangle, fill: color)))
            extra -= 1
            return builder.add(kind, children: [node, stroke])
        case .overlay, .background:
            var children = [node]
            for _ in 0..<min(extra, below(3)) {
                children.append(builder.add(leafKind()))
                extra -= 1
            }
            return builder.add(kind, children: children)
        default:
            return builder.wrap(node, in: kind)
        }
    }

    private mutating func chainContainerKind(_ choice: ContainerChoice) -> NodeKind {
        switch choice {
        case .hStack, .vStack:
            let axis: Axis = choice == .hStack ? .horizontal : .vertical
            return .stack(StackSpec(axis: axis, alignment: key(on: axis.orthogonal), spacing: spacing()))
        case .viewThatFits: return .viewThatFits(axes: pick([AxisSet.both, .horizontal, .vertical, []]))
        case .flowLayout: return .customLayout(pick(Self.flowLayouts))
        case .zStack, .geometryReader, .scrollView, .group: return .zStack(alignment: alignment())
        }
    }

    /// A bushy tree of exactly `maxNodes` nodes no deeper than `maxDepth`.
    mutating func wideTree(maxNodes: Int, maxDepth: Int) throws(TreeError) -> ViewTree {
        readers = 0
        var builder = ViewTreeBuilder()
        let root = bushy(&builder, size: maxDepth == 1 ? 1 : maxNodes, height: maxDepth)
        return try builder.finish(root: root)
    }

    /// A subtree of exactly `size` nodes and at most `height` levels (`size` ≤ what `height`
    /// levels can hold; `size` = 1 when `height` = 1). Recursion follows the subtree's real
    /// height, which the wide fan-out keeps logarithmic in `size`.
    private mutating func bushy(_ builder: inout ViewTreeBuilder, size: Int, height: Int) -> NodeID {
        if size == 1 || height == 1 { return builder.add(leafKind()) }
        if size == 2 {
            let leaf = builder.add(leafKind())
            return builder.wrap(leaf, in: unaryModifierKind(pick([.padding, .frame, .flexFrame, .layoutPriority])))
        }
        if height >= 3, chance(8) {
            let inner = bushy(&builder, size: size - 1, height: height - 1)
            return builder.wrap(inner, in: unaryModifierKind(pick([.padding, .frame, .flexFrame, .fixedSize])))
        }
        var fanOut = min(size - 1, int(in: 30...45))
        if !Self.fits(fanOut: fanOut, height: height, size: size) {
            fanOut = Self.smallestFanOut(height: height, size: size)
        }
        let base = (size - 1) / fanOut
        let larger = (size - 1) % fanOut
        var children: [NodeID] = []
        children.reserveCapacity(fanOut)
        for index in 0..<fanOut {
            children.append(bushy(&builder, size: base + (index < larger ? 1 : 0), height: height - 1))
        }
        let kind: NodeKind
        switch below(10) {
        case 0..<7:
            let axis: Axis = chance(50) ? .horizontal : .vertical
            kind = .stack(
                StackSpec(axis: axis, alignment: chance(50) ? nil : key(on: axis.orthogonal), spacing: spacing()))
        case 7, 8: kind = .zStack(alignment: alignment())
        default: kind = .customLayout(pick(Self.flowLayouts))
        }
        return builder.add(kind, children: children)
    }

    /// Whether a root with `fanOut` children, each a subtree of `height − 1` levels and fan-out
    /// `fanOut`, can hold `size` nodes: `1 + fanOut · (1 + fanOut + … + fanOut^(height − 2)) ≥ size`.
    static func fits(fanOut: Int, height: Int, size: Int) -> Bool {
        var capacity = 0 // of one child, saturating once it reaches `size`
        var level = 1
        for _ in 0..<(height - 1) {
            capacity += level
            if capacity >= size { break }
            let next = level.multipliedReportingOverflow(by: fanOut)
            if next.overflow {
                capacity = size
                break
            }
            level = next.partialValue
        }
        let total = fanOut.multipliedReportingOverflow(by: capacity)
        return total.overflow || 1 + total.partialValue >= size
    }

    /// The smallest fan-out that ``fits(fanOut:height:size:)`` (`size − 1` always fits when
    /// `height` ≥ 2).
    static func smallestFanOut(height: Int, size: Int) -> Int {
        var low = 1
        var high = max(1, size - 1)
        while low < high {
            let middle = (low + high) / 2
            if fits(fanOut: middle, height: height, size: size) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
