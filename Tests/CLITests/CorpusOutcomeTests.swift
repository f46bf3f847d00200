// CorpusOutcomeTests.swift
// CLITests
//
// How `layoutlab corpus` classifies a finished child (`compare FILE --format json`): agree,
// disagree (CORE-7 verdict in the JSON), error (first non-warning line of standard error), crash
// (a signal, CORE-6) and hang (killed at the time limit), and how error reasons group.

import Testing

@testable import layoutlab

@Suite("layoutlab corpus: outcomes")
struct CorpusOutcomeTests {
    private static let file = CorpusFile(project: "App", relativePath: "App/Row.swift", path: "corpus/App/Row.swift")

    private static func result(
        _ termination: ChildTermination, killed: Bool = false, stdout: [String] = [], stderr: String = ""
    ) -> CorpusResult {
        CorpusResult(
            file: file, termination: termination, killed: killed, stdout: stdout, stderr: stderr, seconds: 0.5,
            timeLimit: 20)
    }

    @Test("exit 0 with an agreeing verdict is agree; warnings and stand-in warnings are counted once each")
    func agree() {
        let stderr = """
            warning: [image.unknown] 0: image 'photo' has no size
            warning: [image.unknown] 0: image 'photo' has no size
            warning: [text.empty] 0.1: empty text
            """
        let result = Self.result(.exited(0), stdout: ["{", "\"agrees\" : true, \"first\" : null", "}"], stderr: stderr)
        #expect(result.outcome == .agree)
        #expect(result.message == nil)
        #expect(result.warnings == 2)
        #expect(result.standIns == 1)
        #expect(result.project == "App" && result.path == "App/Row.swift")
    }

    @Test("exit 1 with a disagreeing verdict is disagree, with the first difference and its rule")
    func disagree() {
        let json = #"{"agrees": false, "first": {"path": "0.1", "field": "x", "rule": "HSTACK-5"}}"#
        let result = Self.result(.exited(1), stdout: [json])
        #expect(result.outcome == .disagree)
        #expect(result.message == "0.1 x (HSTACK-5)")
        #expect(result.reason == nil)
    }

    @Test("exit 2 is an error: the first line that is not a warning, without the file's path; its reason without names")
    func sourceError() {
        let stderr = """
            corpus/App/Row.swift:3:5: warning: [source.standIn] property 'landmark' has no value; using a stand-in
            corpus/App/Row.swift:9:5: warning: [source.undeclaredView] 'Badge' is not declared; a labelled box
            corpus/App/Row.swift:1:1: warning: [source.rootChoice] the root is Row, of Row and Detail
            corpus/App/Row.swift:12:9: unknown view 'LandmarkRow'
            """
        let result = Self.result(.exited(2), stderr: stderr)
        #expect(result.outcome == .error)
        #expect(result.message == "12:9: unknown view 'LandmarkRow'")
        #expect(result.reason == "unknown view '…'")
        #expect(result.warnings == 3)
        #expect(result.standIns == 2)
    }

    @Test("exit 1 without a verdict (the constraint engine failed) is an error")
    func engineError() {
        let result = Self.result(.exited(1), stderr: "error: the LP solver ran out of time\n")
        #expect(result.outcome == .error)
        #expect(result.reason == "the LP solver ran out of time")
    }

    @Test("CORE-6: a signal is a crash, with the child's fatal-error line")
    func crash() {
        let stderr = "Fatal error: Index out of range\nCurrent stack trace:\n"
        let result = Self.result(.signaled(4), stderr: stderr)
        #expect(result.outcome == .crash)
        #expect(result.message == "SIGILL: Fatal error: Index out of range")
    }

    @Test("CORE-6: a child killed at the time limit is a hang, whatever its signal")
    func hang() {
        let result = Self.result(.signaled(9), killed: true)
        #expect(result.outcome == .hang)
        #expect(result.message == "killed (SIGKILL) after the time limit of 20 s")
    }

    @Test("Reasons leave out the location, `error: `, quoted names and type names; the name is listed apart")
    func reasons() {
        #expect(
            CorpusResult.reason("a.swift:3:14: modifier 'toolbar' is not supported") == "modifier '…' is not supported")
        #expect(CorpusResult.reason("error: view \"x\" uses `y`") == "view \"…\" uses `…`")
        #expect(CorpusResult.reason("12:9: unknown view 'List'") == "unknown view '…'")
        #expect(CorpusResult.reason("no location here") == "no location here")
        #expect(CorpusResult.quotedName("12:9: unknown view 'List' in 'Form'") == "List")
        #expect(CorpusResult.quotedName("no name") == nil)
        let picker = "3:5: Picker is out of scope (LEAF-OTHER-1); use CustomLeaf(width:height:) as a stand-in"
        #expect(CorpusResult.reason(picker) == "… is out of scope (LEAF-OTHER-1); use …(…) as a stand-in")
        #expect(CorpusResult.quotedName(picker) == "Picker")
        let list = "SwiftUI's List is not supported by the source reader yet; use CustomLeaf(width:height:) 'x'"
        #expect(CorpusResult.reason(list) == "SwiftUI's … is not supported by the source reader yet; use …(…) '…'")
        #expect(CorpusResult.quotedName(list) == "List")
        let root = "cannot choose the root view: A (a.swift:1), B (a.swift:9) are not used by any other View"
        #expect(CorpusResult.reason(root) == "cannot choose the root view: …")
        let closure = "Card(title:) does not take a trailing closure"
        #expect(CorpusResult.reason(closure) == "…(…) does not take a trailing closure")
        #expect(CorpusResult.quotedName(closure) == "Card(title:)")
        let property = "property 'entry' of Row has no value; pass it as Row(entry: …)"
        #expect(CorpusResult.reason(property) == "property '…' of … has no value; pass it as …(…)")
        #expect(CorpusResult.quotedName("expected a view, found 'List {\\n  Text(\"a\")'") == "List")
    }

    @Test("The summary counts outcomes per project and ranks reasons by the files they stop")
    func summary() {
        func make(_ project: String, _ name: String, _ outcome: CorpusResult.Outcome, _ message: String?)
            -> CorpusResult
        {
            CorpusResult(
                project: project, path: "\(project)/\(name)", outcome: outcome, message: message.map { "1:1: \($0)" },
                reason: message.map(CorpusResult.reason), warnings: 1, standIns: 0, seconds: 1)
        }
        let results = [
            make("A", "1.swift", .agree, nil), make("A", "2.swift", .error, "unknown view 'List'"),
            make("B", "3.swift", .error, "unknown view 'Form'"), make("B", "4.swift", .error, "bad font"),
            make("B", "5.swift", .crash, nil), make("B", "6.swift", .hang, nil),
        ]
        let summary = CorpusSummary(
            results: results, command: "layoutlab corpus c", commit: "abc", context: "none", timeLimit: 20)
        #expect(summary.total.files == 6 && summary.total.agree == 1 && summary.total.errors == 3)
        #expect(summary.total.crashes == 1 && summary.total.hangs == 1 && summary.total.warnings == 6)
        #expect(summary.projects["B"]?.errors == 2)
        #expect(summary.reasons.map(\.reason) == ["unknown view '…'", "bad font"])
        #expect(summary.reasons.first?.files == 2 && summary.reasons.first?.example == "A/2.swift")
        #expect(summary.reasons.first?.names == [.init(name: "Form", files: 1), .init(name: "List", files: 1)])
        let page = summary.markdown()
        #expect(page.contains("**1 of 6 files (16.7 %) render with both engines agreeing**"))
        #expect(page.contains("| B | 4 | 0 | 0 | 2 | 1 | 1 | 4 | 0 |"))
        #expect(page.contains("| **total** | 6 | 1 | 0 | 3 | 1 | 1 | 6 | 0 |"))
        #expect(page.contains("| 2 | unknown view '…' | Form 1, List 1 | `A/2.swift` |"), "\(page)")
    }
}
