// NonFiniteRuleTests.swift
// ReferenceEngineTests
//
// The rule-book amendments for non-finite values, through both engines (each implements them
// separately; `crossChecked` expects them to agree): NaN priorities (HSTACK-2/3, ZSTACK-1), CORE-11's min and
// max over NaN, HSTACK-7's `avail`, ZSTACK-4's negative extents, ASPECT-3's sanitised `offered`
// proposal in placement, and text metrics that would divide by a zero or NaN line height
// (TEXT-2/4, CORE-6).

import DifferentialTestSupport
import EngineConfiguration
import LayoutCore
import LayoutDSL
import ReferenceEngine
import Testing
import TextMeasurement

/// Lays out `tree` with both engines in a `w`×`h` window at the origin (CORE-7 agreement
/// expected); returns the reference engine's result.
func nfLayout(
    _ tree: ViewTree, _ w: Double?, _ h: Double?, scale: Double = 1,
    measurer: any TextMeasurer = MonoMeasurer(advance: 10, lineHeight: 20)
) -> LayoutResult {
    let configuration = LayoutConfiguration(root: .window(width: w, height: h, scale: scale), textMeasurer: measurer)
    return crossChecked(tree, configuration)
}

/// The layout frame of the node labelled `label` as (x, y, w, h), or nil.
func nfFrame(_ result: LayoutResult, _ label: String, in tree: ViewTree) -> [Double]? {
    guard let f = result.node(labelled: label, in: tree)?.frame else { return nil }
    return [f.origin.x, f.origin.y, f.size.width, f.size.height]
}

@Suite("Non-finite values")
struct NonFiniteRuleTests {
    // MARK: NaN priorities

    @Test("HSTACK-3 a NaN layoutPriority terminates: the only child gets the whole width")
    func nanPriorityAlone() throws {
        let tree = try ViewTree { HStack { Color.red.layoutPriority(.nan).id("red") } }
        let result = nfLayout(tree, 100, 50)
        #expect(nfFrame(result, "red", in: tree) == [0, 0, 100, 50])
    }

    @Test("HSTACK-2/3 NaN priorities form one group: two NaN children share 92 as 46 + 46")
    func nanPrioritiesShareOneGroup() throws {
        let tree = try ViewTree {
            HStack {
                Color.red.layoutPriority(.nan).id("a")
                Color.blue.layoutPriority(.nan).id("b")
            }
        }
        let result = nfLayout(tree, 100, 50)
        #expect(nfFrame(result, "a", in: tree) == [0, 0, 46, 50])
        #expect(nfFrame(result, "b", in: tree) == [54, 0, 46, 50])
    }

    @Test("HSTACK-2 a NaN priority compares false with a number: declaration order decides the groups")
    func nanPriorityAgainstNumber() throws {
        let tree = try ViewTree {
            HStack {
                Color.red.layoutPriority(.nan).id("a")
                Color.blue.layoutPriority(1).id("b")
            }
        }
        let result = nfLayout(tree, 100, 50)
        // Sorted order (a, b): a's group is first and reserves b's minimum 0, so a takes 92.
        #expect(nfFrame(result, "a", in: tree) == [0, 0, 92, 50])
        #expect(nfFrame(result, "b", in: tree) == [100, 0, 0, 50])
    }

    @Test("CORE-11 ZSTACK-1 the top priority ignores a NaN priority: a 20×20 child sizes the ZStack")
    func zStackNaNPriority() throws {
        let tree = try ViewTree {
            ZStack {
                Color.red.layoutPriority(.nan).id("red")
                Color.blue.frame(width: 20, height: 20).id("blue")
            }
            .id("z")
        }
        let result = nfLayout(tree, 100, 100)
        #expect(nfFrame(result, "z", in: tree) == [40, 40, 20, 20])
        // ZSTACK-2: every child is proposed the final 20×20.
        #expect(nfFrame(result, "red", in: tree) == [40, 40, 20, 20])
        // Every priority NaN: the NaN children are the top priority (PriorityRule.same).
        let allNaN = try ViewTree {
            ZStack { Color.red.frame(width: 30, height: 30).layoutPriority(.nan) }.id("z")
        }
        #expect(nfFrame(nfLayout(allNaN, 100, 100), "z", in: allNaN) == [35, 35, 30, 30])
    }

    // MARK: Non-finite stack spacing

    @Test(
        "CORE-10 SPACING-3 a NaN or ∞ stack spacing built in code is 0 with value.invalid: 50 + 50 in 100",
        arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteStackSpacing(spacing: Double) throws {
        let tree = try ViewTree {
            HStack(spacing: spacing) {
                Color.red.id("a"); Color.blue.id("b")
            }
        }
        let result = nfLayout(tree, 100, 50)
        #expect(nfFrame(result, "a", in: tree) == [0, 0, 50, 50])
        #expect(nfFrame(result, "b", in: tree) == [50, 0, 50, 50])
        #expect(result.diagnostics.map(\.code) == [DiagnosticCode.invalidValue])
    }

    // MARK: Measurer answers

    @Test("TEXT-1 CORE-6 a measurer answering ∞ widths: each width is 0 with value.invalid; Text(\"ab\") is 0×20")
    func infiniteMeasurerWidth() throws {
        let tree = try ViewTree { Text("ab").id("t") }
        let result = nfLayout(tree, 100, 50, measurer: MonoMeasurer(advance: .infinity, lineHeight: 20))
        #expect(nfFrame(result, "t", in: tree) == [50, 15, 0, 20])
        #expect(result.diagnostics.contains { $0.code == DiagnosticCode.invalidValue })
    }

    @Test("TEXT-1 CORE-6 a measurer answering a negative line height: 0 with value.invalid; Text(\"ab\") is 20×0")
    func negativeMeasurerLineHeight() throws {
        let tree = try ViewTree { Text("ab").id("t") }
        let result = nfLayout(tree, 100, 50, measurer: MonoMeasurer(advance: 10, lineHeight: -20))
        #expect(nfFrame(result, "t", in: tree) == [40, 25, 20, 0])
        #expect(result.diagnostics.contains { $0.code == DiagnosticCode.invalidValue })
    }

    // MARK: CORE-11

    @Test("CORE-11 FLEXFRAME-1 a NaN min becomes 0, so an ideal width of 5 is kept (not NaN)")
    func flexFrameNaNMinimum() throws {
        let tree = try ViewTree {
            Color.red.frame(minWidth: .nan, idealWidth: 5).fixedSize().id("f")
        }
        let result = nfLayout(tree, 100, 50)
        #expect(nfFrame(result, "f", in: tree) == [47.5, 20, 5, 10])
    }

    // MARK: HSTACK-7

    @Test("HSTACK-7 the rule book's ScrollView example: 0 tall at y = 25; placement splits 8 + 42")
    func hstack7ScrollViewExample() throws {
        let tree = try ViewTree {
            ScrollView(.horizontal) {
                VStack {
                    Spacer().aspectRatio(2, contentMode: .fill).id("spacer")
                    Color.red.id("red")
                }
                .id("column")
            }
            .id("scroll")
        }
        let result = nfLayout(tree, 100, 50)
        #expect(nfFrame(result, "scroll", in: tree) == [0, 25, 100, 0])
        #expect(nfFrame(result, "red", in: tree) == [0, 33, 10, 42])
        #expect(nfFrame(result, "spacer", in: tree)?[3] == 8)
        #expect(result.diagnostics.contains { $0.code == DiagnosticCode.layoutNonFiniteFinalSize })
    }

    // MARK: ZSTACK-4

    @Test("ZSTACK-4 a −10×−10 child: the ZStack is 0×0 and the child sits at its origin")
    func zStackNegativeChild() throws {
        let tree = try ViewTree {
            ZStack { Color.red.frame(width: 10, height: 10).padding(-10).id("child") }.id("z")
        }
        let result = nfLayout(tree, 100, 100)
        #expect(nfFrame(result, "z", in: tree) == [50, 50, 0, 0])
        #expect(nfFrame(result, "child", in: tree) == [50, 50, -10, -10])
    }

    @Test("ZSTACK-4 a negative child keeps its near edge: with a 20×20 sibling the ZStack is 20×20")
    func zStackNegativeBesidePositive() throws {
        let tree = try ViewTree {
            ZStack {
                Color.blue.frame(width: 20, height: 20).id("blue")
                Color.red.frame(width: 10, height: 10).padding(-10).id("red")
            }
            .id("z")
        }
        let result = nfLayout(tree, 100, 100)
        #expect(nfFrame(result, "z", in: tree) == [40, 40, 20, 20])
        #expect(nfFrame(result, "blue", in: tree) == [40, 40, 20, 20])
        // Centres: blue's is 10, red's −5; OpenSwiftUI places red at max(10, −5) − (−5) = 15.
        #expect(nfFrame(result, "red", in: tree) == [55, 55, -10, -10])
    }

    @Test("ZSTACK-4 a stack made negative by its spacing: HStack(spacing: -100) of two 10×10 is −80 wide, the ZStack 0")
    func zStackNegativeSpacingChild() throws {
        let tree = try ViewTree {
            ZStack {
                HStack(spacing: -100) {
                    Color.red.frame(width: 10, height: 10).id("red")
                    Color.blue.frame(width: 10, height: 10).id("blue")
                }
                .id("row")
            }
            .id("z")
        }
        let result = nfLayout(tree, 100, 100)
        // The row's centre is −40: U.origin.x = 40 with no far edge, so the ZStack is 0×10 at x 50.
        #expect(nfFrame(result, "z", in: tree) == [50, 45, 0, 10])
        #expect(nfFrame(result, "row", in: tree) == [50, 45, -80, 10])
        #expect(nfFrame(result, "red", in: tree) == [50, 45, 10, 10])
        #expect(nfFrame(result, "blue", in: tree) == [-40, 45, 10, 10])
    }

    @Test("ZSTACK-4 HStack(spacing: -950) { Divider(); Text(\"\") } at 100×100: the ZStack is 0×100 at x 50")
    func zStackNegativeSpacingDivider() throws {
        let tree = try ViewTree {
            ZStack {
                HStack(spacing: -950) {
                    Divider()
                    Text("")
                }
                .id("row")
            }
            .id("z")
        }
        let result = nfLayout(tree, 100, 100)
        // The Divider is 1 pt thick at scale 1: the row is 1 − 950 + 0 = −949 wide.
        #expect(nfFrame(result, "z", in: tree) == [50, 0, 0, 100])
        #expect(nfFrame(result, "row", in: tree) == [50, 0, -949, 100])
    }

    // MARK: ASPECT-3

    @Test("ASPECT-3 PROPOSAL-3 aspectRatio(0) offers (NaN, ∞) in placement: the child receives (nil, ∞)")
    func aspectZeroPlacement() throws {
        let tree = try ViewTree {
            ScrollView {
                HStack { Color.red.id("red") }.id("row").aspectRatio(0, contentMode: .fit)
            }
        }
        let result = nfLayout(tree, 100, 50)
        let row = try #require(result.node(labelled: "row", in: tree))
        #expect(row.proposal == ProposedSize(width: nil, height: .infinity))
        let red = try #require(result.node(labelled: "red", in: tree))
        #expect(red.proposal == ProposedSize(width: nil, height: .infinity))
        // Proposed (nil, ∞), the Color is its ideal 10 wide (a NaN major share would give 0).
        #expect(red.frame.size.width == 10)
    }

    @Test("ASPECT-3 the rule book's offered(P): ratio 0 fit (100, 50) → (0, 50); ratio −2 fit (100, 50) → (100, 0)")
    func aspectDegenerateOffers() throws {
        for (ratio, expected) in [(0.0, ProposedSize(width: 0, height: 50)), (-2, ProposedSize(width: 100, height: 0))]
        {
            let tree = try ViewTree { Color.red.id("c").aspectRatio(ratio, contentMode: .fit) }
            let c = try #require(nfLayout(tree, 100, 50).node(labelled: "c", in: tree))
            #expect(c.proposal == expected)
        }
        // Ratio 0, fit, (100, nil): k = ∞, so (0 · ∞, 1 · ∞) = (NaN, ∞) → (nil, ∞).
        let tree = try ViewTree { ScrollView { Color.red.id("c").aspectRatio(0, contentMode: .fit) } }
        let c = try #require(nfLayout(tree, 100, 50).node(labelled: "c", in: tree))
        #expect(c.proposal == ProposedSize(width: nil, height: .infinity))
    }

    @Test("ASPECT-3 CORE-10 the rule book's Spacer().scaledToFill() example: Spacer at x −∞, Text 0×0 at x +∞")
    func aspectSpacerFill() throws {
        let tree = try ViewTree {
            HStack {
                Spacer().id("spacer").scaledToFill().id("aspect")
                Text("b").id("text")
            }
        }
        let result = nfLayout(tree, 100, 50)
        let aspect = try #require(result.node(labelled: "aspect", in: tree))
        #expect(aspect.proposal == ProposedSize(width: 0, height: 50))
        let spacer = try #require(result.node(labelled: "spacer", in: tree))
        #expect(spacer.proposal == ProposedSize(width: .infinity, height: nil))
        #expect(spacer.frame.size.width == 0) // ∞, reported as 0 (CORE-6)
        // ASPECT-2 centres the ∞ answer in the aspect node's 0: x = (0 − ∞) / 2 = −∞ (CORE-10).
        #expect(spacer.frame.origin.x == -.infinity)
        let text = try #require(result.node(labelled: "text", in: tree))
        #expect(text.proposal == ProposedSize(width: 0, height: 50))
        #expect(text.frame.size == Size(width: 0, height: 0))
        // The HStack places the Text after the aspect node's ∞ width: x = +∞ (CORE-10).
        #expect(text.frame.origin.x == .infinity)
        #expect(
            warnings(result, DiagnosticCode.valueNonFinite) == [
                "0.0.0 frame.x is -inf", "0.0.0 displayFrame.x is -inf", "0.0.0 displayFrame.width is nan",
                "0.1 frame.x is inf", "0.1 displayFrame.x is inf", "0.1 displayFrame.width is nan",
            ])
    }
}
