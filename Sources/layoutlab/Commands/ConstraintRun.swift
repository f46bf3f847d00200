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
