// FuzzWorkerCommands.swift
// layoutlab
//
// The hidden subcommands `layoutlab fuzz` starts copies of itself with: `worker` (a share of a
// shard's trees, one JSON line each), `replay` (one case from a file: does it still crash?) and
// `shrink` (one finding shrunk and saved in a process of its own). A crash or hang in them is a
// finding of the parent (CORE-6), never its end.

import ArgumentParser
import Foundation
import LayoutDifferential

#if canImport(Glibc)
    import Glibc
#endif

/// Test hooks, read only by worker and replay processes: `LAYOUTLAB_FUZZ_CRASH_AT_INDEX=i` makes
/// the process trap (a Swift runtime error) when it reaches tree i, `LAYOUTLAB_FUZZ_HANG_AT_INDEX=i`
/// makes it sleep forever there; a replay reacts to every case that carries tree i's seed (so a
/// hooked crash shrinks to one node: every candidate keeps the seed). They let the tests check
/// crash and hang detection without a real engine bug.
struct FuzzTestHooks {
    static let crashVariable = "LAYOUTLAB_FUZZ_CRASH_AT_INDEX"
    static let hangVariable = "LAYOUTLAB_FUZZ_HANG_AT_INDEX"

    /// The tree indices the hooks name, read once (the environment is not cheap to read per tree).
    let crashIndex: Int?
    let hangIndex: Int?

    init() {
        let environment = ProcessInfo.processInfo.environment
        crashIndex = environment[Self.crashVariable].flatMap { Int($0) }
        hangIndex = environment[Self.hangVariable].flatMap { Int($0) }
    }

    /// Crashes or hangs if a hook names `index` (or, with `seed`, the tree of that seed).
    func apply(index: Int?, seed: UInt64?, settings: CampaignSettings) {
        func matches(_ hook: Int?) -> Bool {
            guard let hook else { return false }
            return hook == index || (seed != nil && hook >= 0 && settings.treeSeed(hook) == seed)
        }
        if matches(crashIndex) { fatalError("\(Self.crashVariable) reached tree \(index ?? -1)") }
        if matches(hangIndex) {
            while true { sleep(3600) }
        }
    }
}

/// `--settings JSON`: the campaign a child process works for.
struct SettingsOption: ParsableArguments {
    @Option(help: "The campaign's settings as JSON.")
    var settings: String

    var decoded: CampaignSettings {
        get throws {
            do { return try JSONDecoder().decode(CampaignSettings.self, from: Data(settings.utf8)) } catch {
                throw ValidationError("--settings is not a campaign's settings: \(error)")
            }
        }
    }
}

/// Writes `text` to standard output in one write.
private func emit(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}

struct FuzzWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "worker",
        abstract: "Run trees first, first + stride, … of a campaign; one JSON line per tree (internal).",
        shouldDisplay: false)

    @OptionGroup var settings: SettingsOption
    @Option var first: Int
    @Option var stride: Int

    func run() throws {
        let settings = try settings.decoded
        guard first >= 0, stride >= 1 else { throw ValidationError("--first must be ≥ 0 and --stride ≥ 1") }
        let runner = settings.runner
        let hooks = FuzzTestHooks()
        var index = first
        guard index < settings.count else { return }
        emit("{\"start\":\(index)}\n")
        while index < settings.count {
            hooks.apply(index: index, seed: nil, settings: settings)
            let record = TreeRecord(index: index, settings: settings, runner: runner)
            var text = record.jsonLine + "\n"
            index += stride
            // The next start goes out with this record: one write per tree.
            if index < settings.count { text += "{\"start\":\(index)}\n" }
            emit(text)
        }
    }
}

struct FuzzReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Run one case (FuzzCase JSON) through both engines; print its record (internal).",
        shouldDisplay: false)

    @OptionGroup var settings: SettingsOption
    @Argument var file: String

    func run() throws {
        let settings = try settings.decoded
        guard let data = FileManager.default.contents(atPath: file),
            let input = try? FuzzCase.jsonDecoder.decode(FuzzCase.self, from: data)
        else {
            printError("\(file): not a readable case")
            throw ExitCode(2)
        }
        FuzzTestHooks().apply(index: nil, seed: input.seed, settings: settings)
        let record = TreeRecord(index: -1, seed: input.seed ?? 0, input: input, runner: settings.runner)
        emit(String(decoding: try JSONEncoder().encode(record), as: UTF8.self) + "\n")
    }
}

struct FuzzShrinkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shrink",
        abstract: "Shrink one tree's divergence and save it to a corpus (internal).",
        shouldDisplay: false)

    @OptionGroup var settings: SettingsOption
    @Option var index: Int
    @Option var out: String
    @Option var shrinkTime: Double

    func run() throws {
        let settings = try settings.decoded
        let corpus = CampaignCorpus(
            store: try CorpusStore(directory: URL(fileURLWithPath: out)), shrinker: Shrinker(timeLimit: shrinkTime),
            settings: settings)
        let record = TreeRecord(index: index, settings: settings, runner: settings.runner)
        let saved = try corpus.saveDivergence(record)
        emit(String(decoding: try JSONEncoder().encode(saved), as: UTF8.self) + "\n")
    }
}
