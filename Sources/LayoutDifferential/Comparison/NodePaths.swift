// NodePaths.swift
// LayoutDifferential
//
// Node paths (`0.1.2`, CORE-8's and CORE-6's way of naming a node) for the comparator, in O(n)
// set-up and O(depth) per path, so that comparing a 20,000-deep chain stays linear when the
// engines agree.

import LayoutCore

/// Each node's parent and its position among the parent's children, computed once per tree.
struct NodePaths {
    let tree: ViewTree
    /// The parent of every node (`nil` for the root).
    let parents: [NodeID?]
    /// The node's index among its parent's children (0 for the root).
    private let positions: [Int]

    init(_ tree: ViewTree) {
        self.tree = tree
        var parents = [NodeID?](repeating: nil, count: tree.count)
        var positions = [Int](repeating: 0, count: tree.count)
        for (index, node) in tree.nodes.enumerated() {
            for (position, child) in node.children.enumerated() {
                parents[child.index] = NodeID(index)
                positions[child.index] = position
            }
        }
        self.parents = parents
        self.positions = positions
    }

    /// `0.1.2`: child positions from the root. O(depth).
    func path(of node: Int) -> String {
        var components: [Int] = []
        var current = node
        while let parent = parents[current] {
            components.append(positions[current])
            current = parent.index
        }
        var text = "0"
        for component in components.reversed() { text += ".\(component)" }
        return text
    }

    /// The node a diagnostic's `path` names: the deepest node its valid prefix reaches (`""`, the
    /// whole layout, is the root), then the nearest ancestor that `isShown` accepts, so that no
    /// warning is lost to a node that neither layout reports.
    func node(forDiagnosticPath path: String, isShown: (Int) -> Bool) -> Int? {
        guard tree.count > 0 else { return nil }
        var current = tree.root.index
        let components = path.split(separator: ".", omittingEmptySubsequences: false)
        if components.first == "0" {
            for component in components.dropFirst() {
                guard let position = Int(component), tree.nodes[current].children.indices.contains(position)
                else { break }
                current = tree.nodes[current].children[position].index
            }
        }
        while !isShown(current) {
            guard let parent = parents[current] else { return nil }
            current = parent.index
        }
        return current
    }
}
