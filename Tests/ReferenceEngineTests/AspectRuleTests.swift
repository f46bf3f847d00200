// AspectRuleTests.swift
// ReferenceEngineTests
//
// ASPECT-1/2 and degenerate ratios (CORE-6: never crash, never produce NaN). Windows are at
// scale 1 so every expected number is exact.

import EngineConfiguration
import LayoutCore
import ReferenceEngine
import Testing
import TextMeasurement

@Suite("Modifiers: ASPECT")
struct AspectRuleTests {
    // MARK: ASPECT

    @Test("ASPECT-1 an explicit ratio, .fit and .fill")
    func explicitRatio() throws {
        // r = (2, 1). (100, 100): sx 50, sy 100 → fit 50 → (100, 50); fill 100 → (200, 100).
        #expect(try measure1(V.rect.aspectRatio(2, .fit), 100, 100) == Size(width: 100, height: 50))
        #expect(try measure1(V.rect.aspectRatio(2, .fit), 100, 20) == Size(width: 40, height: 20))
        #expect(try measure1(V.rect.aspectRatio(2, .fill), 100, 100) == Size(width: 200, height: 100))
        // The child answers offered(P): a fixed leaf ignores it.
        #expect(try measure1(V.leaf(30, 30).aspectRatio(2, .fit), 100, 100) == Size(width: 30, height: 30))
    }

    @Test("ASPECT-1 nil and ∞ sides: (nil, nil) passes through; a nil side gives ∞ to its scale")
    func nilSides() throws {
        #expect(try measure1(V.rect.aspectRatio(2, .fit), nil, nil) == Size(width: 10, height: 10))
        #expect(try measure1(V.rect.aspectRatio(2, .fit), 100, nil) == Size(width: 100, height: 50))
        #expect(try measure1(V.rect.aspectRatio(2, .fit), nil, 30) == Size(width: 60, height: 30))
        #expect(try measure1(V.rect.aspectRatio(2, .fit), .infinity, 50) == Size(width: 100, height: 50))
        // Fill with a nil side → k = ∞ → (∞, ∞).
        #expect(try measure1(V.rect.aspectRatio(2, .fill), 100, nil) == Size(width: .infinity, height: .infinity))
        #expect(try measure1(V.rect.aspectRatio(2, .fill), .infinity, 50) == Size(width: .infinity, height: .infinity))
    }

    @Test("ASPECT-1 a nil ratio uses the child's ideal size")
    func childIdealRatio() throws {
        // Ideal 40×20 → r = (40, 20). (100, 100): sx 2.5, sy 5 → fit (100, 50); fill (200, 100).
        let child = V.rect.frame(idealWidth: 40, idealHeight: 20)
        #expect(try measure1(child.aspectRatio(nil, .fit), 100, 100) == Size(width: 100, height: 50))
        #expect(try measure1(child.aspectRatio(nil, .fill), 100, 100) == Size(width: 200, height: 100))
        // A plain Rectangle's ideal is 10×10 → square.
        #expect(try measure1(V.rect.aspectRatio(nil, .fit), 100, 60) == Size(width: 60, height: 60))
    }

    @Test("ASPECT-1 r.w == r.h becomes 1:1 (a 0×0 ideal gives a square, not NaN)")
    func squareRatio() throws {
        let zeroIdeal = V.rect.frame(idealWidth: 0, idealHeight: 0)
        #expect(try measure1(zeroIdeal.aspectRatio(nil, .fit), 100, 60) == Size(width: 60, height: 60))
        #expect(try measure1(zeroIdeal.aspectRatio(nil, .fill), 100, 60) == Size(width: 100, height: 100))
        #expect(try measure1(V.rect.aspectRatio(1, .fit), 100, 60) == Size(width: 60, height: 60))
    }

    @Test("ASPECT-1 a zero ratio component: P/0 = ∞, and 0/0 is avoided (→ ∞)")
    func zeroRatio() throws {
        // r = (0, 1): sx = 100/0 = ∞, sy = 50 → fit 50 → (0, 50).
        #expect(try measure1(V.rect.aspectRatio(0, .fit), 100, 50) == Size(width: 0, height: 50))
        // P.w == 0 and r.w == 0 → sx = ∞ (not 0/0).
        #expect(try measure1(V.rect.aspectRatio(0, .fit), 0, 50) == Size(width: 0, height: 50))
    }

    @Test("ASPECT-2 the child is proposed offered(Q) and centred")
    func aspectPlacement() throws {
        let (tree, result) = try place1(V.rect.id("c").aspectRatio(2, .fit).id("a"), 100, 100)
        #expect(result.frame("a", in: tree) == Rect(x: 0, y: 25, width: 100, height: 50))
        #expect(result.frame("c", in: tree) == Rect(x: 0, y: 25, width: 100, height: 50))
        #expect(result.node(labelled: "c", in: tree)?.proposal == ProposedSize(width: 100, height: 50))
        // A fixed child answers 30×30 whatever it is offered.
        let (t2, r2) = try place1(V.leaf(30, 30).id("c").aspectRatio(2, .fit).id("a"), 100, 100)
        #expect(r2.frame("a", in: t2) == Rect(x: 35, y: 35, width: 30, height: 30))
        #expect(r2.frame("c", in: t2) == Rect(x: 35, y: 35, width: 30, height: 30))
        #expect(r2.node(labelled: "c", in: t2)?.proposal == ProposedSize(width: 100, height: 50))
        // Inside a frame(80×60) at (10, 20): fit 2:1 → 80×40, centred at (10, 30).
        let (t3, r3) = try place1(V.rect.id("c").aspectRatio(2, .fit).id("a").frame(width: 80, height: 60), 100, 100)
        #expect(r3.frame("a", in: t3) == Rect(x: 10, y: 30, width: 80, height: 40))
        #expect(r3.frame("c", in: t3) == Rect(x: 10, y: 30, width: 80, height: 40))
    }

    @Test(
        "ASPECT-1 CORE-6 NaN, infinite or negative ratios: no crash, no NaN",
        arguments: [(Double.nan, ContentMode.fit), (.nan, .fill), (.infinity, .fit), (-2, .fit), (-2, .fill)])
    func invalidRatio(ratio: Double, mode: ContentMode) throws {
        let body = V.vstack(nil, spacing: nil, V.rect.aspectRatio(ratio, mode), V.leaf(10, 10))
        let (_, result) = try place1(body, 100, 50)
        #expect(sane(result))
        #expect(isSane(try measure1(V.rect.aspectRatio(ratio, mode), 100, 50)))
        #expect(isSane(try measure1(V.rect.aspectRatio(ratio, mode), nil, 50)))
    }

    @Test("ASPECT-1 CORE-6 ratios that make the root infinite (∞ fill, 0 fill): the infinite side is 0 for placement")
    func infiniteRatioResults() throws {
        // ratio ∞, .fill at (100, 50): r = (∞, 1), sx = 100/∞ = 0, sy = 50 → k = 50 → (∞, 50):
        // the rect and the root are ∞ × 50. CORE-6: width → 0 for placement and output, so the
        // root (ROOT-1) is at ((100 − 0)/2, 0) = (50, 0), 0 × 50.
        let (t1, r1) = try place1(V.rect.aspectRatio(.infinity, .fill).id("a"), 100, 50)
        #expect(r1.diagnostics.contains { $0.code == DiagnosticCode.layoutNonFiniteFinalSize && $0.path == "0" })
        // ratio 0, .fill at (100, 50): r = (0, 1), sx = ∞, sy = 50 → k = ∞ → height ∞ → the root
        // is 0 high for placement: y = (50 − 0)/2 = 25.
        let (t2, r2) = try place1(V.rect.aspectRatio(0, .fill).id("a"), 100, 50)
        #expect(r2.diagnostics.contains { $0.code == DiagnosticCode.layoutNonFiniteFinalSize && $0.path == "0" })
        #expect(r1.frame("a", in: t1) == Rect(x: 50, y: 0, width: 0, height: 50))
        let a2 = try #require(r2.frame("a", in: t2))
        #expect(a2.origin.y == 25 && a2.size.height == 0 && a2.origin.x.isFinite)

    }
}
