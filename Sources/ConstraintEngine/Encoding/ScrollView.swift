// ScrollView.swift
// ConstraintEngine
//
// SCROLL-1/2: the content is proposed nil on the scroll axes; the ScrollView takes the
// proposal on those axes (its content's size where nil) and places the content top-leading.

import LayoutCore

enum ScrollViewEncoding {
    /// SCROLL-1: nil on the scroll axes.
    static func contentProposal(_ axes: AxisSet, _ p: ModelProposal) -> ModelProposal {
        ModelProposal(
            width: axes.contains(.horizontal) ? nil : p.width,
            height: axes.contains(.vertical) ? nil : p.height)
    }

    /// SCROLL-1: the content's size, with the proposal on the scroll axes.
    static func size(_ node: Int, _ axes: AxisSet, _ p: ModelProposal, in compiler: ModelCompiler)
        throws(ConstraintEngineError) -> ModelSize
    {
        guard let content = compiler.children(node).first else {
            return ModelSize(width: p.width ?? .zero, height: p.height ?? .zero)
        }
        let c = try compiler.measure(content, contentProposal(axes, p))
        var size = c
        for axis in Axis.allCases where axes.contains(axis) { size[axis] = p[axis] ?? c[axis] }
        return size
    }

    /// SCROLL-2: the content top-leading with the SCROLL-1 proposal.
    static func place(
        _ node: Int, _ axes: AxisSet, _ origin: ModelPoint, _ size: ModelSize, _ q: ModelProposal,
        offset: ModelPoint, in compiler: ModelCompiler
    ) throws(ConstraintEngineError) {
        guard let content = compiler.children(node).first else { return }
        let c = contentProposal(axes, q)
        try compiler.place(content, origin: origin, size: try compiler.measure(content, c), proposal: c, offset: offset)
    }
}
