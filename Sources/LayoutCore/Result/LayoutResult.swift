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
    /// The accumulated render translation (OFFSET-1) the display frame was drawn at: the display
    /// frame is ROUND-2 of `frame` moved by it.
    public var renderOffset: Point

    public init(
        frame: Rect, displayFrame: Rect, proposal: ProposedSize?, hidden: Bool,
        isReported: Bool, renderOffset: Point = Point(x: 0, y: 0)
    ) {
        self.frame = frame
        self.displayFrame = displayFrame
        self.proposal = proposal
        self.hidden = hidden
        self.isReported = isReported
        self.renderOffset = renderOffset
    }

    private enum CodingKeys: String, CodingKey {
        case frame, displayFrame, proposal, hidden, isReported, renderOffset
    }

    /// Reads files written before `renderOffset` existed as offset zero.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        frame = try c.decode(Rect.self, forKey: .frame)
        displayFrame = try c.decode(Rect.self, forKey: .displayFrame)
        proposal = try c.decodeIfPresent(ProposedSize.self, forKey: .proposal)
        hidden = try c.decode(Bool.self, forKey: .hidden)
        isReported = try c.decode(Bool.self, forKey: .isReported)
        renderOffset = try c.decodeIfPresent(Point.self, forKey: .renderOffset) ?? Point(x: 0, y: 0)
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
