// StackRuleTests.swift
// ReferenceEngineTests
//
// HSTACK-1..6, SPACING-1..4, SPACER-1..5, PRIORITY-1/2, DIVIDER-1.

import EngineConfiguration
import LayoutCore
import ReferenceEngine
import Testing

@Suite("HStack / VStack, spacing, spacers, priority")
struct StackRuleTests {
    @Test("HSTACK-1 an empty stack is 0×0; SPACING-1 generic children are 8 apart")
    func setup() throws {
        #expect(try measure(.hstack(), 100, 100) == .zero)
        #expect(try measure(.vstack(), nil, nil) == .zero)
        #expect(
            try measure(.hstack(nil, spacing: nil, .leaf(10, 10), .leaf(10, 20)), 100, 100)
                == Size(width: 28, height: 20))
        #expect(
            try measure(.vstack(nil, spacing: 3, .leaf(10, 10), .leaf(10, 20)), 100, 100) == Size(width: 10, height: 33)
        )
    }

    @Test("HSTACK-2 less flexible children are sized first: Text gets half, Rectangle the rest")
    func flexibilityOrder() throws {
        let (tree, result) = try place(.hstack(nil, spacing: 0, V.text("Hello world").id("t"), V.rect.id("r")), 100, 50)
        #expect(matches(result.frame("t", in: tree), 0, 4.667, 50, 40.667))
        #expect(matches(result.frame("r", in: tree), 50, 0, 50, 50))
    }

    @Test("HSTACK-2 two infinitely flexible children: the larger minimum goes first")
    func largerMinimumFirst() throws {
        let body = V.hstack(nil, spacing: 0, V.rect.frame(minWidth: 30).id("a"), V.rect.frame(minWidth: 60).id("b"))
        let (tree, result) = try place(body, 100, 10)
        #expect(result.frame("a", in: tree)?.size.width == 40)
        #expect(result.frame("b", in: tree)?.size.width == 60)
        #expect(result.frame("b", in: tree)?.origin.x == 40)
    }

    @Test("HSTACK-3 greedy split: maxWidth 100 beside minWidth 100 in 150 gives 75 + 100 (overflow)")
    func greedyNotWaterFilling() throws {
        let body = V.hstack(nil, spacing: 0, V.rect.frame(maxWidth: 100).id("a"), V.rect.frame(minWidth: 100).id("b"))
            .id("s")
        #expect(try measure(body, 150, 10) == Size(width: 175, height: 10))
        let (tree, result) = try place(body, 150, 10)
        #expect(result.frame("a", in: tree)?.size.width == 75)
        #expect(result.frame("b", in: tree)?.size.width == 100)
        #expect(result.frame("s", in: tree)?.origin.x == -12.5)
    }

    @Test("HSTACK-3 CORE-7 shares in IEEE order: 56 / 3 leaves 7.1e-15 pt, and a Text proposed that is one line")
    func ieeeOrderShares() throws {
        // The priority-1 column is proposed 84 − 8 − 18 = 58 (the Spacer column's minimum 18 is
        // reserved); its three Rectangles split 56 as 18.666666666666668, 18.666666666666664,
        // 18.666666666666664, so it answers 57.99999999999999, not 58. The Spacer column takes its
        // 18 and the row is proposed the 7.1e-15 left: its Text is then one 21 pt line (TEXT-4),
        // where a proposal of 0 would give 0×0. The outer stack is 105 tall.
        let column = V.vstack(nil, spacing: 1, V.rect.id("r1"), V.rect.id("r2"), V.rect.id("r3")).priority(1)
        let body = V.vstack(
            nil, spacing: nil, V.hstack(nil, spacing: nil, V.rect, V.text("L")).id("row"), column.id("column"),
            V.vstack(nil, spacing: 10, V.spacer(), V.rect)
        ).id("s")
        let (tree, result) = try layout(body, root: window(100, 84))
        #expect(result.frame("r1", in: tree)?.size.height == 56.0 / 3)
        #expect(result.frame("r2", in: tree)?.size.height == (56 - 56.0 / 3) / 2)
        #expect(result.frame("column", in: tree)?.size.height == 57.99999999999999)
        #expect(
            result.node(labelled: "row", in: tree)?.proposal == ProposedSize(width: 100, height: 58 - 57.99999999999999)
        )
        #expect(result.frame("row", in: tree)?.size.height == 21)
        #expect(result.frame("s", in: tree)?.size.height == 105)
    }

    @Test("HSTACK-3 PRIORITY-1 a higher layoutPriority is sized first with the others' minimum reserved")
    func priorityGroups() throws {
        let body = V.hstack(nil, spacing: 0, V.text("Hello world").priority(1).id("t"), V.rect.id("r"))
        let (tree, result) = try place(body, 100, 50)
        #expect(matches(result.frame("t", in: tree), 0, 14.833, 85.333, 20.333))
        #expect(matches(result.frame("r", in: tree), 85.333, 0, 14.667, 50))
    }

    @Test("PRIORITY-1 priority survives later modifiers; the outermost wins; it does not leave a container")
    func priorityTrait() throws {
        let survive = V.hstack(nil, spacing: 0, V.text("Hello world").priority(1).padding(0).id("t"), V.rect)
        let (t1, r1) = try place(survive, 100, 50)
        #expect(close(r1.frame("t", in: t1)?.size.width ?? 0, 85.333))
        let outermost = V.hstack(
            nil, spacing: 0, V.text("Hello world").priority(1).priority(-1).id("t"), V.rect.priority(0))
        let (t2, r2) = try place(outermost, 100, 50)
        #expect(close(r2.frame("t", in: t2)?.size.width ?? 0, 0) || (r2.frame("t", in: t2)?.size.width ?? 0) < 1)
        let inner = V.hstack(
            nil, spacing: 0, V.vstack(nil, spacing: nil, V.text("Hello world").priority(1)).id("v"), V.rect)
        let (t3, r3) = try place(inner, 100, 50)
        #expect(r3.frame("v", in: t3)?.size.width == 50)
    }

    @Test("HSTACK-3 SPACER-5 an overflowing stack still gives the Spacer its minimum 8")
    func spacerReserve() throws {
        let body = V.hstack(nil, spacing: nil, V.leaf(100, 10), V.spacer().id("s"), V.leaf(100, 10)).id("h")
        let (tree, result) = try place(body, 150, 10)
        #expect(result.frame("s", in: tree) == Rect(x: 71, y: 5, width: 8, height: 0))
        #expect(result.frame("h", in: tree)?.size.width == 208)
        #expect(result.node(labelled: "s", in: tree)?.proposal == ProposedSize(width: 0, height: 10))
        #expect(
            try measure(.hstack(nil, spacing: nil, .leaf(100, 10), .spacer(0), .leaf(100, 10)), 150, 10).width == 200)
    }

    @Test("HSTACK-3 minor axis: children aligned on the stack's guide; the range starts at [0, 0]")
    func minorAlignment() throws {
        for (alignment, ys) in [(AlignmentKey.top, [0.0, 0.0]), (.bottom, [20, 0]), (.verticalCenter, [10, 0])] {
            let (tree, result) = try place(
                .hstack(alignment, spacing: 0, V.leaf(10, 20).id("a"), V.leaf(10, 40).id("b")).id("h"), 20, 40)
            #expect(result.frame("a", in: tree)?.origin.y == ys[0])
            #expect(result.frame("b", in: tree)?.origin.y == ys[1])
            #expect(result.frame("h", in: tree)?.size == Size(width: 20, height: 40))
        }
        let pushed = V.hstack(.top, spacing: 0, V.leaf(10, 10).guide(.top, 20).id("a"))
        #expect(try measure(pushed, 100, 100) == Size(width: 10, height: 20))
    }

    @Test("HSTACK-4 sizeThatFits with a nil major axis uses each child's ideal")
    func idealMajor() throws {
        #expect(
            try measure(.hstack(nil, spacing: nil, V.rect, V.text("Hello world")), nil, nil)
                == Size(width: 10 + 8 + 85.33333333333333, height: 20.333333333333332))
    }

    @Test("HSTACK-5 placement turns a nil minor proposal into the stack's own minor size")
    func placementMinor() throws {
        let body = V.vstack(nil, spacing: 0, V.leaf(120, 10), V.rect.id("r")).fixedSize(
            horizontal: false, vertical: true)
        let (tree, result) = try place(body, 300, 300, scale: 1)
        let r = try #require(result.node(labelled: "r", in: tree))
        #expect(r.proposal == ProposedSize(width: 300, height: nil))
        #expect(r.frame.size == Size(width: 300, height: 10))
        let fixed = V.vstack(nil, spacing: 0, V.leaf(120, 10), V.rect.id("r")).fixedSize()
        let (t2, r2) = try place(fixed, 300, 300, scale: 1)
        #expect(r2.node(labelled: "r", in: t2)?.proposal == ProposedSize(width: 120, height: nil))
    }

    @Test(
        "HSTACK-6 the cache changes no result; a leaf 100 levels deep in stacks and frames is measured at most 4 times")
    func caching() throws {
        var body = V.text("Hello world").id("leaf")
        for level in 0..<100 {
            switch level % 4 {
            case 0: body = .hstack(nil, spacing: nil, body)
            case 1: body = body.frame(width: 300, height: 200)
            case 2: body = .vstack(nil, spacing: nil, body)
            default: body = body.frame(width: 250)
            }
        }
        let tree = try ViewLowering.lower(body)
        let config = LayoutConfiguration(textMeasurer: mono)
        let (_, statistics) = ReferenceEngine(configuration: config).layoutWithStatistics(tree)
        // Without the cache the work is exponential in depth, so compare on a shallow tree.
        let shallow = try ViewLowering.lower(
            .vstack(
                nil, spacing: nil,
                .hstack(nil, spacing: nil, V.text("Hello world").frame(maxWidth: 60), V.rect, V.spacer()).padding(3),
                .zstack(.center, V.text("Hi").priority(1), V.rect.frame(minWidth: 20))))
        #expect(
            ReferenceEngine(configuration: config).layout(shallow)
                == ReferenceEngine(configuration: config, cachesMeasurements: false).layout(shallow))
        let leaf = try #require(tree.nodes.firstIndex { $0.label == "leaf" })
        #expect(statistics.sizeEvaluations[leaf] <= 4)
        #expect(statistics.sizeEvaluations.allSatisfy { $0 <= 8 })
    }

    @Test("SPACING-3 SPACER-4 a Spacer's neighbours sit at distance 0; explicit spacing applies to Spacers too")
    func spacerSpacing() throws {
        let (t1, r1) = try place(
            .hstack(nil, spacing: nil, V.leaf(10, 10), V.spacer(0).id("s"), V.leaf(10, 10).id("b")), 100, 10, scale: 1)
        #expect(r1.frame("s", in: t1) == Rect(x: 10, y: 5, width: 80, height: 0))
        #expect(r1.frame("b", in: t1)?.origin.x == 90)
        let (t2, r2) = try place(
            .hstack(nil, spacing: 5, V.leaf(10, 10), V.spacer(0).id("s"), V.leaf(10, 10)), 100, 10, scale: 1)
        #expect(r2.frame("s", in: t2) == Rect(x: 15, y: 5, width: 70, height: 0))
    }

    @Test("SPACING-4 frames reset fixed axes to generic; padding resets padded edges; fixedSize keeps the child's")
    func spacingPropagation() throws {
        func gap(_ middle: V) throws -> Double {
            let (tree, result) = try place(
                .hstack(nil, spacing: nil, V.leaf(10, 10).id("a"), middle, V.leaf(10, 10).id("b")), 1000, 10, scale: 1)
            let a = try #require(result.frame("a", in: tree)), b = try #require(result.frame("b", in: tree))
            return b.origin.x - a.maxX
        }
        // A Spacer in a fixed frame keeps its zero edges (content is a Spacer): 0 + 20 + 0.
        #expect(try gap(V.spacer().frame(width: 20)) == 20)
        // A stack ending with a Spacer exposes its zero edge: 8 + (20) + 0.
        #expect(try gap(V.hstack(nil, spacing: 0, V.leaf(20, 10), V.spacer(0)).fixedSize()) == 28)
        // Padding resets the padded edges to generic: 8 + 2 + 8 (spacer minLength 0, padded by 1).
        #expect(try gap(V.spacer(0).padding(1).fixedSize()) == 18)
        // position is generic on all edges.
        #expect(try gap(V.leaf(4, 4).position(x: 2, y: 2)) >= 16)
    }

    @Test("SPACER-1 SPACER-2 orientation: horizontal in an HStack, vertical in a VStack, both in a ZStack")
    func spacerOrientation() throws {
        #expect(try measure(.hstack(nil, spacing: nil, .spacer()), 100, 50) == Size(width: 100, height: 0))
        #expect(try measure(.vstack(nil, spacing: nil, .spacer()), 100, 50) == Size(width: 0, height: 50))
        #expect(try measure(.zstack(.center, .spacer()), 100, 50) == Size(width: 100, height: 50))
        #expect(try measure(.hstack(nil, spacing: nil, V.spacer().padding(2)), 100, 50) == Size(width: 100, height: 4))
        #expect(
            try measure(.hstack(nil, spacing: nil, .zstack(.center, .spacer())), 100, 50)
                == Size(width: 100, height: 50))
        #expect(try measure(.hstack(nil, spacing: nil, .spacer(20)), nil, nil) == Size(width: 20, height: 0))
        #expect(try measure(.spacer(), nil, nil) == Size(width: 8, height: 8))
    }

    @Test("SPACER-2 CORE-6 a negative minLength is treated as 0 with a warning")
    func negativeSpacer() throws {
        let (_, result) = try place(.hstack(nil, spacing: nil, .spacer(-5)), nil, 10)
        #expect(result.diagnostics.map(\.code) == [DiagnosticCode.spacerNegativeMinLength])
        #expect(result.nodes[1].frame.size == Size(width: 0, height: 0))
    }

    @Test("DIVIDER-1 one pixel thick: vertical in an HStack, horizontal elsewhere")
    func divider() throws {
        #expect(try measure(.hstack(nil, spacing: nil, .divider), 100, 50) == Size(width: 1.0 / 3, height: 50))
        #expect(try measure(.vstack(nil, spacing: nil, .divider), 100, 50) == Size(width: 100, height: 1.0 / 3))
        #expect(try measure(.divider, nil, nil, scale: 2) == Size(width: 10, height: 0.5))
    }
}

@Suite("Spacing edges of invalid or computed dimensions")
struct SpacingEdgeValueTests {
    static func secondFrame(_ wrap: (V) -> V) throws -> Rect? {
        let inner = V.hstack(nil, spacing: nil, V.spacer(), V.color("blue").frame(width: 10, height: 10))
        let body = V.hstack(nil, spacing: nil, V.color("red").frame(width: 10, height: 10), wrap(inner).id("second"))
        let (tree, result) = try place(body, 300, 100, scale: 1)
        return result.frame("second", in: tree)
    }

    @Test("SPACING-4 FRAME-1 a frame width made nil by FRAME-1 keeps the child's zero edge (gap 0)")
    func invalidFrameWidth() throws {
        let frame = try Self.secondFrame { $0.modifier(.frame(width: .constant(-5), height: nil, alignment: .center)) }
        #expect(frame?.origin.x == 10 && frame?.size.width == 290)
        let valid = try Self.secondFrame { $0.frame(width: 200) }
        #expect(valid?.origin.x == 59) // 218 wide, centred at 41: 41 + 10 + 8
    }

    @Test("SPACING-4 a padding inset is compared with 0 by value: 8 − 8 keeps the zero edge")
    func zeroValuedInset() throws {
        let insets = EdgeInsets(top: 0, leading: .difference(8, 8), bottom: 0, trailing: 0)
        let frame = try Self.secondFrame { $0.modifier(.padding(insets)) }
        #expect(frame?.origin.x == 10 && frame?.size.width == 290)
        let padded = try Self.secondFrame { $0.padding(top: 0, leading: 1, bottom: 0, trailing: 0) }
        #expect(padded?.origin.x == 18)
    }
}

@Test("HSTACK-6 flexible frames and padding re-propose final sizes: a leaf 100 levels deep is measured 116 times")
func measurementsInFlexibleChain() throws {
    var body = V.text("Hello world").id("leaf")
    for level in 0..<100 {
        switch level % 4 {
        case 0: body = .hstack(nil, spacing: nil, body)
        case 1: body = body.frame(maxWidth: 300)
        case 2: body = .vstack(nil, spacing: nil, body)
        default: body = body.padding(1)
        }
    }
    let tree = try ViewLowering.lower(body)
    let (_, statistics) = ReferenceEngine(configuration: LayoutConfiguration(textMeasurer: mono)).layoutWithStatistics(
        tree)
    let leaf = try #require(tree.nodes.firstIndex { $0.label == "leaf" })
    // Every one of these is a distinct proposal the rules make (HSTACK-5, FLEXFRAME-3); the
    // cache cannot merge them. Documentation/Decisions.md quotes this number.
    #expect(statistics.sizeEvaluations[leaf] == 116)
}
