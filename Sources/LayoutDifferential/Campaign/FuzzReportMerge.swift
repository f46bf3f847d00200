// FuzzReportMerge.swift
// LayoutDifferential
//
// Shard reports of one campaign merged into one: counts, classes (first index: the lowest),
// rules, model sizes and time histograms add up exactly to what the unsharded campaign reports
// for the same trees (CORE-7 verdicts do not depend on the shard). Reports of other campaigns,
// overlapping shards, corrupt or foreign JSON are refused with a reason.

import Foundation

/// Why reports cannot be read or merged.
public struct FuzzReportError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension FuzzReport {
    /// Reads a report from JSON; `source` names it in errors (a file name).
    public static func decode(_ data: Data, source: String) throws(FuzzReportError) -> FuzzReport {
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            throw FuzzReportError("\(source): not JSON (\(error.localizedDescription))")
        }
        guard let fields = object as? [String: Any], fields["format"] as? String == formatName else {
            throw FuzzReportError("\(source): not a layoutlab fuzz report (no \"format\": \"\(formatName)\")")
        }
        guard fields["formatVersion"] as? Int == currentVersion else {
            throw FuzzReportError(
                "\(source): a fuzz report of format version \(fields["formatVersion"] ?? "none"), "
                    + "this tool reads version \(currentVersion)")
        }
        let report: FuzzReport
        do { report = try JSONDecoder().decode(FuzzReport.self, from: data) } catch {
            throw FuzzReportError("\(source): corrupt fuzz report (\(Self.describe(error)))")
        }
        if let problem = report.inconsistency { throw FuzzReportError("\(source): corrupt fuzz report (\(problem))") }
        return report
    }

    /// What does not add up in a report, or nil.
    public var inconsistency: String? {
        let shardCount = settings.shard.count
        guard shards.count == shardCount, settings.shard.isValid, !shards.covered.isEmpty,
            shards.covered == Array(Set(shards.covered)).sorted(),
            shards.covered.allSatisfy({ (1...shardCount).contains($0) })
        else { return "shards \(shards.covered) of \(shards.count) with settings.shard \(settings.shard)" }
        guard settings.count >= 0, counts.total == trees, Set(runs.map(\.shard.index)) == Set(shards.covered),
            runs.allSatisfy({ $0.shard.count == shardCount })
        else { return "counts \(counts.total) for \(trees) trees, runs \(runs.map(\.shard))" }
        let expected = shards.covered.reduce(0) {
            $0 + ShardSpec(index: $1, count: shardCount).treeCount(trees: settings.count)
        }
        guard trees == expected else {
            return "\(trees) trees where shards \(shards.covered) of \(shardCount) hold \(expected)"
        }
        let findings = trees - counts.agreed
        guard classes.reduce(0, { $0 + $1.count }) == findings, rules.values.reduce(0, +) == findings,
            Set(classes.map(\.key)).count == classes.count,
            classes.allSatisfy({ $0.knownFromMagnitude == nil || $0.known }),
            classes.allSatisfy({ $0.count > 0 && $0.firstIndex >= 0 && $0.firstIndex < settings.count })
        else { return "classes and rules do not add up to the \(findings) trees that did not agree" }
        let sizes = [nodes, modelSize.rows, modelSize.columns]
        guard timing.elapsedSeconds >= 0, timing.longestRunSeconds >= 0, runs.allSatisfy({ $0.elapsedSeconds >= 0 }),
            sizes.allSatisfy({ $0.trees >= 0 && $0.total >= 0 && $0.max >= 0 && $0.trees <= trees })
        else { return "negative times or sizes, or sizes for more trees than the report holds" }
        if let coverage = ruleCoverage,
            let (rule, bad) = coverage.first(where: {
                !(0...trees).contains($1.trees) || !(0...$1.trees).contains($1.agreed)
            })
        {
            return "rule coverage of \(rule): \(bad.agreed) agreed of \(bad.trees) trees in a report of \(trees)"
        }
        return nil
    }

    /// How two campaigns' settings differ (apart from the shard index), or nil.
    public static func settingsDifference(_ a: CampaignSettings, _ b: CampaignSettings) -> String? {
        var differences: [String] = []
        func compare<T: Equatable>(_ name: String, _ x: T, _ y: T) {
            if x != y { differences.append("\(name) \(x) ≠ \(y)") }
        }
        compare("seed", a.seed, b.seed)
        compare("count", a.count, b.count)
        compare("profile", a.profile.rawValue, b.profile.rawValue)
        compare("max-nodes", a.limits.maxNodes, b.limits.maxNodes)
        compare("max-depth", a.limits.maxDepth, b.limits.maxDepth)
        compare("mode", a.mode.rawValue, b.mode.rawValue)
        compare("policy", a.policy, b.policy)
        compare("shard count", a.shard.count, b.shard.count)
        compare("text metrics", a.textMetrics.optionText, b.textMetrics.optionText)
        compare("time limit", a.timeLimit.map { "\($0)" } ?? "none", b.timeLimit.map { "\($0)" } ?? "none")
        return differences.isEmpty ? nil : differences.joined(separator: ", ")
    }

    /// Merges shard reports of one campaign (`sources` name them in errors, in the same order).
    /// Counts, classes, rules, model sizes and histograms add up exactly; percentiles come from
    /// the merged histograms; `timing.elapsedSeconds` is the shards' total and
    /// `longestRunSeconds` the longest. Classes are known when `isKnown` says so or a shard
    /// marked them known.
    public static func merge(
        _ reports: [FuzzReport], sources: [String]? = nil, tool: Tool, commandLine: [String],
        isKnown: (DivergenceClass) -> Bool = { _ in false }
    ) throws(FuzzReportError) -> FuzzReport {
        let names = sources ?? reports.indices.map { "report \($0 + 1)" }
        guard let first = reports.first else { throw FuzzReportError("no reports to merge") }
        var owner: [Int: String] = [:]
        for (report, name) in zip(reports, names) {
            if let problem = report.inconsistency { throw FuzzReportError("\(name): corrupt fuzz report (\(problem))") }
            if let difference = settingsDifference(first.settings, report.settings) {
                throw FuzzReportError(
                    "\(name) is a different campaign from \(names[0]): \(difference)")
            }
            for shard in report.shards.covered {
                if let other = owner[shard] {
                    throw FuzzReportError(
                        "\(name) and \(other) both cover shard \(shard)/\(report.shards.count): "
                            + "merging them would count its trees twice")
                }
                owner[shard] = name
            }
        }
        var merged = first
        merged.tool = tool
        merged.commandLine = commandLine
        merged.shards.covered = owner.keys.sorted()
        // The merge's settings name its lowest covered shard, whatever order the inputs came in.
        merged.settings.shard = ShardSpec(index: merged.shards.covered[0], count: first.settings.shard.count)
        merged.runs = reports.flatMap(\.runs).sorted { $0.shard.index < $1.shard.index }
        merged.trees = reports.reduce(0) { $0 + $1.trees }
        merged.counts = FuzzReport.Counts()
        for verdict in TreeRecord.Verdict.allCases {
            merged.counts[verdict] = reports.reduce(0) { $0 + $1.counts[verdict] }
        }
        merged.rules = reports.reduce(into: [:]) { rules, report in rules.merge(report.rules, uniquingKeysWith: +) }
        // Per-rule agreement adds up when every shard counted it; otherwise it is left out.
        merged.ruleCoverage =
            reports.allSatisfy { $0.ruleCoverage != nil }
            ? reports.reduce(into: [:]) { all, report in
                all.merge(report.ruleCoverage ?? [:]) {
                    FuzzReport.RuleCoverage(trees: $0.trees + $1.trees, agreed: $0.agreed + $1.agreed)
                }
            } : nil
        merged.classes = mergedClasses(reports.flatMap(\.classes), isKnown: isKnown)
        merged.newClasses = merged.classes.filter { !$0.known }.count
        merged.modelSize = FuzzReport.ModelSize()
        merged.nodes = FuzzReport.SizeSummary()
        var timing = Timing(
            elapsedSeconds: 0, longestRunSeconds: 0, treesPerSecond: FiniteDouble(nil), reference: TimingHistogram(),
            constraint: TimingHistogram(), solve: TimingHistogram())
        for report in reports {
            merged.modelSize.merge(report.modelSize)
            merged.nodes.merge(report.nodes)
            timing.elapsedSeconds += report.timing.elapsedSeconds
            timing.longestRunSeconds = max(timing.longestRunSeconds, report.timing.longestRunSeconds)
            timing.reference.merge(report.timing.reference)
            timing.constraint.merge(report.timing.constraint)
            timing.solve.merge(report.timing.solve)
        }
        // An empty campaign has no rate (null), as a zero-time one has none.
        timing.treesPerSecond = FiniteDouble(merged.trees > 0 ? Double(merged.trees) / timing.elapsedSeconds : nil)
        merged.timing = timing
        var savedClasses = Set<String>()
        merged.corpus = reports.flatMap(\.corpus).filter { savedClasses.insert($0.name).inserted }
        return merged
    }

    /// Classes of several shards: counts added, the lowest first index kept with its seed and
    /// message.
    private static func mergedClasses(
        _ all: [ClassSummary], isKnown: (DivergenceClass) -> Bool
    ) -> [ClassSummary] {
        var byClass: [ClassKey: ClassSummary] = [:]
        for summary in all {
            guard var existing = byClass[summary.key] else {
                byClass[summary.key] = summary
                continue
            }
            existing.count += summary.count
            existing.known = existing.known || summary.known
            if summary.firstIndex < existing.firstIndex {
                (existing.firstIndex, existing.firstSeed) = (summary.firstIndex, summary.firstSeed)
                existing.message = summary.message
            }
            byClass[summary.key] = existing
        }
        return ordered(
            byClass.values.map { summary in
                var summary = summary
                summary.known = summary.known || isKnown(summary.divergenceClass)
                return summary
            })
    }

    /// A decoding error as one line: what is wrong, and where.
    static func describe(_ error: any Error) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            keys.isEmpty
                ? "top level" : keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing \"\(key.stringValue)\" at \(path(context.codingPath))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
            DecodingError.dataCorrupted(let context):
            return "\(context.debugDescription) at \(path(context.codingPath))"
        default:
            return "\(error)"
        }
    }
}
