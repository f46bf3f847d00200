// WorkerPool.swift
// layoutlab
//
// `layoutlab fuzz --jobs J`: J worker processes (this executable, `fuzz worker`) run a shard's
// trees. Worker w of J takes every J-th index of the shard from the w-th, and streams a line
// `{"start":i}` before tree i and one JSON record after it. A worker that dies by a signal while
// a tree is started has crashed on that tree; one that runs past the per-tree time limit is
// killed (SIGKILL) and the tree is hung (CORE-6: trees must never crash or hang). Either way a
// new worker resumes at the worker's next index, so every tree of the shard is counted once.

import Foundation
import LayoutDifferential

/// Worker processes running a shard's trees.
struct WorkerPool {
    let settings: CampaignSettings
    let jobs: Int
    /// The per-tree wall-clock limit, in seconds.
    let timeLimit: Double

    /// A worker and where it is in its share of the indices.
    private final class Slot {
        let child: ChildProcess
        /// Indices from the worker's first upward in steps of `stride`.
        let stride: Int
        /// The tree started and not finished, and when it started.
        var current: Int?
        var started = ContinuousClock.now
        /// The index after the last finished tree.
        var resume: Int
        /// Whether it ever started a tree.
        var startedAny = false

        init(child: ChildProcess, first: Int, stride: Int) {
            self.child = child
            self.stride = stride
            resume = first
        }
    }

    /// The arguments that start a worker on indices `first`, `first + stride`, … below the
    /// campaign's count.
    func workerArguments(first: Int, stride: Int) throws -> [String] {
        ["fuzz", "worker", "--settings", try settingsJSON(settings), "--first", "\(first)", "--stride", "\(stride)"]
    }

    /// Runs the shard's trees; calls `record` for each tree's record (in the order they finish)
    /// and `tick` at least every 0.2 s. Throws when a worker cannot be started or fails before
    /// its first tree.
    func run(record: (TreeRecord) -> Void, tick: () -> Void) throws {
        let shard = settings.shard
        let stride = shard.count * jobs
        let decoder = JSONDecoder()
        var slots: [Slot] = []
        for w in 0..<jobs {
            let first = shard.index - 1 + shard.count * w
            guard first < settings.count else { break }
            slots.append(
                Slot(
                    child: try ChildProcess(arguments: workerArguments(first: first, stride: stride)),
                    first: first, stride: stride))
        }
        while !slots.isEmpty {
            let now = ContinuousClock.now
            var timeout = 200.0
            for slot in slots where slot.current != nil && !slot.child.killed {
                let left = slot.started + .seconds(timeLimit) - now
                timeout = min(timeout, max(0, milliseconds(left) + 1))
            }
            for descriptor in poll(descriptors: slots.map(\.child), timeoutMilliseconds: Int32(timeout)) {
                guard
                    let slot = slots.first(where: {
                        $0.child.outputDescriptor == descriptor || $0.child.errorDescriptor == descriptor
                    })
                else { continue }
                for line in slot.child.read(descriptor) { try handle(line, slot, decoder, record) }
            }
            for slot in slots where slot.current != nil && !slot.child.killed {
                if ContinuousClock.now - slot.started > .seconds(timeLimit) { slot.child.kill() }
            }
            var next: [Slot] = []
            for slot in slots {
                guard slot.child.isFinished else {
                    next.append(slot)
                    continue
                }
                if let replacement = try finish(slot, record) { next.append(replacement) }
            }
            slots = next
            tick()
        }
    }

    /// Handles a line from a worker: a start or a record.
    private func handle(
        _ line: String, _ slot: Slot, _ decoder: JSONDecoder, _ record: (TreeRecord) -> Void
    ) throws {
        if line.hasPrefix("{\"start\":"), let index = Int(line.dropFirst(9).dropLast()) {
            slot.current = index
            slot.started = ContinuousClock.now
            slot.startedAny = true
            return
        }
        guard let data = line.data(using: .utf8), let tree = try? decoder.decode(TreeRecord.self, from: data)
        else { throw FuzzReportError("a worker wrote a line that is not a tree record: \(line.prefix(200))") }
        slot.current = nil
        slot.resume = tree.index + slot.stride
        record(tree)
    }

    /// A worker whose output has ended: records its started tree as crashed or hung, and returns
    /// a new worker for the rest of its indices (nil when none are left).
    private func finish(_ slot: Slot, _ record: (TreeRecord) -> Void) throws -> Slot? {
        let termination = slot.child.wait()
        if let index = slot.current {
            let verdict: TreeRecord.Verdict = slot.child.killed ? .hung : .crashed
            let divergenceClass =
                slot.child.killed ? TreeRecord.hangClass : TreeRecord.crashClass(signal: termination.name)
            let message =
                slot.child.killed
                ? "killed (SIGKILL) after the per-tree time limit of \(timeLimit) s"
                : "\(termination.name) in the worker process" + (slot.child.crashMessage.map { ": \($0)" } ?? "")
            record(
                TreeRecord(
                    index: index, seed: settings.treeSeed(index), verdict: verdict, divergenceClass: divergenceClass,
                    message: message))
            slot.resume = index + slot.stride
        } else if termination != .exited(0) || slot.resume < settings.count {
            let detail = slot.child.crashMessage.map { ": \($0)" } ?? ""
            throw FuzzReportError(
                "a worker process ended (\(termination.name)) "
                    + (slot.startedAny ? "between trees" : "before its first tree") + detail)
        }
        guard slot.resume < settings.count else { return nil }
        let child = try ChildProcess(arguments: workerArguments(first: slot.resume, stride: slot.stride))
        return Slot(child: child, first: slot.resume, stride: slot.stride)
    }
}

/// The settings as the compact JSON a worker reads.
func settingsJSON(_ settings: CampaignSettings) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(settings), as: UTF8.self)
}
