// Placement.swift
// LayoutDSL
//
// `.offset` (OFFSET-1: drawing only, but a node, because display frames move) and `.position`
// (POSITION-1/2: takes the proposal and centres the child on the point).

import Foundation
import LayoutCore

extension View {
    /// Moves the drawing by `(x, y)`; layout is unchanged (OFFSET-1).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> LayoutModified<Self> {
        layoutNode(.offset(x: x.expression, y: y.expression))
    }

    /// `.offset(CGSize(width:height:))` (OFFSET-1).
    public func offset(_ offset: CGSize) -> LayoutModified<Self> {
        layoutNode(.offset(x: offset.width.expression, y: offset.height.expression))
    }

    /// An offset that reads a GeometryReader's proxy (OFFSET-1).
    @_disfavoredOverload
    public func offset(x: LayoutExpression = 0, y: LayoutExpression = 0) -> LayoutModified<Self> {
        layoutNode(.offset(x: x.foldingConstants, y: y.foldingConstants))
    }

    /// Centres the view at `(x, y)` in a frame that takes the proposal (POSITION-1/2).
    /// `.position()` is `(0, 0)`.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> LayoutModified<Self> {
        layoutNode(.position(x: x.expression, y: y.expression))
    }

    /// `.position(CGPoint(x:y:))` (POSITION-1/2).
    public func position(_ position: CGPoint) -> LayoutModified<Self> {
        layoutNode(.position(x: position.x.expression, y: position.y.expression))
    }

    /// A position that reads a GeometryReader's proxy:
    /// `.position(x: proxy.size.width / 2, y: proxy.size.height / 2)` (POSITION-1/2).
    @_disfavoredOverload
    public func position(x: LayoutExpression = 0, y: LayoutExpression = 0) -> LayoutModified<Self> {
        layoutNode(.position(x: x.foldingConstants, y: y.foldingConstants))
    }
}
