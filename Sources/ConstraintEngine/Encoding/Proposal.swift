// Proposal.swift
// ConstraintEngine
//
// PROPOSAL-1..3 in the model: a proposal axis is nil (unspecified) or a quantity (possibly ∞,
// a constant then); PROPOSAL-3 sanitising is a certified max with 0.

import LayoutCore

enum ProposalEncoding {
    /// A proposal of plain numbers as constant quantities (PROPOSAL-1: nil stays nil).
    static func constant(_ p: ProposedSize) -> ModelProposal {
        ModelProposal(width: p.width.map(Quantity.init), height: p.height.map(Quantity.init))
    }

    /// PROPOSAL-3: NaN → nil, negative → 0 (certified). An axis already known to be
    /// non-negative is returned as it is, without a row.
    static func sanitized(_ p: ModelProposal, node: Int, in compiler: ModelCompiler)
        throws(ConstraintEngineError) -> ModelProposal
    {
        let builder = compiler.builder
        var q = p
        for axis in Axis.allCases {
            guard let v = q[axis], !builder.isKnownNonNegative(v), !(v.isConstant && v.value >= 0) else { continue }
            if v.value.isNaN { q[axis] = nil } else { q[axis] = builder.maximum(.zero, v, rule: "PROPOSAL-3") }
        }
        return q
    }
}
