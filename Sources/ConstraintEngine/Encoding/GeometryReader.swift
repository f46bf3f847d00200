// GeometryReader.swift
// ConstraintEngine
//
// GEOREADER-1/2: a GeometryReader takes the whole proposal (nil → 0) and places its children
// top-leading, proposed its size, which proxy reads inside it see (ModelCompiler.proxySizes).

import LayoutCore

enum GeometryReaderEncoding {
    /// GEOREADER-1: the proposal, nil → 0.
    static func size(_ p: ModelProposal) -> ModelSize {
        ModelSize(width: p.width ?? .zero, height: p.height ?? .zero)
    }

    /// GEOREADER-2: children top-leading, proposed the reader's size, which proxies read.
    static func place(
        _ node: Int, _ origin: ModelPoint, _ size: ModelSize, offset: ModelPoint,
        in compiler: ModelCompiler
    ) throws(ConstraintEngineError) {
        compiler.proxySizes.append(size)
        defer { compiler.proxySizes.removeLast() }
        let boxed = ModelProposal(width: size.width, height: size.height)
        for item in compiler.children(node) {
            try compiler.place(
                item, origin: origin, size: try compiler.measure(item, boxed), proposal: boxed,
                offset: offset)
        }
    }
}
