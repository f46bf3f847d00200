// FuzzProgress.swift
// layoutlab
//
// A campaign's progress line on standard error, drawn by ProgressPrinter (redrawn in place on a
// terminal, a plain line every ten seconds in a log).

import Foundation
import LayoutDifferential

/// Draws progress lines.
struct FuzzProgress {
    let total: Int
    private let start = ContinuousClock.now
    private let printer = ProgressPrinter()

    init(total: Int) {
        self.total = total
    }

    func line(_ builder: FuzzReportBuilder) -> String {
        let elapsed = seconds(ContinuousClock.now - start)
        let rate = elapsed > 0 ? Double(builder.trees) / elapsed : 0
        let counts = builder.counts
        return "fuzz: \(builder.trees)/\(total) trees, \(Int(rate.rounded())) trees/s: agreed \(counts.agreed), "
            + "diverged \(counts.diverged), failed \(counts.failed), crashed \(counts.crashed), hung \(counts.hung); "
            + "\(builder.classes.count) classes"
    }

    func update(_ builder: FuzzReportBuilder) {
        printer.update { line(builder) }
    }

    /// Ends the redrawn line with the final counts.
    func finish(_ builder: FuzzReportBuilder) {
        printer.finish(finalLine: line(builder))
    }
}
