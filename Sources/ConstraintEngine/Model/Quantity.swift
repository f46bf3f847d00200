// Quantity.swift
// ConstraintEngine
//
// A scalar of the constraint model: an affine expression over model variables, carried with
// its forward value (the value the expression takes when every variable has the value its
// defining row gives it). Non-finite values never enter the model: a quantity whose value is
// ±∞ or NaN is a constant (ConstraintEncoding.md, "Infinity and nil").

import LayoutCore

/// `constant + Σ coefficient · variable`, plus its forward value.
///
/// Up to ``inlineCapacity`` terms are stored inline (most quantities have one to three), so
/// arithmetic on them allocates nothing; longer expressions keep all their terms in an array.
/// The inline terms are stored as three coefficients and three 32-bit variable indices, so a
/// quantity is 72 bytes: the compiler copies quantities (in proposals, sizes and measurement
/// instances) far more often than it does arithmetic on them.
struct Quantity {
    /// Terms in insertion order; at most one per variable.
    var terms: Terms { Terms(quantity: self) }
    private(set) var constant: Double
    /// The value under the forward assignment of every variable (IEEE, CORE-7).
    private(set) var value: Double
    /// The largest magnitude `value` and `constant` were computed from since the last variable
    /// (operands, intermediate results, constants): `(1e10 + 0.1) − 1e10` is 0.1 computed from
    /// 1e10, and its value and its collected constant may each be off by rounding at 1e10, in
    /// different directions. A row's rounding room includes it (CORE-9,
    /// ModelBuilder.conditionSlack).
    private(set) var roundingMagnitude: Double

    /// Inline terms 0..<inlineCount when there are at most inlineCapacity (unused slots are 0
    /// and −1).
    private var c0 = 0.0, c1 = 0.0, c2 = 0.0
    /// All terms when count > inlineCapacity, otherwise nil.
    private var spilled: [Term]?
    private var v0: Int32 = -1, v1: Int32 = -1, v2: Int32 = -1
    /// The number of inline terms (0 when spilled).
    private var inlineCount: UInt8 = 0
    /// Whether a row already certifies this expression ≥ 0 (a max with a constant ≥ 0), so a
    /// PROPOSAL-3 sanitisation needs no row. Arithmetic results never carry it.
    private(set) var isCertifiedNonNegative = false

    static let inlineCapacity = 3

    /// The number of terms.
    private var count: Int {
        @inline(__always) get { spilled?.count ?? Int(inlineCount) }
    }

    struct Term {
        var variable: Int
        var coefficient: Double
    }

    /// The terms of a quantity, in insertion order, without copying them into an array.
    struct Terms: RandomAccessCollection {
        fileprivate let quantity: Quantity
        var startIndex: Int { 0 }
        var endIndex: Int { quantity.count }
        subscript(i: Int) -> Term { quantity.term(i) }
        func makeIterator() -> Iterator { Iterator(quantity: quantity) }

        struct Iterator: IteratorProtocol {
            fileprivate let quantity: Quantity
            private var i = 0

            fileprivate init(quantity: Quantity) { self.quantity = quantity }

            mutating func next() -> Term? {
                guard i < quantity.count else { return nil }
                i += 1
                return quantity.term(i - 1)
            }
        }
    }

    @inline(__always)
    private func term(_ i: Int) -> Term {
        if let spilled { return spilled[i] }
        switch i {
        case 0: return Term(variable: Int(v0), coefficient: c0)
        case 1: return Term(variable: Int(v1), coefficient: c1)
        default:
            precondition(i == 2 && count == 3, "term index out of range")
            return Term(variable: Int(v2), coefficient: c2)
        }
    }

    /// A constant (finite or not).
    init(_ constant: Double) {
        self.constant = constant
        value = constant
        roundingMagnitude = abs(constant)
    }

    /// One variable with its forward value. Variable indices fit 32 bits: a model of 2³¹
    /// variables would need tens of gigabytes before the index overflowed.
    init(variable: Int, value: Double) {
        inlineCount = 1
        v0 = Int32(variable)
        c0 = 1
        constant = 0
        self.value = value
        roundingMagnitude = abs(value)
    }

    /// A quantity being assembled term by term (`append` drops zero coefficients).
    private init(constant: Double, value: Double, roundingMagnitude: Double) {
        self.init(constant)
        self.value = value
        self.roundingMagnitude = max(roundingMagnitude, abs(value), abs(constant))
    }

    private mutating func append(_ term: Term) {
        guard term.coefficient != 0 else { return }
        if spilled != nil {
            spilled!.append(term)
            return
        }
        switch inlineCount {
        case 0: (v0, c0) = (Int32(term.variable), term.coefficient)
        case 1: (v1, c1) = (Int32(term.variable), term.coefficient)
        case 2: (v2, c2) = (Int32(term.variable), term.coefficient)
        default:
            spilled = [self.term(0), self.term(1), self.term(2), term]
            (v0, v1, v2) = (-1, -1, -1)
            (c0, c1, c2) = (0, 0, 0)
            inlineCount = 0
            return
        }
        inlineCount += 1
    }

    /// Inline term `i` (no spill).
    @inline(__always)
    private func inlineTerm(_ i: UInt8) -> (Int32, Double) {
        switch i {
        case 0: return (v0, c0)
        case 1: return (v1, c1)
        default: return (v2, c2)
        }
    }

    /// Adds `coefficient` to `variable`'s inline term, or appends one (the caller checked room);
    /// a coefficient may become zero here (``dropInlineZeros()`` removes it).
    @inline(__always)
    private mutating func addInline(_ variable: Int32, _ coefficient: Double) {
        if inlineCount > 0, v0 == variable {
            c0 += coefficient
        } else if inlineCount > 1, v1 == variable {
            c1 += coefficient
        } else if inlineCount > 2, v2 == variable {
            c2 += coefficient
        } else {
            switch inlineCount {
            case 0: (v0, c0) = (variable, coefficient)
            case 1: (v1, c1) = (variable, coefficient)
            default: (v2, c2) = (variable, coefficient)
            }
            inlineCount += 1
        }
    }

    /// Removes inline terms whose coefficient is zero, keeping the others' order.
    @inline(__always)
    private mutating func dropInlineZeros() {
        guard (inlineCount > 0 && c0 == 0) || (inlineCount > 1 && c1 == 0) || (inlineCount > 2 && c2 == 0)
        else { return }
        let old = (inlineTerm(0), inlineTerm(1), inlineTerm(2)), oldCount = inlineCount
        (v0, v1, v2) = (-1, -1, -1)
        (c0, c1, c2) = (0, 0, 0)
        inlineCount = 0
        for (i, term) in [old.0, old.1, old.2].enumerated() where i < oldCount && term.1 != 0 {
            addInline(term.0, term.1)
        }
    }

    /// `Σ transform(term)` over `a`'s terms (zero coefficients dropped) plus `constant`, or the
    /// constant `value` when `value` is not finite.
    private static func mapped(
        _ a: Quantity, constant: Double, value: Double, scale: Double,
        _ transform: (Double) -> Double
    ) -> Quantity {
        guard value.isFinite else { return Quantity(value) }
        var result = Quantity(constant: constant, value: value, roundingMagnitude: a.roundingMagnitude * scale)
        for i in 0..<a.count {
            let term = a.term(i)
            result.append(Term(variable: term.variable, coefficient: transform(term.coefficient)))
        }
        return result
    }

    /// This quantity, marked as certified ≥ 0 by a row the caller wrote.
    func certifiedNonNegative() -> Quantity {
        var q = self
        q.isCertifiedNonNegative = true
        return q
    }

    static let zero = Quantity(0)
    static let infinity = Quantity(.infinity)

    var isConstant: Bool { inlineCount == 0 && spilled == nil }
    var isFinite: Bool { value.isFinite }

    /// The single variable this quantity is, if it is exactly one variable.
    var plainVariable: Int? {
        inlineCount == 1 && c0 == 1 && constant == 0 ? Int(v0) : nil
    }

    // MARK: Arithmetic (values in the order written, CORE-7)

    static func + (a: Quantity, b: Quantity) -> Quantity {
        let value = a.value + b.value
        guard value.isFinite else { return Quantity(value) }
        return merge(a, b, factor: 1, constant: a.constant + b.constant, value: value)
    }

    static func - (a: Quantity, b: Quantity) -> Quantity {
        let value = a.value - b.value
        guard value.isFinite else { return Quantity(value) }
        return merge(a, b, factor: -1, constant: a.constant - b.constant, value: value)
    }

    static prefix func - (a: Quantity) -> Quantity {
        mapped(a, constant: -a.constant, value: -a.value, scale: 1) { -$0 }
    }

    static func * (a: Quantity, k: Double) -> Quantity {
        mapped(a, constant: a.constant * k, value: a.value * k, scale: abs(k)) { $0 * k }
    }

    static func / (a: Quantity, k: Double) -> Quantity {
        mapped(a, constant: a.constant / k, value: a.value / k, scale: 1 / abs(k)) { $0 / k }
    }

    static func + (a: Quantity, k: Double) -> Quantity { a + Quantity(k) }
    static func - (a: Quantity, k: Double) -> Quantity { a - Quantity(k) }

    /// Whether two quantities are the same expression (not merely equal in value).
    func isSameExpression(as other: Quantity) -> Bool {
        guard constant == other.constant || (constant.isNaN && other.constant.isNaN),
            count == other.count
        else { return false }
        if count == 1, spilled == nil { return v0 == other.v0 && c0 == other.c0 }
        if count <= 8 {
            // Each variable occurs at most once, so equal counts and every term found is equality.
            let theirs = other.terms
            return terms.allSatisfy { term in
                theirs.contains { $0.variable == term.variable && $0.coefficient == term.coefficient }
            }
        }
        let mine = terms.sorted { $0.variable < $1.variable }
        let theirs = other.terms.sorted { $0.variable < $1.variable }
        return zip(mine, theirs).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
    }

    /// `a`'s terms with `factor ·` `b`'s merged in (`b`'s new variables appended in order), zero
    /// coefficients dropped.
    private static func merge(
        _ a: Quantity, _ b: Quantity, factor: Double, constant: Double,
        value: Double
    ) -> Quantity {
        var result = Quantity(
            constant: constant, value: value,
            roundingMagnitude: max(a.roundingMagnitude, b.roundingMagnitude * abs(factor)))
        if a.spilled == nil, b.spilled == nil, Int(a.inlineCount) + Int(b.inlineCount) <= inlineCapacity {
            // Small (most arithmetic): `a`'s inline terms (never zero), `b`'s merged in place,
            // then zeros dropped, in the order the general path below keeps.
            (result.v0, result.v1, result.v2) = (a.v0, a.v1, a.v2)
            (result.c0, result.c1, result.c2) = (a.c0, a.c1, a.c2)
            result.inlineCount = a.inlineCount
            for j in 0..<b.inlineCount {
                let (variable, coefficient) = b.inlineTerm(j)
                result.addInline(variable, coefficient * factor)
            }
            result.dropInlineZeros()
            return result
        }
        if b.count == 0 {
            for i in 0..<a.count { result.append(a.term(i)) }
            return result
        }
        if a.count == 0 {
            for i in 0..<b.count {
                let term = b.term(i)
                result.append(Term(variable: term.variable, coefficient: term.coefficient * factor))
            }
            return result
        }
        var terms: [Term] = []
        terms.reserveCapacity(a.count + b.count)
        for i in 0..<a.count { terms.append(a.term(i)) }
        for j in 0..<b.count {
            let term = b.term(j)
            if let i = terms.firstIndex(where: { $0.variable == term.variable }) {
                terms[i].coefficient += term.coefficient * factor
            } else {
                terms.append(Term(variable: term.variable, coefficient: term.coefficient * factor))
            }
        }
        for term in terms { result.append(term) }
        return result
    }
}
