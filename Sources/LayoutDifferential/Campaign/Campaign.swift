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

    /// Whether `record`'s class should be shrunk and saved: a finding that is not known (its
    /// class, or its class at its magnitude: `isKnown`) and whose class is not already in the
    /// corpus.
    public func wants(_ record: TreeRecord, isKnown: (TreeRecord) -> Bool = { _ in false }) -> Bool {
        guard record.verdict != .agreed, let divergenceClass = record.divergenceClass else { return false }
        return !isKnown(record) && !store.contains(divergenceClass)
    }

    /// Shrinks the tree of a divergence or failure `record` in this process while the runner
    /// files it under the same class (CORE-7's first difference, or the CORE-9 failure), and
    /// saves it with the shrunk case's differing nodes.
    public func saveDivergence(_ record: TreeRecord) throws -> FuzzReport.CorpusRecord {
        guard let divergenceClass = record.divergenceClass else { throw nothingToSave(record) }
        let runner = settings.runner
        let original = settings.treeCase(record.index)
        let result = shrinker.shrink(original, runner: runner, keeping: divergenceClass)
        var entry = CorpusEntry(
            shrunk: result.shrunk, outcome: runner.run(result.shrunk), engines: settings.engineNames,
            originalSeed: record.seed, originalNodes: original.tree.count)
        // The shrinker keeps the class, so the outcome's class is the record's; this keeps the
        // entry filed under it even if an engine is not deterministic.
        entry.divergenceClass = divergenceClass
        return try saveEntry(entry, record: record, evaluations: result.evaluations)
    }

    /// Shrinks the tree of `record` while `keeps` holds (for a crash or hang: a replay in a
    /// child process still crashes the same way, or still hangs) and saves it.
    public func save(_ record: TreeRecord, keeps: (FuzzCase) -> Bool) throws -> FuzzReport.CorpusRecord {
        let original = settings.treeCase(record.index)
        let result = shrinker.shrink(original, keeps: keeps)
        return try saveEntry(
            entry(record, original: original, shrunk: result.shrunk), record: record, evaluations: result.evaluations)
    }

    /// Saves the unshrunk tree of `record` (when shrinking could not run), with `note` saying why.
    public func saveUnshrunk(_ record: TreeRecord, note: String) throws -> FuzzReport.CorpusRecord {
        let original = settings.treeCase(record.index)
        var saved = try saveEntry(entry(record, original: original, shrunk: original), record: record, evaluations: 0)
        saved.note = note
        return saved
    }

    private func entry(_ record: TreeRecord, original: FuzzCase, shrunk: FuzzCase) throws -> CorpusEntry {
        guard let divergenceClass = record.divergenceClass else { throw nothingToSave(record) }
        return CorpusEntry(
            divergenceClass: divergenceClass, shrunk: shrunk, originalSeed: record.seed,
            originalNodes: original.tree.count, engines: settings.engineNames,
            summary: record.message ?? divergenceClass.description)
    }

    private func saveEntry(
        _ entry: CorpusEntry, record: TreeRecord, evaluations: Int
    ) throws -> FuzzReport.CorpusRecord {
        let url = try store.save(entry)
        return FuzzReport.CorpusRecord(
            name: entry.divergenceClass.description, path: url.path, originalIndex: record.index,
            originalNodes: entry.originalNodes, shrunkNodes: entry.shrunk.tree.count, evaluations: evaluations)
    }

    private func nothingToSave(_ record: TreeRecord) -> FuzzReportError {
        FuzzReportError("tree \(record.index) agreed: nothing to save")
    }
}
