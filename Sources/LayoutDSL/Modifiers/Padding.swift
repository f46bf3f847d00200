// Padding.swift
// LayoutDSL
//
// `.padding` (PADDING-1/2): the given length on the chosen edges (16 when none is given,
// SPACING-1), 0 elsewhere. Negative insets are allowed and passed through.

import Foundation
import LayoutCore

/// The default padding (SPACING-1).
private let defaultPadding: LayoutExpression = 16

extension View {
    /// `.padding()`, `.padding(.horizontal)`, `.padding(.top, 8)`: `length ?? 16` on `edges`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> LayoutModified<Self> {
        padded(edges, length.expression ?? defaultPadding)
    }

    /// `.padding(8)`: the same length on every edge.
    public func padding(_ length: CGFloat) -> LayoutModified<Self> {
        padded(.all, length.expression)
    }

    /// `.padding(proxy.size.width / 10)` inside a GeometryReader.
    @_disfavoredOverload
    public func padding(_ length: LayoutExpression) -> LayoutModified<Self> {
        padded(.all, length.foldingConstants)
    }

    /// `.padding(.horizontal, proxy.size.width / 10)` inside a GeometryReader.
    @_disfavoredOverload
    public func padding(_ edges: Edge.Set, _ length: LayoutExpression) -> LayoutModified<Self> {
        padded(edges, length.foldingConstants)
    }

    /// `.padding(EdgeInsets(top:leading:bottom:trailing:))`.
    public func padding(_ insets: EdgeInsets) -> LayoutModified<Self> {
        layoutNode(
            .padding(
                EdgeInsets(
                    top: insets.top.foldingConstants, leading: insets.leading.foldingConstants,
                    bottom: insets.bottom.foldingConstants, trailing: insets.trailing.foldingConstants)))
    }

    private func padded(_ edges: Edge.Set, _ length: LayoutExpression)
        -> LayoutModified<Self>
    {
        let zero: LayoutExpression = 0
        let insets = EdgeInsets(
            top: edges.contains(.top) ? length : zero,
            leading: edges.contains(.leading) ? length : zero,
            bottom: edges.contains(.bottom) ? length : zero,
            trailing: edges.contains(.trailing) ? length : zero)
        return layoutNode(.padding(insets))
    }
}
