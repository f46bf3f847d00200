// CorpusSummary.swift
// layoutlab
//
// The counts of a corpus run: per project and in total, how many files agree, disagree, error,
// crash and hang, and the error reasons ranked by the number of files they stop.

import Foundation

/// Counts of a set of corpus results.
struct CorpusCounts: Codable, Hashable {
    var files = 0
    var agree = 0
    var disagree = 0
    var errors = 0
    var crashes = 0
    var hangs = 0
    var warnings = 0
    var standIns = 0

    init(_ results: some Sequence<CorpusResult>) {
        for result in results {
            files += 1
            warnings += result.warnings
            standIns += result.standIns
            switch result.outcome {
            case .agree: agree += 1
            case .disagree: disagree += 1
            case .error: errors += 1
            case .crash: crashes += 1
            case .hang: hangs += 1
            }
        }
    }

    /// The share of files that render with both engines agreeing, from 0 to 1.
    var agreeShare: Double { files == 0 ? 0 : Double(agree) / Double(files) }
}

/// An error reason and the files it stops.
struct CorpusReason: Codable, Hashable {
    var reason: String
    var files: Int
    /// The names the messages quote in place of `…`, most frequent first, with their counts.
    var names: [Name]
    /// The first file (in corpus order) it stops and its message as written.
    var example: String
    var exampleMessage: String

    struct Name: Codable, Hashable {
        var name: String
        var files: Int
    }
}

/// A corpus run's results with their counts, as the report pages and `--format json` show them.
struct CorpusSummary: Codable {
    var command: String
    var commit: String
    var context: String
    var timeLimit: Double
    var total: CorpusCounts
    var projects: [String: CorpusCounts]
    var reasons: [CorpusReason]
    var results: [CorpusResult]

    init(results: [CorpusResult], command: String, commit: String, context: String, timeLimit: Double) {
        self.command = command
        self.commit = commit
        self.context = context
        self.timeLimit = timeLimit
        self.results = results
        total = CorpusCounts(results)
        projects = Dictionary(grouping: results, by: \.project).mapValues { CorpusCounts($0) }
        var byReason: [String: [CorpusResult]] = [:]
        for result in results where result.outcome == .error {
            byReason[result.reason ?? "?", default: []].append(result)
        }
        reasons = byReason.map { reason, stopped in
            let quoted = Dictionary(grouping: stopped.compactMap { $0.message.flatMap(CorpusResult.quotedName) }) { $0 }
            let names = quoted.map { CorpusReason.Name(name: $0.key, files: $0.value.count) }
                .sorted { ($0.files, $1.name) > ($1.files, $0.name) }
            return CorpusReason(
                reason: reason, files: stopped.count, names: names, example: stopped[0].path,
                exampleMessage: stopped[0].message ?? "")
        }.sorted { ($0.files, $1.reason) > ($1.files, $0.reason) }
    }

    /// The JSON document (`--format json`), sorted keys, ending with a newline.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
}
