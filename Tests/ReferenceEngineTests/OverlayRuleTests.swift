// OverlayRuleTests.swift
// ReferenceEngineTests
//
// OVERLAY-1..3, BACKGROUND-1 and border. Windows are at scale 1 so every expected number is
// exact.

import EngineConfiguration
import LayoutCore
import ReferenceEngine
import Testing
import TextMeasurement

@Suite("Modifiers: OVERLAY, BACKGROUND")
struct OverlayRuleTests {
    // MARK: OVERLAY / BACKGROUND

    @Test("OVERLAY-1 the size is the primary's alone")
    func overlaySize() throws {
        #expect(try measure1(V.leaf(20, 10).overlay(.center, .leaf(50, 50)), 100, 100) == Size(width: 20, height: 10))
        #expect(try measure1(V.leaf(20, 10).overlay(.center, .leaf(50, 50)), nil, nil) == Size(width: 20, height: 10))
        #expect(try measure1(V.rect.overlay(.center, .leaf(500, 500)), 30, 40) == Size(width: 30, height: 40))
        #expect(
            try measure1(
                .hstack(nil, spacing: 0, V.leaf(20, 10).overlay(.center, .leaf(50, 50)), .leaf(10, 10)), 100, 100)
                == Size(width: 30, height: 10))
    }

    @Test(
        "OVERLAY-2 the secondary is proposed the primary's size and aligned on the modifier's alignment",
        arguments: [
            (Alignment.center, 25.0, 25.0), (.topLeading, 40, 45), (.bottomTrailing, 10, 5), (.top, 25, 45),
            (.trailing, 10, 25),
        ])
    func overlayPlacement(alignment: Alignment, x: Double, y: Double) throws {
        // Primary 20×10 at (40, 45) in 100×100; secondary 50×50.
        let body = V.leaf(20, 10).id("p").overlay(alignment, V.leaf(50, 50).id("s")).id("o")
        let (tree, result) = try place1(body, 100, 100)
        #expect(result.frame("o", in: tree) == Rect(x: 40, y: 45, width: 20, height: 10))
        #expect(result.frame("p", in: tree) == Rect(x: 40, y: 45, width: 20, height: 10))
        #expect(result.node(labelled: "p", in: tree)?.proposal == ProposedSize(width: 100, height: 100))
        #expect(result.frame("s", in: tree) == Rect(x: x, y: y, width: 50, height: 50))
        #expect(result.node(labelled: "s", in: tree)?.proposal == ProposedSize(width: 20, height: 10))
    }

    @Test("OVERLAY-2 a greedy or wrapping secondary takes the primary's size")
    func overlaySecondarySize() throws {
        let (t1, r1) = try place1(V.leaf(20, 10).overlay(.center, V.rect.id("s")), 100, 100)
        #expect(r1.frame("s", in: t1) == Rect(x: 40, y: 45, width: 20, height: 10))
        // Text("ab cd") proposed (30, 100) → 30 × 40, centred in the 30×100 primary at (35, 0).
        let (t2, r2) = try place1(V.leaf(30, 100).overlay(.center, V.text("ab cd").id("s")), 100, 100)
        #expect(r2.frame("s", in: t2) == Rect(x: 35, y: 30, width: 30, height: 40))
    }

    @Test("OVERLAY-3 several secondaries are each aligned on their own")
    func severalSecondaries() throws {
        let body = V.leaf(20, 10).overlay(.topTrailing, V.leaf(4, 4).id("a"), V.leaf(8, 6).id("b"))
        let (tree, result) = try place1(body, 100, 100)
        #expect(result.frame("a", in: tree) == Rect(x: 56, y: 45, width: 4, height: 4))
        #expect(result.frame("b", in: tree) == Rect(x: 52, y: 45, width: 8, height: 6))
        let centred = V.leaf(20, 10).overlay(.center, V.leaf(4, 4).id("a"), V.leaf(30, 2).id("b"))
        let (t2, r2) = try place1(centred, 100, 100)
        #expect(r2.frame("a", in: t2) == Rect(x: 48, y: 48, width: 4, height: 4))
        #expect(r2.frame("b", in: t2) == Rect(x: 35, y: 49, width: 30, height: 2))
    }

    @Test("OVERLAY-3 .border is a stroked rectangle proposed the primary's size; it fills it")
    func border() throws {
        let body = V.leaf(20, 10).id("p").border("red", width: 2).id("b")
        let (tree, result) = try place1(body, 100, 100)
        #expect(result.frame("b", in: tree) == Rect(x: 40, y: 45, width: 20, height: 10))
        let borderIndex = try #require(tree.nodes.firstIndex { $0.label == "b" })
        let stroke = try #require(tree.nodes[borderIndex].children.dropFirst().first)
        #expect(result[stroke].frame == Rect(x: 40, y: 45, width: 20, height: 10))
        #expect(result[stroke].proposal == ProposedSize(width: 20, height: 10))
        #expect(try measure1(V.leaf(20, 10).border(), nil, nil) == Size(width: 20, height: 10))
    }

    @Test("BACKGROUND-1 size = primary; the secondary is aligned the same way as an overlay")
    func background() throws {
        #expect(
            try measure1(V.leaf(20, 10).background(.center, .leaf(50, 50)), 100, 100) == Size(width: 20, height: 10))
        let body = V.leaf(20, 10).id("p").background(.bottomLeading, V.leaf(50, 50).id("s")).id("bg")
        let (tree, result) = try place1(body, 100, 100)
        #expect(result.frame("bg", in: tree) == Rect(x: 40, y: 45, width: 20, height: 10))
        #expect(result.frame("p", in: tree) == Rect(x: 40, y: 45, width: 20, height: 10))
        #expect(result.frame("s", in: tree) == Rect(x: 40, y: 5, width: 50, height: 50))
        // .background(Color) fills B.size.
        let (t2, r2) = try place1(V.leaf(20, 10).background(.center, V.color("blue").id("c")), 100, 100)
        #expect(r2.frame("c", in: t2) == Rect(x: 40, y: 45, width: 20, height: 10))
        #expect(r2.node(labelled: "c", in: t2)?.proposal == ProposedSize(width: 20, height: 10))
    }
}
