// LargeStack.swift
// LayoutCore
//
// Deep trees (a 100,000-deep chain of modifiers) recurse deeply in every recursive walker.
// Rather than impose a depth limit, such work runs on a thread with a stack sized to the tree.

import Foundation

/// Runs `body` on a thread whose stack has room for `depth` levels of recursion at
/// `bytesPerLevel` each, or inline when the current thread's default stack suffices.
public func withStack<T>(forDepth depth: Int, bytesPerLevel: Int = 24_576, _ body: () -> T) -> T {
    let needed = depth.multipliedReportingOverflow(by: bytesPerLevel)
    let bytes = needed.overflow ? Int.max : needed.partialValue
    if bytes < 256 * 1024 { return body() }
    return withoutActuallyEscaping(body) { escapable in
        let box = ResultBox<T>()
        nonisolated(unsafe) let work = escapable
        let thread = Thread {
            box.result = work()
            box.done.signal()
        }
        thread.stackSize = min(max(bytes + 16 * 1024 * 1024, 16 * 1024 * 1024), 1 << 36)
        thread.start()
        box.done.wait()
        guard let result = box.result else {
            preconditionFailure("large-stack thread ended without a result")
        }
        return result
    }
}

private final class ResultBox<T>: @unchecked Sendable {
    var result: T?
    let done = DispatchSemaphore(value: 0)
}
