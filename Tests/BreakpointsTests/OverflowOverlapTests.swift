// OverflowOverlapTests.swift
// BreakpointsTests
//
// The overflow and overlap checks against the truth re-established by bisection on the reference
// engine, with the checks' CORE-7 tolerance (1e-6 pt).

import Breakpoints
import LayoutCore
import LayoutDSL
import Testing

@Suite("Breakpoints: overflow and overlap")
struct OverflowOverlapTests {
    static func check(
        _ tree: ViewTree, _ check: LayoutCheck, node: Int, other: Int? = nil,
        truth predicate: @escaping (LayoutResult) -> Bool
    ) throws -> [ClosedRange<Double>] {
        let analysis = try Support.walk(tree, 0...400, measurer: Support.mono, height: 100)
        let parents = tree.parents()
        let path = tree.path(of: node, parents: parents)
        let found = LayoutChecks.violations([check], of: analysis, tree: tree).first {
            $0.node == path && $0.other == other.map { tree.path(of: $0, parents: parents) }
        }
        let truth = Support.truth(0...400, step: 0.5) {
            predicate(Support.reference(tree, at: $0, measurer: Support.mono, height: 100))
        }
        let intervals = try #require(found).intervals
        #expect(intervals.count == truth.count)
        for (a, b) in zip(intervals, truth) {
            #expect(abs(a.lowerBound - b.lowerBound) < 1e-6)
            #expect(abs(a.upperBound - b.upperBound) < 1e-6)
        }
        return intervals
    }

    @Test("a 150-pt ZStack in frame(minWidth: 0, maxWidth: ∞) overflows it for W ∈ [0, 150]")
    func overflow() throws {
        let tree = try ViewTree {
            ZStack { Color.red.frame(width: 150, height: 10) }.frame(minWidth: 0, maxWidth: .infinity)
        }
        let intervals = try Self.check(tree, .overflow, node: 1) { result in
            let (c, p) = (result.nodes[1].frame, result.nodes[0].frame)
            return c.origin.x < p.origin.x - 1e-6
                || c.origin.x + c.size.width > p.origin.x + p.size.width + 1e-6
        }
        #expect(intervals.count == 1)
        #expect(abs(intervals[0].upperBound - (150 - 2e-6)) < 1e-6)
    }

    @Test("HStack(spacing: -10) { Color; Color }: the two overlap for every W > 0")
    func overlap() throws {
        let tree = try ViewTree {
            HStack(spacing: -10) {
                Color.red; Color.blue
            }
        }
        let intervals = try Self.check(tree, .overlap, node: 1, other: 2) { result in
            let (a, b) = (result.nodes[1].frame, result.nodes[2].frame)
            let x = min(a.origin.x + a.size.width, b.origin.x + b.size.width) - max(a.origin.x, b.origin.x)
            let y = min(a.origin.y + a.size.height, b.origin.y + b.size.height) - max(a.origin.y, b.origin.y)
            return x > 1e-6 && y > 1e-6
        }
        #expect(intervals.count == 1)
        #expect(intervals[0].upperBound == 400)
    }
}
