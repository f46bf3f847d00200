// Image.swift
// LayoutDSL
//
// Image leaves (LEAF-IMAGE-1): intrinsic size unless `.resizable()`. Sizes come from the
// engine's image provider; SF Symbols from the text measurer.

import LayoutCore

/// `Image("name")` or `Image(systemName:)`.
public struct Image: View, PrimitiveView {
    var spec: ImageSpec

    public init(_ name: String) { spec = ImageSpec(name: name) }
    public init(systemName: String) { spec = ImageSpec(name: systemName, isSystemSymbol: true) }

    /// A resizable image fills the proposal, with nil → its intrinsic size (LEAF-IMAGE-1).
    public func resizable() -> Image {
        var copy = self
        copy.spec.isResizable = true
        return copy
    }

    func makeDescription(in context: DescriptionContext) -> ViewDescription {
        .view(.image(spec))
    }
}
