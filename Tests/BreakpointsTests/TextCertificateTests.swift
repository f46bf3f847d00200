// TextCertificateTests.swift
// BreakpointsTests
//
// A Text's rows certify what its size depends on and no more, so a walk is cut only where the
// layout can change: TEXT-3's line count (not which words share a line) and TEXT-4's visible
// lines (not how many more would fit in the height offered).

import Breakpoints
import LayoutCore
import LayoutDSL
import Testing

@Suite("Breakpoints: a Text's certificate")
struct TextCertificateTests {
    @Test("TEXT-3 only the line count is certified: a 57-character Text is 1 compile over [320, 430] (was 7)")
    func lineCountNotLineBreaking() throws {
        let tree = try ViewTree { Text("and size frame frame width stack size size and its offers") }
        let narrow = try Support.walk(tree, 320...430, measurer: Support.mono, height: 763)
        #expect(narrow.pieces.count == 1)
        #expect(narrow.compiles == 1)
        // Over [0, 1000]: 17 breakpoints (grapheme and word breaks, the ideal width 57 × 7.757575
        // less TEXT-3's 1e-7, and its pixel-rounded 443), in 35 compiles (54 when each line
        // breaking was its own decision set).
        let wide = try Support.walk(tree, 0...1000, measurer: Support.mono, height: 763)
        #expect(wide.breakpoints.count == 17)
        #expect(abs(wide.breakpoints[15] - (57 * 7.757575 - 1e-7)) < 1e-7)
        #expect(wide.breakpoints[16] == 443)
        #expect(wide.compiles <= 35)
        let mismatch = GeneratedTreeTests.firstSampleMismatch(
            tree, wide, range: 0...1000, step: 0.05, measurer: Support.mono, height: 763)
        #expect(mismatch == nil)
    }

    @Test("TEXT-4 a 2-line Text offered 1e7 · W high: 2 pieces over [0, 20], not one per 21 pt of height")
    func textFarBelowItsHeight() throws {
        let tree = try ViewTree {
            Text("supercalifragilisticexpialidocious").lineLimit(2).aspectRatio(1e-7, contentMode: .fill)
        }
        let analysis = try Support.walk(tree, 0...20, measurer: Support.mono, height: 300)
        // Below 3e-5 the fill ratio is bound by the height (300 · 1e-7); above, by W; graphemes
        // break per line below 15.5151499 (two of 7.757575). Before, the Text's line count was
        // certified within one line height of its 1e7 · W height: 94,592 compiles over [0, 0.14].
        #expect(analysis.breakpoints.count == 2)
        #expect(abs(analysis.breakpoints[0] - 3e-5) < 1e-9)
        #expect(abs(analysis.breakpoints[1] - 15.5151499) < 1e-7)
        #expect(analysis.compiles <= 10)
        let mismatch = GeneratedTreeTests.firstSampleMismatch(
            tree, analysis, range: 0...20, step: 0.01, measurer: Support.mono)
        #expect(mismatch == nil)
    }
}
