// ValueSimplification.swift
// LayoutDifferential
//
// Simpler values for the shrinker's parameter pass: numbers toward 0, small and round values,
// expressions toward constants (CORE-10's source-legal values stay legal: every candidate is
// finite), strings toward shorter ones. Every candidate is strictly simpler than the value it
// replaces under a well-founded order, so repeated simplification ends.

import LayoutCore

enum ValueSimplification {
    /// How complicated a number reads: 0; small integers; round integers; integers; other finite
    /// values; ±∞; NaN. Ties go to the smaller magnitude, then the positive sign.
    static func rank(_ x: Double) -> (Int, Double, Int) {
        let sign = x.sign == .minus ? 1 : 0
        if x.isNaN { return (6, 0, 0) }
        if x.isInfinite { return (5, 0, sign) }
        if x == 0 { return (0, 0, sign) }
        let magnitude = abs(x)
        guard x == x.rounded() else { return (4, magnitude, sign) }
        if magnitude <= 10 { return (1, magnitude, sign) }
        if magnitude <= 1000, x.truncatingRemainder(dividingBy: 10) == 0 { return (2, magnitude, sign) }
        return (3, magnitude, sign)
    }

    static func isSimpler(_ a: Double, than b: Double) -> Bool { rank(a) < rank(b) }

    /// Finite numbers simpler than `x`, most drastic first: 0, 1, 10, 100, |x|, x rounded to an
    /// integer, to tens, and halved.
    static func simpler(_ x: Double) -> [Double] {
        var raw: [Double] = [0, 1, 10, 100]
        if x.isFinite {
            raw += [abs(x), x.rounded(), (x / 10).rounded() * 10, (x / 2).rounded(.towardZero)]
        } else if x.isInfinite {
            raw += [x > 0 ? 1000 : -1000]
        }
        var seen: [Double] = []
        for candidate in raw where candidate.isFinite && isSimpler(candidate, than: x) {
            if !seen.contains(where: { $0 == candidate && $0.sign == candidate.sign }) { seen.append(candidate) }
        }
        return seen.sorted { rank($0) < rank($1) }
    }

    /// `nil`, then simpler numbers, for an optional parameter (nil is the simplest value).
    static func simpler(_ x: Double?) -> [Double?] {
        guard let x else { return [] }
        return [nil] + simpler(x).map { Optional($0) }
    }

    /// Simpler expressions: a constant's simpler numbers; for anything else constants (0, 10,
    /// 100) and its own operands, each smaller than the expression.
    static func simpler(_ expression: LayoutExpression) -> [LayoutExpression] {
        switch expression {
        case .constant(let value): return simpler(value).map { .constant($0) }
        case .width, .height, .guide, .proxyWidth, .proxyHeight: return [0, 10, 100]
        case .sum(let a, let b), .difference(let a, let b): return [0, 10, 100, a, b]
        case .product(let a, let k), .quotient(let a, let k):
            let constant = a.constantValue.map { value -> [LayoutExpression] in
                let folded = expression == .product(a, k) ? value * k : value / k
                return folded.isFinite ? [.constant(folded)] : []
            }
            return [0, 10, 100] + (constant ?? []) + [a]
        case .negation(let a): return [0, 10, 100, a]
        }
    }

    /// Simpler optional expressions: nil first.
    static func simpler(_ expression: LayoutExpression?) -> [LayoutExpression?] {
        guard let expression else { return [] }
        return [nil] + simpler(expression).map { Optional($0) }
    }

    /// Shorter strings: empty, each half, without the last or first word, without the last
    /// character.
    static func simpler(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        let characters = Array(text)
        let half = characters.count / 2
        var raw = ["", String(characters[..<half]), String(characters[half...])]
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        if words.count > 1 {
            raw.append(words.dropLast().joined(separator: " "))
            raw.append(words.dropFirst().joined(separator: " "))
        }
        raw.append(String(characters.dropLast()))
        var result: [String] = []
        for candidate in raw where candidate.count < characters.count && !result.contains(candidate) {
            result.append(candidate)
        }
        return result.sorted { $0.count < $1.count }
    }

    /// `.center`, then each axis centred alone.
    static func simpler(_ alignment: Alignment) -> [Alignment] {
        guard alignment != .center else { return [] }
        var result: [Alignment] = [.center]
        for candidate in [
            Alignment(horizontal: .center, vertical: alignment.vertical),
            Alignment(horizontal: alignment.horizontal, vertical: .center),
        ] where !result.contains(candidate) && candidate != alignment {
            result.append(candidate)
        }
        return result
    }
}
