// LayoutComparison.swift
// LayoutDifferential
//
// CORE-7: two layouts of one tree compared node by node under a ``TolerancePolicy``. This is the
// one comparator of the project: `layoutlab compare`, the cross-engine tests (through
// Tests/DifferentialTestSupport) and the fuzzer all call it. (The benchmarks time layouts and
// compare none.)

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
    /// |first − second| for numeric fields (∞ when only one is non-finite; for display frames
    /// the largest over their components), else ∞.
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
    /// The layout's largest length (``LayoutScale``), when the policy's allowance grows with it.
    public let scale: Double
    /// Every differing field, nodes in pre-order, fields in ``ComparedField`` order.
    public private(set) var differences: [NodeDifference] = []
    /// The largest frame-component difference over nodes both layouts report (0 when none).
    public private(set) var largestFrameDifference: Double = 0
    /// The node where ``largestFrameDifference`` was first found (the first node compared when
    /// every difference is 0; nil when no node is reported by both layouts).
    public private(set) var largestFrameDifferenceNode: Int?
    /// The path of ``largestFrameDifferenceNode``.
    public private(set) var largestFrameDifferencePath: String?

    /// Compares `first` and `second`, two layouts of `tree` (results of other trees, or missing
    /// nodes, are differences in ``ComparedField/reported``).
    /// - Complexity: O(n) plus O(depth) per differing node and per warning (under ``TolerancePolicy/diagnostics``).
    public init(tree: ViewTree, _ first: LayoutResult, _ second: LayoutResult, policy: TolerancePolicy = .core7) {
        self.policy = policy
        scale = policy.scaleRelative > 0 ? LayoutScale.of(tree, first, second) : 0
        let pixel = first.scale > 0 && first.scale.isFinite ? 1 / first.scale : 1
        let paths = NodePaths(tree)
        func layout(_ result: LayoutResult, _ index: Int) -> NodeLayout {
            result.nodes.indices.contains(index) ? result.nodes[index] : .unreported
        }
        let codes = policy.diagnostics ? Self.warningCodes(first, second, paths: paths) : ([:], [:])
        for index in 0..<tree.count {
            let a = layout(first, index), b = layout(second, index)
            guard a.isReported || b.isReported else { continue }
            let kind = tree.nodes[index].kind
            let parent = paths.parents[index].map { tree[$0].kind }
            var path: String?
            func note(_ field: ComparedField, _ x: String, _ y: String, _ magnitude: Double = .infinity) {
                if path == nil { path = paths.path(of: index) }
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
                if d > largestFrameDifference || largestFrameDifferenceNode == nil {
                    largestFrameDifference = d
                    largestFrameDifferenceNode = index
                }
                if !policy.agrees(x, y, scale: scale) { note(field, Self.text(x), Self.text(y), d) }
            }
            if policy.displayFrames, !Self.identical(a.displayFrame, b.displayFrame),
                !(policy.pixelNoise && isPixelNoise(a, b, pixel: pixel))
            {
                let u = a.displayFrame, v = b.displayFrame
                let magnitude =
                    [
                        (u.origin.x, v.origin.x), (u.origin.y, v.origin.y), (u.size.width, v.size.width),
                        (u.size.height, v.size.height),
                    ].map(TolerancePolicy.difference).max() ?? .infinity
                note(.displayFrame, "\(u)", "\(v)", magnitude)
            }
            if policy.diagnostics {
                let x = codes.0[index] ?? [], y = codes.1[index] ?? []
                if x != y { note(.diagnostics, x.sorted().joined(separator: ","), y.sorted().joined(separator: ",")) }
            }
        }
        largestFrameDifferencePath = largestFrameDifferenceNode.map(paths.path(of:))
    }

    public var agrees: Bool { differences.isEmpty }

    /// The first difference in pre-order: where the engines first part ways.
    public var first: NodeDifference? { differences.first }

    /// The nodes with at least one difference, in pre-order.
    public var differingNodes: [Int] {
        var seen = Set<Int>()
        return differences.map(\.node).filter { seen.insert($0).inserted }
    }

    /// The differences of each differing node, fields in ``ComparedField`` order.
    public var differencesByNode: [Int: [NodeDifference]] {
        Dictionary(grouping: differences, by: \.node)
    }

    /// A few lines for a test failure or a log: the number of differences under the policy and
    /// the first `limit` of them, one per line (`Text at 0.1: width 10.0 ≠ 12.0 (TEXT-4)`).
    public func report(limit: Int = 8) -> String {
        guard !agrees else { return "the layouts agree under \(policy.name)" }
        var lines = [
            "\(differences.count) difference\(differences.count == 1 ? "" : "s") under \(policy.name) "
                + "(\(policy.explanation)) at \(differingNodes.count) node\(differingNodes.count == 1 ? "" : "s"):"
        ]
        lines += differences.prefix(max(limit, 0)).map { "  \($0)" }
        if differences.count > limit { lines.append("  … and \(differences.count - limit) more") }
        return lines.joined(separator: "\n")
    }

    /// The warning codes of each layout by the node they name (CORE-6), for ``TolerancePolicy/strict``.
    private static func warningCodes(_ first: LayoutResult, _ second: LayoutResult, paths: NodePaths) -> (
        [Int: Set<String>], [Int: Set<String>]
    ) {
        func isShown(_ index: Int) -> Bool {
            (first.nodes.indices.contains(index) && first.nodes[index].isReported)
                || (second.nodes.indices.contains(index) && second.nodes[index].isReported)
        }
        func codes(_ result: LayoutResult) -> [Int: Set<String>] {
            var codes: [Int: Set<String>] = [:]
            for diagnostic in result.diagnostics {
                guard let node = paths.node(forDiagnosticPath: diagnostic.path, isShown: isShown) else { continue }
                codes[node, default: []].insert(diagnostic.code)
            }
            return codes
        }
        return (codes(first), codes(second))
    }

    /// Compares one proposal component: a number, `nil` (unspecified, PROPOSAL-1) or, when the
    /// node has no proposal at all (a hidden node, CORE-8), `none`.
    private func compareOptional(
        _ x: Double?, _ y: Double?, _ xMissing: Bool, _ yMissing: Bool,
        _ note: (String, String, Double) -> Void
    ) {
        switch (x, y) {
        case (nil, nil):
            if xMissing != yMissing { note(xMissing ? "none" : "nil", yMissing ? "none" : "nil", .infinity) }
        case (let x?, let y?):
            if !policy.agrees(x, y, scale: scale) {
                note(Self.text(x), Self.text(y), TolerancePolicy.difference(x, y))
            }
        default:
            note(
                x.map(Self.text) ?? (xMissing ? "none" : "nil"), y.map(Self.text) ?? (yMissing ? "none" : "nil"),
                .infinity)
        }
    }

    /// Whether two display frames differ only by float noise at a pixel boundary (ROUND-2): the
    /// unrounded frames or render offsets (OFFSET-1) differ but agree within the allowance, and
    /// each display edge differs by at most one pixel (an origin by one, a size by two).
    private func isPixelNoise(_ a: NodeLayout, _ b: NodeLayout, pixel: Double) -> Bool {
        guard !Self.identical(a.frame, b.frame) || !Self.identical(a.renderOffset, b.renderOffset)
        else { return false }
        let frames = [
            (a.frame.origin.x, b.frame.origin.x), (a.frame.origin.y, b.frame.origin.y),
            (a.frame.size.width, b.frame.size.width), (a.frame.size.height, b.frame.size.height),
            (a.renderOffset.x, b.renderOffset.x), (a.renderOffset.y, b.renderOffset.y),
        ]
        guard frames.allSatisfy({ policy.agrees($0, $1, scale: scale) }) else { return false }
        // A size is the difference of two rounded edges, each of which may fall either way. An
        // edge may also be off by the relative allowance at its own magnitude (1e-12 × the edge,
        // as for frames): beyond 1e16 pt one unit in the last place is more than a pixel.
        let u = a.displayFrame, v = b.displayFrame
        func edges(_ origin: KeyPath<Rect, Double>, _ size: KeyPath<Rect, Double>) -> Double {
            [
                u[keyPath: origin], u[keyPath: origin] + u[keyPath: size], v[keyPath: origin],
                v[keyPath: origin] + v[keyPath: size],
            ]
            .reduce(0) { $1.isFinite ? max($0, abs($1)) : $0 }
        }
        let horizontal = edges(\.origin.x, \.size.width), vertical = edges(\.origin.y, \.size.height)
        let display = [
            (u.origin.x, v.origin.x, 1.0, horizontal), (u.origin.y, v.origin.y, 1, vertical),
            (u.size.width, v.size.width, 2, horizontal), (u.size.height, v.size.height, 2, vertical),
        ]
        return display.allSatisfy { x, y, pixels, edge in
            x == y || (x.isNaN && y.isNaN)
                || abs(x - y)
                    <= pixels * (pixel * (1 + 1e-9) + policy.scaleRelative * edge) + policy.scaleRelative * scale
        }
    }

    /// Bitwise-equal frames, with NaN equal to NaN (display frames are exact).
    private static func identical(_ a: Rect, _ b: Rect) -> Bool {
        let u = [a.origin.x, a.origin.y, a.size.width, a.size.height]
        let v = [b.origin.x, b.origin.y, b.size.width, b.size.height]
        return zip(u, v).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
    }

    /// Bitwise-equal points, with NaN equal to NaN.
    private static func identical(_ a: Point, _ b: Point) -> Bool {
        (a.x == b.x || (a.x.isNaN && b.x.isNaN)) && (a.y == b.y || (a.y.isNaN && b.y.isNaN))
    }

    /// A number as reports print it: `inf`, `-inf`, `nan` or the shortest round-tripping form.
    public static func text(_ x: Double) -> String {
        if x.isNaN { return "nan" }
        if x.isInfinite { return x > 0 ? "inf" : "-inf" }
        return "\(x)"
    }
}
