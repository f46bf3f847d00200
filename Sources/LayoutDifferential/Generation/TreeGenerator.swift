// TreeGenerator.swift
// LayoutDifferential
//
// PLACEHOLDER API (being written): seeded random view trees for differential runs.

import EngineConfiguration
import LayoutCore

/// What a generated tree is made of.
public enum GeneratorProfile: String, CaseIterable, Sendable, Codable {
    /// Stacks, frames, padding, shapes, spacers: no Text, so every size is linear in the proposal.
    case linear
    /// The whole vocabulary of the rule book.
    case full
    /// Stacks, spacers and priorities: flexibility order and priority groups.
    case stacks
    /// Text with line limits, fonts and fixedSize in tight proposals.
    case text
    /// Alignment guides, custom alignments, baselines and GeometryReader proxies.
    case guides
    /// Custom Layout containers and custom leaves.
    case customLayout = "custom-layout"
    /// Edge values everywhere (0, min = max, negative, huge, ∞ where allowed), deep chains and wide
    /// stacks: for crash fuzzing. NaN-free by construction (CORE-10).
    case hostile
}

/// Size limits of generated trees.
public struct GeneratorLimits: Hashable, Sendable, Codable {
    public var maxNodes: Int
    public var maxDepth: Int
    public init(maxNodes: Int = 50, maxDepth: Int = 8) {
        self.maxNodes = maxNodes
        self.maxDepth = maxDepth
    }
}

/// Builds the tree of one seed: same seed, profile and limits give a byte-identical tree (and
/// root proposal) on every machine.
public struct TreeGenerator: Sendable {
    public var profile: GeneratorProfile
    public var limits: GeneratorLimits

    public init(profile: GeneratorProfile = .full, limits: GeneratorLimits = GeneratorLimits()) {
        self.profile = profile
        self.limits = limits
    }

    /// The case of `seed`: a tree, a root environment and text metrics.
    public func generate(seed: UInt64) -> FuzzCase {
        var builder = ViewTreeBuilder()
        let leaf = builder.add(.shape(ShapeSpec(shape: .rectangle)))
        let tree = try! builder.finish(root: leaf)
        return FuzzCase(tree: tree, root: .iPhone13Pro, seed: seed)
    }
}
