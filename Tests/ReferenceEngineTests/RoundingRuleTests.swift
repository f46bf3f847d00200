// RoundingRuleTests.swift
// ReferenceEngineTests
//
// ROUND-1..3: layout values are never rounded (except Text metrics); display frames are
// rounded to the pixel grid per corner (nearest, ties toward +∞), widths from the rounded corners.

import EngineConfiguration
import LayoutCore
import ReferenceEngine
import Testing

/// Exact comparison up to 1e-9 (display values are multiples of 1/scale).
private func same(_ r: Rect?, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Bool {
    matches(r, x, y, w, h, tolerance: 1e-9)
}

@Suite("Pixel rounding: ROUND-1..3")
struct RoundingRuleTests {
    // MARK: ROUND-1

    @Test("ROUND-1 layout frames keep off-grid values; display frames are rounded")
    func layoutNotRounded() throws {
        // frame(width: 33.3, height: 10) in 100×100 at 3×: x = (100 − 33.3)/2 = 33.35, y = 45.
        let (tree, result) = try place(V.rect.frame(width: 33.3, height: 10).id("f"), 100, 100, scale: 3)
        let f = try #require(result.node(labelled: "f", in: tree))
        #expect(same(f.frame, 33.35, 45, 33.3, 10))
        // Display: x0 100.05 px → 100 → 33.333; x1 = 66.65 → 199.95 px → 200 → 66.667; w = 100 px.
        #expect(same(f.displayFrame, 100.0 / 3, 45, 100.0 / 3, 10))
    }

    @Test("ROUND-1 a GeometryReader's size (proxy.size) is not rounded")
    func geometryReaderNotRounded() throws {
        let (tree, result) = try place(V.geometryReader().id("g").frame(width: 33.3, height: 10.1), 100, 100, scale: 3)
        #expect(result.frame("g", in: tree)?.size == Size(width: 33.3, height: 10.1))
    }

    @Test("ROUND-1 Text metrics are ceiled (TEXT-2) but a Text's origin is not rounded")
    func textException() throws {
        // HStack(spacing: 0.25) { leaf 0.1×10; Text("Hello world") } at the origin (nil proposal), 3×.
        // Text: x = 0.1 + 0.25 = 0.35, size 256/3 × 61/3 (ceiled from 85.333325 × 20.333333).
        let body = V.hstack(nil, spacing: 0.25, V.leaf(0.1, 10), V.text("Hello world").id("t"))
        let (tree, result) = try place(body, nil, nil, scale: 3)
        let t = try #require(result.node(labelled: "t", in: tree))
        #expect(same(t.frame, 0.35, 0, 256.0 / 3, 61.0 / 3))
        // Display: x0 1.05 px → 1; x1 = 85.68333 → 257.05 px → 257; w = 256 px.
        #expect(same(t.displayFrame, 1.0 / 3, 0, 256.0 / 3, 61.0 / 3))
    }

    // MARK: ROUND-2

    @Test("ROUND-2 exact half-pixel ties round up at 3×: 44.5 → 44.667 and 362.5 → 362.667")
    func tiesUp() throws {
        // Leaf 11×11 in 100×100: (44.5, 44.5) = 133.5 px → 134; x1 55.5 = 166.5 px → 167.
        let (t1, r1) = try place(V.leaf(11, 11).id("l"), 100, 100, scale: 3)
        let l = try #require(r1.node(labelled: "l", in: t1))
        #expect(same(l.frame, 44.5, 44.5, 11, 11))
        #expect(same(l.displayFrame, 134.0 / 3, 134.0 / 3, 11, 11))
        // iPhone: a 100×132 leaf at y = 47 + (763 − 132)/2 = 362.5 → 362.667; maxY 494.5 → 494.667.
        let (t2, r2) = try layout(V.leaf(100, 132).id("l"))
        let l2 = try #require(r2.node(labelled: "l", in: t2))
        #expect(same(l2.frame, 145, 362.5, 100, 132))
        #expect(same(l2.displayFrame, 145, 1088.0 / 3, 100, 132))
    }

    @Test("ROUND-2 ties go toward +∞ also for negative coordinates")
    func negativeTies() throws {
        // Leaf 11×11 at (44.5, 44.5) drawn 50 pt to the left: x0 = −5.5 → −16.5 px → −16 → −5.333;
        // x1 = 5.5 → 16.5 px → 17 → 5.667; w = 33 px = 11.
        let (tree, result) = try place(V.leaf(11, 11).id("l").offset(x: -50, y: 0), 100, 100, scale: 3)
        let l = try #require(result.node(labelled: "l", in: tree))
        #expect(same(l.frame, 44.5, 44.5, 11, 11))
        #expect(same(l.displayFrame, -16.0 / 3, 134.0 / 3, 11, 11))
    }

    @Test("ROUND-2 nearest pixel per corner; the width comes from the rounded corners")
    func cornersThenWidth() throws {
        // x = 0.1 → 0.3 px → 0; x1 = 10.1 → 30.3 px → 30.
        let (t1, r1) = try place(V.leaf(10, 10).id("l").padding(leading: 0.1), nil, nil, scale: 3)
        #expect(same(r1.node(labelled: "l", in: t1)?.displayFrame, 0, 0, 10, 10))
        // x = 0.2 → 0.6 px → 1; x1 = 10.2 → 30.6 px → 31.
        let (t2, r2) = try place(V.leaf(10, 10).id("l").padding(leading: 0.2), nil, nil, scale: 3)
        #expect(same(r2.node(labelled: "l", in: t2)?.displayFrame, 1.0 / 3, 0, 10, 10))
        // Width 10.2 at x = 0.2: x0 0.6 px → 1, x1 10.4 = 31.2 px → 31 → w = 30 px = 10,
        // although the width alone (30.6 px) would round to 31 px.
        let (t3, r3) = try place(V.leaf(10.2, 10).id("l").padding(leading: 0.2), nil, nil, scale: 3)
        #expect(same(r3.node(labelled: "l", in: t3)?.displayFrame, 1.0 / 3, 0, 10, 10))
    }

    @Test("ROUND-2 a tie hidden by float noise still rounds up (1 + 19/6 = 4.166666666666666 → 4.333)")
    func tieSnap() throws {
        // The leaf sits at 1 + 19/6 = 4.166666666666666 in Double; /(1/3) = 12.499999999999998,
        // within 1e-6 of 12.5 → snapped → 13 px. x1 = 14.1666… = 42.5 px → 43 px.
        let body = V.leaf(10, 10).id("l").padding(leading: 19.0 / 6).padding(leading: 1)
        let (tree, result) = try place(body, nil, nil, scale: 3)
        let l = try #require(result.node(labelled: "l", in: tree))
        #expect(close(l.frame.origin.x, 1 + 19.0 / 6, 1e-12))
        #expect(same(l.displayFrame, 13.0 / 3, 0, 10, 10))
    }

    @Test("ROUND-2 at scale 1: equal layout widths may differ by a pixel; adjacent views share edges")
    func scaleOne() throws {
        // HStack(spacing: 0) of three 10.5-wide leaves at the origin: x = 0, 10.5, 21.
        let body = V.hstack(
            nil, spacing: 0, V.leaf(10.5, 10).id("a"), V.leaf(10.5, 10).id("b"), V.leaf(10.5, 10).id("c"))
        let (tree, result) = try place(body, nil, nil, scale: 1)
        #expect(same(result.frame("b", in: tree), 10.5, 0, 10.5, 10))
        #expect(result.node(labelled: "a", in: tree)?.displayFrame == Rect(x: 0, y: 0, width: 11, height: 10))
        #expect(result.node(labelled: "b", in: tree)?.displayFrame == Rect(x: 11, y: 0, width: 10, height: 10))
        #expect(result.node(labelled: "c", in: tree)?.displayFrame == Rect(x: 21, y: 0, width: 11, height: 10))
    }

    @Test("ROUND-2 at scale 2: half-point grid, ties up")
    func scaleTwo() throws {
        // x = 0.25 → 0.5 px → 1 → 0.5; x1 = 10.25 → 20.5 px → 21 → 10.5.
        let (t1, r1) = try place(V.leaf(10, 10).id("l").padding(leading: 0.25), nil, nil, scale: 2)
        #expect(r1.node(labelled: "l", in: t1)?.displayFrame == Rect(x: 0.5, y: 0, width: 10, height: 10))
        // x = 0.2 → 0.4 px → 0; x1 = 10.2 → 20.4 px → 20.
        let (t2, r2) = try place(V.leaf(10, 10).id("l").padding(leading: 0.2), nil, nil, scale: 2)
        #expect(r2.node(labelled: "l", in: t2)?.displayFrame == Rect(x: 0, y: 0, width: 10, height: 10))
        // x = 0.75 → 1.5 px → 2 → 1; x1 = 10.75 → 21.5 px → 22 → 11.
        let (t3, r3) = try place(V.leaf(10, 10).id("l").padding(leading: 0.75), nil, nil, scale: 2)
        #expect(r3.node(labelled: "l", in: t3)?.displayFrame == Rect(x: 1, y: 0, width: 10, height: 10))
    }

    @Test("ROUND-2 a negative-size frame (negative padding) is standardised before rounding")
    func standardised() throws {
        // leaf 4×4 padded by −5: −6 × −6, at (100 + 6)/2 = 53. Display: x0 = 53 − 6 = 47, w = 6.
        let (t1, r1) = try place(V.leaf(4, 4).id("l").padding(-5).id("p"), 100, 100, scale: 1)
        let p = try #require(r1.node(labelled: "p", in: t1))
        #expect(p.frame == Rect(x: 53, y: 53, width: -6, height: -6))
        #expect(p.displayFrame == Rect(x: 47, y: 47, width: 6, height: 6))
        #expect(r1.frame("l", in: t1) == Rect(x: 48, y: 48, width: 4, height: 4))
        // At 3× with −5.05: −6.1 × −6.1 at 53.05. Standardised x0 = 46.95 (140.85 px → 141),
        // x1 = 53.05 (159.15 px → 159) → (47, 47, 6, 6).
        let (t2, r2) = try place(V.leaf(4, 4).padding(-5.05).id("p"), 100, 100, scale: 3)
        let p2 = try #require(r2.node(labelled: "p", in: t2))
        #expect(matches(p2.frame, 53.05, 53.05, -6.1, -6.1, tolerance: 1e-9))
        #expect(same(p2.displayFrame, 47, 47, 6, 6))
    }

    // MARK: ROUND-3

    @Test("ROUND-3 the iPhone profile's default scale is 3")
    func defaultScale() throws {
        #expect(RootEnvironment.iPhone13Pro.scale == 3)
        #expect(LayoutConfiguration().root.scale == 3)
        let (tree, result) = try layout(V.leaf(11, 11).id("l"))
        #expect(result.scale == 3)
        // x = (390 − 11)/2 = 189.5 → 568.5 px → 569 → 189.667; y = 47 + 376 = 423.
        let l = try #require(result.node(labelled: "l", in: tree))
        #expect(same(l.frame, 189.5, 423, 11, 11))
        #expect(same(l.displayFrame, 569.0 / 3, 423, 11, 11))
    }

    @Test("ROUND-3 equal layout widths may differ by one pixel at 3×")
    func onePixelApart() throws {
        // Two 10.5-wide leaves: [0, 10.5] → [0, 32 px] = 10.667; [10.5, 21] → [32, 63 px] = 10.333.
        let body = V.hstack(nil, spacing: 0, V.leaf(10.5, 10).id("a"), V.leaf(10.5, 10).id("b"))
        let (tree, result) = try place(body, nil, nil, scale: 3)
        #expect(same(result.node(labelled: "a", in: tree)?.displayFrame, 0, 0, 32.0 / 3, 10))
        #expect(same(result.node(labelled: "b", in: tree)?.displayFrame, 32.0 / 3, 0, 31.0 / 3, 10))
    }
}
