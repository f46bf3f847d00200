// BadInputTests.swift
// ReferenceEngineTests
//
// Degenerate and very large inputs: empty containers (HSTACK-1, ZSTACK-1, VTF-2, SPACING-2,
// LAYOUTPROTO-1/5) and, in the stress tier, 20,000- and 100,000-deep modifier chains, which must
// not overflow the stack. The stress suite is serialized: one 100,000-deep layout peaks at about
// 11 GB of resident memory (measured), so the deep tests must not run side by side.

import CustomLayout
import DifferentialTestSupport
import EngineConfiguration
import LayoutCore
import ReferenceEngine
import TestTiers
import Testing

@Suite("Bad input: empty containers")
struct BadInputTests {
    @Test(
        "CORE-7 a 15,000-term sum and a 20,000-term product as frame widths lay out in both engines (15000 and 1)",
        arguments: [(15_000, true), (20_000, false)])
    func longExpressions(terms: Int, isSum: Bool) throws {
        var expression: LayoutExpression = 1
        for _ in 1..<terms { expression = isSum ? expression + 1 : expression * 1 }
        var builder = ViewTreeBuilder()
        let leaf = builder.add(.customLeaf(.fixed(Size(width: 10, height: 10))))
        let frame = builder.wrap(leaf, in: .frame(width: expression, height: 10, alignment: .center))
        builder.setLabel("f", of: frame)
        let tree = try builder.finish(root: frame)
        let configuration = LayoutConfiguration(root: .window(width: 20_000, height: 100))
        let result = crossChecked(tree, configuration)
        #expect(result.node(labelled: "f", in: tree)?.frame.size.width == (isSum ? 15_000 : 1))
    }

    static let proposals: [ProposedSize] = [
        ProposedSize(width: 100, height: 100), .unspecified, .infinity, .zero, ProposedSize(width: nil, height: 40),
    ]

    @Test(
        "HSTACK-1 ZSTACK-1 VTF-2 empty HStack, VStack, ZStack and ViewThatFits are 0×0 at every proposal",
        arguments: proposals)
    func emptyBuiltIns(proposal: ProposedSize) throws {
        for body in [V.hstack(), .vstack(), .zstack(.center), .vtf(.both), .vtf(.horizontal), .vtf([])] {
            #expect(try tbMeasure(body, proposal.width, proposal.height) == .zero)
        }
    }

    @Test(
        "LAYOUTPROTO-5 empty custom layouts answer what their code says: FlowLayout (P.w ?? 300) × 0, the pass layout 0×0"
    )
    func emptyCustomLayouts() throws {
        #expect(try tbMeasure(.flow(spacing: 10), 100, 100) == Size(width: 100, height: 0))
        #expect(try tbMeasure(.flow(spacing: 10), nil, nil) == Size(width: 300, height: 0))
        #expect(try tbMeasure(tbCustom(TBPassLayout()), 100, 100) == .zero)
        #expect(try tbMeasure(tbCustom(TBZStackReplica(alignment: .center)), 100, 100) == .zero)
        #expect(try tbMeasure(tbCustom(TBViewThatFitsReplica()), 100, 100) == .zero)
    }

    @Test("SPACING-2 empty stacks, ZStacks and custom layouts are zero on all edges: no gap around them")
    func emptySpacing() throws {
        for empty in [V.hstack(), .vstack(), .zstack(.center), tbCustom(TBPassLayout())] {
            #expect(
                try tbMeasure(.hstack(nil, spacing: nil, .leaf(10, 10), empty, .leaf(10, 10)), 200, 100)
                    == Size(width: 20, height: 10))
            #expect(
                try tbMeasure(.vstack(nil, spacing: nil, .leaf(10, 10), empty, .leaf(10, 10)), 200, 100)
                    == Size(width: 10, height: 20))
        }
    }

    @Test("Empty containers lay out without warnings; the flow layout takes the VStack's width (390 × 0 at (0, 428.5))")
    func emptyContainersPlaced() throws {
        let body = V.vstack(
            nil, spacing: nil, V.hstack().id("h"), V.zstack(.center).id("z"), V.flow(spacing: 10).id("f")
        ).id("v")
        let laid = try tbLayout(body)
        #expect(laid.result.diagnostics.isEmpty)
        #expect(!tbContainsNaN(laid.result))
        tbExpectFrame(laid, "v", 0, 428.5, 390, 0)
        tbExpectFrame(laid, "h", 195, 428.5, 0, 0)
        tbExpectFrame(laid, "z", 195, 428.5, 0, 0)
        tbExpectFrame(laid, "f", 0, 428.5, 390, 0)
        let vtf = try tbLayout(V.vtf(.both).id("e"))
        tbExpectFrame(vtf, "e", 195, 428.5, 0, 0)
        #expect(vtf.result.diagnostics.isEmpty)
    }
}

@Suite("Bad input: very deep trees", .serialized, .tags(.stress), .stressTier)
struct DeepChainLayoutStressTests {
    @Test(
        "A 10×10 leaf wrapped 100,000 times in padding(1) is 200,010 × 200,010; the leaf stays centred at (190, 423.5)")
    func deepPaddingChain() throws {
        var builder = ViewTreeBuilder()
        var node = builder.add(.customLeaf(.fixed(Size(width: 10, height: 10))))
        let leaf = node
        for _ in 0..<100_000 {
            node = builder.wrap(node, in: .padding(EdgeInsets(all: .constant(1))))
        }
        builder.setLabel("leaf", of: leaf)
        let tree = try builder.finish(root: node)
        #expect(tree.count == 100_001)
        let result = ReferenceEngine().layout(tree)
        // Root: x = (390 − 200010)/2 = −99810; y = 47 + (763 − 200010)/2 = −99576.5.
        #expect(result[tree.root].frame == Rect(x: -99_810, y: -99_576.5, width: 200_010, height: 200_010))
        #expect(result.node(labelled: "leaf", in: tree)?.frame == Rect(x: 190, y: 423.5, width: 10, height: 10))
        // Each level proposes 2 less, clamped at 0 (PROPOSAL-3): the leaf is proposed 0×0.
        #expect(result.node(labelled: "leaf", in: tree)?.proposal == ProposedSize.zero)
        #expect(result.diagnostics.isEmpty)
    }

    @Test("A 20,000-deep chain alternating padding(1) and frame(alignment: .topLeading) lays out: 20,010 wide")
    func deepAlternatingChain() throws {
        // Each frame aligns its child by reading the child's explicit guides (FRAME-3), which
        // recurse down the chain (GUIDE-3): a second deep path besides size and place.
        var builder = ViewTreeBuilder()
        var node = builder.add(.customLeaf(.fixed(Size(width: 10, height: 10))))
        let leaf = node
        for _ in 0..<10_000 {
            node = builder.wrap(node, in: .padding(EdgeInsets(all: .constant(1))))
            node = builder.wrap(node, in: .frame(width: nil, height: nil, alignment: .topLeading))
        }
        builder.setLabel("leaf", of: leaf)
        let tree = try builder.finish(root: node)
        let result = ReferenceEngine().layout(tree)
        // Root: x = (390 − 20010)/2 = −9810; y = 47 + (763 − 20010)/2 = −9576.5; leaf + 10,000.
        #expect(tree.count == 20_001)
        #expect(result[tree.root].frame == Rect(x: -9_810, y: -9_576.5, width: 20_010, height: 20_010))
        #expect(result.node(labelled: "leaf", in: tree)?.frame == Rect(x: 190, y: 423.5, width: 10, height: 10))
    }
}
