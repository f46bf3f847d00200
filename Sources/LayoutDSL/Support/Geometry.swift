// Geometry.swift
// LayoutDSL
//
// SwiftUI spellings for LayoutCore's axis and edge sets, and the few value types that
// render-only modifiers take.

import Foundation
import LayoutCore

extension Axis {
    /// `Axis.Set`, as in SwiftUI (`ScrollView(.horizontal)`, `ViewThatFits(in: .vertical)`).
    public typealias Set = AxisSet
}

/// A rectangle edge, as in SwiftUI; `Edge.Set` is LayoutCore's ``EdgeSet`` (`.padding(.top, 8)`).
public enum Edge: Hashable, Sendable {
    case top
    case leading
    case bottom
    case trailing

    public typealias Set = EdgeSet
}

extension EdgeInsets {
    /// SwiftUI's `EdgeInsets(top:leading:bottom:trailing:)` with numbers held in variables.
    /// (Literals and GeometryReader expressions use LayoutCore's initializer.)
    @_disfavoredOverload
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.init(
            top: .constant(Double(top)), leading: .constant(Double(leading)),
            bottom: .constant(Double(bottom)), trailing: .constant(Double(trailing)))
    }
}

/// An angle for `.rotationEffect` (drawing only; no layout effect, OFFSET-1).
public struct Angle: Hashable, Sendable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }

    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    public static let zero = Angle(radians: 0)
}

/// Multi-line text alignment (drawing only, TEXT-1).
public enum TextAlignment: Hashable, Sendable {
    case leading
    case center
    case trailing
}
