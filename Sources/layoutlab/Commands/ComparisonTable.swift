// ComparisonTable.swift
// layoutlab
//
// The table `layoutlab compare` prints. It only lays out the verdict of LayoutDifferential's
// `LayoutComparison` (CORE-7 under a named policy, each difference with its rule ID); it compares
// nothing itself.

import Foundation
import LayoutCore
import LayoutDifferential
import LayoutReport

/// One row per node either layout reports, in pre-order, for a ``LayoutComparison``.
struct ComparisonTable {
    struct Row {
        var node: Int
        /// `0.1.2`, or `[depth] ….3.0.1` past ``ComparisonTable/maximumFullPathDepth``.
        var path: String
        var kind: String
        var reference: NodeLayout
        var constraint: NodeLayout
        /// The largest |difference| of x, y, width and height (∞ when one is NaN and the other
        /// not); nil unless both engines report the node.
        var difference: Double?
        /// The comparison's differences at this node (empty when it agrees).
        var differences: [NodeDifference]
    }

    let comparison: LayoutComparison
    private(set) var rows: [Row] = []

    /// Paths deeper than this are shortened to `[depth] …` and their last components, so a
    /// 20,000-deep chain's table stays O(n) in size.
    static let maximumFullPathDepth = 32

    init(tree: ViewTree, reference: LayoutResult, constraint: LayoutResult, comparison: LayoutComparison) {
        self.comparison = comparison
        let byNode = comparison.differencesByNode
        func layout(_ result: LayoutResult, _ index: Int) -> NodeLayout {
            result.nodes.indices.contains(index) ? result.nodes[index] : .unreported
        }
        guard tree.count > 0 else { return }
        // Pre-order with an explicit stack, so deep chains do not recurse; `components` is the
        // current node's path, extended and trimmed in place. Every node is visited (the
        // comparator visits them all), a row is written for those either engine reports.
        var stack: [(node: Int, nextChild: Int)] = [(tree.root.index, 0)]
        var components = [0]
        func visit(_ index: Int) {
            let a = layout(reference, index), b = layout(constraint, index)
            guard a.isReported || b.isReported else { return }
            let difference =
                a.isReported && b.isReported
                ? [
                    (a.frame.minX, b.frame.minX), (a.frame.minY, b.frame.minY),
                    (a.frame.size.width, b.frame.size.width), (a.frame.size.height, b.frame.size.height),
                ].map(TolerancePolicy.difference).max() : nil
            rows.append(
                Row(
                    node: index, path: Self.pathText(components), kind: tree.nodes[index].kind.name, reference: a,
                    constraint: b, difference: difference, differences: byNode[index] ?? []))
        }
        visit(tree.root.index)
        while let top = stack.last {
            let children = tree.nodes[top.node].children
            guard top.nextChild < children.count else {
                stack.removeLast()
                components.removeLast()
                continue
            }
            stack[stack.count - 1].nextChild += 1
            components.append(top.nextChild)
            visit(children[top.nextChild].index)
            stack.append((children[top.nextChild].index, 0))
        }
    }

    /// `0.1.2`, or `[100] ….3.0.1` past ``maximumFullPathDepth``.
    private static func pathText(_ components: [Int]) -> String {
        let depth = components.count - 1
        guard depth > maximumFullPathDepth else { return components.map(String.init).joined(separator: ".") }
        return "[\(depth)] …." + components.suffix(8).map(String.init).joined(separator: ".")
    }

    var disagreements: [Row] { rows.filter { !$0.differences.isEmpty } }
    var agrees: Bool { comparison.agrees }

    /// The aligned table, one line per row, ending with a newline: a mark (`*` on differing
    /// rows), path, kind, both layout frames, the proposal (both when they differ), the largest
    /// frame difference and, on differing rows, the differing fields with their rule IDs.
    func table() -> String {
        var header = [" ", "path", "kind", "reference", "constraint", "proposal", "max |Δ|"]
        if !comparison.agrees { header.append("differences") }
        var lines = [header]
        for row in rows {
            // Kinds name custom leaves from the source: control characters become escapes.
            var cells = [
                row.differences.isEmpty ? " " : "*", row.path, terminalEscaped(row.kind),
                frameText(row.reference), frameText(row.constraint), proposalText(row), differenceText(row.difference),
            ]
            if !row.differences.isEmpty { cells.append(row.differences.map(Self.fieldText).joined(separator: ", ")) }
            lines.append(cells)
        }
        let columns = lines.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for line in lines {
            for (column, cell) in line.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        return lines.map { line in
            line.enumerated().map { column, cell in
                column == line.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    /// `all 2 nodes agree under core7 (CORE-7, what the policy compares); largest difference 0 pt`,
    /// or the number of differing nodes, the first difference with its rule ID and the largest
    /// difference.
    func summary() -> String {
        guard !rows.isEmpty else { return "no nodes to compare" }
        let policy = comparison.policy
        let largest =
            comparison.largestFrameDifferencePath.map { path in
                "largest difference \(differenceText(comparison.largestFrameDifference)) pt"
                    + (comparison.largestFrameDifference == 0 ? "" : " at \(path)")
            } ?? "no node reported by both engines"
        guard let first = comparison.first else {
            return "all \(rows.count) nodes agree under \(policy.name) (CORE-7, \(policy.explanation)); \(largest)"
        }
        return "\(disagreements.count) of \(rows.count) nodes differ under \(policy.name) (marked *); "
            + "first difference: \(terminalEscaped(first.description)); \(largest)"
    }

    /// `x HSTACK-5`; display frames and warnings, whose values the table has no column for,
    /// with both values.
    private static func fieldText(_ difference: NodeDifference) -> String {
        let text = "\(difference.field.rawValue) \(difference.rule)"
        switch difference.field {
        case .displayFrame, .diagnostics:
            return text + " (\(terminalEscaped(difference.first)) ≠ \(terminalEscaped(difference.second)))"
        default:
            return text
        }
    }

    private func frameText(_ layout: NodeLayout) -> String {
        guard layout.isReported else { return "-" }
        return layout.hidden ? "hidden \(layout.frame)" : "\(layout.frame)"
    }

    /// The reference proposal, or `reference ≠ constraint` when the comparison found them
    /// different; `none` for a node placed without one (hidden), `-` when not reported.
    private func proposalText(_ row: Row) -> String {
        func text(_ layout: NodeLayout) -> String {
            guard layout.isReported else { return "-" }
            return layout.proposal?.description ?? "none"
        }
        let differs = row.differences.contains { $0.field == .proposalWidth || $0.field == .proposalHeight }
        return differs ? "\(text(row.reference)) ≠ \(text(row.constraint))" : text(row.reference)
    }

    private func differenceText(_ value: Double?) -> String {
        guard let value else { return "-" }
        return value == 0 ? "0" : String(format: "%.3g", value)
    }
}
