// TreeGenerator.swift
// LayoutBenchmarks
//
// Deterministic synthetic view trees for the benchmarks. Same seed and size, same tree, on every
// machine: the random numbers come from LayoutCore's SeededRandom (SplitMix64), not from the
// standard library's (unseeded) generator or Foundation.
// SPDX-License-Identifier: GPL-3.0-or-later

import LayoutCore

/// The two tree shapes the benchmarks grow.
enum TreeShape: String, CaseIterable, Sendable {
    /// Deep: alternating HStack/VStack with 2–3 children each, uneven subtree sizes, frames and
    /// padding on leaves and containers, Text and Rectangle leaves.
    case narrow
    /// Wide: alternating HStack/VStack with 30 children each (the shape the constraint engine's
    /// 1,000-node target was set on), evenly filled, so a tree is about log₃₀(n) stacks deep.
    case wide

    var fanOut: ClosedRange<Int> {
        switch self {
        case .narrow: 2...3
        case .wide: 30...30
        }
    }
}

/// Builds a tree of exactly `size` nodes (`size` ≥ 1) of the given shape.
struct TreeGenerator {
    let shape: TreeShape
    private var random: SeededRandom
    private var builder = ViewTreeBuilder()
    private var leafCount = 0

    init(shape: TreeShape, seed: UInt64 = 0x4C61_796F_7574_4C61) {
        self.shape = shape
        self.random = SeededRandom(seed: seed)
    }

    static func tree(_ shape: TreeShape, size: Int, seed: UInt64 = 0x4C61_796F_7574_4C61) -> ViewTree {
        var generator = TreeGenerator(shape: shape, seed: seed)
        let root = generator.subtree(size: size, depth: 0)
        do {
            return try generator.builder.finish(root: root)
        } catch {
            fatalError("generated an invalid tree: \(error)")
        }
    }

    /// A subtree of exactly `size` nodes.
    private mutating func subtree(size: Int, depth: Int) -> NodeID {
        precondition(size >= 1)
        // Small budgets become a leaf plus up to two modifiers.
        if size <= 3 {
            var node = leaf()
            for _ in 1..<size { node = builder.wrap(node, in: leafModifier()) }
            return node
        }
        // Sometimes spend one node on a modifier around the container.
        let modifierPercent = shape == .narrow ? 30 : 10
        if size >= 5, random.chance(modifierPercent) {
            let inner = subtree(size: size - 1, depth: depth)
            return builder.wrap(inner, in: containerModifier())
        }
        let budget = size - 1 // for the children, after the stack itself
        let wanted = shape.fanOut.lowerBound + random.below(shape.fanOut.count)
        let count = min(wanted, budget)
        var children: [NodeID] = []
        children.reserveCapacity(count)
        for childSize in split(budget, into: count) {
            children.append(subtree(size: childSize, depth: depth + 1))
        }
        let axis: Axis = depth.isMultiple(of: 2) ? .vertical : .horizontal
        let spacing: Double? = random.chance(50) ? nil : Double(random.below(3) * 4)
        return builder.add(.stack(StackSpec(axis: axis, spacing: spacing)), children: children)
    }

    /// Splits `total` into `parts` positive sizes: uneven for `.narrow` (so some branches run
    /// deep), as even as possible for `.wide`.
    private mutating func split(_ total: Int, into parts: Int) -> [Int] {
        let weights: [Int]
        switch shape {
        case .narrow: weights = (0..<parts).map { _ in 1 + random.below(4) }
        case .wide: weights = Array(repeating: 1, count: parts)
        }
        let spare = total - parts // each part gets 1, the rest by weight
        let weightSum = weights.reduce(0, +)
        var sizes = weights.map { 1 + spare * $0 / weightSum }
        var remainder = total - sizes.reduce(0, +)
        var index = 0
        while remainder > 0 {
            sizes[index % parts] += 1
            remainder -= 1
            index += 1
        }
        return sizes
    }

    private mutating func leaf() -> NodeID {
        leafCount += 1
        if random.chance(50) {
            let words = ["Hello", "Layout", "Benchmark", "A longer label that may wrap", "42", "Swift"]
            let string = "\(words[random.below(words.count)]) \(leafCount)"
            return builder.add(.text(TextSpec(string)))
        }
        return builder.add(.shape(ShapeSpec(shape: .rectangle, fill: ColorName("blue"))))
    }

    private mutating func leafModifier() -> NodeKind {
        switch random.below(3) {
        case 0:
            .frame(
                width: LayoutExpression.constant(Double(10 + random.below(60))),
                height: LayoutExpression.constant(Double(10 + random.below(30))), alignment: .center)
        case 1:
            .frame(
                width: nil, height: LayoutExpression.constant(Double(8 + random.below(40))),
                alignment: .leading)
        default:
            .padding(EdgeInsets(all: LayoutExpression.constant(Double(2 + random.below(8)))))
        }
    }

    private mutating func containerModifier() -> NodeKind {
        if random.chance(60) {
            return .padding(EdgeInsets(all: LayoutExpression.constant(Double(4 + random.below(8)))))
        }
        return .frame(
            width: LayoutExpression.constant(Double(100 + random.below(200))), height: nil,
            alignment: .topLeading)
    }
}
