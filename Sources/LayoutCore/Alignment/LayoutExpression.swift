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
        switch self {
        case .constant, .width, .height, .guide: nil
        case .proxyWidth(let n), .proxyHeight(let n): n
        case .sum(let a, let b), .difference(let a, let b):
            [a.maximumProxyDepth, b.maximumProxyDepth].compactMap { $0 }.max()
        case .product(let a, _), .quotient(let a, _), .negation(let a): a.maximumProxyDepth
        }
    }

    /// Whether the expression reads view dimensions (`d.width`, `d[...]`).
    public var readsDimensions: Bool {
        switch self {
        case .constant, .proxyWidth, .proxyHeight: false
        case .width, .height, .guide: true
        case .sum(let a, let b), .difference(let a, let b): a.readsDimensions || b.readsDimensions
        case .product(let a, _), .quotient(let a, _), .negation(let a): a.readsDimensions
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
    /// Evaluates the expression in IEEE arithmetic, in the order written (CORE-7).
    /// A proxy reference with no matching reader evaluates to NaN; the tree validator rejects
    /// such trees before any engine runs.
    public func evaluate(_ inputs: ExpressionInputs) -> Double {
        switch self {
        case .constant(let value): return value
        case .width: return inputs.width
        case .height: return inputs.height
        case .guide(let key): return inputs.guide(key)
        case .proxyWidth(let n), .proxyHeight(let n):
            guard inputs.proxySizes.indices.contains(n) else { return .nan }
            if case .proxyWidth = self { return inputs.proxySizes[n].width }
            return inputs.proxySizes[n].height
        case .sum(let a, let b): return a.evaluate(inputs) + b.evaluate(inputs)
        case .difference(let a, let b): return a.evaluate(inputs) - b.evaluate(inputs)
        case .product(let a, let k): return a.evaluate(inputs) * k
        case .quotient(let a, let k): return a.evaluate(inputs) / k
        case .negation(let a): return -a.evaluate(inputs)
        }
    }
}
