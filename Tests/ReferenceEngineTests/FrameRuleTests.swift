// FrameRuleTests.swift
// ReferenceEngineTests
//
// FRAME-1..3 and FLEXFRAME-1..3, including invalid dimensions (CORE-6). Windows are at
// scale 1 so every expected number is exact.

import EngineConfiguration
import LayoutCore
import ReferenceEngine
import Testing
import TextMeasurement

/// TEXT-8 with round numbers: width = 10 × graphemes, L = 20.
/// Whether there is at least one diagnostic and every one has `code` and `path`.
private func only(_ code: String, at path: String, in result: LayoutResult) -> Bool {
    !result.diagnostics.isEmpty && result.diagnostics.allSatisfy { $0.code == code && $0.path == path }
}

@Suite("Frames: FRAME-1..3, FLEXFRAME-1..3")
struct FrameRuleTests {
    // MARK: FRAME-1

    @Test(
        "FRAME-1 a negative, NaN or infinite width becomes nil with frame.invalidDimension",
        arguments: [-5.0, .nan, .infinity, -.infinity])
    func invalidWidth(value: Double) throws {
        // Width nil → the child is proposed (100, 20) and the frame is (c.w, 20) = (100, 20).
        let body = V.modifier(
            .frame(width: .constant(value), height: .constant(20), alignment: .center), content: .rect)
        #expect(try measure1(body, 100, 100) == Size(width: 100, height: 20))
        let (tree, result) = try place1(body.id("f"), 100, 100)
        #expect(result.frame("f", in: tree) == Rect(x: 0, y: 40, width: 100, height: 20))
        #expect(only(DiagnosticCode.frameInvalidDimension, at: "0", in: result))
        #expect(allFinite(result))
    }

    @Test("FRAME-1 an invalid height becomes nil; under a nil proposal the child's answer is used")
    func invalidHeight() throws {
        #expect(try measure1(V.rect.frame(width: 30, height: -1), 100, 100) == Size(width: 30, height: 100))
        #expect(try measure1(V.rect.frame(width: 30, height: .nan), nil, nil) == Size(width: 30, height: 10))
        #expect(try measure1(V.rect.frame(width: .infinity), nil, nil) == Size(width: 10, height: 10))
        // Both invalid: the frame is transparent.
        #expect(try measure1(V.leaf(7, 9).frame(width: -1, height: .infinity), 100, 100) == Size(width: 7, height: 9))
        // 0 is valid: no warning.
        let (_, zero) = try place1(V.rect.frame(width: 0), 100, 100)
        #expect(zero.diagnostics.isEmpty)
    }

    @Test("FRAME-1 the diagnostic carries the frame's node path")
    func invalidDimensionPath() throws {
        // VStack { Rectangle; Rectangle.frame(width: NaN) } → the frame is "0.1".
        let (_, r1) = try place1(.vstack(nil, spacing: 0, V.rect, V.rect.frame(width: .nan, height: 10)), 100, 100)
        #expect(only(DiagnosticCode.frameInvalidDimension, at: "0.1", in: r1))
        // VStack { HStack { leaf.frame(height: −3) } } → "0.0.0".
        let (_, r2) = try place1(
            .vstack(nil, spacing: nil, .hstack(nil, spacing: nil, V.leaf(5, 5).frame(height: -3))), 100, 100)
        #expect(only(DiagnosticCode.frameInvalidDimension, at: "0.0.0", in: r2))
        // padding { frame(width: −1) { Rectangle } } → "0.0".
        let (_, r3) = try place1(V.rect.frame(width: -1).padding(), 100, 100)
        #expect(only(DiagnosticCode.frameInvalidDimension, at: "0.0", in: r3))
        #expect(allFinite(r3))
    }

    // MARK: FRAME-2

    @Test("FRAME-2 both dimensions set: the child is not consulted")
    func bothSet() throws {
        for (w, h) in [(0.0, 0.0), (nil, nil), (.infinity, .infinity), (390, 763), (10, nil)] as [(Double?, Double?)] {
            #expect(try measure1(V.leaf(200, 200).frame(width: 50, height: 30), w, h) == Size(width: 50, height: 30))
            #expect(
                try measure1(V.text("ab cd ef gh").frame(width: 50, height: 30), w, h) == Size(width: 50, height: 30))
        }
    }

    @Test("FRAME-2 one dimension set: the child is asked with (w ?? P.w, h ?? P.h)")
    func oneSet() throws {
        // Text "ab cd ef" at (20, 100) → 3 lines → (20, 60); at (20, 30) → fit 1 → (20, 20).
        #expect(try measure1(V.text("ab cd ef").frame(width: 20), 100, 100) == Size(width: 20, height: 60))
        #expect(try measure1(V.text("ab cd ef").frame(width: 20), 100, 30) == Size(width: 20, height: 20))
        #expect(try measure1(V.rect.frame(height: 30), 100, 100) == Size(width: 100, height: 30))
        #expect(try measure1(V.rect.frame(height: 30), nil, nil) == Size(width: 10, height: 30))
        // The other axis is the child's answer, even when it overflows the proposal.
        #expect(try measure1(V.leaf(40, 40).frame(width: 10), 20, 20) == Size(width: 10, height: 40))
    }

    // MARK: FRAME-3

    @Test(
        "FRAME-3 a 20×10 leaf in a 100×50 frame, all nine alignments",
        arguments: [
            (Alignment.topLeading, 0.0, 0.0), (.top, 40, 0), (.topTrailing, 80, 0),
            (.leading, 0, 20), (.center, 40, 20), (.trailing, 80, 20),
            (.bottomLeading, 0, 40), (.bottom, 40, 40), (.bottomTrailing, 80, 40),
        ])
    func nineAlignments(alignment: Alignment, x: Double, y: Double) throws {
        let body = V.leaf(20, 10).id("c").frame(width: 100, height: 50, alignment: alignment).id("f")
        let (tree, result) = try place1(body, 100, 50)
        #expect(result.frame("f", in: tree) == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(result.frame("c", in: tree) == Rect(x: x, y: y, width: 20, height: 10))
        #expect(result.node(labelled: "c", in: tree)?.proposal == ProposedSize(width: 100, height: 50))
    }

    @Test("FRAME-3 a bigger child overflows the frame on the aligned sides")
    func overflow() throws {
        // Frame 20×10 centred in 100×50 → (40, 20). Child 60×40.
        let cases: [(Alignment, Double, Double)] = [(.center, 20, 5), (.topLeading, 40, 20), (.bottomTrailing, 0, -10)]
        for (alignment, x, y) in cases {
            let (tree, result) = try place1(
                V.leaf(60, 40).id("c").frame(width: 20, height: 10, alignment: alignment).id("f"), 100, 50)
            #expect(result.frame("f", in: tree) == Rect(x: 40, y: 20, width: 20, height: 10))
            #expect(result.frame("c", in: tree) == Rect(x: x, y: y, width: 60, height: 40))
        }
    }

    @Test("FRAME-3 the child is proposed Q with the fixed dimensions substituted, not B.size")
    func placementProposal() throws {
        // Rectangle.frame(width: 30) in a 200×80 window: Q' = (30, 80).
        let (t1, r1) = try place1(V.rect.id("c").frame(width: 30).id("f"), 200, 80)
        #expect(r1.node(labelled: "c", in: t1)?.proposal == ProposedSize(width: 30, height: 80))
        #expect(r1.frame("c", in: t1) == Rect(x: 85, y: 0, width: 30, height: 80))
        // Under fixedSize Q = (nil, nil) → Q' = (30, nil), although B.size is 30×10.
        let (t2, r2) = try place1(V.rect.id("c").frame(width: 30).id("f").fixedSize(), 200, 80)
        #expect(r2.node(labelled: "c", in: t2)?.proposal == ProposedSize(width: 30, height: nil))
        #expect(r2.frame("f", in: t2) == Rect(x: 85, y: 35, width: 30, height: 10))
        #expect(r2.frame("c", in: t2) == Rect(x: 85, y: 35, width: 30, height: 10))
    }

    @Test("FRAME-3 the child's explicit guide meets the frame's default guide")
    func explicitChildGuide() throws {
        // Leaf 20×10 with horizontal centre guide 0, centred in 100×50 → x = 50 − 0 = 50.
        let (tree, result) = try place1(
            V.leaf(20, 10).guide(.horizontalCenter, 0).id("c").frame(width: 100, height: 50), 100, 50)
        #expect(result.frame("c", in: tree) == Rect(x: 50, y: 20, width: 20, height: 10))
    }

    // MARK: FLEXFRAME-1

    @Test("FLEXFRAME-1 min > max without ideal stays contradictory: neither bound applies, the child's size is used")
    func minAboveMax() throws {
        // min' = 100, ideal' = nil, max' = max(0, 50) = 50. Step 1: min > max → width unknown.
        // C.w = clamp(70, 100, 50) = 50; rect → 50; result = c.w.
        #expect(try measure1(V.rect.frame(minWidth: 100, maxWidth: 50), 70, 30) == Size(width: 50, height: 30))
        // A fixed 80×30 child: C = (50, 30), c = 80×30, result = 80.
        #expect(try measure1(V.leaf(80, 30).frame(minWidth: 100, maxWidth: 50), 70, 30) == Size(width: 80, height: 30))
        let (_, result) = try place1(V.leaf(80, 30).frame(minWidth: 100, maxWidth: 50), 70, 30)
        #expect(only(DiagnosticCode.flexFrameContradictory, at: "0", in: result))
    }

    @Test("FLEXFRAME-1 min > ideal: ideal' = min; ideal > max: max' = ideal; both warn")
    func idealNormalisation() throws {
        // minWidth 60, idealWidth 40 → ideal' 60. Under (nil, nil) with idealHeight 25: (60, 25).
        let a = V.rect.frame(minWidth: 60, idealWidth: 40, idealHeight: 25)
        #expect(try measure1(a, nil, nil) == Size(width: 60, height: 25))
        let (_, ra) = try place1(a, nil, nil)
        #expect(only(DiagnosticCode.flexFrameContradictory, at: "0", in: ra))
        // idealWidth 80, maxWidth 50 → max' = 80: nil → 80; 100 → C.w = min(100, 80) = 80 → 80.
        let b = V.rect.frame(idealWidth: 80, maxWidth: 50)
        #expect(try measure1(b, nil, 20) == Size(width: 80, height: 20))
        #expect(try measure1(b, 100, 20) == Size(width: 80, height: 20))
        let (_, rb) = try place1(b, 100, 20)
        #expect(only(DiagnosticCode.flexFrameContradictory, at: "0", in: rb))
        // Non-decreasing values raise nothing.
        let (_, ok) = try place1(V.rect.frame(minWidth: 10, idealWidth: 20, maxWidth: 30), 100, 20)
        #expect(ok.diagnostics.isEmpty)
    }

    @Test("FLEXFRAME-1 a negative min becomes 0 (and ideal/max are raised to it)")
    func negativeMin() throws {
        // min −20 → 0; ideal' = max(0, −10) = 0 (it would be −10 with min kept at −20).
        // Under (nil, nil) the width is ideal' = 0.
        #expect(
            try measure1(V.rect.frame(minWidth: -20, idealWidth: -10, idealHeight: 5), nil, nil)
                == Size(width: 0, height: 5))
        // min −20 → 0; max' = max(0, −5) = 0 → clamp(10, 0, 0) = 0 (it would be −5 unnormalised).
        #expect(try measure1(V.leaf(70, 10).frame(minWidth: -20, maxWidth: -5), 10, 10) == Size(width: 0, height: 10))
        // min −20 → 0 with max 50: clamp(5, 0, 50) = 5; nil asks the child: clamp(70, 0, 50) = 50.
        #expect(try measure1(V.leaf(70, 10).frame(minWidth: -20, maxWidth: 50), 5, 10) == Size(width: 5, height: 10))
        #expect(
            try measure1(V.leaf(70, 10).frame(minWidth: -20, maxWidth: 50), nil, nil) == Size(width: 50, height: 10))
        // −∞ → 0, and warns (an infinite min).
        #expect(
            try measure1(V.rect.frame(minWidth: -.infinity, idealWidth: -10, idealHeight: 5), nil, nil)
                == Size(width: 0, height: 5))
        let (_, r) = try place1(V.leaf(70, 10).frame(minWidth: -.infinity, maxWidth: 50), 5, 10)
        #expect(only(DiagnosticCode.flexFrameContradictory, at: "0", in: r))
    }

    @Test("FLEXFRAME-1 CORE-6 a negative (finite) min raises flexFrame.contradictory")
    func negativeMinWarning() throws {
        // CORE-6's table lists "a negative min" among the triggers of flexFrame.contradictory;
        // FLEXFRAME-1's own warning condition does not (−20 > 50 and 0 > 50 are false, −20 is finite).
        let (_, result) = try place1(V.leaf(70, 10).frame(minWidth: -20, maxWidth: 50), 100, 10)
        #expect(only(DiagnosticCode.flexFrameContradictory, at: "0", in: result))

    }

    @Test("FLEXFRAME-1 a NaN or +∞ min warns and nothing becomes NaN")
    func nanMin() throws {
        // min' = NaN (stays NaN), max' = 50. Step 1: NaN ≤ 50 is false → unknown.
        // C.w = clamp(100, NaN, 50) = min(max(100, NaN), 50) = 50 → rect 50 → "otherwise" → 50.
        let nanFrame = V.rect.frame(minWidth: .nan, maxWidth: 50).id("f")
        let (tree, result) = try place1(nanFrame, 100, 30)
        #expect(result.frame("f", in: tree)?.size == Size(width: 50, height: 30))
        #expect(only(DiagnosticCode.flexFrameContradictory, at: "0", in: result))
        #expect(allFinite(result))
        // A NaN min in a nested frame: path "0.0".
        let (_, nested) = try place1(V.rect.frame(minHeight: .nan).padding(2), 100, 30)
        #expect(only(DiagnosticCode.flexFrameContradictory, at: "0.0", in: nested))
        #expect(allFinite(nested))
    }

    @Test("FLEXFRAME-1 CORE-6 a +∞ min warns; the infinite final size becomes 0 for placement and output")
    func infiniteMin() throws {
        // rect.frame(minWidth: ∞).padding(2) in 100×30: min' = ∞, C.w = clamp(96, ∞, ∞) = ∞, the
        // rect answers ∞, min-only → max(min(∞, ∞), ∞) = ∞; height 26 → padding ∞ × 30.
        // CORE-6: the root's final width ∞ becomes 0 "for placement and output", so ROOT-1 centres
        // a 0-wide root: x = (100 − 0)/2 = 50. The flex frame sits at (52, 2), also 0 wide (its
        // final width is ∞ too); its child is proposed B.size = (0, 26) and is 0×26 at (52, 2).
        let body = V.rect.id("r").frame(minWidth: .infinity).id("f").padding(2).id("p")
        let (tree, result) = try place1(body, 100, 30)
        #expect(result.diagnostics.contains { $0.code == DiagnosticCode.flexFrameContradictory && $0.path == "0.0" })
        #expect(result.diagnostics.contains { $0.code == DiagnosticCode.layoutNonFiniteFinalSize && $0.path == "0" })
        #expect(result.node(labelled: "r", in: tree)?.proposal == ProposedSize(width: 0, height: 26))
        #expect(result.frame("p", in: tree) == Rect(x: 50, y: 0, width: 0, height: 30))
        #expect(result.frame("f", in: tree) == Rect(x: 52, y: 2, width: 0, height: 26))
        #expect(result.frame("r", in: tree) == Rect(x: 52, y: 2, width: 0, height: 26))
        #expect(result.node(labelled: "p", in: tree)?.displayFrame == Rect(x: 50, y: 0, width: 0, height: 30))
        #expect(allFinite(result))

    }

    // MARK: FLEXFRAME-2

    @Test("FLEXFRAME-2 min and max on both axes: the proposal is clamped without asking the child")
    func clampWithoutChild() throws {
        let body = V.leaf(500, 500).frame(minWidth: 100, maxWidth: 300, minHeight: 10, maxHeight: 20)
        #expect(try measure1(body, 390, 763) == Size(width: 300, height: 20))
        #expect(try measure1(body, 50, 5) == Size(width: 100, height: 10))
        #expect(try measure1(body, 0, 0) == Size(width: 100, height: 10))
        #expect(try measure1(body, .infinity, .infinity) == Size(width: 300, height: 20))
        // A nil proposal without ideal asks the child: clamp(500, 100, 300), clamp(500, 10, 20).
        #expect(try measure1(body, nil, nil) == Size(width: 300, height: 20))
    }

    @Test("FLEXFRAME-2 W3: Text(\"Hello world\").frame(minWidth: 100, maxWidth: 300)")
    func w3MinMax() throws {
        // Stand-in at 3×: 390 → 300, 50 → 100; height = the Text's (20.333); nil → clamp(85.333, 100, 300) = 100.
        let body = V.text("Hello world").frame(minWidth: 100, maxWidth: 300)
        let a = try measure(body, 390, 763), b = try measure(body, 50, 763), c = try measure(body, nil, nil)
        #expect(a.width == 300 && close(a.height, 61.0 / 3, 1e-9))
        #expect(b.width == 100 && close(b.height, 61.0 / 3, 1e-9))
        #expect(c.width == 100 && close(c.height, 61.0 / 3, 1e-9))
    }

    @Test("FLEXFRAME-2 a nil proposal takes the ideal; an explicit one ignores it")
    func idealForNil() throws {
        let body = V.rect.frame(idealWidth: 100, idealHeight: 40)
        #expect(try measure1(body, nil, nil) == Size(width: 100, height: 40))
        #expect(try measure1(body, 200, nil) == Size(width: 200, height: 40))
        #expect(try measure1(body, 200, 30) == Size(width: 200, height: 30))
        // Width known = ideal 60; the height asks the child with C = (clamp(60, 50, 100), nil):
        // Text at (60, nil): "ab cd" (50) / "ef" → 60 × 40.
        #expect(
            try measure1(V.text("ab cd ef").frame(minWidth: 50, idealWidth: 60, maxWidth: 100), nil, nil)
                == Size(width: 60, height: 40))
    }

    @Test("FLEXFRAME-2 only max: min(max(C, child), max); maxWidth: .infinity reports max(proposal, child)")
    func onlyMax() throws {
        #expect(try measure1(V.rect.frame(maxWidth: .infinity), 120, 30) == Size(width: 120, height: 30))
        // The child overflows: 200 > 120 → the frame is 200, more than proposed.
        #expect(try measure1(V.leaf(200, 30).frame(maxWidth: .infinity), 120, 30) == Size(width: 200, height: 30))
        // A smaller child: the frame takes the whole proposal.
        #expect(try measure1(V.leaf(50, 30).frame(maxWidth: .infinity), 120, 30) == Size(width: 120, height: 30))
        // Finite max 100: C.w = 100; min(max(100, 50), 100) = 100.
        #expect(try measure1(V.leaf(50, 30).frame(maxWidth: 100), 120, 30) == Size(width: 100, height: 30))
        // nil proposal: C.w = nil; min(max(−∞, 50), 100) = 50.
        #expect(try measure1(V.leaf(50, 30).frame(maxWidth: 100), nil, 30) == Size(width: 50, height: 30))
        // Text ideal 80 under nil → min(80, 50) = 50.
        #expect(try measure1(V.text("ab cd ef").frame(maxWidth: 50), nil, nil) == Size(width: 50, height: 20))
    }

    @Test("FLEXFRAME-2 only min: max(min(C, child), min)")
    func onlyMin() throws {
        #expect(try measure1(V.leaf(50, 30).frame(minWidth: 80), 120, 30) == Size(width: 80, height: 30))
        // C.w = clamp(60, 80, ∞) = 80; max(min(80, 50), 80) = 80.
        #expect(try measure1(V.leaf(50, 30).frame(minWidth: 80), 60, 30) == Size(width: 80, height: 30))
        // The child overflows the proposal: max(min(90, 100), 80) = 90, less than the child.
        #expect(try measure1(V.leaf(100, 30).frame(minWidth: 80), 90, 30) == Size(width: 90, height: 30))
        // nil: max(min(∞, 100), 80) = 100.
        #expect(try measure1(V.leaf(100, 30).frame(minWidth: 80), nil, 30) == Size(width: 100, height: 30))
        #expect(try measure1(V.rect.frame(minWidth: 80), 120, 30) == Size(width: 120, height: 30))
    }

    @Test("FLEXFRAME-2 an axis without min/max passes the child's size; the child may overflow the frame")
    func childOverflow() throws {
        // Leaf 500×20 in frame(minWidth: 100, maxWidth: 300) at (390, 100): width 300 (known), height
        // unknown → child at (300, 100) → 20. In the window: ((390 − 300)/2, (100 − 20)/2) = (45, 40);
        // the child centred: x = 45 + (300 − 500)/2 = −55.
        let body = V.leaf(500, 20).id("c").frame(minWidth: 100, maxWidth: 300).id("f")
        let (tree, result) = try place1(body, 390, 100)
        #expect(result.frame("f", in: tree) == Rect(x: 45, y: 40, width: 300, height: 20))
        #expect(result.frame("c", in: tree) == Rect(x: -55, y: 40, width: 500, height: 20))
        #expect(result.node(labelled: "c", in: tree)?.proposal == ProposedSize(width: 300, height: 20))
    }

    // MARK: FLEXFRAME-3

    @Test("FLEXFRAME-3 no ideal, nil placement proposal, size strictly inside (min, max) → the child is proposed nil")
    func nilChildProposal() throws {
        // Text("ab cd ef").frame(minWidth: 0, maxWidth: 100).fixedSize(): the frame is
        // clamp(80, 0, 100) × 20 = 80×20; at placement Q = (nil, nil), 0 < 80 < 100 and −∞ < 20 < ∞.
        let body = V.text("ab cd ef").id("t").frame(minWidth: 0, maxWidth: 100).id("f").fixedSize()
        let (tree, result) = try place1(body, 200, 100)
        #expect(result.frame("f", in: tree) == Rect(x: 60, y: 40, width: 80, height: 20))
        #expect(result.node(labelled: "t", in: tree)?.proposal == .unspecified)
        #expect(result.frame("t", in: tree) == Rect(x: 60, y: 40, width: 80, height: 20))
    }

    @Test("FLEXFRAME-3 with an ideal set the child is proposed the frame's size")
    func idealSetChildProposal() throws {
        // idealWidth 60: the frame is 60 × (Text at (60, nil): "ab cd" / "ef" → 40). At placement the
        // width has an ideal → 60; the height has none, Q.h nil, inside → nil.
        let body = V.text("ab cd ef").id("t").frame(minWidth: 0, idealWidth: 60, maxWidth: 100).id("f").fixedSize()
        let (tree, result) = try place1(body, 200, 100)
        #expect(result.frame("f", in: tree) == Rect(x: 70, y: 30, width: 60, height: 40))
        #expect(result.node(labelled: "t", in: tree)?.proposal == ProposedSize(width: 60, height: nil))
        #expect(result.frame("t", in: tree) == Rect(x: 70, y: 30, width: 60, height: 40))
    }

    @Test("FLEXFRAME-3 a size on a bound is not strictly inside: the child gets the frame's size")
    func boundaryChildProposal() throws {
        // minWidth 80 = the Text's ideal 80 → the width is on the bound → proposed 80.
        let body = V.text("ab cd ef").id("t").frame(minWidth: 80, maxWidth: 100).fixedSize()
        let (tree, result) = try place1(body, 200, 100)
        #expect(result.node(labelled: "t", in: tree)?.proposal == ProposedSize(width: 80, height: nil))
        // An explicit placement proposal: the child gets B.size.
        let (t2, r2) = try place1(V.rect.id("c").frame(minWidth: 0, maxWidth: 100).id("f"), 200, 50)
        #expect(r2.frame("f", in: t2) == Rect(x: 50, y: 0, width: 100, height: 50))
        #expect(r2.node(labelled: "c", in: t2)?.proposal == ProposedSize(width: 100, height: 50))
    }

    @Test("FLEXFRAME-3 the child is aligned as in FRAME-3")
    func flexAlignment() throws {
        // maxWidth/maxHeight ∞ in 100×50: the frame is 100×50, the 20×10 child goes bottom-trailing.
        let body = V.leaf(20, 10).id("c").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
            .id("f")
        let (tree, result) = try place1(body, 100, 50)
        #expect(result.frame("f", in: tree) == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(result.frame("c", in: tree) == Rect(x: 80, y: 40, width: 20, height: 10))
    }
}
