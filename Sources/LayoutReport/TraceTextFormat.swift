// TraceTextFormat.swift
// LayoutReport
//
// The text form of a trace: one line per step, indented two spaces per depth, read like the
// seeds' explanations ("the HStack proposes (0, 763) to the Text, which answers 0×0"). A query
// whose answer follows at once (a leaf, a cached answer) is one line with both.

import LayoutCore

/// Writes trace steps as lines of text.
struct TraceTextFormat {
    let tree: ViewTree

    /// `#3 Text("Hello world") "greeting"`: index, kind (a Text's string), `.id` label.
    func name(_ node: Int) -> String {
        let n = tree.nodes[node]
        var text = "#\(node) \(n.kind.name)"
        if case .text(let spec) = n.kind {
            let s = spec.string.count > 24 ? String(spec.string.prefix(23)) + "…" : spec.string
            text += "(\"\(s)\")"
        }
        if let label = n.label { text += " \"\(label)\"" }
        return terminalEscaped(text)
    }

    /// A proposal as the rule book writes it: `(390, 763)`, `(nil, 20)`, `(∞, ∞)`.
    static func proposal(_ p: ProposedSize?) -> String {
        guard let p else { return "none" }
        return "(\(value(p.width)), \(value(p.height)))"
    }

    static func value(_ v: Double?) -> String {
        guard let v else { return "nil" }
        if v == .infinity { return "∞" }
        if v == -.infinity { return "-∞" }
        return formatPoints(v)
    }

    static func size(_ s: Size?) -> String {
        guard let s else { return "?" }
        return "\(value(s.width))×\(value(s.height))"
    }

    static func reason(_ rule: String, _ step: String) -> String {
        step.isEmpty ? rule : "\(rule) \(step)"
    }

    private func indent(_ depth: Int) -> String { String(repeating: "  ", count: min(depth, 200)) }

    /// One step, or a query with its answer on one line (`answer` given).
    func line(_ e: TraceEvent, answer: TraceEvent? = nil) -> String {
        let pad = indent(e.depth)
        var line: String
        switch e.kind {
        case .query:
            line = "\(pad)\(name(e.node)) ← \(Self.proposal(e.proposal))"
            if let answer {
                line += " → \(Self.size(answer.size))  [\(Self.reason(e.rule, e.step)); \(answer.rule)"
                line += answer.cached == true ? ", cached]" : "]"
            } else {
                line += "  [\(Self.reason(e.rule, e.step))]"
            }
        case .answer:
            line = "\(pad)\(name(e.node)) → \(Self.size(e.size))  [\(e.rule)\(e.cached == true ? ", cached" : "")]"
        case .placement:
            let o = e.origin.map { "(\(Self.value($0.x)), \(Self.value($0.y)))" } ?? "?"
            line =
                "\(pad)place \(name(e.node)) at \(o) size \(Self.size(e.size)) with \(Self.proposal(e.proposal))  [\(e.rule)]"
        case .hidden:
            line = "\(pad)hide \(name(e.node))  [\(e.rule) not chosen: zero frame]"
        case .choice:
            let chosen = e.members.first.map(name) ?? "nothing"
            line =
                "\(pad)\(name(e.node)) chooses \(chosen) for \(Self.proposal(e.proposal))  [\(Self.reason(e.rule, e.step))]"
        case .order:
            line = "\(pad)\(name(e.node)) order: \(e.members.map { "#\($0)" }.joined(separator: ", "))"
            line += "  [\(Self.reason(e.rule, e.step))]"
        case .group:
            line = "\(pad)\(name(e.node)) group \(e.members.map { "#\($0)" }.joined(separator: ", "))"
            line +=
                " (priority \(Self.value(e.priority))): offered \(Self.value(e.offered)), took \(Self.value(e.took))"
            line += "  [\(Self.reason(e.rule, e.step))]"
        }
        for row in (answer ?? e).rows {
            line += "\n\(pad)    \(row.rule): \(row.relation)   at the solution: \(row.values)"
        }
        return line
    }
}
