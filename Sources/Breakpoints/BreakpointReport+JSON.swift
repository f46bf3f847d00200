// BreakpointReport+JSON.swift
// Breakpoints
//
// `--format json`: {"parameter": "width"|"height", "interval": [A, B], "breakpoints": [...], "pieces": [{"from", "to",
// "frames": {"<path>": {"id", "x": [c0, c1], "y", "width", "height", "hidden"}}}],
// "violations": [{"check", "node", "other"?, "intervals": [[lo, hi], ...], "witness"}],
// "ties": [{"node", "rule", "width"}], "statistics": {...}}. A value on a piece is c0 + c1·W;
// a non-finite c0 is null (strict JSON), as in `render --format json`.

import ConstraintEngine
import LayoutCore

public enum BreakpointReport {
    static func number(_ v: Double) -> String { v.isFinite ? "\(v)" : "null" }
    static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    public static func json(
        _ analysis: BreakpointAnalysis, violations: [Violation], tree: ViewTree, axis: Axis = .horizontal
    ) -> String {
        let parents = tree.parents()
        let paths = (0..<tree.count).map { tree.path(of: $0, parents: parents) }
        func affine(_ a: Affine) -> String { "[\(number(a.constant)), \(number(a.slope))]" }
        var pieces: [String] = []
        for piece in analysis.pieces {
            var frames: [String] = []
            for (i, node) in piece.nodes.enumerated() {
                guard let node else { continue }
                let id = tree.nodes[i].label.map(string) ?? "null"
                let f = node.frame
                frames.append(
                    "\(string(paths[i])): {\"id\": \(id), \"x\": \(affine(f.x)), \"y\": \(affine(f.y)), "
                        + "\"width\": \(affine(f.width)), \"height\": \(affine(f.height)), \"hidden\": \(node.hidden)}")
            }
            pieces.append(
                "{\"from\": \(number(piece.from)), \"to\": \(number(piece.to)), \"frames\": {"
                    + frames.joined(separator: ", ") + "}}")
        }
        let found = violations.map { v in
            let intervals = v.intervals.map { "[\(number($0.lowerBound)), \(number($0.upperBound))]" }
            let other = v.other.map { ", \"other\": \(string($0))" } ?? ""
            return "{\"check\": \(string(v.check.rawValue)), \"node\": \(string(v.node))\(other), "
                + "\"intervals\": [\(intervals.joined(separator: ", "))], \"witness\": \(number(v.witness))}"
        }
        let ties = analysis.ties.map {
            "{\"node\": \(string($0.path)), \"rule\": \(string($0.rule)), \"width\": \(number($0.width))}"
        }
        let statistics =
            "{\"pieces\": \(analysis.pieces.count), \"decisionPieces\": \(analysis.decisionPieces), "
            + "\"compiles\": \(analysis.compiles), \"linearPrograms\": \(analysis.linearPrograms), "
            + "\"certifiedExactly\": \(analysis.certifiedExactly)}"
        return """
            {"parameter": "\(axis == .horizontal ? "width" : "height")", "interval": [\(number(analysis.interval.lowerBound)), \(number(analysis.interval.upperBound))], \
            "breakpoints": [\(analysis.breakpoints.map(number).joined(separator: ", "))], \
            "pieces": [\(pieces.joined(separator: ", "))], \
            "violations": [\(found.joined(separator: ", "))], \
            "ties": [\(ties.joined(separator: ", "))], \
            "statistics": \(statistics)}

            """
    }
}
