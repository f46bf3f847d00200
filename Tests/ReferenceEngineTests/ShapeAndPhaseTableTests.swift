// ShapeAndPhaseTableTests.swift
// ReferenceEngineTests
//
// LEAF-SHAPE-2/3, SPACER-3, CORE-3 (ideal sizes) and the PROPOSAL-4 phase table.

import LayoutCore
import ReferenceEngine
import Testing

@Suite("Shapes, spacer priority, ideal sizes, phase table")
struct ShapeAndPhaseTableTests {
    @Test("LEAF-SHAPE-2 Circle is the square of the smaller side; its ideal is 10×10")
    func circle() throws {
        #expect(try measure(.circle, 100, 50) == Size(width: 50, height: 50))
        #expect(try measure(.circle, 30, nil) == Size(width: 10, height: 10))
        #expect(try measure(.circle, nil, nil) == Size(width: 10, height: 10))
        #expect(try measure(.circle, .infinity, 40) == Size(width: 40, height: 40))
        let (tree, result) = try place(V.circle.id("c"), 100, 50, scale: 1)
        #expect(result.frame("c", in: tree) == Rect(x: 25, y: 0, width: 50, height: 50))
    }

    @Test("LEAF-SHAPE-3 shapes are generic for spacing (8 apart) and use default guides")
    func shapeSpacingAndGuides() throws {
        let body = V.hstack(
            .bottom, spacing: nil, V.rect.frame(width: 10, height: 30), V.circle.frame(width: 10, height: 10).id("c"))
        #expect(try measure(body, 100, 100) == Size(width: 28, height: 30))
        let (tree, result) = try place(body, 28, 30, scale: 1)
        #expect(result.frame("c", in: tree) == Rect(x: 18, y: 20, width: 10, height: 10))
    }

    @Test("SPACER-3 a Spacer is sized last (priority −∞); an explicit layoutPriority overrides it")
    func spacerPriority() throws {
        let last = V.hstack(nil, spacing: 0, V.spacer().id("s"), V.rect.id("r"))
        let (t1, r1) = try place(last, 100, 10, scale: 1)
        #expect(r1.frame("r", in: t1)?.size.width == 92)
        #expect(r1.frame("s", in: t1)?.size.width == 8)
        let first = V.hstack(nil, spacing: 0, V.spacer().priority(1).id("s"), V.rect.id("r"))
        let (t2, r2) = try place(first, 100, 10, scale: 1)
        #expect(r2.frame("s", in: t2)?.size.width == 100)
        #expect(r2.frame("r", in: t2)?.size.width == 0)
    }

    @Test("CORE-3 the ideal size is the answer to (nil, nil); per axis, to nil on that axis")
    func idealSize() throws {
        #expect(try measure(.text("Hello world"), nil, nil) == Size(width: 256.0 / 3, height: 61.0 / 3))
        // Ideal width at a fixed height: still one line.
        #expect(try measure(.text("Hello world"), nil, 100) == Size(width: 256.0 / 3, height: 61.0 / 3))
        #expect(try measure(.rect, nil, 50) == Size(width: 10, height: 50))
        #expect(try measure(V.rect.frame(idealWidth: 40), nil, 50) == Size(width: 40, height: 50))
    }

    @Test(
        "PROPOSAL-4 placement proposals: frame, fixedSize, padding, overlay, position, ZStack, GeometryReader, ScrollView"
    )
    func phaseTable() throws {
        let leaf = V.rect
        let cases: [(V, ProposedSize)] = [
            (leaf.id("c").frame(width: 40), ProposedSize(width: 40, height: 100)), // (w ?? Q.w, h ?? Q.h)
            (leaf.id("c").fixedSize(horizontal: true, vertical: false), ProposedSize(width: nil, height: 100)),
            (leaf.id("c").padding(top: 5, leading: 10), ProposedSize(width: 190, height: 95)), // Q − insets
            (V.leaf(20, 20).overlay(.center, leaf.id("c")), ProposedSize(width: 20, height: 20)), // secondary: B.size
            (leaf.id("c").position(x: 0, y: 0), ProposedSize(width: 200, height: 100)), // B.size
            (V.zstack(.center, V.leaf(30, 30), leaf.id("c")), ProposedSize(width: 200, height: 100)), // B.size
            (V.geometryReader(leaf.id("c")), ProposedSize(width: 200, height: 100)), // B.size
            (V.scroll(.vertical, leaf.id("c")), ProposedSize(width: 200, height: nil)), // nil on the scroll axis
        ]
        for (body, expected) in cases {
            let (tree, result) = try place(body, 200, 100, scale: 1)
            #expect(result.node(labelled: "c", in: tree)?.proposal == expected)
        }
    }
}
