// CampaignSettings.swift
// LayoutDifferential
//
// What a differential campaign is: which trees (seed, count, generator profile and limits), which
// engines compared how (constraint mode, CORE-7 tolerance policy, text metrics), which shard of
// the tree indices, and the per-tree time limit. Tree i of seed S is always the tree of
// `SeededRandom.derivedSeed(S, index: i)`, so shards and jobs never change which tree i is.

import ConstraintEngine
import LayoutCore

/// One shard of a campaign: shard `index` of `count` (1-based) covers the tree indices `k` with
/// `k % count == index - 1`. Every index belongs to exactly one shard, so the shards' counts add
/// up to the unsharded campaign's.
public struct ShardSpec: Hashable, Sendable, Codable, CustomStringConvertible {
    public var index: Int
    public var count: Int

    /// The whole campaign as one shard.
    public static let whole = ShardSpec(index: 1, count: 1)

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Whether `1 ≤ index ≤ count`.
    public var isValid: Bool { count >= 1 && index >= 1 && index <= count }

    /// `i/n`.
    public var description: String { "\(index)/\(count)" }

    /// Whether tree `treeIndex` is in this shard.
    public func contains(_ treeIndex: Int) -> Bool { treeIndex % count == index - 1 }

    /// The tree indices of this shard in a campaign of `trees` trees, in increasing order.
    public func indices(trees: Int) -> StrideTo<Int> { stride(from: index - 1, to: trees, by: count) }

    /// How many of a campaign's `trees` trees this shard covers.
    public func treeCount(trees: Int) -> Int { index - 1 < trees ? (trees - index + count) / count : 0 }
}

/// Everything that decides a campaign's verdicts. Two shard reports can be merged only when
/// their settings are equal apart from the shard index.
public struct CampaignSettings: Hashable, Sendable, Codable {
    /// The campaign seed; tree i is generated from `derivedSeed(seed, index: i)`.
    public var seed: UInt64
    /// Trees 0..<count make up the whole campaign (all shards together).
    public var count: Int
    public var profile: GeneratorProfile
    public var limits: GeneratorLimits
    /// The constraint engine's mode (the reference engine has one).
    public var mode: ConstraintMode
    /// The CORE-7 tolerance policy's name: `core7`, `strict` or `frames` (``TolerancePolicy/named``).
    public var policy: String
    public var shard: ShardSpec
    /// The text measurer every case is laid out with (replaces the generator's).
    public var textMetrics: TextMetrics
    /// Wall-clock seconds one tree may take in a worker process before it is killed and the tree
    /// counted as hung; nil when trees run in the campaign's own process (no watchdog).
    public var timeLimit: Double?

    public init(
        seed: UInt64, count: Int, profile: GeneratorProfile = .full, limits: GeneratorLimits = GeneratorLimits(),
        mode: ConstraintMode = .exact, policy: String = TolerancePolicy.core7.name, shard: ShardSpec = .whole,
        textMetrics: TextMetrics = .bodyStandIn, timeLimit: Double? = nil
    ) {
        self.seed = seed
        self.count = count
        self.profile = profile
        self.limits = limits
        self.mode = mode
        self.policy = policy
        self.shard = shard
        self.textMetrics = textMetrics
        self.timeLimit = timeLimit
    }

    /// The named tolerance policy, or nil for an unknown name.
    public var tolerancePolicy: TolerancePolicy? { TolerancePolicy.named.first { $0.name == policy } }

    /// The seed tree `index` is generated from.
    public func treeSeed(_ index: Int) -> UInt64 { SeededRandom.derivedSeed(seed, index: UInt64(index)) }

    /// The case of tree `index`: the generator's tree for its derived seed, laid out with
    /// ``textMetrics``.
    public func treeCase(_ index: Int) -> FuzzCase {
        var input = TreeGenerator(profile: profile, limits: limits).generate(seed: treeSeed(index))
        input.textMetrics = textMetrics
        return input
    }

    /// The runner the campaign compares with: the reference engine against the constraint engine
    /// in ``mode`` under ``tolerancePolicy`` (CORE-7 when the name is unknown).
    /// Under a watchdog, each solve may take half the tree's ``timeLimit``: a branch and bound
    /// that does not finish is then the engine's typed time-limit failure, not a killed worker.
    public var runner: DifferentialRunner {
        DifferentialRunner(
            first: ReferenceDifferentialEngine(),
            second: ConstraintDifferentialEngine(mode: mode, timeLimit: timeLimit.map { $0 / 2 }),
            policy: tolerancePolicy ?? .core7)
    }

    /// The engines' names as reports and corpus entries give them.
    public var engineNames: [String] { [runner.first.name, runner.second.name] }

    /// Whether every tree of `divergenceClass` is a known divergence of this campaign's engines
    /// in `known` (an entry bounded by magnitude covers only some: ``knownEntry(_:magnitude:in:)``).
    public func isKnown(_ divergenceClass: DivergenceClass, in known: KnownDivergences = .bundled) -> Bool {
        knownEntry(divergenceClass, magnitude: nil, in: known) != nil
    }

    /// The entry of `known` that explains a tree of `divergenceClass` whose case reached
    /// `magnitude` (``TreeRecord/magnitude``), found by this campaign's engines: one that holds at
    /// every magnitude first, else one whose ``KnownDivergence/minimumMagnitude`` the case
    /// reaches; nil for a new finding. Crashes and hangs (CORE-6) are known only to an entry
    /// whose pattern starts with `crash/` or `hang/`: a pattern such as `*` that accepts every
    /// difference of a mode never hides one.
    public func knownEntry(
        _ divergenceClass: DivergenceClass, magnitude: Double?, in known: KnownDivergences = .bundled
    ) -> KnownDivergence? {
        let engines = engineNames
        let matching = known.entries.filter { entry in
            guard entry.matches(divergenceClass, engines: engines, magnitude: magnitude) else { return false }
            switch divergenceClass.kind {
            case "crash", "hang": return entry.pattern.hasPrefix(divergenceClass.kind + "/")
            default: return true
            }
        }
        return matching.first { $0.minimumMagnitude == nil } ?? matching.first
    }

    /// The entry of `known` that explains `record`'s class at its magnitude, or nil.
    public func knownEntry(for record: TreeRecord, in known: KnownDivergences = .bundled) -> KnownDivergence? {
        guard record.verdict != .agreed, let divergenceClass = record.divergenceClass else { return nil }
        return knownEntry(divergenceClass, magnitude: record.magnitude, in: known)
    }

    /// The settings of the whole campaign (every shard).
    public var unsharded: CampaignSettings {
        var whole = self
        whole.shard = ShardSpec(index: 1, count: 1)
        return whole
    }
}
