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

    /// The number of terms.
    private var count: Int
    /// Terms 0..<count when count ≤ inlineCapacity (unused slots are `.none`).
    private var t0: Term, t1: Term, t2: Term
    /// All terms when count > inlineCapacity, otherwise nil.
    private var spilled: [Term]?
    /// Whether a row already certifies this expression ≥ 0 (a max with a constant ≥ 0), so a
    /// PROPOSAL-3 sanitisation needs no row. Arithmetic results never carry it.
    private(set) var isCertifiedNonNegative = false

    static let inlineCapacity = 3

    struct Term {
        var variable: Int
        var coefficient: Double

        fileprivate static let none = Term(variable: -1, coefficient: 0)
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
        case 0: return t0
        case 1: return t1
        default:
            precondition(i == 2 && count == 3, "term index out of range")
            return t2
        }
    }

    /// A constant (finite or not).
    init(_ constant: Double) {
        count = 0
        t0 = .none; t1 = .none; t2 = .none
        spilled = nil
        self.constant = constant
        value = constant
        roundingMagnitude = abs(constant)
    }

    /// One variable with its forward value.
    init(variable: Int, value: Double) {
        count = 1
        t0 = Term(variable: variable, coefficient: 1); t1 = .none; t2 = .none
        spilled = nil
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
        switch count {
        case 0: t0 = term
        case 1: t1 = term
        case 2: t2 = term
        case Self.inlineCapacity:
            spilled = [t0, t1, t2, term]
            t0 = .none; t1 = .none; t2 = .none
        default: spilled!.append(term)
        }
        count += 1
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

    var isConstant: Bool { count == 0 }
    var isFinite: Bool { value.isFinite }

    /// The single variable this quantity is, if it is exactly one variable.
    var plainVariable: Int? {
        count == 1 && t0.coefficient == 1 && constant == 0 ? t0.variable : nil
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
        if count == 1 { return t0.variable == other.t0.variable && t0.coefficient == other.t0.coefficient }
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
        if a.count + b.count <= inlineCapacity {
            // Small: merge into inline slots, then drop zeros.
            var merged = (Term.none, Term.none, Term.none)
            var n = 0
            withUnsafeMutableBytes(of: &merged) { raw in
                let slots = raw.bindMemory(to: Term.self)
                for i in 0..<a.count { slots[n] = a.term(i); n += 1 }
                for j in 0..<b.count {
                    let term = b.term(j)
                    if let i = slots[0..<n].firstIndex(where: { $0.variable == term.variable }) {
                        slots[i].coefficient += term.coefficient * factor
                    } else {
                        slots[n] = Term(variable: term.variable, coefficient: term.coefficient * factor)
                        n += 1
                    }
                }
            }
            if n > 0 { result.append(merged.0) }
            if n > 1 { result.append(merged.1) }
            if n > 2 { result.append(merged.2) }
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
