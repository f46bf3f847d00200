// SourceReading.swift
// LayoutPipeline
//
// The front half of `render` and `compare`, shared with the playground's API: source read into a
// tree and its declared layouts, then the tree checked against the size limits before any layout.

import CustomLayout
import LayoutCore
import LayoutInterpreter
import LayoutSource

/// A parsed input: the tree, the custom layouts it declares and the source warnings (stand-ins,
/// root choice) found on the way.
public struct ReadSource: Sendable {
    public var tree: ViewTree
    public var layouts: SourceLayoutLibrary
    public var warnings: [SourceWarning]
}

/// The largest tree accepted for layout.
public struct TreeLimits: Hashable, Sendable {
    public var nodes: Int
    public var depth: Int

    public init(nodes: Int, depth: Int) {
        self.nodes = nodes
        self.depth = depth
    }
}

/// A tree beyond ``TreeLimits``: refused before layout, like the parser's nesting limit.
public enum TreeLimitError: Error, Hashable, Sendable {
    case tooManyNodes(count: Int, limit: Int)
    case tooDeep(depth: Int, limit: Int)
}

public enum SourceReading {
    /// Parses `bundle`, each file once, with its declared layouts registered (LAYOUTPROTO-1). A
    /// source error, or a tree too deep for the stack (`isResourceLimit`), is thrown as the parser
    /// reports it.
    public static func read(_ bundle: SourceBundle) throws(SourceError) -> ReadSource {
        let (parsed, library) = try SwiftUISourceParser.read(bundle)
        return ReadSource(tree: parsed.tree, layouts: library, warnings: parsed.warnings)
    }

    /// Throws when `tree` has more nodes or levels than `limits` allow; nodes are checked first.
    public static func check(_ tree: ViewTree, against limits: TreeLimits) throws(TreeLimitError) {
        if tree.count > limits.nodes { throw .tooManyNodes(count: tree.count, limit: limits.nodes) }
        let depth = tree.depth()
        if depth > limits.depth { throw .tooDeep(depth: depth, limit: limits.depth) }
    }
}
