// RegionReport.swift
// Breakpoints
//
// The answer to a region question (`breakpoints --width A...B --height C...D`) as text or
// JSON: {"parameters": {"width": [A, B], "height": [C, D]}, "coverage": {"decisions",
// "by_bounds", "by_milp"}, "violations": [{"check", "node", "other"?, "witness": [W, H],
// "confirmed", "box": {"width": [lo, hi], "height": [lo, hi]}}], "statistics": {"milps",
// "nodes"}}. Node paths as in `render --format json`.

import ConstraintEngine
import LayoutCore

extension BreakpointReport {
    static func pt(_ v: Double) -> String { formatPoints(v) }

    public static func regionText(_ analysis: RegionAnalysis) -> String {
        let box = analysis.box
        var out = "region: W ∈ [\(pt(box.width.lowerBound)), \(pt(box.width.upperBound))] × "
        out += "H ∈ [\(pt(box.height.lowerBound)), \(pt(box.height.upperBound))] (milp, W and H as columns)\n"
        let c = analysis.coverage
        out += "coverage: \(c.decisions) fixed decisions, \(c.byBounds) constant by the bounds, "
        out += "\(c.byMILP) by one MILP: the model holds on the whole box\n"
        for finding in analysis.findings {
            let v = finding.violation
            let who = finding.other.map { "\(finding.node) and \($0)" } ?? finding.node
            out += "\(v.check.rawValue): \(who) for some (W, H) within W ∈ [\(pt(v.width.lowerBound)), "
            out += "\(pt(v.width.upperBound))], H ∈ [\(pt(v.height.lowerBound)), \(pt(v.height.upperBound))]; "
            out += "witness (W, H) = (\(pt(v.witness.width)), \(pt(v.witness.height)))"
            out += finding.confirmed ? " (confirmed)\n" : " (not confirmed by the exact walk at that point)\n"
        }
        let clean = analysis.checks.filter { check in
            !analysis.findings.contains { $0.violation.check.rawValue == check.rawValue }
        }
        if !clean.isEmpty { out += "no violation: \(clean.map(\.rawValue).joined(separator: ", "))\n" }
        out += "\(analysis.milps) MILPs (GLPK branch-and-bound, presolve off), \(analysis.nodes) nodes\n"
        return out
    }

    public static func regionJSON(_ analysis: RegionAnalysis) -> String {
        let box = analysis.box
        func range(_ r: ClosedRange<Double>) -> String { "[\(number(r.lowerBound)), \(number(r.upperBound))]" }
        var violations: [String] = []
        for finding in analysis.findings {
            let v = finding.violation
            var fields = ["\"check\": \(string(v.check.rawValue))", "\"node\": \(string(finding.node))"]
            if let other = finding.other { fields.append("\"other\": \(string(other))") }
            fields.append("\"witness\": [\(number(v.witness.width)), \(number(v.witness.height))]")
            fields.append("\"confirmed\": \(finding.confirmed)")
            fields.append("\"box\": {\"width\": \(range(v.width)), \"height\": \(range(v.height))}")
            violations.append("{" + fields.joined(separator: ", ") + "}")
        }
        let c = analysis.coverage
        return """
            {"parameters": {"width": \(range(box.width)), "height": \(range(box.height))}, \
            "coverage": {"decisions": \(c.decisions), "by_bounds": \(c.byBounds), "by_milp": \(c.byMILP)}, \
            "violations": [\(violations.joined(separator: ", "))], \
            "statistics": {"milps": \(analysis.milps), "nodes": \(analysis.nodes)}}

            """
    }
}
