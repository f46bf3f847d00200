// LargeMagnitudeTests.swift
// ConstraintEngineTests
//
// Trees whose layout passes through magnitudes of 1e9 pt and cancels back to small values
// (CORE-7, CORE-9): a stack spacing of ±1e9, a window 1e9 pt tall. `3e9 + 1/3 − 3e9` is 1/3
// only within about 1e-7 in floating point, in the spec's order and in GLPK's LU solve alike,
// and the two differ. Each tree below is a case the differential fuzzer shrank, on which `exact`
// once failed with "every row holds at the forward values: GLPK's tolerances on this model's
// magnitudes". They now lay out in `exact` and `per-container` as the reference engine does
// (ConstraintEncoding.md, "Rounding room"); `lp-only` lays them out too (its water-filling
// disagreement is expected); `milp` still refuses magnitudes above 1e6 pt.

import ConstraintEngine
import DifferentialTestSupport
import EngineConfiguration
import LayoutCore
import LayoutSource
import Testing

@Suite("Constraint engine: large magnitudes that cancel")
struct LargeMagnitudeTests {
    /// A labelled node's expected layout frame.
    struct Expected {
        var label: String
        var x, y, width, height: Double
    }

    /// Lays `source` out with the reference engine and, in `exact` and `per-container`, with
    /// the constraint engine; expects agreement under CORE-7 and each expected frame within
    /// CORE-7's tolerance in the `exact` layout. `lp-only` must lay the tree out. Returns the
    /// tree and its `exact` layout.
    @discardableResult
    static func check(
        _ source: String, width: Double, height: Double, scale: Double, _ expected: [Expected],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (tree: ViewTree, result: LayoutResult) {
        let tree = try parse(source)
        let config = window(width, height, scale: scale)
        for mode in [ConstraintMode.exact, .perContainer] {
            crossChecked(tree, config, mode: mode, sourceLocation: sourceLocation)
        }
        let result = try ConstraintEngine(configuration: config).layout(tree).result
        for e in expected {
            let f = labelled(result, e.label, in: tree)
            #expect(
                near(f.origin.x, e.x) && near(f.origin.y, e.y) && near(f.size.width, e.width)
                    && near(f.size.height, e.height),
                "\(e.label): \(f)", sourceLocation: sourceLocation)
        }
        #expect(throws: Never.self, sourceLocation: sourceLocation) {
            try ConstraintEngine(configuration: config, mode: .lpOnly).layout(tree)
        }
        return (tree, result)
    }

    /// CORE-7's tolerance: 1e-6 pt, or 1e-12 of the magnitude beyond 1e6 pt.
    static func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= max(1e-6, 1e-12 * max(abs(a), abs(b))) }

    @Test("HSTACK-3 HStack(spacing: 1e9) { Rectangle Spacer Divider Spacer }: the Divider's 1/3 pt is left from 3e9")
    func spacedHStack() throws {
        let (tree, result) = try Self.check(
            """
            HStack(spacing: 1000000000) {
                Rectangle().id("rect")
                Spacer().id("spacer")
                Divider().id("divider")
                Spacer()
            }
            .frame(minWidth: nil)
            .id("frame")
            """, width: 100, height: 100, scale: 3,
            [
                Expected(label: "frame", x: -1_499_999_958.1666665, y: 0, width: 3_000_000_016.333333, height: 100),
                Expected(label: "rect", x: -1_499_999_958.1666665, y: 0, width: 0, height: 100),
                Expected(label: "spacer", x: -499_999_958.1666665, y: 50, width: 8, height: 0),
                Expected(label: "divider", x: 500_000_049.8333335, y: 0, width: 1.0 / 3, height: 100),
            ])
        // The Divider is proposed half of what is left after 3e9 pt: 1/3 in exact arithmetic,
        // 0.33333301544189453 in IEEE order. That value is taken from IEEE order, as the
        // reference engine computes it, not from GLPK's evaluation (0.3333334922790527).
        #expect(result.node(labelled: "divider", in: tree)?.proposal?.width == 0.16666650772094727)
        #expect(result.diagnostics.isEmpty)
    }

    @Test(
        "LAYOUTPROTO-2 FlowLayout { HStack(spacing: -1e9) { Rectangle Divider Rectangle } }: the stack is 1.2e-7 wide")
    func negativelySpacedHStackInFlowLayout() throws {
        try Self.check(
            """
            FlowLayout(spacing: 2.5) {
                HStack(spacing: -1000000000) {
                    Rectangle().id("first")
                    Divider().id("divider")
                    Rectangle().id("last")
                }
                .id("stack")
            }
            """, width: 100, height: 100, scale: 3,
            [
                Expected(label: "stack", x: 0, y: 45, width: 1.1920928955078125e-07, height: 10),
                Expected(label: "first", x: 0, y: 45, width: 999_999_999.8333334, height: 10),
                Expected(label: "divider", x: -0.16666662693023682, y: 45, width: 1.0 / 3, height: 10),
                Expected(label: "last", x: -999_999_999.8333333, y: 45, width: 999_999_999.8333334, height: 10),
            ])
    }

    @Test("HSTACK-4 ZStack { VStack(spacing: -1e9) { … } ; Rectangle 763 tall }: the VStack is 763 pt up to rounding")
    func negativelySpacedVStackInZStack() throws {
        try Self.check(
            """
            ZStack {
                VStack(spacing: -1000000000) {
                    Rectangle().id("top")
                    Divider()
                    Text("H").id("text")
                    Rectangle()
                    Spacer()
                    Rectangle().id("bottom")
                }
                .id("stack")
                Rectangle()
                    .frame(height: 763)
            }
            .id("zstack")
            """, width: 100, height: 763, scale: 3,
            [
                // 763 plus the rounding of five 1e9 gaps, in IEEE order.
                Expected(label: "zstack", x: 0, y: -3.5762786865234375e-07, width: 100, height: 763.0000007152557),
                Expected(label: "stack", x: 0, y: -3.5762786865234375e-07, width: 100, height: 763.0000019073486),
                Expected(label: "top", x: 0, y: -3.5762786865234375e-07, width: 100, height: 1_666_666_911.444445),
                Expected(label: "text", x: 46, y: -333_333_088.2222221, width: 8, height: 20.333333333333332),
                Expected(
                    label: "bottom", x: 0, y: -1_666_666_148.4444437, width: 100, height: 1_666_666_911.4444451),
            ])
    }

    @Test("LAYOUTPROTO-2 FlowLayout { VStack(spacing: -3814697265) { Rectangle Text } }: the stack is -1.6e-7 tall")
    func negativelySpacedVStackInFlowLayout() throws {
        try Self.check(
            """
            FlowLayout(spacing: -5) {
                VStack(spacing: -3814697265) {
                    Rectangle().id("rect")
                    Text("H").id("text")
                }
                .id("stack")
            }
            """, width: 100, height: 100, scale: 3,
            [
                // The custom layout reads the VStack's height as IEEE order leaves it, -1.6e-7
                // (0 in exact arithmetic): its input is certified at that value.
                Expected(label: "stack", x: 0, y: 50, width: 10, height: -1.5894572058527956e-07),
                Expected(label: "rect", x: 0, y: 50, width: 10, height: 3_814_697_244.6666665),
                Expected(label: "text", x: 1, y: 29.666666507720947, width: 8, height: 20.333333333333332),
            ])
    }

    @Test("HSTACK-3 VStack(spacing: -1e9) of stacks and custom leaves in 100×760: 760 pt tall up to rounding")
    func negativelySpacedVStackOfStacks() throws {
        try Self.check(
            """
            VStack(spacing: -1000000000) {
                Spacer()
                HStack {
                    CustomLeaf(width: 0, height: 50).id("leaf")
                    Rectangle()
                }
                .id("row")
                VStack {
                    Rectangle()
                    Rectangle()
                    Rectangle()
                    CustomLeaf(minWidth: 200, idealWidth: 65, maxWidth: 0.5, minHeight: 390, idealHeight: 44.25, maxHeight: .infinity).id("capped")
                }
                VStack {
                    Rectangle()
                    Rectangle()
                    Rectangle().id("third")
                }
            }
            .id("stack")
            """, width: 100, height: 760, scale: 1,
            [
                Expected(label: "stack", x: 0, y: -5.960464477539063e-08, width: 100, height: 760.0000001192093),
                Expected(label: "row", x: 0, y: -999_999_992, width: 100, height: 1_000_000_250.6666667),
                Expected(label: "leaf", x: 0, y: -499_999_891.6666666, width: 0, height: 50),
                Expected(label: "capped", x: 49.75, y: -249_999_547.33333325, width: 0.5, height: 250_000_056.66666666),
                Expected(label: "third", x: 0, y: -333_332_651.5555556, width: 100, height: 333_333_411.5555556),
            ])
    }

    @Test("HSTACK-3 VStack of Spacers and Rectangles in a 1e9 pt tall window: 199999990.2 pt per Rectangle")
    func billionPointWindow() throws {
        try Self.check(
            """
            VStack(spacing: 0) {
                Spacer(minLength: 0)
                Rectangle().id("first")
                Rectangle()
                Spacer().id("spacer")
                Spacer()
                Spacer()
                Rectangle()
                Spacer(minLength: 1e-07)
                Spacer()
                Spacer()
                Spacer()
                Rectangle()
                Rectangle()
                Divider().id("divider")
            }
            .id("stack")
            """, width: 100, height: 1_000_000_000, scale: 1,
            [
                Expected(label: "stack", x: 0, y: 0, width: 100, height: 1_000_000_000),
                Expected(label: "first", x: 0, y: 0, width: 100, height: 199_999_990.2),
                Expected(label: "spacer", x: 50, y: 399_999_980.4, width: 0, height: 8),
                Expected(label: "divider", x: 0, y: 999_999_999, width: 100, height: 1),
            ])
    }

    @Test("FIXEDSIZE-1 FlowLayout(spacing: 1e6) { ZStack { HStack(spacing: 5e8) { … } }.fixedSize() }")
    func fixedSizeHStackInFlowLayout() throws {
        try Self.check(
            """
            FlowLayout(spacing: 1000000) {
                ZStack {
                    HStack(spacing: 500000000) {
                        Rectangle()
                        Text("Hi").id("text")
                        Spacer().id("spacer")
                    }
                    .id("stack")
                    FlowLayout(spacing: 8) {}
                }
                .fixedSize()
                .id("fixed")
            }
            """, width: 100, height: 100, scale: 3,
            [
                Expected(
                    label: "fixed", x: 0, y: 39.833333333333336, width: 1_000_000_033.6666667,
                    height: 20.333333333333332),
                Expected(
                    label: "text", x: 500_000_012.8333334, y: 39.833333333333336, width: 12.833333373069763,
                    height: 20.333333333333332),
                Expected(label: "spacer", x: 1_000_000_025.6666667, y: 50, width: 8, height: 0),
            ])
    }

    @Test("milp still refuses a layout beyond 1e6 pt with a typed error")
    func milpRefusesLargeMagnitudes() throws {
        let tree = try parse("HStack(spacing: 1000000000) { Rectangle(); Spacer(); Divider(); Spacer() }")
        #expect {
            try ConstraintEngine(configuration: window(100, 100, scale: 3), mode: .milp).layout(tree)
        } throws: { error in
            guard case ConstraintEngineError.magnitudeBeyondMILPLimit = error else { return false }
            return true
        }
    }
}
