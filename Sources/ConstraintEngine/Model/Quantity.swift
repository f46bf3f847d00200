// Quantity.swift
// ConstraintEngine
//
// A scalar of the constraint model: an affine expression over model variables, carried with
// its forward value (the value the expression takes when every variable has the value its
// defining row gives it). Non-finite values never enter the model: a quantity whose value is
// ±∞ or NaN is a constant (ConstraintEncoding.md, "Infinity and nil").

import LayoutCore

/// `constant + Σ coefficient · variable`, plus its forward value.
struct Quantity {
    /// Terms in insertion order; at most one per variable.
    private(set) var terms: [Term]
    private(set) var constant: Double
    /// The value under the forward assignment of every variable (IEEE, CORE-7).
    private(set) var value: Double

    struct Term {
        var variable: Int
        var coefficient: Double
    }

    /// A constant (finite or not).
    init(_ constant: Double) {
        terms = []
        self.constant = constant
        value = constant
    }

    /// One variable with its forward value.
    init(variable: Int, value: Double) {
        terms = [Term(variable: variable, coefficient: 1)]
        constant = 0
        self.value = value
    }

    private init(terms: [Term], constant: Double, value: Double) {
        if value.isFinite {
            self.terms = terms.filter { $0.coefficient != 0 }
            self.constant = constant
        } else {
            self.terms = []
            self.constant = value
        }
        self.value = value
    }

    static let zero = Quantity(0)
    static let infinity = Quantity(.infinity)

    var isConstant: Bool { terms.isEmpty }
    var isFinite: Bool { value.isFinite }

    /// The single variable this quantity is, if it is exactly one variable.
    var plainVariable: Int? {
        terms.count == 1 && terms[0].coefficient == 1 && constant == 0 ? terms[0].variable : nil
    }

    // MARK: Arithmetic (values in the order written, CORE-7)

    static func + (a: Quantity, b: Quantity) -> Quantity {
        let value = a.value + b.value
        guard value.isFinite else { return Quantity(value) }
        return Quantity(terms: merge(a.terms, b.terms, factor: 1), constant: a.constant + b.constant,
                        value: value)
    }

    static func - (a: Quantity, b: Quantity) -> Quantity {
        let value = a.value - b.value
        guard value.isFinite else { return Quantity(value) }
        return Quantity(terms: merge(a.terms, b.terms, factor: -1), constant: a.constant - b.constant,
                        value: value)
    }

    static prefix func - (a: Quantity) -> Quantity {
        Quantity(terms: a.terms.map { Term(variable: $0.variable, coefficient: -$0.coefficient) },
                 constant: -a.constant, value: -a.value)
    }

    static func * (a: Quantity, k: Double) -> Quantity {
        let value = a.value * k
        guard value.isFinite else { return Quantity(value) }
        return Quantity(terms: a.terms.map { Term(variable: $0.variable, coefficient: $0.coefficient * k) },
                        constant: a.constant * k, value: value)
    }

    static func / (a: Quantity, k: Double) -> Quantity {
        let value = a.value / k
        guard value.isFinite else { return Quantity(value) }
        return Quantity(terms: a.terms.map { Term(variable: $0.variable, coefficient: $0.coefficient / k) },
                        constant: a.constant / k, value: value)
    }

    static func + (a: Quantity, k: Double) -> Quantity { a + Quantity(k) }
    static func - (a: Quantity, k: Double) -> Quantity { a - Quantity(k) }

    /// Whether two quantities are the same expression (not merely equal in value).
    func isSameExpression(as other: Quantity) -> Bool {
        guard constant == other.constant || (constant.isNaN && other.constant.isNaN),
              terms.count == other.terms.count else { return false }
        let mine = terms.sorted { $0.variable < $1.variable }
        let theirs = other.terms.sorted { $0.variable < $1.variable }
        return zip(mine, theirs).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
    }

    private static func merge(_ a: [Term], _ b: [Term], factor: Double) -> [Term] {
        if b.isEmpty { return a }
        if a.isEmpty { return b.map { Term(variable: $0.variable, coefficient: $0.coefficient * factor) } }
        var result = a
        for term in b {
            if let i = result.firstIndex(where: { $0.variable == term.variable }) {
                result[i].coefficient += term.coefficient * factor
            } else {
                result.append(Term(variable: term.variable, coefficient: term.coefficient * factor))
            }
        }
        return result
    }
}

/// A proposal in the model: each axis `nil` (unspecified) or a quantity (possibly ∞).
struct ModelProposal {
    var width: Quantity?
    var height: Quantity?

    subscript(axis: Axis) -> Quantity? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(width: Quantity?, height: Quantity?) {
        self.width = width
        self.height = height
    }

    init(major: Quantity?, minor: Quantity?, axis: Axis) {
        if axis == .horizontal { width = major; height = minor } else { width = minor; height = major }
    }

    /// The forward values, as the shared proposal type.
    var values: ProposedSize { ProposedSize(width: width?.value, height: height?.value) }
}

/// A size in the model.
struct ModelSize {
    var width: Quantity
    var height: Quantity

    subscript(axis: Axis) -> Quantity {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(width: Quantity, height: Quantity) {
        self.width = width
        self.height = height
    }

    init(major: Quantity, minor: Quantity, axis: Axis) {
        if axis == .horizontal { width = major; height = minor } else { width = minor; height = major }
    }

    static let zero = ModelSize(width: .zero, height: .zero)
    var values: Size { Size(width: width.value, height: height.value) }
}

/// A point in the model.
struct ModelPoint {
    var x: Quantity
    var y: Quantity

    subscript(axis: Axis) -> Quantity {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    init(x: Quantity, y: Quantity) {
        self.x = x
        self.y = y
    }

    init(major: Quantity, minor: Quantity, axis: Axis) {
        if axis == .horizontal { x = major; y = minor } else { x = minor; y = major }
    }

    static let zero = ModelPoint(x: .zero, y: .zero)
    static func + (a: ModelPoint, b: ModelPoint) -> ModelPoint { ModelPoint(x: a.x + b.x, y: a.y + b.y) }
}
