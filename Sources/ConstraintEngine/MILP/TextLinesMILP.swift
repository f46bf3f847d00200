// TextLinesMILP.swift
// ConstraintEngine
//
// TEXT-4 in the milp formulation: how many lines a Text shows at a proposed height `h`.
// With MILPFormulation.freeFloorStep, `fit = floor((h + 1e-7) / L)` is a choice among the
// values h's bounds allow (one binary each: k·L − 1e-7 ≤ h < (k + 1)·L − 1e-7 when y_k), and `visible = min(lines, max(1, fit))`
// with free (or bound-decided) min and max. Also records, per Text and proposal, the lines it
// needs and shows as model quantities, which the region checks read (RegionModel).

import LayoutCore

/// TEXT-4's counts of one Text at one proposal, as model quantities (milp).
struct TextLineQuantities {
    /// TEXT-3's count at the offered width, before lineLimit.
    var needed: Quantity
    var visible: Quantity
}

extension TextEncoding {
    /// Most values a free floor step may choose among (one binary each).
    static var milpFloorStepLimit: Int { 256 }

    /// `milp`: the lines shown when `lines` fit by width (lineLimit applied) and the proposed
    /// height is `h`: `min(lines, max(1, fit))`, TEXT-4.
    static func milpVisibleLines(
        _ node: Int, _ text: PreparedText, _ lines: Quantity, _ h: Quantity?, in compiler: ModelCompiler
    ) throws(ConstraintEngineError) -> Quantity {
        guard let h, h.isFinite else { return lines }
        let builder = compiler.builder
        let fit = try freeFloorStep(node, text, h, in: compiler)
        let atLeastOne = builder.maximum(Quantity(1), fit, rule: "TEXT-4")
        return builder.minimum(lines, atLeastOne, rule: "TEXT-4")
    }

    /// `floor((h + 1e-7) / L)` as a choice among the values h's bounds reach; certified on the
    /// forward value (``certifiedFloorStep(_:_:in:)``) when one value is left or h is constant.
    static func freeFloorStep(_ node: Int, _ text: PreparedText, _ h: Quantity, in compiler: ModelCompiler)
        throws(ConstraintEngineError) -> Quantity
    {
        let builder = compiler.builder
        let lineHeight = text.lineHeight
        func step(_ x: Double) -> Double { ((x + 1e-7) / lineHeight).rounded(.down) }
        let range = builder.milpFormulation.pruneBinaries ? builder.bounds(of: h) : .unbounded
        guard builder.milpFormulation.freeFloorStep, !h.isConstant, range.isFinite else {
            return Quantity(certifiedFloorStep(text, h, in: compiler))
        }
        let low = max(0, step(range.lower)), high = max(0, step(range.upper))
        guard high > low else { return Quantity(certifiedFloorStep(text, h, in: compiler)) }
        guard high - low < Double(milpFloorStepLimit) else {
            throw .unsupported(
                construct:
                    "Text whose proposed height spans more than \(milpFloorStepLimit) line heights in the milp mode",
                path: compiler.path(of: node))
        }
        let values = Array(stride(from: low, through: high, by: 1))
        let forward = max(0, step(h.value))
        let ys = builder.choice(
            among: values.count, forward: values.firstIndex(of: forward) ?? 0, rule: "TEXT-4")
        let k = builder.freeVariable(value: forward, "text\(node)_fit")
        builder.milpBounds.setFree(k.plainVariable!, ValueRange(lower: low, upper: high))
        for (index, value) in values.enumerated() {
            if value > 0 {
                builder.requireMixed(h - (value * lineHeight - 1e-7), .atLeastZero, when: [ys[index]], rule: "TEXT-4")
            }
            let next = Quantity((value + 1) * lineHeight - 1e-7)
            builder.requireStrictlyPositive(next - h, when: [ys[index]], rule: "TEXT-4")
        }
        // k = Σ value · y (linear: no big-M).
        builder.requireMixed(k, binaryTerms: zip(ys, values).map { ($0, -$1) }, .zero, rule: "TEXT-4")
        return k
    }
}

extension ModelCompiler {
    /// milp: records a Text's counts at proposal `p` for the region checks.
    func recordTextLineQuantities(_ node: Int, _ p: ModelProposal, needed: Quantity, visible: Quantity) {
        guard builder.freeBinaries else { return }
        builder.milpTextLines[node, default: [:]][p.values] = TextLineQuantities(needed: needed, visible: visible)
    }
}
