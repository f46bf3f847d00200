// KnownDivergenceTests.swift
// LayoutDifferentialTests
//
// The list of known, explained divergences: it decodes, its patterns match the classes they
// name and no others, failures (CORE-9) only when a pattern says so, and a real lp-only
// disagreement (HSTACK-3's greedy split against water-filling) is reported as known.

import ConstraintEngine
import Foundation
import LayoutDifferential
import Testing

@Suite("Known divergences")
struct KnownDivergenceTests {
    @Test("The bundled list decodes, and every entry has a rule ID and a reason")
    func bundledDecodes() throws {
        let list = try KnownDivergences.decode(Data(KnownDivergences.bundledJSON.utf8))
        #expect(list.entries == KnownDivergences.bundled.entries)
        #expect(!list.entries.isEmpty)
        for entry in list.entries {
            #expect(entry.rule.contains("-") && !entry.reason.isEmpty, "\(entry.pattern)")
        }
    }

    @Test("Patterns: `*` matches any run; engines restrict; failures only by an `error/` pattern")
    func matching() {
        let hstack = DivergenceClass(kind: "HStack", rule: "HSTACK-5", field: "x")
        let entry = KnownDivergence(
            pattern: "*/HSTACK-*/x", engines: ["constraint/lp-only"], rule: "HSTACK-3", reason: "r")
        #expect(entry.matches(hstack, engines: ["reference", "constraint/lp-only"]))
        #expect(!entry.matches(hstack, engines: ["reference", "constraint/exact"]))
        #expect(
            !entry.matches(
                DivergenceClass(kind: "HStack", rule: "HSTACK-5", field: "y"), engines: ["constraint/lp-only"]))
        let any = KnownDivergence(pattern: "*", rule: "CORE-7", reason: "r")
        let failure = DivergenceClass(kind: "error", rule: "CORE-9", field: "constraint/exact")
        #expect(any.matches(hstack, engines: []))
        #expect(!any.matches(failure, engines: []))
        #expect(KnownDivergence(pattern: "error/CORE-9/*", rule: "CORE-9", reason: "r").matches(failure, engines: []))
        #expect(KnownDivergence(pattern: "HStack/*/x", rule: "R-1", reason: "r").matches(hstack, engines: []))
        #expect(!KnownDivergence(pattern: "HStack", rule: "R-1", reason: "r").matches(hstack, engines: []))
    }

    @Test("A real lp-only disagreement is known; the same class under a mutant is new")
    func partition() throws {
        let input = try fuzzCase(
            "HStack(spacing: 0) { Color.red.frame(maxWidth: 100); Color.blue.frame(minWidth: 100) }", width: 150,
            height: 50)
        let runner = DifferentialRunner(second: ConstraintDifferentialEngine(mode: .lpOnly))
        let found = try #require(runner.run(input).divergenceClass)
        let known = KnownDivergences.bundled
        let lpOnly = known.partition([found], engines: [runner.first.name, runner.second.name])
        #expect(lpOnly.known.map(\.divergenceClass) == [found])
        #expect(lpOnly.known.first?.entry.rule == "HSTACK-3")
        #expect(lpOnly.new.isEmpty)
        let mutant = known.partition([found], engines: ["reference", "mutant/spacing+1"])
        #expect(mutant.new == [found])
    }

    @Test("A list file that does not decode is a CorpusError naming the file")
    func badFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("known-\(UUID().uuidString).json")
        try Data("{\"not\": \"a list\"}".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let error = #expect(throws: CorpusError.self) { try KnownDivergences.load(from: file) }
        #expect(error?.description.hasPrefix("cannot read \(file.path): not a valid") == true)
    }
}
