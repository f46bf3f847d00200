// LayoutComparison.swift
// LayoutDifferential
//
// CORE-7: two layouts of one tree compared node by node under a ``TolerancePolicy``. This is the
// one comparator of the project: `layoutlab compare`, the cross-engine tests, the fuzzer and the
// benchmarks all call it.

import LayoutCore

/// A part of a node's layout that two engines can disagree on, in the order it is compared.
public enum ComparedField: String, Hashable, Sendable, Codable, CaseIterable {
    case reported, hidden, proposalWidth, proposalHeight, width, height, x, y, displayFrame, diagnostics
}

/// One field of one node on which two layouts differ.
public struct NodeDifference: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The node's index in the tree (pre-order) and its path (`0.1.2`).
    public var node: Int
    public var path: String
    /// The node's kind name (`HStack`, `frame`, …).
    public var kind: String
    public var field: ComparedField
    /// The two values as text (`nil`, `inf`, `nan`, numbers, frames).
    public var first: String
    public var second: String
    /// |first − second| for numeric fields (∞ when only one is non-finite), else ∞.
    public var magnitude: Double
    /// The rule the difference points at (``RuleAttribution``).
    public var rule: String

    public var description: String {
        "\(kind) at \(path): \(field.rawValue) \(first) ≠ \(second) (\(rule))"
    }
}

/// Every difference between two layouts of one tree, in pre-order.
public struct LayoutComparison: Sendable {
    public let policy: TolerancePolicy
    /// Every differing field, nodes in pre-order, fields in ``ComparedField`` order.
    public private(set) var differences: [NodeDifference] = []
    /// The largest frame-component difference over nodes both layouts report (0 when none).
    public private(set) var largestFrameDifference: Double = 0
    /// Where ``largestFrameDifference`` was found.
    public private(set) var largestFrameDifferencePath: String?

    /// Compares `first` and `second`, two layouts of `tree` (results of other trees, or missing
    /// nodes, are differences in ``ComparedField/reported``).
    public init(tree: ViewTree, _ first: LayoutResult, _ second: LayoutResult, policy: TolerancePolicy = .core7) {
        self.policy = policy
        let parents = tree.parents()
        var diagnostics: ([String: Set<String>], [String: Set<String>]) = ([:], [:])
        if policy.diagnostics {
            for d in first.diagnostics { diagnostics.0[d.path, default: []].insert(d.code) }
            for d in second.diagnostics { diagnostics.1[d.path, default: []].insert(d.code) }
        }
        for index in 0..<tree.count {
            let a = first.nodes.indices.contains(index) ? first.nodes[index] : .unreported
            let b = second.nodes.indices.contains(index) ? second.nodes[index] : .unreported
            guard a.isReported || b.isReported else { continue }
            let kind = tree.nodes[index].kind
            let parent = parents[index].map { tree[$0].kind }
            var path: String?
            func note(_ field: ComparedField, _ x: String, _ y: String, _ magnitude: Double = .infinity) {
                if path == nil { path = tree.path(of: index, parents: parents) }
                differences.append(
                    NodeDifference(
                        node: index, path: path!, kind: kind.name, field: field, first: x, second: y,
                        magnitude: magnitude, rule: RuleAttribution.rule(for: field, kind: kind, parent: parent)))
            }
            if a.isReported != b.isReported {
                note(.reported, "\(a.isReported)", "\(b.isReported)")
                continue
            }
            if policy.visibility, a.hidden != b.hidden { note(.hidden, "\(a.hidden)", "\(b.hidden)") }
            if policy.proposals {
                compareOptional(a.proposal?.width, b.proposal?.width, a.proposal == nil, b.proposal == nil) {
                    note(.proposalWidth, $0, $1, $2)
                }
                compareOptional(a.proposal?.height, b.proposal?.height, a.proposal == nil, b.proposal == nil) {
                    note(.proposalHeight, $0, $1, $2)
                }
            }
            let pairs: [(ComparedField, Double, Double)] = [
                (.width, a.frame.size.width, b.frame.size.width), (.height, a.frame.size.height, b.frame.size.height),
                (.x, a.frame.origin.x, b.frame.origin.x), (.y, a.frame.origin.y, b.frame.origin.y),
            ]
            for (field, x, y) in pairs {
                let d = TolerancePolicy.difference(x, y)
                if d > largestFrameDifference || largestFrameDifferencePath == nil {
                    largestFrameDifference = d
                    largestFrameDifferencePath = path ?? tree.path(of: index, parents: parents)
                }
                if !policy.agrees(x, y) { note(field, Self.text(x), Self.text(y), d) }
            }
            if policy.displayFrames, !Self.identical(a.displayFrame, b.displayFrame) {
                note(.displayFrame, "\(a.displayFrame)", "\(b.displayFrame)")
            }
            if policy.diagnostics {
                let p = path ?? tree.path(of: index, parents: parents)
                let x = diagnostics.0[p] ?? [], y = diagnostics.1[p] ?? []
                if x != y { note(.diagnostics, x.sorted().joined(separator: ","), y.sorted().joined(separator: ",")) }
            }
        }
    }

    public var agrees: Bool { differences.isEmpty }

    /// The first difference in pre-order: where the engines first part ways.
    public var first: NodeDifference? { differences.first }

    /// The nodes with at least one difference, in pre-order.
    public var differingNodes: [Int] {
        var seen = Set<Int>()
        return differences.map(\.node).filter { seen.insert($0).inserted }
    }

    private func compareOptional(
        _ x: Double?, _ y: Double?, _ xMissing: Bool, _ yMissing: Bool,
        _ note: (String, String, Double) -> Void
    ) {
        switch (x, y) {
        case (nil, nil):
            if xMissing != yMissing { note(xMissing ? "none" : "nil", yMissing ? "none" : "nil", .infinity) }
        case (let x?, let y?):
            if !policy.agrees(x, y) { note(Self.text(x), Self.text(y), TolerancePolicy.difference(x, y)) }
        default:
            note(x.map(Self.text) ?? "nil", y.map(Self.text) ?? "nil", .infinity)
        }
    }

    /// Bitwise-equal frames, with NaN equal to NaN (display frames are exact).
    private static func identical(_ a: Rect, _ b: Rect) -> Bool {
        let u = [a.origin.x, a.origin.y, a.size.width, a.size.height]
        let v = [b.origin.x, b.origin.y, b.size.width, b.size.height]
        return zip(u, v).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
    }

    /// A number as reports print it: `inf`, `-inf`, `nan` or the shortest round-tripping form.
    public static func text(_ x: Double) -> String {
        if x.isNaN { return "nan" }
        if x.isInfinite { return x > 0 ? "inf" : "-inf" }
        return "\(x)"
    }
}
