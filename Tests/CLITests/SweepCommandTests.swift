// SweepCommandTests.swift
// CLITests
//
// `layoutlab sweep`: seeded malformed source through the parser and both engines; every input
// answered with a tree or a located error, no finding, no hang.

import Foundation
import TestTiers
import Testing

@Suite("layoutlab sweep")
struct SweepCommandTests {
    @Test("300 mangled sources: each parses or fails with a location inside it; the JSON report is strict")
    func boundedSweep() throws {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("sweep-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: report) }
        let run = try layoutlab(["sweep", "--seed", "7", "--count", "300", "--report", report.path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("300 inputs in "), "\(run.stdout)")
        #expect(run.stdout.contains(", 0 findings"), "\(run.stdout)")
        let json = try #require(
            JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
        let parsed = try #require(json["parsed"] as? Int), errors = try #require(json["sourceErrors"] as? Int)
        #expect(parsed + errors == 300)
        #expect(parsed > 0 && errors > 0)
        #expect((json["commandLine"] as? [String])?.contains("--count") == true)
    }

    @Test("input N is a function of the seed and N only")
    func inputsAreReproducible() throws {
        let a = try layoutlab(["sweep", "--seed", "3", "--print-input", "42"])
        let b = try layoutlab(["sweep", "--seed", "3", "--print-input", "42", "--count", "5"])
        let c = try layoutlab(["sweep", "--seed", "4", "--print-input", "42"])
        #expect(a.status == 0 && !a.stdout.isEmpty)
        #expect(a.stdout == b.stdout)
        #expect(a.stdout != c.stdout)
    }

    @Test("an input past --time-bound ends the run with status 3 and the input on standard error")
    func watchdog() throws {
        let run = try layoutlab(
            ["sweep", "--seed", "1", "--count", "5", "--time-bound", "0.2"],
            environment: ["LAYOUTLAB_SWEEP_STALL_AT": "2"])
        #expect(run.status == 3, "\(run.stderr)")
        #expect(run.stderr.contains("error: input 2 took more than 0.2 s (hang)"), "\(run.stderr)")
    }

    @Test("bad options name the option")
    func badOptions() throws {
        for (options, message) in [
            (["--count", "0"], "--count must be 1 to 100,000,000"),
            (["--max-edits", "65"], "--max-edits must be 1 to 64"),
            (["--time-bound", "0"], "--time-bound must be 0.1 to 3600 seconds"),
            (["--print-input=-1"], "--print-input must be 0 or more"),
        ] {
            let run = try layoutlab(["sweep"] + options)
            #expect(run.status == 64, "\(options): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(options): \(run.stderr)")
        }
    }
}

@Suite("layoutlab sweep, long run", .tags(.stress), .stressTier)
struct SweepCommandStressTests {
    @Test("10,000 mangled sources, no finding")
    func longSweep() throws {
        // The time bound is generous for a debug build on a loaded machine (swift-syntax's recovery
        // on 250 nested parentheses takes about 2 s there); a real hang still trips it.
        let run = try layoutlab(["sweep", "--seed", "11", "--count", "10000", "--time-bound", "60"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains(", 0 findings"), "\(run.stdout)")
    }
}
