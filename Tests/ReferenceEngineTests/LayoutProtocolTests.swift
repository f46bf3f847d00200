// LayoutProtocolTests.swift
// ReferenceEngineTests
//
// LAYOUTPROTO-1..6 with the custom layouts of RuleTestSupport.swift and the seed's FlowLayout.

import CustomLayout
import Foundation
import LayoutCore
import ReferenceEngine
import Testing

@Suite("LAYOUTPROTO custom Layout protocol")
struct LayoutProtocolTests {
    /// X (labelled "x") over a 100×100 leaf at the origin with `alignment` (see GuideRuleTests).
    static func overlaid(_ x: V, _ alignment: Alignment) throws -> (tree: ViewTree, result: LayoutResult) {
        try tbPlace(V.leaf(100, 100).overlay(alignment, x.id("x")), 100, 100)
    }

    static let oneThird = AlignmentKey.custom(
        CustomAlignment(name: "oneThird", axis: .horizontal, defaultValue: .width / 3))

    static func pass(_ c: V...) -> V { .view(.customLayout(LayoutRegistry.spec(for: TBPassLayout())), children: c) }
    static func hpass(_ c: V...) -> V {
        .view(.customLayout(LayoutRegistry.spec(for: TBHorizontalPassLayout())), children: c)
    }
    static func probe(_ mode: String, _ c: V...) -> V {
        .view(.customLayout(LayoutRegistry.spec(for: TBProbeLayout(mode: mode))), children: c)
    }

    // MARK: LAYOUTPROTO-1

    @Test("LAYOUTPROTO-1 default spacing is the union of the subviews' (a Spacer inside → zero); none → .zero")
    func defaultSpacing() throws {
        let spacer = V.spacer(0).frame(width: 5, height: 5)
        #expect(
            try tbMeasure(.hstack(nil, spacing: nil, .leaf(10, 10), Self.pass(.leaf(5, 5)), .leaf(10, 10)), 200, 100)
                == Size(width: 41, height: 10))
        #expect(
            try tbMeasure(.hstack(nil, spacing: nil, .leaf(10, 10), Self.pass(spacer), .leaf(10, 10)), 200, 100)
                == Size(width: 25, height: 10))
        #expect(
            try tbMeasure(
                .hstack(nil, spacing: nil, .leaf(10, 10), Self.pass(.leaf(5, 5), spacer), .leaf(10, 10)), 200, 100)
                == Size(width: 25, height: 10))
        #expect(
            try tbMeasure(.hstack(nil, spacing: nil, .leaf(10, 10), Self.pass(), .leaf(10, 10)), 200, 100)
                == Size(width: 20, height: 10))
        // A horizontally oriented Spacer is zero only on its leading/trailing edges.
        #expect(
            try tbMeasure(.hstack(nil, spacing: nil, .leaf(10, 10), Self.hpass(spacer), .leaf(10, 10)), 200, 100)
                == Size(width: 25, height: 10))
        #expect(
            try tbMeasure(.vstack(nil, spacing: nil, .leaf(10, 10), Self.hpass(spacer), .leaf(10, 10)), 200, 100)
                == Size(width: 10, height: 41))
    }

    @Test("LAYOUTPROTO-1 layoutProperties.stackOrientation orients a Spacer; without it the Spacer expands both ways")
    func stackOrientation() throws {
        #expect(try tbMeasure(Self.hpass(.spacer()), 50, 40) == Size(width: 50, height: 0))
        #expect(try tbMeasure(Self.pass(.spacer()), 50, 40) == Size(width: 50, height: 40))
        #expect(try tbMeasure(Self.hpass(.spacer()), nil, nil) == Size(width: 8, height: 0))
        #expect(try tbMeasure(Self.pass(.spacer()), nil, nil) == Size(width: 8, height: 8))
    }

    @Test(
        "LAYOUTPROTO-1 default explicitAlignment merges per GUIDE-4: baselines min/max, custom average, standard dropped"
    )
    func defaultExplicitAlignment() throws {
        // Both Texts at the origin: first baselines b, b; last b, L + b. Size 15.667 × 40.667.
        let texts = Self.pass(.text("Hi"), .text("Hi\nHi"))
        tbExpectFrame(
            try Self.overlaid(texts, Alignment(horizontal: .leading, vertical: .firstTextBaseline)),
            "x", 0, 100 - TBText.b, TBText.hi, 2 * TBText.lineHeight)
        tbExpectFrame(
            try Self.overlaid(texts, Alignment(horizontal: .leading, vertical: .lastTextBaseline)),
            "x", 0, 100 - TBText.lineHeight - TBText.b, TBText.hi, 2 * TBText.lineHeight)
        // Custom: (4 + 10) / 2 = 7 against the leaf's 100/3.
        let custom = Self.pass(
            V.leaf(20, 10).guide(Self.oneThird, .constant(4)), V.leaf(30, 10).guide(Self.oneThird, .constant(10)))
        tbExpectFrame(
            try Self.overlaid(custom, Alignment(horizontal: HorizontalAlignment(Self.oneThird), vertical: .top)),
            "x", 100.0 / 3 - 7, 0, 30, 10)
        // Standard guides are not propagated.
        tbExpectFrame(
            try Self.overlaid(Self.pass(V.leaf(20, 10).guide(.leading, .constant(5))), .topLeading), "x", 0, 0, 20, 10)
    }

    @Test("LAYOUTPROTO-1 an explicitAlignment override is used (leading 7)")
    func explicitAlignmentOverride() throws {
        let x = V.view(
            .customLayout(LayoutRegistry.spec(for: TBPassLayout(leadingOverride: 7))), children: [.leaf(20, 10)])
        tbExpectFrame(try Self.overlaid(x, .topLeading), "x", -7, 0, 20, 10)
        // Other guides still follow the default merge (trailing = own width 20 → x = 80).
        tbExpectFrame(try Self.overlaid(x, .topTrailing), "x", 80, 0, 20, 10)
    }

    // MARK: LAYOUTPROTO-2

    @Test("LAYOUTPROTO-2 subview.sizeThatFits is measure: Text at (50, 763) → 50 × 40.667")
    func subviewSizeThatFits() throws {
        tbExpectSize(try tbMeasure(Self.probe("size", .text("Hello world")), 50, 763), 50, 2 * TBText.lineHeight)
        #expect(try tbMeasure(Self.probe("size", .rect), nil, .infinity) == Size(width: 10, height: .infinity))
    }

    @Test("LAYOUTPROTO-2 subview.dimensions: d[.center] = w/2, d[.firstTextBaseline] = b for Text, h otherwise")
    func subviewDimensions() throws {
        tbExpectSize(try tbMeasure(Self.probe("dimensions", .text("Hi")), 100, 100), TBText.hi / 2, TBText.b)
        #expect(try tbMeasure(Self.probe("dimensions", .leaf(40, 20)), 100, 100) == Size(width: 20, height: 20))
        // Explicit lookups: set values, nil otherwise (reported as 99 here).
        #expect(
            try tbMeasure(Self.probe("explicit", V.leaf(20, 10).guide(.leading, .constant(4))), 100, 100)
                == Size(width: 4, height: 99))
        tbExpectSize(try tbMeasure(Self.probe("explicit", .text("Hi")), 100, 100), 99, TBText.b)
    }

    @Test("LAYOUTPROTO-2 subview.priority (3 through padding, 0, Spacer −∞) and subview.spacing distances (8, 0)")
    func subviewPriorityAndSpacing() throws {
        let priorities = Self.probe("priority", V.leaf(5, 5).priority(3).padding(1), .leaf(5, 5), .spacer())
        #expect(try tbMeasure(priorities, 100, 100) == Size(width: 113, height: 10))
        #expect(
            try tbMeasure(Self.probe("spacing", .leaf(5, 5), .leaf(5, 5), .spacer()), 100, 100)
                == Size(width: 8, height: 0))
    }

    // MARK: LAYOUTPROTO-3

    static func recorder(checkProbes: Bool, _ c: V...) -> V {
        .view(.customLayout(LayoutRegistry.spec(for: TBRecorderLayout(checkProbes: checkProbes))), children: c)
    }

    @Test("LAYOUTPROTO-3 at the root the last call before placeSubviews is sizeThatFits(Q)")
    func lastCallAtRoot() throws {
        let laid = try tbPlace(Self.recorder(checkProbes: false, V.rect.id("r")).id("L"), 100, 40)
        tbExpectFrame(laid, "L", 25, 0, 50, 40)
        tbExpectFrame(laid, "r", 25, 0, 100, 40)
        #expect(tbNode(laid, "r")?.proposal == ProposedSize(width: 100, height: 40))
    }

    @Test("LAYOUTPROTO-3 in an HStack: probes, share, then sizeThatFits(Q) right before placeSubviews, one cache")
    func lastCallInStack() throws {
        let body = V.hstack(nil, spacing: 0, Self.recorder(checkProbes: true, V.rect.id("r")).id("L"), V.rect.id("s"))
        let laid = try tbPlace(body, 100, 40)
        tbExpectFrame(laid, "L", 0, 0, 50, 40)
        tbExpectFrame(laid, "r", 0, 0, 50, 40)
        tbExpectFrame(laid, "s", 50, 0, 50, 40)
    }

    @Test("LAYOUTPROTO-3 in a ZStack the placement proposal is B.size (80×80), not the sizing proposal")
    func lastCallInZStack() throws {
        let body = V.zstack(.center, Self.recorder(checkProbes: false, V.rect.id("r")).id("L"), .leaf(80, 80)).id("z")
        let laid = try tbPlace(body, 100, 100)
        tbExpectFrame(laid, "z", 10, 10, 80, 80)
        tbExpectFrame(laid, "L", 25, 25, 50, 50)
        tbExpectFrame(laid, "r", 25, 25, 80, 80)
        #expect(tbNode(laid, "r")?.proposal == ProposedSize(width: 80, height: 80))
    }

    @Test("LAYOUTPROTO-3 the seed's MyViewThatFits keeps its chosen index in the cache (HStack share 100 → child b)")
    func cachedIndex() throws {
        let replica = V.view(
            .customLayout(LayoutRegistry.spec(for: TBViewThatFitsReplica())),
            children: [V.leaf(150, 50).id("a"), V.leaf(80, 80).id("b"), V.leaf(30, 30).id("c")])
        let laid = try tbPlace(V.hstack(nil, spacing: 0, replica.id("m"), V.rect.id("s")), 200, 100)
        tbExpectFrame(laid, "m", 0, 10, 80, 80)
        tbExpectFrame(laid, "b", 0, 10, 80, 80)
        #expect(tbNode(laid, "b")?.proposal == ProposedSize(width: 100, height: 100))
        tbExpectFrame(laid, "a", 100_000, 100_000, 150, 50)
        tbExpectFrame(laid, "c", 100_000, 100_000, 30, 30)
        #expect(tbNode(laid, "a")?.proposal == ProposedSize.zero)
        tbExpectFrame(laid, "s", 80, 0, 120, 100)
    }

    // MARK: LAYOUTPROTO-4

    @Test("LAYOUTPROTO-4 anchors, window coordinates, last place call wins, unplaced subview centred with Q")
    func placeSemantics() throws {
        let body = V.view(
            .customLayout(LayoutRegistry.spec(for: TBAnchorLayout())),
            children: [V.rect.id("s0"), V.rect.id("s1"), V.leaf(40, 20).id("s2"), V.leaf(20, 10).id("s3")]
        )
        .id("L").padding(top: 20, leading: 10)
        let laid = try tbPlace(body, 100, 80)
        tbExpectFrame(laid, "L", 10, 20, 90, 60)
        // Centre (55, 50); s0 is 10×10 (nil proposal) with its bottom-trailing corner there.
        tbExpectFrame(laid, "s0", 45, 40, 10, 10)
        #expect(tbNode(laid, "s0")?.proposal == ProposedSize.unspecified)
        // The second call wins: bottom-leading at (15, 80), proposed 30×20.
        tbExpectFrame(laid, "s1", 15, 60, 30, 20)
        #expect(tbNode(laid, "s1")?.proposal == ProposedSize(width: 30, height: 20))
        // Never placed: centred in the bounds with the container's proposal (90, 60).
        tbExpectFrame(laid, "s2", 35, 40, 40, 20)
        #expect(tbNode(laid, "s2")?.proposal == ProposedSize(width: 90, height: 60))
        tbExpectFrame(laid, "s3", 45, 45, 20, 10)
    }

    // MARK: LAYOUTPROTO-5

    @Test("LAYOUTPROTO-5 FlowLayout: a nil width falls back to 300 (4 items of 100×30: rows of 2 → 300 × 70)")
    func flowNilWidth() throws {
        let item = V.leaf(100, 30)
        #expect(try tbMeasure(.flow(spacing: 10, item, item, item, item), nil, nil) == Size(width: 300, height: 70))
        #expect(try tbMeasure(.flow(spacing: 10, item, item, item, item), nil, 500) == Size(width: 300, height: 70))
        #expect(try tbMeasure(.flow(spacing: 10, item, item, item), 250, 763) == Size(width: 250, height: 70))
    }

    @Test(
        "LAYOUTPROTO-5 FlowLayout: sizing does not advance after a wrap, placement does (5 items in 250: a third row at y 80)"
    )
    func flowWrapQuirk() throws {
        let items = (0..<5).map { V.leaf(100, 30).id("i\($0)") }
        let laid = try tbPlace(
            V.view(
                .customLayout(CustomLayoutSpec(name: "FlowLayout", parameters: "{\"spacing\":10}")),
                children: items
            ).id("f"), 250, nil)
        tbExpectFrame(laid, "f", 0, 0, 250, 70)
        let expected: [(Double, Double)] = [(0, 0), (110, 0), (0, 40), (110, 40), (0, 80)]
        for (i, (x, y)) in expected.enumerated() {
            tbExpectFrame(laid, "i\(i)", x, y, 100, 30)
            #expect(tbNode(laid, "i\(i)")?.proposal == ProposedSize(width: 100, height: 30))
        }
    }

    @Test("LAYOUTPROTO-5 FlowLayout: placement uses a constant row height of 30 (50-high items overlap)")
    func flowRowHeight() throws {
        // Width 300 (nil fallback): 220 + 100 > 300, so the third item starts row 2. Sizing adds
        // the real row height 50 (+ 10): 300 × 110. Placement advances by the constant 30 (+ 10):
        // row 2 at y 40, overlapping row 1 (0…50).
        let items = (0..<4).map { V.leaf(100, 50).id("i\($0)") }
        let laid = try tbPlace(
            V.view(
                .customLayout(CustomLayoutSpec(name: "FlowLayout", parameters: "{\"spacing\":10}")),
                children: items
            ).id("f"), nil, nil)
        tbExpectFrame(laid, "f", 0, 0, 300, 110)
        tbExpectFrame(laid, "i0", 0, 0, 100, 50)
        tbExpectFrame(laid, "i1", 110, 0, 100, 50)
        tbExpectFrame(laid, "i2", 0, 40, 100, 50)
        tbExpectFrame(laid, "i3", 110, 40, 100, 50)
    }

    @Test("LAYOUTPROTO-5 FlowLayout measures items at .unspecified: Rectangles are 10×10")
    func flowUnspecified() throws {
        let laid = try tbPlace(V.flow(spacing: 10, V.rect.id("a"), V.rect.id("b")).id("f"), 100, nil)
        tbExpectFrame(laid, "f", 0, 0, 100, 10)
        tbExpectFrame(laid, "a", 0, 0, 10, 10)
        tbExpectFrame(laid, "b", 20, 0, 10, 10)
    }

    // MARK: LAYOUTPROTO-6

    static let button = V.view(.shape(ShapeSpec(shape: .roundedRectangle(cornerRadius: 10)))).frame(
        width: 150, height: 50)
    static let heart = V.circle.frame(width: 30, height: 30).overlay(.center, .leaf(20, 20))
        .guide(.top, .height / 2).guide(.trailing, .width / 2)

    @Test(
        "LAYOUTPROTO-6 My_ZStackLayout replica gives ZStack's frames on W5 IconDemo1 (165×65 at (112.5, 396))",
        arguments: [false, true])
    func zstackReplica(useReplica: Bool) throws {
        let children = [Self.button.id("button"), Self.heart.id("heart")]
        let body: V =
            useReplica
            ? .view(
                .customLayout(LayoutRegistry.spec(for: TBZStackReplica(alignment: .topTrailing))), children: children
            ).id("z")
            : .view(.zStack(alignment: .topTrailing), children: children).id("z")
        let laid = try tbLayout(body)
        tbExpectFrame(laid, "z", 112.5, 396, 165, 65)
        tbExpectFrame(laid, "button", 112.5, 411, 150, 50)
        tbExpectFrame(laid, "heart", 247.5, 396, 30, 30)
    }

    @Test(
        "LAYOUTPROTO-6 MyViewThatFits replica gives ViewThatFits' frames for the chosen child (default axes)",
        arguments: [false, true])
    func viewThatFitsReplica(useReplica: Bool) throws {
        func container(_ c: [V]) -> V {
            useReplica
                ? .view(.customLayout(LayoutRegistry.spec(for: TBViewThatFitsReplica())), children: c).id("v")
                : .view(.viewThatFits(axes: .both), children: c).id("v")
        }
        let leaves = try tbLayout(container([V.leaf(150, 50).id("a"), V.leaf(80, 80).id("b")]))
        tbExpectFrame(leaves, "v", 120, 403.5, 150, 50)
        tbExpectFrame(leaves, "a", 120, 403.5, 150, 50)
        // A 101-grapheme line (783.667 wide) does not fit 390 → the last child, "Hello world".
        let texts = try tbLayout(
            container([V.text(String(repeating: "x", count: 101)), V.text("Hello world").id("t")]))
        tbExpectFrame(texts, "v", 152.333, 418.333, TBText.helloWorld, TBText.lineHeight)
        tbExpectFrame(texts, "t", 152.333, 418.333, TBText.helloWorld, TBText.lineHeight)
    }
}
