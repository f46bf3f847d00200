// FixedSize.swift
// ConstraintEngine
//
// FIXEDSIZE-1/2: `fixedSize(horizontal:vertical:)` proposes nil on the fixed axes, in sizing
// and placement, and centres the child in the frame it is given.

import LayoutCore

enum FixedSizeEncoding {
    /// FIXEDSIZE-1: `P` with nil on the fixed axes.
    static func childProposal(_ p: ModelProposal, horizontal: Bool, vertical: Bool) -> ModelProposal {
        ModelProposal(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    /// FIXEDSIZE-1: the child's answer to the fixed proposal.
    static func size(
        _ node: Int, _ horizontal: Bool, _ vertical: Bool, _ p: ModelProposal,
        in compiler: ModelCompiler
    ) throws(ConstraintEngineError) -> ModelSize {
        try compiler.measure(compiler.child(node), childProposal(p, horizontal: horizontal, vertical: vertical))
    }

    /// FIXEDSIZE-2: the child with the fixed proposal, centred.
    static func childPlacement(
        _ node: Int, _ horizontal: Bool, _ vertical: Bool, size: ModelSize,
        proposal q: ModelProposal, in compiler: ModelCompiler
    )
        throws(ConstraintEngineError) -> ChildPlacement
    {
        let proposal = childProposal(q, horizontal: horizontal, vertical: vertical)
        let s = try compiler.measure(compiler.child(node), proposal)
        return ChildPlacement(
            proposal: proposal,
            origin: ModelPoint(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2))
    }
}
