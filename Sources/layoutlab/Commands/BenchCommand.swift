// BenchCommand.swift
// layoutlab
//
// `layoutlab bench FILE_OR_FOLDER... [--engine E] [--mode M] [--repeat R] [--format text|json]`:
// parse once, lay out R times, report the timings, the size queries and the peak memory.

import ArgumentParser
import ConstraintEngine
import LayoutCore
import ReferenceEngine

/// `--format` of `bench`.
enum BenchFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time the layout of SwiftUI source: parse once, lay out --repeat times.",
        discussion: """
            The input is read as by `render` (files and folders as one program) and timed once \
            ("parse_ms": reading, parsing and building the view tree). The tree is then laid out \
            --repeat times, each a fresh pass with nothing kept from the last ("layout_ms": min, \
            median and max). The reference engine's time includes its stack-sized thread; the \
            constraint engine's includes compiling, solving and decoding, and "compile_ms" and \
            "solve_ms" (GLPK alone) are given apart with the model's "rows", "columns" and \
            "binaries" (summed over the solver calls). After the timed runs one more traced \
            pass, not timed, counts the size queries (CORE-1's measure(node, P), cache hits \
            included: "measurements"; those computed rather than answered by the HSTACK-6 cache: \
            "measurements_computed"); in the constraint engine a query is a measurement \
            instance of its model. "peak_rss_bytes" is the process's peak resident memory after \
            the timed runs (parsing included). Generate inputs with `layoutlab generate`.

            --format json prints one line: {"engine", "mode", "nodes", "parse_ms", "layout_ms": \
            {"min", "median", "max"}, "runs", "measurements", "measurements_computed", \
            "measurements_per_node", "peak_rss_bytes"} and, for the constraint engine, \
            "compile_ms" and "solve_ms" (each {"min", "median", "max"}), "rows", "columns", \
            "binaries", "solves".

            --paired (constraint engine only) lays the tree out with the reference engine just \
            before each timed constraint-engine layout, so both see the machine in the same \
            state, and adds "reference_ms" (the reference engine's times) and "ratio" (per run, \
            the constraint engine's time over the reference engine's; min, median and max): a \
            ratio that the machine's load and clock changes do not move. Exit status 0; 1 when the constraint engine fails; 2 for source \
            errors; 64 for bad options.
            """
    )

    @OptionGroup var layout: LayoutOptions

    @Option(help: "Layout engine: reference or constraint.")
    var engine: EngineChoice = .reference

    @Option(
        help:
            "Constraint-engine mode: exact, lp-only, per-container or milp (default: exact; requires --engine constraint)."
    )
    var mode: ConstraintMode?

    @OptionGroup var timeLimit: TimeLimitOption

    @Option(
        name: .customLong("repeat"), parsing: .unconditional,
        help: ArgumentHelp("Timed layouts, from 1 to 10,000 (default 5).", valueName: "runs"))
    var runs: Int = 5

    @Option(help: "Output format: text or json.")
    var format: BenchFormat = .text

    @Flag(help: "Time the reference engine just before each constraint-engine run and report the ratio per run.")
    var paired = false

    /// The most timed runs: enough for any distribution, and a typo such as 1e9 is refused.
    static let maximumRuns = 10_000

    func validate() throws {
        if mode != nil && engine != .constraint {
            throw ValidationError("--mode applies only to the constraint engine: add --engine constraint")
        }
        if timeLimit.seconds != nil && engine != .constraint {
            throw ValidationError("--time-limit applies only to the constraint engine: add --engine constraint")
        }
        if paired && engine != .constraint {
            throw ValidationError(
                "--paired compares the constraint engine with the reference engine: add --engine constraint")
        }
        guard (1...Self.maximumRuns).contains(runs) else {
            throw ValidationError("--repeat must be an integer from 1 to 10,000 (got \(runs))")
        }
    }

    func run() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let (tree, layouts) = try layout.readTreeAndLayouts()
        let parse = Self.milliseconds(clock.now - start)
        let configuration = layout.configuration(with: layouts)
        let report: BenchReport
        switch engine {
        case .reference:
            try EngineStack.ensure(tree, bytesPerLevel: EngineStack.referenceBytesPerLevel)
            report = try referenceRuns(tree, ReferenceEngine(configuration: configuration), parse: parse)
        case .constraint:
            try EngineStack.ensure(tree, bytesPerLevel: EngineStack.constraintBytesPerLevel)
            let engine = timeLimit.applied(to: ConstraintEngine(configuration: configuration, mode: mode ?? .exact))
            var reference: ReferenceEngine?
            if paired {
                try EngineStack.ensure(tree, bytesPerLevel: EngineStack.referenceBytesPerLevel)
                reference = ReferenceEngine(configuration: configuration)
            }
            report = try constraintRuns(tree, engine, pairedWith: reference, parse: parse)
        }
        try layout.exitOnLayoutErrors(layouts)
        writeStandardOutput(format == .json ? report.json : report.text)
    }

    private func referenceRuns(_ tree: ViewTree, _ engine: ReferenceEngine, parse: Double) throws -> BenchReport {
        let clock = ContinuousClock()
        var times: [Double] = []
        for _ in 0..<runs {
            let start = clock.now
            let result = try Self.checked { () throws(StackReservationError) in try engine.checkedLayout(tree) }
            let elapsed = clock.now - start
            withExtendedLifetime(result) { times.append(Self.milliseconds(elapsed)) }
        }
        let peak = peakResidentBytes()
        let counter = QueryCounter()
        let traced = try Self.checked { () throws(StackReservationError) in
            try engine.checkedLayout(tree, tracer: counter)
        }
        printWarnings(traced.diagnostics)
        return BenchReport(
            engine: "reference", mode: nil, nodes: tree.count, parseMilliseconds: parse, layoutMilliseconds: times,
            measurements: counter.queries, computedMeasurements: counter.computed, peakResidentBytes: peak)
    }

    private func constraintRuns(
        _ tree: ViewTree, _ engine: ConstraintEngine, pairedWith reference: ReferenceEngine?, parse: Double
    ) throws -> BenchReport {
        let clock = ContinuousClock()
        var times: [Double] = []
        var referenceTimes: [Double] = []
        var model = ModelFigures()
        for _ in 0..<runs {
            if let reference {
                let start = clock.now
                let result = try Self.checked { () throws(StackReservationError) in try reference.checkedLayout(tree) }
                let elapsed = clock.now - start
                withExtendedLifetime(result) { referenceTimes.append(Self.milliseconds(elapsed)) }
            }
            let start = clock.now
            let layout = try engine.layoutOrExit(tree)
            let elapsed = clock.now - start
            withExtendedLifetime(layout) { times.append(Self.milliseconds(elapsed)) }
            model.add(layout)
        }
        let peak = peakResidentBytes()
        let counter = QueryCounter()
        let traced = try exitingOnEngineError { () throws(ConstraintEngineError) in
            try engine.layout(tree, tracer: counter)
        }
        printWarnings(traced.result.diagnostics)
        return BenchReport(
            engine: "constraint", mode: engine.mode.rawValue, nodes: tree.count, parseMilliseconds: parse,
            layoutMilliseconds: times, measurements: counter.queries, computedMeasurements: counter.computed,
            peakResidentBytes: peak, model: model, pairedReferenceMilliseconds: reference == nil ? nil : referenceTimes)
    }

    /// `body`'s value, or `error: not enough memory …` and exit status 1 (as `render`).
    private static func checked<T>(_ body: () throws(StackReservationError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            printError(error.errorLine)
            throw ExitCode(1)
        }
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1000 + Double(attoseconds) * 1e-15
    }
}
