// CorpusOutcome.swift
// layoutlab
//
// What became of one corpus file: its child process (`layoutlab compare FILE … --format json`)
// classified as agreeing, disagreeing (CORE-7 through LayoutComparison), rejected with an error,
// crashed (a signal) or hung (killed at the time limit), with its warning counts.

import Foundation

/// The result of one corpus file.
struct CorpusResult: Codable, Hashable {
    enum Outcome: String, Codable, CaseIterable {
        /// Both engines laid it out and agree under CORE-7.
        case agree
        /// Both engines laid it out and differ.
        case disagree
        /// Refused with an error (a source error, an engine error, a usage error).
        case error
        /// The process died by a signal.
        case crash
        /// The process ran past the time limit and was killed.
        case hang
    }

    var project: String
    var path: String
    var outcome: Outcome
    /// The first line of the error, the crash message, or the first difference.
    var message: String?
    /// The error's message with its location and quoted names left out, for grouping.
    var reason: String?
    /// Distinct `warning:` lines on standard error.
    var warnings: Int
    /// Those of them that report a stand-in (see ``CorpusResult/isStandInWarning(_:)``).
    var standIns: Int
    var seconds: Double
}

extension CorpusResult {
    /// Classifies a finished child: `killed` means it ran past the time limit.
    init(
        file: CorpusFile, termination: ChildTermination, killed: Bool, stdout: [String], stderr: String,
        seconds: Double, timeLimit: Double
    ) {
        let errorLines = stderr.split(separator: "\n").map { String($0) }
        let warnings = Set(errorLines.filter(Self.isWarning))
        let firstError = errorLines.first { !Self.isWarning($0) && !$0.hasPrefix("note:") }
        var outcome: Outcome
        var message: String?
        switch termination {
        case _ where killed:
            outcome = .hang
            message = "killed (SIGKILL) after the time limit of \(optionNumber(timeLimit)) s"
        case .signaled(let signal):
            outcome = .crash
            let fatal = errorLines.last { $0.contains("Fatal error") } ?? errorLines.last
            message = signalName(signal) + (fatal.map { ": \($0.trimmingCharacters(in: .whitespaces))" } ?? "")
        case .exited(let status):
            let verdict = Self.verdict(stdout)
            if status == 0, verdict?.agrees == true {
                outcome = .agree
            } else if status == 1, let verdict, !verdict.agrees {
                outcome = .disagree
                message = verdict.first
            } else {
                outcome = .error
                message = firstError ?? "exit \(status) without a message"
            }
        }
        // The file's path is in the row already: an error keeps only `line:column: message`.
        if let text = message, text.hasPrefix(file.path + ":") { message = String(text.dropFirst(file.path.count + 1)) }
        self.init(
            project: file.project, path: file.relativePath, outcome: outcome,
            message: message.map { String($0.prefix(300)) },
            reason: outcome == .error ? message.map(Self.reason) : nil, warnings: warnings.count,
            standIns: warnings.filter(Self.isStandInWarning).count, seconds: seconds)
    }

    /// `compare --format json`'s verdict: whether the engines agree and the first difference as
    /// `path field (rule)`; nil when standard output is not such a document.
    static func verdict(_ lines: [String]) -> (agrees: Bool, first: String?)? {
        guard !lines.isEmpty,
            let object = try? JSONSerialization.jsonObject(with: Data(lines.joined(separator: "\n").utf8))
                as? [String: Any],
            let agrees = object["agrees"] as? Bool
        else { return nil }
        let first = (object["first"] as? [String: Any]).map { difference in
            "\(difference["path"] ?? "?") \(difference["field"] ?? "?") (\(difference["rule"] ?? "?"))"
        }
        return (agrees, first)
    }

    /// A warning line: an engine's `warning: [code] path: message` (CORE-6) or the source
    /// reader's `file:line:column: warning: [code] message`.
    static func isWarning(_ line: String) -> Bool {
        line.hasPrefix("warning:") || line.contains(#/^.*?:\d+:\d+: warning: /#)
    }

    /// A warning that reports a stand-in for something the input does not supply: its text says
    /// "stand-in" (any spelling: `source.standIn` included), or it is `source.undeclaredView` (a
    /// labelled stand-in for a view the input does not declare) or `image.unknown` (an image of
    /// unknown size, 0×0).
    static func isStandInWarning(_ line: String) -> Bool {
        let lower = line.lowercased()
        return lower.contains("stand-in") || lower.contains("standin") || lower.contains("stand in")
            || lower.contains("[source.undeclaredview]") || lower.contains("[image.unknown]")
    }

    /// `error`'s reason: without a leading `file:line:column: `, `line:column: ` or `error: `,
    /// with quoted and back-quoted names, called types (`Row(title:)`) and the view a message
    /// starts or ends with (`Picker is out of scope`, `SwiftUI's List is not supported`, `… of
    /// Row has no value`) replaced by `…`, and the candidates of `cannot choose the root view`
    /// left out, so that the same construct groups across files. A quote opens only after a
    /// non-word character (the `'` of `SwiftUI's` opens none).
    static func reason(_ error: String) -> String {
        var text = Substring(error)
        if let match = text.firstMatch(of: #/^(.*?:)?\d+:\d+: /#) { text = text[match.range.upperBound...] }
        if text.hasPrefix("error: ") { text = text.dropFirst(7) }
        // The candidates differ from file to file; the reason is that there are several.
        if text.hasPrefix("cannot choose the root view:") { return "cannot choose the root view: …" }
        return String(text)
            .replacing(#/^(SwiftUI's )?[A-Z]\w* is (out of scope|not supported)/#) {
                "\($0.output.1 ?? "")… is \($0.output.2)"
            }
            .replacing(#/(^|\W)'[^']*'/#) { "\($0.output.1)'…'" }
            .replacing(#/"[^"]*"/#, with: "\"…\"")
            .replacing(#/`[^`]*`/#, with: "`…`")
            .replacing(#/\b[A-Z]\w*\([^)]*\)/#, with: "…(…)")
            .replacing(#/ of [A-Z]\w* has no value/#, with: " of … has no value")
    }

    /// The name `error` is about, for listing under its reason: the first quoted name (`List`
    /// in `unknown view 'List'`, up to an escaped line break `\n` or ` {`), else the view a
    /// message starts with (`Picker is out of scope`, `SwiftUI's List is not supported`), else
    /// the first called type
    /// (`Row(title:)`); at most 40 characters; nil when there is none.
    static func quotedName(_ error: String) -> String? {
        var text = Substring(error)
        if let match = text.firstMatch(of: #/^(.*?:)?\d+:\d+: /#) { text = text[match.range.upperBound...] }
        var name: Substring
        if let match = text.firstMatch(of: #/^(SwiftUI's )?([A-Z]\w*) is (out of scope|not supported)/#) {
            name = match.output.2
        } else if let match = text.firstMatch(of: #/(?:^|\W)'([^']*)'/#) {
            name = match.output.1
            if let cut = name.firstRange(of: #"\n"#) { name = name[..<cut.lowerBound] }
            if let cut = name.firstRange(of: " {") { name = name[..<cut.lowerBound] }
        } else if let match = text.firstMatch(of: #/\b([A-Z]\w*\([^)]*\))/#) {
            name = match.output.1
        } else {
            return nil
        }
        return name.count > 40 ? String(name.prefix(39)) + "…" : String(name)
    }
}
