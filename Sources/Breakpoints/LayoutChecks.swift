// LayoutChecks.swift
// Breakpoints
//
// The checks as W intervals, in closed form per piece (the frames are affine on a piece):
// truncation (TEXT-4: fewer lines shown than the string needs at its laid-out width), overflow
// (a frame edge beyond its parent's by more than CORE-7's 1e-6 pt) and overlap (two children of
// an HStack/VStack whose frames share an area wider and taller than 1e-6 pt).

import ConstraintEngine
import LayoutCore

/// A check of `layoutlab breakpoints --check`.
public enum LayoutCheck: String, CaseIterable, Sendable, Codable {
    case truncation
    case overflow
    case overlap
}

/// Where one check fails for one node (overlap: for a pair, `node` and `other`).
public struct Violation: Hashable, Sendable {
    public var check: LayoutCheck
    public var node: String
    public var other: String?
    /// Closures of the W sets where it fails, disjoint and increasing.
    public var intervals: [ClosedRange<Double>]
    /// A width inside the first interval (its middle).
    public var witness: Double { intervals[0].lowerBound + (intervals[0].upperBound - intervals[0].lowerBound) / 2 }
}

public enum LayoutChecks {
    /// CORE-7's tolerance for layout frames.
    static let tolerance = 1e-6

    public static func violations(_ checks: [LayoutCheck], of analysis: BreakpointAnalysis, tree: ViewTree)
        -> [Violation]
    {
        let parents = tree.parents()
        var found: [Violation] = []
        for check in LayoutCheck.allCases where checks.contains(check) {
            var byKey: [String: (node: Int, other: Int?, intervals: [ClosedRange<Double>])] = [:]
            var order: [String] = []
            func add(_ node: Int, _ other: Int?, _ range: ClosedRange<Double>) {
                let key = "\(node)-\(other ?? -1)"
                if byKey[key] == nil { order.append(key); byKey[key] = (node, other, []) }
                byKey[key]!.intervals.append(range)
            }
            for piece in analysis.pieces {
                let span = piece.from...piece.to
                switch check {
                case .truncation:
                    for (i, node) in piece.nodes.enumerated() {
                        guard let node, !node.hidden, let lines = node.textLines, lines.visible < lines.needed else {
                            continue
                        }
                        add(i, nil, span)
                    }
                case .overflow:
                    for (i, node) in piece.nodes.enumerated() {
                        guard let node, !node.hidden, let p = parents[i]?.index, let parent = piece.nodes[p],
                            !parent.hidden
                        else { continue }
                        for range in overflow(node.frame, parent.frame, on: span) { add(i, nil, range) }
                    }
                case .overlap:
                    for (i, _) in tree.nodes.enumerated() {
                        guard case .stack = tree.nodes[i].kind else { continue }
                        let children = tree.nodes[i].children.map(\.index)
                        for (k, a) in children.enumerated() {
                            for c in children[(k + 1)...] {
                                guard let x = piece.nodes[a], let y = piece.nodes[c], !x.hidden, !y.hidden,
                                    let range = overlap(x.frame, y.frame, on: span)
                                else { continue }
                                add(a, c, range)
                            }
                        }
                    }
                }
            }
            for key in order {
                let entry = byKey[key]!
                found.append(
                    Violation(
                        check: check, node: tree.path(of: entry.node, parents: parents),
                        other: entry.other.map { tree.path(of: $0, parents: parents) },
                        intervals: merged(entry.intervals)))
            }
        }
        return found
    }

    /// The widths in `span` where `f(W) > tolerance`, as a closed interval, or nil. A piece of
    /// positive length needs a set of positive length (an open set's closure); a point piece, the
    /// point itself.
    static func positive(_ f: Affine, on span: ClosedRange<Double>) -> ClosedRange<Double>? {
        all([f], on: span)
    }

    /// The widths in `span` where every `f > tolerance`.
    static func all(_ fs: [Affine], on span: ClosedRange<Double>) -> ClosedRange<Double>? {
        var lower = span.lowerBound, upper = span.upperBound
        for f in fs {
            guard f.constant.isFinite, f.slope.isFinite else { return nil }
            let g = Affine(constant: f.constant - tolerance, slope: f.slope)
            if g.slope == 0 {
                if g.constant <= 0 { return nil }
                continue
            }
            let root = g.root!
            if g.slope > 0 { lower = max(lower, root) } else { upper = min(upper, root) }
        }
        if span.upperBound > span.lowerBound { return upper > lower ? lower...upper : nil }
        return upper >= lower ? lower...upper : nil
    }

    /// Overflow: any edge of `child` beyond `parent`'s.
    static func overflow(_ child: AffineRect, _ parent: AffineRect, on span: ClosedRange<Double>)
        -> [ClosedRange<Double>]
    {
        let minus = { (a: Affine, b: Affine) in a + b * -1 }
        let edges = [
            minus(parent.x, child.x), // child's left edge left of the parent's
            minus(child.x + child.width, parent.x + parent.width),
            minus(parent.y, child.y),
            minus(child.y + child.height, parent.y + parent.height),
        ]
        return merged(edges.compactMap { positive($0, on: span) })
    }

    /// Overlap: `min(r1, r2) − max(l1, l2) > tol` on both axes, i.e. all eight differences.
    static func overlap(_ a: AffineRect, _ b: AffineRect, on span: ClosedRange<Double>) -> ClosedRange<Double>? {
        let minus = { (p: Affine, q: Affine) in p + q * -1 }
        var fs: [Affine] = []
        for (aLow, aSize, bLow, bSize) in [(a.x, a.width, b.x, b.width), (a.y, a.height, b.y, b.height)] {
            let aHigh = aLow + aSize, bHigh = bLow + bSize
            fs += [minus(aHigh, aLow), minus(aHigh, bLow), minus(bHigh, aLow), minus(bHigh, bLow)]
        }
        return all(fs, on: span)
    }

    /// Sorted, with touching intervals joined.
    static func merged(_ ranges: [ClosedRange<Double>]) -> [ClosedRange<Double>] {
        var result: [ClosedRange<Double>] = []
        for r in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, r.lowerBound <= last.upperBound + BreakpointWalker.gap(last.upperBound) {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, r.upperBound)
            } else {
                result.append(r)
            }
        }
        return result
    }
}

extension Affine {
    static func + (a: Affine, b: Affine) -> Affine {
        Affine(constant: a.constant + b.constant, slope: a.slope + b.slope)
    }

    static func * (a: Affine, k: Double) -> Affine { Affine(constant: a.constant * k, slope: a.slope * k) }
}
