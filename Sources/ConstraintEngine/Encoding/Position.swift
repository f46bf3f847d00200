// Position.swift
// ConstraintEngine
//
// POSITION-1/2: `position(x:y:)` takes the whole proposal (nil axes from the child) and puts
// the child's centre at (x, y); non-finite coordinates are kept as compile-time constants
// (CORE-10).

import LayoutCore

enum PositionEncoding {
    /// POSITION-1.
    static func size(_ node: Int, _ p: ModelProposal, in compiler: ModelCompiler) throws(ConstraintEngineError)
        -> ModelSize
    {
        if let w = p.width, let h = p.height { return ModelSize(width: w, height: h) }
        let c = try compiler.measure(compiler.child(node), p)
        return ModelSize(width: p.width ?? c.width, height: p.height ?? c.height)
    }

    /// POSITION-2: the child proposed the modifier's size, centred on (x, y).
    static func childPlacement(
        _ node: Int, _ x: LayoutExpression, _ y: LayoutExpression, size: ModelSize,
        in compiler: ModelCompiler
    ) throws(ConstraintEngineError) -> ChildPlacement {
        let proposal = ModelProposal(width: size.width, height: size.height)
        let s = try compiler.measure(compiler.child(node), proposal)
        let px = try compiler.evaluate(x, node: node)
        let py = try compiler.evaluate(y, node: node)
        return ChildPlacement(proposal: proposal, origin: ModelPoint(x: px - s.width / 2, y: py - s.height / 2))
    }
}
