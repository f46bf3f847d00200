// LayoutLabCommand.swift
// layoutlab
//
// The command-line entry point.

import ArgumentParser

@main
struct LayoutLabCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutlab",
        abstract: "SwiftUI's layout system, reproduced on Linux.",
        discussion: """
            Reads SwiftUI-style source (a view expression, or a file with `struct … : View`) and \
            reports the frames SwiftUI's documented layout rules produce. The rules are in \
            Documentation/Semantics.md.

            Two engines lay the tree out: the reference engine (the rules implemented one by \
            one, the default) and the constraint engine (the tree compiled to one linear model \
            and solved with GLPK; `render --engine constraint`). `lp` prints the constraint \
            engine's model as CPLEX LP text for glpsol; `compare` runs both engines and reports \
            each node where their frames or proposals differ by more than 1e-6 pt or their \
            display frames differ at all (CORE-7), with the rule each difference points at; `fuzz` \
            runs differential campaigns of generated trees through both engines and merges their \
            shard reports; `trace` prints every step of the negotiation (proposals, answers, \
            placements, choices) with the rule that decided it; `corpus` renders a folder of real \
            SwiftUI files with both engines and reports what lays out; `serve` starts the \
            playground, a web page that lays out source as it is typed; `generate` writes the \
            benchmark trees as SwiftUI source and `bench` times their layout.
            """,
        version: LayoutLabVersion.current,
        subcommands: [
            RenderCommand.self, TraceCommand.self, LPCommand.self, CompareCommand.self, BreakpointsCommand.self,
            ShrinkCommand.self, SweepCommand.self, FuzzCommand.self, CorpusCommand.self, ServeCommand.self,
            GenerateCommand.self, BenchCommand.self,
        ]
    )

    /// Runs the command with the CLI's allocator policy; a copy of `layoutlab` started as a child
    /// (a fuzz worker, a corpus file's `compare`) first ties its life to its parent's.
    static func main() async {
        AllocatorPolicy.apply()
        ParentProcess.endWithParent()
        await main(nil)
    }
}
