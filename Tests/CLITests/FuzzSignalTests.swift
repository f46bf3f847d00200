// FuzzSignalTests.swift
// CLITests
//
// A campaign ended from outside takes its workers with it: `layoutlab fuzz --jobs 2` killed with
// SIGTERM (as a scheduler or `kill` ends it) leaves no worker process running, even one in the
// middle of a tree that would never finish (LAYOUTLAB_FUZZ_HANG_AT_INDEX).

import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The process IDs whose parent is `parent` and that have not ended (zombies excluded), read
/// from /proc.
func childProcesses(of parent: pid_t) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry -> pid_t? in
        guard let pid = pid_t(entry),
            let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // After "(comm)": state, then the parent's ID.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 1, fields[0] != "Z", pid_t(fields[1]) == parent else { return nil }
        return pid
    }
}

/// Whether process `pid` is still running (a zombie has ended).
func isRunning(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
    else { return false }
    return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
}

/// Polls `condition` every 0.1 s until it holds or `seconds` pass; whether it held. The bound is
/// generous: it only keeps a broken build from waiting forever.
func eventually(within seconds: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        usleep(100_000)
    }
    return condition()
}

@Suite("layoutlab fuzz and signals")
struct FuzzSignalTests {
    @Test("SIGTERM to `fuzz --jobs 2` ends its workers too, even one stuck in a tree")
    func sigtermEndsWorkers() throws {
        let process = Process()
        process.executableURL = executable
        // A campaign far too long to end by itself; worker 0 sleeps in tree 0 for good, worker 1
        // works through the odd trees.
        process.arguments = ["fuzz", "--seed", "1", "--count", "1000000", "--jobs", "2", "--time-limit", "3600"]
        process.environment = ProcessInfo.processInfo.environment.merging([
            "LAYOUTLAB_FUZZ_HANG_AT_INDEX": "0"
        ]) { $1 }
        process.currentDirectoryURL = packageRoot
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let parent = process.processIdentifier
        var workers: [pid_t] = []
        let started = eventually(within: 120) {
            workers = childProcesses(of: parent)
            return workers.count == 2
        }
        guard started else {
            kill(parent, SIGKILL)
            process.waitUntilExit()
            Issue.record("the campaign did not start two workers: \(workers)")
            return
        }
        kill(parent, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
        let ended = eventually(within: 30) { workers.allSatisfy { !isRunning($0) } }
        let survivors = workers.filter(isRunning)
        // Never leave a survivor behind, whatever the verdict.
        for pid in survivors { kill(pid, SIGKILL) }
        #expect(ended, "workers still running after the campaign ended: \(survivors)")
    }
}
