// ExpressionPrinter.swift
// SourcePrinter
//
// LayoutExpressions and alignment guides as Swift source. Parentheses are added wherever needed
// so that the source parses back to the same expression *structure*: a constant operand is
// parenthesised under a negation (`-(5)` is a negation, `-5` a negative constant), and
// same-precedence right operands keep their grouping (`a - (b - c)`).

import LayoutCore

extension SwiftUISourcePrinter {
    /// The closure parameter name for the GeometryReader at nesting depth `n`.
    static func proxyName(_ depth: Int) -> String { depth == 0 ? "proxy" : "proxy\(depth)" }

    /// `expression` as Swift, with `d` the ViewDimensions of a guide on `axis`.
    static func expression(_ expression: LayoutExpression, axis: Axis?, alignments: AlignmentNames) -> String {
        printed(expression, axis: axis, alignments: alignments).text
    }

    /// Precedence levels: 0 additive, 1 multiplicative, 2 prefix and atoms.
    private static func printed(
        _ expression: LayoutExpression, axis: Axis?,
        alignments: AlignmentNames
    ) -> (text: String, level: Int) {
        func operand(_ inner: LayoutExpression, minimum: Int) -> String {
            let (text, level) = printed(inner, axis: axis, alignments: alignments)
            if level < minimum || text.hasPrefix("-") { return "(" + text + ")" }
            return text
        }
        func factor(_ k: Double) -> String {
            let text = number(k)
            return text.hasPrefix("-") ? "(" + text + ")" : text
        }
        switch expression {
        case .constant(let value): return (number(value), 2)
        case .width: return ("d.width", 2)
        case .height: return ("d.height", 2)
        case .guide(let key): return ("d[" + guideName(key, context: axis, alignments: alignments) + "]", 2)
        case .proxyWidth(let n): return (proxyName(n) + ".size.width", 2)
        case .proxyHeight(let n): return (proxyName(n) + ".size.height", 2)
        case .sum(let a, let b): return (operand(a, minimum: 0) + " + " + operand(b, minimum: 1), 0)
        case .difference(let a, let b): return (operand(a, minimum: 0) + " - " + operand(b, minimum: 1), 0)
        case .product(let a, let k): return (operand(a, minimum: 1) + " * " + factor(k), 1)
        case .quotient(let a, let k): return (operand(a, minimum: 1) + " / " + factor(k), 1)
        case .negation(let a):
            let (text, level) = printed(a, axis: axis, alignments: alignments)
            let atomic: Bool
            switch a {
            case .width, .height, .guide, .proxyWidth, .proxyHeight: atomic = true
            default: atomic = false
            }
            return ("-" + (atomic && level == 2 ? text : "(" + text + ")"), 2)
        }
    }

    /// A guide as an argument: `.leading`, `.center` (when `context` is its axis), otherwise
    /// qualified (`HorizontalAlignment.center`); custom guides by their static member name.
    static func guideName(_ key: AlignmentKey, context: Axis?, alignments: AlignmentNames) -> String {
        let typeName = key.axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment"
        switch key {
        case .horizontalCenter, .verticalCenter:
            return context == key.axis ? ".center" : typeName + ".center"
        case .custom(let custom):
            let name = alignments.memberName(custom)
            return context == key.axis || !alignments.isAmbiguous(name) ? "." + name : typeName + "." + name
        default:
            return "." + key.swiftName
        }
    }

    /// A two-axis alignment: a named constant or `Alignment(horizontal:vertical:)`.
    static func alignment(_ alignment: Alignment, alignments: AlignmentNames) -> String {
        if let named = Alignment.named.first(where: { $0.value == alignment }) { return "." + named.name }
        return "Alignment(horizontal: "
            + guideName(alignment.horizontal.key, context: .horizontal, alignments: alignments)
            + ", vertical: " + guideName(alignment.vertical.key, context: .vertical, alignments: alignments) + ")"
    }
}
