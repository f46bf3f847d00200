// FuzzBadInputTests.swift
// CLITests
//
// `layoutlab fuzz` and `fuzz merge` on bad input: a clear message naming the option or file, a
// non-zero exit status (64 for options, 2 for files), and no file already on disk damaged.

import Foundation
import Testing

/// Expects `layoutlab fuzz` with `arguments` to exit with `status` and `message` on stderr.
private func expectFailure(
    _ arguments: [String], status: Int32, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let run = try layoutlab(["fuzz"] + arguments)
    #expect(run.status == status, "\(arguments): \(run.stderr)", sourceLocation: sourceLocation)
    #expect(run.stdout.isEmpty, "\(arguments): \(run.stdout)", sourceLocation: sourceLocation)
    #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)", sourceLocation: sourceLocation)
}

@Suite("layoutlab fuzz bad input")
struct FuzzBadInputTests {
    @Test("Out-of-range options: a message naming the option, exit 64")
    func options() throws {
        let base = ["--seed", "1", "--count", "10"]
        try expectFailure(
            ["--seed", "1", "--count", "0"], status: 64, "--count must be a whole number from 1 to 1000000000 (got 0)")
        try expectFailure(
            ["--seed", "1", "--count", "-5"], status: 64, "--count must be a whole number from 1 to 1000000000 (got -5)"
        )
        try expectFailure(
            base + ["--max-nodes", "-1"], status: 64, "--max-nodes must be a whole number from 1 to 1000000 (got -1)")
        try expectFailure(
            base + ["--max-nodes", "1000000000000"], status: 64,
            "--max-nodes must be a whole number from 1 to 1000000 (got 1000000000000)")
        try expectFailure(base + ["--max-nodes", "99999999999999999999999"], status: 64, "--max-nodes")
        try expectFailure(
            base + ["--max-depth", "0"], status: 64, "--max-depth must be a whole number from 1 to 100000")
        try expectFailure(base + ["--jobs", "0"], status: 64, "--jobs must be a whole number from 1 to 256 (got 0)")
        for shard in ["3/2", "0/2", "1/0", "-1/2"] {
            try expectFailure(
                base + ["--shard", shard], status: 64, "--shard must be i/n with whole numbers 1 ≤ i ≤ n (got \(shard))"
            )
        }
        try expectFailure(
            base + ["--shard", "two"], status: 64, "--shard must be i/n with whole numbers 1 ≤ i ≤ n (got 'two')")
        try expectFailure(
            base + ["--time-limit", "0"], status: 64, "--time-limit must be a number of seconds greater than 0")
        try expectFailure(base + ["--in-process", "--jobs", "2"], status: 64, "--in-process")
        try expectFailure(base + ["--profile", "nonsense"], status: 64, "--profile")
        try expectFailure(base + ["--policy", "loose"], status: 64, "--policy")
        try expectFailure(
            base + ["--text-metrics", "mono:5"], status: 64,
            "--text-metrics must be `default` or `mono:ADVANCE,LINEHEIGHT` (got 'mono:5')")
        try expectFailure(
            base + ["--shrink-time", "-1"], status: 64, "--shrink-time must be a number of seconds from 0 to 3600")
        try expectFailure(["--count", "10"], status: 64, "--seed")
        try expectFailure(["--seed", "-1", "--count", "10"], status: 64, "The value '-1' is invalid for '--seed")
    }

    @Test("An unwritable --report or --out: exit 2 before any tree runs, existing files untouched")
    func unwritable() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let base = ["--seed", "1", "--count", "5"]
        let missing = directory.appendingPathComponent("missing/r.json").path
        try expectFailure(base + ["--report", missing], status: 2, "error: --report \(missing): cannot write")
        try expectFailure(base + ["--report", directory.path], status: 2, "is a directory")
        let file = directory.appendingPathComponent("file.txt")
        try Data("keep".utf8).write(to: file)
        let under = file.appendingPathComponent("corpus").path
        try expectFailure(
            base + ["--out", under], status: 2, "error: --out \(under): cannot write: \(file.path) is a file")
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep")
        // A run refused for its options leaves an existing report as it was.
        let report = directory.appendingPathComponent("r.json")
        try Data("previous".utf8).write(to: report)
        try expectFailure(["--seed", "1", "--count", "0", "--report", report.path], status: 64, "--count")
        #expect(try String(contentsOf: report, encoding: .utf8) == "previous")
    }

    @Test("fuzz merge refuses corrupt, foreign, mismatched and overlapping reports; --report is untouched")
    func merge() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        func report(_ name: String, _ arguments: [String]) throws -> String {
            let path = directory.appendingPathComponent(name).path
            let run = try layoutlab(["fuzz", "--count", "6"] + arguments + ["--report", path])
            #expect(run.status == 0, "\(run.stderr)")
            return path
        }
        let one = try report("one.json", ["--seed", "1", "--shard", "1/2"])
        let two = try report("two.json", ["--seed", "1", "--shard", "2/2"])
        let otherSeed = try report("other.json", ["--seed", "2", "--shard", "2/2"])
        let out = directory.appendingPathComponent("out.json")
        try Data("previous".utf8).write(to: out)
        let truncated = directory.appendingPathComponent("truncated.json")
        try Data(try Data(contentsOf: URL(fileURLWithPath: one)).prefix(100)).write(to: truncated)
        let foreign = directory.appendingPathComponent("foreign.json")
        try Data("{\"name\": \"something else\"}".utf8).write(to: foreign)
        let tampered = directory.appendingPathComponent("tampered.json")
        var object = try jsonObject(URL(fileURLWithPath: two))
        var counts = try #require(object["counts"] as? [String: Any])
        counts["agreed"] = 4 // shard 2/2 of 6 trees holds 3
        object["counts"] = counts
        try JSONSerialization.data(withJSONObject: object).write(to: tampered)
        let cases: [([String], String)] = [
            ([one, truncated.path], "\(truncated.path): not JSON"),
            ([foreign.path, one], "\(foreign.path): not a layoutlab fuzz report"),
            ([one, otherSeed], "\(otherSeed) is a different campaign from \(one): seed 1 ≠ 2"),
            ([one, one], "both cover shard 1/2"),
            ([one, tampered.path], "\(tampered.path): corrupt fuzz report"),
            ([one, directory.appendingPathComponent("absent.json").path], "cannot read file"),
        ]
        for (inputs, message) in cases {
            try expectFailure(["merge"] + inputs + ["--report", out.path], status: 2, message)
            #expect(try String(contentsOf: out, encoding: .utf8) == "previous")
        }
        // --report naming an input would replace that shard's report: refused, the input kept.
        let before = try Data(contentsOf: URL(fileURLWithPath: two))
        try expectFailure(["merge", one, two, "--report", two], status: 2, "is the input \(two)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: two)) == before)
        // The good pair merges over it, atomically.
        let good = try layoutlab(["fuzz", "merge", one, two, "--report", out.path])
        #expect(good.status == 0, "\(good.stderr)")
        #expect(try jsonObject(out)["trees"] as? Int == 6)
        // One shard alone merges, with a note that the others are missing.
        let partial = try layoutlab(["fuzz", "merge", one])
        #expect(partial.status == 0)
        #expect(partial.stderr.contains("note: shards 2 of 2 are missing"), "\(partial.stderr)")
    }
}
