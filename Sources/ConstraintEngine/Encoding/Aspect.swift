// Aspect.swift
// ConstraintEngine
//
// ASPECT-1..3: `aspectRatio(_:contentMode:)`. The child is offered the largest (fit) or smallest
// (fill) box of the ratio inside the proposal (a certified min/max of the two scales) and is
// centred in the modifier's frame. `offered(P)` is sanitised (PROPOSAL-3) in sizing and in
// placement alike (ASPECT-3): `0 · ∞` becomes nil, a negative side 0.

import LayoutCore

enum AspectEncoding {
    /// ASPECT-1 `offered(P)`, sanitised (ASPECT-3, PROPOSAL-3). The child's measurement would
    /// sanitise it the same way, so sanitising here adds no row; it makes placement propose
    /// (and the child report) the sanitised proposal too.
    static func offered(
        _ node: Int, _ ratio: Double?, _ mode: ContentMode, _ p: ModelProposal,
        in compiler: ModelCompiler
    ) throws(ConstraintEngineError) -> ModelProposal {
        if p.width == nil && p.height == nil { return p }
        let builder = compiler.builder
        var r: ModelSize
        if let ratio {
            r = ModelSize(width: Quantity(ratio), height: Quantity(1))
        } else {
            r = try compiler.measure(compiler.child(node), ModelProposal(width: nil, height: nil))
        }
        // k = P / r would multiply two model quantities, which is not linear: the ideal size is
        // frozen at its forward value and a row certifies that it has that value.
        for axis in Axis.allCases {
            builder.requireEqual(r[axis], Quantity(r[axis].value), rule: "ASPECT-1")
            r[axis] = Quantity(r[axis].value)
        }
        if r.width.value == r.height.value { r = ModelSize(width: Quantity(1), height: Quantity(1)) }
        func scale(_ pa: Quantity?, _ ra: Double) -> Quantity {
            guard let pa, ra != 0 || pa.value != 0 else { return .infinity }
            return pa / ra
        }
        let sx = scale(p.width, r.width.value), sy = scale(p.height, r.height.value)
        let k = mode == .fit ? builder.minimum(sx, sy, rule: "ASPECT-1") : builder.maximum(sx, sy, rule: "ASPECT-1")
        return try ProposalEncoding.sanitized(
            ModelProposal(width: k * r.width.value, height: k * r.height.value), node: node, in: compiler)
    }

    /// ASPECT-1: the child's answer to `offered(P)`.
    static func size(
        _ node: Int, _ ratio: Double?, _ mode: ContentMode, _ p: ModelProposal,
        in compiler: ModelCompiler
    ) throws(ConstraintEngineError) -> ModelSize {
        try compiler.measure(compiler.child(node), offered(node, ratio, mode, p, in: compiler))
    }

    /// ASPECT-2: the child with `offered(Q)`, centred.
    static func childPlacement(
        _ node: Int, _ ratio: Double?, _ mode: ContentMode, size: ModelSize,
        proposal q: ModelProposal, in compiler: ModelCompiler
    )
        throws(ConstraintEngineError) -> ChildPlacement
    {
        let proposal = try offered(node, ratio, mode, q, in: compiler)
        let s = try compiler.measure(compiler.child(node), proposal)
        return ChildPlacement(
            proposal: proposal,
            origin: ModelPoint(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2))
    }
}
