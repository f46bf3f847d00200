// GuideRuleTests.swift
// ReferenceEngineTests
//
// GUIDE-1..5 and PRIORITY-2. Guides are read through OVERLAY-2: a view X laid over a 100×100
// fixed leaf P (window 100×100 at the origin, so P is at (0, 0)) with alignment A is placed at
// (P[A.h] − X[A.h], P[A.v] − X[A.v]), X being proposed P's size 100×100. P's guides are the
// GUIDE-1 defaults of a 100×100 view.

import LayoutCore
import ReferenceEngine
import Testing

@Suite("GUIDE-1..5 alignment guides, PRIORITY-2")
struct GuideRuleTests {
    /// X (labelled "x") over the 100×100 leaf with `alignment`.
    static func overlaid(_ x: V, _ alignment: Alignment) throws -> (tree: ViewTree, result: LayoutResult) {
        try tbPlace(V.leaf(100, 100).overlay(alignment, x.id("x")), 100, 100)
    }

    static func a(_ h: AlignmentKey, _ v: AlignmentKey) -> Alignment {
        Alignment(horizontal: HorizontalAlignment(h), vertical: VerticalAlignment(v))
    }

    static let oneThird = AlignmentKey.custom(
        CustomAlignment(name: "oneThird", axis: .horizontal, defaultValue: .width / 3))
    static let quarterPlus5 = AlignmentKey.custom(
        CustomAlignment(
            name: "quarterPlus5", axis: .vertical,
            defaultValue: .height * 0.25 + .constant(5)))
    static let trailingMinus10 = AlignmentKey.custom(
        CustomAlignment(
            name: "trailingMinus10", axis: .horizontal,
            defaultValue: .guide(.trailing) - .constant(10)))
    static let baselinePlus2 = AlignmentKey.custom(
        CustomAlignment(
            name: "baselinePlus2", axis: .vertical,
            defaultValue: .guide(.firstTextBaseline) + .constant(2)))

    // MARK: GUIDE-1

    @Test(
        "GUIDE-1 defaults of a 40×20 leaf: leading/top 0, centre w/2 h/2, trailing/bottom w h, baselines = h",
        arguments: [
            (AlignmentKey.leading, AlignmentKey.top, 0.0, 0.0),
            (.horizontalCenter, .verticalCenter, 30, 40), // (50 − 20, 50 − 10)
            (.trailing, .bottom, 60, 80), // (100 − 40, 100 − 20)
            (.leading, .firstTextBaseline, 0, 80), // 100 − 20: non-text baseline = height
            (.trailing, .lastTextBaseline, 60, 80),
        ])
    func defaults(h: AlignmentKey, v: AlignmentKey, x: Double, y: Double) throws {
        let laid = try Self.overlaid(.leaf(40, 20), Self.a(h, v))
        tbExpectFrame(laid, "x", x, y, 40, 20)
        #expect(laid.result.diagnostics.isEmpty)
    }

    @Test("GUIDE-1 non-text containers and shapes also have baselines at their height")
    func nonTextBaselines() throws {
        // A Rectangle in a 40×20 frame, and a VStack of two leaves (20 + 8 + 10 = 38 high).
        let frame = try Self.overlaid(V.rect.frame(width: 40, height: 20), Self.a(.leading, .firstTextBaseline))
        tbExpectFrame(frame, "x", 0, 80, 40, 20)
        let stack = try Self.overlaid(
            .vstack(nil, spacing: nil, .leaf(30, 20), .leaf(30, 10)), Self.a(.leading, .lastTextBaseline))
        tbExpectFrame(stack, "x", 0, 62, 30, 38) // 100 − 38
    }

    @Test("GUIDE-1 Text baselines are explicit: first = b = 0.8·h, proposed 100×100 → 15.667 × 20.333")
    func textBaseline() throws {
        let laid = try Self.overlaid(.text("Hi"), Self.a(.leading, .firstTextBaseline))
        tbExpectFrame(laid, "x", 0, 100 - TBText.b, TBText.hi, TBText.lineHeight)
    }

    @Test("GUIDE-1 custom AlignmentID defaults are evaluated on the view's dimensions")
    func customDefaults() throws {
        // oneThird: P 100/3, X 60/3 = 20. quarterPlus5: P 30, X 20·0.25 + 5 = 10.
        let laid = try Self.overlaid(.leaf(60, 20), Self.a(Self.oneThird, Self.quarterPlus5))
        tbExpectFrame(laid, "x", 100.0 / 3 - 20, 20, 60, 20)
        // trailingMinus10 reads d[.trailing]: P 90, X 50 → x = 40.
        tbExpectFrame(try Self.overlaid(.leaf(60, 20), Self.a(Self.trailingMinus10, .top)), "x", 40, 0, 60, 20)
        // ... which is the explicit trailing when there is one: X 10 − 10 = 0 → x = 90.
        let explicit = V.leaf(60, 20).guide(.trailing, .constant(10))
        tbExpectFrame(try Self.overlaid(explicit, Self.a(Self.trailingMinus10, .top)), "x", 90, 0, 60, 20)
    }

    @Test("GUIDE-1 a custom default reading a frame's baseline evaluates the same key on the frame's child and F")
    func customDefaultThroughFrame() throws {
        // baselinePlus2 = d[.firstTextBaseline] + 2. The 10×20 leaf's baseline is 5, so its value
        // is 7; F (a plain 10×20 rectangle) has 20 + 2 = 22, so the frame puts the leaf at y 15
        // (FRAME-3) and its own baseline is 5 + 15 = 20 (GUIDE-3), its baselinePlus2 22. The
        // HStack's range [−22, −2] ∪ [0, 0] is 22 high (HSTACK-3). Evaluating the frame's default
        // must not make the same key read 0 on the leaf and on F: that gave a 20-high stack.
        let frame = V.leaf(10, 20).guide(.firstTextBaseline, .constant(5)).id("leaf")
            .frame(alignment: Self.a(.horizontalCenter, Self.baselinePlus2)).id("frame")
        let laid = try tbPlace(V.hstack(Self.baselinePlus2, spacing: nil, frame).id("h"), 100, 100)
        tbExpectFrame(laid, "h", 45, 39, 10, 22)
        tbExpectFrame(laid, "frame", 45, 39, 10, 20)
        tbExpectFrame(laid, "leaf", 45, 54, 10, 20)
    }

    // MARK: GUIDE-2

    @Test("GUIDE-2 an explicit value replaces the default and does not change the size")
    func explicitValue() throws {
        let laid = try Self.overlaid(V.leaf(60, 20).guide(.leading, .constant(10)), Self.a(.leading, .top))
        tbExpectFrame(laid, "x", -10, 0, 60, 20)
        // Guides on the other axis keep their defaults: bottom 20 → y = 80.
        tbExpectFrame(
            try Self.overlaid(V.leaf(60, 20).guide(.leading, .constant(10)), Self.a(.leading, .bottom)), "x", -10, 80,
            60, 20)
    }

    @Test("GUIDE-2 d is the modified view's dimensions at the current proposal (Rectangle proposed 100×100: w/4 = 25)")
    func closureReadsDimensions() throws {
        let laid = try Self.overlaid(V.rect.guide(.leading, .width / 4), Self.a(.leading, .top))
        tbExpectFrame(laid, "x", -25, 0, 100, 100)
    }

    @Test("GUIDE-2 d[g'] inside the closure reads the inner explicit value, else the default")
    func closureReadsGuides() throws {
        // Inner explicit trailing 5 → leading = 5 + 1 = 6.
        let inner = V.leaf(60, 20).guide(.trailing, .constant(5)).guide(.leading, .guide(.trailing) + .constant(1))
        tbExpectFrame(try Self.overlaid(inner, Self.a(.leading, .top)), "x", -6, 0, 60, 20)
        // No inner explicit trailing → the default 60 → leading 30.
        let plain = V.leaf(60, 20).guide(.leading, .guide(.trailing) / 2)
        tbExpectFrame(try Self.overlaid(plain, Self.a(.leading, .top)), "x", -30, 0, 60, 20)
    }

    @Test("GUIDE-2 for the same guide the outermost alignmentGuide wins")
    func outermostWins() throws {
        let twice = V.leaf(60, 20).guide(.leading, .constant(10)).guide(.leading, .constant(25))
        tbExpectFrame(try Self.overlaid(twice, Self.a(.leading, .top)), "x", -25, 0, 60, 20)
        // The outer closure sees the inner explicit value: 10 + 1.
        let chained = V.leaf(60, 20).guide(.leading, .constant(10)).guide(.leading, .guide(.leading) + .constant(1))
        tbExpectFrame(try Self.overlaid(chained, Self.a(.leading, .top)), "x", -11, 0, 60, 20)
    }

    // MARK: GUIDE-3

    @Test("GUIDE-3 padding translates the child's explicit guide by its inset (5 + 10 = 15)")
    func throughPadding() throws {
        let x = V.leaf(40, 20).id("leaf").guide(.leading, .constant(5)).padding(top: 0, leading: 10)
        let laid = try Self.overlaid(x, Self.a(.leading, .top))
        tbExpectFrame(laid, "x", -15, 0, 50, 20)
        tbExpectFrame(laid, "leaf", -5, 0, 40, 20)
        // A guide the child does not set stays the padding's default (trailing = 50 → x = 50).
        tbExpectFrame(try Self.overlaid(x, Self.a(.trailing, .top)), "x", 50, 0, 50, 20)
    }

    @Test("GUIDE-3 frame translates by the child's aligned origin (5 + 30 = 35)")
    func throughFrame() throws {
        // frame 100×50, the 40×20 leaf centred at (30, 15).
        let x = V.leaf(40, 20).id("leaf").guide(.leading, .constant(5)).frame(width: 100, height: 50)
        let laid = try Self.overlaid(x, Self.a(.leading, .top))
        tbExpectFrame(laid, "x", -35, 0, 100, 50)
        tbExpectFrame(laid, "leaf", -5, 15, 40, 20)
    }

    @Test("GUIDE-3 flex frame: explicit top 2 + child origin 80 (bottomTrailing in 100×100) = 82")
    func throughFlexFrame() throws {
        let x = V.leaf(40, 20).id("leaf").guide(.top, .constant(2))
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .bottomTrailing)
        let laid = try Self.overlaid(x, Self.a(.leading, .top))
        tbExpectFrame(laid, "x", 0, -82, 100, 100)
        tbExpectFrame(laid, "leaf", 60, -2, 40, 20)
    }

    @Test("GUIDE-3 position: child centred at (50, 30) is at (40, 25); explicit leading 4 + 40 = 44")
    func throughPosition() throws {
        let x = V.leaf(20, 10).id("leaf").guide(.leading, .constant(4)).position(x: 50, y: 30)
        let laid = try Self.overlaid(x, Self.a(.leading, .top))
        tbExpectFrame(laid, "x", -44, 0, 100, 100)
        tbExpectFrame(laid, "leaf", -4, 25, 20, 10)
    }

    @Test("GUIDE-3 fixedSize passes guides through; d is measured at the child's proposal (nil → Rectangle 10 wide)")
    func throughFixedSize() throws {
        let laid = try Self.overlaid(V.rect.guide(.leading, .width / 4).fixedSize(), Self.a(.leading, .top))
        tbExpectFrame(laid, "x", -2.5, 0, 10, 10)
    }

    @Test("GUIDE-3 offset passes the explicit guide untranslated; only the display frame moves")
    func throughOffset() throws {
        let x = V.leaf(40, 20).id("leaf").guide(.leading, .constant(5)).offset(x: 30, y: 0)
        let laid = try Self.overlaid(x, Self.a(.leading, .top))
        tbExpectFrame(laid, "x", -5, 0, 40, 20)
        tbExpectFrame(laid, "leaf", -5, 0, 40, 20)
        #expect(matches(tbNode(laid, "leaf")?.displayFrame, 25, 0, 40, 20))
    }

    @Test("GUIDE-3 overlay exposes the primary's explicit guides, not the overlay content's")
    func throughOverlay() throws {
        let x = V.leaf(40, 20).guide(.leading, .constant(5)).overlay(
            .center, V.leaf(80, 80).guide(.leading, .constant(50)))
        tbExpectFrame(try Self.overlaid(x, Self.a(.leading, .top)), "x", -5, 0, 40, 20)
    }

    // MARK: GUIDE-4

    @Test("GUIDE-4 HStack and ZStack do not propagate standard guides set on children")
    func standardNotPropagated() throws {
        let h = V.hstack(nil, spacing: 0, V.leaf(20, 10).id("a").guide(.leading, .constant(5)), .leaf(20, 10))
        let laid = try Self.overlaid(h, Self.a(.leading, .top))
        tbExpectFrame(laid, "x", 0, 0, 40, 10)
        tbExpectFrame(laid, "a", 0, 0, 20, 10)
        // ZStack: the child's explicit trailing 0 is not the ZStack's trailing (its width, 20).
        let z = V.zstack(.center, V.leaf(20, 10).guide(.trailing, .constant(0)))
        tbExpectFrame(try Self.overlaid(z, Self.a(.trailing, .top)), "x", 80, 0, 20, 10)
        // VStack: an explicit top is not propagated either.
        let v = V.vstack(nil, spacing: 0, V.leaf(20, 10).guide(.top, .constant(7)))
        tbExpectFrame(try Self.overlaid(v, Self.a(.leading, .top)), "x", 0, 0, 20, 10)
    }

    @Test("GUIDE-4 firstTextBaseline = min and lastTextBaseline = max over the children (b vs 10 + b)")
    func baselinesMinMax() throws {
        // HStack(alignment: .top): "Hi" at y 0 (baselines b, b); padded "Hi" at y 0 (10 + b, 10 + b).
        let h = V.hstack(.top, spacing: 0, .text("Hi"), V.text("Hi").padding(top: 10))
        let first = try Self.overlaid(h, Self.a(.leading, .firstTextBaseline))
        tbExpectFrame(first, "x", 0, 100 - TBText.b, 2 * TBText.hi, 10 + TBText.lineHeight)
        let last = try Self.overlaid(h, Self.a(.leading, .lastTextBaseline))
        tbExpectFrame(last, "x", 0, 100 - (10 + TBText.b), 2 * TBText.hi, 10 + TBText.lineHeight)
    }

    @Test("GUIDE-4 VStack of Texts: first baseline from the first line, last from the last line")
    func vstackBaselines() throws {
        // "Hi" at y 0, "Hi\nHi" at y L (spacing 0): first = b, last = L + L + b.
        let v = V.vstack(nil, spacing: 0, .text("Hi"), .text("Hi\nHi"))
        tbExpectFrame(
            try Self.overlaid(v, Self.a(.leading, .firstTextBaseline)), "x", 0, 100 - TBText.b, TBText.hi,
            3 * TBText.lineHeight)
        tbExpectFrame(
            try Self.overlaid(v, Self.a(.leading, .lastTextBaseline)), "x", 0, 100 - (2 * TBText.lineHeight + TBText.b),
            TBText.hi, 3 * TBText.lineHeight)
    }

    @Test("GUIDE-4 a stack whose children have no baselines uses its height")
    func stackBaselineDefault() throws {
        let h = V.hstack(nil, spacing: 0, .leaf(20, 10), .leaf(20, 30))
        tbExpectFrame(try Self.overlaid(h, Self.a(.leading, .firstTextBaseline)), "x", 0, 70, 40, 30)
    }

    @Test("GUIDE-4 custom guides: the average of the children's translated explicit values")
    func customAverage() throws {
        // Children at x 0, 20, 60 (spacing 0); explicit oneThird 4 and 10 on the first two →
        // translated 4 and 30 → average 17; the third child has none and does not count.
        let h = V.hstack(
            nil, spacing: 0,
            V.leaf(20, 20).guide(Self.oneThird, .constant(4)),
            V.leaf(40, 40).guide(Self.oneThird, .constant(10)),
            .leaf(10, 10))
        tbExpectFrame(try Self.overlaid(h, Self.a(Self.oneThird, .top)), "x", 100.0 / 3 - 17, 0, 70, 40)
        // ZStack(.topLeading): both children at origin 0 → (4 + 10) / 2 = 7.
        let z = V.zstack(
            .topLeading, V.leaf(20, 20).guide(Self.oneThird, .constant(4)),
            V.leaf(40, 40).guide(Self.oneThird, .constant(10)))
        tbExpectFrame(try Self.overlaid(z, Self.a(Self.oneThird, .top)), "x", 100.0 / 3 - 7, 0, 40, 40)
        // No child with an explicit value → the custom default on the stack's own size (70 / 3).
        let none = V.hstack(nil, spacing: 0, .leaf(20, 20), .leaf(40, 40), .leaf(10, 10))
        tbExpectFrame(try Self.overlaid(none, Self.a(Self.oneThird, .top)), "x", 100.0 / 3 - 70.0 / 3, 0, 70, 40)
    }

    // MARK: GUIDE-5

    @Test(
        "GUIDE-5 every Alignment constant in a ZStack { 100×60; 40×20 }",
        arguments: [
            ("center", 30.0, 20.0), ("leading", 0, 20), ("trailing", 60, 20), ("top", 30, 0), ("bottom", 30, 40),
            ("topLeading", 0, 0), ("topTrailing", 60, 0), ("bottomLeading", 0, 40), ("bottomTrailing", 60, 40),
            // Non-text views: baselines are the height, so these sit like .bottom.
            ("centerFirstTextBaseline", 30, 40), ("centerLastTextBaseline", 30, 40),
            ("leadingFirstTextBaseline", 0, 40), ("trailingLastTextBaseline", 60, 40),
        ])
    func zstackAlignments(name: String, x: Double, y: Double) throws {
        let alignment = try #require(Alignment.named.first { $0.name == name }?.value)
        let laid = try tbPlace(
            V.zstack(alignment, V.leaf(100, 60).id("big"), V.leaf(40, 20).id("small")).id("z"), 100, 60)
        tbExpectFrame(laid, "z", 0, 0, 100, 60)
        tbExpectFrame(laid, "big", 0, 0, 100, 60)
        tbExpectFrame(laid, "small", x, y, 40, 20)
    }

    @Test("GUIDE-5 leadingFirstTextBaseline with a Text: the union grows below the leaf (64.067 high)")
    func zstackTextBaseline() throws {
        // Leaf baseline 60 → R = y −60…0; Text baseline b → R = y −b…L − b. Union height 60 + L − b.
        let alignment = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
        let laid = try tbPlace(V.zstack(alignment, V.leaf(100, 60).id("leaf"), V.text("Hi").id("t")).id("z"), 100, 60)
        let height = 60 + TBText.lineHeight - TBText.b
        let top = (60 - height) / 2
        tbExpectFrame(laid, "z", 0, top, 100, height)
        tbExpectFrame(laid, "leaf", 0, top, 100, 60)
        tbExpectFrame(laid, "t", 0, top + 60 - TBText.b, TBText.hi, TBText.lineHeight)
    }

    // MARK: PRIORITY-2

    @Test("PRIORITY-2 ZStack reads priority: only the priority-1 child sizes it; the other overflows")
    func zstackReadsPriority() throws {
        let laid = try tbPlace(
            V.zstack(.center, V.leaf(50, 50).id("a"), V.leaf(100, 20).priority(1).id("b")).id("z"), 200, 200)
        tbExpectFrame(laid, "z", 50, 90, 100, 20)
        tbExpectFrame(laid, "b", 50, 90, 100, 20)
        tbExpectFrame(laid, "a", 75, 75, 50, 50)
    }

    @Test("PRIORITY-2 overlay, ViewThatFits and padding ignore priority")
    func othersIgnorePriority() throws {
        // Overlay: the composite is the primary's size whatever the secondary's priority.
        #expect(
            try tbMeasure(V.leaf(50, 50).overlay(.center, V.leaf(100, 20).priority(5)), 200, 200)
                == Size(width: 50, height: 50))
        // ViewThatFits: the first child that fits wins, not the higher-priority one.
        #expect(
            try tbMeasure(.vtf(.both, .leaf(20, 20), V.leaf(30, 30).priority(5)), 100, 100)
                == Size(width: 20, height: 20))
        // GeometryReader: every child is proposed its size and placed top-leading, whatever its priority.
        let laid = try tbPlace(
            V.geometryReader(V.leaf(10, 10).priority(-1).id("l"), V.rect.priority(2).id("r")), 100, 50)
        tbExpectFrame(laid, "l", 0, 0, 10, 10)
        tbExpectFrame(laid, "r", 0, 0, 100, 50)
    }
}
