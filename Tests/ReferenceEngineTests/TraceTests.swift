// TraceTests.swift
// ReferenceEngineTests
//
// The reference engine's trace (LayoutTracer): the negotiation the seeds describe, step by step,
// with the rule of each step. The HStack example is seed dimensions-2's OffsetDemo1 (three
// `Rectangle().frame(maxWidth: .infinity)` in an HStack), negotiated as seed dimensions-1 says
// stacks do (HSTACK-4: every child asked at its minimum, maximum and share); W7's
// `VStack { Text(long); Rectangle() }.fixedSize()` is the rule book's step-by-step stack
// placement (HSTACK-5, seed ideal-size).

import EngineConfiguration
import LayoutCore
import ReferenceEngine
import Testing

/// Lays `description` out in the iPhone profile with the body stand-in measurer, collecting the trace.
private func traced(
    _ description: V, root: RootEnvironment = .iPhone13Pro
) throws -> (tree: ViewTree, result: LayoutResult, events: [TraceEvent]) {
    let tree = try ViewLowering.lower(description)
    let engine = ReferenceEngine(configuration: LayoutConfiguration(root: root, textMeasurer: mono))
    let collector = TraceCollector()
    let result = engine.layout(tree, tracer: collector)
    return (tree, result, collector.events)
}

private func node(_ label: String, _ tree: ViewTree) -> Int {
    tree.nodes.firstIndex { $0.label == label } ?? -1
}

/// A query step as (node, proposal, rule, step).
private struct Query: Equatable, CustomStringConvertible {
    var node: Int
    var width: Double?
    var height: Double?
    var rule: String
    var step: String
    var description: String { "#\(node) (\(String(describing: width)), \(String(describing: height))) \(rule) \(step)" }
}

/// The queries `asker` made, in order, except GUIDE-1 reads.
private func queries(by asker: Int, _ events: [TraceEvent]) -> [Query] {
    events.filter { $0.kind == .query && $0.asker == asker && $0.rule != "GUIDE-1" }.map {
        Query(
            node: $0.node, width: $0.proposal?.width.map(rounded), height: $0.proposal?.height.map(rounded),
            rule: $0.rule, step: $0.step)
    }
}

private func rounded(_ v: Double) -> Double { v.isFinite ? (v * 1000).rounded() / 1000 : v }

@Suite("Reference engine trace")
struct TraceTests {
    @Test(
        "The seeds' HStack negotiation: min and max probes (HSTACK-2), one group of 374, shares of 124.667 (HSTACK-3)")
    func hstackNegotiation() throws {
        let bar = V.rect.frame(maxWidth: .infinity)
        let (tree, result, events) = try traced(
            .hstack(nil, spacing: nil, bar.id("a"), bar.id("b"), bar.id("c")).id("s"))
        let s = node("s", tree), a = node("a", tree), b = node("b", tree), c = node("c", tree)
        // The root proposes the safe area (ROOT-1).
        #expect(events.first?.kind == .query && events.first?.node == s && events.first?.rule == "ROOT-1")
        #expect(events.first?.proposal == ProposedSize(width: 390, height: 763))
        let share = 124.667 // (390 − 2 × 8) / 3
        let expected =
            [a, b, c].flatMap { n in
                [
                    Query(node: n, width: 0, height: 763, rule: "HSTACK-2", step: "minimum probe"),
                    Query(node: n, width: .infinity, height: 763, rule: "HSTACK-2", step: "maximum probe"),
                ]
            } + [a, b, c].map { Query(node: $0, width: share, height: 763, rule: "HSTACK-3", step: "share of avail") }
        #expect(queries(by: s, events) == expected)
        // The answers: 0 at the minimum, ∞ at the maximum (LEAF-SHAPE-1 through FLEXFRAME-2).
        let answers = events.filter { $0.kind == .answer && $0.asker == s && $0.node == a }.compactMap(\.size)
        #expect(answers.prefix(3).map { rounded($0.width) } == [0, .infinity, share])
        // HSTACK-2: equal flexibility keeps declaration order; HSTACK-3: one group offered 374.
        let order = try #require(events.first { $0.kind == .order && $0.node == s })
        #expect(order.members == [a, b, c] && order.rule == "HSTACK-2")
        let group = try #require(events.first { $0.kind == .group && $0.node == s })
        #expect(group.members == [a, b, c] && group.rule == "HSTACK-3")
        #expect(group.offered == 374 && group.took.map(rounded) == 374 && group.priority == 0)
        // The stack answers 390×763 (HSTACK-4) and places the bars 8 apart (HSTACK-5).
        let answer = try #require(events.last { $0.kind == .answer && $0.node == s })
        #expect(answer.size == Size(width: 390, height: 763) && answer.rule == "HSTACK-4")
        let placements = events.filter { $0.kind == .placement && $0.asker == s }
        #expect(placements.map(\.node) == [a, b, c])
        #expect(placements.compactMap { $0.origin.map { rounded($0.x) } } == [0, 132.667, 265.333])
        #expect(placements.allSatisfy { $0.rule == "HSTACK-5" && $0.origin?.y == 47 })
        #expect(placements.allSatisfy { $0.proposal.map { rounded($0.width ?? -1) } == share })
        // FLEXFRAME-3 proposes the bar's own size to the Rectangle, which the cache answers (HSTACK-6).
        let inner = tree.nodes[a].children[0].index
        let reask = try #require(events.last { $0.kind == .answer && $0.node == inner })
        #expect(reask.cached == true && reask.asker == a)
        #expect(matches(result.frame("b", in: tree), 132.667, 47, share, 763))
    }

    @Test("W7: VStack { Text(long); Rectangle() }.fixedSize() proposes (nil, nil), then (W_t, nil) at placement")
    func fixedSizeVStack() throws {
        let sentence = String(repeating: "x", count: 101)
        let (tree, _, events) = try traced(
            V.vstack(nil, spacing: nil, .text(sentence).id("t"), V.rect.id("r")).id("v").fixedSize().id("fs"))
        let v = node("v", tree), t = node("t", tree), r = node("r", tree), fs = node("fs", tree)
        let width = 783.667
        #expect(
            queries(by: fs, events) == [
                Query(node: v, width: nil, height: nil, rule: "FIXEDSIZE-1", step: ""),
                // FIXEDSIZE-2 asks twice: to centre the child, then to place it (the cache answers).
                Query(node: v, width: nil, height: nil, rule: "FIXEDSIZE-2", step: "placement proposal"),
                Query(node: v, width: nil, height: nil, rule: "FIXEDSIZE-2", step: "placement proposal"),
            ])
        #expect(
            queries(by: v, events) == [
                Query(node: t, width: nil, height: nil, rule: "HSTACK-3", step: "nil major: ideal"),
                Query(node: r, width: nil, height: nil, rule: "HSTACK-3", step: "nil major: ideal"),
                // HSTACK-5: the nil minor becomes the stack's own width W_t.
                Query(node: t, width: width, height: nil, rule: "HSTACK-3", step: "nil major: ideal"),
                Query(node: r, width: width, height: nil, rule: "HSTACK-3", step: "nil major: ideal"),
            ])
        let vAnswer = try #require(events.first { $0.kind == .answer && $0.node == v })
        #expect(rounded(vAnswer.size?.width ?? 0) == width && rounded(vAnswer.size?.height ?? 0) == 38.333)
        let rPlaced = try #require(events.first { $0.kind == .placement && $0.node == r })
        #expect(rounded(rPlaced.size?.width ?? 0) == width && rPlaced.size?.height == 10)
        #expect(rPlaced.proposal?.height == nil && rPlaced.rule == "HSTACK-5")
    }

    @Test("Priority groups (HSTACK-3): the priority-1 Text is offered 134 and takes 15.667; the rest 168.333")
    func priorityGroups() throws {
        let body = V.hstack(
            nil, spacing: nil, .text("Hello world").id("hello"), V.rect.frame(minWidth: 50, maxWidth: 200).id("bar"),
            V.text("Hi").priority(1).id("hi")
        ).id("s")
        let (tree, _, events) = try traced(body, root: .window(width: 200, height: 100, scale: 3))
        let s = node("s", tree)
        let order = try #require(events.first { $0.kind == .order && $0.node == s })
        #expect(order.members == [node("hi", tree), node("hello", tree), node("bar", tree)])
        let groups = events.filter { $0.kind == .group && $0.node == s }
        #expect(groups.count == 2 && groups.allSatisfy { $0.rule == "HSTACK-3" })
        // avail = 200 − 16; the first group reserves the later groups' minimums (0 + 50).
        #expect(groups[0].priority == 1 && groups[0].members == [node("hi", tree)])
        #expect(groups[0].offered.map(rounded) == 134 && groups[0].took.map(rounded) == 15.667)
        // The second group releases its own minimums: 134 − 15.667 + 50.
        #expect(groups[1].priority == 0 && groups[1].members == [node("hello", tree), node("bar", tree)])
        #expect(groups[1].offered.map(rounded) == 168.333 && groups[1].took.map(rounded) == 168.333)
        #expect(groups[1].step == "own minimums released")
    }

    @Test("W6 ViewThatFits in a 100-pt frame: ideals tested (VTF-2), \"Hello World\" chosen, the others hidden (VTF-3)")
    func viewThatFitsChoice() throws {
        let body = V.vtf(
            .horizontal, .text("Hello Beautiful World").id("long"), .text("Hello World").id("mid"), .text("Hi").id("hi")
        ).id("vtf").frame(width: 100)
        let (tree, _, events) = try traced(body)
        let vtf = node("vtf", tree), mid = node("mid", tree)
        let tests = queries(by: vtf, events).prefix(3)
        #expect(
            Array(tests) == [
                Query(
                    node: node("long", tree), width: nil, height: 763, rule: "VTF-2",
                    step: "ideal tested against the proposal"),
                Query(node: mid, width: nil, height: 763, rule: "VTF-2", step: "ideal tested against the proposal"),
                Query(node: mid, width: 100, height: 763, rule: "VTF-2", step: "chosen child at the real proposal"),
            ])
        let testAnswers = events.filter { $0.kind == .answer && $0.asker == vtf }.prefix(2).compactMap(\.size)
        #expect(testAnswers.map { rounded($0.width) } == [163, 85.333])
        let choices = events.filter { $0.kind == .choice && $0.node == vtf }
        #expect(choices.first?.rule == "VTF-2" && choices.first?.members == [mid])
        #expect(choices.first?.proposal == ProposedSize(width: 100, height: 763))
        #expect(choices.last?.rule == "VTF-3" && choices.last?.members == [mid])
        let hidden = events.filter { $0.kind == .hidden }
        #expect(
            hidden.map(\.node) == [node("long", tree), node("hi", tree)] && hidden.allSatisfy { $0.rule == "VTF-3" })
    }

    @Test("Tracing changes no frame, and without a tracer the engine records nothing")
    func tracingIsTransparent() throws {
        let body = V.hstack(
            nil, spacing: nil, .text("Hello world"), V.rect.frame(minWidth: 50), V.text("Hi").priority(1))
        let (tree, traced, events) = try traced(body)
        let plain = ReferenceEngine(configuration: LayoutConfiguration(root: .iPhone13Pro, textMeasurer: mono)).layout(
            tree)
        #expect(plain == traced)
        // Every query is answered, at its own depth, in order.
        var open: [TraceEvent] = []
        for e in events {
            if e.kind == .query { open.append(e) }
            if e.kind == .answer {
                let last = open.popLast()
                let q = try #require(last)
                #expect(q.node == e.node && q.depth == e.depth && q.proposal == e.proposal)
            }
        }
        #expect(open.isEmpty)
    }
}
