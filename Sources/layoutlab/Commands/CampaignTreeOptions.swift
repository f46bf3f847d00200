// CampaignTreeOptions.swift
// layoutlab
//
// The options that say which trees a campaign generates (seed, count, limits, profile, text
// metrics, shard), shared by `fuzz run` and `fuzz trees`, so that tree i of the same options is
// the same tree in both.

import ArgumentParser
import LayoutDifferential

struct CampaignTreeOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "The campaign seed (a whole number from 0 to 2^64-1).")
    var seed: UInt64

    @Option(parsing: .unconditional, help: "Trees in the whole campaign (all shards), 1 to 1000000000.")
    var count: Int

    @Option(parsing: .unconditional, help: "Largest tree, in nodes: 1 to 1000000.")
    var maxNodes = 50

    @Option(parsing: .unconditional, help: "Deepest tree, in levels: 1 to 100000.")
    var maxDepth = 8

    @Option(
        help: ArgumentHelp(
            "Generator profile: what the trees are made of.",
            valueName: "profile"))
    var profile: GeneratorProfile = .full

    @Option(
        name: .customLong("text-metrics"),
        help: "Text measurer: `default` or `mono:ADVANCE,LINEHEIGHT` (default: the seeds' mono:7.757575,20.333333).")
    var textMetrics: TextMetricsOption?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Run shard i of n: the trees whose index modulo n is i-1.", valueName: "i/n"))
    var shard = ShardOption(shard: .whole)

    static let maximumCount = 1_000_000_000
    static let maximumNodes = 1_000_000
    static let maximumDepth = 100_000

    func validate() throws {
        if !(1...Self.maximumCount).contains(count) {
            throw ValidationError("--count must be a whole number from 1 to \(Self.maximumCount) (got \(count))")
        }
        if !(1...Self.maximumNodes).contains(maxNodes) {
            throw ValidationError("--max-nodes must be a whole number from 1 to \(Self.maximumNodes) (got \(maxNodes))")
        }
        if !(1...Self.maximumDepth).contains(maxDepth) {
            throw ValidationError("--max-depth must be a whole number from 1 to \(Self.maximumDepth) (got \(maxDepth))")
        }
        if let problem = shard.problem { throw ValidationError(problem) }
        if let problem = textMetrics?.problem { throw ValidationError(problem) }
    }

    /// The campaign's text metrics: `--text-metrics`, or the seeds' mono metrics by default.
    var metrics: TextMetrics {
        switch textMetrics?.choice {
        case nil: .bodyStandIn
        case .mono(let advance, let lineHeight): .mono(advance: advance, lineHeight: lineHeight)
        default: .standard
        }
    }

    var limits: GeneratorLimits { GeneratorLimits(maxNodes: maxNodes, maxDepth: maxDepth) }
}
