// RenderOnly.swift
// LayoutDSL
//
// Modifiers that only affect drawing: accepted so that SwiftUI code reads as written, and not
// nodes (§18.5). Fills and foreground colours are kept on shape leaves for drawing
// (LEAF-SHAPE-1); opacity, clipping and strokes are in PaintModifiers.swift; scale and rotation are layout-transparent (OFFSET-1) and dropped.

import Foundation
import LayoutCore

extension View {
    /// Fills a shape or colour (drawing only, LEAF-SHAPE-1); on other views it does nothing.
    public func fill(_ color: Color) -> ModifiedContent<Self, FillModifier> {
        modifier(FillModifier(color: color.name))
    }

    /// The colour of every shape below that has no fill of its own; the innermost wins.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, ForegroundModifier> {
        modifier(ForegroundModifier(color: color?.name))
    }

    /// The colour of every shape below that has no fill of its own; the innermost wins.
    public func foregroundStyle(_ color: Color) -> ModifiedContent<Self, ForegroundModifier> {
        modifier(ForegroundModifier(color: color.name))
    }

    /// Drawing only (OFFSET-1: layout-transparent).
    public func scaleEffect(_ scale: CGFloat) -> Self { self }

    /// Drawing only (OFFSET-1: layout-transparent).
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1) -> Self { self }

    /// Drawing only (OFFSET-1: layout-transparent).
    public func rotationEffect(_ angle: Angle) -> Self { self }

    /// Drawing only (OFFSET-1: layout-transparent).
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Self {
        self
    }

    /// Drawing only (TEXT-1).
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Self { self }

    /// Drawing only (TEXT-1).
    public func truncationMode(_ mode: Text.TruncationMode) -> Self { self }
}
