// FuzzReport.swift
// LayoutDifferential
//
// What a differential campaign found, as strict JSON (no NaN or ∞: undefined numbers are null):
// verdict counts (CORE-7 agreement, CORE-9 failures, CORE-6 crashes and hangs), divergence
// classes with their first tree, counts per rule, throughput, model sizes and solve-time
// percentiles. Shard reports merge into exactly the unsharded counts (`FuzzReport.merge`).

import Foundation

/// A campaign's (or a merge of shard campaigns') findings.
public struct FuzzReport: Hashable, Sendable, Codable {
    /// `format`'s value: what tells a report from other JSON.
    public static let formatName = "layoutlab-fuzz-report"
    /// The layout of the JSON; reports of another version do not merge.
    public static let currentVersion = 1

    public var format = Self.formatName
    public var formatVersion = Self.currentVersion
    /// The tool that wrote the report (for a merge: the tool that merged).
    public var tool: Tool
    /// The command that wrote the report, one argument per element.
    public var commandLine: [String]
    /// The campaign. `settings.shard` is the lowest shard the report covers; ``shards`` says which shards the
    /// counts cover.
    public var settings: CampaignSettings
    public var shards: ShardCoverage
    /// Each process run whose trees the report counts (one, or one per merged shard).
    public var runs: [Run]
    /// Trees counted, and how many of them ended how.
    public var trees: Int
    public var counts: Counts
    /// Divergence, failure, crash and hang classes, most trees first.
    public var classes: [ClassSummary]
    /// Trees per rule of their class (the rule a first difference points at; CORE-9 for engine
    /// errors, CORE-6 for crashes and hangs).
    public var rules: [String: Int]
    /// Classes that are not known divergences: any makes `layoutlab fuzz` exit with status 1.
    public var newClasses: Int
    public var timing: Timing
    /// The constraint engine's models (rows and columns summed over a tree's solver calls), over
    /// the trees it solved.
    public var modelSize: ModelSize
    /// Nodes per generated tree.
    public var nodes: SizeSummary
    /// Shrunk cases written to the corpus by the runs.
    public var corpus: [CorpusRecord]
    /// Per rule, the trees that exercise it (``RuleAttribution/exercised(by:)``) and how many of
    /// those agreed: agreement per rule. Absent in reports written before it was counted.
    public var ruleCoverage: [String: RuleCoverage]? = nil

    /// Trees that exercise one rule, and how many of them agreed.
    public struct RuleCoverage: Hashable, Sendable, Codable {
        public var trees = 0
        public var agreed = 0

        public init(trees: Int = 0, agreed: Int = 0) {
            self.trees = trees
            self.agreed = agreed
        }
    }

    public struct Tool: Hashable, Sendable, Codable {
        public var name: String
        public var version: String
        public init(name: String, version: String) {
            self.name = name
            self.version = version
        }
    }

    /// Which shards of how many the counts cover.
    public struct ShardCoverage: Hashable, Sendable, Codable {
        public var count: Int
        /// Covered shard indices (1-based), increasing.
        public var covered: [Int]
        /// Whether every shard is covered: the counts are the whole campaign's.
        public var complete: Bool { covered.count == count }

        public init(count: Int, covered: [Int]) {
            self.count = count
            self.covered = covered
        }

        private enum CodingKeys: String, CodingKey { case count, covered, complete }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            count = try container.decode(Int.self, forKey: .count)
            covered = try container.decode([Int].self, forKey: .covered)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(count, forKey: .count)
            try container.encode(covered, forKey: .covered)
            try container.encode(complete, forKey: .complete)
        }
    }

    /// One process run: its shard, command, wall-clock time and how it ran trees.
    public struct Run: Hashable, Sendable, Codable {
        public var shard: ShardSpec
        public var trees: Int
        public var commandLine: [String]
        public var toolVersion: String
        public var elapsedSeconds: Double
        /// Worker processes (0: trees ran in the campaign's own process).
        public var jobs: Int

        public init(
            shard: ShardSpec, trees: Int, commandLine: [String], toolVersion: String, elapsedSeconds: Double,
            jobs: Int
        ) {
            self.shard = shard
            self.trees = trees
            self.commandLine = commandLine
            self.toolVersion = toolVersion
            self.elapsedSeconds = elapsedSeconds
            self.jobs = jobs
        }
    }

    /// Trees per verdict.
    public struct Counts: Hashable, Sendable, Codable {
        public var agreed = 0
        public var diverged = 0
        public var failed = 0
        public var crashed = 0
        public var hung = 0

        public init() {}

        public subscript(verdict: TreeRecord.Verdict) -> Int {
            get {
                switch verdict {
                case .agreed: agreed
                case .diverged: diverged
                case .failed: failed
                case .crashed: crashed
                case .hung: hung
                }
            }
            set {
                switch verdict {
                case .agreed: agreed = newValue
                case .diverged: diverged = newValue
                case .failed: failed = newValue
                case .crashed: crashed = newValue
                case .hung: hung = newValue
                }
            }
        }

        public var total: Int { TreeRecord.Verdict.allCases.reduce(0) { $0 + self[$1] } }
    }

    /// One class: how many trees, the first of them (lowest index) and whether it is known.
    public struct ClassSummary: Hashable, Sendable, Codable {
        /// `kind/rule/field`.
        public var name: String
        public var divergenceClass: DivergenceClass
        public var verdict: TreeRecord.Verdict
        public var count: Int
        public var firstIndex: Int
        public var firstSeed: UInt64
        /// The first tree's first difference, error or crash message.
        public var message: String?
        /// A known divergence (expected; not a finding).
        public var known: Bool
        /// Set when the summary counts only the class's trees whose case reached this magnitude,
        /// known by an entry bounded by it (``KnownDivergence/minimumMagnitude``); the class's
        /// other trees are in a summary without it. JSON: `knownFromMagnitude`, absent when nil.
        public var knownFromMagnitude: Double?

        public init(
            name: String, divergenceClass: DivergenceClass, verdict: TreeRecord.Verdict, count: Int, firstIndex: Int,
            firstSeed: UInt64, message: String?, known: Bool, knownFromMagnitude: Double? = nil
        ) {
            self.name = name
            self.divergenceClass = divergenceClass
            self.verdict = verdict
            self.count = count
            self.firstIndex = firstIndex
            self.firstSeed = firstSeed
            self.message = message
            self.known = known
            self.knownFromMagnitude = knownFromMagnitude
        }

        /// What merging shard reports groups the summary by.
        public var key: ClassKey { ClassKey(divergenceClass: divergenceClass, knownFromMagnitude: knownFromMagnitude) }

        private enum CodingKeys: String, CodingKey {
            case name = "class", divergenceClass = "parts", verdict, count, firstIndex, firstSeed, message, known
            case knownFromMagnitude
        }
    }

    /// What a report counts trees under: their class, and for the trees a known divergence
    /// covers only from a magnitude up, that magnitude (those trees are known, the class's others
    /// are not).
    public struct ClassKey: Hashable, Sendable {
        public var divergenceClass: DivergenceClass
        public var knownFromMagnitude: Double?

        public init(divergenceClass: DivergenceClass, knownFromMagnitude: Double? = nil) {
            self.divergenceClass = divergenceClass
            self.knownFromMagnitude = knownFromMagnitude
        }

        /// The summary's name: the class (`error/CORE-9/constraint/exact`), followed for trees
        /// known from a magnitude up by that bound (`… at ≥ 1e+10 pt`).
        public var name: String {
            guard let knownFromMagnitude else { return divergenceClass.description }
            return "\(divergenceClass) at ≥ \(String(format: "%g", knownFromMagnitude)) pt"
        }
    }

    /// Wall-clock times: of the runs, and per tree of each engine and of GLPK.
    public struct Timing: Hashable, Sendable, Codable {
        /// The runs' wall-clock seconds added up (for a merge: the compute time of all shards).
        public var elapsedSeconds: Double
        /// The longest run: a merge's wall-clock time when the shards ran side by side.
        public var longestRunSeconds: Double
        /// Trees per second of `elapsedSeconds`; null when no time passed.
        public var treesPerSecond: FiniteDouble
        public var reference: TimingHistogram
        public var constraint: TimingHistogram
        /// GLPK's time per tree (summed over the tree's solver calls).
        public var solve: TimingHistogram
    }

    /// Count, total and maximum of a per-tree size (nodes, model rows, model columns).
    public struct SizeSummary: Hashable, Sendable, Codable {
        public var trees = 0
        public var total = 0
        public var max = 0

        public init() {}

        public mutating func add(_ value: Int) {
            trees += 1
            total += value
            max = Swift.max(max, value)
        }

        public mutating func merge(_ other: SizeSummary) {
            trees += other.trees
            total += other.total
            max = Swift.max(max, other.max)
        }

        public var mean: Double? { trees > 0 ? Double(total) / Double(trees) : nil }

        private enum CodingKeys: String, CodingKey { case trees, total, max, mean }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            trees = try container.decode(Int.self, forKey: .trees)
            total = try container.decode(Int.self, forKey: .total)
            max = try container.decode(Int.self, forKey: .max)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(trees, forKey: .trees)
            try container.encode(total, forKey: .total)
            try container.encode(max, forKey: .max)
            try container.encode(FiniteDouble(mean), forKey: .mean)
        }
    }

    /// The constraint engine's model per tree: rows and columns summed over its solver calls.
    public struct ModelSize: Hashable, Sendable, Codable {
        public var rows = SizeSummary()
        public var columns = SizeSummary()

        public init() {}

        public mutating func add(rows: Int, columns: Int) {
            self.rows.add(rows)
            self.columns.add(columns)
        }

        public mutating func merge(_ other: ModelSize) {
            rows.merge(other.rows)
            columns.merge(other.columns)
        }
    }

    /// A case the corpus store saved.
    public struct CorpusRecord: Hashable, Sendable, Codable {
        public var name: String
        public var path: String
        public var originalIndex: Int
        public var originalNodes: Int
        public var shrunkNodes: Int
        /// The shrinker's predicate evaluations; a note when shrinking could not run.
        public var evaluations: Int
        public var note: String?

        public init(
            name: String, path: String, originalIndex: Int, originalNodes: Int, shrunkNodes: Int, evaluations: Int,
            note: String? = nil
        ) {
            self.name = name
            self.path = path
            self.originalIndex = originalIndex
            self.originalNodes = originalNodes
            self.shrunkNodes = shrunkNodes
            self.evaluations = evaluations
            self.note = note
        }
    }

    /// The report as strict JSON (sorted keys, indented, a final newline).
    public func jsonText() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
}
