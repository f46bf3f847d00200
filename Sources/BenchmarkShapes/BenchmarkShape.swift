// BenchmarkShape.swift
// BenchmarkShapes
//
// The benchmark shapes `layoutlab generate` writes as SwiftUI source, modelled on taffy's
// "huge nested", "wide" and "deep" benchmarks (fixed-size leaves in nested rows and columns),
// plus the shapes that stress the engines' own weak spots: a chain of flexible frames and
// paddings, a seeded random tree and a column of Texts. Counts are view-tree nodes, exactly.

/// A benchmark shape (Benchmarks/README.md, "Benchmark shapes"). Every shape has exactly the
/// requested number of view-tree nodes (`ViewTree.count`, what `--node-limit` and `bench`
/// count): a stack, a `.padding`, a `.frame` and a Text are one node each, a fixed-size leaf
/// (`Color.gray.frame(width:height:)`) is two.
public enum BenchmarkShape: String, CaseIterable, Sendable {
    /// taffy's "huge nested": stacks of 10, alternating HStack/VStack by depth, every subtree
    /// the same size, 10×10 leaves.
    case hugeNested = "huge-nested"
    /// taffy's "wide": one VStack of HStacks of 1 to 4 leaves of seeded sizes.
    case wide
    /// taffy's "deep": stacks of 2 (a binary tree, alternating HStack/VStack), leaves of seeded sizes.
    case deep
    /// `Color.gray` under alternating `.frame(minWidth: 0, maxWidth: .infinity)` and
    /// `.padding(1)`: re-measurement along a chain of flexible frames (FLEXFRAME-1, PADDING-1).
    case chain
    /// Seeded HStacks and VStacks of 1 to 6 children, about one subtree in seven wrapped in
    /// `.padding(4)`, leaves of seeded sizes.
    case random
    /// One VStack (default spacing) of Texts of 1 to 12 seeded words: text wrapping (TEXT-2..4).
    case textColumn = "text-column"

    /// The smallest tree every shape can be written with: a stack and one leaf.
    public static let minimumNodes = 3
    /// The largest: `layoutlab`'s default `--node-limit` (a CLI test checks they agree), so a
    /// generated file is never refused for its size by the tree-size check.
    public static let maximumNodes = 2_000_000
    /// The node counts every shape can be written with.
    public static let nodeRange = minimumNodes...maximumNodes
}
