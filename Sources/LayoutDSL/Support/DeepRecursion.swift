// DeepRecursion.swift
// LayoutDSL
//
// Describing a view recurses once per nested view, and so does destroying a description.
// Views built in a loop (a chain of AnyViews) can be far deeper than a thread's default stack
// allows, so deep walks continue on fresh threads with large stacks.
//
// (LayoutCore's `withStack` is not used here: its thread keeps a reference to the body after
// signalling completion, so `withoutActuallyEscaping` can trap when the thread has not exited yet.)

import Foundation

/// Runs `body` on a new thread with a stack of `bytes` and waits for its result.
func runOnLargeStack<T>(bytes: Int, _ body: () -> T) -> T {
    withoutActuallyEscaping(body) { escapable in
        let job = LargeStackJob(escapable)
        let thread = Thread { job.run() }
        thread.stackSize = bytes
        thread.start()
        job.done.wait()
        guard let result = job.result else {
            preconditionFailure("large-stack thread ended without a result")
        }
        return result
    }
}

/// The work and its result. The closure is dropped before completion is signalled, so the
/// waiting thread holds the only reference once `done` fires.
private final class LargeStackJob<T>: @unchecked Sendable {
    private var work: (() -> T)?
    var result: T?
    let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping () -> T) { self.work = work }

    func run() {
        if let work {
            result = work()
        }
        work = nil
        done.signal()
    }
}
