// Value.swift
// LayoutSource
//
// The compile-time values the front end computes: numbers (kept as LayoutExpressions so that
// GeometryReader proxies and ViewDimensions stay symbolic), strings, booleans, arrays and ranges
// (for ForEach), sizes and insets; views passed as values (`content`); enum cases; and
// stand-ins for data the input does not supply (StandIns.swift).

import LayoutCore

/// A value computed from source.
///
/// Numbers follow Swift's typing closely enough for layout code:
/// - `integer(_, isLiteral: true)` is an integer literal, which adapts to its context like in
///   Swift; `isLiteral: false` is a typed `Int` (a ForEach variable, an `Int` property), whose
///   arithmetic is integer arithmetic (`i / 2` truncates).
/// - `real(_, isDerived:)` is a CGFloat/Double. Arithmetic on literals keeps its structure
///   (`10 * 3` stays a product, so printed trees parse back unchanged); arithmetic involving a
///   *derived* constant (from a ForEach variable or a property, e.g. `Double(i) * 10`) is folded.
enum Value {
    case integer(Int, isLiteral: Bool)
    case real(LayoutExpression, isDerived: Bool)
    case string(String)
    case bool(Bool)
    case array([Value])
    /// `lower..<upper` (a closed range is stored half-open).
    case range(lower: Int, upper: Int)
    case size(width: LayoutExpression, height: LayoutExpression)
    case insets(EdgeInsets)
    /// The `nil` literal.
    case none
    /// A view passed as a value: a custom view's `content`, a ViewModifier's `content`, `self`
    /// in a View extension.
    case view(ViewDescription)
    /// `.name`: an enum case (compared and matched by `switch`).
    case enumCase(String)
    /// A value the input does not supply, of a type the front end does not model (a
    /// `Landmark`, a `ModelData`): its use decides what it reads as (StandIns.swift).
    case standIn(StandIn)

    /// A short description of the kind of value, for messages.
    var kindName: String {
        switch self {
        case .integer, .real: "a number"
        case .string: "a string"
        case .bool: "a Bool"
        case .array: "an array"
        case .range: "a range"
        case .size: "a CGSize"
        case .insets: "EdgeInsets"
        case .none: "nil"
        case .view: "a view"
        case .enumCase(let name): "the enum case .\(name)"
        case .standIn(let standIn): "the stand-in '\(standIn.path)'"
        }
    }

    /// The value as a named constant: literals become typed and constant reals fold.
    var asNamedConstant: Value {
        switch self {
        case .integer(let n, _): return .integer(n, isLiteral: false)
        case .real(let expression, _):
            if expression.isConstantEvaluable {
                return .real(.constant(expression.constantResult), isDerived: true)
            }
            return self
        case .array(let items): return .array(items.map(\.asNamedConstant))
        default: return self
        }
    }

    /// Text for string interpolation (`"\(i)"`), as Swift prints it.
    var interpolated: String? {
        switch self {
        case .integer(let n, _): return String(n)
        case .real(let expression, _):
            guard expression.isConstantEvaluable else { return nil }
            return "\(expression.constantResult)"
        case .string(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .enumCase(let name): return name
        case .standIn(let standIn): return standIn.placeholder
        default: return nil
        }
    }
}

extension LayoutExpression {
    /// Whether the expression reads neither a proxy nor view dimensions.
    var isConstantEvaluable: Bool { maximumProxyDepth == nil && !readsDimensions }

    /// The value of a constant-evaluable expression (IEEE, in the order written).
    var constantResult: Double { evaluate(.proxiesOnly([])) }
}
