// CampaignTests.swift
// LayoutDifferentialTests
//
// Campaigns in this process: tree i is the same tree in every shard (derived seeds), shard
// campaigns count every tree once, and the runner reports each engine's time and the
// constraint engine's solver calls (CORE-9) for the report's model sizes.

import Foundation
import LayoutCore
import LayoutDifferential
import Testing

@Suite("Campaigns")
struct CampaignTests {
    @Test("Tree i of a campaign is generated from derivedSeed(seed, i) whatever the shard")
    func treeSeeds() {
        let settings = CampaignSettings(seed: 5, count: 10, shard: ShardSpec(index: 2, count: 3))
        #expect(settings.treeSeed(4) == SeededRandom.derivedSeed(5, index: 4))
        #expect(settings.treeCase(4) == settings.unsharded.treeCase(4))
        #expect(settings.treeCase(4).textMetrics == settings.textMetrics)
    }

    @Test("Shard campaigns run in this process add up to the unsharded campaign")
    func shardsAddUp() {
        let settings = CampaignSettings(seed: 11, count: 9, limits: GeneratorLimits(maxNodes: 8, maxDepth: 4))
        let whole = Campaign(settings: settings).run()
        var trees = 0
        var counts = FuzzReport.Counts()
        for index in 1...2 {
            var shard = settings
            shard.shard = ShardSpec(index: index, count: 2)
            let builder = Campaign(settings: shard).run()
            trees += builder.trees
            for verdict in TreeRecord.Verdict.allCases { counts[verdict] += builder.counts[verdict] }
        }
        #expect(whole.trees == 9 && trees == 9)
        #expect(counts == whole.counts)
    }

    @Test("CORE-9: the runner records both engines' times and the constraint engine's solver calls")
    func solveRecords() {
        let settings = CampaignSettings(seed: 1, count: 1)
        let outcome = settings.runner.run(settings.treeCase(0))
        #expect(outcome.firstSeconds != nil && outcome.secondSeconds != nil)
        #expect(outcome.solves.count == 1 && outcome.solves[0].rows > 0)
        let record = TreeRecord(index: 0, settings: settings, runner: settings.runner)
        #expect(record.rows == outcome.solves[0].rows && record.solveSeconds != nil)
        #expect(record.nodes == settings.treeCase(0).tree.count)
    }

    @Test("A worker's hand-written JSON line decodes to the same record, whatever its message holds")
    func jsonLine() throws {
        let records = [
            TreeRecord(
                index: 3, seed: .max, verdict: .agreed, nodes: 50, rows: 120, columns: 99,
                referenceSeconds: 1e-5, constraintSeconds: 0.000683182, solveSeconds: 1.5,
                rules: ["HSTACK-4", "TEXT-4"]),
            TreeRecord(
                index: 0, seed: 0, verdict: .diverged,
                divergenceClass: DivergenceClass(kind: "custom \"leaf\"", rule: "HSTACK-5", field: "x"),
                message: "a \\ b\n\t\u{1}\u{1F} ≠ é 🙂"),
            TreeRecord(
                index: 9, seed: 17, verdict: .failed,
                divergenceClass: DivergenceClass(kind: "error", rule: "CORE-9", field: "constraint/exact")),
        ]
        for record in records {
            let decoded = try JSONDecoder().decode(TreeRecord.self, from: Data(record.jsonLine.utf8))
            #expect(decoded == record, "\(record.jsonLine)")
            #expect(!record.jsonLine.contains("\n"))
        }
    }

    @Test("Known divergences: lp-only's HSTACK-3 differences are known, its crashes and hangs never")
    func knownClasses() {
        var settings = CampaignSettings(seed: 1, count: 1, mode: .lpOnly)
        let difference = DivergenceClass(kind: "HStack", rule: "HSTACK-5", field: "x")
        #expect(settings.isKnown(difference))
        #expect(!settings.isKnown(TreeRecord.crashClass(signal: "SIGSEGV")))
        #expect(!settings.isKnown(TreeRecord.hangClass))
        settings.mode = .exact
        #expect(!settings.isKnown(difference))
    }
}
