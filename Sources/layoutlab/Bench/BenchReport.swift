// BenchReport.swift
// layoutlab
//
// What `layoutlab bench` measured and how it prints it: timings as min/median/max over the
// runs, the size queries of one extra traced pass (CORE-1's `measure(node, P)`, whether the
// HSTACK-6 cache answered), the process's peak resident memory, and the constraint engine's
// compile and solve times and model size.

import ConstraintEngine
import Foundation
import LayoutCore

#if canImport(Glibc)
    import Glibc
#endif

/// Minimum, median and maximum of a series of timings, in milliseconds.
struct TimingSummary: Equatable {
    var min: Double
    var median: Double
    var max: Double

    /// The summary of `values` (at least one); an even count's median is the mean of the middle two.
    init(_ values: [Double]) {
        precondition(!values.isEmpty, "at least one run")
        let sorted = values.sorted()
        min = sorted[0]
        max = sorted[sorted.count - 1]
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// The constraint engine's own parts of a run: compile and solve times, and the model's size
/// (summed over the solver calls: one for `exact`, one per container segment otherwise).
struct ModelFigures {
    var compileMilliseconds: [Double] = []
    var solveMilliseconds: [Double] = []
    var rows = 0, columns = 0, binaries = 0, solves = 0

    mutating func add(_ layout: ConstraintLayout) {
        compileMilliseconds.append(layout.compileSeconds * 1000)
        solveMilliseconds.append(layout.solves.reduce(0) { $0 + $1.seconds } * 1000)
        rows = layout.solves.reduce(0) { $0 + $1.rows }
        columns = layout.solves.reduce(0) { $0 + $1.columns }
        binaries = layout.solves.reduce(0) { $0 + $1.binaries }
        solves = layout.solves.count
    }
}

/// One `bench` result.
struct BenchReport {
    var engine: String
    var mode: String?
    var nodes: Int
    var parseMilliseconds: Double
    var layoutMilliseconds: [Double]
    /// Size queries of the traced pass (cache hits included) and the ones computed.
    var measurements: Int
    var computedMeasurements: Int
    var peakResidentBytes: Int
    var model: ModelFigures?
    /// `--paired`: the reference engine's time in each run, laid out just before the constraint
    /// engine's, so both see the machine in the same state.
    var pairedReferenceMilliseconds: [Double]?

    var layout: TimingSummary { TimingSummary(layoutMilliseconds) }

    /// `--paired`: per run, the constraint engine's time over the reference engine's.
    var pairedRatio: TimingSummary? {
        pairedReferenceMilliseconds.map { reference in
            TimingSummary(zip(layoutMilliseconds, reference).map { $0 / $1 })
        }
    }

    /// The JSON object, keys in a fixed order; numbers as Swift prints them (finite here).
    var json: String {
        var fields: [(String, String)] = [
            ("engine", quoted(engine)),
            ("mode", mode.map(quoted) ?? "null"),
            ("nodes", "\(nodes)"),
            ("parse_ms", number(parseMilliseconds)),
            ("layout_ms", summaryJSON(layout)),
            ("runs", "\(layoutMilliseconds.count)"),
            ("measurements", "\(measurements)"),
            ("measurements_computed", "\(computedMeasurements)"),
            ("measurements_per_node", number(Double(measurements) / Double(max(nodes, 1)))),
            ("peak_rss_bytes", "\(peakResidentBytes)"),
        ]
        if let model {
            fields += [
                ("compile_ms", summaryJSON(TimingSummary(model.compileMilliseconds))),
                ("solve_ms", summaryJSON(TimingSummary(model.solveMilliseconds))),
                ("rows", "\(model.rows)"), ("columns", "\(model.columns)"), ("binaries", "\(model.binaries)"),
                ("solves", "\(model.solves)"),
            ]
        }
        if let reference = pairedReferenceMilliseconds, let ratio = pairedRatio {
            fields += [
                ("reference_ms", summaryJSON(TimingSummary(reference))),
                ("ratio", summaryJSON(ratio)),
            ]
        }
        return "{" + fields.map { "\(quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}\n"
    }

    /// The aligned text form.
    var text: String {
        let per = Double(measurements) / Double(max(nodes, 1))
        var lines = [
            ("engine", mode.map { "\(engine) (\($0))" } ?? engine),
            ("nodes", groupedDigits(nodes)),
            ("parse", "\(fixed(parseMilliseconds)) ms"),
            ("layout", summaryText(layout) + " (\(layoutMilliseconds.count) runs)"),
            (
                "measurements",
                "\(groupedDigits(measurements)) size queries (\(fixed(per)) per node), "
                    + "\(groupedDigits(computedMeasurements)) computed"
            ),
            ("peak RSS", "\(fixed(Double(peakResidentBytes) / 1_048_576)) MiB"),
        ]
        if let model {
            lines += [
                ("compile", summaryText(TimingSummary(model.compileMilliseconds))),
                ("solve", summaryText(TimingSummary(model.solveMilliseconds))),
                (
                    "model",
                    "\(groupedDigits(model.rows)) rows, \(groupedDigits(model.columns)) columns, "
                        + "\(groupedDigits(model.binaries)) binaries, \(model.solves) solver calls"
                ),
            ]
        }
        if let reference = pairedReferenceMilliseconds, let ratio = pairedRatio {
            lines += [
                ("reference", summaryText(TimingSummary(reference)) + " (paired)"),
                (
                    "ratio",
                    String(
                        format: "min %.2f×, median %.2f×, max %.2f× (constraint / reference, per run)", ratio.min,
                        ratio.median, ratio.max)
                ),
            ]
        }
        return lines.map { $0.0.padding(toLength: 14, withPad: " ", startingAt: 0) + $0.1 }.joined(separator: "\n")
            + "\n"
    }

    private func summaryJSON(_ s: TimingSummary) -> String {
        "{\"min\": \(number(s.min)), \"median\": \(number(s.median)), \"max\": \(number(s.max))}"
    }

    private func summaryText(_ s: TimingSummary) -> String {
        "min \(fixed(s.min)) ms, median \(fixed(s.median)) ms, max \(fixed(s.max)) ms"
    }

    private func quoted(_ s: String) -> String { "\"\(s)\"" }
    private func number(_ x: Double) -> String { String(format: "%.6g", x) }
    private func fixed(_ x: Double) -> String { String(format: "%.3f", x) }
}

/// The process's peak resident set size so far, in bytes (`getrusage`; Linux reports kilobytes).
func peakResidentBytes() -> Int {
    var usage = rusage()
    guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
    return Int(usage.ru_maxrss) * 1024
}
