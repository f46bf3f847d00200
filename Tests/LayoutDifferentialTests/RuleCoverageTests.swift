// RuleCoverageTests.swift
// LayoutDifferentialTests
//
// Agreement per rule: a tree exercises each node's sizing rule and the placement rule of each
// node with children (the rules the comparator files differences under), and a campaign's
// report counts, per rule, the trees that exercise it and how many of them agreed.

import Foundation
import LayoutCore
import LayoutDifferential
import Testing

@Suite("Rule coverage")
struct RuleCoverageTests {
    @Test("HSTACK-4/5, FRAME-2/3, TEXT-4, LEAF-SHAPE-1: the rules a small tree exercises")
    func exercisedRules() throws {
        let tree = try parse(#"HStack { Text("a"); Color.red.frame(width: 10, height: 10) }"#)
        #expect(
            RuleAttribution.exercised(by: tree) == [
                "FRAME-2", "FRAME-3", "HSTACK-4", "HSTACK-5", "LEAF-SHAPE-1", "TEXT-4",
            ])
        // A leaf places nothing: a lone Text exercises only its sizing rule.
        #expect(RuleAttribution.exercised(by: try parse(#"Text("a")"#)) == ["TEXT-4"])
    }

    @Test("CORE-7: a campaign counts, per rule, the trees using it; in exact mode every one agrees")
    func campaignCoverage() throws {
        let settings = CampaignSettings(seed: 3, count: 40, limits: GeneratorLimits(maxNodes: 12, maxDepth: 4))
        let report = Campaign(settings: settings).run().report(
            tool: FuzzReport.Tool(name: "layoutlab", version: "test"), commandLine: ["fuzz"], elapsedSeconds: 1,
            jobs: 0)
        let coverage = try #require(report.ruleCoverage)
        // Every tree has a root, so some rule is exercised by each; none by more trees than ran.
        #expect(coverage.values.allSatisfy { $0.trees >= 1 && $0.trees <= 40 && $0.agreed == $0.trees })
        for index in [0, 17, 39] {
            for rule in RuleAttribution.exercised(by: settings.treeCase(index).tree) {
                #expect(coverage[rule] != nil, "tree \(index) exercises \(rule)")
            }
        }
        let recount = (0..<40).reduce(into: [String: Int]()) { counts, index in
            for rule in RuleAttribution.exercised(by: settings.treeCase(index).tree) { counts[rule, default: 0] += 1 }
        }
        #expect(coverage.mapValues(\.trees) == recount)
        #expect(report.counts.agreed == 40 && report.inconsistency == nil)
        let decoded = try FuzzReport.decode(Data(try report.jsonText().utf8), source: "r.json")
        #expect(decoded.ruleCoverage == coverage)
    }

    @Test("A report whose rule coverage counts more trees than it holds is corrupt")
    func corruptCoverage() throws {
        var report = FuzzReportBuilder(settings: CampaignSettings(seed: 1, count: 0)).report(
            tool: FuzzReport.Tool(name: "layoutlab", version: "test"), commandLine: ["fuzz"], elapsedSeconds: 1,
            jobs: 0)
        #expect(report.inconsistency == nil)
        report.ruleCoverage = ["HSTACK-4": .init(trees: 1, agreed: 1)]
        #expect(report.inconsistency?.contains("rule coverage of HSTACK-4") == true)
    }
}
