// TraceJSONFormat.swift
// LayoutReport
//
// The JSON Lines form of a trace (Documentation/Trace.md): one compact JSON object per step,
// written as it happens, so a trace of any size streams. Strict JSON: a proposal or size
// component of ±∞ is "inf"/"-inf", nil is null (PROPOSAL-1), NaN is null (CORE-10).

import LayoutCore

/// Writes trace steps as JSON objects, one per line.
struct TraceJSONFormat {
    let tree: ViewTree

    func line(_ e: TraceEvent, sequence: Int) -> String {
        var b = JSONBuffer(pretty: false, maxIndentLevel: 0)
        b.append("{")
        b.key("seq"); b.number(Double(sequence)); b.inlineComma()
        b.key("kind"); b.string(e.kind.rawValue); b.inlineComma()
        b.key("depth"); b.number(Double(e.depth)); b.inlineComma()
        b.key("node"); b.number(Double(e.node)); b.inlineComma()
        b.key("view"); b.string(tree.nodes[e.node].kind.name); b.inlineComma()
        b.key("id")
        if let label = tree.nodes[e.node].label { b.string(label) } else { b.null() }
        b.inlineComma()
        b.key("asker"); b.number(e.asker.map(Double.init)); b.inlineComma()
        b.key("rule"); b.string(e.rule); b.inlineComma()
        b.key("step"); b.string(e.step)
        if let p = e.proposal { b.inlineComma(); b.key("proposal"); b.proposal(p) }
        if let s = e.size {
            b.inlineComma(); b.key("size"); b.append("{")
            b.key("width"); b.number(s.width); b.inlineComma()
            b.key("height"); b.number(s.height); b.append("}")
        }
        if let o = e.origin {
            b.inlineComma(); b.key("origin"); b.append("{")
            b.key("x"); b.number(o.x); b.inlineComma()
            b.key("y"); b.number(o.y); b.append("}")
        }
        if let cached = e.cached { b.inlineComma(); b.key("cached"); b.bool(cached) }
        switch e.kind {
        case .choice:
            b.inlineComma(); b.key("chosen"); b.number(e.members.first.map(Double.init))
        case .order, .group:
            b.inlineComma(); b.key("members"); b.append("[")
            for (i, m) in e.members.enumerated() {
                if i > 0 { b.append(",") }
                b.number(Double(m))
            }
            b.append("]")
        case .query, .answer, .placement, .hidden: break
        }
        if e.kind == .group {
            b.inlineComma(); b.key("priority"); b.number(e.priority)
            b.inlineComma(); b.key("offered"); b.number(e.offered)
            b.inlineComma(); b.key("took"); b.number(e.took)
        }
        if !e.rows.isEmpty {
            b.inlineComma(); b.key("rows"); b.append("[")
            for (i, row) in e.rows.enumerated() {
                if i > 0 { b.append(",") }
                b.append("{"); b.key("rule"); b.string(row.rule); b.inlineComma()
                b.key("relation"); b.string(row.relation); b.inlineComma()
                b.key("values"); b.string(row.values); b.append("}")
            }
            b.append("]")
        }
        b.append("}")
        return String(decoding: b.bytes, as: UTF8.self)
    }
}
