// EqualShareGroupTests.swift
// ConstraintEngineTests
//
// Equal-share groups in `exact` (ConstraintEncoding.md, "Equal-share groups in exact"): an
// HSTACK-3 priority group of uncapped clamp-like leaves is written as one level
// λ = max(avail / n, 0) instead of the greedy chain. Both give the same shares there, so the
// layout must equal the reference engine's; groups that do not qualify keep the greedy chain
// (`equalShareGroups == 0`).

import ConstraintEngine
import DifferentialTestSupport
import EngineConfiguration
import LayoutCore
import LinearProgramming
import ReferenceEngine
import TestTiers
import Testing

@Suite("HSTACK-3 equal-share groups in exact mode")
struct EqualShareGroupTests {
    /// Lays `source` out with both engines in a `width` × `height` window; expects CORE-7
    /// agreement (display frames identical); returns the constraint layout.
    static func agreeing(
        _ source: String, width: Double, height: Double, scale: Double = 3,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (ConstraintLayout, ViewTree) {
        let tree = try parse(source)
        let config = LayoutConfiguration(
            root: .window(width: width, height: height, scale: scale), textMeasurer: bodyMono)
        let reference = ReferenceEngine(configuration: config).layout(tree)
        let layout = try ConstraintEngine(configuration: config).layout(tree)
        expectAgreement(tree, reference, layout.result, source, sourceLocation: sourceLocation)
        #expect(layout.solves.allSatisfy { $0.status == "optimal" }, sourceLocation: sourceLocation)
        return (layout, tree)
    }

    @Test("HSTACK-3 equal-share group: three Rectangles in 300 pt share λ = 100")
    func threeRectangles() throws {
        let (layout, tree) = try Self.agreeing(
            """
            HStack(spacing: 0) { Rectangle().id("a"); Rectangle().id("b"); Rectangle().id("c") }
            """, width: 300, height: 200)
        #expect(layout.equalShareGroups >= 1)
        #expect(frame(layout.result, "a", in: tree) == Rect(x: 0, y: 0, width: 100, height: 200))
        #expect(frame(layout.result, "b", in: tree) == Rect(x: 100, y: 0, width: 100, height: 200))
        #expect(frame(layout.result, "c", in: tree) == Rect(x: 200, y: 0, width: 100, height: 200))
        #expect(layout.result.node(labelled: "b", in: tree)?.proposal == ProposedSize(width: 100, height: 200))
    }

    @Test(
        "HSTACK-3 / LEAF-SHAPE-1/2 equal-share group: Rectangle, Color and an uncapped Circle in a VStack-proposed height"
    )
    func mixedClampLikeLeaves() throws {
        let (layout, tree) = try Self.agreeing(
            """
            VStack(spacing: 0) {
                HStack(spacing: 0) { Rectangle().id("r"); Color.red.id("c"); Circle().id("o") }
                Color.blue.frame(height: 100)
            }
            """, width: 300, height: 400)
        #expect(layout.equalShareGroups >= 1)
        // The VStack proposes 300 × 300 to the HStack (the fixed 100 pt frame is sized first).
        #expect(frame(layout.result, "r", in: tree) == Rect(x: 0, y: 0, width: 100, height: 300))
        #expect(frame(layout.result, "c", in: tree) == Rect(x: 100, y: 0, width: 100, height: 300))
        #expect(frame(layout.result, "o", in: tree) == Rect(x: 200, y: 100, width: 100, height: 100))
        // The model has the level variable and no greedy chain for that group.
        let program = try ConstraintEngine(
            configuration: LayoutConfiguration(
                root: .window(width: 300, height: 400, scale: 3),
                textMeasurer: bodyMono)
        ).program(for: tree)
        #expect(program.variables.contains { $0.name?.contains("level") == true })
    }

    @Test(
        "HSTACK-3 CORE-7 equal-share group only when greedy's shares are λ bit for bit: 284/3 is not, the chain is written"
    )
    func nonRepresentableLevel() throws {
        // λ = 284 / 3 = 94.66666666666667, but greedy's second share is 189.33333333333331 / 2 =
        // 94.66666666666666: the greedy chain is written, and the proposals equal the reference's.
        let (layout, tree) = try Self.agreeing(
            "HStack { Capsule().id(\"a\"); Ellipse().id(\"b\"); RoundedRectangle(cornerRadius: 4).id(\"c\") }",
            width: 300, height: 50)
        #expect(layout.equalShareGroups == 0)
        let level = 284.0 / 3
        let second = (284 - level) / 2
        #expect(level != second)
        let a = layout.result.node(labelled: "a", in: tree)?.proposal
        let b = layout.result.node(labelled: "b", in: tree)?.proposal
        #expect(a == ProposedSize(width: level, height: 50))
        #expect(b == ProposedSize(width: second, height: 50))
        // Two members always qualify: a / 2 and a − a / 2 are the same number.
        let (pair, _) = try Self.agreeing("HStack { Capsule(); Ellipse() }", width: 301, height: 50)
        #expect(pair.equalShareGroups >= 1)
    }

    @Test("HSTACK-3 equal-share group does not apply to a group with a Text (TEXT-4 is not a clamp of the proposal)")
    func textIsNotClampLike() throws {
        let (layout, _) = try Self.agreeing(
            "HStack(spacing: 0) { Rectangle(); Text(\"Hello world\"); Color.red }",
            width: 300, height: 200)
        #expect(layout.equalShareGroups == 0)
    }

    @Test(
        "HSTACK-3 equal-share group does not apply when a Circle is capped by its cross size (LEAF-SHAPE-2): greedy 50 + 250"
    )
    func cappedCircleFallsBack() throws {
        let (layout, tree) = try Self.agreeing(
            "HStack(spacing: 0) { Rectangle().id(\"r\"); Circle().id(\"o\") }",
            width: 300, height: 50)
        #expect(layout.equalShareGroups == 0)
        // Circle is less flexible (50 < ∞), so it goes first: proposed 150, answers 50; the
        // Rectangle is proposed the remaining 250. Water-filling would propose both 150.
        #expect(frame(layout.result, "o", in: tree)?.size == Size(width: 50, height: 50))
        #expect(frame(layout.result, "r", in: tree)?.size == Size(width: 250, height: 50))
        #expect(layout.result.node(labelled: "o", in: tree)?.proposal == ProposedSize(width: 150, height: 50))
    }

    @Test("HSTACK-3 equal-share group does not apply to frames, Spacer() (SPACER-2, v = 8) or Divider (DIVIDER-1)")
    func otherKindsFallBack() throws {
        for source in [
            "HStack(spacing: 0) { Rectangle(); Color.red.frame(maxWidth: 10) }",
            "HStack(spacing: 0) { Text(\"a\"); Spacer(); Spacer() }",
            "HStack(spacing: 0) { Rectangle(); Divider() }",
            "HStack(spacing: 0) { Rectangle(); Image(\"photo\") }",
        ] {
            let (layout, _) = try Self.agreeing(source, width: 300, height: 200)
            #expect(layout.equalShareGroups == 0, "\(source)")
        }
    }

    @Test(
        "VSTACK (HSTACK-3 on the vertical axis) equal-share group: Color, resizable Image and a Spacer(minLength: 0) group after a Text"
    )
    func verticalStack() throws {
        let (layout, tree) = try Self.agreeing(
            """
            VStack(spacing: 0) {
                Color.red.id("c")
                Image("photo").resizable().id("i")
                Rectangle().id("r")
            }
            """, width: 200, height: 300)
        #expect(layout.equalShareGroups >= 1)
        #expect(frame(layout.result, "c", in: tree) == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(frame(layout.result, "i", in: tree) == Rect(x: 0, y: 100, width: 200, height: 100))
        #expect(frame(layout.result, "r", in: tree) == Rect(x: 0, y: 200, width: 200, height: 100))

        // Two Spacer(minLength: 0) form the last priority group (SPACER-3) and split what the
        // Text leaves; the Text's own group has one member and keeps the greedy row.
        let (spacers, spacerTree) = try Self.agreeing(
            """
            VStack(spacing: 0) { Text("Hi").id("t"); Spacer(minLength: 0).id("s1"); Spacer(minLength: 0).id("s2") }
            """, width: 200, height: 300)
        #expect(spacers.equalShareGroups >= 1)
        let s1 = try #require(frame(spacers.result, "s1", in: spacerTree))
        let s2 = try #require(frame(spacers.result, "s2", in: spacerTree))
        let text = try #require(frame(spacers.result, "t", in: spacerTree))
        #expect(abs(s1.size.height - s2.size.height) < 1e-9)
        #expect(abs(text.size.height + s1.size.height + s2.size.height - 300) < 1e-9)
    }

    @Test("HSTACK-3 equal-share groups are `exact` only: lp-only and per-container report 0 groups")
    func otherModes() throws {
        let tree = try parse("HStack(spacing: 0) { Rectangle(); Color.red; Circle() }")
        let config = configuration(width: 300, height: 200)
        for mode in [ConstraintMode.lpOnly, .perContainer] {
            #expect(try ConstraintEngine(configuration: config, mode: mode).layout(tree).equalShareGroups == 0)
        }
        #expect(try ConstraintEngine(configuration: config).layout(tree).equalShareGroups >= 1)
    }

    /// Random stacks of clamp-like leaves (sometimes beside non-qualifying siblings, nested, with
    /// awkward sizes, spacings and scales): the level's last-bit differences from the greedy
    /// chain must never change a frame beyond 1e-6 pt or any display frame.
    @Test(
        "HSTACK-3 equal-share group: random clamp-like groups agree with the reference engine, display frames included",
        arguments: 0..<4)
    func randomGroups(seed: Int) throws {
        try Self.checkRandomGroups(seed: seed)
    }

    /// 40 random stacks of clamp-like leaves from `seed`, laid out by both engines.
    static func checkRandomGroups(seed: Int) throws {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 12345
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        func pick<T>(_ items: [T]) -> T { items[next(items.count)] }
        let members = [
            "Rectangle()", "Color.red", "Circle()", "Capsule()", "Ellipse()",
            "RoundedRectangle(cornerRadius: 4)", "Image(\"p\").resizable()", "Spacer(minLength: 0)",
        ]
        let others = [
            "Text(\"Hello world\")", "Color.blue.frame(width: 30)", "Spacer()", "Circle().frame(height: 20)",
            "Rectangle().layoutPriority(1)", "Divider()",
        ]
        let sizes: [Double] = [
            0, 1, 10, 99.5, 100, 0.3333333333333333, 301, 375.25, 142.85714285714286,
            12345.678, 1000000.1, 7, 65.3,
        ]
        let spacings = ["", "spacing: 0", "spacing: 1", "spacing: 2.5", "spacing: 0.3333333333333333", "spacing: 8"]
        func stack() -> String {
            var children = (0..<(2 + next(5))).map { _ in pick(members) }
            if next(3) == 0 { children.insert(pick(others), at: next(children.count + 1)) }
            return "\(pick(["HStack", "VStack"]))(\(pick(spacings))) { \(children.joined(separator: "; ")) }"
        }
        var used = 0
        for _ in 0..<40 {
            let source =
                next(3) == 0 ? "\(pick(["HStack", "VStack"]))(\(pick(spacings))) { \(stack()); \(stack()) }" : stack()
            let (layout, _) = try Self.agreeing(
                source, width: pick(sizes), height: pick(sizes), scale: Double(1 + next(3)))
            used += layout.equalShareGroups
        }
        #expect(used > 0)
    }
}

@Suite("HSTACK-3 equal-share groups in exact mode, long run", .tags(.stress), .stressTier)
struct EqualShareGroupStressTests {
    @Test(
        "HSTACK-3 equal-share group: random clamp-like groups agree with the reference engine, display frames included",
        arguments: 4..<16)
    func randomGroups(seed: Int) throws {
        try EqualShareGroupTests.checkRandomGroups(seed: seed)
    }
}
