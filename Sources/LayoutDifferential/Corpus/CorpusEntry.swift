// CorpusEntry.swift
// LayoutDifferential
//
// A shrunk case as the corpus keeps it: the case, its divergence class (CORE-7's first
// difference or a CORE-9 failure), the engines, and the frames of the nodes that differ.

import LayoutCore

/// A node on which two layouts differ, with both engines' layout frames (CORE-8).
public struct DifferingNode: Hashable, Sendable, Codable {
    /// The node's pre-order index, path (`0.1`) and kind name.
    public var node: Int
    public var path: String
    public var kind: String
    /// The differing fields (``ComparedField`` raw values) and the rules they point at.
    public var fields: [String]
    public var rules: [String]
    /// The first and second engine's layout frames; nil where an engine does not report it.
    public var first: Rect?
    public var second: Rect?
    /// The differing fields that are not frame components, as `proposalHeight 100.0 ≠ 0.0`.
    public var otherValues: [String]

    public init(
        node: Int, path: String, kind: String, fields: [String], rules: [String], first: Rect?, second: Rect?,
        otherValues: [String] = []
    ) {
        self.node = node
        self.path = path
        self.kind = kind
        self.fields = fields
        self.rules = rules
        self.first = first
        self.second = second
        self.otherValues = otherValues
    }

    private enum CodingKeys: String, CodingKey {
        case node, path, kind, fields, rules, first, second, otherValues
    }

    /// Decodes a node; `otherValues` may be missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        node = try container.decode(Int.self, forKey: .node)
        path = try container.decode(String.self, forKey: .path)
        kind = try container.decode(String.self, forKey: .kind)
        fields = try container.decode([String].self, forKey: .fields)
        rules = try container.decode([String].self, forKey: .rules)
        first = try container.decodeIfPresent(Rect.self, forKey: .first)
        second = try container.decodeIfPresent(Rect.self, forKey: .second)
        otherValues = try container.decodeIfPresent([String].self, forKey: .otherValues) ?? []
    }

    /// The fields a frame shows; the others are kept as ``otherValues``.
    static let frameFields: Set<ComparedField> = [.width, .height, .x, .y]

    /// The differing nodes of an outcome, in pre-order (none for agreement or a failure).
    public static func list(from outcome: DifferentialOutcome) -> [DifferingNode] {
        guard let comparison = outcome.comparison else { return [] }
        var result: [DifferingNode] = []
        for difference in comparison.differences {
            let value =
                DifferingNode.frameFields.contains(difference.field)
                ? nil : "\(difference.field.rawValue) \(difference.first) ≠ \(difference.second)"
            if result.last?.node == difference.node {
                if let value { result[result.count - 1].otherValues.append(value) }
                if !result[result.count - 1].fields.contains(difference.field.rawValue) {
                    result[result.count - 1].fields.append(difference.field.rawValue)
                }
                if !result[result.count - 1].rules.contains(difference.rule) {
                    result[result.count - 1].rules.append(difference.rule)
                }
                continue
            }
            func frame(_ layout: LayoutResult?) -> Rect? {
                guard let layout, layout.nodes.indices.contains(difference.node) else { return nil }
                let node = layout.nodes[difference.node]
                return node.isReported ? node.frame : nil
            }
            result.append(
                DifferingNode(
                    node: difference.node, path: difference.path, kind: difference.kind,
                    fields: [difference.field.rawValue], rules: [difference.rule], first: frame(outcome.first),
                    second: frame(outcome.second), otherValues: value.map { [$0] } ?? []))
        }
        return result
    }
}

/// A shrunk case as the corpus keeps it.
public struct CorpusEntry: Hashable, Sendable, Codable {
    public var divergenceClass: DivergenceClass
    /// The shrunk case (tree, root, metrics).
    public var shrunk: FuzzCase
    /// The seed of the generated tree it was shrunk from, and that tree's node count.
    public var originalSeed: UInt64?
    public var originalNodes: Int
    /// The engines compared (`reference`, `constraint/exact`, …).
    public var engines: [String]
    /// The first difference of the shrunk case, or the failure message.
    public var summary: String
    /// The nodes of the shrunk case on which the engines differ, with both frames (empty for a
    /// failure, or when the entry was made without an outcome).
    public var differingNodes: [DifferingNode] = []

    public init(
        divergenceClass: DivergenceClass, shrunk: FuzzCase, originalSeed: UInt64?, originalNodes: Int,
        engines: [String], summary: String
    ) {
        self.divergenceClass = divergenceClass
        self.shrunk = shrunk
        self.originalSeed = originalSeed
        self.originalNodes = originalNodes
        self.engines = engines
        self.summary = summary
    }

    /// The entry for `shrunk`, whose run by `engines` gave `outcome` (a divergence or failure):
    /// class, summary and differing nodes from the outcome.
    public init(
        shrunk: FuzzCase, outcome: DifferentialOutcome, engines: [String], originalSeed: UInt64?, originalNodes: Int
    ) {
        let summary =
            outcome.comparison?.first?.description ?? outcome.message.map {
                // A failure's class names the engine that threw (DivergenceClass's field).
                "\(outcome.divergenceClass?.field ?? "an engine") failed: \($0)"
            }
            ?? "the engines agree"
        self.init(
            divergenceClass: outcome.divergenceClass ?? DivergenceClass(kind: "none", rule: "CORE-7", field: "none"),
            shrunk: shrunk, originalSeed: originalSeed, originalNodes: originalNodes, engines: engines,
            summary: summary)
        differingNodes = DifferingNode.list(from: outcome)
    }

    private enum CodingKeys: String, CodingKey {
        case divergenceClass, shrunk, originalSeed, originalNodes, engines, summary, differingNodes
    }

    /// Decodes an entry; `differingNodes` may be missing (entries written without it).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        divergenceClass = try container.decode(DivergenceClass.self, forKey: .divergenceClass)
        shrunk = try container.decode(FuzzCase.self, forKey: .shrunk)
        originalSeed = try container.decodeIfPresent(UInt64.self, forKey: .originalSeed)
        originalNodes = try container.decode(Int.self, forKey: .originalNodes)
        engines = try container.decode([String].self, forKey: .engines)
        summary = try container.decode(String.self, forKey: .summary)
        differingNodes = try container.decodeIfPresent([DifferingNode].self, forKey: .differingNodes) ?? []
    }
}
