// SweepSummary.swift
// layoutlab
//
// The counts of a hostile-source sweep, as text and as strict JSON.

import Foundation
import LayoutReport

struct SweepSummary: Encodable {
    struct Finding: Encodable {
        var index: Int
        var problem: String
        var input: String
    }

    var seed: UInt64
    var count: Int
    var commandLine: [String]
    var parsed = 0
    var sourceErrors = 0
    var findings: [Finding] = []
    var seconds = 0.0
    var slowestSeconds = 0.0
    var slowestIndex = 0
    /// Inputs per time bucket: under 1 ms, 10 ms, 100 ms, 1 s, and over.
    var timeHistogram = [0, 0, 0, 0, 0]

    /// Findings kept with their input text; past this many only the count grows.
    static let findingsKept = 100
    var findingCount = 0

    init(seed: UInt64, count: Int, commandLine: [String]) {
        self.seed = seed
        self.count = count
        self.commandLine = commandLine
    }

    mutating func record(_ outcome: SweepOutcome, index: Int, seconds: Double, input: String) {
        switch outcome {
        case .parsed: parsed += 1
        case .sourceError: sourceErrors += 1
        case .finding(let problem):
            findingCount += 1
            if findings.count < Self.findingsKept {
                findings.append(Finding(index: index, problem: problem, input: input))
            }
        }
        if seconds > slowestSeconds {
            slowestSeconds = seconds
            slowestIndex = index
        }
        let bucket = [0.001, 0.01, 0.1, 1].firstIndex { seconds < $0 } ?? 4
        timeHistogram[bucket] += 1
    }

    func text() -> String {
        var lines = [
            "\(count) inputs in \(String(format: "%.1f", seconds)) s (\(Int(Double(count) / max(seconds, 1e-9)))/s): "
                + "\(parsed) parsed and laid out, \(sourceErrors) source errors with a location, \(findingCount) findings",
            "slowest input: #\(slowestIndex), \(String(format: "%.3f", slowestSeconds)) s; "
                + "time per input <1 ms \(timeHistogram[0]), <10 ms \(timeHistogram[1]), <100 ms \(timeHistogram[2]), "
                + "<1 s \(timeHistogram[3]), ≥1 s \(timeHistogram[4])",
        ]
        for finding in findings.prefix(10) { lines.append("finding #\(finding.index): \(finding.problem)") }
        return lines.map { terminalEscaped($0) }.joined(separator: "\n") + "\n"
    }

    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
}
