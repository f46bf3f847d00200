// TextMeasurerRuleTests.swift
// ReferenceEngineTests
//
// TEXT-8 (the test measurer, and that the engines measure with the configured one) and §18.3
// (invalid line limits).

import EngineConfiguration
import LayoutCore
import ReferenceEngine
import Testing
import TextMeasurement

@Suite("Text: TEXT-8, §18.3")
struct TextMeasurerRuleTests {
    // MARK: TEXT-8

    @Test("TEXT-8 MonoMeasurer: a × graphemes, trailing spaces excluded; metrics 0.8h/−0.2h/0/0.7h")
    func monoMeasurer() {
        #expect(mono10.width("ab", font: .body) == 20)
        #expect(mono10.width("ab   ", font: .body) == 20)
        #expect(mono10.width("  ab", font: .body) == 40)
        #expect(mono10.width("a b", font: .body) == 30)
        #expect(mono10.width("", font: .body) == 0)
        #expect(mono10.width("   ", font: .body) == 0)
        #expect(mono10.width("e\u{301}", font: .body) == 10)
        #expect(mono10.width("🇫🇷👍🏽", font: .body) == 20)
        let metrics = mono10.metrics(.body)
        #expect(metrics.ascender == 16 && metrics.descender == -4 && metrics.leading == 0 && metrics.capHeight == 14)
        #expect(metrics.rawLineHeight == 20)
        #expect(close(mono.width("Hello world", font: .body), 85.333325, 1e-9))
        #expect(close(mono.metrics(.body).rawLineHeight, 20.333333, 1e-9))
    }

    @Test("TEXT-8 the measurer is what the engine uses: widths follow the grapheme count")
    func engineUsesMeasurer() throws {
        #expect(try measure1(.text("🇫🇷👍🏽x"), nil, nil) == Size(width: 30, height: 20))
        #expect(try measure1(.text("abc   "), nil, nil) == Size(width: 30, height: 20))
        let m = MonoMeasurer(advance: 5, lineHeight: 12)
        #expect(try measure1(.text("abc\nde"), nil, nil, measurer: m) == Size(width: 15, height: 24))
    }

    // MARK: §18.3

    @Test("§18.3 lineLimit(n ≤ 0) warns text.invalidLineLimit and counts as nil")
    func invalidLineLimit() throws {
        // At width 20 "ab cd ef" has 3 lines; lineLimit(0) → no limit → 60.
        let (t1, r1) = try place1(V.text("ab cd ef", lineLimit: 0).id("t"), 20, nil)
        #expect(r1.frame("t", in: t1)?.size == Size(width: 20, height: 60))
        #expect(!r1.diagnostics.isEmpty)
        #expect(r1.diagnostics.allSatisfy { $0.code == DiagnosticCode.textInvalidLineLimit && $0.path == "0" })
        // Nested: the Text is the second child of a VStack → path "0.1".
        let (t2, r2) = try place1(
            .vstack(nil, spacing: 0, .leaf(5, 5), V.text("ab cd ef", lineLimit: -3).id("t")), 20, nil)
        #expect(r2.frame("t", in: t2)?.size == Size(width: 20, height: 60))
        #expect(!r2.diagnostics.isEmpty)
        #expect(r2.diagnostics.allSatisfy { $0.code == DiagnosticCode.textInvalidLineLimit && $0.path == "0.1" })
        // A valid limit raises nothing.
        let (_, r3) = try place1(V.text("ab cd ef", lineLimit: 1), 20, nil)
        #expect(r3.diagnostics.isEmpty)
    }
}
