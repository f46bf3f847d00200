// ConstructionWarningTests.swift
// LayoutDifferentialTests
//
// CORE-6: FRAME-1, FLEXFRAME-1 and SPACER-2 warn when a view is made, so both engines report
// the warning of a node whatever they measure: an unchosen ViewThatFits child is measured by the
// reference engine's guide query through `.position()` and not by the constraint engine's.

import LayoutCore
import LayoutDifferential
import Testing

@Suite("Construction warnings")
struct ConstructionWarningTests {
    /// Both engines' warning codes by node path, under the strict policy (diagnostics compared).
    private func warnings(_ source: String) throws -> (DifferentialOutcome, [[String]]) {
        let outcome = DifferentialRunner(policy: .strict).run(try fuzzCase(source, width: 100, height: 100))
        let codes = [outcome.first, outcome.second].map { layout in
            (layout?.diagnostics ?? []).map { "\($0.path) \($0.code)" }.sorted()
        }
        return (outcome, codes)
    }

    @Test("FRAME-1: a fixed frame with width -5 that neither engine has to measure warns in both")
    func unmeasuredFrame() throws {
        let (outcome, codes) = try warnings(
            "HStack { VStack { ViewThatFits { Spacer(); CustomLeaf(width: 0, height: 0).frame(width: -5) }.position() } }"
        )
        #expect(outcome.verdict == .agreed, "\(outcome.comparison?.first?.description ?? "")")
        #expect(codes[0] == ["0.0.0.0.1 frame.invalidDimension"] && codes[1] == codes[0])
    }

    @Test("SPACER-2, FLEXFRAME-1: an unchosen Spacer(minLength: -1) and frame(minWidth: 5, maxWidth: 2) warn in both")
    func unchosenChildren() throws {
        let (outcome, codes) = try warnings(
            "ViewThatFits { Color.red.frame(width: 10, height: 10); Spacer(minLength: -1); Color.blue.frame(minWidth: 5, maxWidth: 2) }"
        )
        #expect(outcome.verdict == .agreed, "\(outcome.comparison?.first?.description ?? "")")
        #expect(codes[0] == ["0.1 spacer.negativeMinLength", "0.2 flexFrame.contradictory"] && codes[1] == codes[0])
    }
}
