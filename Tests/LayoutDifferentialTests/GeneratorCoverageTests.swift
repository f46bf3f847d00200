// GeneratorCoverageTests.swift
// LayoutDifferentialTests
//
// What the generator's trees hold: the full profile reaches every NodeKind case and every root
// proposal mode (PROPOSAL-1: nil, 0, finite, ∞), the edge values it is biased toward appear, and
// each profile keeps to its vocabulary.

import EngineConfiguration
import LayoutCore
import LayoutDifferential
import Testing

@Suite("Tree generator coverage")
struct GeneratorCoverageTests {
    /// Seeds 1…300 of every profile, generated once for all the tests here.
    static let generated: [GeneratorProfile: [FuzzCase]] = Dictionary(
        uniqueKeysWithValues: GeneratorProfile.allCases.map { profile in
            let generator = TreeGenerator(profile: profile)
            return (profile, (UInt64(1)...300).map { generator.generate(seed: $0) })
        })

    static func cases(_ profile: GeneratorProfile, _ count: Int = 300) -> ArraySlice<FuzzCase> {
        (generated[profile] ?? []).prefix(count)
    }

    /// The mode of one root proposal component (PROPOSAL-1).
    static func mode(_ value: Double?) -> String {
        guard let value else { return "nil" }
        return value == 0 ? "0" : value.isInfinite ? "∞" : "finite"
    }

    @Test("The full profile reaches every NodeKind case, root proposal mode, scale and text metrics")
    func fullCoverage() {
        let inputs = Self.cases(.full)
        let kinds = Set(inputs.flatMap { $0.tree.nodes.map { caseName($0.kind) } })
        #expect(kinds == allCaseNames, "missing: \(allCaseNames.subtracting(kinds).sorted())")
        for axis in [Axis.horizontal, .vertical] {
            let modes = Set(inputs.map { Self.mode($0.root.proposal[axis]) })
            #expect(modes == ["nil", "0", "finite", "∞"], "\(axis): \(modes.sorted())")
        }
        #expect(inputs.contains { $0.root == .iPhone13Pro })
        #expect(Set(inputs.map(\.root.scale)) == [1, 2, 3])
        #expect(Set(inputs.map(\.textMetrics.optionText)).count == 3)
        #expect(inputs.contains { $0.tree.ignoresSafeArea })
        let nodes = inputs.flatMap(\.tree.nodes)
        #expect(nodes.contains { $0.label != nil }, ".id labels")
        #expect(nodes.contains { if case .stack(let spec) = $0.kind { spec.isImplicit } else { false } })
        #expect(
            nodes.contains { if case .text(let spec) = $0.kind { spec.font != .body } else { false } },
            "fonts, written or from the environment")
        #expect(nodes.contains { $0.kind.expressions.contains { $0.maximumProxyDepth != nil } }, "proxy reads")
        #expect(nodes.contains { if case .scrollView = $0.kind { true } else { false } })
    }

    /// Whether a node reads a custom alignment (GUIDE-1) anywhere in its parameters.
    static func usesCustomAlignment(_ kind: NodeKind) -> Bool {
        kind.alignmentKeys.contains { if case .custom = $0 { true } else { false } }
    }

    @Test("Edge values appear: 0, negative, huge, ∞ bounds, min = max, ties, wide stacks, tiny ratios")
    func edgeValues() {
        let nodes = (Self.cases(.hostile) + Self.cases(.stacks)).flatMap(\.tree.nodes)
        let numbers = nodes.flatMap { node in
            node.kind.expressions.compactMap(\.constantValue) + TreeNumbers.plain(node.kind).map(\.value)
        }
        #expect(numbers.contains(0))
        #expect(numbers.contains { $0 < 0 })
        #expect(numbers.contains { $0 >= 1e6 && $0.isFinite })
        #expect(numbers.contains { $0 >= 1e15 && $0.isFinite }, "the hostile profile reaches 1e15")
        #expect(numbers.contains { $0 > 0 && $0 < 1e-6 })
        #expect(numbers.contains(.infinity) && numbers.contains(-.infinity))
        #expect(nodes.contains { if case .spacer(let m) = $0.kind { m != nil } else { false } }, "Spacer(minLength:)")
        #expect(
            nodes.contains {
                if case .flexFrame(let f) = $0.kind { f.minWidth != nil && f.minWidth == f.maxWidth } else { false }
            }, "min = max")
        #expect(nodes.contains { if case .aspectRatio(let r, _) = $0.kind { r == 0 } else { false } })
        #expect(nodes.contains { if case .fixedSize = $0.kind { true } else { false } })
        #expect(nodes.contains { if case .stack = $0.kind { $0.children.count >= 30 } else { false } }, "wide stacks")
        #expect(nodes.contains { Self.usesCustomAlignment($0.kind) })
        // Priority ties: a stack with two children of the same explicit priority.
        let trees = Self.cases(.stacks).map(\.tree)
        #expect(
            trees.contains { tree in
                tree.nodes.contains { node in
                    guard case .stack = node.kind else { return false }
                    let priorities = node.children.compactMap { child -> Double? in
                        if case .layoutPriority(let p) = tree[child].kind { p } else { nil }
                    }
                    return Set(priorities).count < priorities.count
                }
            }, "equal layoutPriority siblings")
    }

    @Test("Each profile keeps to its vocabulary and always has its feature")
    func profileProperties() {
        func has(_ input: FuzzCase, _ test: (NodeKind) -> Bool) -> Bool { input.tree.nodes.contains { test($0.kind) } }
        for input in Self.cases(.linear) {
            #expect(
                !has(input) { kind in
                    switch kind {
                    case .text, .image, .viewThatFits, .customLayout, .aspectRatio(nil, _): true
                    default: false
                    }
                }, "linear seed \(input.seed ?? 0)")
        }
        for input in Self.cases(.text) {
            #expect(has(input) { if case .text = $0 { true } else { false } }, "text seed \(input.seed ?? 0)")
        }
        for input in Self.cases(.customLayout) {
            #expect(has(input) { if case .customLayout = $0 { true } else { false } })
        }
        for input in Self.cases(.stacks) {
            #expect(has(input) { if case .stack(let spec) = $0 { !spec.isImplicit } else { false } })
        }
        for input in Self.cases(.guides) {
            #expect(
                has(input) { kind in
                    switch kind {
                    case .alignmentGuide, .geometryReader: true
                    default: false
                    }
                }, "guides seed \(input.seed ?? 0)")
        }
        let guides = Self.cases(.guides).flatMap(\.tree.nodes)
        #expect(guides.filter { if case .alignmentGuide = $0.kind { true } else { false } }.count >= 300)
        let texts = Self.cases(.text).flatMap(\.tree.nodes)
        #expect(texts.contains { if case .text(let spec) = $0.kind { spec.lineLimit != nil } else { false } })
        #expect(texts.contains { if case .text(let spec) = $0.kind { spec.string.isEmpty } else { false } })
    }

    @Test("Outside the hostile profile magnitudes stay within 1e9 (ROUND-2 noise beyond)")
    func magnitudes() {
        for profile in GeneratorProfile.allCases where profile != .hostile {
            for input in Self.cases(profile, 100) {
                for node in input.tree.nodes {
                    let values =
                        node.kind.expressions.flatMap(constantParts) + TreeNumbers.plain(node.kind).map(\.value)
                    #expect(
                        values.allSatisfy { !$0.isFinite || abs($0) <= 1e10 }, "\(profile) seed \(input.seed ?? 0)")
                }
            }
        }
    }
}
