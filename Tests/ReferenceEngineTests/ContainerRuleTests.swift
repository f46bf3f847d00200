// ContainerRuleTests.swift
// ReferenceEngineTests
//
// ZSTACK-1..3, VTF-1..4, GEOREADER-1/2, SCROLL-1/2. Windows are placed at the origin at scale 3
// (`tbPlace`), so a root of size S in a W×H window sits at ((W − S.w)/2, (H − S.h)/2).

import LayoutCore
import ReferenceEngine
import Testing

@Suite("ZStack, ViewThatFits, GeometryReader, ScrollView")
struct ContainerRuleTests {
    // MARK: ZSTACK

    @Test("ZSTACK-1 the size is the union of the aligned rects (standard guides: max w × max h)")
    func zstackUnion() throws {
        #expect(try tbMeasure(.zstack(.center, .leaf(40, 20), .leaf(20, 40)), 200, 200) == Size(width: 40, height: 40))
        #expect(
            try tbMeasure(.zstack(.topLeading, .leaf(40, 20), .leaf(20, 40)), 200, 200) == Size(width: 40, height: 40))
        // An explicit centre of −10 puts the second rect at x 10…30: union −20…30 = 50.
        let pushed = V.zstack(.center, .leaf(40, 20), V.leaf(20, 20).guide(.horizontalCenter, .constant(-10)))
        #expect(try tbMeasure(pushed, 200, 200) == Size(width: 50, height: 20))
        // The proposal is forwarded unchanged.
        #expect(try tbMeasure(.zstack(.center, .rect), 70, 30) == Size(width: 70, height: 30))
        #expect(try tbMeasure(.zstack(.center, .rect), nil, nil) == Size(width: 10, height: 10))
        #expect(try tbMeasure(.zstack(.center), 70, 30) == .zero)
    }

    @Test("ZSTACK-1/2 only max-priority children size it; the others are aligned on the same anchor and overflow")
    func zstackPriority() throws {
        // bottomTrailing: high R = (−30…0, −20…0) = U; low R = (−60…0, −50…0).
        let body = V.zstack(.bottomTrailing, V.leaf(60, 50).id("low"), V.leaf(30, 20).priority(1).id("high")).id("z")
        let laid = try tbPlace(body, 100, 100)
        tbExpectFrame(laid, "z", 35, 40, 30, 20)
        tbExpectFrame(laid, "high", 35, 40, 30, 20)
        tbExpectFrame(laid, "low", 5, 10, 60, 50)
        // Equal (negative) priorities: everybody counts.
        #expect(
            try tbMeasure(.zstack(.center, V.leaf(60, 50).priority(-1), V.leaf(30, 20).priority(-1)), 100, 100)
                == Size(width: 60, height: 50))
        // A lower-priority child's extent does not count on either axis.
        #expect(
            try tbMeasure(.zstack(.center, .leaf(60, 20), V.leaf(30, 50).priority(-1)), 100, 100)
                == Size(width: 60, height: 20))
    }

    @Test("ZSTACK-2 placement proposes B.size to every child (Rectangle sized 10×10 then placed 40×30)")
    func zstackPlacementProposal() throws {
        let body = V.zstack(.center, V.leaf(40, 30).id("l"), V.rect.id("r")).id("z").fixedSize()
        let laid = try tbPlace(body, 100, 100)
        tbExpectFrame(laid, "z", 30, 35, 40, 30)
        tbExpectFrame(laid, "l", 30, 35, 40, 30)
        tbExpectFrame(laid, "r", 30, 35, 40, 30)
        #expect(tbNode(laid, "r")?.proposal == ProposedSize(width: 40, height: 30))
        #expect(tbNode(laid, "z")?.proposal == ProposedSize.unspecified)
        // A lower-priority child is proposed the same B.size.
        let low = try tbPlace(V.zstack(.topLeading, V.rect.id("r"), V.leaf(30, 20).priority(1)).id("z"), 100, 100)
        tbExpectFrame(low, "z", 35, 40, 30, 20)
        tbExpectFrame(low, "r", 35, 40, 30, 20)
    }

    @Test("ZSTACK-3 spacing is the union of the children's edges (a Spacer inside makes it zero)")
    func zstackSpacing() throws {
        let plain = V.hstack(nil, spacing: nil, .leaf(10, 10), .zstack(.center, .leaf(5, 5)), .leaf(10, 10))
        #expect(try tbMeasure(plain, 200, 100) == Size(width: 41, height: 10))
        let withSpacer = V.hstack(
            nil, spacing: nil, .leaf(10, 10),
            .zstack(.center, .leaf(5, 5), V.spacer(0).frame(width: 5, height: 5)), .leaf(10, 10))
        #expect(try tbMeasure(withSpacer, 200, 100) == Size(width: 25, height: 10))
    }

    // MARK: VTF

    @Test(
        "VTF-1 VTF-2 the first child whose ideal fits is chosen and answers the real proposal; VTF-3 it sits top-leading"
    )
    func vtfSelection() throws {
        let body = V.vtf(.both, V.leaf(150, 50).id("a"), V.leaf(80, 80).id("b"), V.leaf(30, 30).id("c")).id("v")
        let laid = try tbPlace(body, 100, 100)
        tbExpectFrame(laid, "v", 10, 10, 80, 80)
        tbExpectFrame(laid, "b", 10, 10, 80, 80)
        #expect(tbNode(laid, "b")?.proposal == ProposedSize(width: 100, height: 100))
        #expect(tbNode(laid, "b")?.hidden == false)
        for label in ["a", "c"] {
            let node = try #require(tbNode(laid, label))
            #expect(node.hidden && node.isReported && node.proposal == nil)
            #expect(node.frame == Rect(x: 10, y: 10, width: 0, height: 0))
        }
    }

    @Test("VTF-2 a nil proposal component is compared as 10")
    func vtfNilIsTen() throws {
        #expect(
            try tbMeasure(.vtf(.horizontal, .leaf(11, 5), .leaf(10, 6), .leaf(3, 7)), nil, 50)
                == Size(width: 10, height: 6))
        #expect(
            try tbMeasure(.vtf(.vertical, .leaf(5, 11), .leaf(6, 10), .leaf(7, 3)), 50, nil)
                == Size(width: 6, height: 10))
        #expect(try tbMeasure(.vtf(.both, .leaf(10, 11), .leaf(1, 1)), nil, nil) == Size(width: 1, height: 1))
    }

    @Test("VTF-2 ∞ fits everything; an empty axis set chooses the last child; the last child is never tested")
    func vtfEdges() throws {
        #expect(
            try tbMeasure(.vtf(.both, .leaf(1000, 1000), .leaf(1, 1)), .infinity, .infinity)
                == Size(width: 1000, height: 1000))
        #expect(try tbMeasure(.vtf([], .leaf(1, 1), .leaf(50, 50)), 100, 100) == Size(width: 50, height: 50))
        #expect(try tbMeasure(.vtf(.both, .leaf(500, 500), .leaf(400, 400)), 100, 100) == Size(width: 400, height: 400))
        #expect(try tbMeasure(.vtf(.both, .leaf(500, 500)), 100, 100) == Size(width: 500, height: 500))
        #expect(try tbMeasure(.vtf(.both), 100, 100) == .zero)
        #expect(try tbMeasure(.vtf(.horizontal), nil, nil) == .zero)
    }

    @Test("VTF-2 the unconstrained axis keeps the proposal while testing (Text at (50, nil) needs 2 lines > 30)")
    func vtfUnconstrainedAxis() throws {
        // Tested at M = (50, nil): "Hello world" wraps to 50 × 40.667 > 30 → rejected → the 5×5 leaf.
        #expect(try tbMeasure(.vtf(.vertical, .text("Hello world"), .leaf(5, 5)), 50, 30) == Size(width: 5, height: 5))
        // Tested at M = (40, nil) a Rectangle is 40×10 ≤ 30 → chosen, then answers (40, 30).
        let laid = try tbPlace(V.vtf(.vertical, V.rect.id("r"), .leaf(5, 5)).id("v"), 40, 30)
        tbExpectFrame(laid, "v", 0, 0, 40, 30)
        tbExpectFrame(laid, "r", 0, 0, 40, 30)
        #expect(tbNode(laid, "r")?.proposal == ProposedSize(width: 40, height: 30))
    }

    @Test("VTF-3 hidden children: zero frame at the container origin, proposal nil, descendants unreported")
    func vtfHidden() throws {
        let body = V.vtf(
            .both, V.hstack(nil, spacing: nil, V.leaf(150, 10).id("inner")).id("a"), V.leaf(80, 80).id("b")
        ).id("v")
        let laid = try tbPlace(body, 100, 100)
        let a = try #require(tbNode(laid, "a"))
        #expect(a.hidden && a.isReported && a.proposal == nil)
        #expect(a.frame == Rect(x: 10, y: 10, width: 0, height: 0))
        #expect(a.displayFrame == Rect(x: 10, y: 10, width: 0, height: 0))
        let innerIndex = try #require(laid.tree.nodes.firstIndex { $0.label == "inner" })
        #expect(laid.result.nodes[innerIndex].isReported == false)
        tbExpectFrame(laid, "b", 10, 10, 80, 80)
        #expect(tbNode(laid, "b")?.isReported == true)
    }

    @Test("VTF-4 ViewThatFits exposes the chosen child's explicit guides")
    func vtfGuides() throws {
        let alignment = Alignment.topLeading
        let first = V.vtf(
            .both, V.leaf(10, 10).guide(.leading, .constant(3)), V.leaf(5, 5).guide(.leading, .constant(7)))
        tbExpectFrame(try tbPlace(V.leaf(100, 100).overlay(alignment, first.id("x")), 100, 100), "x", -3, 0, 10, 10)
        let last = V.vtf(
            .both, V.leaf(500, 10).guide(.leading, .constant(3)), V.leaf(10, 10).guide(.leading, .constant(7)))
        tbExpectFrame(try tbPlace(V.leaf(100, 100).overlay(alignment, last.id("x")), 100, 100), "x", -7, 0, 10, 10)
    }

    // MARK: GEOREADER

    @Test("GEOREADER-1 the size is the proposal with nil → 0, whatever the children")
    func geometryReaderSize() throws {
        let reader = V.geometryReader(.leaf(500, 500))
        #expect(try tbMeasure(reader, 100, 50) == Size(width: 100, height: 50))
        #expect(try tbMeasure(reader, nil, 50) == Size(width: 0, height: 50))
        #expect(try tbMeasure(reader, nil, nil) == .zero)
        #expect(try tbMeasure(reader, 0, 0) == .zero)
        #expect(try tbMeasure(reader, .infinity, 20) == Size(width: .infinity, height: 20))
        #expect(try tbMeasure(.geometryReader(), 30, 40) == Size(width: 30, height: 40))
    }

    @Test("GEOREADER-2 children are proposed B.size and placed top-leading, overlapping")
    func geometryReaderPlacement() throws {
        let laid = try tbPlace(V.geometryReader(V.rect.id("r"), V.leaf(30, 20).id("l")).id("g"), 100, 50)
        tbExpectFrame(laid, "g", 0, 0, 100, 50)
        tbExpectFrame(laid, "r", 0, 0, 100, 50)
        tbExpectFrame(laid, "l", 0, 0, 30, 20)
        #expect(tbNode(laid, "l")?.proposal == ProposedSize(width: 100, height: 50))
        // Inside an 80×40 frame in a 200×100 window: the reader is at (60, 30).
        let framed = try tbPlace(
            V.geometryReader(V.leaf(30, 20).id("l")).id("g").frame(width: 80, height: 40), 200, 100)
        tbExpectFrame(framed, "g", 60, 30, 80, 40)
        tbExpectFrame(framed, "l", 60, 30, 30, 20)
    }

    @Test("GEOREADER-2 proxy.size drives frame expressions: width 120/3 = 40, height 90 − 10 = 80")
    func geometryReaderProxy() throws {
        let sized = V.rect.id("r").modifier(
            .frame(
                width: LayoutExpression.proxyWidth(0) / 3,
                height: LayoutExpression.proxyHeight(0) - .constant(10),
                alignment: .center)
        ).id("f")
        let laid = try tbPlace(V.geometryReader(sized).id("g"), 120, 90)
        tbExpectFrame(laid, "g", 0, 0, 120, 90)
        tbExpectFrame(laid, "f", 0, 0, 40, 80)
        tbExpectFrame(laid, "r", 0, 0, 40, 80)
        #expect(laid.result.diagnostics.isEmpty)
    }

    @Test("GEOREADER-2 nested readers: proxyWidth(1) is the inner reader (60), proxyWidth(0) the outer (120)")
    func nestedReaders() throws {
        let sized = V.rect.modifier(
            .frame(
                width: LayoutExpression.proxyWidth(1) + LayoutExpression.proxyWidth(0) / 10,
                height: LayoutExpression.proxyHeight(1) / 2, alignment: .center)
        ).id("f")
        let body = V.geometryReader(V.geometryReader(sized).id("inner").frame(width: 60, height: 30)).id("outer")
        let laid = try tbPlace(body, 120, 90)
        tbExpectFrame(laid, "outer", 0, 0, 120, 90)
        tbExpectFrame(laid, "inner", 0, 0, 60, 30)
        tbExpectFrame(laid, "f", 0, 0, 72, 15)
    }

    @Test("GEOREADER-2 background(GeometryReader) reports the primary's size")
    func backgroundReader() throws {
        let probe = V.rect.modifier(
            .frame(
                width: LayoutExpression.proxyWidth(0), height: LayoutExpression.proxyHeight(0),
                alignment: .center)
        ).id("probe")
        let body = V.leaf(70, 40).id("p").background(.center, V.geometryReader(probe).id("g")).id("bg")
        let laid = try tbPlace(body, 200, 100)
        tbExpectFrame(laid, "bg", 65, 30, 70, 40)
        tbExpectFrame(laid, "g", 65, 30, 70, 40)
        tbExpectFrame(laid, "probe", 65, 30, 70, 40)
        #expect(tbNode(laid, "g")?.proposal == ProposedSize(width: 70, height: 40))
    }

    // MARK: SCROLL

    @Test("SCROLL-1 vertical: the proposal on y, the content's width on x; SCROLL-2 content top-leading")
    func scrollVertical() throws {
        let tall = try tbPlace(V.scroll(.vertical, V.leaf(50, 500).id("c")).id("s"), 100, 200)
        tbExpectFrame(tall, "s", 25, 0, 50, 200)
        tbExpectFrame(tall, "c", 25, 0, 50, 500)
        #expect(tbNode(tall, "c")?.proposal == ProposedSize(width: 100, height: nil))
        // Short content stays at the top, not centred.
        let short = try tbPlace(V.scroll(.vertical, V.leaf(50, 30).id("c")).id("s"), 100, 200)
        tbExpectFrame(short, "s", 25, 0, 50, 200)
        tbExpectFrame(short, "c", 25, 0, 50, 30)
        // A Rectangle is proposed (100, nil): 100 × 10.
        let rect = try tbPlace(V.scroll(.vertical, V.rect.id("c")).id("s"), 100, 200)
        tbExpectFrame(rect, "s", 0, 0, 100, 200)
        tbExpectFrame(rect, "c", 0, 0, 100, 10)
    }

    @Test("SCROLL-1 horizontal: the proposal on x, the content's height on y")
    func scrollHorizontal() throws {
        let laid = try tbPlace(V.scroll(.horizontal, V.leaf(500, 50).id("c")).id("s"), 100, 200)
        tbExpectFrame(laid, "s", 0, 75, 100, 50)
        tbExpectFrame(laid, "c", 0, 75, 500, 50)
        #expect(tbNode(laid, "c")?.proposal == ProposedSize(width: nil, height: 200))
    }

    @Test("SCROLL-1 both axes: the content is proposed (nil, nil); no axes: the content's size")
    func scrollBothAndNone() throws {
        let both = try tbPlace(V.scroll(.both, V.rect.id("c")).id("s"), 100, 200)
        tbExpectFrame(both, "s", 0, 0, 100, 200)
        tbExpectFrame(both, "c", 0, 0, 10, 10)
        #expect(tbNode(both, "c")?.proposal == ProposedSize.unspecified)
        let none = try tbPlace(V.scroll([], V.leaf(30, 40).id("c")).id("s"), 100, 200)
        tbExpectFrame(none, "s", 35, 80, 30, 40)
        tbExpectFrame(none, "c", 35, 80, 30, 40)
        #expect(tbNode(none, "c")?.proposal == ProposedSize(width: 100, height: 200))
        #expect(try tbMeasure(.scroll([], .rect), 100, 200) == Size(width: 100, height: 200))
    }

    @Test("SCROLL-1 a nil proposal on a scroll axis gives the content's length; ∞ is accepted as is")
    func scrollNilProposal() throws {
        #expect(try tbMeasure(.scroll(.vertical, .leaf(50, 500)), 100, nil) == Size(width: 50, height: 500))
        #expect(try tbMeasure(.scroll(.horizontal, .leaf(500, 50)), nil, 100) == Size(width: 500, height: 50))
        #expect(try tbMeasure(.scroll(.both, .leaf(70, 80)), nil, nil) == Size(width: 70, height: 80))
        #expect(try tbMeasure(.scroll(.vertical, .leaf(50, 500)), 100, .infinity) == Size(width: 50, height: .infinity))
    }

    @Test("SCROLL-1 GROUP-4 several content views: implicit VStack (vertical), implicit HStack (horizontal)")
    func scrollMultiView() throws {
        let v = try tbPlace(V.scroll(.vertical, V.leaf(30, 10).id("a"), V.leaf(50, 20).id("b")).id("s"), 100, 200)
        tbExpectFrame(v, "s", 25, 0, 50, 200)
        tbExpectFrame(v, "a", 35, 0, 30, 10)
        tbExpectFrame(v, "b", 25, 18, 50, 20)
        let vIndex = try #require(v.tree.nodes.firstIndex { $0.label == "s" })
        let vContent = v.tree.nodes[vIndex].children[0]
        #expect(v.tree[vContent].kind.name == "implicitVStack")
        #expect(matches(v.result[vContent].frame, 25, 0, 50, 38))

        let h = try tbPlace(V.scroll(.horizontal, V.leaf(30, 10).id("a"), V.leaf(50, 20).id("b")).id("s"), 100, 200)
        tbExpectFrame(h, "s", 0, 90, 100, 20)
        tbExpectFrame(h, "a", 0, 95, 30, 10)
        tbExpectFrame(h, "b", 38, 90, 50, 20)
        let hIndex = try #require(h.tree.nodes.firstIndex { $0.label == "s" })
        let hContent = h.tree.nodes[hIndex].children[0]
        #expect(h.tree[hContent].kind.name == "implicitHStack")
        #expect(matches(h.result[hContent].frame, 0, 90, 88, 20))
    }
}
