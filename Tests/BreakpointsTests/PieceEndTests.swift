// PieceEndTests.swift
// BreakpointsTests
//
// The layout at a piece's end. It is usually a neighbour's, but where two rules switch at the
// same width, one including its tie from the left and one from the right (HSTACK-2's order at
// equal flexibility), that one width has a layout of its own: the walk compiles at every end and
// records it as a one-width piece.

import Breakpoints
import LayoutCore
import LayoutDSL
import Testing
import TextMeasurement

@Suite("Breakpoints: the layout at a piece's end")
struct PieceEndTests {
    /// Eight Texts and a Circle in the root's implicit VStack (ROOT-2): at W = 42 two children's
    /// flexibility (HSTACK-2) is equal, so declaration order decides there and nowhere else.
    static func column() throws -> ViewTree {
        try ViewTree {
            Text("Layout")
            Text("x y z w v u t s r q p o n m l k j")
            Circle()
            Text("Layout")
            Text("Hello world")
            Text("Hi")
            Text("42")
            Text("Layout")
        }
    }

    @Test("HSTACK-2 equal flexibility at W = 42: the stack is 281.2 tall there, 299.667 just below and 287 just above")
    func flexibilityTieIsAPieceOfItsOwn() throws {
        let tree = try Self.column()
        let analysis = try Support.walk(tree, 41...43, measurer: Support.mono, height: 300)
        #expect(analysis.pieces.map { [$0.from, $0.to] } == [[41, 42], [42, 42], [42, 43]])
        #expect(analysis.breakpoints == [42])
        let below = try #require(analysis.pieces[0].nodes[0]).frame.at(42)
        let at = try #require(analysis.pieces[1].nodes[0]).frame.at(42)
        let above = try #require(analysis.pieces[2].nodes[0]).frame.at(42)
        #expect(abs(below.size.height - (300 - 1.0 / 3)) < 1e-6)
        #expect(abs(at.size.height - 281.2) < 1e-9)
        #expect(abs(at.origin.y - 9.4) < 1e-9)
        #expect(abs(above.size.height - 287) < 1e-9)
        // The reference engine at exactly 42 is the one-width piece, and every 0.001 pt agrees.
        let reference = Support.reference(tree, at: 42, measurer: Support.mono, height: 300)
        #expect(GeneratedTreeTests.compare(analysis.pieces[1], reference, at: 42) == nil)
        #expect(GeneratedTreeTests.compare(analysis.pieces[0], reference, at: 42) != nil)
        let mismatch = GeneratedTreeTests.firstSampleMismatch(
            tree, analysis, range: 41...43, step: 0.001, measurer: Support.mono)
        #expect(mismatch == nil)
    }

    @Test(
        "TEXT-3 ties at an end: breakpoints at 13 + k · 1e-7 (k = 1…4) where the reference engine changes, every 1e-9 pt"
    )
    func tiesAtAnEndStayAtTheEnd() throws {
        let tree = try Self.column()
        let range = 12.9999999...13.000001
        let analysis = try Support.walk(tree, range, measurer: Support.mono, height: 300)
        #expect(analysis.breakpoints.count == 4)
        for (k, breakpoint) in analysis.breakpoints.enumerated() {
            #expect(abs(breakpoint - (13 + Double(k + 1) * 1e-7)) < 1e-9, "\(analysis.breakpoints)")
        }
        let mismatch = GeneratedTreeTests.firstSampleMismatch(
            tree, analysis, range: range, step: 1e-9, measurer: Support.mono)
        #expect(mismatch == nil)
    }

    /// A list row: the priority Text fits one line from 127 − 1e-7 (TEXT-3's tolerance) and the
    /// title's share, `max(W − 127, 0)`, leaves zero (TEXT-4's zero-width case) at 127.
    static func listRow() throws -> ViewTree {
        try ViewTree {
            HStack {
                Text("Title")
                Spacer()
                Text("Some detail value").layoutPriority(1)
            }
        }
    }

    @Test("TEXT-3 at 127 − 1e-7 and TEXT-4's zero share at 127: two breakpoints with a piece between, every 1e-9 pt")
    func breakpointsTenthOfAMicroPointApart() throws {
        let tree = try Self.listRow()
        let mono = MonoMeasurer(advance: 7, lineHeight: 20)
        let analysis = try Support.walk(tree, 126.9999...127.0001, measurer: mono, height: 300)
        #expect(analysis.breakpoints.count == 2)
        #expect(abs(analysis.breakpoints[0] - (127 - 1e-7)) < 1e-12 && analysis.breakpoints.last == 127)
        // Between them the title is 0×0 (offered 0) and the detail one line; past 127 the title
        // wraps every grapheme: 5 lines, 100 tall.
        let title = try #require(analysis.pieces[1].nodes[1]).frame.at(127)
        #expect(title.size.width == 0 && title.size.height == 0)
        let past = try #require(analysis.pieces[2].nodes[1]).frame.at(127.00005)
        #expect(abs(past.size.height - 100) < 1e-9)
        let mismatch = GeneratedTreeTests.firstSampleMismatch(
            tree, analysis, range: 126.9999998...127.0000002, step: 1e-9, measurer: mono)
        #expect(mismatch == nil)
    }

    @Test("TEXT-3: an 80-character Text fits one line from 560 − 1e-7, exactly where the rows put it (not 560)")
    func longTextOneLineEndIsExact() throws {
        let tree = try ViewTree {
            Text("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor i")
        }
        let mono = MonoMeasurer(advance: 7, lineHeight: 20)
        let analysis = try Support.walk(tree, 550...570, measurer: mono, height: 300)
        // Two lines below 559.9999999; one line as wide as W up to 560 (TEXT-3's tolerance); then
        // the ideal 560.
        #expect(analysis.breakpoints == [560 - 1e-7, 560])
        let mismatch = GeneratedTreeTests.firstSampleMismatch(
            tree, analysis, range: 559.9999998...560.0000002, step: 1e-9, measurer: mono)
        #expect(mismatch == nil)
    }

    @Test(
        "TEXT-3 for five equal shares at 241.9999995: one breakpoint, reported as a tie of the five Texts, where IEEE rounding mixes their line counts"
    )
    func equalSharesMeetingTextThreeAreATie() throws {
        let tree = try ViewTree {
            HStack {
                Text("Item 0")
                Text("Item 1")
                Text("Item 2")
                Text("Item 3")
                Text("Item 4")
            }
        }
        let mono = MonoMeasurer(advance: 7, lineHeight: 20)
        let analysis = try Support.walk(tree, 241.999999...242.000001, measurer: mono, height: 300)
        // HSTACK-3: each Text is offered (W − 4 · 8) / 5, which reaches 42 − 1e-7 at 241.9999995.
        #expect(analysis.breakpoints.count == 2)
        #expect(abs(analysis.breakpoints[0] - 241.9999995) <= 1e-12 * 242)
        let tied = analysis.ties.filter { abs($0.width - analysis.breakpoints[0]) <= 1e-12 * 242 }
        #expect(Set(tied.map { "\($0.rule) \($0.path)" }) == Set((0..<5).map { "TEXT-3 0.\($0)" }))
        // The reference engine's share-out rounds 41.9999999 for the first three and
        // 41.99999989999999 for the last two: one line and two, neither neighbour's layout.
        let at = Support.reference(tree, at: 241.9999995, measurer: mono, height: 300)
        #expect(analysis.pieces.allSatisfy { GeneratedTreeTests.compare($0, at, at: 241.9999995) != nil })
        #expect(analysis.tie(near: 241.9999995)?.rule == "TEXT-3")
        let mismatch = GeneratedTreeTests.firstSampleMismatch(
            tree, analysis, range: 241.9999994...241.9999996, step: 1e-11, measurer: mono, exceptAtTies: true)
        #expect(mismatch == nil)
    }

    /// A generated tree (seed 1, linear profile, shrunk by deleting children): the walk compiles
    /// at 82.66666662222221, where that compile's rows meet at that one width, and GLPK's
    /// `glp_exact` calls them infeasible at the fractions it reads.
    static func pointPiece() throws -> ViewTree {
        try ViewTree {
            RoundedRectangle(cornerRadius: 16)
            HStack {
                Rectangle()
                Circle()
            }
            Capsule().aspectRatio(1.7777777777777777, contentMode: .fill)
            Spacer(minLength: 1e-07)
            VStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 20)
                Spacer(minLength: -1_000_000).padding(3)
            }
            .fixedSize()
            HStack(spacing: 8) {
                Spacer()
                Divider()
                Rectangle().frame(
                    minWidth: 0, idealWidth: 100, maxWidth: .infinity, minHeight: 0, idealHeight: 20, maxHeight: 20)
            }
            .frame(width: 16, height: 50)
            HStack(spacing: 8) {
                Spacer(minLength: 10)
                Spacer(minLength: 20)
                Divider()
            }
        }
    }

    @Test("A piece of one width that glp_exact calls infeasible is that width, not an internal error")
    func onePointPieceGLPKCallsInfeasible() throws {
        let tree = try Self.pointPiece()
        let analysis = try Support.walk(tree, 0...300, measurer: Support.mono, height: 300)
        let expected = [8, 47, 57, 82.66666662222221, 95.99999995151515]
        #expect(analysis.breakpoints.count == expected.count, "\(analysis.breakpoints)")
        for (found, value) in zip(analysis.breakpoints, expected) { #expect(abs(found - value) <= 1e-9) }
        let mismatch = GeneratedTreeTests.firstSampleMismatch(
            tree, analysis, range: 75...100, step: 0.005, measurer: Support.mono)
        #expect(mismatch == nil)
    }
}
