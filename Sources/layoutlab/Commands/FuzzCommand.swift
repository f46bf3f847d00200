// FuzzCommand.swift
// layoutlab
//
// `layoutlab fuzz`: differential campaigns of generated trees through both engines (CORE-7), in
// worker processes so that crashes and hangs are findings (CORE-6); `fuzz merge` combines shard
// reports; `fuzz trees` writes a campaign's trees as source. `run` is the default subcommand, so `layoutlab fuzz --seed 1 --count 100` runs one.

import ArgumentParser

struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Run differential campaigns of generated trees through both engines, and merge their reports.",
        discussion: """
            `layoutlab fuzz [run] --seed S --count N …` generates trees 0..<N (tree i from a seed \
            derived from S and i, so shards and jobs never change which tree i is), lays each out \
            with the reference engine and the constraint engine and compares them (CORE-7). \
            `layoutlab fuzz merge REPORT… --report OUT.json` merges the reports of the shards of \
            one campaign. `layoutlab fuzz trees … --out DIR` writes a campaign's trees as SwiftUI \
            source files without running them. See `layoutlab fuzz run --help`, `layoutlab fuzz \
            merge --help` and `layoutlab fuzz trees --help`.
            """,
        subcommands: [
            FuzzRunCommand.self, FuzzMergeCommand.self, FuzzTreesCommand.self, FuzzWorkerCommand.self,
            FuzzReplayCommand.self, FuzzShrinkCommand.self,
        ],
        defaultSubcommand: FuzzRunCommand.self
    )
}
