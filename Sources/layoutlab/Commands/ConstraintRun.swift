// ConstraintRun.swift
// layoutlab
//
// Running the constraint engine from a command: its errors end the command with status 1.

import ArgumentParser
import ConstraintEngine
import Foundation
import LayoutCore

extension ConstraintEngine {
    /// The layout of `tree`; a ``ConstraintEngineError`` is printed as `error: <description>` on
    /// standard error and ends the command with exit status 1.
    func layoutOrExit(_ tree: ViewTree) throws -> ConstraintLayout {
        do {
            return try layout(tree)
        } catch {
            printError("error: \(error.description)")
            throw ExitCode(1)
        }
    }
}

extension SolveRecord {
    /// One line for `render --verbose`:
    /// `solve tree: optimal, 12 rows, 9 columns, 0 binaries, 0.000123 s`.
    var summaryLine: String {
        "solve \(scope): \(status), \(rows) rows, \(columns) columns, \(binaries) binaries, "
            + String(format: "%.6f s", seconds)
    }
}
