// BreakpointWalk.swift
// Breakpoints
//
// The walk over [A, B]: compile at a width, take the piece GLPK certifies around it, compile at
// its end (which may be a layout of its own), move just past the end and repeat. A probe that
// lands beyond an unseen piece (its piece starts after the current end) is bisected back toward
// the end, so every piece is found whatever its width.
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

    /// A tie recorded within rounding (``BreakpointWalker/tie(_:)``) of `w`, if any: there each
    /// engine's IEEE rounding decides the tied rule, and the layout may be neither neighbour's.
    public func tie(near w: Double) -> PieceTie? {
        ties.first { abs($0.width - w) <= BreakpointWalker.tie($0.width) }
    }

    /// The interior piece boundaries, each once (a one-width piece ends where it starts).
    public var breakpoints: [Double] {
        var result: [Double] = []
        for end in pieces.dropLast().map(\.to) where result.last != end { result.append(end) }
        return result
    }
}

/// Walks an interval of root widths piece by piece.
public struct BreakpointWalker: Sendable {
    public var compiler: SymbolicRootCompiler
    /// Most compiles before the walk gives up (a typed error, never a partial answer).
    public var compileLimit = 100_000

    public init(compiler: SymbolicRootCompiler) { self.compiler = compiler }

    /// Two piece ends closer than this may be the same breakpoint computed by two LPs (their
    /// rounding): a piece that starts this close after the current end is taken to start there
    /// once probing between them finds nothing else.
    static func gap(_ w: Double) -> Double { 1e-9 * max(1, abs(w)) }

    /// Two piece ends closer than this are the same width: 64 units in the last place (about
    /// 1.4e-14 relative). The ends are the rows' exact roots rounded once, and the rows are the
    /// compile's affine forms to a few units in the last place, so one breakpoint reached from
    /// two compiles lands within it. Far below the rule book's tolerances (TEXT-3's 1e-7 pt):
    /// two breakpoints that tolerance puts 1e-7 apart (a Text that fits one line from
    /// `needed − 1e-7`, and a share that reaches zero at `needed`) are two breakpoints with a
    /// piece between them, and so are two Texts whose shares differ by a 1e-11 padding (a
    /// piece 3e-11 wide at 58; 1e-12 relative took it for one breakpoint).
    static func tie(_ w: Double) -> Double { 64 * Double.ulpOfOne * max(1, abs(w)) }

    /// The first probe past a piece that ends at `w`.
    static func step(_ w: Double) -> Double { 1e-6 * max(1, abs(w)) }

    public func walk(_ tree: ViewTree, over interval: ClosedRange<Double>) throws(SymbolicLayoutError)
        -> BreakpointAnalysis
    {
        let (a, b) = (interval.lowerBound, interval.upperBound)
        guard a.isFinite, b.isFinite, a >= 0 else {
            throw .invalidInterval("the interval needs finite bounds ≥ 0, got \(a)...\(b)")
        }
        guard [a, b].allSatisfy({ $0 == 0 || $0 >= Double.leastNormalMagnitude }) else {
            throw .invalidInterval("the interval needs bounds that are 0 or normal doubles, got \(a)...\(b)")
        }
        var analysis = BreakpointAnalysis(interval: interval, pieces: [], ties: [])
        var current = a, probe = a
        // The start of the last piece found past the current end by bisection, while bisecting.
        var bisectedTo: Double?
        let textFacts = TextFacts()
        while true {
            guard analysis.compiles < compileLimit else {
                throw .inconsistent("more than \(compileLimit) compiles: the walk does not converge near \(current)")
            }
            let piece = try compiler.piece(tree, at: probe, within: interval, textFacts: textFacts)
            analysis.compiles += 1
            analysis.linearPrograms += piece.linearPrograms
            analysis.certifiedExactly = analysis.certifiedExactly && piece.certifiedExactly
            let (lower, upper) = Self.excludingDisequalities(piece)
            let atEnd = probe == current && !analysis.pieces.isEmpty
            // At an end, a row tied within its rounding room is relaxed by that room in the
            // extent, which would carry the piece past the true end: only the end itself is taken.
            let pointPiece = atEnd && (upper <= current + Self.tie(current) || !piece.ties.isEmpty)
            if lower > current + Self.tie(current) {
                // An unseen piece may lie between the current end and this one: probe inside it,
                // unless the two are within LP rounding of each other and a probe between them
                // found this piece again (the same end computed twice).
                let sameAgain = bisectedTo.map { abs($0 - lower) <= Self.tie(lower) } ?? false
                if !(sameAgain && lower <= current + Self.gap(current)) {
                    let middle = current + (lower - current) / 2
                    guard middle > current, middle < lower else {
                        throw .inconsistent("no width between \(current) and \(lower) to probe")
                    }
                    bisectedTo = lower
                    probe = middle
                    continue
                }
            }
            bisectedTo = nil
            analysis.decisionPieces += 1
            let found = BreakpointPiece(from: current, to: pointPiece ? current : upper, nodes: piece.nodes)
            let appended =
                pointPiece ? Self.appendPoint(found, to: &analysis.pieces) : Self.append(found, to: &analysis.pieces)
            // At a piece's end every row that decides there is tight, so its ties are ties of the
            // neighbours'; they are news only when the end is a layout of its own.
            if !atEnd || (pointPiece && appended) { analysis.ties += piece.ties }
            if atEnd { analysis.ties += Self.splitTies(piece, at: current, ownLayout: pointPiece && appended) }
            if pointPiece {
                // The end belongs to the piece before (merged) or is a piece of its own: go past it.
                if current >= b { break }
                probe = min(b, current + Self.step(current))
            } else {
                // At B the walk stops, unless a decision of the piece switches at B itself: then
                // the layout at B may be the next piece's (the rule includes its tie from the
                // right), so B is probed as an end.
                if upper >= b && (probe == b || !Self.switches(piece, at: b)) { break }
                // Probe the end itself: a rule whose branch includes its tie from the left and one
                // that includes it from the right give a third layout at that one width.
                current = min(upper, b)
                probe = current
            }
        }
        analysis.ties = Self.distinct(analysis.ties)
        return analysis
    }

    /// Whether one of the piece's decisions (a row or an `a ≠ b`) switches within ``tie(_:)`` of `w`.
    static func switches(_ piece: SymbolicPiece, at w: Double) -> Bool {
        (piece.conditions + piece.disequalities).contains { condition in
            condition.value.root.map { abs($0 - w) <= tie(w) } ?? false
        }
    }

    /// Each tie once; a decision whose row does not depend on W (HSTACK-2's order of two
    /// children whose flexibilities differ by less than rounding) once for the whole walk, at
    /// the first width it was met, instead of at every probe.
    static func distinct(_ ties: [PieceTie]) -> [PieceTie] {
        var seen: Set<PieceTie> = [], constant: Set<[String]> = []
        return ties.filter { tie in
            guard seen.insert(tie).inserted else { return false }
            return tie.dependsOnWidth || constant.insert([tie.path, tie.rule]).inserted
        }
    }

    /// Decisions that switch at the end `w` in exact arithmetic but at roots a few units in the
    /// last place apart (the same share reached by different IEEE operations, HSTACK-3's
    /// share-out of equal children): between those roots, and a few units beyond, each engine's
    /// rounding decides each of them separately, so the layout there may mix the neighbours'.
    /// Such an end is reported as a tie of every row that switches within ``tie(_:)`` of it,
    /// when those rows' roots are not all the same double, or when the end has a layout of its
    /// own (`ownLayout`: equal decisions meeting at one width, HSTACK-2's equal flexibility).
    static func splitTies(_ piece: SymbolicPiece, at w: Double, ownLayout: Bool) -> [PieceTie] {
        var roots: Set<Double> = []
        var ties: [PieceTie] = []
        for condition in piece.conditions {
            guard let root = condition.value.root, abs(root - w) <= tie(w) else { continue }
            roots.insert(root)
            let tie = PieceTie(path: condition.path, rule: condition.rule, width: w)
            if !ties.contains(tie) { ties.append(tie) }
        }
        return roots.count > 1 || ownLayout ? ties : []
    }

    /// The piece's extent without the roots of its `a ≠ b` decisions: around its width, up to the
    /// nearest root on each side (the walk then probes the root itself, a piece of its own).
    static func excludingDisequalities(_ piece: SymbolicPiece) -> (lower: Double, upper: Double) {
        var lower = piece.lower, upper = piece.upper
        for d in piece.disequalities {
            guard let root = d.value.root, root.isFinite else { continue }
            if root > piece.width && root < upper {
                upper = root
            } else if root < piece.width && root > lower {
                lower = root
            }
        }
        return (lower, upper)
    }

    /// Appends the layout at one width (a piece's end) when it is a layout of its own: its frames
    /// there differ from the piece before's (whose closure holds there); whether it was appended.
    static func appendPoint(_ piece: BreakpointPiece, to pieces: inout [BreakpointPiece]) -> Bool {
        if let last = pieces.last, sameValues(last.nodes, piece.nodes, at: piece.from) { return false }
        pieces.append(piece)
        return true
    }

    /// Appends `piece`, merged into the last one when no frame formula, hidden flag or line count
    /// differs (a decision that changed nothing visible); whether it was appended. A one-width
    /// piece just before it is dropped when `piece`'s closure gives the same frames there.
    @discardableResult
    static func append(_ piece: BreakpointPiece, to pieces: inout [BreakpointPiece]) -> Bool {
        if let last = pieces.last, last.from == last.to, last.to == piece.from, pieces.count > 1,
            sameValues(last.nodes, piece.nodes, at: piece.from)
        {
            pieces.removeLast()
        }
        if let last = pieces.last, sameLayout(last.nodes, piece.nodes) {
            pieces[pieces.count - 1].to = max(last.to, piece.to)
            return false
        }
        pieces.append(piece)
        return true
    }

    static func sameLayout(_ a: [SymbolicNode?], _ b: [SymbolicNode?]) -> Bool {
        zip(a, b).allSatisfy { x, y in
            guard let x, let y else { return x == nil && y == nil }
            return x.hidden == y.hidden && x.textLines == y.textLines && same(x.frame, y.frame)
        }
    }

    /// Whether the two layouts have the same frames (within 1e-9 relative), hidden flags and
    /// line counts at `w`.
    static func sameValues(_ a: [SymbolicNode?], _ b: [SymbolicNode?], at w: Double) -> Bool {
        zip(a, b).allSatisfy { x, y in
            guard let x, let y else { return x == nil && y == nil }
            guard x.hidden == y.hidden, x.textLines == y.textLines else { return false }
            let (p, q) = (x.frame.at(w), y.frame.at(w))
            return [
                (p.origin.x, q.origin.x), (p.origin.y, q.origin.y), (p.size.width, q.size.width),
                (p.size.height, q.size.height),
            ].allSatisfy { u, v in
                u.isFinite && v.isFinite ? abs(u - v) <= 1e-9 * max(1, abs(u)) : u == v || (u.isNaN && v.isNaN)
            }
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
