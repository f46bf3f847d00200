// BenchCommandTests.swift
// CLITests
//
// `layoutlab bench`: the JSON and text reports have every field, with sane values (no timing
// thresholds: speed is measured in Benchmarks/, never asserted), and bad options are usage errors.

import Foundation
import Testing

/// A number field of a decoded JSON object.
private func number(_ object: [String: Any]?, _ key: String) -> Double? {
    (object?[key] as? NSNumber)?.doubleValue
}

/// Expects `object[key]` to be `{"min", "median", "max"}` with 0 ≤ min ≤ median ≤ max.
private func expectSummary(_ object: [String: Any], _ key: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let summary = object[key] as? [String: Any]
    let values = ["min", "median", "max"].compactMap { number(summary, $0) }
    #expect(values.count == 3, "\(key): \(String(describing: object[key]))", sourceLocation: sourceLocation)
    if values.count == 3 {
        #expect(
            0 <= values[0] && values[0] <= values[1] && values[1] <= values[2], "\(key)", sourceLocation: sourceLocation
        )
    }
}

@Suite("layoutlab bench")
struct BenchCommandTests {
    @Test("Reference engine JSON: nodes as generated, runs, min ≤ median ≤ max, size queries, peak memory")
    func referenceJSON() throws {
        let source = try generated("huge-nested", nodes: 500)
        let run = try layoutlab(["bench", "-", "--format", "json", "--repeat", "4"], input: source)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").count == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["engine"] as? String == "reference")
        #expect(json["mode"] is NSNull)
        #expect(json["nodes"] as? Int == 500)
        #expect(json["runs"] as? Int == 4)
        #expect((number(json, "parse_ms") ?? -1) >= 0)
        expectSummary(json, "layout_ms")
        // Every node of this tree is asked for its size at least once (CORE-1); the cache
        // (HSTACK-6) answers some, so no more are computed than asked.
        let queries = try #require(json["measurements"] as? Int)
        let computed = try #require(json["measurements_computed"] as? Int)
        #expect(queries >= 500)
        #expect(computed >= 500 && computed <= queries)
        #expect(abs((number(json, "measurements_per_node") ?? 0) - Double(queries) / 500) < 1e-3)
        #expect((json["peak_rss_bytes"] as? Int ?? 0) > 1_000_000)
        for key in ["compile_ms", "solve_ms", "rows", "columns", "binaries"] {
            #expect(json[key] == nil, "\(key) is the constraint engine's")
        }
    }

    @Test("Constraint engine JSON adds compile_ms, solve_ms, rows, columns, binaries, solves")
    func constraintJSON() throws {
        let source = try generated("random", nodes: 40)
        let json = try benchJSON(source, ["--engine", "constraint", "--repeat", "3"])
        #expect(json["engine"] as? String == "constraint")
        #expect(json["mode"] as? String == "exact")
        #expect(json["nodes"] as? Int == 40)
        #expect(json["runs"] as? Int == 3)
        for key in ["layout_ms", "compile_ms", "solve_ms"] { expectSummary(json, key) }
        #expect((json["rows"] as? Int ?? 0) > 0)
        #expect((json["columns"] as? Int ?? 0) > 0)
        #expect((json["binaries"] as? Int ?? -1) == 0, "exact mode hands GLPK an LP")
        #expect(json["solves"] as? Int == 1)
        #expect((json["measurements"] as? Int ?? 0) >= 40)
        let perContainer = try benchJSON(source, ["--engine", "constraint", "--mode", "per-container"])
        #expect(perContainer["mode"] as? String == "per-container")
        #expect((perContainer["solves"] as? Int ?? 0) > 1)
    }

    @Test("HSTACK-6 in the constraint engine: a column of 60 Texts asks 241 sizes and makes 136 instances")
    func constraintInstancesShared() throws {
        // The VStack once, each Text at its two HSTACK-2 probes and its share, the proposals
        // with the same forward value sharing one instance.
        let json = try benchJSON(try generated("text-column", nodes: 61), ["--engine", "constraint"])
        #expect(json["measurements"] as? Int == 241)
        #expect(json["measurements_computed"] as? Int == 136)
    }

    @Test("--paired times the reference engine in every run and reports the per-run ratio")
    func paired() throws {
        let source = try generated("text-column", nodes: 60)
        let json = try benchJSON(source, ["--engine", "constraint", "--paired", "--repeat", "3"])
        #expect(json["runs"] as? Int == 3)
        for key in ["layout_ms", "reference_ms", "ratio"] { expectSummary(json, key) }
        // Each run's ratio is its two times' quotient, so the ratios lie between the extreme
        // quotients of the two summaries.
        let constraint = try #require(json["layout_ms"] as? [String: Any])
        let reference = try #require(json["reference_ms"] as? [String: Any])
        let ratio = try #require(json["ratio"] as? [String: Any])
        let lowest = try #require(number(constraint, "min")) / #require(number(reference, "max"))
        let highest = try #require(number(constraint, "max")) / #require(number(reference, "min"))
        #expect(try #require(number(ratio, "min")) >= lowest * (1 - 1e-5))
        #expect(try #require(number(ratio, "max")) <= highest * (1 + 1e-5))
        let unpaired = try benchJSON(source, ["--engine", "constraint", "--repeat", "1"])
        #expect(unpaired["reference_ms"] == nil && unpaired["ratio"] == nil)
        let text = try layoutlab(["bench", "-", "--engine", "constraint", "--paired", "--repeat", "1"], input: source)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("\nreference ") && text.stdout.contains("(constraint / reference, per run)"))
        let referenceOnly = try layoutlab(["bench", "Examples/HelloWorld.swift", "--paired"])
        #expect(referenceOnly.status == 64)
        #expect(referenceOnly.stderr.contains("--paired compares the constraint engine with the reference engine"))
    }

    @Test("The text report names every figure")
    func text() throws {
        let run = try layoutlab(["bench", "Examples/HelloWorld.swift", "--repeat", "2"])
        #expect(run.status == 0, "\(run.stderr)")
        for label in ["engine", "nodes", "parse", "layout", "measurements", "peak RSS"] {
            #expect(run.stdout.contains("\n\(label) ") || run.stdout.hasPrefix("\(label) "), "\(label)")
        }
        #expect(run.stdout.contains("(2 runs)"))
        let constraint = try layoutlab([
            "bench", "Examples/HelloWorld.swift", "--engine", "constraint", "--repeat", "1",
        ])
        #expect(constraint.status == 0, "\(constraint.stderr)")
        for label in ["compile", "solve", "model"] { #expect(constraint.stdout.contains("\n\(label) "), "\(label)") }
    }

    @Test("Bad input: --repeat outside 1...10,000, --mode without the constraint engine, source errors")
    func badInput() throws {
        for runs in ["0", "-1", "10001", "many"] {
            let run = try layoutlab(["bench", "Examples/HelloWorld.swift", "--repeat", runs])
            #expect(run.status == 64, "\(runs): \(run.stderr)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.contains("--repeat"), "\(runs): \(run.stderr)")
        }
        let zero = try layoutlab(["bench", "Examples/HelloWorld.swift", "--repeat", "0"])
        #expect(zero.stderr.contains("--repeat must be an integer from 1 to 10,000 (got 0)"))
        let mode = try layoutlab(["bench", "Examples/HelloWorld.swift", "--mode", "milp"])
        #expect(mode.status == 64)
        #expect(mode.stderr.contains("--mode applies only to the constraint engine"))
        let format = try layoutlab(["bench", "Examples/HelloWorld.swift", "--format", "svg"])
        #expect(format.status == 64)
        let source = try layoutlab(["bench", "-"], input: "VStack {\n    Slider(\n}\n")
        #expect(source.status == 2)
        #expect(source.stdout.isEmpty)
        let missing = try layoutlab(["bench", "no-such-file.swift"])
        #expect(missing.status != 0)
        #expect(missing.stdout.isEmpty)
    }
}
