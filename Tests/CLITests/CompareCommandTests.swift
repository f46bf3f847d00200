// CompareCommandTests.swift
// CLITests
//
// `layoutlab compare`: both engines node by node (CORE-7), and the comparison table itself.

import CustomLayout
import Foundation
import LayoutCore
import Testing

@testable import layoutlab

@Suite("layoutlab compare")
struct CompareCommandTests {
    @Test("CORE-7 compare on W1: one row per node, all agree, exit 0")
    func agrees() throws {
        let run = try layoutlab(["compare", "Examples/HelloWorld.swift", "--text-metrics", "mono:7.757575,20.333333"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4) // header, ZStack, Text, summary
        #expect(lines[0].contains("path") && lines[0].contains("reference") && lines[0].contains("constraint"))
        let text = lines.first { $0.contains(" Text ") }
        #expect(text?.contains("0.0") == true)
        #expect(text?.components(separatedBy: "(152.333, 418.333) 85.333×20.333").count == 3) // both engines
        #expect(!lines.dropLast().contains { $0.hasPrefix("*") })
        #expect(lines.last == "all 2 nodes agree within 1e-6 pt (CORE-7); largest difference 0 pt")
    }

    @Test("compare agrees on every example (default text metrics, exact and per-container modes)")
    func examples() throws {
        for example in ["HelloWorld", "BorderExample", "IconDemo", "FlowLayout"] {
            for mode in ["exact", "per-container"] {
                let run = try layoutlab(["compare", "Examples/\(example).swift", "--mode", mode])
                #expect(run.status == 0, "\(example) \(mode): \(run.stdout)\(run.stderr)")
                #expect(run.stdout.contains("nodes agree within 1e-6 pt"), "\(example) \(mode)")
            }
        }
    }

    @Test("compare: source errors exit 2, bad options 64")
    func errors() throws {
        #expect(try layoutlab(["compare", "-"], input: "VStack {\n    Slider()\n}\n").status == 2)
        #expect(try layoutlab(["compare", "-", "--width", "10"], input: "Text(\"a\")").status == 64)
    }

    @Test("HSTACK-3 lp-only water-filling (50 + 100) against the greedy split (75 + 100): rows marked *, exit 1")
    func disagrees() throws {
        let source =
            "HStack(spacing: 0) { Color.red.frame(maxWidth: 100).id(\"a\"); Color.blue.frame(minWidth: 100).id(\"b\") }"
        let exact = try layoutlab(["compare", "-", "--width", "150", "--height", "50"], input: source)
        #expect(exact.status == 0)
        let run = try layoutlab(
            ["compare", "-", "--width", "150", "--height", "50", "--mode", "lp-only"], input: source)
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let first = lines.first { $0.contains(" 0.0 ") }
        #expect(first?.hasPrefix("*") == true)
        #expect(first?.contains("(-12.5, 0) 75×50") == true) // reference: the greedy split
        #expect(first?.contains("(0, 0) 50×50") == true) // lp-only: water-filling
        #expect(lines.last == "5 of 5 nodes disagree (marked *; CORE-7 allows 1e-6 pt); largest difference 25 pt at 0")
    }

    @Test("compare --help describes the table and the exit statuses")
    func help() throws {
        let run = try layoutlab(["compare", "--help"])
        #expect(run.status == 0)
        for text in ["--mode", "--text-metrics", "1e-6", "Exit status"] {
            #expect(run.stdout.contains(text), "\(text)")
        }
    }

    // MARK: - The table, on made-up layouts

    private static func layout(_ x: Double, display: Double? = nil, hidden: Bool = false) -> NodeLayout {
        NodeLayout(
            frame: Rect(x: x, y: 0, width: 10, height: 10),
            displayFrame: Rect(x: display ?? x, y: 0, width: 10, height: 10),
            proposal: ProposedSize(width: 10, height: 10), hidden: hidden, isReported: true)
    }

    private static func compare(_ reference: [NodeLayout], _ constraint: [NodeLayout]) throws -> FrameComparison {
        let tree = try ViewTree(
            nodes: [
                ViewNode(kind: .spacer(minLength: nil)), ViewNode(kind: .spacer(minLength: nil)),
                ViewNode(kind: .zStack(alignment: .center), children: [NodeID(0), NodeID(1)]),
            ],
            root: NodeID(2))
        func result(_ nodes: [NodeLayout]) -> LayoutResult {
            LayoutResult(
                engine: "x", proposal: ProposedSize(width: 10, height: 10), scale: 1, diagnostics: [], nodes: nodes)
        }
        return FrameComparison(tree: tree, reference: result(reference), constraint: result(constraint))
    }

    @Test("CORE-7 tolerance: 1e-7 pt agrees, 2e-6 pt is marked *; display frames must be identical")
    func table() throws {
        let close = try Self.compare(
            [Self.layout(0), Self.layout(0), Self.layout(10)],
            [Self.layout(0), Self.layout(1e-7, display: 0), Self.layout(10)])
        #expect(close.agrees)
        #expect(close.rows.map(\.path) == ["0", "0.0", "0.1"])

        let far = try Self.compare(
            [Self.layout(0), Self.layout(0), Self.layout(10)],
            [Self.layout(0), Self.layout(2e-6, display: 0), Self.layout(10)])
        #expect(!far.agrees)
        #expect(far.disagreements.map(\.path) == ["0.0"])
        let marked = far.table().split(separator: "\n").filter { $0.hasPrefix("*") }
        #expect(marked.count == 1 && marked[0].contains("2e-06"))
        #expect(
            far.summary()
                == "1 of 3 nodes disagree (marked *; CORE-7 allows 1e-6 pt); largest difference 2e-06 pt at 0.0")

        let display = try Self.compare(
            [Self.layout(0), Self.layout(0), Self.layout(10)],
            [Self.layout(0), Self.layout(0, display: 1), Self.layout(10)])
        #expect(display.disagreements.map(\.path) == ["0.0"])
        #expect(display.table().contains("display frame"))

        let hidden = try Self.compare(
            [Self.layout(0), Self.layout(0), Self.layout(10)],
            [Self.layout(0), Self.layout(0, hidden: true), .unreported])
        #expect(hidden.disagreements.map(\.path) == ["0.0", "0.1"])
        #expect(hidden.table().contains("hidden only by the constraint engine"))
        #expect(hidden.table().contains("not reported by the constraint engine"))
    }
}
