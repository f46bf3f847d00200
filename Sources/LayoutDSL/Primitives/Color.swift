// Color.swift
// LayoutDSL
//
// A colour is both a view (a Rectangle-like leaf, LEAF-SHAPE-1) and the argument of fills,
// borders and backgrounds. Only its name is kept; drawing uses ``ColorName/palette``.

import Foundation
import LayoutCore

/// A named colour. As a view it fills the proposal, with nil → 10 (LEAF-SHAPE-1).
public struct Color: View, PrimitiveView, Hashable, Sendable {
    public var name: ColorName

    /// `Color("name")`: any name; unknown names are kept as written.
    public init(_ name: String) { self.name = ColorName(name) }
    public init(_ name: ColorName) { self.name = name }

    /// Colours ignore the foreground style: they draw themselves.
    func makeDescription(in context: DescriptionContext) -> ViewDescription {
        .view(.shape(ShapeSpec(shape: .color, fill: name)))
    }

    /// `Color.red.opacity(0.5)` is still a colour (drawing only).
    public func opacity(_ opacity: Double) -> Color { self }

    public static var red: Color { Color("red") }
    public static var orange: Color { Color("orange") }
    public static var yellow: Color { Color("yellow") }
    public static var green: Color { Color("green") }
    public static var mint: Color { Color("mint") }
    public static var teal: Color { Color("teal") }
    public static var cyan: Color { Color("cyan") }
    public static var blue: Color { Color("blue") }
    public static var indigo: Color { Color("indigo") }
    public static var purple: Color { Color("purple") }
    public static var pink: Color { Color("pink") }
    public static var brown: Color { Color("brown") }
    public static var gray: Color { Color("gray") }
    public static var black: Color { Color("black") }
    public static var white: Color { Color("white") }
    public static var clear: Color { Color("clear") }
    public static var primary: Color { Color("primary") }
    public static var secondary: Color { Color("secondary") }
    public static var accentColor: Color { Color("accentColor") }
}
