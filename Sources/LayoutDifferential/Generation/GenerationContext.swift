// GenerationContext.swift
// LayoutDifferential
//
// The state of one generation attempt: the seeded random stream (the only source of randomness),
// the profile's weights, the depth limit, the enclosing GeometryReaders (GEOREADER-2: proxy reads
// are valid only inside one) and what the tree holds so far (a profile's required feature).

import EngineConfiguration
import LayoutCore

/// A view description with its exact cost after lowering (GROUP-1..3, ROOT-2, GROUP-4): how many
/// views it flattens to and how many ``ViewTree`` nodes those become.
struct Generated {
    var description: ViewDescription
    /// Flattened members: 1 for a view, the sum of the members for a Group.
    var members: Int
    /// Lowered nodes (a modifier of a Group is one node per member, secondary content included).
    var nodes: Int

    static let empty = Generated(description: .group([]), members: 0, nodes: 0)
}

/// One attempt's mutable state.
struct GenerationContext {
    var random: SeededRandom
    let profile: GeneratorProfile
    let traits: ProfileTraits
    /// The deepest a lowered node may be (root = 1).
    var maxDepth: Int
    /// Keep values only code can hold (∞ anywhere, `0 / 0`): not source-legal (CORE-10).
    let codeOnly: Bool
    /// Enclosing GeometryReaders of the view being generated.
    var readers = 0
    /// Groups nested without a node between them (they take no depth, so they are bounded).
    var groupNesting = 0
    var textCount = 0
    var flowLayoutCount = 0
    var stackCount = 0
    var guideCount = 0

    init(random: SeededRandom, profile: GeneratorProfile, maxDepth: Int, codeOnly: Bool) {
        self.random = random
        self.profile = profile
        self.traits = ProfileTraits.of(profile)
        self.maxDepth = maxDepth
        self.codeOnly = codeOnly
    }

    mutating func chance(_ percent: Int) -> Bool { random.chance(percent) }
    mutating func below(_ bound: Int) -> Int { random.below(bound) }
    mutating func pick<T>(_ items: [T]) -> T { random.pick(items) }

    /// An integer in `range` (non-empty).
    mutating func int(in range: ClosedRange<Int>) -> Int { range.lowerBound + random.below(range.count) }

    /// Whether the next number should come from an edge table.
    mutating func edge() -> Bool { random.chance(traits.edgePercent) }

    /// Whether the profile's required feature is still missing, so the next choice should make it
    /// (the text profile's first leaf is a Text, the custom-layout profile's first container a
    /// FlowLayout, the stacks profile's an HStack or VStack, the guides profile's first modifier
    /// an alignment guide).
    var needsText: Bool { profile == .text && textCount == 0 }
    var needsFlowLayout: Bool { profile == .customLayout && flowLayoutCount == 0 }
    var needsStack: Bool { profile == .stacks && stackCount == 0 }
    var needsGuide: Bool { profile == .guides && guideCount == 0 }

    /// The root (ROOT-1): the iPhone 13 Pro safe area, or a window whose axes are proposed nil,
    /// ∞, 0 (PROPOSAL-1's four modes), an ordinary length or a huge one, at scale 1, 2 or 3.
    mutating func rootEnvironment() -> RootEnvironment {
        if chance(40) { return .iPhone13Pro }
        let width = rootAxis()
        let height = rootAxis()
        return .window(width: width, height: height, scale: pick([1, 2, 3]))
    }

    private mutating func rootAxis() -> Double? {
        switch below(100) {
        case 0..<20: nil
        case 20..<40: .infinity
        case 40..<55: 0
        case 55..<90: pick([390, 100, 320, 1024, 50, 763, 37.5, 0.5, 1])
        default: profile == .hostile ? pick([1e6, 1e9, 1e15]) : pick([1e6, 1e9])
        }
    }

    /// The text metrics: the seeds' body stand-in mostly, round mono metrics (exact fits, TEXT-3's
    /// `W + 1e-7`), or the bundled font table.
    mutating func textMetrics() -> TextMetrics {
        switch below(100) {
        case 0..<70: .bodyStandIn
        case 70..<85: .mono(advance: 10, lineHeight: 20)
        default: .standard
        }
    }
}
