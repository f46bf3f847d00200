// FuzzReportTests.swift
// LayoutDifferentialTests
//
// Campaign reports: shards partition the tree indices, shard reports merge into exactly the
// unsharded report whatever order records arrive in, the JSON is strict and round-trips, and
// merge refuses reports of other campaigns, overlapping shards, corrupt and foreign JSON.

import Foundation
import LayoutCore
import LayoutDifferential
import Testing

/// A synthetic record for tree `index`: verdicts, classes, sizes and times drawn from `random`.
private func record(_ index: Int, _ random: inout SeededRandom) -> TreeRecord {
    let classes = [
        DivergenceClass(kind: "HStack", rule: "HSTACK-5", field: "x"),
        DivergenceClass(kind: "Text", rule: "TEXT-4", field: "width"),
        DivergenceClass(kind: "error", rule: "CORE-9", field: "constraint/exact"),
        TreeRecord.crashClass(signal: "SIGSEGV"), TreeRecord.hangClass,
    ]
    let verdicts: [TreeRecord.Verdict] = [.diverged, .diverged, .failed, .crashed, .hung]
    let seed = SeededRandom.derivedSeed(1, index: UInt64(index))
    let rules = ["FRAME-2", "HSTACK-4", "HSTACK-5", "TEXT-4"].filter { _ in random.chance(50) }
    guard random.chance(30) else {
        let rows = 1 + random.below(300)
        return TreeRecord(
            index: index, seed: seed, verdict: .agreed, nodes: 1 + random.below(50), rows: rows,
            columns: rows + random.below(40), referenceSeconds: random.unit() * 1e-3,
            constraintSeconds: random.unit() * 1e-2, solveSeconds: random.unit() * 5e-3, rules: rules)
    }
    let which = random.below(classes.count)
    return TreeRecord(
        index: index, seed: seed, verdict: verdicts[which], divergenceClass: classes[which],
        message: "tree \(index)", nodes: which >= 3 ? 0 : 1 + random.below(50),
        referenceSeconds: which >= 3 ? nil : random.unit(), rules: which >= 3 ? nil : rules)
}

private let tool = FuzzReport.Tool(name: "layoutlab", version: "test")

private func report(_ records: [TreeRecord], _ settings: CampaignSettings) -> FuzzReport {
    var builder = FuzzReportBuilder(settings: settings)
    for record in records where settings.shard.contains(record.index) { builder.add(record) }
    return builder.report(tool: tool, commandLine: ["layoutlab", "fuzz"], elapsedSeconds: 1.5, jobs: 2)
}

@Suite("Fuzz reports")
struct FuzzReportTests {
    @Test("Every tree index is in exactly one shard; shard sizes add up to the count")
    func shardsPartition() {
        for shards in 1...9 {
            for trees in 0...30 {
                let all = (1...shards).map { ShardSpec(index: $0, count: shards) }
                #expect(all.reduce(0) { $0 + $1.treeCount(trees: trees) } == trees)
                for index in 0..<trees { #expect(all.filter { $0.contains(index) }.count == 1) }
                for shard in all { #expect(Array(shard.indices(trees: trees)).count == shard.treeCount(trees: trees)) }
            }
        }
    }

    @Test("Shard reports merge into exactly the unsharded report, in any arrival order")
    func mergeIsExact() throws {
        var random = SeededRandom(seed: 42)
        let records = (0..<500).map { record($0, &random) }
        let settings = CampaignSettings(seed: 1, count: 500, shard: ShardSpec(index: 1, count: 1))
        let whole = report(records.shuffled(using: &random), settings)
        var shards: [FuzzReport] = []
        for index in [3, 1, 4, 2] {
            var shardSettings = settings
            shardSettings.shard = ShardSpec(index: index, count: 4)
            shards.append(report(records, shardSettings))
        }
        let merged = try FuzzReport.merge(shards, tool: tool, commandLine: ["merge"])
        #expect(merged.trees == whole.trees)
        #expect(merged.counts == whole.counts)
        #expect(merged.classes == whole.classes)
        #expect(merged.rules == whole.rules)
        #expect(merged.ruleCoverage == whole.ruleCoverage && whole.ruleCoverage?.isEmpty == false)
        #expect(merged.newClasses == whole.newClasses)
        #expect(merged.modelSize == whole.modelSize)
        #expect(merged.nodes == whole.nodes)
        for (a, b) in [
            (merged.timing.reference, whole.timing.reference), (merged.timing.solve, whole.timing.solve),
        ] {
            #expect(a.buckets == b.buckets && a.count == b.count && a.max == b.max)
            #expect(a.percentile(0.99) == b.percentile(0.99))
            #expect(abs(a.sum - b.sum) <= 1e-9 * b.sum)
        }
        #expect(merged.shards.complete && merged.shards.covered == [1, 2, 3, 4])
        #expect(merged.timing.elapsedSeconds == 6 && merged.timing.longestRunSeconds == 1.5)
        #expect(merged.classes.first { $0.name == "crash/CORE-6/SIGSEGV" }?.verdict == .crashed)
        #expect(merged.inconsistency == nil)
    }

    @Test("The JSON is strict (undefined numbers are null) and round-trips")
    func strictJSON() throws {
        var builder = FuzzReportBuilder(settings: CampaignSettings(seed: 1, count: 3))
        let empty = builder.report(tool: tool, commandLine: ["x"], elapsedSeconds: 0, jobs: 1)
        let text = try empty.jsonText()
        #expect(!text.contains("NaN") && !text.contains("Infinity"))
        #expect(text.contains("\"treesPerSecond\" : null") && text.contains("\"p99\" : null"))
        var random = SeededRandom(seed: 7)
        for index in 0..<3 { builder.add(record(index, &random)) }
        let full = builder.report(tool: tool, commandLine: ["x"], elapsedSeconds: 0.25, jobs: 1)
        let decoded = try FuzzReport.decode(Data(try full.jsonText().utf8), source: "r.json")
        #expect(decoded == full)
    }

    @Test("Percentiles are bucket upper bounds: never below the true value, at most 12.2 % above")
    func percentiles() {
        var histogram = TimingHistogram()
        let times = (1...1000).map { Double($0) * 1e-5 }
        for time in times { histogram.add(time) }
        for q in [0.5, 0.9, 0.99] {
            let truth = times[Int((q * 1000).rounded(.up)) - 1]
            let value = histogram.percentile(q) ?? 0
            #expect(value >= truth && value <= truth * 1.122, "p\(q): \(value) for \(truth)")
        }
        #expect(histogram.percentile(1) == 1e-2 && histogram.max == 1e-2)
        #expect(TimingHistogram().percentile(0.5) == nil)
    }

    @Test("merge refuses other campaigns, overlapping shards, corrupt and foreign JSON, with reasons")
    func mergeRefuses() throws {
        var random = SeededRandom(seed: 3)
        let records = (0..<20).map { record($0, &random) }
        func shard(_ index: Int, seed: UInt64 = 1, mode: String = "exact") -> FuzzReport {
            var settings = CampaignSettings(seed: seed, count: 20, shard: ShardSpec(index: index, count: 2))
            if mode != "exact" { settings.mode = .lpOnly }
            return report(records, settings)
        }
        func refusal(_ reports: [FuzzReport]) -> String {
            do {
                _ = try FuzzReport.merge(reports, sources: ["a.json", "b.json"], tool: tool, commandLine: [])
                return "merged"
            } catch { return error.message }
        }
        #expect(refusal([shard(1), shard(2, seed: 9)]) == "b.json is a different campaign from a.json: seed 1 ≠ 9")
        #expect(refusal([shard(1), shard(2, mode: "lp-only")]).contains("mode exact ≠ lp-only"))
        #expect(refusal([shard(1), shard(1)]).contains("both cover shard 1/2"))
        var tampered = shard(2)
        tampered.counts.agreed += 1
        #expect(refusal([shard(1), tampered]).hasPrefix("b.json: corrupt fuzz report"))
        // Hand-edited times and sizes: a negative elapsed time or node total is corrupt.
        var negative = shard(2)
        negative.timing.elapsedSeconds = -99
        #expect(refusal([shard(1), negative]).contains("negative times or sizes"))
        negative = shard(2)
        negative.nodes.total = -3
        #expect(refusal([shard(1), negative]).contains("negative times or sizes"))
        // The merge names its lowest covered shard, whichever input came first.
        let merged = try FuzzReport.merge([shard(2), shard(1)], tool: tool, commandLine: [])
        #expect(merged.settings.shard == ShardSpec(index: 1, count: 2) && merged.inconsistency == nil)
        func decodeError(_ text: String) -> String {
            do {
                _ = try FuzzReport.decode(Data(text.utf8), source: "f.json")
                return "decoded"
            } catch { return error.message }
        }
        #expect(decodeError("{\"format\": \"layoutlab-fuzz-re").hasPrefix("f.json: not JSON"))
        #expect(decodeError("[1, 2]").hasPrefix("f.json: not a layoutlab fuzz report"))
        #expect(decodeError("{\"format\": \"layoutlab-fuzz-report\", \"formatVersion\": 9}").contains("version 9"))
        #expect(
            decodeError("{\"format\": \"layoutlab-fuzz-report\", \"formatVersion\": 1}").hasPrefix(
                "f.json: corrupt fuzz report (missing"))
    }
}
