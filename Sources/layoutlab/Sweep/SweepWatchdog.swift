// SweepWatchdog.swift
// layoutlab
//
// Ends a sweep on an input that runs past the time bound: the input cannot be interrupted, so
// the watchdog reports it and exits the process (status 3) rather than let the run hang.

import Foundation

final class SweepWatchdog: @unchecked Sendable {
    private let bound: Double
    private let lock = NSLock()
    private var current: (index: Int, input: String, started: Date)?

    init(bound: Double) {
        self.bound = bound
        let thread = Thread { [weak self] in
            while let self {
                Thread.sleep(forTimeInterval: min(0.05, bound / 4))
                self.check()
            }
        }
        thread.start()
    }

    func start(index: Int, input: String) {
        lock.withLock { current = (index, input, Date()) }
    }

    /// Ends the current input; its time in seconds.
    func stop() -> Double {
        lock.withLock {
            defer { current = nil }
            return current.map { Date().timeIntervalSince($0.started) } ?? 0
        }
    }

    private func check() {
        let overdue = lock.withLock { () -> (Int, String)? in
            guard let current, Date().timeIntervalSince(current.started) > bound else { return nil }
            return (current.index, current.input)
        }
        guard let (index, input) = overdue else { return }
        printError("error: input \(index) took more than \(bound) s (hang); its text follows")
        printError(input)
        exit(3)
    }
}
