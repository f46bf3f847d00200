// Affine.swift
// ConstraintEngine
//
// A value of a symbolic-width layout: `constant + slope · W` on one piece, where every branch of
// every rule is decided the same way (Documentation/Breakpoints.md, "Why it works").

import LayoutCore

/// `constant + slope · W`.
public struct Affine: Hashable, Sendable, Codable {
    public var constant: Double
    public var slope: Double

    public init(constant: Double, slope: Double = 0) {
        self.constant = constant
        self.slope = slope
    }

    /// The value at `w` (a non-finite constant stays itself: `∞ + 0 · w` is not NaN).
    public func at(_ w: Double) -> Double { slope == 0 ? constant : constant + slope * w }

    static func + (a: Affine, b: Affine) -> Affine {
        Affine(constant: a.constant + b.constant, slope: a.slope + b.slope)
    }

    static func * (a: Affine, k: Double) -> Affine {
        Affine(constant: a.constant * k, slope: a.slope * k)
    }

    /// The `W` where the value is zero, or nil when the slope is zero.
    public var root: Double? { slope == 0 ? nil : -constant / slope }
}

/// A layout frame whose four components are affine in W.
public struct AffineRect: Hashable, Sendable, Codable {
    public var x: Affine
    public var y: Affine
    public var width: Affine
    public var height: Affine

    public func at(_ w: Double) -> Rect {
        Rect(x: x.at(w), y: y.at(w), width: width.at(w), height: height.at(w))
    }
}
