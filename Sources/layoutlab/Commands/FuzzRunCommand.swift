// FuzzRunCommand.swift
// layoutlab
//
// `layoutlab fuzz [run] --seed S --count N …`: one shard of a differential campaign, in worker
// processes (crashes and hangs are findings, CORE-6) or in this process, with live progress, a
// summary, a strict-JSON report and shrunk new findings in a corpus directory.

import ArgumentParser
import ConstraintEngine
import Foundation
import LayoutDifferential

struct FuzzRunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a differential campaign (the default subcommand of fuzz).",
        discussion: """
            Tree i of the campaign is generated from a seed derived from --seed and i, laid out by \
            the reference engine and by the constraint engine in --mode, and compared under \
            --policy (CORE-7): agreed, diverged (classed by the first difference's node kind, rule \
            and field), failed (an engine threw), crashed (the process running it died by a \
            signal) or hung (it ran past --time-limit and was killed). --shard i/n runs the trees \
            whose index modulo n is i-1; `layoutlab fuzz merge` adds shard reports up to exactly \
            the unsharded counts.

            Trees run in --jobs worker processes (default 1): copies of this executable, each \
            taking every J-th tree of the shard and streaming one line per tree. A worker that \
            dies while running a tree has crashed on it; one past --time-limit is killed \
            (SIGKILL) and the tree counted as hung; a new worker goes on with the next tree. \
            --in-process runs the trees in this process instead: slightly faster, but a crash \
            ends the campaign and nothing watches for hangs.

            Progress goes to standard error (redrawn on a terminal, a line every 10 s \
            otherwise); the summary to standard output. --report writes the strict JSON report \
            (no NaN or infinity: undefined numbers are null), replacing the file atomically. With \
            --out DIR, the first tree of each new class is shrunk (keeping its class, or its \
            crash) for up to --shrink-time seconds and saved in the corpus directory DIR. \
            Exit status: 0 when every class found is a known divergence (or none was found), 1 \
            when a new divergence, failure, crash or hang was found or a worker could not run, 2 \
            when --report or --out cannot be written, 64 on usage errors.
            """
    )

    /// Whether a class is a known divergence of the campaign's engines (LayoutDifferential's
    /// bundled list): known classes are reported but do not make the campaign fail.
    static func isKnown(_ settings: CampaignSettings) -> (DivergenceClass) -> Bool {
        { settings.isKnown($0) }
    }

    @OptionGroup var campaign: CampaignTreeOptions

    @Option(help: "Constraint-engine mode: exact, lp-only, per-container or milp.")
    var mode: ConstraintMode = .exact

    @Option(help: "What agreement means: core7 (CORE-7), strict (core7 and CORE-6 warning codes), frames or literal.")
    var policy: PolicyChoice = .core7

    @Option(parsing: .unconditional, help: "Worker processes running trees, 1 to 256.")
    var jobs = 1

    @Flag(help: "Run the trees in this process, without workers: no crash or hang detection.")
    var inProcess = false

    @Option(
        help: ArgumentHelp("Save shrunk new findings in this corpus directory (created if needed).", valueName: "dir"))
    var out: String?

    @Option(help: ArgumentHelp("Write the JSON report to this file (replaced atomically).", valueName: "file.json"))
    var report: String?

    @Option(
        name: .customLong("time-limit"), parsing: .unconditional,
        help: ArgumentHelp(
            "Wall-clock seconds one tree may take in a worker before it is killed and counted as hung, greater than 0 and at most 86400 (default: 60; not with --in-process).",
            valueName: "seconds"))
    var timeLimit: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Seconds to spend shrinking each new finding with --out, 0 to 3600 (0: save it unshrunk).",
            valueName: "seconds"))
    var shrinkTime = 10.0

    static let maximumJobs = 256
    static let defaultTimeLimit = 60.0

    func validate() throws {
        if !(1...Self.maximumJobs).contains(jobs) {
            throw ValidationError("--jobs must be a whole number from 1 to \(Self.maximumJobs) (got \(jobs))")
        }
        if let timeLimit, !(timeLimit > 0 && timeLimit <= TimeLimitOption.maximumSeconds) {
            throw ValidationError(
                "--time-limit must be a number of seconds greater than 0, at most 86400 (got \(optionNumber(timeLimit)))"
            )
        }
        if !(shrinkTime >= 0 && shrinkTime <= 3600) {
            throw ValidationError(
                "--shrink-time must be a number of seconds from 0 to 3600 (got \(optionNumber(shrinkTime)))")
        }
        if inProcess && jobs != 1 {
            throw ValidationError("--in-process runs one tree at a time in this process: it cannot take --jobs \(jobs)")
        }
        if inProcess && timeLimit != nil {
            throw ValidationError("--time-limit needs worker processes: it cannot be combined with --in-process")
        }
    }

    var settings: CampaignSettings {
        CampaignSettings(
            seed: campaign.seed, count: campaign.count, profile: campaign.profile, limits: campaign.limits,
            mode: mode, policy: policy.policy.name, shard: campaign.shard.shard, textMetrics: campaign.metrics,
            timeLimit: inProcess ? nil : timeLimit ?? Self.defaultTimeLimit)
    }

    func run() throws {
        let settings = settings
        if let report, let problem = ReportFile.problem(report) {
            printError("error: --report \(report): cannot write: \(problem)")
            throw ExitCode(2)
        }
        let corpus = try openCorpus(settings)
        let progress = FuzzProgress(total: settings.shard.treeCount(trees: campaign.count))
        let clock = ContinuousClock()
        let start = clock.now
        var builder = FuzzReportBuilder(settings: settings)
        if inProcess {
            builder = Campaign(settings: settings).run { progress.update($0) }
        } else {
            let pool = WorkerPool(
                settings: settings, jobs: jobs, timeLimit: settings.timeLimit ?? Self.defaultTimeLimit)
            do {
                try pool.run(record: { builder.add($0) }, tick: { progress.update(builder) })
            } catch {
                progress.finish(builder)
                printError("error: \(errorText(error))")
                throw ExitCode(1)
            }
        }
        progress.finish(builder)
        let elapsed = seconds(clock.now - start)
        if let corpus, let out {
            let saver = FindingSaver(
                corpus: corpus, inProcess: inProcess, shrinkTime: shrinkTime,
                timeLimit: settings.timeLimit ?? Self.defaultTimeLimit, outDirectory: out)
            builder.corpus = saver.save(builder.firstRecords) { settings.knownEntry(for: $0) != nil }
        }
        let result = builder.report(
            tool: FuzzReport.Tool(name: "layoutlab", version: LayoutLabVersion.current),
            commandLine: CommandLine.arguments, elapsedSeconds: elapsed, jobs: inProcess ? 0 : jobs,
            isKnown: Self.isKnown(settings))
        if let report { try ReportFile.writeReport(result, to: report) }
        writeStandardOutput(result.summaryText + (report.map { "report: \($0)\n" } ?? ""))
        if result.newClasses > 0 { throw ExitCode(1) }
    }

    /// The corpus of `--out`, created if needed; exit status 2 when it cannot be written.
    private func openCorpus(_ settings: CampaignSettings) throws -> CampaignCorpus? {
        guard let out else { return nil }
        if let problem = directoryPathProblem(out) {
            printError("error: --out \(out): cannot write: \(problem)")
            throw ExitCode(2)
        }
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            guard FileManager.default.isWritableFile(atPath: out) else {
                throw FuzzReportError("the directory is not writable")
            }
            let store = try CorpusStore(directory: URL(fileURLWithPath: out))
            return CampaignCorpus(store: store, shrinker: Shrinker(timeLimit: shrinkTime), settings: settings)
        } catch {
            printError("error: --out \(out): cannot write: \(errorText(error))")
            throw ExitCode(2)
        }
    }
}
