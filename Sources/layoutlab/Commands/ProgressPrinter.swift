// ProgressPrinter.swift
// layoutlab
//
// A progress line for long runs: rewritten in place on a terminal, a plain line every ten
// seconds otherwise (logs of batch jobs stay readable).

import Foundation
import LayoutReport

final class ProgressPrinter {
    private let isTerminal = isatty(STDERR_FILENO) == 1
    /// In a log the first line comes ten seconds in (a line at the start would say nothing).
    private lazy var last = isTerminal ? Date.distantPast : Date()
    private var wroteLine = false

    /// Prints `line()` if the last print was long enough ago.
    func update(_ line: () -> String) {
        let now = Date()
        guard now.timeIntervalSince(last) >= (isTerminal ? 0.25 : 10) else { return }
        last = now
        let text = terminalEscaped(line())
        FileHandle.standardError.write(Data((isTerminal ? "\r\u{1B}[K" + text : text + "\n").utf8))
        wroteLine = isTerminal
    }

    /// Ends the in-place line, redrawn as `finalLine` when given, so that what follows starts on
    /// a line of its own.
    /// In a log, `finalLine` is the last plain line.
    func finish(finalLine: String? = nil) {
        if !isTerminal {
            if let finalLine { FileHandle.standardError.write(Data((terminalEscaped(finalLine) + "\n").utf8)) }
            return
        }
        guard wroteLine else { return }
        let text = finalLine.map { "\r\u{1B}[K" + terminalEscaped($0) } ?? ""
        FileHandle.standardError.write(Data((text + "\n").utf8))
        wroteLine = false
    }
}
