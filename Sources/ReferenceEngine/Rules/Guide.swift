// Guide.swift
// ReferenceEngine
//
// GUIDE-1..5 and TEXT-6: default guide values, explicit guides (`alignmentGuide`), their
// translation through unary modifiers (GUIDE-3) and merging in containers (GUIDE-4, ZSTACK-3).
// An `Alignment` aligns each axis by its own guide (GUIDE-5).

import CustomLayout
import Foundation
import LayoutCore

/// Alignment guide values.
enum GuideRule {
    /// `dims(node, P)[key]`: the explicit value, or the default on the node's size (GUIDE-1).
    static func guideValue(
        _ node: Int, _ key: AlignmentKey, _ p: ProposedSize,
        in session: LayoutSession
    ) -> Double {
        if let explicit = explicitGuide(node, key, p, in: session) { return explicit }
        return defaultGuide(key, size: session.measure(node, p, .guide), node: node, proposal: p, in: session)
    }

    /// `dims(node, P)[key]` when the asker already has the node's size `s` at `P` (HSTACK-4's
    /// alignment, FRAME-3): the default is read on `s` without asking again.
    static func guideValue(
        _ node: Int, _ key: AlignmentKey, _ p: ProposedSize, size s: Size,
        in session: LayoutSession
    ) -> Double {
        if let explicit = explicitGuide(node, key, p, in: session) { return explicit }
        return defaultGuide(key, size: s, node: node, proposal: p, in: session)
    }

    /// GUIDE-1 defaults on a view of size `s`. A custom alignment evaluates its
    /// `defaultValue(in: d)`; when `node` is nil, `d` is a plain rectangle (FRAME-3's `F`).
    /// A default that reads its own key on the same view reads 0 there instead of recursing
    /// (source cannot write one: keys are values and the parser refuses a self-reference). The
    /// guard is per view: the same key's default on another view is an ordinary value, e.g. a
    /// frame's `d[.firstTextBaseline]` reads its child's baseline translated by the frame's
    /// alignment, which evaluates the key on `F` and on the child (GUIDE-3, FRAME-3). A guard
    /// per key alone made that read 0 and the answer depend on what asked for it (CORE-1).
    static func defaultGuide(
        _ key: AlignmentKey, size s: Size, node: Int?, proposal p: ProposedSize,
        in session: LayoutSession
    ) -> Double {
        switch key {
        case .leading, .top: return 0
        case .horizontalCenter: return s.width / 2
        case .verticalCenter: return s.height / 2
        case .trailing: return s.width
        case .bottom, .firstTextBaseline, .lastTextBaseline: return s.height
        case .custom(let custom):
            // A cycle through custom defaults on this view reads 0.
            let evaluation = DefaultGuideEvaluation(node: node, key: key)
            guard session.evaluatingDefaults.insert(evaluation).inserted else { return 0 }
            defer { session.evaluatingDefaults.remove(evaluation) }
            let inputs = ExpressionInputs(
                width: s.width, height: s.height,
                guide: { [unowned session] inner in
                    if let node { return guideValue(node, inner, p, in: session) }
                    return defaultGuide(inner, size: s, node: nil, proposal: p, in: session)
                },
                proxySizes: session.proxySizes)
            return custom.defaultValue.evaluate(inputs)
        }
    }

    /// The explicit value of `key` for `node` at `p`, or nil (GUIDE-2..4, TEXT-6); cached per
    /// (key, proposal). `p` is sanitised first, as for `measure` (PROPOSAL-3): a guide is read
    /// at the proposal the node receives. A node with no Text, `alignmentGuide` or custom layout
    /// that could give `key` a value below it has none (`NodeTraits`), found without asking.
    static func explicitGuide(
        _ node: Int, _ key: AlignmentKey, _ proposal: ProposedSize,
        in session: LayoutSession
    ) -> Double? {
        let traits = session.traits[node]
        if !traits.mayHaveExplicit(key) && !traits.contains(.warnsPerProposal) { return nil }
        let p = ProposalRule.sanitized(proposal)
        let query = GuideQuery(node: Int32(node), key: key, proposal: p)
        if let cached = session.cache.explicitGuide(query) { return cached }
        let value = computeExplicitGuide(node, key, p, in: session)
        session.cache.store(explicitGuide: value, query)
        return value
    }

    private static func computeExplicitGuide(
        _ node: Int, _ key: AlignmentKey, _ p: ProposedSize,
        in session: LayoutSession
    ) -> Double? {
        switch session.kind(node) {
        case .text(let spec):
            return TextRule.baseline(node, spec, key: key, p, in: session)
        case .shape, .image, .spacer, .divider, .customLeaf, .geometryReader, .scrollView:
            return nil // §18.6
        case .alignmentGuide(let guideKey, let value) where guideKey == key:
            // GUIDE-2: f(d) with d = the modified view's dimensions at this proposal.
            let c = session.child(node)
            let s = session.measure(c, p, .guide)
            let inputs = ExpressionInputs(
                width: s.width, height: s.height,
                guide: { [unowned session] inner in guideValue(c, inner, p, in: session) },
                proxySizes: session.proxySizes)
            // CORE-10: a value that reads `d` follows IEEE arithmetic; a NaN or ∞ is kept (a
            // min or max over it ignores a NaN, CORE-11).
            return value.evaluate(inputs)
        case .offset:
            return explicitGuide(session.child(node), key, p, in: session) // untranslated (GUIDE-3)
        case .overlay, .background, .border, .alignmentGuide, .layoutPriority, .frame, .flexFrame,
            .padding, .fixedSize, .position, .aspectRatio:
            // GUIDE-3: the child's explicit guide, translated by its origin in the modifier.
            let s = session.measure(node, p, .guide)
            let placement = session.childPlacement(node, size: s, proposal: p, purpose: .guide)
            guard let inner = explicitGuide(session.child(node), key, placement.proposal, in: session)
            else { return nil }
            return inner + placement.origin[key.axis]
        case .viewThatFits(let axes):
            guard let chosen = ViewThatFitsRule.selection(node, axes, p, in: session) else { return nil }
            return explicitGuide(session.children(node)[chosen], key, p, in: session) // VTF-4
        case .stack(let spec):
            guard !key.isStandard else { return nil }
            var q = p
            if q[spec.axis.orthogonal] == nil {
                q[spec.axis.orthogonal] = session.measure(node, p, .guide)[spec.axis.orthogonal]
            }
            let d = HStackRule.distribute(node, spec, q, in: session)
            return mergedGuide(session.children(node), key, Array(d.proposals), Array(d.origins), in: session)
        case .zStack(let alignment):
            guard !key.isStandard else { return nil }
            let s = session.measure(node, p, .guide)
            let proposal = ProposedSize(s)
            let u = ZStackRule.union(node, alignment, proposal, in: session)
            let items = session.children(node)
            return mergedGuide(
                items, key, Array(repeating: proposal, count: items.count),
                u.origins.map { $0 - u.origin }, in: session)
        case .customLayout(let spec):
            guard let instance = CustomLayoutRule.instance(node, spec, in: session) else { return nil }
            let s = session.measure(node, p, .guide)
            let bounds = Rect(origin: .zero, size: s)
            let host = SubviewHost(session: session, node: node)
            if let value = instance.explicitAlignment(
                of: key, in: CGRect(x: 0, y: 0, width: s.width, height: s.height),
                proposal: ProposedViewSize(p), subviews: CustomLayoutRule.subviews(host))
            {
                return Double(value)
            }
            guard !key.isStandard else { return nil }
            let placements = CustomLayoutRule.placements(node, spec, bounds, p, in: session)
            return mergedGuide(
                session.children(node), key, placements.map(\.proposal),
                placements.map(\.origin), in: session)
        }
    }

    /// GUIDE-4: firstTextBaseline = min, lastTextBaseline = max, custom = average of the
    /// children's translated explicit values; nil when no child has one.
    private static func mergedGuide(
        _ items: Children, _ key: AlignmentKey, _ proposals: [ProposedSize],
        _ origins: [Point], in session: LayoutSession
    ) -> Double? {
        var values: [Double] = []
        for (i, item) in items.enumerated() {
            if let v = explicitGuide(item, key, proposals[i], in: session) {
                values.append(origins[i][key.axis] + v)
            }
        }
        guard !values.isEmpty else { return nil }
        switch key {
        case .firstTextBaseline: return values.dropFirst().reduce(values[0], Double.minimum) // CORE-11
        case .lastTextBaseline: return values.dropFirst().reduce(values[0], Double.maximum)
        default: return values.reduce(0, +) / Double(values.count)
        }
    }
}

/// A custom default being evaluated (GUIDE-1's cycle guard): the view, nil for FRAME-3's plain
/// rectangle `F` (whose defaults read only its own), and the key.
struct DefaultGuideEvaluation: Hashable {
    var node: Int?
    var key: AlignmentKey
}
