// CorpusProvenance.swift
// layoutlab
//
// The commit a corpus run measured, for the report: `git rev-parse` in the corpus folder, marked
// when the work tree has uncommitted changes to tracked files.

import Foundation

enum CorpusProvenance {
    /// `1fed7ea0c1`, `1fed7ea0c1 with uncommitted changes`, or `unknown (not a git checkout)`.
    static func commit(of directory: String) -> String {
        guard let head = git(["rev-parse", "--short=10", "HEAD"], in: directory), !head.isEmpty else {
            return "unknown (not a git checkout)"
        }
        let changes = git(["status", "--porcelain", "--untracked-files=no"], in: directory) ?? ""
        return changes.isEmpty ? head : "\(head) with uncommitted changes"
    }

    /// The trimmed standard output of `git ARGUMENTS` run in `directory`; nil when it fails.
    private static func git(_ arguments: [String], in directory: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
