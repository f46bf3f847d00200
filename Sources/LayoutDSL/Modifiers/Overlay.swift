// Overlay.swift
// LayoutDSL
//
// `.overlay`, `.background` (OVERLAY-1..3, BACKGROUND-1) and `.border` (an overlay of a
// rectangle stroked inside the bounds, OVERLAY-3). The composite has the primary's size; each
// member of the secondary content is proposed that size and aligned on its own.

import Foundation
import LayoutCore

extension View {
    /// Draws `content` above this view, each member aligned on `alignment` (OVERLAY-1..3).
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> ModifiedContent<Self, SecondaryContentModifier<V>>
    {
        modifier(SecondaryContentModifier(kind: .overlay(alignment: alignment), secondary: content()))
    }

    /// `.overlay(view, alignment:)`, SwiftUI's older spelling (OVERLAY-1..3).
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center)
        -> ModifiedContent<Self, SecondaryContentModifier<V>>
    {
        modifier(SecondaryContentModifier(kind: .overlay(alignment: alignment), secondary: overlay))
    }

    /// `.overlay(.red)`: a colour filling the view's bounds (OVERLAY-3).
    public func overlay(_ color: Color) -> ModifiedContent<Self, SecondaryContentModifier<Color>> {
        modifier(SecondaryContentModifier(kind: .overlay(alignment: .center), secondary: color))
    }

    /// Draws `content` behind this view, each member aligned on `alignment` (BACKGROUND-1).
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> ModifiedContent<Self, SecondaryContentModifier<V>>
    {
        modifier(
            SecondaryContentModifier(
                kind: .background(alignment: alignment),
                secondary: content()))
    }

    /// `.background(view, alignment:)`, SwiftUI's older spelling (BACKGROUND-1).
    public func background<V: View>(_ background: V, alignment: Alignment = .center)
        -> ModifiedContent<Self, SecondaryContentModifier<V>>
    {
        modifier(
            SecondaryContentModifier(
                kind: .background(alignment: alignment),
                secondary: background))
    }

    /// `.background(.red)`: a colour filling the view's bounds (BACKGROUND-1).
    public func background(_ color: Color) -> ModifiedContent<Self, SecondaryContentModifier<Color>> {
        modifier(SecondaryContentModifier(kind: .background(alignment: .center), secondary: color))
    }

    /// A border of `width` drawn inside the bounds: an overlay whose secondary is the stroked
    /// rectangle (OVERLAY-3). The width is drawing only and passed through unchecked.
    public func border(_ color: Color, width: CGFloat = 1) -> ModifiedContent<Self, BorderModifier> {
        modifier(BorderModifier(color: color.name, width: Double(width)))
    }
}
