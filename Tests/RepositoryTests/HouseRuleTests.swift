// HouseRuleTests.swift
// RepositoryTests
//
// Small files and comments that speak of the code: no Swift file over 400 lines (generated tables
// excepted), and no comment that cites an issue number or a lettered option instead of the rule
// book and a reason.

import Testing

@Suite("House rules")
struct HouseRuleTests {
    static let maximumLines = 400
    static let directories = ["Sources", "Tests", "Benchmarks/Benchmarks"]
    static var swiftFiles: [String] { directories.flatMap { Repository.swiftFiles(under: $0) } }

    @Test("No Swift file is over 400 lines, generated tables excepted")
    func filesAreSmall() {
        for path in Self.swiftFiles {
            let text = Repository.text(path) ?? ""
            if text.contains("GENERATED FILE: do not edit") { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
            #expect(lines <= Self.maximumLines, "\(path) has \(lines) lines; split it by job")
        }
    }

    @Test("Comments cite rules and reasons, never issue numbers, lettered options or tiers")
    func commentsSpeakOfTheCode() {
        let pattern = #/(?i)\bissue\s*#?[0-9]+|\boption\s+\(?[A-C]\)?\b|\btier\s+[AB]\b/#
        for path in Self.swiftFiles {
            let lines = (Repository.text(path) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() where Self.mayCiteTracker(line) && line.contains(pattern) {
                Issue.record("\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
    }

    /// A cheap filter before the regular expression: the line names an issue, option or tier.
    static func mayCiteTracker(_ line: Substring) -> Bool {
        let lower = line.utf8.map { $0 | 0x20 }
        for word in ["issue", "option", "tier"] {
            let w = Array(word.utf8)
            if lower.count >= w.count {
                for start in 0...(lower.count - w.count) where lower[start] == w[0] {
                    if Array(lower[start..<(start + w.count)]) == w { return true }
                }
            }
        }
        return false
    }
}
