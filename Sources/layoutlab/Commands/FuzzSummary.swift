// FuzzSummary.swift
// layoutlab
//
// The summary `layoutlab fuzz` and `fuzz merge` print on standard output, and the report file
// written atomically (a temporary file in the same directory, then renamed), so that an existing
// report is never left half written.

import ArgumentParser
import Foundation
import LayoutDifferential
import LayoutReport

#if canImport(Glibc)
    import Glibc
#endif

extension FuzzReport {
    /// The human-readable summary, ending with a newline.
    var summaryText: String {
        let s = settings
        var lines: [String] = []
        let shardText =
            shards.count == 1
            ? "" : ", shards \(shards.covered.map(String.init).joined(separator: ",")) of \(shards.count)"
        lines.append(
            "fuzz seed \(s.seed): \(trees) of \(s.count) trees\(shardText) (profile \(s.profile.rawValue), "
                + "≤ \(s.limits.maxNodes) nodes, depth ≤ \(s.limits.maxDepth), reference vs constraint/\(s.mode.rawValue), "
                + "policy \(s.policy))")
        let rate = timing.treesPerSecond.value.map { String(format: "%.0f trees/s", $0) } ?? "- trees/s"
        lines.append(
            "agreed \(counts.agreed), diverged \(counts.diverged), failed \(counts.failed), crashed \(counts.crashed), "
                + "hung \(counts.hung) in \(String(format: "%.2f", timing.elapsedSeconds)) s (\(rate))")
        if classes.isEmpty {
            lines.append("no divergence classes")
        } else {
            lines.append("\(classes.count) classes, \(newClasses) new:")
            let width = classes.map(\.name.count).max() ?? 0
            for c in classes {
                lines.append(
                    "  \(c.known ? "known" : "new  ")  \(terminalEscaped(c.name).padding(toLength: width, withPad: " ", startingAt: 0))  "
                        + "\(c.count) trees, first index \(c.firstIndex) (seed \(c.firstSeed))")
            }
        }
        func time(_ value: Double?) -> String {
            guard let value else { return "-" }
            return value < 1 ? String(format: "%.3f ms", value * 1000) : String(format: "%.3f s", value)
        }
        let h = timing.solve
        lines.append(
            "solve time per tree: p50 \(time(h.percentile(0.5))), p90 \(time(h.percentile(0.9))), "
                + "p99 \(time(h.percentile(0.99))), max \(time(h.count > 0 ? h.max : nil))")
        if let meanRows = modelSize.rows.mean, let meanColumns = modelSize.columns.mean {
            lines.append(
                String(
                    format: "model size: %.1f rows × %.1f columns on average (max %d × %d); %.1f nodes per tree",
                    meanRows, meanColumns, modelSize.rows.max, modelSize.columns.max, nodes.mean ?? 0))
        }
        for saved in corpus {
            lines.append(
                "saved \(terminalEscaped(saved.name)): \(terminalEscaped(saved.path)) (\(saved.originalNodes) → "
                    + "\(saved.shrunkNodes) nodes)" + (saved.note.map { "; \(terminalEscaped($0))" } ?? ""))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Report files: checked for writability before a campaign, written atomically after it.
enum ReportFile {
    /// Why `path` cannot be written, or nil: its directory must exist and take new files, and
    /// `path` must not be a directory.
    static func problem(_ path: String) -> String? {
        if path.isEmpty { return "the path is empty" }
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return "is a directory"
        }
        let directory = url.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { return "no directory \(directory.path)" }
        guard access(directory.path, W_OK) == 0 else { return "directory \(directory.path) is not writable" }
        return nil
    }

    /// Writes `text` to a temporary file next to `path` and renames it over `path`.
    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).tmp")
        do {
            try Data(text.utf8).write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw FuzzReportError(reason)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// Writes a report to `--report PATH`, or prints an error naming the option and exits with
    /// status 2.
    static func writeReport(_ report: FuzzReport, to path: String) throws {
        do {
            try write(try report.jsonText(), to: path)
        } catch {
            printError("error: --report \(path): cannot write: \(errorText(error))")
            throw ExitCode(2)
        }
    }
}

/// An error as one line: a typed error's own message, else Foundation's description.
func errorText(_ error: any Error) -> String {
    (error as? FuzzReportError)?.message ?? error.localizedDescription
}

/// Why a directory cannot be made at `path` when a part of the path is a file (Foundation says
/// only "NSCocoaErrorDomain error 512"), or nil.
func directoryPathProblem(_ path: String) -> String? {
    var url = URL(fileURLWithPath: path).standardizedFileURL
    while url.path != "/" && !url.path.isEmpty {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            return isDirectory.boolValue ? nil : "\(url.path) is a file, not a directory"
        }
        url.deleteLastPathComponent()
    }
    return nil
}
