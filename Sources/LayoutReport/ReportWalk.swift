// ReportWalk.swift
// LayoutReport
//
// The one traversal every report uses: depth-first, pre-order, over the nodes that appear in
// output, with an explicit stack so that a 100,000-deep chain needs no recursion.

import LayoutCore

/// Walks the nodes that appear in output: a reported node whose ancestors are all reported and
/// not hidden (§18.5: a hidden node is written, its children are not).
///
/// Each node yields `.enter` before its children and `.leave` after them. The walk keeps the
/// current node's path (`"0.1.2"`) in ``path``, extending and trimming one buffer, so it never
/// calls ``ViewTree/paths()`` (whose strings are quadratic in size for deep chains).
/// - Complexity: O(n) over the whole walk, n = the number of nodes.
struct ReportWalk {
    enum Event {
        /// `node` at `depth` (root = 0) is the `ordinal`-th child its parent reports.
        case enter(NodeID, depth: Int, ordinal: Int)
        /// `node` is finished; `children` of its children were reported.
        case leave(NodeID, depth: Int, children: Int)
    }

    private struct Frame {
        var node: Int
        var nextChild: Int
        var pathLength: Int
        var enteredChildren: Int
    }

    let tree: ViewTree
    let result: LayoutResult
    private var stack: [Frame] = []
    private var started = false
    /// The UTF-8 path of the node most recently entered (ASCII digits and dots).
    private(set) var path: [UInt8] = []

    init(tree: ViewTree, result: LayoutResult) {
        self.tree = tree
        self.result = result
    }

    /// The layout of `id`, or ``NodeLayout/unreported`` when the result has no entry for it.
    func layout(of id: NodeID) -> NodeLayout {
        result.nodes.indices.contains(id.index) ? result.nodes[id.index] : .unreported
    }

    /// The parent of the node most recently entered (valid while handling its `.enter`).
    var parentOfCurrent: NodeID? {
        stack.count >= 2 ? NodeID(stack[stack.count - 2].node) : nil
    }

    mutating func next() -> Event? {
        if !started {
            started = true
            guard tree.count > 0, layout(of: tree.root).isReported else { return nil }
            path = Array("0".utf8)
            stack.append(
                Frame(
                    node: tree.root.index, nextChild: 0, pathLength: path.count,
                    enteredChildren: 0))
            return .enter(tree.root, depth: 0, ordinal: 0)
        }
        guard let top = stack.last else { return nil }
        let depth = stack.count - 1
        if !layout(of: NodeID(top.node)).hidden {
            let children = tree.nodes[top.node].children
            var position = top.nextChild
            while position < children.count {
                let child = children[position]
                position += 1
                guard layout(of: child).isReported else { continue }
                let ordinal = top.enteredChildren
                stack[depth].nextChild = position
                stack[depth].enteredChildren = ordinal + 1
                path.append(UInt8(ascii: "."))
                path.append(contentsOf: String(position - 1).utf8)
                stack.append(
                    Frame(
                        node: child.index, nextChild: 0, pathLength: path.count,
                        enteredChildren: 0))
                return .enter(child, depth: depth + 1, ordinal: ordinal)
            }
        }
        stack.removeLast()
        if let parent = stack.last { path.removeLast(path.count - parent.pathLength) }
        return .leave(NodeID(top.node), depth: depth, children: top.enteredChildren)
    }
}
