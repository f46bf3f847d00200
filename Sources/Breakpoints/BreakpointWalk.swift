// BreakpointWalk.swift
// Breakpoints
//
// The walk over [A, B]: compile at a width, take the piece GLPK certifies around it, move just
// past its end and repeat. A probe that lands beyond an unseen piece (its piece starts after the
// current end) is bisected back toward the end, so every piece is found whatever its width.
// Documentation/Breakpoints.md, "The walk".

import ConstraintEngine
import LayoutCore

/// One piece of the analysis: where it holds and its affine layout.
public struct BreakpointPiece: Sendable {
    public var from: Double
    public var to: Double
    /// Per node, by index (nil: not reported).
    public var nodes: [SymbolicNode?]
}

/// The layout of a tree over an interval of root widths.
public struct BreakpointAnalysis: Sendable {
    public var interval: ClosedRange<Double>
    /// Consecutive pieces covering the interval; neighbours differ in some frame's formula,
    /// hidden flag or Text line count.
    public var pieces: [BreakpointPiece]
    /// Ties: decisions within rounding of their tie at a probed width.
    public var ties: [PieceTie]
    /// Symbolic compiles, pieces before merging (decision sets), and extent LPs.
    public var compiles = 0
    public var decisionPieces = 0
    public var linearPrograms = 0
    /// Whether every extent LP was re-solved by `glp_exact`.
    public var certifiedExactly = true

    /// The interior piece boundaries.
    public var breakpoints: [Double] { pieces.dropLast().map(\.to) }
}

/// Walks an interval of root widths piece by piece.
public struct BreakpointWalker: Sendable {
    public var compiler: SymbolicRootCompiler
    /// Most compiles before the walk gives up (a typed error, never a partial answer).
    public var compileLimit = 100_000

    public init(compiler: SymbolicRootCompiler) { self.compiler = compiler }

    /// Two piece ends closer than this are the same breakpoint (rounding of the two LPs).
    static func gap(_ w: Double) -> Double { 1e-9 * max(1, abs(w)) }

    /// The first probe past a piece that ends at `w`.
    static func step(_ w: Double) -> Double { 1e-6 * max(1, abs(w)) }

    public func walk(_ tree: ViewTree, over interval: ClosedRange<Double>) throws(SymbolicLayoutError)
        -> BreakpointAnalysis
    {
        let (a, b) = (interval.lowerBound, interval.upperBound)
        guard a.isFinite, b.isFinite, a >= 0 else {
            throw .invalidInterval("the interval needs finite bounds ≥ 0, got \(a)...\(b)")
        }
        var analysis = BreakpointAnalysis(interval: interval, pieces: [], ties: [])
        var current = a, probe = a
        while true {
            guard analysis.compiles < compileLimit else {
                throw .inconsistent("more than \(compileLimit) compiles: the walk does not converge near \(current)")
            }
            let piece = try compiler.piece(tree, at: probe, within: interval)
            analysis.compiles += 1
            analysis.linearPrograms += piece.linearPrograms
            analysis.certifiedExactly = analysis.certifiedExactly && piece.certifiedExactly
            analysis.ties += piece.ties
            let (lower, upper, endsAtPoint) = Self.excludingDisequalities(piece)
            if lower > current + Self.gap(current) {
                // An unseen piece lies between the current end and this one: probe inside it.
                let middle = current + (lower - current) / 2
                guard middle > current, middle < lower else {
                    throw .inconsistent("no width between \(current) and \(lower) to probe")
                }
                probe = middle
                continue
            }
            analysis.decisionPieces += 1
            Self.append(BreakpointPiece(from: current, to: upper, nodes: piece.nodes), to: &analysis.pieces)
            if upper >= b { break }
            current = upper
            probe = endsAtPoint ? upper : min(b, upper + Self.step(upper))
        }
        return analysis
    }

    /// The piece's extent without the roots of its `a ≠ b` decisions: around its width, up to the
    /// nearest root on each side; `endsAtPoint` when the upper end is such a root (the point itself
    /// is its own piece).
    static func excludingDisequalities(_ piece: SymbolicPiece) -> (Double, Double, endsAtPoint: Bool) {
        var lower = piece.lower, upper = piece.upper, endsAtPoint = false
        for d in piece.disequalities {
            guard let root = d.value.root, root.isFinite else { continue }
            if root > piece.width && root < upper {
                upper = root
                endsAtPoint = true
            } else if root < piece.width && root > lower {
                lower = root
            }
        }
        return (lower, upper, endsAtPoint)
    }

    /// Appends `piece`, merged into the last one when no frame formula, hidden flag or line count
    /// differs (a decision that changed nothing visible).
    static func append(_ piece: BreakpointPiece, to pieces: inout [BreakpointPiece]) {
        if let last = pieces.last, sameLayout(last.nodes, piece.nodes) {
            pieces[pieces.count - 1].to = piece.to
            return
        }
        pieces.append(piece)
    }

    static func sameLayout(_ a: [SymbolicNode?], _ b: [SymbolicNode?]) -> Bool {
        zip(a, b).allSatisfy { x, y in
            guard let x, let y else { return x == nil && y == nil }
            return x.hidden == y.hidden && x.textLines == y.textLines && same(x.frame, y.frame)
        }
    }

    static func same(_ a: AffineRect, _ b: AffineRect) -> Bool {
        func close(_ p: Affine, _ q: Affine) -> Bool {
            if !p.constant.isFinite || !q.constant.isFinite { return p == q }
            return abs(p.constant - q.constant) <= 1e-9 * max(1, abs(p.constant)) && abs(p.slope - q.slope) <= 1e-12
        }
        return close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width) && close(a.height, b.height)
    }
}
