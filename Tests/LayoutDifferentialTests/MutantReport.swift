// MutantReport.swift
// LayoutDifferentialTests
//
// What the mutant tests found, written for the paper (papers/pipeline/mutants.py) when
// LAYOUTLAB_MUTANT_REPORT_DIR names a directory: one JSON file per mutant and search, so that
// tests running in parallel never share a file. Without the variable nothing is written.

import Foundation
import LayoutDifferential
import Testing

enum MutantReport {
    struct Entry: Codable {
        var mutant: String
        var rule: String
        var search: String
        var seed: UInt64?
        var divergenceClass: String
        var originalNodes: Int
        var shrunkNodes: Int
        var source: String
    }

    static func write(
        mutant: MutantEngine, search: String, seed: UInt64?, divergenceClass: String, originalNodes: Int,
        shrunk: FuzzCase
    ) {
        guard let directory = ProcessInfo.processInfo.environment["LAYOUTLAB_MUTANT_REPORT_DIR"] else { return }
        let entry = Entry(
            mutant: mutant.name, rule: mutant.rule, search: search, seed: seed, divergenceClass: divergenceClass,
            originalNodes: originalNodes, shrunkNodes: shrunk.tree.count,
            source: CaseSource.swiftSource(for: shrunk.tree))
        let name = mutant.name.replacingOccurrences(of: "/", with: "-") + "-" + search + ".json"
        let url = URL(fileURLWithPath: directory).appendingPathComponent(name)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            try encoder.encode(entry).write(to: url, options: .atomic)
        } catch {
            Issue.record("cannot write the mutant report \(url.path): \(error)")
        }
    }
}
