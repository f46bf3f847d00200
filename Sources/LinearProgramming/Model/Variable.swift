// Variable.swift
// LinearProgramming
//
// A variable (column) of a LinearProgram: the handle and its definition.

/// A handle to one variable (column) of a ``LinearProgram``.
///
/// A handle is the variable's index in the program that created it. Using it
/// with another program is caught by ``LinearProgram/validate()`` only when the
/// index is out of range there.
public struct Variable: Hashable, Sendable {
    /// The 0-based column index.
    public let index: Int

    package init(index: Int) {
        self.index = index
    }
}

/// The domain of a variable.
public enum VariableKind: Hashable, Sendable {
    /// A real number within the bounds.
    case continuous
    /// An integer within the bounds; fractional bounds are rounded inward.
    case integer
    /// An integer in `0...1`; the bounds are intersected with `0...1`.
    case binary
}

/// Everything a ``LinearProgram`` knows about one variable.
public struct VariableDefinition: Sendable {
    /// An optional name, used in LP text (sanitised) and in diagnostics.
    public var name: String?
    /// The lower bound; `-.infinity` means none.
    public var lowerBound: Double
    /// The upper bound; `.infinity` means none.
    public var upperBound: Double
    /// Continuous, integer or binary.
    public var kind: VariableKind

    public init(name: String? = nil, lowerBound: Double, upperBound: Double, kind: VariableKind) {
        self.name = name
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.kind = kind
    }

    /// The bounds the solver uses.
    ///
    /// - Binary: the bounds intersected with `0...1`.
    /// - Integer and binary: finite bounds rounded inward, allowing `1e-9` of
    ///   round-off (`2.0000000001` stays `2`), as GLPK's `glp_intopt` requires.
    /// - The result may have `lower > upper`; the program is then infeasible.
    public var effectiveBounds: (lower: Double, upper: Double) {
        switch kind {
        case .continuous:
            return (lowerBound, upperBound)
        case .integer:
            return (Self.roundedUp(lowerBound), Self.roundedDown(upperBound))
        case .binary:
            return (Self.roundedUp(max(lowerBound, 0)), Self.roundedDown(min(upperBound, 1)))
        }
    }

    private static let integralSlack = 1e-9

    private static func roundedUp(_ bound: Double) -> Double {
        bound.isFinite ? (bound - integralSlack).rounded(.up) : bound
    }

    private static func roundedDown(_ bound: Double) -> Double {
        bound.isFinite ? (bound + integralSlack).rounded(.down) : bound
    }
}
