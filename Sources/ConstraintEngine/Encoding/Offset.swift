// Offset.swift
// ConstraintEngine
//
// OFFSET-1: `offset(x:y:)` changes neither sizing nor placement; it adds to the render offset
// that display frames carry (ROUND-2). A non-finite offset (computed from a GeometryProxy, or
// a sum that overflows) is a compile-time constant and is kept (CORE-10).

import LayoutCore

enum OffsetEncoding {
    /// OFFSET-1: the modifier answers what its child answers.
    static func size(_ node: Int, _ p: ModelProposal, in compiler: ModelCompiler) throws(ConstraintEngineError)
        -> ModelSize
    {
        try compiler.measure(compiler.child(node), p)
    }

    /// OFFSET-1: the render offset of an `offset(x, y)` node, accumulated on its parent's.
    static func renderOffset(
        _ offset: ModelPoint, _ node: Int, _ x: LayoutExpression, _ y: LayoutExpression,
        in compiler: ModelCompiler
    ) throws(ConstraintEngineError) -> ModelPoint {
        var result = offset
        result.x = result.x + (try compiler.evaluate(x, node: node))
        result.y = result.y + (try compiler.evaluate(y, node: node))
        return result
    }
}
