// TreeEdits.swift
// LayoutDifferential
//
// The edits the shrinker makes to a tree. Each returns a new tree built through
// `ViewTree(nodes:root:)`, which renumbers into pre-order, drops nodes no longer reachable and
// validates arity and GeometryReader scoping; an edit that breaks either returns nil.

import LayoutCore

extension ViewTree {
    /// One past the last pre-order index of the subtree of `node`.
    func subtreeEnd(of node: Int) -> Int {
        var last = node
        while let child = nodes[last].children.last { last = child.index }
        return last + 1
    }

    /// The parent of `node` (nil for the root).
    func parent(of node: Int) -> Int? {
        guard node > 0 else { return nil }
        for index in stride(from: node - 1, through: 0, by: -1) where nodes[index].children.contains(NodeID(node)) {
            return index
        }
        return nil
    }

    /// The tree with the subtree of `node` replaced by the subtree of `replacement` (one of its
    /// descendants): a container flattened to a child, a modifier unwrapped, a subtree hoisted.
    func replacing(_ node: Int, bySubtreeOf replacement: Int) -> ViewTree? {
        guard let parent = parent(of: node) else { return rebuilt(nodes, root: replacement) }
        var edited = nodes
        edited[parent].children = edited[parent].children.map { $0.index == node ? NodeID(replacement) : $0 }
        return rebuilt(edited, root: 0)
    }

    /// The tree with `node` (not the root) replaced, in its parent's children, by its own
    /// children: a nested stack's members spliced into the enclosing one.
    func splicing(_ node: Int) -> ViewTree? {
        guard let parent = parent(of: node) else { return nil }
        var edited = nodes
        edited[parent].children = nodes[parent].children.flatMap { $0.index == node ? nodes[node].children : [$0] }
        return rebuilt(edited, root: 0)
    }

    /// The tree without the children of `node` at `positions`.
    func removingChildren(of node: Int, at positions: Set<Int>) -> ViewTree? {
        var edited = nodes
        edited[node].children = nodes[node].children.enumerated().filter { !positions.contains($0.offset) }
            .map(\.element)
        return rebuilt(edited, root: 0)
    }

    /// The tree with `node`'s kind replaced; `children: false` also drops its subtree (for a
    /// leaf kind).
    func replacingKind(of node: Int, with kind: NodeKind, keepingChildren: Bool = true) -> ViewTree? {
        var edited = nodes
        edited[node].kind = kind
        if !keepingChildren { edited[node].children = [] }
        return rebuilt(edited, root: 0)
    }

    /// The tree with `node`'s `.id` label set to `label`.
    func relabelling(_ node: Int, _ label: String?) -> ViewTree? {
        var edited = nodes
        edited[node].label = label
        return rebuilt(edited, root: 0)
    }

    /// The tree without any `.id` label.
    func withoutLabels() -> ViewTree? {
        rebuilt(nodes.map { ViewNode(kind: $0.kind, children: $0.children) }, root: 0)
    }

    /// The deepest expression in the tree (1 for a constant), walked with an explicit stack.
    func expressionDepth() -> Int {
        var deepest = 0
        for node in nodes {
            var pending = node.kind.expressions.map { ($0, 1) }
            while let (expression, depth) = pending.popLast() {
                deepest = Swift.max(deepest, depth)
                switch expression {
                case .sum(let a, let b), .difference(let a, let b): pending += [(a, depth + 1), (b, depth + 1)]
                case .product(let a, _), .quotient(let a, _), .negation(let a): pending.append((a, depth + 1))
                case .constant, .width, .height, .guide, .proxyWidth, .proxyHeight: break
                }
            }
        }
        return deepest
    }

    /// The tree with `ignoresSafeArea` set.
    func settingIgnoresSafeArea(_ value: Bool) -> ViewTree? {
        rebuilt(nodes, root: 0, ignoresSafeArea: value)
    }

    private func rebuilt(_ nodes: [ViewNode], root: Int, ignoresSafeArea: Bool? = nil) -> ViewTree? {
        try? ViewTree(nodes: nodes, root: NodeID(root), ignoresSafeArea: ignoresSafeArea ?? self.ignoresSafeArea)
    }
}
