// TraceWriterTests.swift
// LayoutReportTests
//
// The trace writer: text lines indented by depth with a query and its answer on one line, JSON
// Lines that parse one by one, `--node` filtering, and a 10,000-node trace written a line at a
// time (nothing accumulates).

import EngineConfiguration
import Foundation
import LayoutCore
import LayoutDSL
import LayoutReport
import ReferenceEngine
import Testing

private func lines(_ tree: ViewTree, _ format: TraceFormat, focus: Int? = nil) -> [String] {
    var out: [String] = []
    let writer = TraceWriter(tree: tree, format: format, focus: focus) { out.append($0) }
    _ = ReferenceEngine().layout(tree, tracer: writer)
    writer.finish()
    return out
}

@Suite("Trace writer")
struct TraceWriterTests {
    let tree: ViewTree

    init() throws {
        tree = try ViewTree {
            HStack {
                Color.red.frame(width: 50).id("red"); Color.blue
            }
        }
    }

    @Test("Text: one line per step, two spaces per depth, a query answered at once on one line")
    func text() throws {
        let out = lines(tree, .text)
        #expect(out.allSatisfy { $0.hasSuffix("\n") && $0.dropLast().contains("\n") == false })
        #expect(out.first == "#0 HStack ← (390, 763)  [ROOT-1 root proposal]\n")
        #expect(out.contains("  #1 frame \"red\" ← (0, 763)  [HSTACK-2 minimum probe]\n"))
        #expect(out.contains("    #2 Color ← (50, 763) → 50×763  [FRAME-2; LEAF-SHAPE-1]\n"))
        #expect(out.contains("  #1 frame \"red\" → 50×763  [FRAME-2]\n"))
        #expect(out.contains("  #3 Color ← (∞, 763) → ∞×763  [HSTACK-2 maximum probe; LEAF-SHAPE-1]\n"))
        #expect(
            out.contains(
                "  #0 HStack group #1, #3 (priority 0): offered 382, took 382  [HSTACK-3 first group: later groups' minimums reserved]\n"
            ))
        #expect(out.contains("  place #3 Color at (58, 47) size 332×763 with (332, 763)  [HSTACK-5]\n"))
    }

    @Test("JSON Lines: every line one object with kind, node, rule; proposals keep nil and ∞ apart")
    func json() throws {
        let out = lines(tree, .json)
        var kinds = Set<String>()
        for (i, line) in out.enumerated() {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["seq"] as? Int == i)
            kinds.insert(try #require(object["kind"] as? String))
            #expect(object["rule"] is String && object["node"] is Int)
        }
        #expect(kinds == ["query", "answer", "placement", "order", "group"])
        #expect(out.contains { $0.contains(#""proposal":{"width":"inf","height":763}"#) })
        #expect(out[0].contains(#""asker":null"#))
    }

    @Test("A focus keeps one view's conversation: its parent's queries to it and its own to its child")
    func focus() {
        let out = lines(tree, .text, focus: 1)
        #expect(out.allSatisfy { $0.contains("#1 frame") || $0.contains("#2 Color") })
        #expect(out.first == "#1 frame \"red\" ← (0, 763)  [HSTACK-2 minimum probe]\n")
        #expect(out.contains("  #2 Color ← (50, 763) → 50×763  [FRAME-2; LEAF-SHAPE-1]\n"))
        #expect(out.contains("  place #2 Color at (0, 47) size 50×763 with (50, 763)  [FRAME-3]\n"))
    }

    @Test("A 10,000-node trace streams: one line per call, every query answered, every node placed once")
    func streams() throws {
        let big = try ViewTree { VStack { ForEach(0..<5_000) { _ in Color.red.frame(height: 1) } } }
        #expect(big.count == 10_001)
        var count = 0, queries = 0, answers = 0, placements = 0
        var oneLineEach = true
        let writer = TraceWriter(tree: big, format: .json) { line in
            count += 1
            oneLineEach = oneLineEach && line.hasSuffix("}\n") && !line.dropLast().contains("\n")
            if line.contains(#""kind":"query""#) { queries += 1 }
            if line.contains(#""kind":"answer""#) { answers += 1 }
            if line.contains(#""kind":"placement""#) { placements += 1 }
        }
        _ = ReferenceEngine().layout(big, tracer: writer)
        writer.finish()
        #expect(oneLineEach && count == writer.count && count > 50_000)
        #expect(queries == answers && placements == 10_001)
    }
}
