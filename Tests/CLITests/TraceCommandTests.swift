// TraceCommandTests.swift
// CLITests
//
// `layoutlab trace` end to end: the seeds' HStack negotiation as text and JSON Lines, `--node`,
// the constraint engine's certifying rows, and bad input.

import Foundation
import Testing

/// Seed dimensions-2's OffsetDemo1 HStack.
private let bars = """
    HStack {
        Rectangle().frame(maxWidth: .infinity).id("a")
        Rectangle().frame(maxWidth: .infinity).id("b")
        Rectangle().frame(maxWidth: .infinity).id("c")
    }
    .id("s")
    """

@Suite("layoutlab trace")
struct TraceCommandTests {
    @Test("Text: the probes, the group and the shares of the HStack, each with its rule")
    func text() throws {
        let run = try layoutlab(["trace", "-"], input: bars)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "#0 HStack \"s\" ← (390, 763)  [ROOT-1 root proposal]")
        #expect(lines.contains("  #3 frame \"b\" ← (∞, 763)  [HSTACK-2 maximum probe]"))
        #expect(lines.contains("    #4 Rectangle ← (∞, 763) → ∞×763  [FLEXFRAME-2; LEAF-SHAPE-1]"))
        #expect(
            lines.contains(
                "  #0 HStack \"s\" group #1, #3, #5 (priority 0): offered 374, took 374  [HSTACK-3 first group: later groups' minimums reserved]"
            ))
        #expect(
            lines.contains("  place #5 frame \"c\" at (265.333, 47) size 124.667×763 with (124.667, 763)  [HSTACK-5]"))
    }

    @Test("JSON Lines: one valid object per line; --node keeps b's conversation only")
    func jsonAndFocus() throws {
        let run = try layoutlab(["trace", "-", "--format", "json", "--node", "b"], input: bars)
        #expect(run.status == 0, "\(run.stderr)")
        let objects = try run.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects.count > 6)
        // Node 3 is b, node 4 its Rectangle: every step is b's or b asking its child.
        #expect(objects.allSatisfy { $0["node"] as? Int == 3 || $0["asker"] as? Int == 3 })
        let first = try #require(objects.first)
        #expect(first["rule"] as? String == "HSTACK-2" && first["step"] as? String == "minimum probe")
        #expect((first["proposal"] as? [String: Any])?["width"] as? Int == 0)
        let byPath = try layoutlab(["trace", "-", "--node", "0.1"], input: bars)
        let byIndex = try layoutlab(["trace", "-", "--node", "#3"], input: bars)
        let byLabel = try layoutlab(["trace", "-", "--node", "b"], input: bars)
        #expect(byPath.stdout == byLabel.stdout && byIndex.stdout == byLabel.stdout)
    }

    @Test("--engine constraint: values at the solution with the rows that certify them")
    func constraint() throws {
        let run = try layoutlab(["trace", "-", "--engine", "constraint"], input: bars)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("#0 HStack \"s\" ← (390, 763) → 390×763  [ROOT-1 root proposal; HSTACK-4]"))
        #expect(run.stdout.contains("    HSTACK-3: "))
        #expect(run.stdout.contains("at the solution: "))
    }

    @Test("Bad input: an unknown --node and malformed source are errors with status 2")
    func badInput() throws {
        let unknown = try layoutlab(["trace", "-", "--node", "nope"], input: bars)
        #expect(unknown.status == 2 && unknown.stdout.isEmpty)
        #expect(unknown.stderr.contains("error: --node 'nope' names no view: labels: 's', 'a', 'b', 'c'"))
        let outOfRange = try layoutlab(["trace", "-", "--node", "#99"], input: bars)
        #expect(outOfRange.status == 2 && outOfRange.stderr.contains("#0…#6"))
        let broken = try layoutlab(["trace", "-"], input: "HStack { Text(\"a\" }")
        #expect(broken.status == 2 && broken.stdout.isEmpty)
        #expect(broken.stderr.contains("<stdin>:1:"), "\(broken.stderr)")
        let format = try layoutlab(["trace", "-", "--format", "svg"], input: bars)
        #expect(format.status == 64)
    }
}
