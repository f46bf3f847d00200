// FuzzProgress.swift
// layoutlab
//
// A campaign's progress on standard error: on a terminal one line redrawn in place (carriage
// return) a few times a second; otherwise a plain line every ten seconds, for logs.

import Foundation
import LayoutDifferential

#if canImport(Glibc)
    import Glibc
#endif

/// Draws progress lines.
struct FuzzProgress {
    let total: Int
    let terminal: Bool
    let interval: Duration
    private let start = ContinuousClock.now
    private var last = ContinuousClock.now
    private var drawn = false

    init(total: Int, terminal: Bool = isatty(STDERR_FILENO) != 0) {
        self.total = total
        self.terminal = terminal
        interval = terminal ? .milliseconds(250) : .seconds(10)
    }

    /// `1200/5000 trees, 980 trees/s: agreed 1190, diverged 10, failed 0, crashed 0, hung 0; 3 classes`.
    func line(_ builder: FuzzReportBuilder) -> String {
        let elapsed = seconds(ContinuousClock.now - start)
        let rate = elapsed > 0 ? Double(builder.trees) / elapsed : 0
        let counts = builder.counts
        return "fuzz: \(builder.trees)/\(total) trees, \(Int(rate.rounded())) trees/s: agreed \(counts.agreed), "
            + "diverged \(counts.diverged), failed \(counts.failed), crashed \(counts.crashed), hung \(counts.hung); "
            + "\(builder.classes.count) classes"
    }

    /// Draws the line if the interval has passed since the last one.
    mutating func update(_ builder: FuzzReportBuilder) {
        let now = ContinuousClock.now
        guard now - last >= interval else { return }
        last = now
        let text = line(builder)
        if terminal {
            FileHandle.standardError.write(Data("\r\(text)\u{1B}[K".utf8))
            drawn = true
        } else {
            FileHandle.standardError.write(Data("\(text)\n".utf8))
        }
    }

    /// Ends the redrawn line with the final counts, so that what follows starts on a line of its
    /// own.
    mutating func finish(_ builder: FuzzReportBuilder) {
        if drawn { FileHandle.standardError.write(Data("\r\(line(builder))\u{1B}[K\n".utf8)) }
        drawn = false
    }
}
