// Overlay.swift
// ConstraintEngine
//
// OVERLAY-1..3, BACKGROUND-1 and `border`: the primary (first child) sizes the modifier; each
// secondary is proposed the primary's final size and aligned on its own.

import LayoutCore

enum OverlayEncoding {
    /// OVERLAY-1: the modifier answers what its primary answers.
    static func size(_ node: Int, _ p: ModelProposal, in compiler: ModelCompiler) throws(ConstraintEngineError)
        -> ModelSize
    {
        try compiler.measure(compiler.child(node), p)
    }

    /// OVERLAY-2/3, BACKGROUND-1: each secondary is proposed the primary's final size and
    /// aligned on its own (a border is centred).
    static func placeSecondaries(
        _ node: Int, _ alignment: Alignment, _ origin: ModelPoint, _ size: ModelSize,
        _ primaryProposal: ModelProposal, offset: ModelPoint,
        in compiler: ModelCompiler
    ) throws(ConstraintEngineError) {
        let items = compiler.children(node)
        let primary = items[0]
        let boxed = ModelProposal(width: size.width, height: size.height)
        for item in items.dropFirst() {
            let s = try compiler.measure(item, boxed)
            var o = origin
            for axis in Axis.allCases {
                let key = alignment[axis]
                // `B.origin + (Dp − Ds)`: the difference first, as OVERLAY-2 writes it (CORE-7).
                o[axis] =
                    o[axis]
                    + ((try compiler.guideValue(primary, key, primaryProposal))
                        - (try compiler.guideValue(item, key, boxed)))
            }
            try compiler.place(item, origin: o, size: s, proposal: boxed, offset: offset)
        }
    }
}
