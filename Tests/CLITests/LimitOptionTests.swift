// LimitOptionTests.swift
// CLITests
//
// The tree-size limits every command shares: `--node-limit` (default 2,000,000) and
// `--depth-limit` (default 200,000, at most 1,000,000), range-checked (exit 64) and, when a
// parsed tree exceeds one, a clear message and exit status 2 before any layout. `--time-limit`
// is the solver's (ConstraintRun.swift); its milp default of 60 s is in the help.

import Foundation
import Testing

/// A chain of `count` paddings on a Color: `count + 1` nodes, `count + 1` levels.
private func chain(_ count: Int) -> String {
    "Color.red" + String(repeating: ".padding(1)", count: count)
}

@Suite("layoutlab tree-size limits")
struct LimitOptionTests {
    @Test("--node-limit: a tree with more nodes is refused with the counts and exit status 2, in every command")
    func nodeLimit() throws {
        let source = "VStack { Color.red; Color.blue; Color.green }" // 4 nodes, 2 levels
        for command in ["render", "lp", "compare"] {
            let refused = try layoutlab([command, "-", "--node-limit", "3"], input: source)
            #expect(refused.status == 2, "\(command)")
            #expect(refused.stdout.isEmpty)
            #expect(refused.stderr == "error: the tree has 4 nodes, more than --node-limit 3\n", "\(command)")
            let accepted = try layoutlab([command, "-", "--node-limit", "4"], input: source)
            #expect(accepted.status == 0, "\(command): \(accepted.stderr)")
        }
    }

    @Test("--depth-limit: a deeper tree is refused with the depth and exit status 2; thousands are grouped")
    func depthLimit() throws {
        let refused = try layoutlab(["render", "-", "--depth-limit", "1000"], input: chain(1_000))
        #expect(refused.status == 2)
        #expect(refused.stderr == "error: the tree is 1,001 levels deep, more than --depth-limit 1,000\n")
        let accepted = try layoutlab(["render", "-", "--depth-limit", "1001"], input: chain(1_000))
        #expect(accepted.status == 0, "\(accepted.stderr)")
        let nodes = try layoutlab(["render", "-", "--node-limit", "1000"], input: chain(1_000))
        #expect(nodes.stderr == "error: the tree has 1,001 nodes, more than --node-limit 1,000\n")
    }

    @Test("--node-limit and --depth-limit are range-checked: positive integers, depth at most 1,000,000 (exit 64)")
    func ranges() throws {
        for (option, value, message) in [
            ("--node-limit", "0", "--node-limit must be a positive integer (got 0)"),
            ("--node-limit", "-5", "--node-limit must be a positive integer (got -5)"),
            ("--depth-limit", "0", "--depth-limit must be an integer from 1 to 1,000,000 (got 0)"),
            ("--depth-limit", "1000001", "--depth-limit must be an integer from 1 to 1,000,000 (got 1000001)"),
        ] {
            let run = try layoutlab(["render", "-", option, value], input: "Text(\"a\")")
            #expect(run.status == 64, "\(option) \(value)")
            #expect(run.stderr.contains("Error: \(message)"), "\(run.stderr)")
        }
        for value in ["1.5", "many", "1e3"] {
            let run = try layoutlab(["render", "-", "--node-limit", value], input: "Text(\"a\")")
            #expect(run.status == 64, "\(value): \(run.stderr)")
        }
    }

    @Test("Every command's --help states the limits and their defaults, and --time-limit's 60 s in milp")
    func help() throws {
        for command in ["render", "lp", "compare"] {
            let text = try layoutlab([command, "--help"]).stdout.replacingOccurrences(of: "\n", with: " ")
                .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            #expect(text.contains("--node-limit"), "\(command)")
            #expect(text.contains("(default 2,000,000)"), "\(command)")
            #expect(text.contains("--depth-limit"), "\(command)")
            #expect(text.contains("from 1 to 1,000,000 (default 200,000)"), "\(command)")
            if command != "lp" {
                #expect(text.contains("(default: none, except 60 in --mode milp)"), "\(command)")
            }
        }
    }
}
