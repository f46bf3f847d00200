// Containers.swift
// LayoutDifferential
//
// The recursive part of the generator: a view is a chain of modifiers around a leaf, a container
// (HStack/VStack, ZStack, ViewThatFits, GeometryReader, ScrollView, the registry's FlowLayout) or
// a Group (GROUP-1..3). Budgets are exact lowered node counts, depths exact lowered depths
// (ROOT-2's implicit VStack and GROUP-4's ScrollView stack included), so a tree never exceeds its
// limits. Containers get 0 children (SPACING-2's empty stacks), a few, or 30 to 45 (wide stacks).

import CustomLayout
import LayoutCore

extension GenerationContext {
    /// FlowLayouts with the seed's spacing, none, fractional, negative and huge spacing.
    static let flowLayouts: [CustomLayoutSpec] = [10, 0, 2.5, -5, 1e6, 8].map {
        LayoutRegistry.spec(for: FlowLayout(spacing: $0))
    }

    /// A view whose outermost node lands at `depth` (≤ the depth limit), costing 1…`budget` nodes.
    /// `single`: it must flatten to exactly one member (a ScrollView's only child, GROUP-4).
    mutating func view(depth: Int, budget: Int, single: Bool = false) -> Generated {
        var planned = min(traits.modifierCounts.pick(&random), maxDepth - depth, budget - 1)
        if needsGuide, planned == 0, depth < maxDepth, budget >= 2 { planned = 1 }
        let baseDepth = depth + planned
        let baseBudget = budget - planned
        var result: Generated
        let wantsContainer = baseBudget >= 2 && baseDepth < maxDepth && chance(containerPercent(baseBudget))
        if wantsContainer || needsFlowLayout || needsStack {
            result = container(depth: baseDepth, budget: baseBudget, single: single)
        } else {
            result = leaf()
        }
        var spare = budget - result.nodes
        for index in 0..<planned {
            // The planned chain places modifier `index` (innermost first) at this depth; skipped
            // modifiers only make the view shallower.
            result = modifier(on: result, depth: baseDepth - 1 - index, spare: &spare, reserve: planned - index - 1)
        }
        if chance(traits.wrapperPercent) { result = wrapped(result) }
        return result
    }

    private func containerPercent(_ budget: Int) -> Int {
        budget >= 12 ? 92 : budget >= 6 ? 80 : budget >= 3 ? 60 : 40
    }

    /// A container at `depth` with at most `budget` nodes (itself included).
    private mutating func container(depth: Int, budget: Int, single: Bool) -> Generated {
        var choice = traits.containers.pick(&random)
        if needsFlowLayout {
            choice = .flowLayout
        } else if needsStack {
            choice = chance(50) ? .hStack : .vStack
        }
        let nests = depth < maxDepth
        if choice == .group, single || groupNesting >= 2 { choice = chance(50) ? .hStack : .vStack }
        if choice == .scrollView, !nests || budget < 2 { choice = .zStack }
        switch choice {
        case .group:
            groupNesting += 1
            defer { groupNesting -= 1 }
            let members = children(depth: depth, budget: budget, count: childCount(budget, limit: 4))
            return Generated(
                description: .group(members.map(\.description)), members: members.reduce(0) { $0 + $1.members },
                nodes: members.reduce(0) { $0 + $1.nodes })
        case .scrollView:
            let axes = pick([AxisSet.vertical, .horizontal, .both, []])
            if depth + 2 <= maxDepth, budget >= 3, chance(40) {
                // Several views: lowering adds an implicit stack unless they flatten to one (GROUP-4).
                let items = children(depth: depth + 2, budget: budget - 2, count: childCount(budget - 2))
                let members = items.reduce(0) { $0 + $1.members }
                return Generated(
                    description: .view(.scrollView(axes: axes), children: items.map(\.description)), members: 1,
                    nodes: 1 + (members == 1 ? 0 : 1) + items.reduce(0) { $0 + $1.nodes })
            }
            let content = view(depth: depth + 1, budget: budget - 1, single: true)
            return Generated(
                description: .view(.scrollView(axes: axes), children: [content.description]), members: 1,
                nodes: 1 + content.nodes)
        default:
            let kind = containerKind(choice)
            if choice == .geometryReader { readers += 1 }
            var count = nests ? childCount(budget - 1, limit: choice == .geometryReader ? 2 : nil) : 0
            // A profile still missing its Text gets a leaf to put it in.
            if needsText, nests, budget >= 2 { count = max(count, 1) }
            let items = children(depth: depth + 1, budget: budget - 1, count: count)
            if choice == .geometryReader { readers -= 1 }
            return Generated(
                description: .view(kind, children: items.map(\.description)), members: 1,
                nodes: 1 + items.reduce(0) { $0 + $1.nodes })
        }
    }

    /// The node kind of a container that is not a Group or ScrollView.
    private mutating func containerKind(_ choice: ContainerChoice) -> NodeKind {
        switch choice {
        case .hStack, .vStack:
            stackCount += 1
            let axis: Axis = choice == .hStack ? .horizontal : .vertical
            let alignment = chance(50) ? nil : key(on: axis.orthogonal)
            return .stack(StackSpec(axis: axis, alignment: alignment, spacing: spacing()))
        case .viewThatFits:
            return .viewThatFits(axes: pick([AxisSet.both, .both, .horizontal, .vertical, []]))
        case .geometryReader:
            return .geometryReader
        case .flowLayout:
            flowLayoutCount += 1
            return .customLayout(pick(Self.flowLayouts))
        case .zStack, .group, .scrollView:
            return .zStack(alignment: alignment())
        }
    }

    /// How many children a container with `available` nodes for them gets: none, a few, or a wide
    /// run of 30 to 45.
    mutating func childCount(_ available: Int, limit: Int? = nil) -> Int {
        guard available > 0 else { return 0 }
        var count: Int
        if available >= 30, limit == nil, chance(traits.widePercent) {
            count = int(in: 30...min(45, available))
        } else {
            switch below(100) {
            case 0..<4: count = 0
            case 4..<20: count = 1
            case 20..<46: count = 2
            case 46..<66: count = 3
            case 66..<80: count = 4
            default: count = int(in: 5...8)
            }
        }
        if let limit { count = min(count, limit) }
        return min(count, available)
    }

    /// `count` views at `depth` sharing `budget` (≥ `count`): each gets its share, sometimes up to
    /// twice it (uneven subtrees), and what one leaves unused goes to the next.
    mutating func children(depth: Int, budget: Int, count: Int) -> [Generated] {
        var remaining = budget
        var items: [Generated] = []
        items.reserveCapacity(count)
        for index in 0..<count {
            let left = count - index
            guard remaining >= left else { break }
            let share = remaining / left
            let wanted = chance(30) ? int(in: 1...(2 * share)) : share
            let item = view(depth: depth, budget: max(1, min(remaining - (left - 1), wanted)))
            remaining -= item.nodes
            items.append(item)
        }
        return items
    }

    /// A root body of at most `budget` nodes: one view at depth 1, or several under ROOT-2's
    /// implicit VStack (one node, and one level, more).
    mutating func root(budget: Int) -> Generated {
        if budget >= 3, maxDepth >= 2, chance(20) {
            let items = children(depth: 2, budget: budget - 1, count: max(2, childCount(budget - 1)))
            let members = items.reduce(0) { $0 + $1.members }
            return Generated(
                description: .group(items.map(\.description)), members: members,
                nodes: (members == 1 ? 0 : 1) + items.reduce(0) { $0 + $1.nodes })
        }
        // One member, so no implicit stack (a Group here would need one).
        return view(depth: 1, budget: budget, single: true)
    }
}
