// DeadlineRunner.swift
// Playground
//
// Layout is synchronous and cannot be interrupted (the reference engine has no cancellation
// points), so each job runs on a thread of its own and the request waits for it at most until its
// deadline. A job past its deadline is answered with a time limit and abandoned: it runs on to its
// end (bounded by the tree limits and the solver's own time limit) and is counted until then, so
// that too many abandoned jobs refuse new requests instead of starving the machine.

import Foundation
import Synchronization

/// Runs jobs on their own threads with a deadline, at most `capacity` at a time.
final class DeadlineRunner: Sendable {
    /// Stack of each job thread; deep trees get larger stacks from the engines themselves.
    static let stackBytes = 16 * 1024 * 1024

    private let capacity: Int
    private let running = Mutex(0)

    init(capacity: Int) { self.capacity = capacity }

    /// Jobs started and not yet finished, abandoned ones included.
    var runningCount: Int { running.withLock { $0 } }

    /// The job's result, or nil when `limit` passed first; throws `busy` when `capacity` jobs are
    /// already running.
    func run<T: Sendable>(limit: Duration, _ job: @escaping @Sendable () -> T) async throws(APIError) -> T? {
        let admitted = running.withLock { count in
            guard count < capacity else { return false }
            count += 1
            return true
        }
        guard admitted else {
            throw APIError(
                kind: "busy", status: .tooManyRequests,
                message: "the playground is busy with \(capacity) layouts; try again in a moment")
        }
        let once = Once<T?>()
        return await withCheckedContinuation { (continuation: CheckedContinuation<T?, Never>) in
            once.set(continuation)
            let thread = Thread { [self] in
                let result = job()
                self.running.withLock { $0 -= 1 }
                once.resume(result)
            }
            thread.stackSize = Self.stackBytes
            thread.start()
            let nanoseconds = limit.components.seconds * 1_000_000_000 + limit.components.attoseconds / 1_000_000_000
            DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds))) {
                once.resume(nil)
            }
        }
    }
}

/// A continuation resumed by whichever of the job and the deadline comes first.
private final class Once<T: Sendable>: Sendable {
    private let state = Mutex<CheckedContinuation<T, Never>?>(nil)

    func set(_ continuation: CheckedContinuation<T, Never>) { state.withLock { $0 = continuation } }

    func resume(_ value: T) {
        let continuation = state.withLock { slot in
            defer { slot = nil }
            return slot
        }
        continuation?.resume(returning: value)
    }
}
