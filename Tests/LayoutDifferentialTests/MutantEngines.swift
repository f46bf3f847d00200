// MutantEngines.swift
// LayoutDifferentialTests
//
// Engines that are the reference engine with one rule broken on purpose, to show that the
// harness finds and shrinks a wrong rule: stack spacing off by one (SPACING-3, HSTACK-1), Text
// one point too wide (TEXT-4), leading padding applied twice (PADDING-1), ZStack alignment
// ignored (ZSTACK-2), frame alignment forced to top-leading (FRAME-3, FLEXFRAME-3) and a
// flexible frame's maximum ignored (FLEXFRAME-1). Most mutate the tree before the reference
// engine lays it out (kinds only, so node indices stay those of the case); the Text one
// perturbs the output.

import LayoutCore
import LayoutDifferential
import ReferenceEngine

/// The reference engine on a tree whose kinds `transform` rewrote, or with its output changed.
struct MutantEngine: DifferentialEngine {
    let name: String
    /// The rule the mutant breaks, for test names.
    let rule: String
    var transform: @Sendable (NodeKind) -> NodeKind = { $0 }
    var perturb: @Sendable (ViewTree, inout LayoutResult) -> Void = { _, _ in }

    func layout(_ input: FuzzCase) throws -> LayoutResult {
        let tree = input.tree.mappingKinds(transform)
        var result = ReferenceEngine(configuration: input.configuration).layout(tree)
        perturb(input.tree, &result)
        return result
    }
}

extension MutantEngine: CustomStringConvertible {
    var description: String { name }
}

enum Mutants {
    /// SPACING-3 / HSTACK-1: every stack spacing one point larger (nil reads as 8 + 1).
    static let spacingPlusOne = MutantEngine(
        name: "mutant/spacing+1", rule: "SPACING-3",
        transform: { kind in
            guard case .stack(var spec) = kind else { return kind }
            spec.spacing = (spec.spacing ?? 8) + 1
            return .stack(spec)
        })

    /// TEXT-4: every Text reported one point wider.
    static let textWidthPlusOne = MutantEngine(
        name: "mutant/text-width+1", rule: "TEXT-4",
        perturb: { tree, result in
            for (index, node) in tree.nodes.enumerated() where result.nodes.indices.contains(index) {
                if case .text = node.kind { result.nodes[index].frame.size.width += 1 }
            }
        })

    /// PADDING-1: the leading inset applied twice.
    static let paddingLeadingTwice = MutantEngine(
        name: "mutant/padding-leading-twice", rule: "PADDING-1",
        transform: { kind in
            guard case .padding(var insets) = kind else { return kind }
            insets.leading = insets.leading + insets.leading
            return .padding(insets)
        })

    /// ZSTACK-2: every ZStack centres its children whatever its alignment.
    static let zStackAlignmentIgnored = MutantEngine(
        name: "mutant/zstack-centred", rule: "ZSTACK-2",
        transform: { kind in
            guard case .zStack = kind else { return kind }
            return .zStack(alignment: .center)
        })

    /// FRAME-3 / FLEXFRAME-3: every frame aligns its child top-leading.
    static let frameTopLeading = MutantEngine(
        name: "mutant/frame-top-leading", rule: "FRAME-3",
        transform: { kind in
            switch kind {
            case .frame(let width, let height, _): return .frame(width: width, height: height, alignment: .topLeading)
            case .flexFrame(var spec):
                spec.alignment = .topLeading
                return .flexFrame(spec)
            default: return kind
            }
        })

    /// FLEXFRAME-1: a flexible frame's maxWidth and maxHeight ignored.
    static let flexMaximumIgnored = MutantEngine(
        name: "mutant/flex-max-ignored", rule: "FLEXFRAME-1",
        transform: { kind in
            guard case .flexFrame(var spec) = kind else { return kind }
            spec.maxWidth = nil
            spec.maxHeight = nil
            return .flexFrame(spec)
        })

    static let all = [
        spacingPlusOne, textWidthPlusOne, paddingLeadingTwice, zStackAlignmentIgnored, frameTopLeading,
        flexMaximumIgnored,
    ]

    /// A small source in which each mutant shows, by mutant name.
    static let witnesses: [String: String] = [
        spacingPlusOne.name:
            "VStack { HStack(spacing: 4) { Color.red.frame(width: 10); Color.blue.frame(width: 10) } }",
        textWidthPlusOne.name: "HStack { Text(\"Hello\"); Rectangle() }",
        paddingLeadingTwice.name: "Rectangle().frame(width: 20, height: 20).padding(.leading, 6)",
        zStackAlignmentIgnored.name:
            "ZStack(alignment: .topLeading) { Color.red.frame(width: 50, height: 50); Color.blue.frame(width: 10, height: 10) }",
        frameTopLeading.name: "Color.red.frame(width: 10, height: 10).frame(width: 50, height: 50)",
        flexMaximumIgnored.name: "Color.red.frame(maxWidth: 60)",
    ]
}
