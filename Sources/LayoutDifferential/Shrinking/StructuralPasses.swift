// StructuralPasses.swift
// LayoutDifferential
//
// The shrinker's passes over the tree's structure, largest cuts first: hoist a subtree to the
// root, delete children (delta debugging over each child list, children off the path to the
// differing nodes first), replace a node by one of its children (flatten a container, unwrap a
// modifier or drop an overlay's secondaries), replace a subtree by a leaf, drop labels. A pass
// walks the tree in pre-order; an accepted edit changes only the subtree at the cursor, so the
// walk goes on from the same index.

import LayoutCore

/// Passes that remove nodes. Each returns whether it made progress.
enum StructuralPasses {
    /// Replaces the root by one of its children, children with a differing node first, as
    /// long as one keeps the behaviour: a walk down to the smallest subtree that shows it.
    static func hoistRoot(_ session: ShrinkSession) -> Bool {
        var progress = false
        while !session.isOutOfTime {
            let tree = session.best.tree
            let hoisted =
                jump(from: 0, in: session, minimumDepth: 4)
                || orderedChildren(of: 0, in: session, focusFirst: true).contains { child in
                    session.attempt(tree: tree.replacing(0, bySubtreeOf: child))
                }
            guard hoisted else { break }
            progress = true
        }
        return progress
    }

    /// Replaces `node` by a descendant half-way down its descent path (the children holding a
    /// differing node, else the first ones), else a quarter of the way … two levels down: long
    /// modifier chains (a 20,000-deep `.padding()` chain) go in a logarithmic number of steps.
    /// Only paths of at least `minimumDepth` levels are tried.
    private static func jump(from node: Int, in session: ShrinkSession, minimumDepth: Int) -> Bool {
        let tree = session.best.tree
        var path: [Int] = []
        var current = node
        while let next = orderedChildren(of: current, in: session, focusFirst: true).first {
            path.append(next)
            current = next
        }
        guard path.count >= minimumDepth else { return false }
        var distance = path.count / 2
        while distance >= 2, !session.isOutOfTime {
            if session.attempt(tree: tree.replacing(node, bySubtreeOf: path[distance - 1])) { return true }
            distance /= 2
        }
        return false
    }

    /// Delta debugging over every node's deletable children: all of them, then halves, quarters
    /// … single children; children off the differing path first.
    static func deleteChildren(_ session: ShrinkSession) -> Bool {
        var progress = false
        var index = 0
        while index < session.best.tree.count, !session.isOutOfTime {
            if deleteChildren(of: index, session) { progress = true }
            index += 1
        }
        return progress
    }

    private static func deleteChildren(of node: Int, _ session: ShrinkSession) -> Bool {
        var progress = false
        var granularity = 1
        while !session.isOutOfTime {
            let tree = session.best.tree
            let deletable = deletablePositions(of: node, in: session)
            guard !deletable.isEmpty else { break }
            granularity = min(granularity, deletable.count)
            let size = (deletable.count + granularity - 1) / granularity
            let chunks = stride(from: 0, to: deletable.count, by: size).map {
                Set(deletable[$0..<min($0 + size, deletable.count)])
            }
            if chunks.contains(where: { session.attempt(tree: tree.removingChildren(of: node, at: $0)) }) {
                progress = true
                granularity = max(granularity - 1, 1)
            } else if size == 1 {
                break
            } else {
                granularity = min(granularity * 2, deletable.count)
            }
        }
        return progress
    }

    /// Positions of `node`'s children that may go (a container's, an overlay's secondaries), the
    /// ones whose subtree holds no differing node first.
    private static func deletablePositions(of node: Int, in session: ShrinkSession) -> [Int] {
        let viewNode = session.best.tree.nodes[node]
        let first: Int
        switch viewNode.kind {
        case .stack, .zStack, .viewThatFits, .geometryReader, .customLayout: first = 0
        case .overlay, .background: first = 1
        default: return []
        }
        let positions = Array(viewNode.children.indices.dropFirst(first))
        let offPath = positions.filter { !session.subtreeHasFocus(viewNode.children[$0].index) }
        return offPath + positions.filter { !offPath.contains($0) }
    }

    /// Replaces each node by one of its children: a modifier by its content, a container by a
    /// member, an overlay by its primary or a secondary.
    static func replaceByChild(_ session: ShrinkSession) -> Bool {
        var progress = false
        var index = 0
        while index < session.best.tree.count, !session.isOutOfTime {
            let tree = session.best.tree
            let replaced =
                jump(from: index, in: session, minimumDepth: 8)
                || orderedChildren(of: index, in: session, focusFirst: true).contains { child in
                    session.attempt(tree: tree.replacing(index, bySubtreeOf: child))
                }
            if replaced { progress = true } else { index += 1 }
        }
        return progress
    }

    /// Splices each container's members into its parent's children (`VStack { a; VStack { b;
    /// c } }` → `VStack { a; b; c }`), for containers below a node that takes several children.
    static func splice(_ session: ShrinkSession) -> Bool {
        var progress = false
        var index = 1
        while index < session.best.tree.count, !session.isOutOfTime {
            let tree = session.best.tree
            let node = tree.nodes[index]
            if !node.kind.isModifier, !node.kind.isLeaf, session.attempt(tree: tree.splicing(index)) {
                progress = true
            } else {
                index += 1
            }
        }
        return progress
    }

    /// Replaces each subtree of more than one node by `Rectangle()`, skipping subtrees that hold
    /// a differing node (the difference would go with them).
    static func replaceByLeaf(_ session: ShrinkSession) -> Bool {
        var progress = false
        var index = 0
        let rectangle = NodeKind.shape(ShapeSpec(shape: .rectangle))
        while index < session.best.tree.count, !session.isOutOfTime {
            let tree = session.best.tree
            if !tree.nodes[index].children.isEmpty, !session.subtreeHasFocus(index),
                session.attempt(tree: tree.replacingKind(of: index, with: rectangle, keepingChildren: false))
            {
                progress = true
            }
            index += 1
        }
        return progress
    }

    /// Removes every `.id` label at once, else one at a time.
    static func dropLabels(_ session: ShrinkSession) -> Bool {
        let tree = session.best.tree
        guard tree.nodes.contains(where: { $0.label != nil }) else { return false }
        if session.attempt(tree: tree.withoutLabels()) { return true }
        var progress = false
        for index in tree.nodes.indices where session.best.tree.nodes[index].label != nil {
            if session.attempt(tree: session.best.tree.relabelling(index, nil)) { progress = true }
        }
        return progress
    }

    /// The children of `node` (pre-order indices): those whose subtree holds a differing node
    /// first when `focusFirst`, then the rest; a modifier's content before its secondaries.
    private static func orderedChildren(of node: Int, in session: ShrinkSession, focusFirst: Bool) -> [Int] {
        let children = session.best.tree.nodes[node].children.map(\.index)
        guard focusFirst else { return children }
        let focused = children.filter { session.subtreeHasFocus($0) }
        return focused + children.filter { !focused.contains($0) }
    }
}
