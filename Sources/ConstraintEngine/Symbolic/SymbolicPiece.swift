// SymbolicPiece.swift
// ConstraintEngine
//
// What one symbolic compile at a width w gives: every frame as an affine function of the root
// width W, the condition rows of every branch taken at w as affine inequalities in W, and the
// extent of the piece (the widths where all of them hold), found by GLPK
// (Documentation/Breakpoints.md).

import LayoutCore

/// The direction of a piece's condition `value (≥ | ≤ | =) 0`.
public enum PieceConditionSense: String, Hashable, Sendable, Codable {
    case atLeastZero
    case atMostZero
    case zero
}

/// One decision of a rule at the piece's width, as an affine condition on W.
public struct PieceCondition: Hashable, Sendable, Codable {
    public var value: Affine
    public var sense: PieceConditionSense
    /// The node whose rule decided it (`0.1.2`, as in `render --format json`).
    public var path: String
    /// The rule whose branch it certifies (`TEXT-3`, `VTF-2`, …).
    public var rule: String

    /// Whether the condition holds at `w`, allowing `slack`.
    func holds(at w: Double, slack: Double = 0) -> Bool {
        let v = value.at(w)
        switch sense {
        case .atLeastZero: return v >= -slack
        case .atMostZero: return v <= slack
        case .zero: return abs(v) <= slack
        }
    }
}

/// One node of a piece.
public struct SymbolicNode: Hashable, Sendable, Codable {
    /// The layout frame (window coordinates, CORE-8), affine in W.
    public var frame: AffineRect
    public var hidden: Bool
    /// A Text: the lines its string needs at its laid-out width and the lines shown (TEXT-4).
    public var textLines: TextLines?
}

/// TEXT-4 at a Text's placement proposal: `visible < needed` is a truncated Text.
public struct TextLines: Hashable, Sendable, Codable {
    public var needed: Int
    public var visible: Int
}

/// A decision within rounding of its tie at the piece's width: reported, never hidden by a slack.
public struct PieceTie: Hashable, Sendable, Codable {
    public var path: String
    public var rule: String
    public var width: Double
    /// Whether the tied decision's row depends on W (false: it ties at every width of its piece).
    public var dependsOnWidth: Bool

    public init(path: String, rule: String, width: Double, dependsOnWidth: Bool = true) {
        self.path = path
        self.rule = rule
        self.width = width
        self.dependsOnWidth = dependsOnWidth
    }
}

/// The layout on one piece of the width interval.
public struct SymbolicPiece: Sendable {
    /// The width the piece was compiled at (inside ``lower``…``upper``).
    public var width: Double
    /// The piece's extent within the walked interval: every condition holds on it.
    public var lower: Double
    public var upper: Double
    /// Per node (by index); nil for a node not reported (below a hidden ViewThatFits child).
    public var nodes: [SymbolicNode?]
    public var conditions: [PieceCondition]
    /// `a ≠ b` decisions (no LP row can say them): the piece's formulas do not hold at their
    /// roots.
    public var disequalities: [PieceCondition]
    public var ties: [PieceTie]
    /// LPs solved for the extent (two: the minimum and the maximum of W).
    public var linearPrograms: Int
    /// Whether GLPK's rational simplex (`glp_exact`) re-solved the extent LPs.
    public var certifiedExactly: Bool
}

/// A symbolic-width question that has no affine answer, or an engine failure.
public enum SymbolicLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A construct whose answer is not affine in the parameter W (named by node and rule).
    case notAffine(path: String, rule: String, reason: String)
    /// `--width A...B` with A > B, a NaN or an infinite bound.
    case invalidInterval(String)
    /// The constraint engine could not compile the tree.
    case engine(ConstraintEngineError)
    /// A self-check failed: GLPK's extent and the closed form disagree, or a piece misses its own
    /// width. Never silenced.
    case inconsistent(String)

    public var description: String {
        switch self {
        case .notAffine(let path, let rule, let reason):
            "node \(path) (\(rule)) is not affine in W: \(reason)"
        case .invalidInterval(let message): message
        case .engine(let error): error.description
        case .inconsistent(let message): "internal inconsistency: \(message)"
        }
    }
}
