// EdgeValues.swift
// LayoutDifferential
//
// The numbers generated trees hold, by the argument they go into. Ordinary values are small round
// lengths; edge values are where layouts break: 0 (PROPOSAL-1's minimum mode), tiny and half-pixel
// values (ROUND-2's ties), negative values (FRAME-1, PADDING-1, SPACER-2), huge magnitudes (1e6 to
// 1e9; to 1e15, kept far from overflow, in the hostile profile) and ±∞ where CORE-10 gives it a
// meaning (whole frame sizes, flexible-frame bounds, layoutPriority). Every value is a literal or
// a quotient of literals, so it is the same on every machine; none is NaN.

import LayoutCore

/// The argument a number goes into; each has its own ordinary and edge values.
enum NumberRole {
    /// Frame sizes, flexible-frame bounds, custom-leaf sizes: ≥ 0 ordinarily.
    case length
    /// Padding insets (PADDING-1 allows negative ones).
    case inset
    /// Offsets and positions.
    case offset
    /// Stack and custom-layout spacing (SPACING-3).
    case spacing
    /// `Spacer(minLength:)` (SPACER-2).
    case minLength
    /// Aspect ratios (ASPECT-3: zero, tiny and negative ratios are legal).
    case ratio
    /// `layoutPriority` (HSTACK-2 ties, SPACER-3's −∞).
    case priority

    var ordinary: [Double] {
        switch self {
        case .length: [0, 1, 8, 10, 16, 20, 24, 30, 44, 50, 85.333, 100, 120, 150, 200, 390, 763]
        case .inset: [0, 4, 8, 16, 16, 20, 2.5]
        case .offset: [0, 10, -10, 20, 50, -30, 100]
        case .spacing: [0, 4, 8, 10, 16, 2.5]
        case .minLength: [0, 8, 10, 20, 50]
        case .ratio: [0.5, 1, 1.5, 2, 16.0 / 9.0, 0.75]
        case .priority: [0, 0, 1, -1, 2]
        }
    }

    /// Edge values; the ∞ entries become ±1e15 where CORE-10 does not accept ∞.
    var edges: [Double] {
        switch self {
        case .length:
            [
                0, -0.0, 1e-7, 0.1, 1.0 / 3.0, 0.5, 1.0 / 6.0, 7.757575, 1e6, 1e9, 1e12, 1e15, -1, -10, -1e6,
                .infinity, -.infinity,
            ]
        case .inset: [0, -16, -1, -1e6, 1e-7, 0.5, 1e6, 1e12, 1e15, -1e15, 1.0 / 3.0, .infinity]
        case .offset: [0, -1e15, 1e15, 1e9, -0.5, 1.0 / 6.0, 1e-7, .infinity]
        case .spacing: [0, -8, -1e6, 1e6, 1e-7, 0.5, 1e15, .infinity, -.infinity]
        case .minLength: [0, -8, -1e6, 1e-7, 1e6, 1e15, 0.5, .infinity]
        case .ratio: [0, 1e-7, 1e-15, -2, -1e-7, 1e6, 1e15, 1, 1.0 / 3.0, .infinity]
        case .priority: [0, 1, 1, -1, 1e15, -1e15, .infinity, -.infinity, 1e-7, -0.0]
        }
    }
}

extension GenerationContext {
    /// A number for `role`. `allowsInfinity`: the argument accepts ±∞ in source (CORE-10's table);
    /// elsewhere an edge ∞ becomes ±1e15, unless the trees keep values only code can hold. Both
    /// modes draw the same random numbers, so a seed gives the same shapes either way.
    mutating func number(_ role: NumberRole, allowsInfinity: Bool = false) -> Double {
        let value: Double
        if edge() {
            var x = pick(role.edges)
            // Beyond 1e9 an ulp nears ROUND-2's pixel (an ulp of 1e15 is 0.125 pt), and the
            // engines' different operation orders show as rounding noise: only the hostile
            // profile goes there (and to ratios as tiny as 1e-15, which make 1e15 out of 1).
            while x.isFinite, x != 0, abs(x) > hugest || abs(x) < 1 / hugest { x = pick(role.edges) }
            value = x
        } else if role == .length, chance(30) {
            value = chance(50) ? Double(below(400)) : Double(below(1600)) / 4
        } else {
            value = pick(role.ordinary)
        }
        return finite(value, allowsInfinity: allowsInfinity)
    }

    /// The largest magnitude a finite value takes: 1e15 in the hostile profile (far from overflow,
    /// CORE-10), 1e9 elsewhere.
    var hugest: Double { profile == .hostile ? 1e15 : 1e9 }

    /// `x`, or ±``hugest`` for ±∞ where source cannot hold it.
    func finite(_ x: Double, allowsInfinity: Bool = false) -> Double {
        guard x.isInfinite, !allowsInfinity, !codeOnly else { return x }
        return x > 0 ? hugest : -hugest
    }

    /// A factor of a product: finite, so constant parts never overflow to ∞ (CORE-10).
    mutating func factor() -> Double {
        if edge() {
            let x = pick([0, -1, 1e-7, hugest == 1e15 ? 1e6 : 10, -0.0, 1.0 / 3.0, .infinity])
            // Products multiply magnitudes: outside the hostile profile ∞ stands in as 10.
            return x.isInfinite && !codeOnly && profile != .hostile ? 10 : finite(x)
        }
        return pick([2, 0.5, -1, 3, 0.25, 1.0 / 3.0])
    }

    /// A divisor: finite and non-zero in source, so no constant quotient is ±∞ or NaN (CORE-10);
    /// code-only trees may divide by 0 (`0 / 0` is NaN at layout).
    mutating func divisor() -> Double {
        if edge() {
            let x = pick([0, hugest == 1e15 ? 1e-3 : 0.1, -4, 1e6, 3, .infinity])
            if x == 0 && !codeOnly { return 3 }
            return finite(x)
        }
        return pick([2, 3, -4, 0.5, 4])
    }

    /// A stack's or custom layout's spacing: nil (adaptive, SPACING-3) half the time.
    mutating func spacing() -> Double? {
        chance(50) ? nil : number(.spacing)
    }

    /// A `layoutPriority`: a small set, so ties (HSTACK-2) are common; ±∞ is legal (CORE-10).
    mutating func priority() -> Double { number(.priority, allowsInfinity: true) }
}
