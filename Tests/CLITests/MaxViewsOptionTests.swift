// MaxViewsOptionTests.swift
// CLITests
//
// `--max-views`: the most views reading the source may produce (default 2,000,000), on every
// command that reads source. Past it reading stops with the location, the limit and exit
// status 2; a bad value is a usage error (exit 64). The default admits the largest benchmark
// shape `generate` writes.

import BenchmarkShapes
import Foundation
import LayoutSource
import Testing

@testable import layoutlab

@Suite("layoutlab --max-views")
struct MaxViewsOptionTests {
    /// Four views: the stack and three colours.
    static let source = "VStack {\n    Color.red\n    Color.blue\n    Color.green\n}\n"

    @Test("Past the limit: `file:line:column: the view is too large: more than N views (--max-views N)`, exit 2")
    func refused() throws {
        for command in ["render", "lp", "compare", "bench", "trace", "breakpoints"] {
            var arguments = [command, "-", "--max-views", "3"]
            if command == "breakpoints" { arguments += ["--width", "0...100", "--height", "100"] }
            let refused = try layoutlab(arguments, input: Self.source)
            #expect(refused.status == 2, "\(command): \(refused.stderr)")
            #expect(refused.stdout.isEmpty, "\(command)")
            #expect(
                refused.stderr == "<stdin>:1:1: the view is too large: more than 3 views (--max-views 3)\n",
                "\(command)")
        }
        let accepted = try layoutlab(["render", "-", "--max-views", "4"], input: Self.source)
        #expect(accepted.status == 0, "\(accepted.stderr)")
    }

    @Test("A ForEach counts its content once per item, and thousands are grouped in the message")
    func forEach() throws {
        let source = "VStack { ForEach(0..<5000) { _ in Color.red } }"
        let refused = try layoutlab(["render", "-", "--max-views", "4999"], input: source)
        #expect(refused.status == 2)
        #expect(refused.stderr.hasSuffix("the view is too large: more than 4,999 views (--max-views 4,999)\n"))
        #expect(try layoutlab(["render", "-", "--max-views", "5001"], input: source).status == 0)
    }

    @Test("--max-views is a positive integer (exit 64 otherwise)")
    func range() throws {
        for value in ["0", "-1"] {
            let run = try layoutlab(["render", "-", "--max-views", value], input: "Text(\"a\")")
            #expect(run.status == 64, "\(value)")
            #expect(
                run.stderr.contains("Error: --max-views must be a positive integer (got \(value))"), "\(run.stderr)")
        }
        for value in ["1.5", "many"] {
            #expect(try layoutlab(["render", "-", "--max-views", value], input: "Text(\"a\")").status == 64)
        }
    }

    @Test("--help states the option and its default")
    func help() throws {
        for command in ["render", "lp", "compare", "bench"] {
            let text = try layoutlab([command, "--help"]).stdout.split(whereSeparator: \.isWhitespace)
                .joined(separator: " ")
            #expect(text.contains("--max-views <n>"), "\(command)")
            #expect(text.contains("(default 2,000,000)"), "\(command)")
        }
    }

    @Test("The defaults admit the largest benchmark shape: views and nodes at most 2,000,000")
    func defaults() {
        #expect(SourceBundle.defaultViewLimit >= BenchmarkShape.maximumNodes)
        #expect(LayoutOptions.defaultNodeLimit == BenchmarkShape.maximumNodes)
    }
}
