// ChildProcess.swift
// layoutlab
//
// A copy of this executable run as a child (a fuzz worker, a replay, a shrink): its standard
// output read line by line without blocking, the tail of its standard error kept for crash
// messages, killed with SIGKILL when it overruns, and how it ended. Crashes and hangs of a child
// are findings (CORE-6), never the parent's end.

import CProcessControl
import Foundation
import Glibc

/// How a child process ended.
enum ChildTermination: Hashable {
    case exited(Int32)
    case signaled(Int32)

    /// `SIGSEGV`, `SIGILL`, … or `exit 3`.
    var name: String {
        switch self {
        case .exited(let status): "exit \(status)"
        case .signaled(let signal): signalName(signal)
        }
    }
}

/// The conventional name of `signal`.
func signalName(_ signal: Int32) -> String {
    let names: [Int32: String] = [
        SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
        SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV",
        SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM", SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ",
        SIGSYS: "SIGSYS",
    ]
    return names[signal] ?? "signal \(signal)"
}

/// The path of the running executable, for starting copies of it.
func currentExecutablePath() -> String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
}

/// A child's tie to the process that started it. A child that outlived its parent would go on
/// with a tree nobody waits for: a fuzz worker killed with the campaign by SIGTERM kept running
/// until its tree finished, which for a hostile tree can be the whole time limit.
enum ParentProcess {
    /// The environment variable ``ChildProcess`` sets for its children: its own process ID.
    static let variable = "LAYOUTLAB_PARENT_PID"

    /// In a process that ``ChildProcess`` started, asks the kernel to end it (SIGKILL) as soon as
    /// its parent ends, however the parent ends (SIGTERM, SIGKILL, a crash); a child whose parent
    /// has already ended exits at once. Does nothing in a process started otherwise. Call it
    /// before any other work, on any thread: the signal is tied to the parent thread that started
    /// this process, which in `layoutlab` runs the command until the process exits.
    static func endWithParent() {
        guard let value = getenv(variable), let parent = pid_t(String(cString: value)) else { return }
        unsetenv(variable)
        takeNiceness(of: parent)
        guard layoutlab_set_parent_death_signal(SIGKILL) == 0 else { return }
        // The parent may have ended before the call above: the child was then given to another
        // process, and the signal will never come.
        if getppid() != parent { _exit(1) }
    }
}

extension ParentProcess {
    /// Lowers this process's priority to the parent's (`nice layoutlab fuzz …`). A child is
    /// started from one of the parent's dispatch threads, whose niceness the kernel keeps per
    /// thread and libdispatch leaves at 0 (as root, the workers of a niced campaign ran at 0).
    /// The parent's own is that of its main thread, field 19 of `/proc/PID/stat`. Only ever
    /// raises the niceness, which needs no privilege.
    static func takeNiceness(of parent: pid_t) {
        guard let stat = try? String(contentsOfFile: "/proc/\(parent)/stat", encoding: .utf8),
            let end = stat.lastIndex(of: ")")
        else { return }
        // Fields after the command name (which may hold spaces) start at field 3.
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        guard fields.count > 16, let niceness = Int32(fields[16]) else { return }
        errno = 0
        let own = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        if errno == 0 && niceness > own { _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness) }
    }
}

/// A running copy of this executable.
final class ChildProcess {
    /// Bytes of standard error kept for messages.
    static let errorTailLimit = 8192

    private let process = Process()
    private let outputPipe = Pipe()
    private let errorPipe = Pipe()
    private var pending: [UInt8] = []
    private(set) var errorTail: [UInt8] = []
    private(set) var outputOpen = true
    private(set) var errorOpen = true
    private(set) var killed = false

    /// Starts `currentExecutablePath()` with `arguments`. Its standard input is empty; the Swift
    /// runtime's backtracer is off unless SWIFT_BACKTRACE is set, so that a crash ends the child
    /// at once; and `LAYOUTLAB_PARENT_PID` names this process, so that the child ends with it
    /// (``ParentProcess/endWithParent()``).
    init(arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: currentExecutablePath())
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        environment[ParentProcess.variable] = "\(getpid())"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        try process.run()
    }

    var outputDescriptor: Int32 { outputPipe.fileHandleForReading.fileDescriptor }
    var errorDescriptor: Int32 { errorPipe.fileHandleForReading.fileDescriptor }

    /// Whether both output streams have reached their end (the child has exited or closed them).
    var isFinished: Bool { !outputOpen && !errorOpen }

    /// Reads what is available on `descriptor` (one of this child's); returns the complete lines
    /// of standard output read so far.
    func read(_ descriptor: Int32) -> [String] {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let n = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        if n < 0 && (errno == EINTR || errno == EAGAIN) { return [] }
        guard n > 0 else {
            if descriptor == outputDescriptor { outputOpen = false } else { errorOpen = false }
            return descriptor == outputDescriptor ? takeLines(final: true) : []
        }
        if descriptor == errorDescriptor {
            errorTail += buffer[0..<n]
            if errorTail.count > Self.errorTailLimit { errorTail.removeFirst(errorTail.count - Self.errorTailLimit) }
            return []
        }
        pending += buffer[0..<n]
        return takeLines(final: false)
    }

    private func takeLines(final: Bool) -> [String] {
        guard let last = pending.lastIndex(of: UInt8(ascii: "\n")) else {
            defer { if final { pending = [] } }
            return final && !pending.isEmpty ? [String(decoding: pending, as: UTF8.self)] : []
        }
        let lines = pending[..<last].split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
        pending.removeSubrange(...last)
        if final && !pending.isEmpty {
            defer { pending = [] }
            return lines + [String(decoding: pending, as: UTF8.self)]
        }
        return lines
    }

    /// Ends the child at once (SIGKILL).
    func kill() {
        killed = true
        _ = Glibc.kill(process.processIdentifier, SIGKILL)
    }

    /// Waits for the child to end.
    func wait() -> ChildTermination {
        process.waitUntilExit()
        switch process.terminationReason {
        case .uncaughtSignal: return .signaled(process.terminationStatus)
        case .exit: return .exited(process.terminationStatus)
        @unknown default: return .exited(process.terminationStatus)
        }
    }

    /// The child's message about a crash: its `Fatal error` line, or else its last line of
    /// standard error; nil when it wrote none.
    var crashMessage: String? {
        let lines = String(decoding: errorTail, as: UTF8.self).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        let line = lines.last { $0.contains("Fatal error") } ?? lines.last
        return line.map { String($0.prefix(400)) }
    }

    /// Reads standard output and error until both end or `deadline` passes (then kills the
    /// child); returns the output lines and how the child ended.
    func finish(deadline: ContinuousClock.Instant?) -> (lines: [String], termination: ChildTermination) {
        var lines: [String] = []
        while !isFinished {
            var timeout: Int32 = -1
            if let deadline {
                let left = deadline - ContinuousClock.now
                if left <= .zero {
                    kill()
                    timeout = 1000
                } else {
                    timeout = Int32(min(milliseconds(left) + 1, 1000))
                }
            }
            let ready = poll(descriptors: [self], timeoutMilliseconds: timeout)
            for descriptor in ready { lines += read(descriptor) }
        }
        return (lines, wait())
    }
}

/// Waits up to `timeoutMilliseconds` (-1: no limit) for output of any of `children`; returns the
/// descriptors ready to read (at their end included).
func poll(descriptors children: [ChildProcess], timeoutMilliseconds: Int32) -> [Int32] {
    var fds: [pollfd] = []
    for child in children {
        if child.outputOpen { fds.append(pollfd(fd: child.outputDescriptor, events: Int16(POLLIN), revents: 0)) }
        if child.errorOpen { fds.append(pollfd(fd: child.errorDescriptor, events: Int16(POLLIN), revents: 0)) }
    }
    guard !fds.isEmpty else { return [] }
    let count = fds.withUnsafeMutableBufferPointer { Glibc.poll($0.baseAddress, nfds_t($0.count), timeoutMilliseconds) }
    guard count > 0 else { return [] }
    return fds.filter { $0.revents != 0 }.map(\.fd)
}

/// A duration in whole milliseconds, rounded down.
func milliseconds(_ duration: Duration) -> Double {
    (Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15).rounded(.down)
}

/// A duration in seconds.
func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}
