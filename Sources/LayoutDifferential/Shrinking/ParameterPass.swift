// ParameterPass.swift
// LayoutDifferential
//
// The shrinker's parameter pass: each node's kind replaced by a simpler one, one parameter at a
// time after a try with all of them at their simplest. Frame dimensions, spacing, minimum
// lengths and ratios go to nil; alignments to `.center` (GUIDE-5's default); expressions to
// constants; numbers to 0, small or round values; strings shorter; `lineLimit` nil; the font
// `.body`; leaves other than shapes to `Rectangle()`.

import LayoutCore

enum ParameterPass {
    /// Simplifies every node's parameters as far as the predicate allows.
    static func run(_ session: ShrinkSession) -> Bool {
        var progress = false
        var index = 0
        while index < session.best.tree.count, !session.isOutOfTime {
            let tree = session.best.tree
            let kind = tree.nodes[index].kind
            let simplified = candidates(for: kind).contains { candidate in
                session.attempt(tree: tree.replacingKind(of: index, with: candidate))
            }
            if simplified { progress = true } else { index += 1 }
        }
        if session.best.tree.ignoresSafeArea, session.attempt(tree: session.best.tree.settingIgnoresSafeArea(false)) {
            progress = true
        }
        return progress
    }

    /// Simpler kinds for `kind`, most drastic first, without duplicates.
    static func candidates(for kind: NodeKind) -> [NodeKind] {
        var result: [NodeKind] = []
        for candidate in rawCandidates(for: kind) where candidate != kind && !result.contains(candidate) {
            result.append(candidate)
        }
        return result
    }

    private static let rectangle = NodeKind.shape(ShapeSpec(shape: .rectangle))

    private static func rawCandidates(for kind: NodeKind) -> [NodeKind] {
        let simpler = ValueSimplification.self
        switch kind {
        case .shape: return [rectangle]
        case .text(let spec):
            var simplest = spec
            simplest.lineLimit = nil
            simplest.font = .body
            return [.text(simplest)]
                + simpler.simpler(spec.string).map { .text(TextSpec($0, font: spec.font, lineLimit: spec.lineLimit)) }
                + [.text(TextSpec(spec.string, font: .body, lineLimit: spec.lineLimit))]
                + [.text(TextSpec(spec.string, font: spec.font, lineLimit: nil))]
                + (spec.lineLimit.map { limit in
                    simpler.simpler(Double(limit)).filter { $0 >= 1 && $0 <= 100 }.map {
                        .text(TextSpec(spec.string, font: spec.font, lineLimit: Int($0)))
                    }
                } ?? [])
                + (spec.font == .body ? [] : simpler.simpler(spec.font.pointSize)).filter { $0 > 0 }.map {
                    .text(
                        TextSpec(spec.string, font: FontSpec(style: "system", pointSize: $0), lineLimit: spec.lineLimit)
                    )
                } + [rectangle]
        case .image, .divider: return [rectangle]
        case .spacer(let minLength): return simpler.simpler(minLength).map { .spacer(minLength: $0) }
        case .customLeaf(let spec): return customLeaf(spec) + [rectangle]
        case .stack(let spec): return stack(spec)
        case .zStack(let alignment): return simpler.simpler(alignment).map { .zStack(alignment: $0) }
        case .viewThatFits: return [.viewThatFits(axes: .both)]
        case .scrollView: return [.scrollView(axes: .vertical)]
        case .geometryReader, .customLayout, .fixedSize(true, true): return []
        case .fixedSize: return [.fixedSize(horizontal: true, vertical: true)]
        case .overlay(let alignment): return simpler.simpler(alignment).map { .overlay(alignment: $0) }
        case .background(let alignment): return simpler.simpler(alignment).map { .background(alignment: $0) }
        case .border(let color, let width):
            return simpler.simpler(width).map { .border(color: color, width: $0) }
                + (color == ColorName("red") ? [] : [.border(color: ColorName("red"), width: width)])
        case .frame(let width, let height, let alignment): return frame(width, height, alignment)
        case .flexFrame(let spec): return flexFrame(spec)
        case .padding(let insets): return padding(insets)
        case .offset(let x, let y):
            return [.offset(x: 0, y: 0)] + simpler.simpler(x).map { .offset(x: $0, y: y) }
                + simpler.simpler(y).map { .offset(x: x, y: $0) }
        case .position(let x, let y):
            return [.position(x: 0, y: 0)] + simpler.simpler(x).map { .position(x: $0, y: y) }
                + simpler.simpler(y).map { .position(x: x, y: $0) }
        case .aspectRatio(let ratio, let mode):
            return simpler.simpler(ratio).map { .aspectRatio(ratio: $0, contentMode: mode) }
                + (mode == .fit ? [] : [.aspectRatio(ratio: ratio, contentMode: .fit)])
        case .alignmentGuide(let key, let value):
            return simpler.simpler(value).map { .alignmentGuide(key: key, value: $0) }
        case .layoutPriority(let priority): return simpler.simpler(priority).map { .layoutPriority($0) }
        }
    }

    private static func stack(_ spec: StackSpec) -> [NodeKind] {
        let simpler = ValueSimplification.self
        let defaultAlignment = StackSpec(axis: spec.axis).alignment
        var result: [NodeKind] = [
            .stack(StackSpec(axis: spec.axis, spacing: nil, isImplicit: spec.isImplicit)),
            .stack(
                StackSpec(
                    axis: spec.axis, alignment: defaultAlignment, spacing: spec.spacing, isImplicit: spec.isImplicit)),
        ]
        result += simpler.simpler(spec.spacing).map {
            .stack(StackSpec(axis: spec.axis, alignment: spec.alignment, spacing: $0, isImplicit: spec.isImplicit))
        }
        return result
    }

    private static func customLeaf(_ spec: CustomLeafSpec) -> [NodeKind] {
        let simpler = ValueSimplification.self
        var result: [NodeKind] = []
        if spec.name != "CustomLeaf" {
            var renamed = spec
            renamed.name = "CustomLeaf"
            result.append(.customLeaf(renamed))
        }
        if spec.minimum != spec.ideal || spec.maximum != spec.ideal {
            result.append(.customLeaf(.fixed(spec.ideal, name: spec.name)))
        }
        for width in simpler.simpler(spec.ideal.width) where spec.minimum == spec.ideal && spec.maximum == spec.ideal {
            result.append(.customLeaf(.fixed(Size(width: width, height: spec.ideal.height), name: spec.name)))
        }
        for height in simpler.simpler(spec.ideal.height) where spec.minimum == spec.ideal && spec.maximum == spec.ideal
        {
            result.append(.customLeaf(.fixed(Size(width: spec.ideal.width, height: height), name: spec.name)))
        }
        return result
    }

    private static func frame(_ width: LayoutExpression?, _ height: LayoutExpression?, _ alignment: Alignment)
        -> [NodeKind]
    {
        let simpler = ValueSimplification.self
        return [.frame(width: nil, height: nil, alignment: .center)]
            + simpler.simpler(width).map { .frame(width: $0, height: height, alignment: alignment) }
            + simpler.simpler(height).map { .frame(width: width, height: $0, alignment: alignment) }
            + simpler.simpler(alignment).map { .frame(width: width, height: height, alignment: $0) }
    }

    private static func flexFrame(_ spec: FlexFrameSpec) -> [NodeKind] {
        let simpler = ValueSimplification.self
        var result: [NodeKind] = [.flexFrame(FlexFrameSpec())]
        let bounds: [WritableKeyPath<FlexFrameSpec, LayoutExpression?>] = [
            \.minWidth, \.idealWidth, \.maxWidth, \.minHeight, \.idealHeight, \.maxHeight,
        ]
        for bound in bounds {
            for value in simpler.simpler(spec[keyPath: bound]) {
                var edited = spec
                edited[keyPath: bound] = value
                result.append(.flexFrame(edited))
            }
        }
        for alignment in simpler.simpler(spec.alignment) {
            var edited = spec
            edited.alignment = alignment
            result.append(.flexFrame(edited))
        }
        return result
    }

    private static func padding(_ insets: EdgeInsets) -> [NodeKind] {
        let simpler = ValueSimplification.self
        var result: [NodeKind] = [.padding(EdgeInsets(all: 0))]
        let edges: [WritableKeyPath<EdgeInsets, LayoutExpression>] = [\.top, \.leading, \.bottom, \.trailing]
        for edge in edges {
            for value in simpler.simpler(insets[keyPath: edge]) {
                var edited = insets
                edited[keyPath: edge] = value
                result.append(.padding(edited))
            }
        }
        return result
    }
}
