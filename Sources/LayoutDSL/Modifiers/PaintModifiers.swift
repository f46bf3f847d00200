// PaintModifiers.swift
// LayoutDSL
//
// Render-only modifiers that change what is painted (§18.5: not nodes): opacity and clipping
// become `PaintEffect`s on the nodes of the modified view; `stroke` / `strokeBorder` make a shape
// leaf an outline (LEAF-SHAPE-1: drawing only).

import Foundation
import LayoutCore

/// A shape view usable with `.clipShape(_:)`.
public protocol ClipShapeView: View {
    /// The shape's kind.
    var shapeKind: ShapeKind { get }
}

extension Rectangle: ClipShapeView { public var shapeKind: ShapeKind { .rectangle } }
extension RoundedRectangle: ClipShapeView {
    public var shapeKind: ShapeKind { .roundedRectangle(cornerRadius: Double(cornerRadius)) }
}
extension Capsule: ClipShapeView { public var shapeKind: ShapeKind { .capsule } }
extension Ellipse: ClipShapeView { public var shapeKind: ShapeKind { .ellipse } }
extension Circle: ClipShapeView { public var shapeKind: ShapeKind { .circle } }

/// Records a ``PaintEffect`` on every node the modified view lowers to; a root
/// `.ignoresSafeArea()` stays outermost (ROOT-3).
public struct PaintModifier: ViewModifier, PrimitiveModifier {
    let effect: PaintEffect

    func makeDescription<Content: View>(of content: Content, in context: DescriptionContext)
        -> ViewDescription
    {
        let description = describe(content, in: context)
        if case .ignoresSafeArea(let inner) = description {
            return .ignoresSafeArea(.painted(effect, content: inner))
        }
        return .painted(effect, content: description)
    }
}

/// `.stroke` / `.strokeBorder` on a shape: drawn as an outline; other views are unchanged.
public struct StrokeModifier: ViewModifier, PrimitiveModifier {
    let stroke: ShapeStroke

    func makeDescription<Content: View>(of content: Content, in context: DescriptionContext)
        -> ViewDescription
    {
        let description = describe(content, in: context)
        guard case .view(.shape(var spec), let children) = description else { return description }
        spec.stroke = stroke
        return .view(.shape(spec), children: children)
    }
}

extension View {
    /// Composites the view at `opacity` (drawing only).
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, PaintModifier> {
        modifier(PaintModifier(effect: .opacity(opacity)))
    }

    /// Clips the drawing to the view's frame (drawing only: content beyond it is still laid out).
    public func clipped() -> ModifiedContent<Self, PaintModifier> {
        modifier(PaintModifier(effect: .clip(.rectangle)))
    }

    /// Clips the drawing to a rounded rectangle filling the view's frame (drawing only).
    public func cornerRadius(_ radius: CGFloat) -> ModifiedContent<Self, PaintModifier> {
        modifier(PaintModifier(effect: .clip(.roundedRectangle(cornerRadius: Double(radius)))))
    }

    /// Clips the drawing to `shape` filling the view's frame (drawing only).
    public func clipShape<S: ClipShapeView>(_ shape: S) -> ModifiedContent<Self, PaintModifier> {
        modifier(PaintModifier(effect: .clip(shape.shapeKind)))
    }

    /// A shape's outline centred on its edge, in `color` (nil: the fill or foreground colour).
    public func stroke(_ color: Color? = nil, lineWidth: CGFloat = 1) -> ModifiedContent<Self, StrokeModifier> {
        modifier(StrokeModifier(stroke: ShapeStroke(color: color?.name, lineWidth: Double(lineWidth))))
    }

    /// A shape's outline inside its frame, in `color` (nil: the fill or foreground colour).
    public func strokeBorder(_ color: Color? = nil, lineWidth: CGFloat = 1) -> ModifiedContent<Self, StrokeModifier> {
        modifier(
            StrokeModifier(stroke: ShapeStroke(color: color?.name, lineWidth: Double(lineWidth), isInset: true)))
    }
}
