// GeneratorProfile.swift
// LayoutDifferential
//
// What a generated tree is made of (the profiles), how large it may be (the limits), and each
// profile's weights over the rule book's vocabulary (§5–14): which leaves, containers and
// modifiers it draws, and how often a number is an edge value (PROPOSAL-1's 0 / ∞ / nil modes,
// FLEXFRAME-1's min = max, HSTACK-2's ties, CORE-10's huge magnitudes).

import LayoutCore

/// What a generated tree is made of.
public enum GeneratorProfile: String, CaseIterable, Sendable, Codable {
    /// Stacks, frames, flexible frames, padding, shapes, spacers, custom leaves, offsets,
    /// overlays, GeometryReader and ScrollView: no Text, Image, ViewThatFits, custom Layout or
    /// child-dependent aspect ratio, so every size is piecewise linear in the proposal.
    case linear
    /// The whole vocabulary of the rule book.
    case full
    /// Stacks, spacers and priorities: flexibility order and priority groups (HSTACK-2/3), wide
    /// stacks, Spacers with minLength, flexible frames with min = max.
    case stacks
    /// Text with line limits, fonts and fixedSize in tight proposals (TEXT-1..6, VTF).
    case text
    /// Alignment guides, custom alignments, baselines and GeometryReader proxies (GUIDE-1..5).
    case guides
    /// Custom Layout containers (the registry's FlowLayout) and custom leaves (LAYOUTPROTO).
    case customLayout = "custom-layout"
    /// Edge values everywhere (0, min = max, negative, huge, ∞ where allowed), deep chains and wide
    /// stacks: for crash fuzzing. NaN-free by construction (CORE-10).
    case hostile
}

/// Size limits of generated trees: node count and depth of the lowered ``ViewTree`` (root = 1).
public struct GeneratorLimits: Hashable, Sendable, Codable {
    public var maxNodes: Int
    public var maxDepth: Int
    public init(maxNodes: Int = 50, maxDepth: Int = 8) {
        self.maxNodes = maxNodes
        self.maxDepth = maxDepth
    }
}

/// The leaves a profile draws (§5–7).
enum LeafChoice: CaseIterable, Sendable {
    case shape, color, text, image, spacer, divider, customLeaf
}

/// The containers a profile draws (§10, §11, §13, §14, GROUP-1).
enum ContainerChoice: CaseIterable, Sendable {
    case hStack, vStack, zStack, viewThatFits, geometryReader, scrollView, flowLayout, group
}

/// The modifiers a profile draws (§12), and the wrappers lowering resolves (§18.4, `.id`).
enum ModifierChoice: CaseIterable, Sendable {
    case frame, flexFrame, padding, fixedSize, offset, position, aspectRatio, alignmentGuide
    case layoutPriority, overlay, background, border
}

/// A weighted choice, drawn with one `below` call (no Dictionary or Set order involved).
struct WeightTable<Item: Sendable>: Sendable {
    let items: [Item]
    let cumulative: [Int]

    init(_ pairs: [(Item, Int)]) {
        var items: [Item] = []
        var cumulative: [Int] = []
        var total = 0
        for (item, weight) in pairs where weight > 0 {
            total += weight
            items.append(item)
            cumulative.append(total)
        }
        self.items = items
        self.cumulative = cumulative
    }

    var isEmpty: Bool { items.isEmpty }

    func pick(_ random: inout SeededRandom) -> Item {
        let x = random.below(cumulative.last ?? 1)
        var index = 0
        while cumulative[index] <= x { index += 1 }
        return items[index]
    }

    func contains(where predicate: (Item) -> Bool) -> Bool { items.contains(where: predicate) }
}

/// A profile's weights and biases.
struct ProfileTraits: Sendable {
    var leaves: WeightTable<LeafChoice>
    var containers: WeightTable<ContainerChoice>
    var modifiers: WeightTable<ModifierChoice>
    /// Structural modifiers per view (a chain of `n` modifiers is `n` levels deep).
    var modifierCounts: WeightTable<Int>
    /// Percent of numbers drawn from the edge tables (EdgeValues.swift).
    var edgePercent: Int
    /// Percent of containers with room for 30 children that get 30 to 45 (wide stacks).
    var widePercent: Int
    /// Percent of views wrapped in `.font`, `.lineLimit` or `.id` (lowered away, §18.4).
    var wrapperPercent: Int
    /// Percent of expressions that are compound (sums, products, proxy reads).
    var compoundPercent: Int
    /// Percent of custom alignments among alignment keys.
    var customGuidePercent: Int
    /// Whether `aspectRatio(nil)` (the ratio is the child's ideal: not linear) may appear.
    var childRatio: Bool

    static func of(_ profile: GeneratorProfile) -> ProfileTraits {
        switch profile {
        case .linear: linear
        case .full: full
        case .stacks: stacks
        case .text: text
        case .guides: guides
        case .customLayout: customLayout
        case .hostile: hostile
        }
    }

    private static let fewModifiers = WeightTable([(0, 45), (1, 30), (2, 15), (3, 6), (4, 3), (6, 1)])
    private static let manyModifiers = WeightTable([(0, 30), (1, 25), (2, 18), (3, 12), (5, 8), (8, 7)])

    static let linear = ProfileTraits(
        leaves: WeightTable([(.shape, 30), (.color, 15), (.spacer, 22), (.divider, 5), (.customLeaf, 15)]),
        containers: WeightTable([
            (.hStack, 30), (.vStack, 30), (.zStack, 15), (.geometryReader, 6), (.scrollView, 6), (.group, 6),
        ]),
        modifiers: WeightTable([
            (.frame, 18), (.flexFrame, 20), (.padding, 14), (.fixedSize, 8), (.offset, 7), (.position, 5),
            (.aspectRatio, 5), (.alignmentGuide, 6), (.layoutPriority, 10), (.overlay, 6), (.background, 6),
            (.border, 3),
        ]),
        modifierCounts: fewModifiers, edgePercent: 15, widePercent: 4, wrapperPercent: 3, compoundPercent: 25,
        customGuidePercent: 10, childRatio: false)

    static let full = ProfileTraits(
        leaves: WeightTable([
            (.shape, 18), (.color, 8), (.text, 24), (.image, 6), (.spacer, 14), (.divider, 5), (.customLeaf, 8),
        ]),
        containers: WeightTable([
            (.hStack, 22), (.vStack, 22), (.zStack, 12), (.viewThatFits, 8), (.geometryReader, 8),
            (.scrollView, 8), (.flowLayout, 6), (.group, 8),
        ]),
        modifiers: WeightTable([
            (.frame, 14), (.flexFrame, 14), (.padding, 12), (.fixedSize, 8), (.offset, 6), (.position, 5),
            (.aspectRatio, 7), (.alignmentGuide, 8), (.layoutPriority, 8), (.overlay, 6), (.background, 6),
            (.border, 4),
        ]),
        modifierCounts: fewModifiers, edgePercent: 20, widePercent: 5, wrapperPercent: 10, compoundPercent: 30,
        customGuidePercent: 15, childRatio: true)

    static let stacks = ProfileTraits(
        leaves: WeightTable([
            (.shape, 20), (.color, 10), (.text, 10), (.spacer, 35), (.divider, 5), (.customLeaf, 12),
        ]),
        containers: WeightTable([(.hStack, 42), (.vStack, 42), (.zStack, 10), (.group, 6)]),
        modifiers: WeightTable([
            (.frame, 15), (.flexFrame, 25), (.padding, 8), (.fixedSize, 8), (.layoutPriority, 30),
            (.aspectRatio, 3), (.offset, 2), (.alignmentGuide, 3), (.background, 2),
        ]),
        modifierCounts: fewModifiers, edgePercent: 25, widePercent: 20, wrapperPercent: 2, compoundPercent: 10,
        customGuidePercent: 5, childRatio: true)

    static let text = ProfileTraits(
        leaves: WeightTable([
            (.text, 70), (.shape, 10), (.spacer, 10), (.divider, 2), (.image, 3), (.customLeaf, 5),
        ]),
        containers: WeightTable([
            (.hStack, 25), (.vStack, 25), (.zStack, 8), (.viewThatFits, 15), (.scrollView, 8), (.flowLayout, 5),
            (.group, 8), (.geometryReader, 3),
        ]),
        modifiers: WeightTable([
            (.frame, 18), (.flexFrame, 15), (.fixedSize, 20), (.padding, 10), (.layoutPriority, 8),
            (.aspectRatio, 3), (.alignmentGuide, 5), (.overlay, 3), (.background, 3), (.border, 2),
        ]),
        modifierCounts: fewModifiers, edgePercent: 20, widePercent: 4, wrapperPercent: 25, compoundPercent: 15,
        customGuidePercent: 10, childRatio: true)

    static let guides = ProfileTraits(
        leaves: WeightTable([
            (.shape, 25), (.color, 10), (.text, 30), (.spacer, 10), (.customLeaf, 10), (.divider, 3), (.image, 2),
        ]),
        containers: WeightTable([
            (.hStack, 20), (.vStack, 20), (.zStack, 25), (.geometryReader, 15), (.group, 5), (.viewThatFits, 5),
            (.scrollView, 3), (.flowLayout, 2),
        ]),
        modifiers: WeightTable([
            (.alignmentGuide, 35), (.frame, 10), (.flexFrame, 8), (.overlay, 10), (.background, 8), (.padding, 6),
            (.offset, 5), (.position, 6), (.fixedSize, 3), (.layoutPriority, 3), (.border, 2),
        ]),
        modifierCounts: manyModifiers, edgePercent: 20, widePercent: 3, wrapperPercent: 5, compoundPercent: 60,
        customGuidePercent: 40, childRatio: true)

    static let customLayout = ProfileTraits(
        leaves: WeightTable([
            (.customLeaf, 40), (.shape, 20), (.text, 15), (.spacer, 10), (.color, 10), (.divider, 5),
        ]),
        containers: WeightTable([
            (.flowLayout, 45), (.hStack, 15), (.vStack, 15), (.zStack, 8), (.group, 7), (.scrollView, 5),
            (.viewThatFits, 5),
        ]),
        modifiers: WeightTable([
            (.frame, 20), (.flexFrame, 15), (.padding, 10), (.fixedSize, 10), (.layoutPriority, 10),
            (.alignmentGuide, 5), (.overlay, 5), (.background, 5), (.aspectRatio, 5), (.offset, 5), (.position, 5),
        ]),
        modifierCounts: fewModifiers, edgePercent: 20, widePercent: 8, wrapperPercent: 5, compoundPercent: 15,
        customGuidePercent: 10, childRatio: true)

    static let hostile = ProfileTraits(
        leaves: full.leaves, containers: full.containers, modifiers: full.modifiers,
        modifierCounts: manyModifiers, edgePercent: 70, widePercent: 25, wrapperPercent: 10, compoundPercent: 40,
        customGuidePercent: 30, childRatio: true)
}
