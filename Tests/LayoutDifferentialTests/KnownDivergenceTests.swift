// KnownDivergenceTests.swift
// LayoutDifferentialTests
//
// The list of known, explained divergences: it decodes, its patterns match the classes they
// name and no others, failures (CORE-9) only when a pattern says so, an entry bounded by
// magnitude covers only the trees that reach it (milp's refusal from 1e6 pt), a once-known
// extreme-magnitude failure now agrees, and a real lp-only disagreement (HSTACK-3's greedy
// split against water-filling) is reported as known.

import ConstraintEngine
import Foundation
import LayoutCore
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

    @Test("CORE-9: an entry with a minimum magnitude covers its class only in cases that reach it")
    func magnitudeBound() throws {
        let failure = DivergenceClass(kind: "error", rule: "CORE-9", field: "constraint/exact")
        let entry = KnownDivergence(
            pattern: "error/CORE-9/constraint/exact", rule: "CORE-9", reason: "r", minimumMagnitude: 1e10)
        #expect(entry.matches(failure, engines: [], magnitude: 1e15))
        #expect(entry.matches(failure, engines: [], magnitude: 1e10))
        #expect(!entry.matches(failure, engines: [], magnitude: 9.99e9))
        #expect(!entry.matches(failure, engines: [], magnitude: nil))
        // A campaign counts the class's trees at ≥ 1e10 pt apart, as known, and the others as new.
        let settings = CampaignSettings(seed: 1, count: 4)
        var builder = FuzzReportBuilder(settings: settings, known: KnownDivergences(entries: [entry]))
        for (index, magnitude) in [(0, 1e15), (1, 400.0), (2, 3e12), (3, nil)] as [(Int, Double?)] {
            builder.add(
                TreeRecord(
                    index: index, seed: settings.treeSeed(index), verdict: .failed, divergenceClass: failure,
                    magnitude: magnitude))
        }
        let report = builder.report(
            tool: FuzzReport.Tool(name: "test", version: "test"), commandLine: [], elapsedSeconds: 1, jobs: 0,
            isKnown: { settings.isKnown($0, in: KnownDivergences(entries: [entry])) })
        let summaries = report.classes.map { "\($0.name) \($0.known) ×\($0.count) @\($0.firstIndex)" }
        #expect(
            Set(summaries) == [
                "error/CORE-9/constraint/exact at ≥ 1e+10 pt true ×2 @0", "error/CORE-9/constraint/exact false ×2 @1",
            ])
        #expect(report.newClasses == 1 && report.inconsistency == nil)
        // The split survives JSON and a merge.
        let decoded = try FuzzReport.decode(Data(try report.jsonText().utf8), source: "report")
        #expect(decoded == report)
        let merged = try FuzzReport.merge([decoded], tool: report.tool, commandLine: [])
        #expect(merged.classes == report.classes && merged.newClasses == 1)
    }

    /// The shrunk extreme-magnitude failure: a padding of `20 + w + magnitude` read from a
    /// proxy, in a 0.333 pt frame, under a ZStack aligned by a custom guide.
    static func cancellingPadding(_ magnitude: String) throws -> FuzzCase {
        try fuzzCase(
            """
            struct Mid: AlignmentID {
                static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
            }

            extension HorizontalAlignment {
                static let mid = HorizontalAlignment(Mid.self)
            }

            struct ContentView: View {
                var body: some View {
                    GeometryReader { proxy in
                        ZStack(alignment: Alignment(horizontal: .mid, vertical: .center)) {
                            FlowLayout {
                                HStack {}.padding(.trailing, 20 - (-proxy.size.width) + \(magnitude))
                            }
                        }
                    }.frame(maxWidth: 0.333)
                }
            }
            """, width: 390, height: 763)
    }

    @Test("CORE-9: the shrunk cancellation case that failed at 3e9 and 1e15 pt agrees at every magnitude")
    func extremeMagnitudeCase() throws {
        // It failed at 3e9, 8e9, 1e10, 3e10, 1e12 and 1e15 pt until a row's rounding room
        // included the magnitude its value was computed from (Quantity.roundingMagnitude).
        let runner = CampaignSettings(seed: 1, count: 1).runner
        for magnitude in ["1e9", "3e9", "8e9", "1e10", "3e10", "1e12", "1e15"] {
            let outcome = runner.run(try Self.cancellingPadding(magnitude))
            #expect(outcome.verdict == .agreed, "\(magnitude): \(outcome.message ?? "")")
        }
        // No exact-mode failure is a known divergence any more, at any magnitude.
        let failure = DivergenceClass(kind: "error", rule: "CORE-9", field: "constraint/exact")
        #expect(CampaignSettings(seed: 1, count: 1).knownEntry(failure, magnitude: 1e20) == nil)
    }

    @Test("ASPECT-1: an ideal ratio of 1e19 turns noise into 1,055 pt at 5e14 pt: known there, new below 1e12")
    func amplifiedAspectNoise() throws {
        let settings = CampaignSettings(seed: 1, count: 1)
        let outcome = settings.runner.run(
            try fuzzCase(
                """
                struct BaselineShiftID: AlignmentID {
                    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.firstTextBaseline] + 2 }
                }

                extension VerticalAlignment {
                    static let baselineShift = VerticalAlignment(BaselineShiftID.self)
                }

                struct ContentView: View {
                    var body: some View {
                        ViewThatFits {}
                            .frame(width: 500000000000000)
                            .background {
                                ZStack(alignment: Alignment(horizontal: .center, vertical: .baselineShift)) {
                                    CustomLeaf(minWidth: 1000000000000, idealWidth: 382, maxWidth: .infinity, minHeight: 1e-07, idealHeight: -1000000000000000.0, maxHeight: 1000000000000)
                                        .scaledToFill()
                                }
                            }
                    }
                }
                """, width: 100, height: 100))
        let found = try #require(outcome.divergenceClass)
        #expect(outcome.verdict == .diverged)
        #expect(found.description == "aspectRatio/ASPECT-1/width")
        #expect((outcome.magnitude ?? 0) >= 5e14)
        #expect(settings.knownEntry(found, magnitude: outcome.magnitude)?.rule == "ASPECT-1")
        #expect(settings.knownEntry(found, magnitude: 1_000) == nil)
    }

    @Test("CORE-9 milp: the refusal of a 2e6 pt layout is known; a milp failure at 1,000 pt would be new")
    func milpMagnitudeRefusal() throws {
        let settings = CampaignSettings(seed: 1, count: 1, mode: .milp)
        let wide = settings.runner.run(
            try fuzzCase("HStack(spacing: 0) { Color.red.frame(width: 2000000) }", width: 390, height: 763))
        let failure = DivergenceClass(kind: "error", rule: "CORE-9", field: "constraint/milp")
        #expect(wide.verdict == .failed && wide.divergenceClass == failure, "\(wide.message ?? "")")
        #expect(wide.message?.contains("magnitudes above 1e6 pt") == true)
        let entry = try #require(settings.knownEntry(failure, magnitude: wide.magnitude))
        #expect(entry.minimumMagnitude == 1e6)
        #expect(settings.knownEntry(failure, magnitude: 1000) == nil)
        #expect(!settings.isKnown(failure))
        // No constant, proposal or frame of this case reaches 1e6 pt, but ASPECT-1's row does
        // (390 pt times the 1e7 of the ratio): the refusal's own magnitude is the case's.
        let ratio = settings.runner.run(
            try fuzzCase("Color.red.aspectRatio(1e-7, contentMode: .fit)", width: 390, height: 763))
        #expect(ratio.verdict == .failed && ratio.divergenceClass == failure, "\(ratio.message ?? "")")
        #expect((ratio.magnitude ?? 0) >= 1e8, "\(ratio.message ?? "")")
        #expect(settings.knownEntry(failure, magnitude: ratio.magnitude)?.minimumMagnitude == 1e6)
    }

    @Test("CORE-9 milp: a branch within GLPK's 1e-7 tolerance is refused, filed apart and known")
    func milpBranchWithinTolerance() throws {
        let settings = CampaignSettings(seed: 1, count: 1, mode: .milp)
        let outcome = settings.runner.run(
            try fuzzCase("Rectangle()\nRectangle()\nSpacer().frame(minHeight: 1e-07)", width: 100, height: 100))
        #expect(outcome.verdict == .failed)
        #expect(outcome.divergenceClass?.description == "error/CORE-9/constraint/milp/tolerance")
        #expect(outcome.message?.hasPrefix("branch-and-bound chose a PROPOSAL-3 branch at node 0") == true)
        let found = try #require(outcome.divergenceClass)
        #expect(settings.knownEntry(found, magnitude: outcome.magnitude)?.rule == "CORE-9")
        // The same class under exact mode is no known divergence.
        #expect(CampaignSettings(seed: 1, count: 1).knownEntry(found, magnitude: nil) == nil)
    }

    @Test("CORE-9 a solve stopped by its time limit is its own class; campaigns give each solve half the tree's limit")
    func timeLimitClass() throws {
        struct Stopped: DifferentialEngine {
            var name: String { "constraint/milp" }
            func layout(_ input: FuzzCase) throws -> LayoutResult {
                throw ConstraintEngineError.solver(.timeLimit, scope: "tree (branch-and-bound)")
            }
        }
        let runner = DifferentialRunner(first: ReferenceDifferentialEngine(), second: Stopped())
        let outcome = runner.run(try fuzzCase("Color.red", width: 100, height: 100))
        #expect(outcome.divergenceClass?.description == "error/CORE-9/constraint/milp/time-limit")
        #expect(
            CampaignSettings(seed: 1, count: 1, mode: .milp).knownEntry(
                try #require(outcome.divergenceClass), magnitude: 100) == nil)
        let watched = CampaignSettings(seed: 1, count: 1, mode: .milp, timeLimit: 20)
        #expect((watched.runner.second as? ConstraintDifferentialEngine)?.timeLimit == 10)
        #expect((CampaignSettings(seed: 1, count: 1).runner.second as? ConstraintDifferentialEngine)?.timeLimit == nil)
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
