// NonFiniteRuleTests.swift
// ConstraintEngineTests
//
// The rule-book amendments for non-finite and negative values, in the constraint engine and
// every mode, with the rule book's own numbers: CORE-11 (min/max ignore NaN), HSTACK-7 (`avail`
// never NaN), ZSTACK-4 (negative extents), ASPECT-3 (`offered` sanitised), VTF-4 (spacing =
// union of all children) and SPACING-5 (content is a Spacer).

import ConstraintEngine
import EngineConfiguration
import LayoutCore
import LayoutSource
import Testing

@Suite("Constraint engine: non-finite amendments")
struct NonFiniteRuleTests {
    @Test("SPACING-5 Spacer().frame().frame(width: 0) is generic: 8 before Color, which is 192 wide at x 8")
    func frameOverFrameHidesSpacer() throws {
        let tree = try parse("HStack { Spacer().frame().frame(width: 0).id(\"s\"); Color.blue.id(\"c\") }")
        for (mode, result) in try layoutInModes(tree, window(200, 100)) {
            // A horizontal Spacer is 0 tall (SPACER-2), centred by both frames.
            #expect(isRect(labelled(result, "s", in: tree), 0, 50, 0, 0), "\(mode)")
            #expect(isRect(labelled(result, "c", in: tree), 8, 0, 192, 100), "\(mode)")
        }
    }

    @Test("SPACING-5 Spacer().scaledToFit().frame(maxWidth: 0) is generic: Text(\"\") sits 8 after it")
    func aspectRatioHidesSpacer() throws {
        let tree = try parse("HStack { Spacer().scaledToFit().frame(maxWidth: 0).id(\"s\"); Text(\"\").id(\"t\") }")
        for (mode, result) in try layoutInModes(tree, window(200, 100)) {
            let s = labelled(result, "s", in: tree), t = labelled(result, "t", in: tree)
            #expect(s.size.width == 0, "\(mode)")
            #expect(close(t.origin.x - (s.origin.x + s.size.width), 8), "\(mode)")
        }
    }

    @Test("SPACING-5 Spacer().padding(.top).frame(width: 10) between two 10-wide views: the HStack is 46 wide")
    func paddedSpacerIsGeneric() throws {
        let tree = try parse(
            """
            HStack {
                Color.red.frame(width: 10).id("a")
                Spacer().padding(.top).frame(width: 10).id("s")
                Color.blue.frame(width: 10).id("b")
            }.id("h")
            """)
        for (mode, result) in try layoutInModes(tree, window(200, 100)) {
            #expect(isRect(labelled(result, "h", in: tree), 77, 0, 46, 100), "\(mode)")
            // The padded Spacer is 0 + 16 tall, centred.
            #expect(isRect(labelled(result, "s", in: tree), 95, 42, 10, 16), "\(mode)")
            #expect(isRect(labelled(result, "b", in: tree), 113, 0, 10, 100), "\(mode)")
        }
    }

    @Test(
        "SPACING-5 Spacer().frame(width: 10) and Spacer().overlay(Color.red).frame(width: 10) keep zero edges: 30 wide")
    func spacerThroughOverlayKeepsZeroEdges() throws {
        for spacer in ["Spacer().frame(width: 10)", "Spacer().overlay(Color.red).frame(width: 10)"] {
            let tree = try parse(
                "HStack { Color.red.frame(width: 10); \(spacer); Color.blue.frame(width: 10) }.id(\"h\")")
            for (mode, result) in try layoutInModes(tree, window(200, 100)) {
                #expect(isRect(labelled(result, "h", in: tree), 85, 0, 30, 100), "\(spacer) \(mode)")
            }
        }
    }

    @Test(
        "VTF-4 HStack { ViewThatFits { Circle(); Spacer() }; ScrollView {} } at 200×100: union spacing, gap 0: 100 + 0 at x 50"
    )
    func viewThatFitsSpacingIsTheUnion() throws {
        let tree = try parse("HStack { ViewThatFits { Circle(); Spacer() }.id(\"v\"); ScrollView {}.id(\"s\") }")
        for (mode, result) in try layoutInModes(tree, window(200, 100)) {
            let v = labelled(result, "v", in: tree), s = labelled(result, "s", in: tree)
            // The Circle is chosen (100×100), the empty ScrollView is 0 wide; with gap 0 the
            // HStack is 100 wide, centred at x 50 (the chosen child's generic edges gave 8).
            #expect(isRect(v, 50, 0, 100, 100), "\(mode)")
            #expect(isRect(s, 150, 0, 0, 100), "\(mode)")
        }
    }

    @Test("VTF-4 an empty ViewThatFits is zero on all edges: Color sits 0 after it")
    func emptyViewThatFitsIsZero() throws {
        let tree = try parse("HStack { ViewThatFits {}.id(\"v\"); Color.red.id(\"c\") }")
        for (mode, result) in try layoutInModes(tree, window(200, 100)) {
            #expect(isRect(labelled(result, "c", in: tree), 0, 0, 200, 100), "\(mode)")
        }
    }

    @Test(
        "HSTACK-7 ScrollView(.horizontal) { VStack { Spacer().aspectRatio(2, .fill); Color.red } } at 100×50: 100×0 at y 25"
    )
    func scrollViewExample() throws {
        let tree = try parse(
            """
            ScrollView(.horizontal) {
                VStack { Spacer().aspectRatio(2, contentMode: .fill).id("s"); Color.red.id("c") }
            }.id("sv")
            """)
        for (mode, result) in try layoutInModes(tree, window(100, 50)) {
            #expect(isRect(labelled(result, "sv", in: tree), 0, 25, 100, 0), "\(mode)")
            #expect(close(labelled(result, "c", in: tree).origin.y, 33), "\(mode)")
            #expect(!hasNaN(result))
        }
    }

    @Test(
        "ASPECT-3 HSTACK-7 CORE-10 HStack { Spacer().scaledToFill(); Text(\"b\") } at 100×50: the Spacer's width ∞ is reported 0 at x −∞, the Text 0×0 at x +∞"
    )
    func scaledToFillSpacer() throws {
        let tree = try parse("HStack { Spacer().id(\"s\").scaledToFill().id(\"a\"); Text(\"b\").id(\"t\") }")
        for (mode, result) in try layoutInModes(tree, window(100, 50)) {
            #expect(labelled(result, "s", in: tree).size.width == 0, "\(mode)")
            #expect(labelled(result, "a", in: tree).size.width == 0, "\(mode)")
            #expect(labelled(result, "t", in: tree).size == Size(width: 0, height: 0), "\(mode)")
            #expect(result.diagnostics.contains { $0.code == DiagnosticCode.layoutNonFiniteFinalSize }, "\(mode)")
            // CORE-10: the origins ASPECT-2 and HSTACK-3 compute from the ∞ width are kept.
            #expect(labelled(result, "s", in: tree).origin.x == -.infinity, "\(mode)")
            #expect(labelled(result, "t", in: tree).origin.x == .infinity, "\(mode)")
            #expect(
                result.diagnostics.filter { $0.code == DiagnosticCode.valueNonFinite }.map(\.path) == [
                    "0.0.0", "0.0.0", "0.0.0", "0.1", "0.1", "0.1",
                ], "\(mode)")
        }
    }

    @Test(
        "ASPECT-3 aspectRatio(0, .fit) offers (0, 50) at 100×50 and (nil, ∞) at (100, nil): the child reports the sanitised proposal"
    )
    func zeroRatioOffered() throws {
        let tree = try parse("Rectangle().id(\"r\").aspectRatio(0, contentMode: .fit)")
        for (mode, result) in try layoutInModes(tree, window(100, 50)) {
            let r = try #require(result.node(labelled: "r", in: tree))
            #expect(r.proposal == ProposedSize(width: 0, height: 50), "\(mode)")
            #expect(r.frame.size == Size(width: 0, height: 50), "\(mode)")
        }
        let scrolled = try parse("ScrollView { Rectangle().id(\"r\").aspectRatio(0, contentMode: .fit) }")
        for (mode, result) in try layoutInModes(scrolled, window(100, 50)) {
            let r = try #require(result.node(labelled: "r", in: scrolled))
            #expect(r.proposal == ProposedSize(width: nil, height: .infinity), "\(mode)")
        }
    }

    @Test(
        "ASPECT-3 placement proposes the sanitised offered(Q): (0·∞, ∞) → (nil, ∞), so an HStack in a ratio-0 box keeps its ideal 10 + 8 + 10"
    )
    func zeroRatioPlacementIsSanitised() throws {
        // A vertical ScrollView proposes (100, nil); ratio 0 .fit gives k = ∞ and offered
        // (0·∞, ∞) = (NaN, ∞) → (nil, ∞). The frame proposes (nil, 20) to the HStack, whose
        // ideal is two 10-wide colours 8 apart, in sizing and, sanitised, in placement too.
        let tree = try parse(
            """
            ScrollView {
                HStack { Color.red.id("r"); Color.blue.id("b") }.frame(height: 20).id("f").aspectRatio(0, contentMode: .fit)
            }
            """)
        for (mode, result) in try layoutInModes(tree, window(100, 50)) {
            let r = labelled(result, "r", in: tree), b = labelled(result, "b", in: tree)
            #expect(labelled(result, "f", in: tree).size == Size(width: 28, height: 20), "\(mode)")
            #expect(r.size == Size(width: 10, height: 20), "\(mode)")
            #expect(b.size == Size(width: 10, height: 20), "\(mode)")
            #expect(close(b.origin.x - r.origin.x, 18), "\(mode)")
            #expect(
                result.node(labelled: "f", in: tree)?.proposal == ProposedSize(width: nil, height: .infinity), "\(mode)"
            )
        }
    }

    @Test("ASPECT-3 aspectRatio(-2, .fit) at 100×50: (100, −50) is sanitised to (100, 0)")
    func negativeRatioOffered() throws {
        let tree = try parse("Rectangle().id(\"r\").aspectRatio(-2, contentMode: .fit)")
        for (mode, result) in try layoutInModes(tree, window(100, 50)) {
            let r = try #require(result.node(labelled: "r", in: tree))
            #expect(r.proposal == ProposedSize(width: 100, height: 0), "\(mode)")
            #expect(r.frame.size == Size(width: 100, height: 0), "\(mode)")
        }
    }

    @Test(
        "ZSTACK-4 ZStack { Color.red.frame(width: 10, height: 10).padding(-10) } is 0×0 with its −10×−10 child at its origin"
    )
    func negativeExtent() throws {
        let tree = try parse("ZStack { Color.red.frame(width: 10, height: 10).padding(-10).id(\"p\") }.id(\"z\")")
        for (mode, result) in try layoutInModes(tree, window(200, 100)) {
            #expect(isRect(labelled(result, "z", in: tree), 100, 50, 0, 0), "\(mode)")
            #expect(isRect(labelled(result, "p", in: tree), 100, 50, -10, -10), "\(mode)")
        }
    }

    @Test("ZSTACK-4 a negative child beside a 20×20 one keeps its near edge: the union is 20×20")
    func negativeExtentBesideAPositiveOne() throws {
        // Centre alignment: the padded child (−10×−10) has its rect at (5, 5)…(−5, −5): near edge 5
        // (its origin), far edge dropped; the 20×20 one spans −10…10. U = −10…10 → 20×20.
        let tree = try parse(
            "ZStack { Color.red.frame(width: 10, height: 10).padding(-10).id(\"p\"); Color.blue.frame(width: 20, height: 20) }.id(\"z\")"
        )
        for (mode, result) in try layoutInModes(tree, window(200, 100)) {
            #expect(isRect(labelled(result, "z", in: tree), 90, 40, 20, 20), "\(mode)")
            #expect(isRect(labelled(result, "p", in: tree), 105, 55, -10, -10), "\(mode)")
        }
    }

    @Test("CORE-11 FLEXFRAME-1 frame(minWidth: NaN, idealWidth: −1, maxWidth: NaN): min 0, ideal 0, max 0 → 0 wide")
    func nanFlexFrameBounds() throws {
        var t = TreeBuilding()
        let rect = t.color()
        let root = t.add(
            .flexFrame(FlexFrameSpec(minWidth: .constant(.nan), idealWidth: -1, maxWidth: .constant(.nan))), [rect],
            label: "f")
        let tree = try t.finish(root)
        for (mode, result) in try layoutInModes(tree, window(200, 100)) {
            #expect(isRect(labelled(result, "f", in: tree), 100, 0, 0, 100), "\(mode)")
            #expect(result.diagnostics.contains { $0.code == DiagnosticCode.flexFrameContradictory }, "\(mode)")
        }
    }

    @Test(
        "CORE-11 ASPECT-1 aspectRatio(NaN) at 100×50: k = min(NaN, 50) = 50, so the Rectangle is offered (nil, 50): 10×50"
    )
    func nanRatioIgnoredByMin() throws {
        var t = TreeBuilding()
        let rect = t.add(.shape(ShapeSpec(shape: .rectangle)), label: "r")
        let root = t.add(.aspectRatio(ratio: .nan, contentMode: .fit), [rect])
        let tree = try t.finish(root)
        for (mode, result) in try layoutInModes(tree, window(100, 50)) {
            #expect(isRect(labelled(result, "r", in: tree), 45, 0, 10, 50), "\(mode)")
        }
    }
}

@Suite("Constraint engine: CORE-11 in unions")
struct NaNUnionTests {
    @Test(
        "CORE-11 ZSTACK-1 a NaN guide (d.width − d.width on an infinite view) is left out of the union: the ZStack is 10 wide"
    )
    func nanGuideLeftOutOfZStackUnion() throws {
        let tree = try parse(
            """
            struct ZeroID: AlignmentID {
                static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width - d.width }
            }
            extension HorizontalAlignment {
                static let zero = HorizontalAlignment(ZeroID.self)
            }
            ScrollView(.horizontal) {
                ZStack(alignment: Alignment(horizontal: .zero, vertical: .center)) {
                    Color.red.frame(minWidth: .infinity, maxHeight: 10)
                    Color.blue.frame(width: 10, height: 10).id("b")
                }.id("z")
            }
            """)
        for (mode, result) in try layoutInModes(tree, window(100, 50)) {
            // Red's rect has a NaN origin and far edge (∞ − ∞); blue's spans 0…10 (with the axis
            // marked infinite instead, the ZStack was ∞ wide, reported 0).
            #expect(isRect(labelled(result, "z", in: tree), 0, 20, 10, 10), "\(mode)")
            #expect(isRect(labelled(result, "b", in: tree), 0, 20, 10, 10), "\(mode)")
        }
    }
}
