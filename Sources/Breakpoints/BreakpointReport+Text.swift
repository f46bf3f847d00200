// BreakpointReport+Text.swift
// Breakpoints
//
// `--format text`: the pieces (with the frames whose formula depends on W), the breakpoints,
// then each violated check with its W intervals and a witness width.

import ConstraintEngine
import Foundation
import LayoutCore
import LayoutReport

extension BreakpointReport {
    static func width(_ v: Double) -> String { String(format: "%.7f", v) }

    /// A double as the shortest text that reads back as it (whole numbers without ".0"): for
    /// the interval the user gave and for ties, which are about the last bits.
    static func exact(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)"
    }

    static func affine(_ a: Affine) -> String {
        guard a.constant.isFinite else { return formatPoints(a.constant) }
        if a.slope == 0 { return formatPoints(a.constant) }
        let term = a.slope == 1 ? "W" : a.slope == -1 ? "−W" : "\(formatPoints(a.slope))·W"
        if a.constant == 0 { return term }
        return "\(term) \(a.constant < 0 ? "−" : "+") \(formatPoints(abs(a.constant)))"
    }

    public static func text(
        _ analysis: BreakpointAnalysis, violations: [Violation], tree: ViewTree, axis: Axis = .horizontal
    ) -> String {
        let parents = tree.parents()
        var out = axis == .horizontal ? "" : "W is the root height\n"
        out += "pieces over W ∈ [\(exact(analysis.interval.lowerBound)), "
        out += "\(exact(analysis.interval.upperBound))]: \(analysis.pieces.count)\n"
        for (k, piece) in analysis.pieces.enumerated() {
            out += "  #\(k)  [\(width(piece.from)), \(width(piece.to))]\n"
            for (i, node) in piece.nodes.enumerated() {
                guard let node, !node.hidden else { continue }
                let f = node.frame
                guard [f.x, f.y, f.width, f.height].contains(where: { $0.slope != 0 }) || node.textLines != nil else {
                    continue
                }
                let label = tree.nodes[i].label.map { " \"\(terminalEscaped($0))\"" } ?? ""
                var line = "      \(tree.path(of: i, parents: parents)) \(tree.nodes[i].kind.name)\(label): "
                line += "x = \(affine(f.x)), y = \(affine(f.y)), w = \(affine(f.width)), h = \(affine(f.height))"
                if let lines = node.textLines { line += ", lines \(lines.visible)/\(lines.needed)" }
                out += line + "\n"
            }
        }
        out += "breakpoints: "
        out += analysis.breakpoints.isEmpty ? "none\n" : analysis.breakpoints.map(width).joined(separator: ", ") + "\n"
        for v in violations {
            let who = v.other.map { "\(v.node) and \($0)" } ?? v.node
            let ranges = v.intervals.map { "[\(width($0.lowerBound)), \(width($0.upperBound))]" }
            out +=
                "\(v.check.rawValue): \(who) for W in \(ranges.joined(separator: " ∪ ")); witness W = \(width(v.witness))\n"
        }
        for tie in analysis.ties { out += "tie: \(tie.rule) at node \(tie.path), W = \(exact(tie.width))\n" }
        out += "\(analysis.compiles) compiles, \(analysis.linearPrograms) LPs"
        out += analysis.certifiedExactly ? " (glp_exact)\n" : "\n"
        return out
    }
}
