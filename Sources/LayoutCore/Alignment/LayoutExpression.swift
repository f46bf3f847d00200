// LayoutExpression.swift
// LayoutCore
//
// The closed replacement for SwiftUI's closures: alignment-guide computations (GUIDE-2) and
// values computed from a GeometryProxy (GEOREADER-2) are small linear expressions.

/// A linear expression over a view's dimensions and enclosing GeometryReader sizes.
///
/// - `width`, `height`, `guide(_:)` read the `ViewDimensions` `d` of an `alignmentGuide` closure
///   (or a custom alignment's `defaultValue(in: d)`).
/// - `proxyWidth(n)`, `proxyHeight(n)` read `proxy.size` of the enclosing GeometryReader at
///   nesting depth `n` (0 = the outermost reader on the path from the root).
/// - Products and quotients are by constants only, so every expression stays linear.
public indirect enum LayoutExpression: Hashable, Sendable, Codable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    case constant(Double)
    case width
    case height
    case guide(AlignmentKey)
    case proxyWidth(Int)
    case proxyHeight(Int)
    case sum(LayoutExpression, LayoutExpression)
    case difference(LayoutExpression, LayoutExpression)
    case product(LayoutExpression, Double)
    case quotient(LayoutExpression, Double)
    case negation(LayoutExpression)

    public init(floatLiteral value: Double) { self = .constant(value) }
    public init(integerLiteral value: Int) { self = .constant(Double(value)) }

    /// The value when the expression is a plain constant.
    public var constantValue: Double? {
        if case .constant(let value) = self { return value }
        return nil
    }

    /// Whether the expression reads a GeometryReader proxy (then it needs an enclosing reader).
    public var maximumProxyDepth: Int? {
        var deepest: Int?
        forEachLeaf { leaf in
            if case .proxyWidth(let n) = leaf { deepest = max(deepest ?? n, n) }
            if case .proxyHeight(let n) = leaf { deepest = max(deepest ?? n, n) }
        }
        return deepest
    }

    /// Whether the expression reads view dimensions (`d.width`, `d[...]`).
    public var readsDimensions: Bool {
        var reads = false
        forEachLeaf { leaf in
            switch leaf {
            case .width, .height, .guide: reads = true
            default: break
            }
        }
        return reads
    }

    /// Calls `body` on every leaf (constant, dimension or proxy read), walking with an explicit
    /// stack: parsed sums of tens of thousands of terms are that deep.
    public func forEachLeaf(_ body: (LayoutExpression) -> Void) {
        var pending: [LayoutExpression] = [self]
        while let expression = pending.popLast() {
            switch expression {
            case .constant, .width, .height, .guide, .proxyWidth, .proxyHeight: body(expression)
            case .sum(let a, let b), .difference(let a, let b):
                pending.append(b)
                pending.append(a)
            case .product(let a, _), .quotient(let a, _), .negation(let a): pending.append(a)
            }
        }
    }

    public static func + (a: LayoutExpression, b: LayoutExpression) -> LayoutExpression { .sum(a, b) }
    public static func - (a: LayoutExpression, b: LayoutExpression) -> LayoutExpression {
        .difference(a, b)
    }
    public static func * (a: LayoutExpression, k: Double) -> LayoutExpression { .product(a, k) }
    public static func * (k: Double, a: LayoutExpression) -> LayoutExpression { .product(a, k) }
    public static func / (a: LayoutExpression, k: Double) -> LayoutExpression { .quotient(a, k) }
    public static prefix func - (a: LayoutExpression) -> LayoutExpression { .negation(a) }
}

/// The inputs an expression reads. Engines build one per evaluation.
public struct ExpressionInputs {
    public var width: Double
    public var height: Double
    /// Returns `d[key]` (explicit value or default) for the view being measured.
    public var guide: (AlignmentKey) -> Double
    /// Enclosing GeometryReader sizes, outermost first (index = reader nesting depth).
    public var proxySizes: [Size]

    public init(
        width: Double, height: Double, guide: @escaping (AlignmentKey) -> Double,
        proxySizes: [Size]
    ) {
        self.width = width
        self.height = height
        self.guide = guide
        self.proxySizes = proxySizes
    }

    /// Inputs with no view dimensions (for modifier arguments such as frame widths).
    public static func proxiesOnly(_ proxySizes: [Size]) -> ExpressionInputs {
        ExpressionInputs(width: 0, height: 0, guide: { _ in 0 }, proxySizes: proxySizes)
    }
}

extension LayoutExpression {
    /// Evaluates the expression in IEEE arithmetic, in the order written (CORE-7): left operand
    /// before right, each operation as written. A proxy reference with no matching reader
    /// evaluates to NaN; the tree validator rejects such trees before any engine runs. The walk
    /// uses explicit stacks, so a parsed sum of tens of thousands of terms cannot exhaust the
    /// thread's stack.
    public func evaluate(_ inputs: ExpressionInputs) -> Double {
        if case .constant(let value) = self { return value }
        enum Step {
            case visit(LayoutExpression)
            case add, subtract, negate
            case multiply(Double), divide(Double)
        }
        var work: [Step] = [.visit(self)]
        var values: [Double] = []
        while let step = work.popLast() {
            switch step {
            case .visit(let expression):
                switch expression {
                case .constant(let value): values.append(value)
                case .width: values.append(inputs.width)
                case .height: values.append(inputs.height)
                case .guide(let key): values.append(inputs.guide(key))
                case .proxyWidth(let n):
                    values.append(inputs.proxySizes.indices.contains(n) ? inputs.proxySizes[n].width : .nan)
                case .proxyHeight(let n):
                    values.append(inputs.proxySizes.indices.contains(n) ? inputs.proxySizes[n].height : .nan)
                case .sum(let a, let b): work += [.add, .visit(b), .visit(a)]
                case .difference(let a, let b): work += [.subtract, .visit(b), .visit(a)]
                case .product(let a, let k): work += [.multiply(k), .visit(a)]
                case .quotient(let a, let k): work += [.divide(k), .visit(a)]
                case .negation(let a): work += [.negate, .visit(a)]
                }
            case .add, .subtract:
                let right = values.removeLast()
                let left = values.removeLast()
                if case .add = step { values.append(left + right) } else { values.append(left - right) }
            case .multiply(let k): values.append(values.removeLast() * k)
            case .divide(let k): values.append(values.removeLast() / k)
            case .negate: values.append(-values.removeLast())
            }
        }
        return values.last ?? .nan
    }
}
