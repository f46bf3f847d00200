// SpacingAndTextAmendmentTests.swift
// ReferenceEngineTests
//
// The amended spacing rules, through both engines (`nfLayout` cross-checks them): a frame's content is a Spacer only
// through render-only effects, layoutPriority and overlay/background/border primaries
// (SPACING-5), and ViewThatFits exposes the union of all its children's spacing (VTF-4). Also
// Text with metrics that round to 0 or are NaN (TEXT-2/4, CORE-6): a finite answer, never a trap.

import EngineConfiguration
import LayoutCore
import LayoutDSL
import ReferenceEngine
import Testing
import TextMeasurement

@Suite("Spacing and text amendments in the reference engine")
struct SpacingAndTextAmendmentTests {
    /// The width of the HStack `Color(10); middle; Color(10)` (labelled "h") at 200×100.
    static func rowWidth(_ middle: some View) throws -> Double? {
        let tree = try ViewTree {
            HStack {
                Color.red.frame(width: 10)
                middle
                Color.blue.frame(width: 10)
            }
            .id("h")
        }
        return nfFrame(nfLayout(tree, 200, 100), "h", in: tree)?[2]
    }

    // MARK: SPACING-5

    @Test("SPACING-5 padding hides a framed Spacer: Color, Spacer().padding(.top).frame(width: 10), Color is 46 wide")
    func paddingHidesSpacer() throws {
        #expect(try Self.rowWidth(Spacer().padding(.top).frame(width: 10)) == 46)
    }

    @Test(
        "SPACING-5 a frame hides a framed Spacer: Spacer().frame(width: 10).frame(width: 20) is 8 from each neighbour")
    func frameHidesSpacer() throws {
        #expect(try Self.rowWidth(Spacer().frame(width: 10).frame(width: 20)) == 56)
    }

    @Test("SPACING-5 overlay primaries, offset and layoutPriority keep a framed Spacer's zero edges (30 wide)")
    func transparentModifiersKeepSpacer() throws {
        #expect(try Self.rowWidth(Spacer().frame(width: 10)) == 30)
        #expect(try Self.rowWidth(Spacer().overlay(Color.red).frame(width: 10)) == 30)
        #expect(try Self.rowWidth(Spacer().background(Color.red).frame(width: 10)) == 30)
        #expect(try Self.rowWidth(Spacer().border(Color.red).frame(width: 10)) == 30)
        #expect(try Self.rowWidth(Spacer().offset(x: 5).frame(width: 10)) == 30)
        #expect(try Self.rowWidth(Spacer().layoutPriority(1).frame(width: 10)) == 30)
    }

    @Test("SPACING-5 Spacer().frame().frame(width: 0) is generic: the Color after it starts at 8")
    func emptyFrameHidesSpacer() throws {
        let tree = try ViewTree {
            HStack {
                Spacer().frame().frame(width: 0).id("s")
                Color.blue.id("b")
            }
        }
        let result = nfLayout(tree, 200, 100)
        #expect(nfFrame(result, "b", in: tree) == [8, 0, 192, 100])
    }

    @Test("SPACING-5 Spacer().scaledToFit().frame(maxWidth: 0) is generic: an empty Text 8 after it")
    func aspectRatioHidesSpacer() throws {
        let tree = try ViewTree {
            HStack {
                Spacer().scaledToFit().frame(maxWidth: 0).id("s")
                Text("").id("t")
            }
            .id("h")
        }
        let result = nfLayout(tree, 200, 100)
        let s = try #require(nfFrame(result, "s", in: tree))
        let t = try #require(nfFrame(result, "t", in: tree))
        #expect(s[2] == 0 && t[2] == 0)
        #expect(t[0] - (s[0] + s[2]) == 8)
        #expect(nfFrame(result, "h", in: tree)?[2] == 8)
    }

    // MARK: VTF-4

    @Test("VTF-4 spacing is the union over all children: ViewThatFits { Circle; Spacer } then a ScrollView, gap 0")
    func viewThatFitsUnion() throws {
        let tree = try ViewTree {
            HStack {
                ViewThatFits {
                    Circle()
                    Spacer()
                }
                .id("v")
                ScrollView { EmptyView() }.id("s")
            }
        }
        let result = nfLayout(tree, 200, 100)
        let v = try #require(nfFrame(result, "v", in: tree))
        let s = try #require(nfFrame(result, "s", in: tree))
        #expect(s[0] == v[0] + v[2])
    }

    @Test("VTF-4 SPACING-2 an empty ViewThatFits is zero on every edge: Color, ViewThatFits {}, Color is 20 wide")
    func emptyViewThatFits() throws {
        #expect(try Self.rowWidth(ViewThatFits { EmptyView() }) == 20)
    }

    // MARK: Text metrics (TEXT-2/4, CORE-6)

    @Test("TEXT-4 CORE-6 a NaN font size with the font-table measurer: 0×0 with a warning, no trap")
    func nanFontSize() throws {
        let tree = try ViewTree { Text("a").font(.system(size: .nan)).id("t") }
        let result = nfLayout(tree, 100, 50, scale: 3, measurer: FontTableMeasurer())
        #expect(nfFrame(result, "t", in: tree) == [50, 25, 0, 0])
        #expect(
            result.diagnostics.contains { $0.code == DiagnosticCode.invalidValue && $0.message.contains("line height") }
        )
    }

    @Test("TEXT-2/4 at display scale 1e-300 every metric rounds to 0: the Text is 0×0, no trap")
    func tinyDisplayScale() throws {
        let tree = try ViewTree { Text("a").id("t") }
        for measurer in [FontTableMeasurer() as any TextMeasurer, MonoMeasurer.bodyStandIn] {
            let result = nfLayout(tree, 100, 50, scale: 1e-300, measurer: measurer)
            let t = try #require(result.node(labelled: "t", in: tree))
            #expect(t.frame.size == Size(width: 0, height: 0))
        }
    }

    @Test("TEXT-2/4 a 1e-300 line height rounds to 0 at scale 3: Text(\"a\") is 1×0, no trap")
    func tinyLineHeight() throws {
        let tree = try ViewTree { Text("a").id("t") }
        let result = nfLayout(tree, 100, 50, scale: 3, measurer: MonoMeasurer(advance: 1, lineHeight: 1e-300))
        #expect(nfFrame(result, "t", in: tree) == [49.5, 25, 1, 0])
    }
}
