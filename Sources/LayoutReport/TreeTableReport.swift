// TreeTableReport.swift
// LayoutReport
//
// `layoutlab render --format table`: one aligned line per output node, for reading in a terminal.

import LayoutCore

/// Writes a layout as an indented, aligned text table:
///
/// ```
/// kind        id  frame                                   proposal
/// ZStack      -   (0, 47) 390×763                         (390, 763)
///   Text      t   (152.333, 418.333) 85.333×20.333        (390, 763)
/// ```
///
/// Columns: the kind, indented two spaces per depth; the `.id` label (`-` if none); the layout
/// frame (`formatPoints`); the proposal (`nil`/`inf` per axis, `hidden` for hidden nodes).
/// Cells are padded to the widest cell of their column. Kinds and labels come from the source,
/// so their control characters are written as escapes (``terminalEscaped(_:)``). The table
/// holds frames only: the CORE-6 warnings are ``WarningsReport``'s, for standard error.
///
/// Indentation stops growing at ``maxIndentDepth``; deeper kinds are prefixed with their depth
/// (`[100000] Rectangle`), so a 100,000-deep chain stays O(n) in size. Non-recursive.
public struct TreeTableReport: Sendable {
    /// Depth beyond which the indentation stays constant and the depth is written instead.
    public var maxIndentDepth: Int

    public init(maxIndentDepth: Int = 64) {
        self.maxIndentDepth = maxIndentDepth
    }

    /// The table for `result`, a layout of `tree`, ending with a newline.
    public func render(tree: ViewTree, result: LayoutResult) -> String {
        var rows: [[String]] = [["kind", "id", "frame", "proposal"]]
        var widths: [[Int]] = [rows[0].map(\.count)]
        var walk = ReportWalk(tree: tree, result: result)
        while let event = walk.next() {
            guard case .enter(let id, let depth, _) = event else { continue }
            let node = tree[id]
            let layout = walk.layout(of: id)
            let kind = kindCell(terminalEscaped(node.kind.name), depth: depth)
            let label = node.label.map(terminalEscaped) ?? "-"
            let frame = layout.frame.description
            let proposal = layout.hidden ? "hidden" : layout.proposal?.description ?? "nil"
            rows.append([kind.text, label, frame, proposal])
            widths.append([kind.width, label.count, frame.count, proposal.count])
        }
        var columnWidths = [0, 0, 0, 0]
        for row in widths {
            for column in columnWidths.indices { columnWidths[column] = max(columnWidths[column], row[column]) }
        }

        var out: [UInt8] = []
        for (row, cellWidths) in zip(rows, widths) {
            for column in row.indices {
                out.append(contentsOf: row[column].utf8)
                guard column < row.count - 1 else { break }
                let padding = columnWidths[column] - cellWidths[column] + 2
                out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: padding))
            }
            out.append(UInt8(ascii: "\n"))
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The indented kind and its width in characters.
    private func kindCell(_ name: String, depth: Int) -> (text: String, width: Int) {
        let limit = max(0, maxIndentDepth)
        let indent = String(repeating: " ", count: 2 * min(depth, limit))
        let marker = depth > limit ? "[\(depth)] " : ""
        return (indent + marker + name, indent.utf8.count + marker.utf8.count + name.count)
    }
}
