// FuzzReportBuilder.swift
// LayoutDifferential
//
// Counts tree records, in any order, into a campaign report: verdicts, classes (CORE-7
// differences, CORE-9 failures, CORE-6 crashes and hangs) with their lowest tree index, rules,
// model sizes and time histograms. The order records arrive in (several worker processes) does
// not change the report.

/// A report under construction.
public struct FuzzReportBuilder: Sendable {
    public let settings: CampaignSettings
    /// The known divergences. An entry bounded by magnitude covers only some trees of a class:
    /// those are counted apart, under the entry's bound (``FuzzReport/ClassKey``).
    public let known: KnownDivergences
    public private(set) var counts = FuzzReport.Counts()
    /// The classes found so far, with their first (lowest-index) record and tree count.
    public private(set) var classes: [FuzzReport.ClassKey: (first: TreeRecord, count: Int)] = [:]
    public private(set) var rules: [String: Int] = [:]
    public private(set) var modelSize = FuzzReport.ModelSize()
    public private(set) var nodes = FuzzReport.SizeSummary()
    public private(set) var reference = TimingHistogram()
    public private(set) var constraint = TimingHistogram()
    public private(set) var solve = TimingHistogram()
    public var corpus: [FuzzReport.CorpusRecord] = []
    /// Per rule, the trees exercising it and how many of them agreed. Records without rules (a
    /// crashed or hung tree's, written after its process died) are left out.
    public private(set) var ruleCoverage: [String: FuzzReport.RuleCoverage] = [:]

    public init(settings: CampaignSettings, known: KnownDivergences = .bundled) {
        self.settings = settings
        self.known = known
    }

    /// Trees counted so far.
    public var trees: Int { counts.total }

    /// Counts one tree.
    public mutating func add(_ record: TreeRecord) {
        counts[record.verdict] += 1
        if record.nodes > 0 { nodes.add(record.nodes) }
        if record.rows > 0 || record.columns > 0 { modelSize.add(rows: record.rows, columns: record.columns) }
        if let seconds = record.referenceSeconds { reference.add(seconds) }
        if let seconds = record.constraintSeconds { constraint.add(seconds) }
        if let seconds = record.solveSeconds { solve.add(seconds) }
        for rule in record.rules ?? [] {
            ruleCoverage[rule, default: .init()].trees += 1
            if record.verdict == .agreed { ruleCoverage[rule, default: .init()].agreed += 1 }
        }
        guard record.verdict != .agreed, let divergenceClass = record.divergenceClass else { return }
        rules[divergenceClass.rule, default: 0] += 1
        let key = FuzzReport.ClassKey(
            divergenceClass: divergenceClass,
            knownFromMagnitude: settings.knownEntry(for: record, in: known)?.minimumMagnitude)
        if let found = classes[key] {
            let first = record.index < found.first.index ? record : found.first
            classes[key] = (first, found.count + 1)
        } else {
            classes[key] = (record, 1)
        }
    }

    /// The classes' first records, in order of first index.
    public var firstRecords: [TreeRecord] { classes.values.map(\.first).sorted { $0.index < $1.index } }

    /// The report of a run that took `elapsedSeconds` with `jobs` worker processes (0: in the
    /// campaign's own process); `isKnown` says which whole classes are known divergences (none
    /// until a list of them is given). The trees an entry bounded by magnitude covers are known
    /// in any case, in summaries of their own.
    public func report(
        tool: FuzzReport.Tool, commandLine: [String], elapsedSeconds: Double, jobs: Int,
        isKnown: (DivergenceClass) -> Bool = { _ in false }
    ) -> FuzzReport {
        let summaries = classes.map { key, entry in
            FuzzReport.ClassSummary(
                name: key.name, divergenceClass: key.divergenceClass, verdict: entry.first.verdict,
                count: entry.count, firstIndex: entry.first.index, firstSeed: entry.first.seed,
                message: entry.first.message, known: key.knownFromMagnitude != nil || isKnown(key.divergenceClass),
                knownFromMagnitude: key.knownFromMagnitude)
        }
        let run = FuzzReport.Run(
            shard: settings.shard, trees: trees, commandLine: commandLine, toolVersion: tool.version,
            elapsedSeconds: elapsedSeconds, jobs: jobs)
        return FuzzReport(
            tool: tool, commandLine: commandLine, settings: settings,
            shards: FuzzReport.ShardCoverage(count: settings.shard.count, covered: [settings.shard.index]),
            runs: [run], trees: trees, counts: counts, classes: FuzzReport.ordered(summaries), rules: rules,
            newClasses: summaries.filter { !$0.known }.count,
            timing: FuzzReport.Timing(
                elapsedSeconds: elapsedSeconds, longestRunSeconds: elapsedSeconds,
                treesPerSecond: FiniteDouble(trees > 0 ? Double(trees) / elapsedSeconds : nil), reference: reference,
                constraint: constraint, solve: solve),
            modelSize: modelSize, nodes: nodes, corpus: corpus, ruleCoverage: ruleCoverage)
    }
}

extension FuzzReport {
    /// Classes with the most trees first, then by first index.
    static func ordered(_ classes: [ClassSummary]) -> [ClassSummary] {
        classes.sorted { ($1.count, $0.firstIndex, $0.name) < ($0.count, $1.firstIndex, $1.name) }
    }
}
