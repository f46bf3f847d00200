// ViewTreeBuilder.swift
// LayoutCore
//
// Appends nodes children-first; `finish` renumbers into canonical pre-order.

/// Accumulates nodes bottom-up. Used by the DSL's lowering, the source parser and tests.
public struct ViewTreeBuilder: Sendable {
    public private(set) var nodes: [ViewNode] = []

    public init() {}

    /// Adds a node whose children were added earlier and returns its id.
    @discardableResult
    public mutating func add(_ kind: NodeKind, children: [NodeID] = [], label: String? = nil) -> NodeID {
        nodes.append(ViewNode(kind: kind, children: children, label: label))
        return NodeID(nodes.count - 1)
    }

    /// Wraps `child` in a modifier and returns the modifier's id.
    @discardableResult
    public mutating func wrap(_ child: NodeID, in kind: NodeKind) -> NodeID {
        add(kind, children: [child])
    }

    /// Sets the `.id` label of an existing node.
    public mutating func setLabel(_ label: String, of node: NodeID) {
        nodes[node.index].label = label
    }

    /// Appends a layout-neutral modifier to an existing node (CHROME-1).
    public mutating func addAttribute(_ attribute: NodeAttribute, to node: NodeID) {
        nodes[node.index].attributes = (nodes[node.index].attributes ?? []) + [attribute]
    }

    /// Appends a render-only effect to an existing node (the outermost effect last).
    public mutating func addEffect(_ effect: PaintEffect, to node: NodeID) {
        nodes[node.index].effects = (nodes[node.index].effects ?? []) + [effect]
    }

    /// The kind of an existing node.
    public func kind(of node: NodeID) -> NodeKind { nodes[node.index].kind }

    /// The tree rooted at `root`.
    public func finish(root: NodeID, ignoresSafeArea: Bool = false) throws(TreeError) -> ViewTree {
        try ViewTree(nodes: nodes, root: root, ignoresSafeArea: ignoresSafeArea)
    }
}
