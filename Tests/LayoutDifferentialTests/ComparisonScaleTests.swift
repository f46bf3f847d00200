// ComparisonScaleTests.swift
// LayoutDifferentialTests
//
// CORE-7 as `core7` applies it (Decisions.md, "CORE-7 at large magnitudes"): the allowance grows
// with the layout's largest length, and a display frame may differ by one pixel where unrounded
// frames that differ by float noise straddle a pixel boundary. `literal` keeps the rule book's
// words: 1e-6 pt and identical display frames.

import EngineConfiguration
import LayoutCore
import LayoutDifferential
import ReferenceEngine
import Testing
import TextMeasurement

/// `HStack(spacing: spacing) { Color; Color }` in a 380×100 window at scale 3, and its
/// reference layout (node 0 the HStack, 1 and 2 the Colors).
private func stack(spacing: Double) throws -> (ViewTree, LayoutResult) {
    var builder = ViewTreeBuilder()
    let a = builder.add(.shape(ShapeSpec(shape: .color)))
    let b = builder.add(.shape(ShapeSpec(shape: .color)))
    let root = builder.add(.stack(StackSpec(axis: .horizontal, spacing: spacing)), children: [a, b])
    let tree = try builder.finish(root: root)
    let configuration = LayoutConfiguration(
        root: .window(width: 380, height: 100, scale: 3), textMeasurer: MonoMeasurer.bodyStandIn)
    return (tree, ReferenceEngine(configuration: configuration).layout(tree))
}

/// `ZStack(alignment: .outside) { Rectangle().alignmentGuide(.outside) { d in (d.height −
/// d[.leading]) * 1e15 } }` in a 100×100 window, `.outside`'s default being `d.width * 2 + 40`,
/// and its reference layout (node 0 the ZStack, 1 the guide, 2 the Rectangle).
private func guideProduct() throws -> (ViewTree, LayoutResult) {
    let outside = AlignmentKey.custom(
        CustomAlignment(name: "outside", axis: .horizontal, defaultValue: .sum(.product(.width, 2), .constant(40))))
    var builder = ViewTreeBuilder()
    let rectangle = builder.add(.shape(ShapeSpec(shape: .rectangle)))
    let guide = builder.add(
        .alignmentGuide(key: outside, value: .product(.difference(.height, .guide(.leading)), 1e15)),
        children: [rectangle])
    let root = builder.add(
        .zStack(alignment: Alignment(horizontal: HorizontalAlignment(outside), vertical: .center)), children: [guide])
    let tree = try builder.finish(root: root)
    let configuration = LayoutConfiguration(
        root: .window(width: 100, height: 100, scale: 1), textMeasurer: MonoMeasurer.bodyStandIn)
    return (tree, ReferenceEngine(configuration: configuration).layout(tree))
}

/// `Rectangle().aspectRatio(ratio, contentMode: .fit)` in a 100×100 window, and its reference layout.
private func aspect(_ ratio: Double) throws -> (ViewTree, LayoutResult) {
    var builder = ViewTreeBuilder()
    let rectangle = builder.add(.shape(ShapeSpec(shape: .rectangle)))
    let root = builder.add(.aspectRatio(ratio: ratio, contentMode: .fit), children: [rectangle])
    let tree = try builder.finish(root: root)
    let configuration = LayoutConfiguration(
        root: .window(width: 100, height: 100, scale: 1), textMeasurer: MonoMeasurer.bodyStandIn)
    return (tree, ReferenceEngine(configuration: configuration).layout(tree))
}

@Suite("LayoutComparison: allowance at large magnitudes, pixel ties")
struct ComparisonScaleTests {
    @Test("CORE-7 with spacing -5e8 a 1.3e-6 pt difference in a 380 pt width is rounding noise")
    func allowanceGrowsWithTheLayoutsScale() throws {
        let (tree, layout) = try stack(spacing: -500_000_000)
        var noisy = layout
        noisy.nodes[0].frame.size.width += 1.3e-6
        let core7 = LayoutComparison(tree: tree, layout, noisy)
        #expect(core7.scale == 500_000_000)
        #expect(core7.agrees, "\(core7.report())")
        let literal = LayoutComparison(tree: tree, layout, noisy, policy: .literal)
        #expect(literal.first?.field == .width && literal.first?.rule == "HSTACK-4")
        // Without a large constant the same difference is a disagreement under core7 too.
        let (small, smallLayout) = try stack(spacing: 8)
        var shifted = smallLayout
        shifted.nodes[0].frame.size.width += 1.3e-6
        let modest = LayoutComparison(tree: small, smallLayout, shifted)
        #expect(modest.scale == 380 + 1.3e-6)
        #expect(modest.first?.field == .width)
    }

    @Test("ROUND-2 a one-pixel display difference is accepted only over unrounded frames that differ")
    func pixelTiesNeedNoisyFrames() throws {
        let (tree, layout) = try stack(spacing: 8)
        // Unrounded x differs by 1e-7 pt (within 1e-6) and the display x by one pixel at 3×.
        var noisy = layout
        noisy.nodes[1].frame.origin.x += 1e-7
        noisy.nodes[1].displayFrame.origin.x += 1.0 / 3
        #expect(LayoutComparison(tree: tree, layout, noisy).agrees)
        let literal = LayoutComparison(tree: tree, layout, noisy, policy: .literal)
        #expect(literal.first?.field == .displayFrame && literal.first?.rule == "ROUND-2")
        // Identical unrounded frames must round identically: a one-pixel difference there is a
        // ROUND-2 disagreement.
        var rounding = layout
        rounding.nodes[1].displayFrame.origin.x += 1.0 / 3
        #expect(LayoutComparison(tree: tree, layout, rounding).first?.field == .displayFrame)
        // A size is the difference of two rounded edges: two pixels over noisy frames.
        var size = layout
        size.nodes[1].frame.size.width += 1e-7
        size.nodes[1].displayFrame.size.width += 2.0 / 3
        #expect(LayoutComparison(tree: tree, layout, size).agrees)
        size.nodes[1].displayFrame.size.width += 1.0 / 3
        #expect(LayoutComparison(tree: tree, layout, size).first?.field == .displayFrame)
        // Two pixels on an origin is never noise.
        var twoPixels = noisy
        twoPixels.nodes[1].displayFrame.origin.x += 1.0 / 3
        #expect(LayoutComparison(tree: tree, layout, twoPixels).first?.field == .displayFrame)
    }

    @Test("CORE-7 GUIDE-2 the scale counts what a guide computes: (d.height − d[.leading]) · 1e15 of 100 pt is 2e17")
    func scaleCountsExpressionValues() throws {
        let (tree, layout) = try guideProduct()
        let comparison = LayoutComparison(tree: tree, layout, layout)
        // Each read at most 100 pt (the layout's largest length): (100 + 100) · 1e15.
        #expect(comparison.scale == 2e17)
        // At 1e17 pt one unit in the last place is 16 pt: the ZStack's union of extents is 96 or
        // 100 wide depending on the order of operations, and both agree.
        var other = layout
        for index in 0..<3 {
            other.nodes[index].frame.size.width = 100
            other.nodes[index].displayFrame.size.width = 100
        }
        #expect(layout.nodes[0].frame.size.width == 96)
        #expect(LayoutComparison(tree: tree, layout, other).agrees)
        #expect(LayoutComparison(tree: tree, layout, other, policy: .literal).first?.rule == "ZSTACK-1")
    }

    @Test("CORE-7 ASPECT-1 the scale counts a ratio times the layout's lengths, either way")
    func scaleCountsAspectRatios() throws {
        let (wide, wideLayout) = try aspect(5e14)
        #expect(LayoutComparison(tree: wide, wideLayout, wideLayout).scale == 100 * 5e14)
        let (tall, tallLayout) = try aspect(1e-15)
        #expect(LayoutComparison(tree: tall, tallLayout, tallLayout).scale == 100 * (1 / 1e-15))
        // A modest ratio leaves the scale at the layout's lengths.
        let (square, squareLayout) = try aspect(2)
        #expect(LayoutComparison(tree: square, squareLayout, squareLayout).scale == 200)
    }
}
