// TextFactsTests.swift
// BreakpointsTests
//
// A walk's compiles share their Texts' facts (TEXT-1/2 preparation, TEXT-3 breakings): a later
// compile measures no run a compile before measured, and every piece is the one a compile
// without shared facts gives.

import Breakpoints
import ConstraintEngine
import LayoutCore
import LayoutDSL
import Synchronization
import Testing
import TextMeasurement

@Suite("Breakpoints: Text facts shared by a walk's compiles")
struct TextFactsTests {
    /// The mono stand-in, counting the runs it measures.
    final class CountingMeasurer: TextMeasurer {
        let base = Support.mono
        let runs = Atomic<Int>(0)
        func width(_ run: Substring, font: FontSpec) -> Double {
            runs.add(1, ordering: .relaxed)
            return base.width(run, font: font)
        }
        func metrics(_ font: FontSpec) -> FontMetrics { base.metrics(font) }
        var identifier: String { base.identifier }
    }

    static func column() throws -> ViewTree {
        try ViewTree {
            VStack(spacing: 4) {
                Text("Weekly digest of the layout rules")
                Text("Mark as read").lineLimit(1)
                Text("supercalifragilisticexpialidocious words")
                Text("a b c d e f g h i j k l m n o p")
                Text("Read")
                Text("one\ntwo three four\nfive")
            }
        }
    }

    @Test("TEXT-1..3 once per walk: a second compile in known breakings measures no run")
    func laterCompileMeasuresNothing() throws {
        let measurer = CountingMeasurer()
        let compiler = SymbolicRootCompiler(
            configuration: Support.configuration(measurer, height: 300), fixed: 300)
        let tree = try Self.column()
        let facts = TextFacts()
        _ = try compiler.piece(tree, at: 150, within: 0...400, textFacts: facts)
        let first = measurer.runs.load(ordering: .relaxed)
        #expect(first > 0)
        _ = try compiler.piece(tree, at: 150, within: 0...400, textFacts: facts)
        #expect(measurer.runs.load(ordering: .relaxed) == first)
        // Without shared facts the same compile measures every run again, and more: within one
        // compile a Text is broken at each width it is offered (its flexibility probes too).
        _ = try compiler.piece(tree, at: 150, within: 0...400)
        #expect(measurer.runs.load(ordering: .relaxed) - first > first)
    }

    @Test("TEXT-3 shared breakings change no piece: 56 widths over [0, 400] with and without them")
    func sharedFactsSamePieces() throws {
        let compiler = SymbolicRootCompiler(
            configuration: Support.configuration(Support.mono, height: 300), fixed: 300)
        let tree = try Self.column()
        let facts = TextFacts()
        for w in stride(from: 0.0, through: 400, by: 7.3) {
            let shared = try compiler.piece(tree, at: w, within: 0...400, textFacts: facts)
            let alone = try compiler.piece(tree, at: w, within: 0...400)
            #expect(shared.lower == alone.lower, "at \(w)")
            #expect(shared.upper == alone.upper, "at \(w)")
            #expect(shared.nodes == alone.nodes, "at \(w)")
            #expect(shared.conditions.count == alone.conditions.count, "at \(w)")
        }
    }
}
