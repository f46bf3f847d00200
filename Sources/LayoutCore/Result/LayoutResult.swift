// LayoutResult.swift
// LayoutCore
//
// CORE-8: what an engine reports for every node.

/// The outcome of laying out one node.
public struct NodeLayout: Hashable, Sendable, Codable {
    /// Window coordinates, unrounded.
    public var frame: Rect
    /// ROUND-2 applied to `frame` plus accumulated offsets (OFFSET-1).
    public var displayFrame: Rect
    /// The proposal the node was placed with; `nil` for hidden ViewThatFits children.
    public var proposal: ProposedSize?
    /// Laid out but not shown (an unchosen ViewThatFits child, VTF-3).
    public var hidden: Bool
    /// Whether the node appears in output (descendants of hidden nodes do not, §18.5).
    public var isReported: Bool

    public init(
        frame: Rect, displayFrame: Rect, proposal: ProposedSize?, hidden: Bool,
        isReported: Bool
    ) {
        self.frame = frame
        self.displayFrame = displayFrame
        self.proposal = proposal
        self.hidden = hidden
        self.isReported = isReported
    }

    /// A node that was never placed.
    public static let unreported = NodeLayout(
        frame: .zero, displayFrame: .zero, proposal: nil,
        hidden: true, isReported: false)
}

/// A whole layout: one ``NodeLayout`` per node of the tree, indexed by ``NodeID``.
public struct LayoutResult: Hashable, Sendable, Codable {
    /// `reference` or `constraint`.
    public var engine: String
    /// The root proposal.
    public var proposal: ProposedSize
    public var scale: Double
    public var diagnostics: [Diagnostic]
    public var nodes: [NodeLayout]

    public init(
        engine: String, proposal: ProposedSize, scale: Double, diagnostics: [Diagnostic],
        nodes: [NodeLayout]
    ) {
        self.engine = engine
        self.proposal = proposal
        self.scale = scale
        self.diagnostics = diagnostics
        self.nodes = nodes
    }

    public subscript(id: NodeID) -> NodeLayout { nodes[id.index] }

    /// The layout of the first node labelled `label` with `.id(…)` in `tree`.
    public func node(labelled label: String, in tree: ViewTree) -> NodeLayout? {
        tree.nodes.firstIndex { $0.label == label }.map { nodes[$0] }
    }
}
