// TestTrees.swift
// LayoutDifferentialTests
//
// Trees for the harness's own tests: parsed SwiftUI source, and a small seeded generator of
// trees of a given size over stacks, frames (FRAME-1, FLEXFRAME-1), padding, overlays, ZStacks,
// shapes, Text and Spacers, so that the shrinker and the mutants have large inputs whatever
// `TreeGenerator` produces.

import EngineConfiguration
import LayoutCore
import LayoutDifferential
import LayoutSource
import Testing

/// `source` parsed and lowered.
func parse(_ source: String) throws -> ViewTree {
    try SwiftUISourceParser.parse(source)
}

/// A case of `source` in a window (scale 1) with the campaigns' mono metrics.
func fuzzCase(_ source: String, width: Double = 200, height: Double = 100) throws -> FuzzCase {
    FuzzCase(tree: try parse(source), root: .window(width: width, height: height))
}

/// Whether the SwiftUI source of `tree` parses back to `tree` (what a corpus file needs).
func roundTrips(_ tree: ViewTree) -> Bool {
    (try? parse(CaseSource.swiftSource(for: tree))) == tree
}

/// Seeded random trees of about `nodes` nodes (never fewer), deterministic per seed.
struct TestTrees {
    private var random: SeededRandom
    private var remaining: Int
    private var builder = ViewTreeBuilder()

    private init(seed: UInt64, nodes: Int) {
        random = SeededRandom(seed: seed)
        remaining = nodes
    }

    /// The case of `seed`: a tree of at least `nodes` nodes under the iPhone profile (ROOT-1).
    static func random(seed: UInt64, nodes: Int) -> FuzzCase {
        var trees = TestTrees(seed: seed, nodes: nodes)
        var members: [NodeID] = []
        while trees.remaining > 0 { members.append(trees.view(depth: 0)) }
        let root =
            members.count == 1
            ? members[0] : trees.builder.add(.stack(StackSpec(axis: .vertical)), children: members)
        do {
            return FuzzCase(tree: try trees.builder.finish(root: root), root: .iPhone13Pro, seed: seed)
        } catch {
            Issue.record("TestTrees built an invalid tree: \(error)")
            return FuzzCase(tree: .empty, root: .iPhone13Pro)
        }
    }

    private mutating func view(depth: Int) -> NodeID {
        remaining -= 1
        if depth >= 6 || remaining <= 0 || random.chance(30) { return leaf() }
        switch random.below(10) {
        case 0, 1, 2:
            let count = min(2 + random.below(4), max(remaining, 1))
            var children: [NodeID] = []
            for _ in 0..<count { children.append(view(depth: depth + 1)) }
            let axis: Axis = random.chance(50) ? .horizontal : .vertical
            let alignment: AlignmentKey? =
                random.chance(70) ? nil : axis == .horizontal ? random.pick([.top, .bottom]) : .leading
            let spacing: Double? = random.chance(50) ? nil : random.pick([0, 4, 10, 2.5])
            return builder.add(
                .stack(StackSpec(axis: axis, alignment: alignment, spacing: spacing)), children: children)
        case 3:
            let count = min(2 + random.below(3), max(remaining, 1))
            var children: [NodeID] = []
            for _ in 0..<count { children.append(view(depth: depth + 1)) }
            return builder.add(
                .zStack(alignment: random.pick([.center, .topLeading, .bottomTrailing])), children: children)
        case 4:
            let secondary = view(depth: depth + 1)
            let primary = view(depth: depth + 1)
            let kind: NodeKind =
                random.chance(50) ? .overlay(alignment: random.pick([.center, .top])) : .background(alignment: .center)
            return builder.add(kind, children: [primary, secondary])
        default:
            return builder.wrap(view(depth: depth + 1), in: modifier())
        }
    }

    private mutating func modifier() -> NodeKind {
        switch random.below(7) {
        case 0:
            return .frame(
                width: random.chance(60) ? .constant(random.pick([20, 50, 75.5])) : nil,
                height: random.chance(60) ? .constant(random.pick([10, 30, 44])) : nil,
                alignment: random.pick([.center, .leading, .topLeading, .bottomTrailing]))
        case 1:
            return .flexFrame(
                FlexFrameSpec(
                    minWidth: random.chance(30) ? .constant(random.pick([10, 40])) : nil,
                    maxWidth: random.chance(60) ? .constant(random.pick([.infinity, 60, 120])) : nil,
                    maxHeight: random.chance(40) ? .constant(random.pick([.infinity, 25])) : nil,
                    alignment: random.pick([.center, .trailing, .bottomLeading])))
        case 2:
            let length: LayoutExpression = .constant(random.pick([16, 4, 7.5]))
            return .padding(
                random.chance(50)
                    ? EdgeInsets(all: length) : EdgeInsets(top: 0, leading: length, bottom: 3, trailing: 0))
        case 3: return .fixedSize(horizontal: random.chance(50), vertical: true)
        case 4: return .layoutPriority(random.pick([1, -1, 2]))
        case 5: return .offset(x: .constant(random.pick([5, -3])), y: 2)
        default: return .aspectRatio(ratio: random.pick([nil, 1.5]), contentMode: random.pick([.fit, .fill]))
        }
    }

    private mutating func leaf() -> NodeID {
        switch random.below(6) {
        case 0: return builder.add(.shape(ShapeSpec(shape: .rectangle)))
        case 1: return builder.add(.shape(ShapeSpec(shape: .color, fill: ColorName("red"))))
        case 2: return builder.add(.shape(ShapeSpec(shape: .circle)))
        case 3:
            let text = random.pick(["Hello world", "a", "The quick brown fox", ""])
            return builder.add(.text(TextSpec(text, lineLimit: random.chance(20) ? 1 : nil)))
        case 4: return builder.add(.spacer(minLength: random.chance(50) ? nil : 5))
        default:
            return builder.add(.customLeaf(.fixed(Size(width: random.pick([10, 33]), height: random.pick([10, 21])))))
        }
    }
}

extension ViewTree {
    /// The tree with every node's kind passed through `transform` (same shape, same indices).
    func mappingKinds(_ transform: (NodeKind) -> NodeKind) -> ViewTree {
        let nodes = self.nodes.map { ViewNode(kind: transform($0.kind), children: $0.children, label: $0.label) }
        return (try? ViewTree(nodes: nodes, root: root, ignoresSafeArea: ignoresSafeArea)) ?? self
    }

    /// A one-node tree (a Rectangle).
    static var empty: ViewTree {
        var builder = ViewTreeBuilder()
        let root = builder.add(.shape(ShapeSpec(shape: .rectangle)))
        // A single leaf is always a valid tree.
        return (try? builder.finish(root: root))!
    }
}
