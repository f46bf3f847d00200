// Expressions.swift
// LayoutDSL
//
// Numbers written in the DSL become LayoutExpressions. Literals and CGFloat/Double values are
// constants, passed through unchanged, NaN and infinities included (CORE-6: the engines
// normalise and warn). Values read from a GeometryProxy or from an alignment guide's
// dimensions are symbolic (GEOREADER-2, GUIDE-2).

import Foundation
import LayoutCore

extension LayoutExpression {
    /// `+∞`, for `.frame(maxWidth: proxy.size.width > … ? .infinity : …)`-style arguments.
    public static let infinity = LayoutExpression.constant(.infinity)

    /// A constant from a value held in a `CGFloat` or `Double` variable.
    public init(_ value: CGFloat) { self = .constant(Double(value)) }

    /// Mixing an expression and a number held in a variable (literals already convert).
    @_disfavoredOverload
    public static func + (a: LayoutExpression, b: Double) -> LayoutExpression { .sum(a, .constant(b)) }
    @_disfavoredOverload
    public static func + (a: Double, b: LayoutExpression) -> LayoutExpression { .sum(.constant(a), b) }
    @_disfavoredOverload
    public static func - (a: LayoutExpression, b: Double) -> LayoutExpression {
        .difference(a, .constant(b))
    }
    @_disfavoredOverload
    public static func - (a: Double, b: LayoutExpression) -> LayoutExpression {
        .difference(.constant(a), b)
    }
}

extension Optional where Wrapped == CGFloat {
    /// The optional number as an optional constant expression.
    var expression: LayoutExpression? { map { .constant(Double($0)) } }
}

extension CGFloat {
    /// The number as a constant expression.
    var expression: LayoutExpression { .constant(Double(self)) }
}

extension LayoutExpression {
    /// The expression with its constant-only parts evaluated now: `-10 * Double(i)` written in
    /// an expression context becomes one constant. The engines would perform the same IEEE
    /// operations in the same order (CORE-7), so the value is unchanged; NaN and infinities
    /// fold like any other number.
    public var foldingConstants: LayoutExpression {
        switch self {
        case .constant, .width, .height, .guide, .proxyWidth, .proxyHeight:
            return self
        case .sum(let a, let b):
            let (a, b) = (a.foldingConstants, b.foldingConstants)
            if let x = a.constantValue, let y = b.constantValue { return .constant(x + y) }
            return .sum(a, b)
        case .difference(let a, let b):
            let (a, b) = (a.foldingConstants, b.foldingConstants)
            if let x = a.constantValue, let y = b.constantValue { return .constant(x - y) }
            return .difference(a, b)
        case .product(let a, let k):
            let a = a.foldingConstants
            if let x = a.constantValue { return .constant(x * k) }
            return .product(a, k)
        case .quotient(let a, let k):
            let a = a.foldingConstants
            if let x = a.constantValue { return .constant(x / k) }
            return .quotient(a, k)
        case .negation(let a):
            let a = a.foldingConstants
            if let x = a.constantValue { return .constant(-x) }
            return .negation(a)
        }
    }
}

extension Optional where Wrapped == LayoutExpression {
    /// ``LayoutExpression/foldingConstants`` of an optional expression.
    var foldingConstants: LayoutExpression? { map(\.foldingConstants) }
}
