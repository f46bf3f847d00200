// GenerateCommand.swift
// layoutlab
//
// `layoutlab generate --shape S --nodes N [--seed S]`: a benchmark shape as SwiftUI source.

import ArgumentParser
import BenchmarkShapes

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a benchmark tree as SwiftUI source.",
        discussion: """
            Writes one View struct whose body has exactly --nodes view-tree nodes (what `bench` \
            reports as "nodes" and --node-limit counts: a stack, .padding, .frame, Color or Text is \
            one node; a fixed-size leaf, Color.gray.frame(width:height:), is two). One view or \
            modifier per line. Shapes (Benchmarks/README.md, "Benchmark shapes"):

              huge-nested  stacks of 10, alternating HStack/VStack, 10×10 leaves (taffy's "huge nested")
              wide         a VStack of HStacks of 1 to 4 leaves (taffy's "wide")
              deep         stacks of 2, alternating HStack/VStack (taffy's "deep")
              chain        Color.gray under alternating .frame(minWidth: 0, maxWidth: .infinity) and .padding(1)
              random       HStacks and VStacks of 1 to 6 children, some wrapped in .padding(4)
              text-column  a VStack of Texts of 1 to 12 words

            Stacks have spacing 0 except text-column's (default spacing). Leaves of wide, deep \
            and random, the random tree and the words are drawn from --seed (huge-nested and chain \
            do not depend on it); the same seed writes the same file on every machine. Exit \
            status 0, or 64 for a bad option.
            """
    )

    @Option(help: "The shape: huge-nested, wide, deep, chain, random or text-column.")
    var shape: BenchmarkShape

    @Option(
        parsing: .unconditional,
        help: "View-tree nodes, from 3 to 2,000,000 (the default --node-limit).")
    var nodes: Int

    @Option(help: "Seed of the seeded shapes (a non-negative integer).")
    var seed: UInt64 = 1

    @Option(name: .shortAndLong, help: "Write the source to this file instead of standard output.")
    var output: String?

    func validate() throws {
        guard BenchmarkShape.nodeRange.contains(nodes) else {
            throw ValidationError("--nodes must be an integer from 3 to 2,000,000 (got \(nodes))")
        }
    }

    func run() throws {
        var writer = BenchmarkSourceWriter(shape: shape, nodes: nodes, seed: seed)
        try writeOutput(writer.source(), to: output)
    }
}
