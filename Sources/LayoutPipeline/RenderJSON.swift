// RenderJSON.swift
// LayoutPipeline
//
// `render --format json`'s document, written by one function for the command and the
// playground's `POST /api/render`, so the two can never drift apart.

import LayoutCore
import LayoutReport

public enum RenderJSON {
    /// The deepest tree whose JSON nodes carry their `path`: a path costs O(depth) bytes per
    /// node, so a 100,000-deep chain's paths alone would come to about 10¹⁰ bytes.
    public static let maximumDepthWithPaths = 10_000

    /// Whether the nodes of a tree `depth` levels deep carry their `path`.
    public static func includesPaths(depth: Int) -> Bool { depth <= maximumDepthWithPaths }

    /// The note a command prints on standard error when paths are left out.
    public static func pathsOmittedNote(depth: Int) -> String {
        "note: \"path\" omitted from JSON nodes: the tree is \(depth) levels deep (limit \(maximumDepthWithPaths))"
    }

    /// The document for `result`, a layout of `tree`, and the tree's depth when paths were left out.
    public static func document(tree: ViewTree, result: LayoutResult) -> (text: String, omittedPathsDepth: Int?) {
        let depth = tree.depth()
        let includePaths = includesPaths(depth: depth)
        let text = JSONReport(includePaths: includePaths).render(tree: tree, result: result)
        return (text, includePaths ? nil : depth)
    }
}
