// FrameComparison.swift
// layoutlab
//
// The node-by-node comparison `layoutlab compare` prints.

import Foundation
import LayoutCore
import LayoutReport

/// Two layouts of one tree compared node by node, in pre-order (CORE-7).
struct FrameComparison {
    /// CORE-7: layout frames from the two engines must agree within this many points.
    static let tolerance = 1e-6

    struct Row {
        var path: String
        var kind: String
        var reference: NodeLayout
        var constraint: NodeLayout
        /// The largest |difference| of x, y, width and height (∞ when one is NaN and the other
        /// not); nil unless both engines report the node.
        var difference: Double?
        /// Why the row disagrees, or nil.
        var problem: String?
    }

    private(set) var rows: [Row] = []

    init(tree: ViewTree, reference: LayoutResult, constraint: LayoutResult) {
        func layout(_ result: LayoutResult, _ id: NodeID) -> NodeLayout {
            result.nodes.indices.contains(id.index) ? result.nodes[id.index] : .unreported
        }
        guard tree.count > 0 else { return }
        // Pre-order with an explicit stack, so deep chains do not recurse; `components` is the
        // current node's path, extended and trimmed in place.
        var stack: [(node: NodeID, nextChild: Int)] = []
        var components: [Int] = []
        func visit(_ id: NodeID) -> Bool {
            let a = layout(reference, id), b = layout(constraint, id)
            guard a.isReported || b.isReported else { return false }
            rows.append(Self.row(path: Self.pathText(components), kind: tree[id].kind.name, a, b))
            return true
        }
        components = [0]
        if visit(tree.root) { stack.append((tree.root, 0)) }
        while let top = stack.last {
            let children = tree[top.node].children
            guard top.nextChild < children.count else {
                stack.removeLast()
                components.removeLast()
                continue
            }
            stack[stack.count - 1].nextChild += 1
            components.append(top.nextChild)
            if visit(children[top.nextChild]) {
                stack.append((children[top.nextChild], 0))
            } else {
                components.removeLast()
            }
        }
    }

    /// Paths deeper than this are shortened to `[depth] …` and their last components, so a
    /// 20,000-deep chain's table stays O(n) in size.
    static let maximumFullPathDepth = 32

    /// `0.1.2`, or `[100] ….3.0.1` past ``maximumFullPathDepth``.
    private static func pathText(_ components: [Int]) -> String {
        let depth = components.count - 1
        guard depth > maximumFullPathDepth else { return components.map(String.init).joined(separator: ".") }
        return "[\(depth)] …." + components.suffix(8).map(String.init).joined(separator: ".")
    }

    private static func row(path: String, kind: String, _ a: NodeLayout, _ b: NodeLayout) -> Row {
        let difference = a.isReported && b.isReported ? maximumDifference(a.frame, b.frame) : nil
        var problem: String?
        if a.isReported != b.isReported {
            problem = a.isReported ? "not reported by the constraint engine" : "not reported by the reference engine"
        } else if a.hidden != b.hidden {
            problem = a.hidden ? "hidden only by the reference engine" : "hidden only by the constraint engine"
        } else if let difference, !(difference <= tolerance) {
            problem = "frame"
        } else if a.displayFrame != b.displayFrame {
            problem = "display frame \(a.displayFrame) ≠ \(b.displayFrame)"
        }
        return Row(path: path, kind: kind, reference: a, constraint: b, difference: difference, problem: problem)
    }

    private static func maximumDifference(_ a: Rect, _ b: Rect) -> Double {
        let pairs = [(a.minX, b.minX), (a.minY, b.minY), (a.size.width, b.size.width), (a.size.height, b.size.height)]
        return pairs.map { x, y in x == y ? 0 : (abs(x - y).isNaN ? .infinity : abs(x - y)) }.max() ?? 0
    }

    var disagreements: [Row] { rows.filter { $0.problem != nil } }
    var agrees: Bool { disagreements.isEmpty }

    /// The aligned table, one line per row, ending with a newline.
    func table() -> String {
        var lines = [[" ", "path", "kind", "reference", "constraint", "max |Δ|"]]
        for row in rows {
            // Kinds name custom leaves from the source: control characters become escapes.
            var cells = [
                row.problem == nil ? " " : "*", row.path, terminalEscaped(row.kind),
                frameText(row.reference), frameText(row.constraint), differenceText(row.difference),
            ]
            if let problem = row.problem, problem != "frame" { cells.append(problem) }
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

    /// `all 2 nodes agree within 1e-6 pt (CORE-7)` or `1 of 2 nodes differ …`.
    func summary() -> String {
        let bad = disagreements
        guard !rows.isEmpty else { return "no nodes to compare" }
        let compared = rows.filter { $0.difference != nil }
        let worst = compared.max { $0.difference! < $1.difference! }
        let largest =
            worst.map { row in
                "largest difference \(differenceText(row.difference)) pt"
                    + (row.difference == 0 ? "" : " at \(row.path)")
            }
            ?? "no node reported by both engines"
        if bad.isEmpty {
            return "all \(rows.count) nodes agree within 1e-6 pt (CORE-7); \(largest)"
        }
        return "\(bad.count) of \(rows.count) nodes disagree (marked *; CORE-7 allows 1e-6 pt); \(largest)"
    }

    private func frameText(_ layout: NodeLayout) -> String {
        guard layout.isReported else { return "-" }
        return layout.hidden ? "hidden \(layout.frame)" : "\(layout.frame)"
    }

    private func differenceText(_ value: Double?) -> String {
        guard let value else { return "-" }
        return value == 0 ? "0" : String(format: "%.3g", value)
    }
}
