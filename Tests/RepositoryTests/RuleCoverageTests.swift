// RuleCoverageTests.swift
// RepositoryTests
//
// Every rule of the rule book has a home in each engine and a test. The rule book is
// Documentation/Semantics.md, a mirror of the project's shared/spec/layout-rules.md; a rule
// counts as cited where a file names its ID (RuleCitations). Rules that are not engine rules are
// listed below with where they live instead, and rules the rule book added before the engines
// implement them are listed as pending, so the list can only shrink.

import Foundation
import Testing

@Suite("Rule book coverage")
struct RuleCoverageTests {
    static let ruleBook = Repository.text("Documentation/Semantics.md") ?? ""
    static let ruleIDs = RuleCitations.defined(in: ruleBook)

    /// Rules carried out once, before either engine sees the tree (the tree's construction, the
    /// measurer, the parser's scope), or properties of the shared data types; cited by the named
    /// module instead of by the engines.
    static let upstream: [String: String] = [
        "CORE-4": "LayoutDSL", "CORE-5": "LayoutCore", "ROOT-2": "LayoutCore",
        "GROUP-1": "LayoutCore", "GROUP-2": "LayoutCore", "GROUP-3": "LayoutCore", "GROUP-4": "LayoutCore",
        "PROPOSAL-1": "LayoutCore", "PROPOSAL-2": "LayoutCore",
        "TEXT-8": "TextMeasurement", "LEAF-OTHER-1": "LayoutSource",
    ]

    /// Rules that define terms, summarise other rules or state what tests must show: cited by
    /// tests only.
    static let testOnly: Set<String> = ["CORE-3", "PROPOSAL-4", "LAYOUTPROTO-6"]

    /// Rules about the constraint engine alone (CORE-9: how it encodes order-dependent rules):
    /// cited by the constraint engine and a test, not by the reference engine.
    static let constraintOnly: Set<String> = ["CORE-9"]

    /// Rules the rule book defines that neither engine implements yet. Remove an ID once both
    /// engines and a test cite it.
    static let pending: Set<String> = []

    /// Rules both engines implement in part: they must be cited like any engine rule, and what
    /// is missing is said here (and in Decisions.md).
    static let partial: [String: String] = [:]

    /// The rules each engine must cite.
    static var engineRules: [String] {
        ruleIDs.filter { upstream[$0] == nil && !testOnly.contains($0) && !pending.contains($0) }
    }

    static let referenceCitations = RuleCitations.cited(under: "Sources/ReferenceEngine")
    static let constraintCitations = RuleCitations.cited(under: "Sources/ConstraintEngine")
    /// Citations by the tests proper (these repository tests name rules only to list them).
    static let testCitations = RuleCitations.cited(under: "Tests", excluding: "Tests/RepositoryTests/")

    @Test("The rule book mirror defines the rule IDs (more than 100, HSTACK-3 among them)")
    func ruleBookIsRead() {
        #expect(Self.ruleIDs.count > 100)
        #expect(Self.ruleIDs.contains("HSTACK-3"))
        #expect(Self.ruleIDs.contains("LEAF-SHAPE-2"))
    }

    @Test("Documentation/Semantics.md mirrors shared/spec/layout-rules.md when the checkout has it beside it")
    func mirrorIsCurrent() throws {
        let shared = Repository.root.deletingLastPathComponent()
            .appendingPathComponent("shared/spec/layout-rules.md")
        guard let original = try? String(contentsOf: shared, encoding: .utf8) else { return }
        let mirror = Self.ruleBook.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
            .joined(separator: "\n")
        #expect(
            mirror == original,
            "copy shared/spec/layout-rules.md into Documentation/Semantics.md (below its two header lines)")
    }

    @Test(
        "Every engine rule is cited by a file of the reference engine",
        arguments: engineRules.filter { !constraintOnly.contains($0) })
    func citedByReferenceEngine(rule: String) {
        let cited = Self.referenceCitations.contains(rule)
        #expect(cited, "no file in Sources/ReferenceEngine cites \(rule)")
    }

    @Test("Every engine rule is cited by a file of the constraint engine", arguments: engineRules)
    func citedByConstraintEngine(rule: String) {
        let cited = Self.constraintCitations.contains(rule)
        #expect(cited, "no file in Sources/ConstraintEngine cites \(rule)")
    }

    @Test("Every rule that is not pending is cited by a test", arguments: ruleIDs)
    func citedByTest(rule: String) {
        if Self.pending.contains(rule) { return }
        let cited = Self.testCitations.contains(rule)
        #expect(cited, "no file in Tests cites \(rule)")
    }

    @Test("Rules carried out upstream of the engines are cited by their module", arguments: upstream.keys.sorted())
    func upstreamRuleCited(rule: String) throws {
        let module = try #require(Self.upstream[rule])
        let cited = RuleCitations.cited(under: "Sources/\(module)").contains(rule)
        #expect(cited, "Sources/\(module) does not cite \(rule)")
    }

    @Test("The exception lists name rules the rule book defines; a pending rule is not yet done everywhere")
    func exceptionListsAreCurrent() {
        let known = Set(Self.ruleIDs)
        for rule in Set(Self.upstream.keys).union(Self.testOnly).union(Self.pending).union(Self.partial.keys)
            .union(Self.constraintOnly)
        {
            #expect(known.contains(rule), "\(rule) is listed but the rule book does not define it")
        }
        for rule in Self.pending {
            let done =
                Self.referenceCitations.contains(rule) && Self.constraintCitations.contains(rule)
                && Self.testCitations.contains(rule)
            #expect(!done, "\(rule) is cited by both engines and a test: remove it from `pending`")
        }
        #expect(Set(Self.partial.keys).isDisjoint(with: Self.pending))
    }

    @Test("Ranges and lists of rule IDs count as citations of each rule they name")
    func citationsExpand() {
        #expect(
            RuleCitations.cited(in: "GUIDE-2..4 and SPACER-1/3/4") == [
                "GUIDE-2", "GUIDE-3", "GUIDE-4", "SPACER-1", "SPACER-3", "SPACER-4",
            ])
        #expect(RuleCitations.cited(in: "LEAF-SHAPE-1/2, ROUND-2.") == ["LEAF-SHAPE-1", "LEAF-SHAPE-2", "ROUND-2"])
        #expect(RuleCitations.defined(in: "**HSTACK-3 (distribute).** text\n  **NOT-1** indented\n") == ["HSTACK-3"])
    }
}
