// Frame.swift
// ConstraintEngine
//
// FRAME-1..3: `frame(width:height:alignment:)`. A fixed dimension is the answer on its axis
// and the child's proposal; the child is aligned in the frame (FRAME-3, also used by
// FLEXFRAME-3).

import LayoutCore

enum FrameEncoding {
    /// FRAME-1: a negative, NaN or infinite dimension becomes nil (warned). A finite one that
    /// reads a proxy is certified on the side taken: `v ≥ 0`, or `v ≤ 0` for a negative one (the
    /// strict `v < 0` as a non-strict row).
    static func dimension(_ value: LayoutExpression?, _ node: Int, _ name: String, in compiler: ModelCompiler)
        throws(ConstraintEngineError) -> Quantity?
    {
        guard let value else { return nil }
        let v = try compiler.evaluate(value, node: node)
        if isValid(v.value) {
            compiler.builder.requireAtLeast(v, .zero, rule: "FRAME-1")
            return v
        }
        if v.isFinite { compiler.builder.requireAtLeast(.zero, v, rule: "FRAME-1") }
        warnInvalid(node, name, v.value, in: compiler)
        return nil
    }

    /// FRAME-1: a dimension that is kept (finite and not negative).
    static func isValid(_ v: Double) -> Bool { v.isFinite && v >= 0 }

    /// FRAME-1's warning for an invalid dimension (CORE-6).
    static func warnInvalid(_ node: Int, _ name: String, _ value: Double, in compiler: ModelCompiler) {
        compiler.warn(
            DiagnosticCode.frameInvalidDimension, "\(name) \(formatPoints(value)) is invalid; using nil", node: node)
    }

    /// FRAME-2.
    static func size(
        _ node: Int, _ w: LayoutExpression?, _ h: LayoutExpression?, _ p: ModelProposal,
        in compiler: ModelCompiler
    ) throws(ConstraintEngineError) -> ModelSize {
        let width = try dimension(w, node, "width", in: compiler),
            height = try dimension(h, node, "height", in: compiler)
        if let width, let height { return ModelSize(width: width, height: height) }
        let c = try compiler.measure(
            compiler.child(node), ModelProposal(width: width ?? p.width, height: height ?? p.height))
        return ModelSize(width: width ?? c.width, height: height ?? c.height)
    }

    /// FRAME-3: the child proposed the fixed dimensions (else `q`), aligned in the frame.
    static func childPlacement(
        _ node: Int, _ w: LayoutExpression?, _ h: LayoutExpression?, _ alignment: Alignment,
        size: ModelSize, proposal q: ModelProposal, in compiler: ModelCompiler
    )
        throws(ConstraintEngineError) -> ChildPlacement
    {
        let width = try dimension(w, node, "width", in: compiler),
            height = try dimension(h, node, "height", in: compiler)
        let proposal = ModelProposal(width: width ?? q.width, height: height ?? q.height)
        return ChildPlacement(
            proposal: proposal,
            origin: try alignedOrigin(compiler.child(node), proposal, in: size, alignment, compiler: compiler))
    }

    /// Aligns `child` (at proposal `c`) in a box of `size`: `F[A] − D[A]` per axis (FRAME-3).
    static func alignedOrigin(
        _ child: Int, _ c: ModelProposal, in size: ModelSize, _ alignment: Alignment,
        compiler: ModelCompiler
    ) throws(ConstraintEngineError) -> ModelPoint {
        var origin = ModelPoint.zero
        for axis in Axis.allCases {
            let key = alignment[axis]
            let f = try GuideEncoding.defaultGuide(key, size: size, node: nil, proposal: c, in: compiler)
            origin[axis] = f - (try compiler.guideValue(child, key, c))
        }
        return origin
    }
}
