// TreeGenerator.swift
// LayoutDifferential
//
// Seeded random view trees for differential runs. Same seed, profile, limits and options give a
// byte-identical tree, root environment (ROOT-1, PROPOSAL-1's nil / 0 / finite / ∞ root modes)
// and text metrics on every machine: the only randomness is LayoutCore's SeededRandom, no
// Dictionary or Set order is read, and every number is a literal or a quotient of literals.
// Trees are source-legal (CORE-10) unless `allowsCodeOnlyValues` is set, valid (proxies inside
// readers, `d` inside guides) and within the limits; `generate` never traps.

import CustomLayout
import EngineConfiguration
import LayoutCore

/// The overall shape of a generated tree.
public enum GeneratedShape: String, CaseIterable, Sendable, Codable {
    /// A random tree grown toward a random size up to the limits (every profile).
    case random
    /// A chain as deep as the limits allow (`min(maxDepth, maxNodes)` levels), with side leaves
    /// when nodes remain: hostile only, built iteratively.
    case deepChain
    /// A bushy tree of exactly `maxNodes` nodes, 30 to 45 children per container, within
    /// `maxDepth`: hostile only, built iteratively.
    case wide
}

/// Why one generation attempt produced no case (``TreeGenerator/attempt(seed:index:)``).
public enum GenerationFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The description did not lower (a generator bug).
    case lowering(String)
    /// The tree broke the limits, or its size differs from the generator's count (a generator bug).
    case limits(nodes: Int, expectedNodes: Int, depth: Int)
    /// The tree lacks the profile's feature (a Text for `text`, a custom Layout for
    /// `custom-layout`, a stack for `stacks`, a guide or reader for `guides`); the next attempt
    /// draws again.
    case missingFeature(GeneratorProfile)

    public var description: String {
        switch self {
        case .lowering(let message): "the generated description does not lower: \(message)"
        case .limits(let nodes, let expected, let depth):
            "the generated tree has \(nodes) nodes (counted \(expected)) and depth \(depth)"
        case .missingFeature(let profile): "the tree lacks the \(profile.rawValue) profile's feature"
        }
    }
}

/// Builds the tree of one seed: same seed and configuration give a byte-identical tree (and
/// root environment) on every machine.
public struct TreeGenerator: Sendable {
    public var profile: GeneratorProfile
    public var limits: GeneratorLimits
    /// Keep the values only a tree built in code may hold: ±∞ in any argument and quotients by 0
    /// (NaN at layout). Such trees are not source-legal (CORE-10) and do not round-trip through
    /// source; they check that the engines survive inputs only code can produce. Both settings
    /// draw the same random numbers, so a seed gives the same shapes either way.
    public var allowsCodeOnlyValues: Bool

    /// Attempts before the minimal fallback tree.
    public static let attempts = 8
    /// The deepest the recursive (random-shape) generator goes, whatever `maxDepth` allows:
    /// deeper trees come from the iterative hostile shapes.
    public static let recursionLimit = 64

    public init(
        profile: GeneratorProfile = .full, limits: GeneratorLimits = GeneratorLimits(),
        allowsCodeOnlyValues: Bool = false
    ) {
        self.profile = profile
        self.limits = limits
        self.allowsCodeOnlyValues = allowsCodeOnlyValues
    }

    private var maxNodes: Int { max(1, limits.maxNodes) }
    private var maxDepth: Int { max(1, limits.maxDepth) }

    /// The case of `seed`: the first attempt that succeeds, else a minimal tree of the profile.
    public func generate(seed: UInt64) -> FuzzCase {
        for index in 0..<Self.attempts {
            if let result = try? attempt(seed: seed, index: index) { return result }
        }
        return FuzzCase(tree: fallbackTree(), root: .iPhone13Pro, seed: seed)
    }

    /// The shape attempt 0 of `seed` has (hostile trees never need a second attempt).
    public func shape(seed: UInt64) -> GeneratedShape {
        var random = Self.random(seed: seed, index: 0)
        return shape(&random)
    }

    /// Attempt `index` of `seed`: its own random stream (`SeededRandom.derivedSeed`).
    public func attempt(seed: UInt64, index: Int) throws(GenerationFailure) -> FuzzCase {
        var random = Self.random(seed: seed, index: index)
        let shape = shape(&random)
        var context = GenerationContext(
            random: random, profile: profile, maxDepth: min(maxDepth, Self.recursionLimit),
            codeOnly: allowsCodeOnlyValues)
        let root = context.rootEnvironment()
        let metrics = context.textMetrics()
        let tree: ViewTree
        var expectedNodes: Int?
        switch shape {
        case .deepChain, .wide:
            context.maxDepth = maxDepth
            do throws(TreeError) {
                tree =
                    shape == .wide
                    ? try context.wideTree(maxNodes: maxNodes, maxDepth: maxDepth)
                    : try context.deepChain(maxNodes: maxNodes, maxDepth: maxDepth)
            } catch {
                throw .lowering("\(error)")
            }
        case .random:
            let (description, nodes) = randomDescription(&context)
            expectedNodes = nodes
            do throws(LoweringError) {
                tree = try ViewLowering.lower(description)
            } catch {
                throw .lowering("\(error)")
            }
        }
        let depth = tree.depth()
        guard tree.count <= maxNodes, depth <= maxDepth, tree.count == expectedNodes ?? tree.count else {
            throw .limits(nodes: tree.count, expectedNodes: expectedNodes ?? tree.count, depth: depth)
        }
        guard hasFeature(tree) else { throw .missingFeature(profile) }
        return FuzzCase(tree: tree, root: root, textMetrics: metrics, seed: seed)
    }

    private static func random(seed: UInt64, index: Int) -> SeededRandom {
        SeededRandom(seed: SeededRandom.derivedSeed(seed, index: UInt64(index)))
    }

    private func shape(_ random: inout SeededRandom) -> GeneratedShape {
        let draw = random.below(100)
        guard profile == .hostile else { return .random }
        return draw < 60 ? .random : draw < 80 ? .deepChain : .wide
    }

    /// A random tree's description and its lowered node count: a target size (small, anywhere up
    /// to the limit, or near it), grown as a description (GROUP-1..4, §18.4).
    private func randomDescription(_ context: inout GenerationContext) -> (ViewDescription, Int) {
        let target: Int
        switch context.below(100) {
        case 0..<20: target = context.int(in: 1...min(maxNodes, 8))
        case 20..<65: target = context.int(in: 1...maxNodes)
        default: target = context.int(in: max(1, maxNodes - maxNodes / 4)...maxNodes)
        }
        let body = context.root(budget: target)
        let description: ViewDescription = context.chance(10) ? .ignoresSafeArea(body.description) : body.description
        return (description, body.nodes)
    }

    /// Whether `tree` has the profile's feature (when the limits leave room for it).
    private func hasFeature(_ tree: ViewTree) -> Bool {
        func any(_ test: (NodeKind) -> Bool) -> Bool { tree.nodes.contains { test($0.kind) } }
        switch profile {
        case .text:
            return any { if case .text = $0 { true } else { false } }
        case .customLayout:
            return any { if case .customLayout = $0 { true } else { false } }
        case .stacks:
            return any { if case .stack(let spec) = $0 { !spec.isImplicit } else { false } }
        case .guides:
            guard maxNodes >= 2, maxDepth >= 2 else { return true }
            return any { kind in
                switch kind {
                case .alignmentGuide, .geometryReader: true
                default: false
                }
            }
        case .linear, .full, .hostile:
            return true
        }
    }

    /// The profile's smallest tree: a Text, an empty FlowLayout or HStack, a guided colour, or a
    /// Rectangle.
    func fallbackTree() -> ViewTree {
        var builder = ViewTreeBuilder()
        var root: NodeID
        switch profile {
        case .text: root = builder.add(.text(TextSpec("Hello world")))
        case .customLayout: root = builder.add(.customLayout(GenerationContext.flowLayouts[0]))
        case .stacks: root = builder.add(.stack(StackSpec(axis: .horizontal)))
        case .guides, .linear, .full, .hostile: root = builder.add(.shape(ShapeSpec(shape: .rectangle)))
        }
        if profile == .guides, maxNodes >= 2, maxDepth >= 2 {
            root = builder.wrap(root, in: .alignmentGuide(key: .top, value: .height))
        }
        // A leaf or a leaf with one modifier is always a valid tree.
        return (try? builder.finish(root: root)) ?? ViewTree.singleRectangle
    }
}

extension ViewTree {
    /// One Rectangle: the tree no limit can refuse.
    static var singleRectangle: ViewTree {
        var builder = ViewTreeBuilder()
        let root = builder.add(.shape(ShapeSpec(shape: .rectangle)))
        guard let tree = try? builder.finish(root: root) else { preconditionFailure("a single leaf is a tree") }
        return tree
    }
}
