// ViewTree.swift
// LayoutCore
//
// The closed, serializable view tree both engines read. It is an arena (a flat array of nodes
// in pre-order) so that equality, hashing, coding and destruction never recurse: a
// 100,000-deep chain of modifiers is just a long array.

/// Index of a node in a ``ViewTree``.
public struct NodeID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let index: Int
    public init(_ index: Int) { self.index = index }
    public static func < (a: NodeID, b: NodeID) -> Bool { a.index < b.index }
    public var description: String { "#\(index)" }
}

/// One view or layout modifier.
public struct ViewNode: Hashable, Sendable, Codable {
    public var kind: NodeKind
    /// Render-only effects applied to this node, innermost first (§18.5); nil when none.
    /// Engines never read them.
    public var effects: [PaintEffect]? = nil
    /// Modifiers: the modified view first. Overlay/background: then the secondary members.
    public var children: [NodeID]
    /// The `.id("…")` label, if any (no layout effect).
    public var label: String?
    /// Layout-neutral modifiers applied to this node, in source order (CHROME-1); nil when none,
    /// so trees without them cost nothing. Engines never read them.
    public var attributes: [NodeAttribute]?

    public init(kind: NodeKind, children: [NodeID] = [], label: String? = nil, attributes: [NodeAttribute]? = nil) {
        self.kind = kind
        self.children = children
        self.label = label
        self.attributes = attributes
    }
}

/// A whole view tree: nodes in pre-order (the root is node 0).
public struct ViewTree: Hashable, Sendable, Codable {
    public private(set) var nodes: [ViewNode]
    /// ROOT-3: the outermost view carries `.ignoresSafeArea()`.
    public var ignoresSafeArea: Bool

    /// The root node (always node 0).
    public var root: NodeID { NodeID(0) }
    public var count: Int { nodes.count }

    public subscript(id: NodeID) -> ViewNode { nodes[id.index] }

    /// Builds a tree from nodes in any order whose children were added before their parents,
    /// renumbering into canonical pre-order. Throws if the structure is not a tree.
    public init(nodes: [ViewNode], root: NodeID, ignoresSafeArea: Bool = false) throws(TreeError) {
        self.ignoresSafeArea = ignoresSafeArea
        guard nodes.indices.contains(root.index) else { throw TreeError.invalidReference(root.index) }
        var newIndex = [Int](repeating: -1, count: nodes.count)
        var order: [Int] = []
        order.reserveCapacity(nodes.count)
        var stack = [root.index]
        while let old = stack.popLast() {
            guard newIndex[old] == -1 else { throw TreeError.sharedNode(old) }
            newIndex[old] = order.count
            order.append(old)
            for child in nodes[old].children.reversed() {
                guard nodes.indices.contains(child.index) else {
                    throw TreeError.invalidReference(child.index)
                }
                stack.append(child.index)
            }
        }
        self.nodes = order.map { old in
            var node = nodes[old]
            node.children = node.children.map { NodeID(newIndex[$0.index]) }
            return node
        }
        try validate()
    }

    /// Checks arity and expression scoping (proxy references need an enclosing GeometryReader;
    /// dimension references only inside alignment guides).
    private func validate() throws(TreeError) {
        var readerDepth = [Int](repeating: 0, count: nodes.count)
        for (index, node) in nodes.enumerated() {
            let depth = readerDepth[index]
            let childDepth = depth + (node.kind == .geometryReader ? 1 : 0)
            for child in node.children { readerDepth[child.index] = childDepth }
            let arityOK: Bool
            switch node.kind {
            case .overlay, .background: arityOK = node.children.count >= 1
            case .border: arityOK = node.children.count == 2
            case .scrollView: arityOK = node.children.count == 1
            default:
                if node.kind.isLeaf {
                    arityOK = node.children.isEmpty
                } else if node.kind.isModifier {
                    arityOK = node.children.count == 1
                } else {
                    arityOK = true
                }
            }
            guard arityOK else {
                throw TreeError.arity(kind: node.kind.name, children: node.children.count)
            }
            for expression in node.kind.expressions {
                if let proxy = expression.maximumProxyDepth, proxy >= depth {
                    throw TreeError.proxyOutsideReader(kind: node.kind.name)
                }
                if case .alignmentGuide = node.kind {
                } else if expression.readsDimensions {
                    throw TreeError.dimensionsOutsideGuide(kind: node.kind.name)
                }
            }
        }
    }

    /// The same tree without CHROME-1 attributes (they have no layout effect and the source
    /// printer does not write them, so the shrinker works on this form).
    public func removingAttributes() -> ViewTree {
        var copy = self
        for index in copy.nodes.indices where copy.nodes[index].attributes != nil {
            copy.nodes[index].attributes = nil
        }
        return copy
    }

    /// The parent of every node (`nil` for the root).
    public func parents() -> [NodeID?] {
        var result = [NodeID?](repeating: nil, count: nodes.count)
        for (index, node) in nodes.enumerated() {
            for child in node.children { result[child.index] = NodeID(index) }
        }
        return result
    }

    /// The path of `node` as child indices from the root (`"0.1.2"`), the form diagnostics and
    /// reports use. `parents` is ``parents()``, computed once by the caller.
    public func path(of node: Int, parents: [NodeID?]) -> String {
        var indices: [Int] = []
        var current = node
        while let parent = parents[current] {
            indices.append(nodes[parent.index].children.firstIndex(of: NodeID(current)) ?? 0)
            current = parent.index
        }
        return (["0"] + indices.reversed().map(String.init)).joined(separator: ".")
    }

    /// The depth of the deepest node (root = 1).
    public func depth() -> Int {
        var depths = [Int](repeating: 1, count: nodes.count)
        var deepest = 0
        // Each node is read in place: a copy of a node would copy its kind's arguments.
        nodes.withUnsafeBufferPointer { nodes in
            for index in nodes.indices {
                deepest = max(deepest, depths[index])
                for child in nodes[index].children { depths[child.index] = depths[index] + 1 }
            }
        }
        return deepest
    }
}

/// Structural errors in a tree.
public enum TreeError: Error, Hashable, Sendable, CustomStringConvertible {
    case invalidReference(Int)
    case sharedNode(Int)
    case arity(kind: String, children: Int)
    case proxyOutsideReader(kind: String)
    case dimensionsOutsideGuide(kind: String)

    public var description: String {
        switch self {
        case .invalidReference(let index): "node \(index) does not exist"
        case .sharedNode(let index): "node \(index) has two parents (the tree must be a tree)"
        case .arity(let kind, let children): "\(kind) cannot have \(children) children"
        case .proxyOutsideReader(let kind):
            "\(kind) reads a GeometryProxy outside any enclosing GeometryReader"
        case .dimensionsOutsideGuide(let kind):
            "\(kind) reads view dimensions, which only alignment guides can do"
        }
    }
}

extension NodeKind {
    /// The alignment keys the node names in its parameters: a container's or frame's alignment
    /// (both axes), or the guide an `alignmentGuide` sets (not the guides its expression reads).
    public var alignmentKeys: [AlignmentKey] {
        switch self {
        case .stack(let spec): [spec.alignment]
        case .zStack(let a), .overlay(let a), .background(let a), .frame(_, _, let a):
            [a.horizontal.key, a.vertical.key]
        case .flexFrame(let spec): [spec.alignment.horizontal.key, spec.alignment.vertical.key]
        case .alignmentGuide(let key, _): [key]
        default: []
        }
    }

    /// Every expression stored in the node's parameters.
    public var expressions: [LayoutExpression] {
        switch self {
        case .frame(let w, let h, _): return [w, h].compactMap { $0 }
        case .flexFrame(let f):
            return [f.minWidth, f.idealWidth, f.maxWidth, f.minHeight, f.idealHeight, f.maxHeight]
                .compactMap { $0 }
        case .padding(let insets): return [insets.top, insets.leading, insets.bottom, insets.trailing]
        case .offset(let x, let y), .position(let x, let y): return [x, y]
        case .alignmentGuide(_, let value): return [value]
        default: return []
        }
    }
}
