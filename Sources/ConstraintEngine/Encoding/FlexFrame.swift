// FlexFrame.swift
// ConstraintEngine
//
// FLEXFRAME-1..3: `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:)`.
// Normalisation and clamps become certified min/max; in placement a min/max bound is a row
// only when its side of the clamp is the one taken.

import LayoutCore

/// FLEXFRAME-1: the normalised bounds (`0 ≤ min ≤ ideal ≤ max`) of both axes, as quantities.
struct NormalizedFlexFrame {
    /// The bounds of one axis; nil where the modifier has none.
    struct Bounds {
        var min: Quantity?
        var ideal: Quantity?
        var max: Quantity?
    }

    var width: Bounds
    var height: Bounds

    subscript(axis: Axis) -> Bounds { axis == .horizontal ? width : height }
}

enum FlexFrameEncoding {
    /// FLEXFRAME-1's contradiction (bounds not non-decreasing), or CORE-6's negative or
    /// non-finite min.
    static func isContradictory(min: Double?, ideal: Double?, max: Double?) -> Bool {
        (min ?? 0) > (ideal ?? max ?? .infinity) || (ideal ?? 0) > (max ?? .infinity)
            || (min.map { !$0.isFinite || $0 < 0 } ?? false)
    }

    /// FLEXFRAME-1's warning (CORE-6).
    static func warnContradictory(_ node: Int, in compiler: ModelCompiler) {
        compiler.warn(DiagnosticCode.flexFrameContradictory, "min/ideal/max are contradictory; normalised", node: node)
    }

    /// FLEXFRAME-1 for one axis: contradictory bounds are warned and normalised.
    static func normalizedAxis(
        _ node: Int, _ minE: LayoutExpression?, _ idealE: LayoutExpression?,
        _ maxE: LayoutExpression?, in compiler: ModelCompiler
    )
        throws(ConstraintEngineError) -> NormalizedFlexFrame.Bounds
    {
        let rawMin = try minE.map { e throws(ConstraintEngineError) in try compiler.evaluate(e, node: node) }
        let rawIdeal = try idealE.map { e throws(ConstraintEngineError) in try compiler.evaluate(e, node: node) }
        let rawMax = try maxE.map { e throws(ConstraintEngineError) in try compiler.evaluate(e, node: node) }
        if isContradictory(min: rawMin?.value, ideal: rawIdeal?.value, max: rawMax?.value) {
            warnContradictory(node, in: compiler)
        }
        let builder = compiler.builder
        let mn = rawMin.map { builder.maximum($0, .zero, rule: "FLEXFRAME-1") }
        let id = rawIdeal.map { builder.maximum(mn ?? .zero, $0, rule: "FLEXFRAME-1") }
        let mx = rawMax.map { builder.maximum(id ?? .zero, $0, rule: "FLEXFRAME-1") }
        return NormalizedFlexFrame.Bounds(min: mn, ideal: id, max: mx)
    }

    /// FLEXFRAME-1 for both axes, width first.
    static func normalized(_ node: Int, _ spec: FlexFrameSpec, in compiler: ModelCompiler)
        throws(ConstraintEngineError) -> NormalizedFlexFrame
    {
        NormalizedFlexFrame(
            width: try normalizedAxis(node, spec.minWidth, spec.idealWidth, spec.maxWidth, in: compiler),
            height: try normalizedAxis(
                node, spec.minHeight, spec.idealHeight, spec.maxHeight,
                in: compiler))
    }

    /// `clamp(v, lo, hi)` = `min(max(v, lo), hi)`, certified.
    static func clamp(_ v: Quantity, _ lo: Quantity, _ hi: Quantity, rule: String, in compiler: ModelCompiler)
        -> Quantity
    {
        compiler.builder.minimum(compiler.builder.maximum(v, lo, rule: rule), hi, rule: rule)
    }

    /// FLEXFRAME-2.
    static func size(_ node: Int, _ spec: FlexFrameSpec, _ p: ModelProposal, in compiler: ModelCompiler)
        throws(ConstraintEngineError) -> ModelSize
    {
        let builder = compiler.builder
        let frame = try normalized(node, spec, in: compiler)
        var known: [Quantity?] = [nil, nil]
        for (i, axis) in Axis.allCases.enumerated() {
            let f = frame[axis]
            if let pa = p[axis] {
                if let mn = f.min, let mx = f.max, builder.isAtLeast(mx, mn, rule: "FLEXFRAME-2") {
                    known[i] = clamp(pa, mn, mx, rule: "FLEXFRAME-2", in: compiler)
                }
            } else {
                known[i] = f.ideal
            }
        }
        if let w = known[0], let h = known[1] { return ModelSize(width: w, height: h) }
        var c = ModelProposal(width: nil, height: nil)
        for axis in Axis.allCases {
            let f = frame[axis]
            if let v = p[axis] ?? f.ideal {
                c[axis] = clamp(v, f.min ?? Quantity(-.infinity), f.max ?? .infinity, rule: "FLEXFRAME-2", in: compiler)
            }
        }
        let answer = try compiler.measure(compiler.child(node), c)
        var result = ModelSize.zero
        for (i, axis) in Axis.allCases.enumerated() {
            if let k = known[i] { result[axis] = k; continue }
            let f = frame[axis], ca = answer[axis]
            switch (f.min, f.max) {
            case let (mn?, mx?) where builder.isAtLeast(mx, mn, rule: "FLEXFRAME-2"):
                result[axis] = clamp(ca, mn, mx, rule: "FLEXFRAME-2", in: compiler)
            case let (mn?, nil):
                result[axis] = builder.maximum(
                    builder.minimum(c[axis] ?? .infinity, ca, rule: "FLEXFRAME-2"), mn,
                    rule: "FLEXFRAME-2")
            case let (nil, mx?):
                result[axis] = builder.minimum(
                    builder.maximum(c[axis] ?? Quantity(-.infinity), ca, rule: "FLEXFRAME-2"),
                    mx, rule: "FLEXFRAME-2")
            default:
                result[axis] = ca
            }
        }
        return result
    }

    /// FLEXFRAME-3: the child is proposed the frame's size, except on an axis with no ideal and
    /// a nil `q` where the size lies strictly inside the bounds (nil then); aligned in the frame.
    static func childPlacement(
        _ node: Int, _ spec: FlexFrameSpec, size: ModelSize, proposal q: ModelProposal,
        in compiler: ModelCompiler
    ) throws(ConstraintEngineError) -> ChildPlacement {
        let builder = compiler.builder
        let frame = try normalized(node, spec, in: compiler)
        var proposal = ModelProposal(width: size.width, height: size.height)
        for axis in Axis.allCases where frame[axis].ideal == nil && q[axis] == nil {
            let f = frame[axis]
            let b = size[axis]
            // `(min ?? −∞) < B < (max ?? ∞)`, strictly: an infinite size is not inside an open
            // bound, and a NaN size is inside none.
            let aboveMin = b.value > (f.min?.value ?? -.infinity)
            let belowMax = b.value < (f.max?.value ?? .infinity)
            if aboveMin && belowMax {
                if let mn = f.min { builder.requireAtLeast(b, mn, rule: "FLEXFRAME-3") }
                if let mx = f.max { builder.requireAtLeast(mx, b, rule: "FLEXFRAME-3") }
                proposal[axis] = nil
            } else if !aboveMin, let mn = f.min {
                builder.requireAtLeast(mn, b, rule: "FLEXFRAME-3")
            } else if let mx = f.max {
                builder.requireAtLeast(b, mx, rule: "FLEXFRAME-3")
            }
        }
        return ChildPlacement(
            proposal: proposal,
            origin: try FrameEncoding.alignedOrigin(
                compiler.child(node), proposal, in: size, spec.alignment,
                compiler: compiler))
    }
}
