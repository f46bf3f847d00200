// SweepCommand.swift
// layoutlab
//
// `layoutlab sweep`: the hostile-source sweep. Seeded mutations of valid SwiftUI source go
// through the parser and, when they parse, through both engines. Every input must be answered
// (a tree or an error with a location inside the input) within a time bound, without a signal.

import ArgumentParser
import Foundation
import LayoutCore
import LayoutDifferential

struct SweepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Feed seeded malformed SwiftUI source to the parser and both engines.",
        discussion: """
            Input i is a valid base source (the bundled examples and one source per construct, \
            embedded in the binary) after one to --max-edits seeded edits: deleted, duplicated \
            and swapped spans, truncation, inserted brackets, quotes, control characters and \
            tokens, numbers replaced by 1e309 or .nan, and nesting up to --max-nesting levels \
            deep. Input i depends only on --seed and i. Each input is parsed; a tree is laid out \
            by the reference engine and by the constraint engine (exact mode).

            A finding is: a source error whose line or column lies outside the input, or a \
            resource error other than the stack reservation one; a constraint-engine failure; \
            or an input taking longer than --time-bound seconds. A watchdog ends the run on an \
            input past the bound: it prints the input's index and text on standard error and \
            exits with status 3. A signal ends the run with the index of the input last \
            started, printed before each input when --trace is given.

            Progress goes to standard error once a second; the summary to standard output; \
            --report writes it as JSON. Exit status: 0 without findings, 1 with findings, 2 on \
            usage errors, 3 on a hang.
            """
    )

    @Option(help: "Campaign seed (input i is a function of the seed and i).")
    var seed: UInt64 = 1

    @Option(help: "Number of inputs (1 to 100,000,000).")
    var count: Int = 1000

    @Option(help: "Most edits per input (1 to 64).")
    var maxEdits: Int = 4

    @Option(help: "Most levels a nesting edit opens (1 to 100,000).")
    var maxNesting: Int = 400

    @Option(help: "Seconds one input may take before the watchdog ends the run (0.1 to 3600).")
    var timeBound: Double = 10

    @Option(help: "Write the summary as JSON to this file.")
    var report: String?

    @Option(help: "Print input N (for the seed and edit options given) on standard output and stop.")
    var printInput: Int?

    @Flag(help: "Print `input N` on standard error before each input (to find the input behind a signal).")
    var trace = false

    func validate() throws {
        if let printInput, printInput < 0 { throw ValidationError("--print-input must be 0 or more") }
        guard (1...100_000_000).contains(count) else { throw ValidationError("--count must be 1 to 100,000,000") }
        guard (1...64).contains(maxEdits) else { throw ValidationError("--max-edits must be 1 to 64") }
        guard (1...100_000).contains(maxNesting) else { throw ValidationError("--max-nesting must be 1 to 100,000") }
        guard timeBound >= 0.1 && timeBound <= 3600 else {
            throw ValidationError("--time-bound must be 0.1 to 3600 seconds")
        }
    }

    func run() throws {
        let mutator = SourceMutator(maximumEdits: maxEdits, maximumNesting: maxNesting)
        var summary = SweepSummary(seed: seed, count: count, commandLine: CommandLine.arguments)
        let watchdog = SweepWatchdog(bound: timeBound)
        if let printInput {
            writeStandardOutput(Self.input(printInput, seed: seed, mutator: mutator))
            return
        }
        // Test hook: LAYOUTLAB_SWEEP_STALL_AT=N makes input N stall past the bound, so that a test
        // can see the watchdog end the run.
        let stallIndex = ProcessInfo.processInfo.environment["LAYOUTLAB_SWEEP_STALL_AT"].flatMap { Int($0) }
        let progress = ProgressPrinter()
        let started = Date()
        for index in 0..<count {
            let input = Self.input(index, seed: seed, mutator: mutator)
            if trace { printError("input \(index)") }
            watchdog.start(index: index, input: input)
            if index == stallIndex { Thread.sleep(forTimeInterval: timeBound + 5) }
            let outcome = SweepProbe.check(input)
            let seconds = watchdog.stop()
            summary.record(outcome, index: index, seconds: seconds, input: input)
            progress.update {
                let elapsed = Date().timeIntervalSince(started)
                return "\(index + 1)/\(count) inputs, \(Int(Double(index + 1) / max(elapsed, 1e-9)))/s, "
                    + "\(summary.parsed) parsed, \(summary.sourceErrors) source errors, \(summary.findings.count) findings"
            }
        }
        progress.finish()
        summary.seconds = Date().timeIntervalSince(started)
        writeStandardOutput(summary.text())
        if let report { try writeOutput(summary.json(), to: report) }
        if !summary.findings.isEmpty { throw ExitCode(1) }
    }

    /// Input `index` of the sweep of `seed`.
    static func input(_ index: Int, seed: UInt64, mutator: SourceMutator) -> String {
        var random = SeededRandom(seed: SeededRandom.derivedSeed(seed, index: UInt64(index)))
        let base = random.pick(SweepBaseSources.all)
        return mutator.mutate(base, seed: random.next()).text
    }
}
