// Campaign.swift
// LayoutDifferential
//
// A campaign run in this process: the trees of one shard generated, laid out by both engines and
// compared (CORE-7) one after the other; then each new class's first tree shrunk (keeping its
// class) and saved to the corpus. Crashes and hangs need worker processes (`layoutlab fuzz`); a
// crash here ends the process.

import Foundation

/// A differential campaign over one shard's tree indices.
public struct Campaign: Sendable {
    public var settings: CampaignSettings

    public init(settings: CampaignSettings) { self.settings = settings }

    /// Runs the shard's trees in increasing index order, calling `progress` after each.
    public func run(progress: (FuzzReportBuilder) -> Void = { _ in }) -> FuzzReportBuilder {
        var builder = FuzzReportBuilder(settings: settings)
        let runner = settings.runner
        for index in settings.shard.indices(trees: settings.count) {
            builder.add(TreeRecord(index: index, settings: settings, runner: runner))
            progress(builder)
        }
        return builder
    }
}

/// Shrinks findings and saves them to a corpus directory.
public struct CampaignCorpus: Sendable {
    public var store: CorpusStore
    public var shrinker: Shrinker
    public var settings: CampaignSettings

    public init(store: CorpusStore, shrinker: Shrinker, settings: CampaignSettings) {
        self.store = store
        self.shrinker = shrinker
        self.settings = settings
    }

    /// Whether `record`'s class should be shrunk and saved: a finding whose class is neither
    /// known nor already in the corpus.
    public func wants(_ record: TreeRecord, isKnown: (DivergenceClass) -> Bool = { _ in false }) -> Bool {
        guard record.verdict != .agreed, let divergenceClass = record.divergenceClass else { return false }
        return !isKnown(divergenceClass) && !store.contains(divergenceClass)
    }

    /// Shrinks the tree of a divergence or failure `record` in this process while the runner
    /// files it under the same class, and saves it.
    public func saveDivergence(_ record: TreeRecord) throws -> FuzzReport.CorpusRecord {
        let runner = settings.runner
        let target = record.divergenceClass
        return try save(record, summary: { shrunk in runner.run(shrunk).comparison?.first?.description }) {
            runner.run($0).divergenceClass == target
        }
    }

    /// Shrinks the tree of `record` while `keeps` holds (for a crash: a replay still crashes the
    /// same way) and saves it; `summary` describes the shrunk case (nil: the record's message).
    public func save(
        _ record: TreeRecord, summary: (FuzzCase) -> String? = { _ in nil }, keeps: (FuzzCase) -> Bool
    ) throws -> FuzzReport.CorpusRecord {
        let original = settings.treeCase(record.index)
        let result = shrinker.shrink(original, keeps: keeps)
        return try saveEntry(
            record, original: original, shrunk: result.shrunk, evaluations: result.evaluations,
            summary: summary(result.shrunk))
    }

    /// Saves the unshrunk tree of `record` (when shrinking could not run), with `note` saying why.
    public func saveUnshrunk(_ record: TreeRecord, note: String) throws -> FuzzReport.CorpusRecord {
        let original = settings.treeCase(record.index)
        var saved = try saveEntry(record, original: original, shrunk: original, evaluations: 0, summary: nil)
        saved.note = note
        return saved
    }

    private func saveEntry(
        _ record: TreeRecord, original: FuzzCase, shrunk: FuzzCase, evaluations: Int, summary: String?
    ) throws -> FuzzReport.CorpusRecord {
        guard let divergenceClass = record.divergenceClass else {
            throw FuzzReportError("tree \(record.index) agreed: nothing to save")
        }
        let entry = CorpusEntry(
            divergenceClass: divergenceClass, shrunk: shrunk, originalSeed: record.seed,
            originalNodes: original.tree.count, engines: settings.engineNames,
            summary: summary ?? record.message ?? divergenceClass.description)
        let url = try store.save(entry)
        return FuzzReport.CorpusRecord(
            name: divergenceClass.description, path: url.path, originalIndex: record.index,
            originalNodes: original.tree.count, shrunkNodes: shrunk.tree.count, evaluations: evaluations)
    }
}
