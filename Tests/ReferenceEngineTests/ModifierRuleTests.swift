// ModifierRuleTests.swift
// ReferenceEngineTests
//
// FIXEDSIZE-1/2, PADDING-1/2, OFFSET-1, POSITION-1/2 and non-finite values in these modifiers (CORE-10: kept,
// never a crash, each non-finite frame component reported as value.nonFinite).
// Windows are at scale 1 so every expected number is exact.

import EngineConfiguration
import LayoutCore
import ReferenceEngine
import Testing
import TextMeasurement

@Suite("Modifiers: FIXEDSIZE, PADDING, OFFSET, POSITION")
struct ModifierRuleTests {
    // MARK: FIXEDSIZE

    @Test("FIXEDSIZE-1 both axes: the child is proposed (nil, nil)")
    func fixedBoth() throws {
        #expect(try measure1(V.text("ab cd ef").fixedSize(), 30, 10) == Size(width: 80, height: 20))
        #expect(try measure1(V.rect.fixedSize(), 300, 300) == Size(width: 10, height: 10))
        #expect(try measure1(V.rect.fixedSize(), 0, 0) == Size(width: 10, height: 10))
    }

    @Test("FIXEDSIZE-1 one axis: nil on that axis, P elsewhere")
    func fixedOneAxis() throws {
        #expect(
            try measure1(V.rect.fixedSize(horizontal: true, vertical: false), 30, 50) == Size(width: 10, height: 50))
        #expect(
            try measure1(V.rect.fixedSize(horizontal: false, vertical: true), 30, 50) == Size(width: 30, height: 10))
        // Text at (30, nil): "ab" / "cd" / "ef", the 10-pt height is ignored.
        #expect(
            try measure1(V.text("ab cd ef").fixedSize(horizontal: false, vertical: true), 30, 10)
                == Size(width: 30, height: 60))
        // Text at (nil, 10): one line of the ideal width (fit ≥ 1).
        #expect(
            try measure1(V.text("ab cd ef").fixedSize(horizontal: true, vertical: false), 30, 10)
                == Size(width: 80, height: 20))
        // Neither axis: transparent.
        #expect(
            try measure1(V.rect.fixedSize(horizontal: false, vertical: false), 30, 50) == Size(width: 30, height: 50))
    }

    @Test("FIXEDSIZE-2 placement proposes nil on the fixed axes of Q and centres the child")
    func fixedPlacement() throws {
        // frame(50×50) at (25, 25) proposes (50, 50); fixedSize(vertical) → rect at (50, nil) = 50×10,
        // centred in the frame: (25, 45).
        let body = V.rect.id("r").fixedSize(horizontal: false, vertical: true).id("fs").frame(width: 50, height: 50).id(
            "f")
        let (tree, result) = try place1(body, 100, 100)
        #expect(result.frame("f", in: tree) == Rect(x: 25, y: 25, width: 50, height: 50))
        #expect(result.frame("fs", in: tree) == Rect(x: 25, y: 45, width: 50, height: 10))
        #expect(result.frame("r", in: tree) == Rect(x: 25, y: 45, width: 50, height: 10))
        #expect(result.node(labelled: "fs", in: tree)?.proposal == ProposedSize(width: 50, height: 50))
        #expect(result.node(labelled: "r", in: tree)?.proposal == ProposedSize(width: 50, height: nil))
        // Both axes: Text 80×20 centred in a 30×10 frame at (35, 45): (35 − 25, 45 − 5) = (10, 40).
        let text = V.text("ab cd ef").id("t").fixedSize().id("fs").frame(width: 30, height: 10)
        let (t2, r2) = try place1(text, 100, 100)
        #expect(r2.frame("fs", in: t2) == Rect(x: 10, y: 40, width: 80, height: 20))
        #expect(r2.frame("t", in: t2) == Rect(x: 10, y: 40, width: 80, height: 20))
        #expect(r2.node(labelled: "t", in: t2)?.proposal == .unspecified)
    }

    // MARK: PADDING

    @Test("PADDING-1 ∞ stays ∞, nil stays nil")
    func paddingInfinityAndNil() throws {
        #expect(try measure1(V.rect.padding(10), .infinity, 30) == Size(width: .infinity, height: 30))
        #expect(try measure1(V.text("ab cd").padding(10), .infinity, .infinity) == Size(width: 70, height: 40))
        #expect(try measure1(V.rect.padding(10), nil, nil) == Size(width: 30, height: 30))
        #expect(try measure1(V.rect.padding(10), nil, 50) == Size(width: 30, height: 50))
        #expect(try measure1(V.rect.padding(), nil, nil) == Size(width: 42, height: 42)) // default 16
    }

    @Test("PADDING-1 the child's proposal is floored at 0")
    func paddingFloor() throws {
        // (5 − 20, 15 − 20) → (0, 0): rect 0×0 + 20.
        #expect(try measure1(V.rect.padding(10), 5, 15) == Size(width: 20, height: 20))
        // Text at (0, 80) → 0×0.
        #expect(try measure1(V.text("ab cd").padding(10), 15, 100) == Size(width: 20, height: 20))
        #expect(
            try measure1(V.leaf(20, 10).padding(top: 3, leading: 7, bottom: 0, trailing: 1), 100, 100)
                == Size(width: 28, height: 13))
    }

    @Test("PADDING-1 negative insets are allowed")
    func negativeInsets() throws {
        #expect(try measure1(V.leaf(20, 10).padding(-5), 100, 100) == Size(width: 10, height: 0))
        // Child proposed (60, 50) → 60×50 − 10.
        #expect(try measure1(V.rect.padding(-5), 50, 40) == Size(width: 50, height: 40))
        #expect(try measure1(V.rect.padding(-5), nil, nil) == Size(width: 0, height: 0))
        #expect(try measure1(V.leaf(4, 4).padding(-5), nil, nil) == Size(width: -6, height: -6))
    }

    @Test("PADDING-2 the child is placed at B.origin + (l, t) with the proposal built from Q")
    func paddingPlacement() throws {
        // 28×13 centred in 100×100 → (36, 43.5); child at (43, 46.5), proposed (100 − 8, 100 − 3).
        let body = V.leaf(20, 10).id("c").padding(top: 3, leading: 7, bottom: 0, trailing: 1).id("p")
        let (tree, result) = try place1(body, 100, 100)
        #expect(result.frame("p", in: tree) == Rect(x: 36, y: 43.5, width: 28, height: 13))
        #expect(result.frame("c", in: tree) == Rect(x: 43, y: 46.5, width: 20, height: 10))
        #expect(result.node(labelled: "c", in: tree)?.proposal == ProposedSize(width: 92, height: 97))
        // A greedy child takes Q − insets.
        let (t2, r2) = try place1(V.rect.id("c").padding(10).id("p"), 100, 60)
        #expect(r2.frame("p", in: t2) == Rect(x: 0, y: 0, width: 100, height: 60))
        #expect(r2.frame("c", in: t2) == Rect(x: 10, y: 10, width: 80, height: 40))
        #expect(r2.node(labelled: "c", in: t2)?.proposal == ProposedSize(width: 80, height: 40))
        // Negative insets: 10×0 at (45, 50); child at (40, 45), proposed (110, 110).
        let (t3, r3) = try place1(V.leaf(20, 10).id("c").padding(-5).id("p"), 100, 100)
        #expect(r3.frame("p", in: t3) == Rect(x: 45, y: 50, width: 10, height: 0))
        #expect(r3.frame("c", in: t3) == Rect(x: 40, y: 45, width: 20, height: 10))
        #expect(r3.node(labelled: "c", in: t3)?.proposal == ProposedSize(width: 110, height: 110))
        // nil stays nil at placement too (under fixedSize).
        let (t4, r4) = try place1(V.rect.id("c").padding(10).fixedSize(), 100, 100)
        #expect(r4.node(labelled: "c", in: t4)?.proposal == .unspecified)
        #expect(r4.frame("c", in: t4) == Rect(x: 45, y: 45, width: 10, height: 10))
    }

    @Test("PADDING-1 CORE-10 an ∞ inset is kept: the padding is ∞ → 0 (CORE-6) at (50, 50), the child at (∞, ∞)")
    func infiniteInsets() throws {
        let (tree, result) = try place1(V.rect.id("c").padding(.infinity).id("p"), 100, 100)
        // The child is proposed max(100 − ∞ − ∞, 0) = 0; the padding is 0 + ∞ + ∞ = ∞.
        #expect(sameValues(result.frame("p", in: tree), [50, 50, 0, 0]))
        #expect(sameValues(result.frame("c", in: tree), [.infinity, .infinity, 0, 0]))
        // ROUND-2 in IEEE: x1 − x0 = ∞ − ∞.
        #expect(sameValues(result.node(labelled: "c", in: tree)?.displayFrame, [.infinity, .infinity, .nan, .nan]))
        #expect(result.node(labelled: "c", in: tree)?.proposal == ProposedSize(width: 0, height: 0))
        #expect(
            warnings(result, DiagnosticCode.valueNonFinite) == [
                "0.0 frame.x is inf", "0.0 frame.y is inf", "0.0 displayFrame.x is inf", "0.0 displayFrame.y is inf",
                "0.0 displayFrame.width is nan", "0.0 displayFrame.height is nan",
            ])
        #expect(warnings(result, DiagnosticCode.layoutNonFiniteFinalSize).count == 2)
    }

    @Test(
        "PADDING-1 CORE-10 CORE-11 a NaN or −∞ inset is kept: the padding's final size is NaN (not infinite, so not 0)",
        arguments: [Double.nan, -.infinity])
    func nanSizedPadding(value: Double) throws {
        let (tree, result) = try place1(V.rect.id("c").padding(value).id("p"), 100, 100)
        // NaN: the child is proposed max(NaN, 0) = 0 (CORE-11) and is 0×0; 0 + NaN + NaN = NaN.
        // −∞: the child is proposed max(∞, 0) = ∞, answers ∞ (0 once placed, CORE-6); ∞ − ∞ − ∞ = NaN.
        #expect(sameValues(result.frame("p", in: tree), [.nan, .nan, .nan, .nan]))
        #expect(sameValues(result.frame("c", in: tree), [.nan, .nan, 0, 0]))
        #expect(warnings(result, DiagnosticCode.valueNonFinite).filter { $0.hasPrefix("0 ") }.count == 8)
        // Measured alone at (nil, nil): 10 + value + value.
        let size = try measure1(V.leaf(10, 10).padding(value), nil, nil)
        #expect(sameValues(Rect(x: 0, y: 0, width: size.width, height: size.height), [0, 0, value, value]))
    }

    @Test("PADDING-1 HSTACK-3 CORE-10 padding(top: ∞) in an HStack: its height ∞ makes the minor range −∞…∞")
    func infiniteInsetInStack() throws {
        let (tree, result) = try place1(
            .hstack(nil, spacing: nil, V.leaf(10, 10).id("l"), V.rect.id("r").padding(top: .infinity).id("p")), 100, 100
        )
        // Minor offsets −5 (the leaf) and −∞ (the padding's centre ∞/2): lo = −∞, so the leaf sits
        // at y = −5 − (−∞) = ∞ and the padding at −∞ − (−∞) = NaN (kept, CORE-10).
        #expect(sameValues(result.frame("l", in: tree), [0, .infinity, 10, 10]))
        #expect(sameValues(result.frame("p", in: tree), [18, .nan, 82, 0]))
        #expect(warnings(result, DiagnosticCode.valueNonFinite).contains("0.0 frame.y is inf"))
        #expect(warnings(result, DiagnosticCode.valueNonFinite).contains("0.1 frame.y is nan"))
    }

    // MARK: OFFSET

    @Test("OFFSET-1 layout frames and sizes unchanged; display frames shifted; the proposal passes through")
    func offsetDisplayOnly() throws {
        #expect(try measure1(V.leaf(20, 10).offset(x: 100, y: 100), 50, 50) == Size(width: 20, height: 10))
        // HStack(spacing 0) { leaf.offset(50, −5); leaf } at (40, 45) in 100×100.
        let body = V.hstack(
            nil, spacing: 0, V.leaf(10, 10).id("a").offset(x: 50, y: -5).id("o"), V.leaf(10, 10).id("b"))
        let (tree, result) = try place1(body, 100, 100)
        #expect(result.frame("o", in: tree) == Rect(x: 40, y: 45, width: 10, height: 10))
        #expect(result.frame("a", in: tree) == Rect(x: 40, y: 45, width: 10, height: 10))
        #expect(result.frame("b", in: tree) == Rect(x: 50, y: 45, width: 10, height: 10))
        #expect(result.node(labelled: "o", in: tree)?.displayFrame == Rect(x: 90, y: 40, width: 10, height: 10))
        #expect(result.node(labelled: "a", in: tree)?.displayFrame == Rect(x: 90, y: 40, width: 10, height: 10))
        #expect(result.node(labelled: "b", in: tree)?.displayFrame == Rect(x: 50, y: 45, width: 10, height: 10))
        let o = try #require(result.node(labelled: "o", in: tree)),
            a = try #require(result.node(labelled: "a", in: tree))
        #expect(a.proposal == o.proposal)
    }

    @Test("OFFSET-1 nested offsets accumulate in display frames")
    func nestedOffsets() throws {
        // Leaf 20×10 at (40, 45): inner offset (5, 7), outer (−2, 3).
        let body = V.leaf(20, 10).id("l").offset(x: 5, y: 7).id("o1").offset(x: -2, y: 3).id("o2")
        let (tree, result) = try place1(body, 100, 100)
        for label in ["l", "o1", "o2"] {
            #expect(result.frame(label, in: tree) == Rect(x: 40, y: 45, width: 20, height: 10))
        }
        #expect(result.node(labelled: "o2", in: tree)?.displayFrame == Rect(x: 38, y: 48, width: 20, height: 10))
        #expect(result.node(labelled: "o1", in: tree)?.displayFrame == Rect(x: 43, y: 55, width: 20, height: 10))
        #expect(result.node(labelled: "l", in: tree)?.displayFrame == Rect(x: 43, y: 55, width: 20, height: 10))
        // An offset inside a padding inside an offset: (3, 0) + (0, 4).
        let mixed = V.leaf(10, 10).id("l").offset(x: 0, y: 4).padding(5).offset(x: 3, y: 0)
        let (t2, r2) = try place1(mixed, 100, 100)
        #expect(r2.frame("l", in: t2) == Rect(x: 45, y: 45, width: 10, height: 10))
        #expect(r2.node(labelled: "l", in: t2)?.displayFrame == Rect(x: 48, y: 49, width: 10, height: 10))
    }

    @Test(
        "OFFSET-1 CORE-10 a NaN or ∞ offset is kept: layout unchanged, display x = the offset, display width NaN",
        arguments: [Double.nan, .infinity])
    func nonFiniteOffset(value: Double) throws {
        let (tree, result) = try place1(
            .vstack(nil, spacing: nil, V.leaf(20, 10).id("l").offset(x: value, y: 5)), 100, 100)
        #expect(result.frame("l", in: tree) == Rect(x: 40, y: 45, width: 20, height: 10))
        // 40 + value, then x1 − x0 = value − value = NaN (ROUND-2 in IEEE arithmetic).
        #expect(sameValues(result.node(labelled: "l", in: tree)?.displayFrame, [value, 50, .nan, 10]))
        let text = value.isNaN ? "nan" : "inf"
        #expect(
            warnings(result, DiagnosticCode.valueNonFinite) == [
                "0.0 displayFrame.x is \(text)", "0.0 displayFrame.width is nan",
                "0.0.0 displayFrame.x is \(text)", "0.0.0 displayFrame.width is nan",
            ])
        #expect(result.diagnostics.allSatisfy { $0.code == DiagnosticCode.valueNonFinite })
    }

    // MARK: POSITION

    @Test("POSITION-1 greedy: the proposal, with nil components taken from the child")
    func positionSize() throws {
        let body = V.leaf(20, 10).position(x: 0, y: 0)
        #expect(try measure1(body, 100, 50) == Size(width: 100, height: 50))
        #expect(try measure1(body, nil, 50) == Size(width: 20, height: 50))
        #expect(try measure1(body, 100, nil) == Size(width: 100, height: 10))
        #expect(try measure1(body, nil, nil) == Size(width: 20, height: 10))
        #expect(try measure1(body, 0, 0) == Size(width: 0, height: 0))
        #expect(try measure1(body, .infinity, .infinity) == Size(width: .infinity, height: .infinity))
    }

    @Test("POSITION-2 the child is proposed B.size and its centre put at B.origin + (x, y)")
    func positionPlacement() throws {
        let (tree, result) = try place1(V.leaf(20, 10).id("c").position(x: 30, y: 15).id("p"), 100, 50)
        #expect(result.frame("p", in: tree) == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(result.frame("c", in: tree) == Rect(x: 20, y: 10, width: 20, height: 10))
        #expect(result.node(labelled: "c", in: tree)?.proposal == ProposedSize(width: 100, height: 50))
        // A nil width: the position view is 20 × 50 at x = 0 (§18.7); the child is proposed (20, 50).
        let (t2, r2) = try place1(V.leaf(20, 10).id("c").position(x: 30, y: 15).id("p"), nil, 50)
        #expect(r2.frame("p", in: t2) == Rect(x: 0, y: 0, width: 20, height: 50))
        #expect(r2.frame("c", in: t2) == Rect(x: 20, y: 10, width: 20, height: 10))
        #expect(r2.node(labelled: "c", in: t2)?.proposal == ProposedSize(width: 20, height: 50))
        // .position() is (0, 0): the child's centre at the origin.
        let (t3, r3) = try place1(V.leaf(20, 10).id("c").position(), 100, 50)
        #expect(r3.frame("c", in: t3) == Rect(x: -10, y: -5, width: 20, height: 10))
        // A greedy child fills B.size: 100×50 centred at (50, 25) → origin (0, 0).
        let (t4, r4) = try place1(V.rect.id("c").position(x: 50, y: 25), 100, 50)
        #expect(r4.frame("c", in: t4) == Rect(x: 0, y: 0, width: 100, height: 50))
        // Inside a frame placed at (10, 20): the centre is relative to the position view's origin.
        let (t5, r5) = try place1(V.leaf(20, 10).id("c").position(x: 30, y: 15).frame(width: 80, height: 60), 100, 100)
        #expect(r5.frame("c", in: t5) == Rect(x: 10 + 30 - 10, y: 20 + 15 - 5, width: 20, height: 10))
    }

    @Test(
        "POSITION-2 CORE-10 a NaN or ±∞ position is kept: the child's x is 13 + x − 10, its display width NaN",
        arguments: [Double.nan, .infinity, -.infinity])
    func nonFinitePosition(value: Double) throws {
        let (tree, result) = try place1(
            .hstack(nil, spacing: nil, V.leaf(5, 5), V.leaf(20, 10).id("c").position(x: value, y: 10).id("p")),
            100, 100)
        #expect(result.frame("p", in: tree) == Rect(x: 13, y: 0, width: 87, height: 100))
        #expect(sameValues(result.frame("c", in: tree), [value, 5, 20, 10]))
        #expect(sameValues(result.node(labelled: "c", in: tree)?.displayFrame, [value, 5, .nan, 10]))
        #expect(
            warnings(result, DiagnosticCode.valueNonFinite) == [
                "0.1.0 frame.x is \(formatPoints(value))", "0.1.0 displayFrame.x is \(formatPoints(value))",
                "0.1.0 displayFrame.width is nan",
            ])
    }
}
