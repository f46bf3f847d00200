// TraceTests.swift
// ConstraintEngineTests
//
// The constraint engine's trace: its measurement instances and placements at the solved values,
// each with the condition rows its node's rule wrote (CORE-9), named by rule ID.

import ConstraintEngine
import LayoutCore
import Testing

private func traced(_ source: String) throws -> (tree: ViewTree, events: [TraceEvent]) {
    let tree = try parse(source)
    let collector = TraceCollector()
    _ = try ConstraintEngine(configuration: configuration()).layout(tree, tracer: collector)
    return (tree, collector.events)
}

private func rounded(_ v: Double) -> Double { v.isFinite ? (v * 1000).rounded() / 1000 : v }

@Suite("Constraint engine trace")
struct ConstraintTraceTests {
    @Test("The seeds' HStack: shares of 124.667 at the solved values, the stack's answer certified by HSTACK-2/3 rows")
    func hstackRows() throws {
        let (tree, events) = try traced(
            """
            HStack {
                Rectangle().frame(maxWidth: .infinity).id("a")
                Rectangle().frame(maxWidth: .infinity).id("b")
                Rectangle().frame(maxWidth: .infinity).id("c")
            }.id("s")
            """)
        let s = try #require(tree.nodes.firstIndex { $0.label == "s" })
        let a = try #require(tree.nodes.firstIndex { $0.label == "a" })
        // The probes and the share, as the reference engine asks them (HSTACK-2, HSTACK-3).
        let proposals = events.filter { $0.kind == .query && $0.node == a && $0.asker == s }.compactMap(\.proposal)
        #expect(proposals.prefix(3).map { $0.width.map(rounded) } == [0, .infinity, 124.667])
        let answer = try #require(events.first { $0.kind == .answer && $0.node == s })
        #expect(answer.size == Size(width: 390, height: 763))
        let rules = Set(answer.rows.map(\.rule))
        #expect(rules.contains("HSTACK-3"), "rules: \(rules)")
        // Each row is written over named variables and holds at the solution.
        #expect(answer.rows.allSatisfy { $0.relation.contains("n") && !$0.values.hasPrefix("-") })
        let placements = events.filter { $0.kind == .placement && $0.asker == s }
        #expect(placements.compactMap { $0.origin.map { rounded($0.x) } } == [0, 132.667, 265.333])
        #expect(placements.allSatisfy { $0.rule == "HSTACK-5" })
    }

    @Test(
        "W6 ViewThatFits: the choice of \"Hello World\" is certified by VTF-2 rows (163 > 100 fails, 85.333 ≤ 100 fits)"
    )
    func viewThatFitsRows() throws {
        let (tree, events) = try traced(
            """
            ViewThatFits(in: .horizontal) {
                Text("Hello Beautiful World")
                Text("Hello World").id("mid")
                Text("Hi")
            }
            .id("vtf")
            .frame(width: 100)
            """)
        let vtf = try #require(tree.nodes.firstIndex { $0.label == "vtf" })
        let mid = try #require(tree.nodes.firstIndex { $0.label == "mid" })
        let choice = try #require(events.first { $0.kind == .choice && $0.node == vtf })
        #expect(choice.members == [mid] && choice.rule == "VTF-2")
        #expect(choice.proposal == ProposedSize(width: 100, height: 763))
        // Child 0 rejected: its ideal − R ≥ 0 (63); child 1 accepted: R − its ideal ≥ 0 (14.667).
        #expect(choice.rows.map(\.rule) == ["VTF-2", "VTF-2"])
        #expect(choice.rows.map(\.values) == ["63 ≥ 0", "14.667 ≥ 0"])
        #expect(events.filter { $0.kind == .hidden }.count == 2)
    }
}
