// Padding.swift
// ConstraintEngine
//
// PADDING-1/2: the child is proposed the proposal minus the insets (a certified max with 0;
// ∞ stays ∞) and placed at the leading/top insets; the answer adds the insets back. A
// non-finite inset (computed from a GeometryProxy) is kept as a constant (CORE-10): the max
// with 0 ignores a NaN (CORE-11), sizes and origins follow IEEE.

import LayoutCore

enum PaddingEncoding {
    typealias ResolvedInsets = (top: Quantity, leading: Quantity, bottom: Quantity, trailing: Quantity)

    /// PADDING-1 insets `(t, l, b, r)` as quantities, non-finite ones kept (CORE-10).
    static func resolvedInsets(_ node: Int, _ e: EdgeInsets, in compiler: ModelCompiler) throws(ConstraintEngineError)
        -> ResolvedInsets
    {
        func value(_ x: LayoutExpression) throws(ConstraintEngineError) -> Quantity {
            try compiler.evaluate(x, node: node)
        }
        return (try value(e.top), try value(e.leading), try value(e.bottom), try value(e.trailing))
    }

    /// PADDING-1/2: the proposal minus the insets, at least 0 (∞ stays ∞).
    static func childProposal(_ node: Int, _ e: EdgeInsets, _ p: ModelProposal, in compiler: ModelCompiler)
        throws(ConstraintEngineError) -> ModelProposal
    {
        let i = try resolvedInsets(node, e, in: compiler)
        let builder = compiler.builder
        let w = p.width.map { builder.maximum($0 - i.leading - i.trailing, .zero, rule: "PADDING-1") }
        let h = p.height.map { builder.maximum($0 - i.top - i.bottom, .zero, rule: "PADDING-1") }
        return ModelProposal(width: w, height: h)
    }

    /// PADDING-1: the child's answer plus the insets.
    static func size(_ node: Int, _ e: EdgeInsets, _ p: ModelProposal, in compiler: ModelCompiler)
        throws(ConstraintEngineError) -> ModelSize
    {
        let i = try resolvedInsets(node, e, in: compiler)
        let c = try compiler.measure(compiler.child(node), try childProposal(node, e, p, in: compiler))
        return ModelSize(width: c.width + i.leading + i.trailing, height: c.height + i.top + i.bottom)
    }

    /// PADDING-2: the child at `(leading, top)` with the padded proposal.
    static func childPlacement(_ node: Int, _ e: EdgeInsets, proposal q: ModelProposal, in compiler: ModelCompiler)
        throws(ConstraintEngineError) -> ChildPlacement
    {
        let i = try resolvedInsets(node, e, in: compiler)
        return ChildPlacement(
            proposal: try childProposal(node, e, q, in: compiler),
            origin: ModelPoint(x: i.leading, y: i.top))
    }
}
