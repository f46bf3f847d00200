// PaintEffect.swift
// LayoutCore
//
// Render-only modifiers (§18.5: not nodes) that change what is painted, recorded as data on the
// node they apply to so that reports can paint them. Engines never read them.

/// A drawing-only effect on a node and everything drawn inside it.
public enum PaintEffect: Hashable, Sendable, Codable {
    /// `.opacity(x)`: the node's drawing composited at `x` (values outside 0...1 are clamped
    /// when painted, as SwiftUI does).
    case opacity(Double)
    /// `.clipped()` (`.rectangle`), `.cornerRadius(r)` (`.roundedRectangle`) or
    /// `.clipShape(S)`: the node's drawing clipped to the shape filling its display frame.
    case clip(ShapeKind)
}

/// How a shape is stroked instead of filled (`.stroke`, `.strokeBorder`).
public struct ShapeStroke: Hashable, Sendable, Codable {
    /// nil: the shape's fill or foreground colour (SwiftUI strokes in the foreground style).
    public var color: ColorName?
    public var lineWidth: Double
    /// `.strokeBorder`: the stroke lies inside the frame; `.stroke`: centred on the outline.
    public var isInset: Bool

    public init(color: ColorName? = nil, lineWidth: Double = 1, isInset: Bool = false) {
        self.color = color
        self.lineWidth = lineWidth
        self.isInset = isInset
    }
}
