// QueryCountTests.swift
// ReferenceEngineTests
//
// How often the reference engine asks for sizes (CORE-1 `measure(node, P)`, cache hits
// included), counted through the tracer hook: chains of flexible frames and padding, nested
// stacks of flexible and fixed children. Re-measurement must stay bounded per node (HSTACK-6),
// so these trees grow linearly in queries, never quadratically. No timings: counts only.

import EngineConfiguration
import LayoutCore
import ReferenceEngine
import Testing

/// Counts the size queries of a traced pass, in total and per node.
private final class QueryTally: LayoutTracer {
    private(set) var total = 0
    private(set) var perNode: [Int: Int] = [:]

    func record(_ event: TraceEvent) {
        guard event.kind == .query else { return }
        total += 1
        perNode[event.node, default: 0] += 1
    }
}

/// Lays `tree` out in the iPhone profile with the body stand-in measurer and counts its queries.
private func tally(_ tree: ViewTree) -> QueryTally {
    let tally = QueryTally()
    let engine = ReferenceEngine(configuration: LayoutConfiguration(textMeasurer: mono))
    let traced = engine.layout(tree, tracer: tally)
    #expect(traced == engine.layout(tree), "tracing changes no frame")
    return tally
}

/// `leaf` under `depth` modifiers alternating `.frame(minWidth: 0, maxWidth: .infinity)` (first)
/// and `.padding(1)`: the `chain` benchmark shape.
private func paddingChain(
    depth: Int, leaf: NodeKind = .shape(ShapeSpec(shape: .color, fill: ColorName("gray")))
) throws -> ViewTree {
    var builder = ViewTreeBuilder()
    var node = builder.add(leaf, label: "leaf")
    for level in 0..<depth {
        let kind: NodeKind =
            level % 2 == 0
            ? .flexFrame(FlexFrameSpec(minWidth: .constant(0), maxWidth: .constant(.infinity)))
            : .padding(EdgeInsets(all: .constant(1)))
        node = builder.wrap(node, in: kind)
    }
    return try builder.finish(root: node)
}

/// Stacks of `branching` children nested `levels` deep (HStack and VStack alternating), each
/// leaf `leaf()`: nested flexible or fixed children.
private func nestedStacks(
    levels: Int, branching: Int, leaf: (inout ViewTreeBuilder) -> NodeID
) throws -> ViewTree {
    var builder = ViewTreeBuilder()
    func subtree(_ level: Int) -> NodeID {
        if level == levels { return leaf(&builder) }
        let children = (0..<branching).map { _ in subtree(level + 1) }
        let axis: Axis = level % 2 == 0 ? .horizontal : .vertical
        return builder.add(.stack(StackSpec(axis: axis, spacing: 0)), children: children)
    }
    let root = subtree(0)
    return try builder.finish(root: root)
}

@Suite("Size queries (HSTACK-6)")
struct QueryCountTests {
    @Test("FLEXFRAME-2 PADDING-1 the padding chain asks each node at most twice, at depth 100 and 400")
    func paddingChainIsLinear() throws {
        for (depth, expected) in [(100, 201), (400, 801)] {
            let tree = try paddingChain(depth: depth)
            let counts = tally(tree)
            let leaf = tree.nodes.firstIndex { $0.label == "leaf" } ?? -1
            #expect(counts.total == expected, "depth \(depth): \(counts.total) queries")
            #expect(counts.perNode[leaf] ?? 0 <= 2, "depth \(depth): leaf asked \(counts.perNode[leaf] ?? 0) times")
            #expect(counts.perNode.values.allSatisfy { $0 <= 2 })
        }
    }

    @Test("HSTACK-2 HSTACK-6 nested stacks of fixed frames: every node asked at most 7 times")
    func nestedFixedFrames() throws {
        let tree = try nestedStacks(levels: 4, branching: 5) { builder in
            let color = builder.add(.shape(ShapeSpec(shape: .color, fill: ColorName("gray"))))
            return builder.wrap(color, in: .frame(width: .constant(10), height: .constant(10), alignment: .center))
        }
        let counts = tally(tree)
        #expect(tree.count == 1_406)
        #expect(counts.total == 2_966, "\(counts.total) queries")
        #expect(counts.perNode.values.allSatisfy { $0 <= 3 })
    }

    @Test("HSTACK-2 HSTACK-3 nested stacks of flexible frames: distinct proposals multiply with depth")
    func nestedFlexibleFrames() throws {
        let tree = try nestedStacks(levels: 3, branching: 4) { builder in
            let color = builder.add(.shape(ShapeSpec(shape: .color, fill: ColorName("gray"))))
            return builder.wrap(color, in: .flexFrame(FlexFrameSpec(maxWidth: .constant(.infinity))))
        }
        let counts = tally(tree)
        // Not bounded by 7: each level asks every child its minimum, maximum and share for
        // every distinct proposal the level gets (Decisions.md, "Cost").
        #expect(tree.count == 149)
        #expect(counts.total == 2_525, "\(counts.total) queries for \(tree.count) nodes")
        #expect(counts.perNode.values.max() == 27)
    }
}
