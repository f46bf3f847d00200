// TieReportTests.swift
// BreakpointsTests
//
// Ties (Breakpoints.md, "What is certified, and ties"): decisions that switch at one width in
// exact arithmetic but a few units in the last place apart are reported as ties of that end,
// each once; decisions a small but real distance apart are breakpoints of their own.

import Breakpoints
import LayoutCore
import LayoutDSL
import Testing
import TextMeasurement

@Suite("Breakpoints: ties and breakpoints a few units in the last place apart")
struct TieReportTests {
    static let mono = MonoMeasurer(advance: 7, lineHeight: 20)

    /// Three "Item i" Texts in an HStack (mono 7 × 20): each is offered (W − 16) / 3, which
    /// reaches TEXT-3's 42 − 1e-7 at 141.9999997 and the whole-word line 14 − 1e-7 at
    /// 57.9999997; `padding` shifts the middle one's share.
    static func items(padding: Double? = nil) throws -> ViewTree {
        try ViewTree {
            HStack {
                Text("Item 1")
                if let padding { Text("Item 2").padding(.leading, padding) } else { Text("Item 2") }
                Text("Item 3")
            }
        }
    }

    @Test("An interval that starts at a breakpoint (57.9999997) walks: its start is a piece of one width")
    func intervalStartingAtABreakpoint() throws {
        let tree = try Self.items()
        let analysis = try Support.walk(tree, 57.9999997...58, measurer: Self.mono, height: 300)
        #expect(analysis.breakpoints == [57.9999997])
        #expect(Set(analysis.ties.map(\.path)) == ["0.0", "0.1", "0.2"])
        let mismatch = GeneratedTreeTests.firstSampleMismatch(
            tree, analysis, range: 57.9999997...57.9999998, step: 1e-9, measurer: Self.mono, exceptAtTies: true)
        #expect(mismatch == nil)
    }

    @Test("TEXT-3: a 1e-11 padding makes the middle Text switch 3e-11 later, a breakpoint of its own, every 1e-13 pt")
    func breakpointsThreeHundredthsOfANanoPointApart() throws {
        let tree = try Self.items(padding: 1e-11)
        let analysis = try Support.walk(tree, 57...59, measurer: Self.mono, height: 300)
        let near = analysis.breakpoints.filter { abs($0 - 58) < 1e-6 }
        #expect(near.count == 2, "\(analysis.breakpoints)")
        #expect(abs(near[0] - 57.9999997) <= 1e-13)
        #expect(abs(near[1] - (57.9999997 + 3e-11)) <= 1e-13)
        let mismatch = GeneratedTreeTests.firstSampleMismatch(
            tree, analysis, range: 57.99999969999...57.99999970005, step: 1e-13, measurer: Self.mono)
        #expect(mismatch == nil)
    }

    @Test("Each tie once; HSTACK-2's order of two children 3e-10 apart in flexibility (no W in its row) once per walk")
    func tiesListedOnce() throws {
        let tree = try Self.items(padding: 3e-10)
        let analysis = try Support.walk(tree, 0...600, measurer: Self.mono, height: 300)
        #expect(Set(analysis.ties).count == analysis.ties.count)
        #expect(analysis.ties.count { $0.rule == "HSTACK-2" } == 1)
        let spaced = try ViewTree {
            HStack {
                Text("Hello")
                Spacer(minLength: 0)
                Text("World")
                Spacer(minLength: 0)
                Text("Again")
            }
        }
        let ties = try Support.walk(spaced, 0...600, measurer: Self.mono, height: 300).ties
        #expect(Set(ties).count == ties.count)
        #expect(ties.filter { $0.rule == "TEXT-3" && $0.path == "0.0" }.count == 3)
    }

    @Test(
        "TEXT-3: an interval that ends where a Text starts fitting 3 lines (13.9999999) ends with that width's layout")
    func intervalEndingAtABreakpoint() throws {
        let tree = try ViewTree { Text("Item 1") }
        let analysis = try Support.walk(tree, 13...13.9999999, measurer: Self.mono, height: nil)
        #expect(analysis.breakpoints == [13.9999999])
        let last = try #require(analysis.pieces.last)
        #expect(last.from == 13.9999999 && last.to == 13.9999999)
        #expect(try #require(last.nodes[0]).frame.at(13.9999999).size.height == 60)
        let mismatch = GeneratedTreeTests.firstSampleMismatch(
            tree, analysis, range: 13.9999998...13.9999999, step: 1e-10, measurer: Self.mono, height: nil)
        #expect(mismatch == nil)
    }
}
