// ConstraintRun.swift
// layoutlab
//
// Running the constraint engine from a command: its errors end the command with status 1.

import ArgumentParser
import ConstraintEngine
import Foundation
import LayoutCore

/// Runs `body`; a ``ConstraintEngineError`` is printed as `error: <description>` on standard
/// error and ends the command with exit status 1 (source errors keep status 2).
func exitingOnEngineError<T>(_ body: () throws(ConstraintEngineError) -> T) throws -> T {
    do {
        return try body()
    } catch {
        printError(engineErrorMessage(error))
        throw ExitCode(1)
    }
}

/// `error: <description>`.
func engineErrorMessage(_ error: ConstraintEngineError) -> String {
    "error: \(error.description)"
}

extension ConstraintEngine {
    /// The layout of `tree`, or exit status 1 (``exitingOnEngineError(_:)``).
    func layoutOrExit(_ tree: ViewTree) throws -> ConstraintLayout {
        try exitingOnEngineError { () throws(ConstraintEngineError) in try layout(tree) }
    }
}

extension SolveRecord {
    /// One line for `render --verbose`:
    /// `solve tree: optimal, 12 rows, 9 columns, 0 binaries (4 fixed at compile time), 0.000123 s`.
    var summaryLine: String {
        "solve \(scope): \(status), \(rows) rows, \(columns) columns, \(binaries) binaries "
            + "(\(fixedBinaries) fixed at compile time), " + String(format: "%.6f s", seconds)
    }
}

/// `--time-limit SECONDS`, for the commands that solve with the constraint engine.
struct TimeLimitOption: ParsableArguments {
    /// The largest limit accepted: one day.
    static let maximumSeconds = 86_400.0

    @Option(
        name: .customLong("time-limit"), parsing: .unconditional,
        help: ArgumentHelp(
            "Wall-clock limit in seconds for each LP solver run of the constraint engine (the whole tree, or each container with --mode per-container), greater than 0 and at most 86400 (default: none, except 60 in --mode milp); when it runs out the command prints `error: …` and exits with status 1.",
            valueName: "seconds")
    )
    var seconds: Double?

    func validate() throws {
        if let seconds, !(seconds > 0 && seconds <= Self.maximumSeconds) {
            throw ValidationError(
                "--time-limit must be a number of seconds greater than 0, at most 86400 (got \(optionNumber(seconds)))")
        }
    }

    /// `engine` with the limit set (unchanged without --time-limit, keeping the mode's default).
    func applied(to engine: ConstraintEngine) -> ConstraintEngine {
        guard let seconds else { return engine }
        var limited = engine
        limited.solveOptions.timeLimit = .seconds(seconds)
        return limited
    }
}
