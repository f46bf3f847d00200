// RegionChecks.swift
// ConstraintEngine
//
// The checks of `layoutlab breakpoints` as region questions (RegionModel): for each Text,
// frame or pair of stack children, whether some root size in the box violates the check, a
// witness, and the smallest box of root sizes that holds every violating one. The checks are
// those of the one-parameter walk (Breakpoints/LayoutChecks.swift): truncation (TEXT-4: fewer
// lines shown than TEXT-3 needs at the laid-out width), overflow (an edge beyond the parent's
// by more than CORE-7's 1e-6 pt), overlap (two children of an HStack/VStack sharing an area
// wider and taller than 1e-6 pt).

import LayoutCore
import LinearProgramming

/// A check of a region question.
public enum RegionCheck: String, CaseIterable, Sendable {
    case truncation
    case overflow
    case overlap
}

/// Where one check fails for one node (overlap: a pair) somewhere in the box.
public struct RegionViolation: Hashable, Sendable {
    public var check: RegionCheck
    /// Node indices (paths with ``RegionModel/path(of:)``).
    public var node: Int
    public var other: Int?
    /// A root size (W, H) where it fails: the first integer point branch-and-bound found.
    public var witness: (width: Double, height: Double)
    /// The smallest box holding every root size where it fails (min and max of W and of H
    /// over the violating points, each a MILP solved to optimality).
    public var width: ClosedRange<Double>
    public var height: ClosedRange<Double>

    public static func == (a: Self, b: Self) -> Bool {
        a.check == b.check && a.node == b.node && a.other == b.other && a.witness == b.witness
            && a.width == b.width && a.height == b.height
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(check)
        hasher.combine(node)
        hasher.combine(other)
    }
}

/// One linear condition of a violation: `lower ≤ expression ≤ upper`.
struct RegionRow {
    var expression: Quantity
    var lower: Double = -.infinity
    var upper: Double = .infinity
}

extension RegionModel {
    /// CORE-7's tolerance for layout frames.
    static let frameTolerance = 1e-6

    /// How far past an edge `difference` must reach to count as an overflow or an overlap: CORE-7's
    /// 1e-6 pt, and at least 1e-6 of the difference's magnitude over the box. GLPK holds each row
    /// only to 1e-7 of its size, so at 300 pt a point 1e-6 pt past an edge can be rounding: a
    /// Text in a fixed-size ScrollView was reported 1e-6 pt below its stack, which the walk at
    /// that size refutes. As for strict rows (Breakpoints.md, Limits), a violation thinner than
    /// this is not found.
    func edgeThreshold(_ difference: Quantity) -> Double {
        let range = builder.bounds(of: difference)
        return max(Self.frameTolerance, range.isFinite ? 1e-6 * range.magnitude : 0)
    }

    public func path(of node: Int) -> String { path(node) }

    /// Every violation of `checks` in the box, in node order. Call ``coverage()`` first: the
    /// answers hold for the whole box only when it succeeded.
    public func violations(_ checks: [RegionCheck]) throws(RegionError) -> [RegionViolation] {
        let (base, variables) = program(withDecisions: true)
        var found: [RegionViolation] = []
        func shown(_ node: Int) -> Bool {
            guard let placed = compiled.placed[node] else { return false }
            return !placed.hidden
        }
        for check in RegionCheck.allCases where checks.contains(check) {
            for node in tree.nodes.indices {
                switch check {
                case .truncation:
                    guard case .text = tree.nodes[node].kind, shown(node),
                        let p = compiled.placed[node]?.proposal, let lines = builder.milpTextLines[node]?[p]
                    else { continue }
                    // Integral counts: visible < needed ⇔ needed − visible ≥ 1 (≥ 0.5 with room).
                    let rows = [RegionRow(expression: lines.needed - lines.visible, lower: 0.5)]
                    if let v = try violation(check, node, nil, [rows], base, variables) { found.append(v) }
                case .overflow:
                    guard shown(node), let parent = compiled.parents[node]?.index, shown(parent),
                        let c = compiled.placed[node], let q = compiled.placed[parent]
                    else { continue }
                    let edges = [
                        q.origin.x - c.origin.x, c.origin.x + c.size.width - (q.origin.x + q.size.width),
                        q.origin.y - c.origin.y, c.origin.y + c.size.height - (q.origin.y + q.size.height),
                    ]
                    let alternatives = edges.map { [RegionRow(expression: $0, lower: edgeThreshold($0))] }
                    if let v = try violation(check, node, nil, alternatives, base, variables) { found.append(v) }
                case .overlap:
                    guard case .stack = tree.nodes[node].kind else { continue }
                    let children = tree.nodes[node].children.map(\.index)
                    for (k, a) in children.enumerated() {
                        for b in children[(k + 1)...] {
                            guard shown(a), shown(b), let x = compiled.placed[a], let y = compiled.placed[b] else {
                                continue
                            }
                            var rows: [RegionRow] = []
                            for axis in Axis.allCases {
                                let aLow = x.origin[axis], bLow = y.origin[axis]
                                let aHigh = aLow + x.size[axis], bHigh = bLow + y.size[axis]
                                for difference in [aHigh - aLow, aHigh - bLow, bHigh - aLow, bHigh - bLow] {
                                    rows.append(RegionRow(expression: difference, lower: edgeThreshold(difference)))
                                }
                            }
                            if let v = try violation(check, a, b, [rows], base, variables) { found.append(v) }
                        }
                    }
                }
            }
        }
        return found
    }

    /// The binaries that must be 1 for `node` to be shown: its own and its ancestors' literals
    /// of a ViewThatFits choice (VTF-2/3).
    func visibilityLiterals(_ node: Int) -> [Int] {
        var literals: [Int] = []
        var current: Int? = node
        while let n = current {
            literals += builder.milpVisibility[n] ?? []
            current = compiled.parents[n]?.index
        }
        return literals
    }

    /// The violation of `check` at `node` (and `other`) when some alternative (a conjunction of
    /// rows) has an integer point, with the hull of the alternatives' boxes.
    func violation(
        _ check: RegionCheck, _ node: Int, _ other: Int?, _ alternatives: [[RegionRow]], _ base: LinearProgram,
        _ variables: [Variable]
    ) throws(RegionError) -> RegionViolation? {
        let literals = visibilityLiterals(node) + (other.map(visibilityLiterals) ?? [])
        var result: RegionViolation?
        for rows in alternatives {
            // The bounds may already rule the alternative out.
            let possible = rows.allSatisfy { row in
                let range = builder.bounds(of: row.expression)
                return range.upper >= row.lower && range.lower <= row.upper
            }
            guard possible else { continue }
            var lp = base
            for row in rows {
                lp.addConstraint(
                    Constraint(expression(row.expression, variables), lowerBound: row.lower, upperBound: row.upper))
            }
            for literal in literals {
                lp.addConstraint(Constraint(LinearExpression(binaryColumn(literal)), lowerBound: 1))
            }
            guard let point = try solve(lp, firstPoint: true) else { continue }
            let width = try extent(lp, widthVariable)
            let height = try extent(lp, heightVariable)
            if var found = result {
                found.width =
                    min(found.width.lowerBound, width.lowerBound)...max(found.width.upperBound, width.upperBound)
                found.height =
                    min(found.height.lowerBound, height.lowerBound)...max(found.height.upperBound, height.upperBound)
                result = found
            } else {
                result = RegionViolation(
                    check: check, node: node, other: other, witness: (point.width, point.height), width: width,
                    height: height)
            }
        }
        return result
    }

    /// min and max of a root column over the integer points of `lp` (which has one).
    func extent(_ lp: LinearProgram, _ column: Int) throws(RegionError) -> ClosedRange<Double> {
        var low = lp, high = lp
        low.minimize(LinearExpression(Variable(index: column)))
        high.maximize(LinearExpression(Variable(index: column)))
        guard let a = try solve(low, firstPoint: false), let b = try solve(high, firstPoint: false) else {
            throw .engine(.solver(.infeasible, scope: "region (an extent of a violation found feasible)"))
        }
        let lower = column == widthVariable ? a.width : a.height
        let upper = column == widthVariable ? b.width : b.height
        return min(lower, upper)...max(lower, upper)
    }
}
