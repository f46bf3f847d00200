// FuzzFindings.swift
// layoutlab
//
// After a campaign: the first tree of each new class shrunk (the same divergence class, or the
// same crash or hang, CORE-6) and saved to the corpus directory given with --out. With worker
// processes, divergences shrink in a `fuzz shrink` child and crashes shrink against `fuzz replay`
// children, so that a crash while shrinking never ends the campaign.

import Foundation
import LayoutDifferential

/// Shrinks and saves a campaign's new findings.
struct FindingSaver {
    let corpus: CampaignCorpus
    /// Shrink in this process (`--in-process`) rather than in child processes.
    let inProcess: Bool
    let shrinkTime: Double
    /// The per-tree time limit, for replays.
    let timeLimit: Double
    let outDirectory: String

    var settings: CampaignSettings { corpus.settings }

    /// Saves each of `records` (the classes' first trees) whose class is new; returns what was
    /// saved. A class that cannot be saved is reported on standard error and skipped.
    func save(_ records: [TreeRecord], isKnown: (TreeRecord) -> Bool) -> [FuzzReport.CorpusRecord] {
        var saved: [FuzzReport.CorpusRecord] = []
        for record in records where corpus.wants(record, isKnown: isKnown) {
            do {
                switch record.verdict {
                case .agreed: continue
                case .diverged, .failed:
                    saved.append(try inProcess ? corpus.saveDivergence(record) : shrinkInChild(record))
                case .hung where shrinkTime < 3 * timeLimit:
                    // Each replay of a hang takes the whole time limit: too few fit in the budget.
                    saved.append(
                        try corpus.saveUnshrunk(
                            record, note: "not shrunk: each replay of a hang takes the --time-limit"))
                case .crashed, .hung:
                    saved.append(try corpus.save(record) { replayReproduces(record, $0) })
                }
            } catch {
                printError(
                    "error: --out \(outDirectory): cannot save \(record.divergenceClass?.description ?? ""): \(error)")
            }
        }
        return saved
    }

    /// Shrinks a divergence in a `fuzz shrink` child; saves the tree unshrunk if the child fails.
    private func shrinkInChild(_ record: TreeRecord) throws -> FuzzReport.CorpusRecord {
        let child = try ChildProcess(arguments: [
            "fuzz", "shrink", "--settings", try settingsJSON(settings), "--index", "\(record.index)", "--out",
            outDirectory, "--shrink-time", "\(shrinkTime)",
        ])
        let (lines, termination) = child.finish(deadline: .now + .seconds(shrinkTime + 2 * timeLimit + 10))
        if termination == .exited(0), let line = lines.last,
            let saved = try? JSONDecoder().decode(FuzzReport.CorpusRecord.self, from: Data(line.utf8))
        {
            return saved
        }
        let why = child.killed ? "ran out of time" : "ended by \(termination.name)"
        return try corpus.saveUnshrunk(
            record, note: "shrinking \(why)" + (child.crashMessage.map { ": \($0)" } ?? ""))
    }

    /// Whether `candidate` still crashes a `fuzz replay` child the way `record`'s tree crashed its
    /// worker (the same signal), or still runs past the time limit.
    private func replayReproduces(_ record: TreeRecord, _ candidate: FuzzCase) -> Bool {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutlab-replay-\(getpid())-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        guard let data = try? FuzzCase.jsonEncoder.encode(candidate), (try? data.write(to: file)) != nil,
            let child = try? ChildProcess(arguments: [
                "fuzz", "replay", "--settings", (try? settingsJSON(settings)) ?? "", file.path,
            ])
        else { return false }
        let (_, termination) = child.finish(deadline: .now + .seconds(timeLimit))
        if record.verdict == .hung { return child.killed }
        return !child.killed && termination.name == record.divergenceClass?.field
    }
}
