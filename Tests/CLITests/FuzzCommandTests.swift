// FuzzCommandTests.swift
// CLITests
//
// `layoutlab fuzz` end to end with the built executable (its workers are copies of it): shard
// reports merge into exactly the unsharded counts, the report is strict JSON with the command
// line, and a worker's crash or hang on a tree is a finding (CORE-6), via the test hooks
// LAYOUTLAB_FUZZ_CRASH_AT_INDEX and LAYOUTLAB_FUZZ_HANG_AT_INDEX.

import Foundation
import LayoutDifferential
import Testing

/// Runs `layoutlab` with `arguments` and extra environment variables.
func layoutlab(_ arguments: [String], environment: [String: String]) throws -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.currentDirectoryURL = packageRoot
    let stdout = Pipe(), stderr = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
        status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
        stderr: String(decoding: err, as: UTF8.self))
}

/// A fresh temporary directory for one test.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-fuzz-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The JSON object in `url`.
func jsonObject(_ url: URL) throws -> [String: Any] {
    let data = try Data(contentsOf: url)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
}

/// What a report counts, for comparing reports: verdicts, classes (name, count, first index),
/// rules, node and model sizes.
func countsOf(_ report: [String: Any]) -> String {
    let counts = report["counts"] as? [String: Int] ?? [:]
    let classes = (report["classes"] as? [[String: Any]] ?? []).map {
        "\($0["class"] ?? "")×\($0["count"] ?? "")@\($0["firstIndex"] ?? "")"
    }
    let rules = (report["rules"] as? [String: Int] ?? [:]).sorted { $0.key < $1.key }
    let nodes = report["nodes"] as? [String: Any] ?? [:]
    let model = report["modelSize"] as? [String: Any] ?? [:]
    return "\(report["trees"] ?? "") \(counts.sorted { $0.key < $1.key }) \(classes) \(rules) "
        + "\(nodes["total"] ?? "")/\(nodes["max"] ?? "") \((model["rows"] as? [String: Any])?["total"] ?? "")"
}

@Suite("layoutlab fuzz")
struct FuzzCommandTests {
    @Test("fuzz --shard 1/2 and 2/2, merged, count exactly what the unsharded campaign counts")
    func shardsMerge() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let base = ["fuzz", "--seed", "7", "--count", "40", "--max-nodes", "12"]
        let whole = directory.appendingPathComponent("whole.json").path
        let all = try layoutlab(base + ["--jobs", "2", "--report", whole])
        #expect(all.status == 0 || all.status == 1, "\(all.stderr)")
        var shardPaths: [String] = []
        for shard in 1...2 {
            let path = directory.appendingPathComponent("shard\(shard).json").path
            let run = try layoutlab(["fuzz", "run"] + base.dropFirst() + ["--shard", "\(shard)/2", "--report", path])
            #expect(run.status == all.status, "\(run.stderr)")
            shardPaths.append(path)
        }
        let mergedPath = directory.appendingPathComponent("merged.json").path
        let merge = try layoutlab(["fuzz", "merge"] + shardPaths + ["--report", mergedPath])
        #expect(merge.status == all.status, "\(merge.stderr)")
        #expect(merge.stdout.contains("40 of 40 trees, shards 1,2 of 2"), "\(merge.stdout)")
        let unsharded = try jsonObject(URL(fileURLWithPath: whole))
        let merged = try jsonObject(URL(fileURLWithPath: mergedPath))
        #expect(countsOf(merged) == countsOf(unsharded))
        #expect((merged["trees"] as? Int) == 40)
        #expect((merged["shards"] as? [String: Any])?["complete"] as? Bool == true)
        // The solve-time histograms count the same trees.
        let timing = { (report: [String: Any]) in
            ((report["timing"] as? [String: Any])?["solve"] as? [String: Any])?["count"] as? Int
        }
        #expect(timing(merged) == timing(unsharded))
        // Without --report the merged JSON goes to standard output.
        let printed = try layoutlab(["fuzz", "merge"] + shardPaths)
        let object = try JSONSerialization.jsonObject(with: Data(printed.stdout.utf8)) as? [String: Any]
        #expect(object.map(countsOf) == countsOf(unsharded))
    }

    @Test("The report is strict JSON (undefined numbers are null) and holds the exact command line")
    func strictReport() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("r.json").path
        // Shard 5 of 8 of 3 trees holds no tree: rates and percentiles are undefined.
        let arguments = ["fuzz", "--seed", "3", "--count", "3", "--shard", "5/8", "--report", path]
        let run = try layoutlab(arguments)
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for token in ["NaN", "Infinity"] {
            #expect(!text.contains(token), "\(token) in \(text)")
        }
        #expect(text.contains("\"p50\" : null"))
        let report = try jsonObject(URL(fileURLWithPath: path))
        #expect(report["format"] as? String == "layoutlab-fuzz-report")
        #expect((report["commandLine"] as? [String])?.dropFirst() == arguments[...])
        #expect(report["trees"] as? Int == 0)
        #expect((report["tool"] as? [String: Any])?["name"] as? String == "layoutlab")
    }

    @Test("fuzz and fuzz run are the same command; --in-process runs without workers")
    func spellings() throws {
        let a = try layoutlab(["fuzz", "--seed", "2", "--count", "5"])
        let b = try layoutlab(["fuzz", "run", "--seed", "2", "--count", "5", "--in-process"])
        #expect(a.status == b.status, "\(a.stderr) \(b.stderr)")
        #expect(a.stdout.split(separator: "\n").first == b.stdout.split(separator: "\n").first)
        #expect(a.stdout.contains("5 of 5 trees"))
        let help = try layoutlab(["fuzz", "--help"])
        #expect(help.stdout.contains("run") && help.stdout.contains("merge"))
        #expect(!help.stdout.contains("worker") && !help.stdout.contains("replay"), "\(help.stdout)")
        let runHelp = try layoutlab(["fuzz", "run", "--help"])
        for option in ["--seed", "--count", "--max-nodes", "--max-depth", "--profile", "--mode", "--jobs", "--shard"] {
            #expect(runHelp.stdout.contains(option), "\(option)")
        }
        for option in ["--out", "--report", "--time-limit", "--policy", "--in-process", "--shrink-time"] {
            #expect(runHelp.stdout.contains(option), "\(option)")
        }
    }

    @Test("CORE-6: a worker that crashes on a tree makes it a crash finding; the other trees still run")
    func crash() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("r.json").path
        let run = try layoutlab(
            ["fuzz", "--seed", "1", "--count", "12", "--jobs", "2", "--report", path],
            environment: ["LAYOUTLAB_FUZZ_CRASH_AT_INDEX": "5"])
        #expect(run.status == 1, "\(run.stderr)")
        let report = try jsonObject(URL(fileURLWithPath: path))
        let counts = report["counts"] as? [String: Int] ?? [:]
        #expect(counts["crashed"] == 1)
        #expect(report["trees"] as? Int == 12)
        let classes = report["classes"] as? [[String: Any]] ?? []
        let crash = classes.first { ($0["class"] as? String)?.hasPrefix("crash/CORE-6/") == true }
        #expect(crash?["firstIndex"] as? Int == 5)
        #expect(crash?["known"] as? Bool == false)
        #expect((crash?["message"] as? String)?.contains("Fatal error") == true, "\(classes)")
        #expect(run.stdout.contains("new    crash/CORE-6/"), "\(run.stdout)")
    }

    @Test("CORE-6: a tree past --time-limit is killed and counted as hung; the campaign goes on")
    func hang() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("r.json").path
        let run = try layoutlab(
            ["fuzz", "--seed", "1", "--count", "6", "--time-limit", "0.5", "--report", path],
            environment: ["LAYOUTLAB_FUZZ_HANG_AT_INDEX": "2"])
        #expect(run.status == 1, "\(run.stderr)")
        let report = try jsonObject(URL(fileURLWithPath: path))
        let counts = report["counts"] as? [String: Int] ?? [:]
        #expect(counts["hung"] == 1)
        #expect(report["trees"] as? Int == 6)
        let classes = report["classes"] as? [[String: Any]] ?? []
        #expect(classes.first?["class"] as? String == "hang/CORE-6/time-limit")
        #expect(classes.first?["firstIndex"] as? Int == 2)
    }

    @Test("A crash finding with --out is replayed, shrunk and saved to the corpus")
    func crashCorpus() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("corpus").path
        let path = directory.appendingPathComponent("r.json").path
        let run = try layoutlab(
            ["fuzz", "--seed", "1", "--count", "4", "--out", out, "--shrink-time", "2", "--report", path],
            environment: ["LAYOUTLAB_FUZZ_CRASH_AT_INDEX": "1"])
        #expect(run.status == 1, "\(run.stderr)")
        let corpus = try jsonObject(URL(fileURLWithPath: path))["corpus"] as? [[String: Any]] ?? []
        #expect(corpus.count == 1, "\(run.stderr)")
        #expect((corpus.first?["name"] as? String)?.hasPrefix("crash/CORE-6/") == true)
        #expect(corpus.first?["originalIndex"] as? Int == 1)
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: out, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @Test("fuzz replay, the crash-shrinking predicate's child, reruns a case and crashes where the worker did")
    func replay() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let settings = CampaignSettings(seed: 1, count: 4)
        let file = directory.appendingPathComponent("case.json")
        try FuzzCase.jsonEncoder.encode(settings.treeCase(2)).write(to: file)
        let settingsText = String(decoding: try JSONEncoder().encode(settings), as: UTF8.self)
        let arguments = ["fuzz", "replay", "--settings", settingsText, file.path]
        let clean = try layoutlab(arguments, environment: [:])
        #expect(clean.status == 0, "\(clean.stderr)")
        let record = try JSONDecoder().decode(TreeRecord.self, from: Data(clean.stdout.utf8))
        #expect(record.seed == settings.treeSeed(2) && record.nodes == settings.treeCase(2).tree.count)
        // The hook names tree 2; the replayed case carries its seed.
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging([
            "LAYOUTLAB_FUZZ_CRASH_AT_INDEX": "2", "SWIFT_BACKTRACE": "enable=no",
        ]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
    }
}
