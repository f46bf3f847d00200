// SpacingProxyTests.swift
// ReferenceEngineTests
//
// SPACING-4 with padding insets and frame dimensions that read a GeometryProxy (GEOREADER-2):
// they are evaluated with the reader sizes in force when the spacing is read, since a reader's
// content is laid out only while the reader is placed and spacing never crosses a reader
// (§18.6). FRAME-1's nil, FLEXFRAME-1's set bounds, nested readers. Every layout runs through
// both engines (`nfLayout` cross-checks them under CORE-7).

import EngineConfiguration
import LayoutCore
import LayoutDSL
import ReferenceEngine
import Testing

@Suite("Spacing of insets and frames that read a GeometryProxy")
struct SpacingProxyTests {
    /// `GeometryReader { g in HStack { Spacer().padding(.trailing, g.size.width − 100); Rectangle() } }`
    /// at `w`×100: the padding ("p") and the Rectangle ("r") as (x, y, w, h).
    static func trailingInset(_ w: Double) throws -> (padding: [Double]?, rectangle: [Double]?) {
        let tree = try ViewTree {
            GeometryReader { g in
                HStack {
                    Spacer().padding(.trailing, g.size.width - 100).id("p")
                    Rectangle().id("r")
                }
            }
        }
        let result = nfLayout(tree, w, 100)
        return (nfFrame(result, "p", in: tree), nfFrame(result, "r", in: tree))
    }

    @Test(
        "SPACING-4 GEOREADER-2 padding(.trailing, proxy width − 100) at 100 wide is 0: the Rectangle is at x 8, 92 wide"
    )
    func zeroProxyInset() throws {
        // The inset is 100 − 100 = 0, so the padding keeps the Spacer's zero trailing edge and
        // the gap is 0 (SPACING-3). The Rectangle is sized first (the Spacer's priority is −∞,
        // SPACER-3) with the Spacer's 8 reserved: 100 − 8 = 92; the Spacer answers 8.
        let (padding, rectangle) = try Self.trailingInset(100)
        #expect(padding == [0, 50, 8, 0])
        #expect(rectangle == [8, 0, 92, 100])
    }

    @Test(
        "SPACING-4 GEOREADER-2 padding(.trailing, proxy width − 100) at 120 wide is 20: 8 apart, the Rectangle at x 36")
    func nonZeroProxyInset() throws {
        // The inset is 20 ≠ 0: the trailing edge is generic, the gap 8. avail = 120 − 8 = 112;
        // the Rectangle gets 112 − 28 (the padding's minimum, 8 + 20) = 84; the padding is 28.
        let (padding, rectangle) = try Self.trailingInset(120)
        #expect(padding == [0, 50, 28, 0])
        #expect(rectangle == [36, 0, 84, 100])
    }

    @Test("SPACING-4 GEOREADER-2 padding(.trailing, proxy width − 100) at 80 wide is −20: not 0, 8 apart")
    func negativeProxyInset() throws {
        // The inset is −20 ≠ 0: generic, gap 8. Proposed 0, the padding proposes its Spacer
        // 0 + 20 = 20 (PADDING-1), which answers 20, so the padding's minimum is 20 − 20 = 0.
        // avail = 80 − 8 = 72 goes to the Rectangle; the padding is 0 wide, the Rectangle at 8.
        let (padding, rectangle) = try Self.trailingInset(80)
        #expect(padding == [0, 50, 0, 0])
        #expect(rectangle == [8, 0, 72, 100])
    }

    /// `GeometryReader { g in HStack { Color(10×10); HStack { Spacer(); Color(10×10) }.modifier } }`
    /// at 300×100: the second child ("second") as (x, y, w, h), and the warning codes. The outer
    /// HStack sits top-leading in the reader (GEOREADER-2) and is 10 tall.
    static func secondChild(_ frame: @escaping (GeometryProxy, AnyView) -> AnyView) throws -> (
        frame: [Double]?, codes: [String]
    ) {
        let tree = try ViewTree {
            GeometryReader { g in
                HStack {
                    Color.red.frame(width: 10, height: 10)
                    frame(
                        g,
                        AnyView(
                            HStack {
                                Spacer(); Color.blue.frame(width: 10, height: 10)
                            })
                    ).id("second")
                }
            }
        }
        let result = nfLayout(tree, 300, 100)
        return (nfFrame(result, "second", in: tree), result.diagnostics.map(\.code))
    }

    @Test("SPACING-4 FRAME-1 frame(width: proxy width − 400) at 300 wide is −100, nil: the axis is not fixed (gap 0)")
    func negativeProxyFrameWidth() throws {
        // FRAME-1 makes −100 nil (warned), so the frame keeps the inner HStack's zero leading
        // edge (its Spacer's): gap 0, the frame takes the remaining 290.
        let invalid = try Self.secondChild { g, row in AnyView(row.frame(width: g.size.width - 400)) }
        #expect(invalid.frame == [10, 0, 290, 10])
        #expect(invalid.codes == [DiagnosticCode.frameInvalidDimension])
        // proxy width − 100 = 200 is valid: the axis is fixed, generic, 8 apart: 10 + 8.
        let valid = try Self.secondChild { g, row in AnyView(row.frame(width: g.size.width - 100)) }
        #expect(valid.frame == [18, 0, 200, 10])
        #expect(valid.codes.isEmpty)
    }

    @Test(
        "SPACING-4 FLEXFRAME-1 a flexible bound reading a proxy resets its axis whatever its value (minWidth −100 → 0)")
    func proxyFlexibleBound() throws {
        // minWidth: 300 − 400 = −100 normalises to 0 but stays set (FLEXFRAME-1), so the axis is
        // generic: 8 apart, and the frame takes 300 − 10 − 8 = 282.
        let framed = try Self.secondChild { g, row in AnyView(row.frame(minWidth: g.size.width - 400)) }
        #expect(framed.frame == [18, 0, 282, 10])
    }

    @Test("SPACING-4 GEOREADER-2 nested readers: the inset reads the inner reader (60 − 60 = 0), not the outer (100)")
    func nestedReaders() throws {
        // The inner reader fills a 60×50 frame placed top-leading in the outer 100×100 reader.
        func layout(_ inset: @escaping (GeometryProxy, GeometryProxy) -> LayoutExpression) throws -> [Double]? {
            let tree = try ViewTree {
                GeometryReader { outer in
                    GeometryReader { inner in
                        HStack {
                            Spacer().padding(.trailing, inset(outer, inner))
                            Rectangle().id("r")
                        }
                    }
                    .frame(width: 60, height: 50)
                }
            }
            return nfFrame(nfLayout(tree, 100, 100), "r", in: tree)
        }
        // inner width − 60 = 0: gap 0, the Rectangle gets 60 − 8 = 52 at x 8.
        #expect(try layout { _, inner in inner.size.width - 60 } == [8, 0, 52, 50])
        // outer width − 60 = 40: gap 8; the padding's minimum is 8 + 40 = 48, so the Rectangle
        // gets 60 − 8 − 48 = 4 at 48 + 8 = 56.
        #expect(try layout { outer, _ in outer.size.width - 60 } == [56, 0, 4, 50])
    }
}
