// CorpusCommand.swift
// layoutlab
//
// `layoutlab corpus DIR`: every Swift file of a corpus of real SwiftUI (one folder per project)
// rendered with both engines, each in a process of its own, and the results as a Markdown page
// (Documentation/RealWorld.md) or JSON. Crashes and hangs are results (CORE-6), never the end of
// the run.

import ArgumentParser
import Foundation

struct CorpusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "corpus",
        abstract: "Render every file of a corpus of real SwiftUI with both engines and report what lays out.",
        discussion: """
            DIR holds one folder per project (Tests/Fixtures/realworld is the project's corpus); \
            every .swift file below a project folder is rendered as the main file by `layoutlab \
            compare FILE --format json` (both engines, LayoutComparison under CORE-7, the iPhone \
            13 Pro profile, the default text metrics) in a child process, --jobs at a time. With \
            --context project the other .swift files of its project follow it on that command \
            line, as context (the default); --context none renders each file alone, its views \
            from other files then being stand-ins. --project NAME (repeatable) runs only those \
            projects.

            Each file is classified: agree (both engines lay it out and agree), disagree, error \
            (the first line of standard error that is not a warning), crash (a signal) or hang \
            (killed with SIGKILL after --time-limit seconds), with the number of distinct \
            warnings and of stand-in warnings (those saying "stand-in", source.standIn included, and \
            source.undeclaredView and image.unknown).

            --format markdown (default) writes the page of Documentation/RealWorld.md: the \
            command and commit, per-project counts, the error reasons ranked by the files they \
            stop (location and quoted names left out) and one row per file. --format json writes \
            {"command", "commit", "context", "timeLimit", "total", "projects", "reasons", \
            "results"}. The report goes to standard output or --output; progress to standard \
            error. Exit status 0 when every file was run (whatever its result), 2 when DIR holds \
            no Swift file, a --project is not one of its folders, or the output cannot be \
            written, 64 on usage errors.

            Regenerate the page with:
              swift run layoutlab corpus Tests/Fixtures/realworld --output Documentation/RealWorld.md
            """
    )

    @Argument(help: "The corpus folder: one folder per project, holding .swift files.")
    var directory: String

    @Option(help: "Context for each file: none (the file alone) or project (its project's other files).")
    var context: CorpusContext = .project

    @Option(
        name: .customLong("project"),
        help: ArgumentHelp("Run only this project's files (repeatable; default: every project).", valueName: "name"))
    var projects: [String] = []

    @Option(help: "Output format: markdown or json.")
    var format: CorpusFormat = .markdown

    @Option(name: .shortAndLong, help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(help: "Child processes at a time, from 1 to 64.")
    var jobs: Int = 2

    @Option(
        name: .customLong("time-limit"), parsing: .unconditional,
        help: ArgumentHelp(
            "Wall-clock limit per file in seconds, greater than 0 and at most 3600; a file past it is hung.",
            valueName: "seconds"))
    var timeLimit: Double = 20

    func validate() throws {
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be from 1 to 64 (got \(jobs))") }
        guard timeLimit > 0 && timeLimit <= 3600 else {
            throw ValidationError(
                "--time-limit must be a number of seconds greater than 0, at most 3600 (got \(optionNumber(timeLimit)))"
            )
        }
    }

    func run() throws {
        let corpus: Corpus
        do { corpus = try Corpus(directory: directory).only(projects) } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        let runner = CorpusRunner(
            corpus: corpus, withContext: context == .project, jobs: jobs, timeLimit: timeLimit)
        let progress = ProgressPrinter()
        var done = 0
        let results = try runner.run(
            record: { _ in done += 1 },
            tick: { progress.update { "corpus: \(done) of \(corpus.files.count) files" } })
        progress.finish()
        let summary = CorpusSummary(
            results: results, command: commandLine, commit: CorpusProvenance.commit(of: directory),
            context: context.rawValue, timeLimit: timeLimit)
        let text = format == .json ? try summary.json() : summary.markdown()
        try writeOutput(text, to: output)
        let total = summary.total
        printError(
            "corpus: \(total.agree) of \(total.files) agree, \(total.disagree) disagree, \(total.errors) errors, "
                + "\(total.crashes) crashes, \(total.hangs) hangs")
    }

    /// The command as a user would type it again (`layoutlab corpus …`).
    private var commandLine: String {
        (["layoutlab"] + CommandLine.arguments.dropFirst()).joined(separator: " ")
    }
}

/// `--context none|project`.
enum CorpusContext: String, ExpressibleByArgument, CaseIterable {
    case none, project
}

/// `--format markdown|json`.
enum CorpusFormat: String, ExpressibleByArgument, CaseIterable {
    case markdown, json
}
