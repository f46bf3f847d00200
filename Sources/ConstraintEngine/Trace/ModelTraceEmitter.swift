// ModelTraceEmitter.swift
// ConstraintEngine
//
// Turns the compile's recorded steps into trace events at the solved values: proposals, answers
// and frames as the solver computed them, and for each step the condition rows its node's own
// rule wrote (CORE-9), each with its relation over named variables and its value at the
// solution (which side of a min/max, which VTF test held).

import LayoutCore

struct ModelTraceEmitter {
    let builder: ModelBuilder
    let values: [Double]

    func value(_ q: Quantity) -> Double {
        var total = q.constant
        for term in q.terms { total += term.coefficient * values[term.variable] }
        return total
    }

    func event(_ s: ModelTraceStep) -> TraceEvent {
        TraceEvent(
            kind: s.kind, node: s.node, asker: s.asker, depth: s.depth, rule: s.rule, step: s.step,
            proposal: s.proposal.map { ProposedSize(width: $0.width.map(value), height: $0.height.map(value)) },
            size: s.size.map { Size(width: value($0.width), height: value($0.height)) },
            origin: s.origin.map { Point(x: value($0.x), y: value($0.y)) }, cached: s.cached, members: s.members,
            rows: s.rows.compactMap { i in
                let row = builder.conditions[i]
                return row.owner == s.node ? traceRow(row) : nil
            })
    }

    /// `n3_0_w − n2_1_pw + 8 ≥ 0`, and at the solution `14.667 ≥ 0`.
    private func traceRow(_ row: ConditionRow) -> TraceRow {
        var text = ""
        for term in row.expression.terms {
            let name = builder.names[term.variable].isEmpty ? "v\(term.variable)" : builder.names[term.variable]
            let c = term.coefficient
            let sign = c < 0 ? " − " : (text.isEmpty ? "" : " + ")
            text += abs(c) == 1 ? sign + name : sign + formatPoints(abs(c)) + "·" + name
            if text.hasPrefix(" − ") { text = "−" + text.dropFirst(3) }
        }
        let k = row.expression.constant
        if k != 0 || text.isEmpty {
            text += text.isEmpty ? formatPoints(k) : (k < 0 ? " − " : " + ") + formatPoints(abs(k))
        }
        let sense =
            switch row.sense {
            case .atLeastZero: " ≥ 0"
            case .atMostZero: " ≤ 0"
            case .zero: " = 0"
            }
        return TraceRow(rule: row.rule, relation: text + sense, values: formatPoints(value(row.expression)) + sense)
    }
}
