// FuzzMergeCommand.swift
// layoutlab
//
// `layoutlab fuzz merge REPORT… --report OUT.json`: the reports of a campaign's shards merged into
// the report of the whole campaign (counts exactly the unsharded ones). Reports of different
// campaigns, overlapping shards, corrupt or foreign JSON are refused.

import ArgumentParser
import Foundation
import LayoutDifferential

struct FuzzMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the reports of a campaign's shards into one report.",
        discussion: """
            Each REPORT is a file written by `layoutlab fuzz --shard i/n --report FILE` (or an \
            earlier merge). Tree counts, classes (with the lowest first index), counts per rule, \
            model sizes and the time histograms add up exactly to what the unsharded campaign \
            reports; the solve-time percentiles are read from the merged histograms (bucket upper \
            bounds, within 12.2 %). The merged elapsed time is the shards' total, \
            longestRunSeconds the longest shard. Reports of different campaigns (seed, count, \
            profile, limits, mode, policy, text metrics, time limit or shard count), two reports \
            covering the same shard, and files that are not fuzz reports are refused. Missing \
            shards are allowed, with a note on standard error. With --report the merged report \
            is written there (atomically) and the summary printed; without it the merged JSON \
            goes to standard output. Exit status: 0 when every class is known (or none was \
            found), 1 when a new one was, 2 when a report cannot be read or merged or --report \
            cannot be written, 64 on usage errors.
            """
    )

    @Argument(help: ArgumentHelp("Shard reports of one campaign.", valueName: "report"))
    var reports: [String]

    @Option(help: ArgumentHelp("Write the merged report to this file (replaced atomically).", valueName: "file.json"))
    var report: String?

    /// Whether two paths name one file (the same path once resolved, or the same inode).
    static func sameFile(_ a: String, _ b: String) -> Bool {
        let (x, y) = (URL(fileURLWithPath: a).standardizedFileURL, URL(fileURLWithPath: b).standardizedFileURL)
        if x.resolvingSymlinksInPath().path == y.resolvingSymlinksInPath().path { return true }
        guard let p = try? FileManager.default.attributesOfItem(atPath: a),
            let q = try? FileManager.default.attributesOfItem(atPath: b)
        else { return false }
        return (p[.systemFileNumber] as? Int) == (q[.systemFileNumber] as? Int)
            && (p[.systemNumber] as? Int) == (q[.systemNumber] as? Int) && p[.systemFileNumber] != nil
    }

    func validate() throws {
        if reports.isEmpty { throw ValidationError("fuzz merge needs at least one report") }
    }

    func run() throws {
        if let report, let problem = ReportFile.problem(report) {
            printError("error: --report \(report): cannot write: \(problem)")
            throw ExitCode(2)
        }
        // Writing the merge over one of its inputs would lose that shard's report.
        if let report, let input = reports.first(where: { Self.sameFile($0, report) }) {
            printError("error: --report \(report) is the input \(input): the merge would replace a shard's report")
            throw ExitCode(2)
        }
        var inputs: [FuzzReport] = []
        for path in reports {
            guard let data = FileManager.default.contents(atPath: path) else {
                printError("error: \(path): cannot read file")
                throw ExitCode(2)
            }
            do { inputs.append(try FuzzReport.decode(data, source: path)) } catch {
                printError("error: \(error.message)")
                throw ExitCode(2)
            }
        }
        let merged: FuzzReport
        let isKnown = FuzzRunCommand.isKnown(inputs[0].settings)
        do {
            merged = try FuzzReport.merge(
                inputs, sources: reports, tool: FuzzReport.Tool(name: "layoutlab", version: LayoutLabVersion.current),
                commandLine: CommandLine.arguments, isKnown: isKnown)
        } catch {
            printError("error: \(error.message)")
            throw ExitCode(2)
        }
        if !merged.shards.complete {
            let missing = Set(1...merged.shards.count).subtracting(merged.shards.covered).sorted()
            printError(
                "note: shards \(missing.map(String.init).joined(separator: ", ")) of \(merged.shards.count) are "
                    + "missing: the counts are not the whole campaign's")
        }
        let versions = Set(merged.runs.map(\.toolVersion))
        if versions.count > 1 {
            printError("note: the shards were run by different versions: \(versions.sorted().joined(separator: ", "))")
        }
        if let report {
            try ReportFile.writeReport(merged, to: report)
            writeStandardOutput(merged.summaryText + "report: \(report)\n")
        } else {
            writeStandardOutput(try merged.jsonText())
        }
        if merged.newClasses > 0 { throw ExitCode(1) }
    }
}
