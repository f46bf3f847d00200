// CorpusRunner.swift
// layoutlab
//
// Runs each corpus file in a child process of its own (`layoutlab compare FILE [CONTEXT…]
// --format json`, a ChildProcess), at most `jobs` at a time. A child past the per-file time
// limit is killed (SIGKILL) and its file is hung; a child that dies by a signal has crashed on
// its file. Either is a result for that file, never the end of the run (CORE-6).

import Foundation

/// The child processes of a corpus run.
struct CorpusRunner {
    let corpus: Corpus
    /// Whether each file's project's other files follow it on the child's command line.
    let withContext: Bool
    let jobs: Int
    /// The per-file wall-clock limit, in seconds.
    let timeLimit: Double

    /// A child and the file it renders.
    private final class Slot {
        let file: CorpusFile
        let child: ChildProcess
        let started = ContinuousClock.now
        var lines: [String] = []

        init(file: CorpusFile, child: ChildProcess) {
            self.file = file
            self.child = child
        }
    }

    /// The child's arguments for `file`: `compare`, the file, its context when asked for, JSON.
    func arguments(for file: CorpusFile) -> [String] {
        ["compare", file.path] + (withContext ? corpus.context(of: file) : []) + ["--format", "json"]
    }

    /// Runs every file; calls `record` with each result as it finishes and `tick` at least every
    /// 0.2 s. Returns the results in the corpus's file order. Throws when a child cannot be
    /// started.
    func run(record: (CorpusResult) -> Void, tick: () -> Void) throws -> [CorpusResult] {
        var queue = corpus.files.makeIterator()
        var running: [Slot] = []
        var results: [CorpusFile: CorpusResult] = [:]
        let limit = Duration.seconds(timeLimit)
        while true {
            while running.count < max(1, jobs), let file = queue.next() {
                running.append(Slot(file: file, child: try ChildProcess(arguments: arguments(for: file))))
            }
            if running.isEmpty { break }
            let now = ContinuousClock.now
            var timeout = 200.0
            for slot in running where !slot.child.killed {
                timeout = min(timeout, max(0, milliseconds(slot.started + limit - now) + 1))
            }
            for descriptor in poll(descriptors: running.map(\.child), timeoutMilliseconds: Int32(timeout)) {
                guard
                    let slot = running.first(where: {
                        $0.child.outputDescriptor == descriptor || $0.child.errorDescriptor == descriptor
                    })
                else { continue }
                slot.lines += slot.child.read(descriptor)
            }
            for slot in running where !slot.child.killed && ContinuousClock.now - slot.started > limit {
                slot.child.kill()
            }
            running.removeAll { slot in
                guard slot.child.isFinished else { return false }
                let result = CorpusResult(
                    file: slot.file, termination: slot.child.wait(), killed: slot.child.killed, stdout: slot.lines,
                    stderr: String(decoding: slot.child.errorTail, as: UTF8.self),
                    seconds: seconds(ContinuousClock.now - slot.started), timeLimit: timeLimit)
                results[slot.file] = result
                record(result)
                return true
            }
            tick()
        }
        return corpus.files.compactMap { results[$0] }
    }
}
