// Shapes.swift
// LayoutDSL
//
// Shape leaves: they take the proposal with nil → 10 (LEAF-SHAPE-1); Circle stays square
// (LEAF-SHAPE-2). A shape without its own fill is drawn in the foreground colour.

import Foundation
import LayoutCore

/// A shape leaf of the given kind, filled with the enclosing foreground colour if any.
func shapeDescription(_ shape: ShapeKind, in context: DescriptionContext) -> ViewDescription {
    .view(.shape(ShapeSpec(shape: shape, fill: context.foreground)))
}

/// `Rectangle()` (LEAF-SHAPE-1).
public struct Rectangle: View, PrimitiveView {
    public init() {}
    func makeDescription(in context: DescriptionContext) -> ViewDescription {
        shapeDescription(.rectangle, in: context)
    }
}

/// `RoundedRectangle(cornerRadius:)` (LEAF-SHAPE-1); the radius is drawing only.
public struct RoundedRectangle: View, PrimitiveView {
    public var cornerRadius: CGFloat
    public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
    func makeDescription(in context: DescriptionContext) -> ViewDescription {
        shapeDescription(.roundedRectangle(cornerRadius: Double(cornerRadius)), in: context)
    }
}

/// `Capsule()` (LEAF-SHAPE-1).
public struct Capsule: View, PrimitiveView {
    public init() {}
    func makeDescription(in context: DescriptionContext) -> ViewDescription {
        shapeDescription(.capsule, in: context)
    }
}

/// `Ellipse()` (LEAF-SHAPE-1).
public struct Ellipse: View, PrimitiveView {
    public init() {}
    func makeDescription(in context: DescriptionContext) -> ViewDescription {
        shapeDescription(.ellipse, in: context)
    }
}

/// `Circle()`: square, the smaller side of the proposal (LEAF-SHAPE-2).
public struct Circle: View, PrimitiveView {
    public init() {}
    func makeDescription(in context: DescriptionContext) -> ViewDescription {
        shapeDescription(.circle, in: context)
    }
}
