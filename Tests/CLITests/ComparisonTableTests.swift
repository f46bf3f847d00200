// ComparisonTableTests.swift
// CLITests
//
// The table `layoutlab compare` prints, on made-up layouts: it lays out LayoutComparison's
// verdict (marks, differing fields with rule IDs, the proposal column, the summary) and compares
// nothing itself.

import CustomLayout
import LayoutCore
import LayoutDifferential
import Testing

@testable import layoutlab

@Suite("layoutlab compare: the table")
struct ComparisonTableTests {
    private static func layout(
        _ x: Double, display: Double? = nil, hidden: Bool = false, proposal: Double = 10
    ) -> NodeLayout {
        NodeLayout(
            frame: Rect(x: x, y: 0, width: 10, height: 10),
            displayFrame: Rect(x: display ?? x, y: 0, width: 10, height: 10),
            proposal: ProposedSize(width: proposal, height: 10), hidden: hidden, isReported: true)
    }

    /// A ZStack of two Spacers, laid out as `reference` and `constraint`, compared under `policy`.
    private static func compare(
        _ reference: [NodeLayout], _ constraint: [NodeLayout], policy: TolerancePolicy = .core7
    ) throws -> ComparisonTable {
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
        let a = result(reference), b = result(constraint)
        return ComparisonTable(
            tree: tree, reference: a, constraint: b, comparison: LayoutComparison(tree: tree, a, b, policy: policy))
    }

    @Test("CORE-7 tolerance: 1e-7 pt agrees, 2e-6 pt is marked * with `x ZSTACK-2`")
    func tolerance() throws {
        let close = try Self.compare(
            [Self.layout(0), Self.layout(0), Self.layout(10)],
            [Self.layout(0), Self.layout(1e-7, display: 0), Self.layout(10)])
        #expect(close.agrees)
        #expect(close.rows.map(\.path) == ["0", "0.0", "0.1"])
        #expect(close.summary().hasPrefix("all 3 nodes agree under core7 (CORE-7, "))
        #expect(close.summary().hasSuffix("; largest difference 1e-07 pt at 0.0"))

        let far = try Self.compare(
            [Self.layout(0), Self.layout(0), Self.layout(10)],
            [Self.layout(0), Self.layout(2e-6, display: 0), Self.layout(10)])
        #expect(!far.agrees)
        #expect(far.disagreements.map(\.path) == ["0.0"])
        let marked = far.table().split(separator: "\n").filter { $0.hasPrefix("*") }
        #expect(marked.count == 1 && marked[0].contains("2e-06") && marked[0].hasSuffix("  x ZSTACK-2"))
        #expect(
            far.summary()
                == "1 of 3 nodes differ under core7 (marked *); first difference: Spacer at 0.0: x 0.0 ≠ 2e-06 "
                + "(ZSTACK-2); largest difference 2e-06 pt at 0.0")
    }

    @Test("ROUND-2 and PROPOSAL-4: display frames and proposals differ under core7, not under frames")
    func displayAndProposal() throws {
        let reference = [Self.layout(0), Self.layout(0), Self.layout(10)]
        let constraint = [Self.layout(0), Self.layout(0, display: 1), Self.layout(10, proposal: 12)]
        let core7 = try Self.compare(reference, constraint)
        #expect(core7.disagreements.map(\.path) == ["0.0", "0.1"])
        let lines = core7.table().split(separator: "\n")
        #expect(lines[0].hasSuffix("differences"))
        #expect(lines[2].hasSuffix("displayFrame ROUND-2 ((0, 0) 10×10 ≠ (1, 0) 10×10)"))
        #expect(lines[3].contains("(10, 10) ≠ (12, 10)") && lines[3].hasSuffix("proposalWidth ZSTACK-2"))
        #expect(lines[1].contains("(10, 10)") && !lines[1].contains("≠"))
        #expect(try Self.compare(reference, constraint, policy: .framesOnly).agrees)
    }

    @Test("CORE-8 and VTF-3: nodes hidden or reported by one engine only")
    func hiddenAndMissing() throws {
        let hidden = try Self.compare(
            [Self.layout(0), Self.layout(0), Self.layout(10)],
            [Self.layout(0), Self.layout(0, hidden: true), .unreported])
        #expect(hidden.disagreements.map(\.path) == ["0.0", "0.1"])
        let lines = hidden.table().split(separator: "\n")
        #expect(lines[2].contains("hidden (0, 0) 10×10") && lines[2].hasSuffix("  hidden VTF-3"))
        #expect(lines[3].contains(" - ") && lines[3].hasSuffix("  reported CORE-8"))
        #expect(hidden.summary().contains("first difference: Spacer at 0.0: hidden false ≠ true (VTF-3)"))
    }
}
