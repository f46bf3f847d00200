// FuzzTreesCommandTests.swift
// CLITests
//
// `layoutlab fuzz trees`: the trees of a campaign written as SwiftUI source, tree i the same
// tree as the campaign's tree i, each file replayable by the `compare` line in its header.

import Foundation
import LayoutDifferential
import Testing

@Suite("layoutlab fuzz trees")
struct FuzzTreesCommandTests {
    @Test("--shard 2/3 of 12 stacks trees writes trees 1, 4, 7 and 10, each the campaign's tree as source")
    func writesTheCampaignsTrees() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("trees").path
        let run = try layoutlab([
            "fuzz", "trees", "--seed", "5", "--count", "12", "--profile", "stacks", "--max-nodes", "20",
            "--shard", "2/3", "--out", out,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "wrote 4 trees to \(out)\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(names == ["tree-01.swift", "tree-04.swift", "tree-07.swift", "tree-10.swift"])

        let settings = CampaignSettings(
            seed: 5, count: 12, profile: .stacks, limits: GeneratorLimits(maxNodes: 20, maxDepth: 8))
        let file = out + "/tree-04.swift"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let tree = settings.treeCase(4).tree
        #expect(text.hasPrefix("// LayoutLab campaign tree 4 (\(tree.count) nodes, depth \(tree.depth()))\n"))
        #expect(
            text.contains(
                "// Campaign: layoutlab fuzz --seed 5 --count 12 --profile stacks --max-nodes 20 --max-depth 8"
                    + " --text-metrics mono:7.757575,20.333333\n"))
        #expect(text.hasSuffix("\n\n" + CaseSource.swiftSource(for: tree)))

        // The header's `compare` line lays the file out with both engines: they agree (exit 0).
        let reproduce = try #require(text.split(separator: "\n").first { $0.hasPrefix("// Reproduce: layoutlab ") })
        let arguments = reproduce.dropFirst("// Reproduce: layoutlab ".count).split(separator: " ").map(String.init)
        #expect(arguments.prefix(2) == ["compare", file])
        let compare = try layoutlab(arguments)
        #expect(compare.status == 0, "\(compare.stdout)\(compare.stderr)")
    }

    @Test("--count 0 is a usage error (64); an --out that cannot be created is error 2")
    func badInput() throws {
        let zero = try layoutlab(["fuzz", "trees", "--seed", "1", "--count", "0", "--out", "/tmp"])
        #expect(zero.status == 64)
        #expect(zero.stderr.contains("--count must be a whole number from 1 to 1000000000 (got 0)"))
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        let blocked = try layoutlab(["fuzz", "trees", "--seed", "1", "--count", "2", "--out", file.path + "/trees"])
        #expect(blocked.status == 2)
        #expect(blocked.stderr.contains("error: --out \(file.path)/trees: cannot write"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "x")
    }
}
