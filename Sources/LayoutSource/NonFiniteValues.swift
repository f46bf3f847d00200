// NonFiniteValues.swift
// LayoutSource
//
// CORE-10's source part: a NaN, written or computed from literals, is a source error; an
// infinite value is accepted only in the arguments CORE-10's table names (frame sizes,
// flexible-frame bounds, layoutPriority). Values computed during layout (GeometryProxy
// expressions, alignment-guide closures reading `d`) are checked in their constant parts only.

import LayoutCore
import SwiftSyntax

extension Translator {
    /// The message for a NaN in the source (CORE-10).
    static let nanMessage = "NaN is not a number a layout can use (CORE-10)"

    /// The message for an infinite value where CORE-10 does not accept one.
    static func infinityMessage(_ argument: String) -> String {
        "\(argument) must be finite; ∞ is accepted only in frame sizes, flexible-frame bounds and layoutPriority (CORE-10)"
    }

    /// Throws unless every constant part of `expression` is a number CORE-10 accepts for
    /// `argument`: never NaN, and ±∞ only when `allowsInfinity`. Parts that read a proxy or view
    /// dimensions are computed during layout and not checked; the constants they combine are.
    func checkNonFinite(
        _ expression: LayoutExpression, _ argument: String, allowsInfinity: Bool = false,
        at node: some SyntaxProtocol
    ) throws(SourceError) {
        let found = Self.nonFiniteConstantParts(of: expression)
        if found.nan { throw error(node, Self.nanMessage) }
        if found.infinite && !allowsInfinity { throw error(node, Self.infinityMessage(argument)) }
    }

    /// Whether some constant part of `root` (a leaf, a constant factor or divisor, or a
    /// proxy-free subexpression folded in IEEE arithmetic) is NaN or infinite. Iterative, so long
    /// sums do not recurse.
    static func nonFiniteConstantParts(of root: LayoutExpression) -> (nan: Bool, infinite: Bool) {
        enum Step {
            case visit(LayoutExpression)
            case combine(LayoutExpression)
        }
        var nan = false
        var infinite = false
        func note(_ x: Double) {
            if x.isNaN { nan = true } else if x.isInfinite { infinite = true }
        }
        var steps: [Step] = [.visit(root)]
        var values: [Double?] = []
        while let step = steps.popLast() {
            switch step {
            case .visit(let expression):
                switch expression {
                case .constant(let x):
                    note(x)
                    values.append(x)
                case .width, .height, .guide, .proxyWidth, .proxyHeight:
                    values.append(nil)
                case .sum(let a, let b), .difference(let a, let b):
                    steps.append(.combine(expression))
                    steps.append(.visit(b))
                    steps.append(.visit(a))
                case .product(let a, let k), .quotient(let a, let k):
                    note(k)
                    steps.append(.combine(expression))
                    steps.append(.visit(a))
                case .negation(let a):
                    steps.append(.combine(expression))
                    steps.append(.visit(a))
                }
            case .combine(let expression):
                var result: Double?
                switch expression {
                case .sum, .difference:
                    let b = values.removeLast()
                    let a = values.removeLast()
                    if let a, let b {
                        if case .sum = expression { result = a + b } else { result = a - b }
                    }
                case .product(_, let k):
                    result = values.removeLast().map { $0 * k }
                case .quotient(_, let k):
                    result = values.removeLast().map { $0 / k }
                default:
                    result = values.removeLast().map { -$0 }
                }
                if let result { note(result) }
                values.append(result)
            }
        }
        return (nan, infinite)
    }

    /// Throws if a number in `value` (an array's items, a size's or insets' components) has a
    /// NaN constant part: no argument accepts one (CORE-10).
    func checkNoNaN(_ value: Value, at node: some SyntaxProtocol) throws(SourceError) {
        var parts: [LayoutExpression] = []
        var pending = [value]
        while let next = pending.popLast() {
            switch next {
            case .real(let expression, _): parts.append(expression)
            case .size(let width, let height): parts += [width, height]
            case .insets(let insets): parts += [insets.top, insets.leading, insets.bottom, insets.trailing]
            case .array(let items): pending += items
            default: break
            }
        }
        for part in parts where Self.nonFiniteConstantParts(of: part).nan {
            throw error(node, Self.nanMessage)
        }
    }

    // MARK: Checked accessors

    /// A number argument as a LayoutExpression, checked by CORE-10.
    func layoutExpression(
        _ expr: ExprSyntax, argument: String, allowsInfinity: Bool = false, in scope: Scope
    ) throws(SourceError) -> LayoutExpression {
        let result = try layoutExpression(expr, in: scope)
        try checkNonFinite(result, argument, allowsInfinity: allowsInfinity, at: expr)
        return result
    }

    /// A number argument as a LayoutExpression or nil for `nil`, checked by CORE-10.
    func optionalLayoutExpression(
        _ expr: ExprSyntax, argument: String, allowsInfinity: Bool = false, in scope: Scope
    ) throws(SourceError) -> LayoutExpression? {
        if expr.is(NilLiteralExprSyntax.self) { return nil }
        return try layoutExpression(expr, argument: argument, allowsInfinity: allowsInfinity, in: scope)
    }

    /// A number argument known before layout, checked by CORE-10.
    func double(
        _ expr: ExprSyntax, argument: String, allowsInfinity: Bool = false, in scope: Scope
    ) throws(SourceError) -> Double {
        let result = try value(of: expr, in: scope)
        if case .real(let expression, _) = result {
            try checkNonFinite(expression, argument, allowsInfinity: allowsInfinity, at: expr)
        }
        return try arithmetic(expr) { () throws(ArithmeticError) in try Arithmetic.double(result) }
    }

    /// A number argument known before layout or nil for `nil`, checked by CORE-10.
    func optionalDouble(
        _ expr: ExprSyntax, argument: String, allowsInfinity: Bool = false, in scope: Scope
    ) throws(SourceError) -> Double? {
        if expr.is(NilLiteralExprSyntax.self) { return nil }
        return try double(expr, argument: argument, allowsInfinity: allowsInfinity, in: scope)
    }

    /// An integer argument (a line limit): a non-finite number is CORE-10's error, not "expected
    /// an integer".
    func integer(_ expr: ExprSyntax, argument: String, in scope: Scope) throws(SourceError) -> Int {
        let result = try value(of: expr, in: scope)
        if case .real(let expression, _) = result {
            try checkNonFinite(expression, argument, at: expr)
        }
        return try arithmetic(expr) { () throws(ArithmeticError) in try Arithmetic.integer(result) }
    }
}
