// RootAndCoreTests.swift
// ReferenceEngineTests
//
// ROOT-1..3, §18.7, CORE-1/2/4..8, GROUP-1..3.

import CustomLayout
import EngineConfiguration
import Foundation
import LayoutCore
import ReferenceEngine
import Testing

@Suite("Root, core protocol, groups, diagnostics")
struct RootAndCoreTests {
    // MARK: ROOT

    @Test("ROOT-1 the root is proposed 390×763 and centred in the safe area at y = 47")
    func rootCentring() throws {
        let laid = try tbLayout(V.leaf(100, 50).id("l"))
        tbExpectFrame(laid, "l", 145, 403.5, 100, 50)
        #expect(matches(tbNode(laid, "l")?.displayFrame, 145, 403.667, 100, 50)) // 1210.5 px: tie rounds up
        #expect(tbNode(laid, "l")?.proposal == ProposedSize(width: 390, height: 763))
        #expect(laid.result.proposal == ProposedSize(width: 390, height: 763))
        // A Rectangle takes the whole safe area.
        tbExpectFrame(try tbLayout(V.rect.id("r")), "r", 0, 47, 390, 763)
    }

    @Test("ROOT-1 other profiles: a 300×200 window, and a safe area at (20, 30) in a larger window")
    func rootProfiles() throws {
        tbExpectFrame(try tbPlace(V.leaf(100, 50).id("l"), 300, 200), "l", 100, 75, 100, 50)
        let profile = RootEnvironment(
            proposal: ProposedSize(width: 300, height: 500),
            container: Rect(x: 20, y: 30, width: 300, height: 500),
            window: Rect(x: 0, y: 0, width: 340, height: 560), scale: 2)
        let laid = try tbLayout(V.leaf(100, 50).id("l"), root: profile)
        tbExpectFrame(laid, "l", 120, 255, 100, 50)
        #expect(laid.result.scale == 2)
    }

    @Test("ROOT-2 several root views become an implicit VStack (100 × 78 at (145, 389.5))")
    func rootImplicitVStack() throws {
        let laid = try tbLayout(.group([V.leaf(100, 50).id("a"), V.leaf(60, 20).id("b")]))
        #expect(laid.tree[laid.tree.root].kind.name == "implicitVStack")
        #expect(matches(laid.result[laid.tree.root].frame, 145, 389.5, 100, 78))
        tbExpectFrame(laid, "a", 145, 389.5, 100, 50)
        tbExpectFrame(laid, "b", 165, 447.5, 60, 20)
        // One view is used directly.
        let single = try tbLayout(.group([V.leaf(100, 50)]))
        #expect(single.tree[single.tree.root].kind.name == "CustomLeaf")
    }

    @Test("ROOT-2 zero root views: an empty root of size 0×0")
    func rootEmpty() throws {
        for body in [V.empty, .group([.empty, .group([])])] {
            let laid = try tbLayout(body)
            #expect(laid.tree.count == 1)
            #expect(matches(laid.result[laid.tree.root].frame, 195, 428.5, 0, 0))
            #expect(laid.result.diagnostics.isEmpty)
        }
    }

    @Test("ROOT-3 ignoresSafeArea: the root is proposed the window 390×844 and placed in the window")
    func rootIgnoresSafeArea() throws {
        let full = try tbLayout(.ignoresSafeArea(V.rect.id("r")))
        tbExpectFrame(full, "r", 0, 0, 390, 844)
        #expect(tbNode(full, "r")?.proposal == ProposedSize(width: 390, height: 844))
        tbExpectFrame(try tbLayout(.ignoresSafeArea(V.leaf(100, 50).id("l"))), "l", 145, 397, 100, 50)
    }

    @Test("§18.7 a nil or ∞ root proposal axis puts the root at the container's origin on that axis")
    func rootNilOrInfiniteAxis() throws {
        tbExpectFrame(try tbPlace(V.leaf(100, 50).id("l"), nil, 200), "l", 0, 75, 100, 50)
        tbExpectFrame(try tbPlace(V.leaf(100, 50).id("l"), .infinity, 200), "l", 0, 75, 100, 50)
        tbExpectFrame(try tbPlace(V.leaf(100, 50).id("l"), 300, nil), "l", 100, 0, 100, 50)
        let iPhone = RootEnvironment.iPhone13Pro
        let nilWidth = RootEnvironment(
            proposal: ProposedSize(width: nil, height: 763), container: iPhone.container,
            window: iPhone.window, scale: 3)
        tbExpectFrame(try tbLayout(V.leaf(100, 50).id("l"), root: nilWidth), "l", 0, 403.5, 100, 50)
        let infiniteHeight = RootEnvironment(
            proposal: ProposedSize(width: 390, height: .infinity), container: iPhone.container,
            window: iPhone.window, scale: 3)
        tbExpectFrame(try tbLayout(V.leaf(100, 50).id("l"), root: infiniteHeight), "l", 145, 47, 100, 50)
        // A Rectangle under a nil width answers 10.
        tbExpectFrame(try tbLayout(V.rect.id("r"), root: nilWidth), "r", 0, 47, 10, 763)
    }

    // MARK: CORE

    static let mixed: V = .vstack(
        nil, spacing: nil,
        V.text("Hello world").border("red").frame(width: 100, height: 100, alignment: .bottomLeading).border("blue")
            .padding(),
        .hstack(
            nil, spacing: nil, .text("Hello Beautiful World"), .rect, .spacer(),
            .zstack(.topTrailing, .circle, .leaf(20, 30))),
        .flow(spacing: 10, V.color("blue").frame(width: 100, height: 30), V.color("red").frame(width: 100, height: 30)),
        V.rect.frame(minWidth: 50, maxWidth: 200).aspectRatio(2, .fit).offset(x: 3, y: 4)
    ).border("green")

    @Test("CORE-1 layout is pure: the same tree laid out twice, or without caches, gives equal results")
    func purity() throws {
        let tree = try ViewLowering.lower(Self.mixed)
        let engine = ReferenceEngine(configuration: LayoutConfiguration(root: .iPhone13Pro, textMeasurer: mono))
        let first = engine.layout(tree)
        let second = engine.layout(tree)
        #expect(first == second)
        let uncached = ReferenceEngine(
            configuration: LayoutConfiguration(root: .iPhone13Pro, textMeasurer: mono),
            cachesMeasurements: false
        ).layout(tree)
        #expect(first == uncached)
        for p in [ProposedSize(width: 100, height: 50), .unspecified, .infinity, .zero] {
            #expect(engine.sizeThatFits(tree, proposal: p) == engine.sizeThatFits(tree, proposal: p))
        }
    }

    @Test("CORE-2 HSTACK-5 the final size answers the placement proposal: Rectangle measured 10×10, placed 60×10")
    func finalSizeDiffers() throws {
        // Sizing (nil, nil): leaf 60×20, Rectangle 10×10 → VStack 60 × 38. Placement: the nil minor
        // becomes 60, so the Rectangle is proposed (60, nil) → 60×10.
        let body = V.vstack(nil, spacing: nil, V.leaf(60, 20).id("l"), V.rect.id("r")).id("v").fixedSize()
        #expect(try tbMeasure(body, 100, 100) == Size(width: 60, height: 38))
        let laid = try tbPlace(body, 100, 100)
        tbExpectFrame(laid, "v", 20, 31, 60, 38)
        tbExpectFrame(laid, "l", 20, 31, 60, 20)
        tbExpectFrame(laid, "r", 20, 59, 60, 10)
        #expect(tbNode(laid, "r")?.proposal == ProposedSize(width: 60, height: nil))
    }

    @Test("CORE-4 modifier order: padding().frame() differs from frame().padding()")
    func modifierOrder() throws {
        let a = V.leaf(40, 20).id("leaf").padding(top: 0, leading: 20).id("pad")
            .frame(width: 100, height: 100, alignment: .topLeading).id("outer")
        let la = try tbPlace(a, 200, 200)
        tbExpectFrame(la, "outer", 50, 50, 100, 100)
        tbExpectFrame(la, "pad", 50, 50, 60, 20)
        tbExpectFrame(la, "leaf", 70, 50, 40, 20)
        #expect(la.tree[la.tree.root].kind.name == "frame")

        let b = V.leaf(40, 20).id("leaf").frame(width: 100, height: 100, alignment: .topLeading).id("inner")
            .padding(top: 0, leading: 20).id("outer")
        let lb = try tbPlace(b, 200, 200)
        tbExpectFrame(lb, "outer", 40, 50, 120, 100)
        tbExpectFrame(lb, "inner", 60, 50, 100, 100)
        tbExpectFrame(lb, "leaf", 60, 50, 40, 20)
        #expect(lb.tree[lb.tree.root].kind.name == "padding")
    }

    @Test("CORE-4 Text.border(red).frame(width: 100).border(green) is Border(green){ Frame{ Border(red){ Text } } }")
    func modifierNesting() throws {
        let tree = try ViewLowering.lower(V.text("Hello").border("red").frame(width: 100).border("green"))
        #expect(tree.nodes.map(\.kind.name) == ["border", "frame", "border", "Text", "Rectangle", "Rectangle"])
        #expect(tree.nodes[0].kind == .border(color: ColorName("green"), width: 1))
        #expect(tree.nodes[2].kind == .border(color: ColorName("red"), width: 1))
    }

    // MARK: GROUP

    @Test("CORE-5 GROUP-1 nested groups are spliced into the container: 4 children, 4·10 + 3·8 = 64")
    func groupFlattening() throws {
        let body = V.hstack(
            nil, spacing: nil, .group([.leaf(10, 10), .group([.leaf(10, 10), .leaf(10, 10)])]), .leaf(10, 10)
        ).id("h")
        let tree = try ViewLowering.lower(body)
        #expect(tree[tree.root].children.count == 4)
        #expect(try tbMeasure(body, 200, 100) == Size(width: 64, height: 10))
    }

    @Test("GROUP-2 empty groups add no child and no spacing; a zero-size view still gets spacing")
    func emptyGroups() throws {
        let empties = V.hstack(nil, spacing: nil, .leaf(10, 10), .empty, .group([]), .group([.empty]), .leaf(10, 10))
        #expect(try ViewLowering.lower(empties).nodes[0].children.count == 2)
        #expect(try tbMeasure(empties, 200, 100) == Size(width: 28, height: 10))
        #expect(
            try tbMeasure(.hstack(nil, spacing: nil, .leaf(10, 10), .leaf(0, 0), .leaf(10, 10)), 200, 100)
                == Size(width: 36, height: 10))
        #expect(
            try tbMeasure(.vstack(nil, spacing: nil, .leaf(10, 10), V.rect.frame(height: 0), .leaf(10, 10)), nil, nil)
                == Size(width: 10, height: 36))
    }

    @Test("GROUP-3 a modifier on a group applies to each member: Group { A; B }.padding(5) is two padded children")
    func groupModifiers() throws {
        let body = V.hstack(nil, spacing: 0, V.group([.leaf(10, 10), .leaf(20, 20)]).padding(5))
        let tree = try ViewLowering.lower(body)
        #expect(tree[tree.root].children.map { tree[$0].kind.name } == ["padding", "padding"])
        #expect(try tbMeasure(body, 200, 100) == Size(width: 50, height: 30))
    }

    @Test("GROUP-3 PRIORITY-1 layoutPriority on a group is set on each member (60 + 60, the sibling gets 0)")
    func groupPriority() throws {
        let item = V.rect.frame(maxWidth: 60)
        let body = V.hstack(nil, spacing: 0, item.id("r"), V.group([item.id("a"), item.id("b")]).priority(1))
        let laid = try tbPlace(body, 120, 10)
        tbExpectFrame(laid, "r", 0, 0, 0, 10)
        tbExpectFrame(laid, "a", 0, 0, 60, 10)
        tbExpectFrame(laid, "b", 60, 0, 60, 10)
    }

    // MARK: CORE-6 diagnostics

    static func diagnostics(_ laid: (tree: ViewTree, result: LayoutResult), _ code: String) -> [String] {
        laid.result.diagnostics.filter { $0.code == code }.map(\.path)
    }

    @Test("CORE-6 frame.invalidDimension: a negative, NaN or ∞ dimension becomes nil (the child's size)")
    func frameInvalidDimension() throws {
        let laid = try tbPlace(
            V.hstack(nil, spacing: nil, .leaf(10, 10), V.leaf(10, 10).frame(width: -5).id("f")).id("h"), 100, 100)
        #expect(Self.diagnostics(laid, DiagnosticCode.frameInvalidDimension) == ["0.1"])
        tbExpectFrame(laid, "h", 36, 45, 28, 10)
        tbExpectFrame(laid, "f", 54, 45, 10, 10)
        for frame in [
            V.leaf(10, 10).frame(width: .nan, height: 30), V.leaf(10, 10).frame(width: .infinity, height: 30),
        ] {
            let one = try tbPlace(frame.id("f"), 100, 100)
            #expect(Self.diagnostics(one, DiagnosticCode.frameInvalidDimension) == ["0"])
            tbExpectFrame(one, "f", 45, 35, 10, 30)
        }
    }

    @Test("CORE-6 flexFrame.contradictory: min > max, a negative min, an ∞ min, ideal > max")
    func flexFrameContradictory() throws {
        let laid = try tbPlace(
            V.vstack(nil, spacing: nil, .leaf(10, 10), V.rect.frame(minWidth: 100, maxWidth: 50)), 200, 100)
        #expect(Self.diagnostics(laid, DiagnosticCode.flexFrameContradictory) == ["0.1"])
        // min' = 100 > max' = 50: the proposal is clamped (→ 50) and the child's answer is used.
        #expect(try tbMeasure(V.rect.frame(minWidth: 100, maxWidth: 50), 200, 100) == Size(width: 50, height: 100))
        for frame in [
            V.rect.frame(minWidth: .infinity), V.rect.frame(minWidth: .nan),
            V.rect.frame(idealWidth: 100, maxWidth: 50),
        ] {
            let one = try tbPlace(frame, 200, 100)
            #expect(Self.diagnostics(one, DiagnosticCode.flexFrameContradictory) == ["0"])
        }
        // A negative min normalises to 0: the frame is the proposal.
        #expect(try tbMeasure(V.rect.frame(minWidth: -10), 200, 100) == Size(width: 200, height: 100))
    }

    @Test("CORE-6 flexFrame.contradictory is raised for a negative min (CORE-6 table)")
    func flexFrameNegativeMin() throws {
        let one = try tbPlace(V.rect.frame(minWidth: -10), 200, 100)
        #expect(Self.diagnostics(one, DiagnosticCode.flexFrameContradictory) == ["0"])

    }

    @Test("CORE-6 layout.invalidSize: a custom Layout answering a negative or NaN size gets 0")
    func layoutInvalidSize() throws {
        let body = V.hstack(nil, spacing: 0, .leaf(10, 10), tbCustom(TBBadSizeLayout(mode: "negative")).id("bad")).id(
            "h")
        let laid = try tbPlace(body, 100, 100)
        #expect(Self.diagnostics(laid, DiagnosticCode.layoutInvalidSize) == ["0.1"])
        tbExpectFrame(laid, "h", 45, 40, 10, 20)
        tbExpectFrame(laid, "bad", 55, 40, 0, 20)
        #expect(try tbMeasure(tbCustom(TBBadSizeLayout(mode: "nan")), 100, 100) == Size(width: 0, height: 20))
        #expect(
            try tbMeasure(tbCustom(TBBadSizeLayout(mode: "negativeHeight")), 100, 100) == Size(width: 20, height: 0))
        let nan = try tbPlace(tbCustom(TBBadSizeLayout(mode: "nan")), 100, 100)
        #expect(Self.diagnostics(nan, DiagnosticCode.layoutInvalidSize) == ["0"])
    }

    @Test("CORE-6 layout.invalidSize: a custom leaf answering a negative size gets 0")
    func customLeafInvalidSize() throws {
        let laid = try tbPlace(V.leaf(-5, 10).id("l"), 100, 100)
        #expect(Self.diagnostics(laid, DiagnosticCode.layoutInvalidSize) == ["0"])
        tbExpectFrame(laid, "l", 50, 45, 0, 10)

    }

    @Test("CORE-6 layout.nonFiniteFinalSize: a Rectangle at an ∞ root proposal is reported 0 on that axis")
    func nonFiniteFinalSize() throws {
        let both = try tbPlace(V.rect.id("r"), .infinity, .infinity)
        #expect(Set(Self.diagnostics(both, DiagnosticCode.layoutNonFiniteFinalSize)) == ["0"])
        tbExpectFrame(both, "r", 0, 0, 0, 0)
        let width = try tbPlace(V.rect.id("r"), .infinity, 50)
        #expect(Set(Self.diagnostics(width, DiagnosticCode.layoutNonFiniteFinalSize)) == ["0"])
        tbExpectFrame(width, "r", 0, 0, 0, 50)
        #expect(try tbMeasure(.rect, .infinity, 50) == Size(width: .infinity, height: 50)) // the answer itself is ∞
    }

    @Test("CORE-6 layout.nonFiniteFinalSize: the 0 is also used to place the view (root centred at x 195, not −∞)")
    func nonFiniteFinalSizePlacement() throws {
        // minWidth ∞ (FLEXFRAME-1 keeps min' = ∞): the frame answers ∞ × 763 to 390×763. Its final
        // width becomes 0 "for placement and output", so ROOT-1 centres a 0-wide root at
        // x = (390 − 0)/2 = 195. The frame then proposes B.size = (0, 763) to the Rectangle
        // (FLEXFRAME-3), which is 0×763 at the same place.
        let laid = try tbLayout(V.rect.id("r").frame(minWidth: .infinity).id("f"))
        #expect(Set(Self.diagnostics(laid, DiagnosticCode.layoutNonFiniteFinalSize)) == ["0"])
        tbExpectFrame(laid, "f", 195, 47, 0, 763)
        tbExpectFrame(laid, "r", 195, 47, 0, 763)

    }

    @Test("CORE-6 spacer.negativeMinLength: Spacer(minLength: −5) counts as 0")
    func spacerNegativeMinLength() throws {
        let body = V.hstack(nil, spacing: nil, .leaf(10, 10), .spacer(-5))
        let laid = try tbPlace(body, 100, 10)
        #expect(Self.diagnostics(laid, DiagnosticCode.spacerNegativeMinLength) == ["0.1"])
        #expect(try tbMeasure(body, nil, 10) == Size(width: 10, height: 10))
        #expect(try tbMeasure(body, 100, 10) == Size(width: 100, height: 10))
    }

    // MARK: CORE-7

    static let hostile: [V] = [
        V.rect.frame(width: .nan, height: -3),
        V.rect.frame(minWidth: .nan, idealWidth: -1, maxWidth: .nan),
        V.leaf(10, 10).padding(.nan),
        V.leaf(10, 10).padding(-20),
        V.leaf(10, 10).offset(x: .infinity, y: .nan),
        V.leaf(10, 10).position(x: .nan, y: .infinity),
        V.rect.aspectRatio(.nan),
        V.rect.aspectRatio(0),
        V.rect.aspectRatio(.infinity, .fill),
        .hstack(nil, spacing: nil, .spacer(.nan), .rect),
        V.text("Hello").frame(maxWidth: .infinity, maxHeight: .nan),
        .hstack(nil, spacing: nil, .rect, V.rect.frame(minWidth: .infinity), .leaf(10, 10)),
        .hstack(nil, spacing: nil, V.rect.frame(minWidth: .infinity), V.rect.frame(minWidth: .infinity)),
        .vstack(nil, spacing: nil, V.rect.frame(minHeight: .infinity), V.rect.frame(minWidth: .infinity)),
        .zstack(.center, V.rect.frame(width: .infinity), .leaf(10, 10)),
        .zstack(.center, V.rect.frame(minWidth: .infinity), .leaf(10, 10)),
        tbCustom(TBBadSizeLayout(mode: "nan"), .rect),
        tbCustom(TBHostileProposalLayout(), .rect),
        V.geometryReader(
            V.rect.modifier(.frame(width: LayoutExpression.proxyWidth(0) * .infinity, height: nil, alignment: .center))
        )
        .frame(width: 0, height: 10),
        .scroll(.both, V.rect.frame(minWidth: .infinity, minHeight: .infinity)),
        .vtf(.both, V.rect.frame(minWidth: .nan), .leaf(1, 1)),
    ]

    @Test(
        "CORE-10 hostile inputs: every non-finite frame component is reported as value.nonFinite; no proposal is NaN",
        arguments: hostile.indices)
    func hostileInputsReported(index: Int) throws {
        let tree = try ViewLowering.lower(Self.hostile[index])
        let configuration = LayoutConfiguration(root: .iPhone13Pro, textMeasurer: mono, layouts: tbRegistry)
        let result = core10Checked(tree, configuration)
        // PROPOSAL-3: a reported proposal is never NaN or negative (CORE-10).
        #expect(!tbContainsNaNProposal(result))
        #expect(result.nodes.allSatisfy { ($0.proposal?.width ?? 0) >= 0 && ($0.proposal?.height ?? 0) >= 0 })
    }

    @Test("CORE-10 CORE-11 a NaN alignment guide is kept: the ZStack is 20×20, the guided child at x = NaN")
    func nanGuide() throws {
        let laid = try tbLayout(
            .zstack(.leading, V.leaf(10, 10).guide(.leading, .constant(.nan)).id("g"), V.leaf(20, 20).id("b")).id("z"))
        // 390×763 safe area at y 47: the 20×20 union is centred at (185, 418.5).
        #expect(laid.result.frame("z", in: laid.tree) == Rect(x: 185, y: 418.5, width: 20, height: 20))
        #expect(sameValues(laid.result.frame("g", in: laid.tree), [.nan, 423.5, 10, 10]))
        #expect(tbContainsNaN(laid.result))
    }

    // MARK: CORE-8

    @Test("CORE-8 every node is reported with a frame, a display frame, its proposal and hidden = false")
    func everyNodeReported() throws {
        let body = V.vstack(
            nil, spacing: nil,
            V.text("Hello world").id("text").border("red")
                .frame(width: 100, height: 100, alignment: .bottomLeading).border("blue").padding()
        ).id("vstack").border("green").offset(x: 1, y: 0)
        let laid = try tbLayout(body)
        #expect(laid.result.nodes.count == laid.tree.count)
        for node in laid.result.nodes {
            #expect(node.isReported && !node.hidden && node.proposal != nil)
        }
        // The green border's stroked rectangle is the overlay's secondary: proposed the VStack's size.
        let root = laid.tree[laid.tree.root]
        #expect(root.kind.name == "offset")
        let border = root.children[0]
        let stroke = laid.tree[border].children[1]
        #expect(laid.tree[stroke].kind.name == "Rectangle")
        #expect(matches(laid.result[stroke].frame, 129, 362.5, 132, 132))
        #expect(laid.result[stroke].proposal == ProposedSize(width: 132, height: 132))
        // Display frames: ROUND-2 of the layout frame plus the offset (x + 1).
        #expect(matches(tbNode(laid, "vstack")?.frame, 129, 362.5, 132, 132))
        #expect(matches(tbNode(laid, "vstack")?.displayFrame, 130, 362.667, 132, 132))
        #expect(matches(tbNode(laid, "text")?.displayFrame, 146, 458.333, 85.333, 20.333))
    }
}
