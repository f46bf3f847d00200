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
}
