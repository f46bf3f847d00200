// GuideRules.swift
// ReferenceEngine
//
// GUIDE-1..4 and TEXT-6: explicit guide values, defaults, translation through unary
// modifiers and merging in containers.

import Foundation
import LayoutCore
import CustomLayout

extension LayoutSession {
    /// `dims(node, P)[key]`: the explicit value, or the default on the node's size (GUIDE-1).
    func guideValue(_ node: Int, _ key: AlignmentKey, _ p: ProposedSize) -> Double {
        if let explicit = explicitGuide(node, key, p) { return explicit }
        return defaultGuide(key, size: size(node, p), node: node, proposal: p)
    }

    /// GUIDE-1 defaults on a view of size `s`. A custom alignment evaluates its
    /// `defaultValue(in: d)`; when `node` is nil, `d` is a plain rectangle (FRAME-3's `F`).
    func defaultGuide(_ key: AlignmentKey, size s: Size, node: Int?, proposal p: ProposedSize) -> Double {
        switch key {
        case .leading, .top: return 0
        case .horizontalCenter: return s.width / 2
        case .verticalCenter: return s.height / 2
        case .trailing: return s.width
        case .bottom, .firstTextBaseline, .lastTextBaseline: return s.height
        case .custom(let custom):
            guard evaluatingDefaults.insert(key).inserted else { return 0 }   // a cycle reads 0
            defer { evaluatingDefaults.remove(key) }
            let inputs = ExpressionInputs(
                width: s.width, height: s.height,
                guide: { [unowned self] inner in
                    if let node { return guideValue(node, inner, p) }
                    return defaultGuide(inner, size: s, node: nil, proposal: p)
                },
                proxySizes: proxySizes)
            return custom.defaultValue.evaluate(inputs)
        }
    }

    /// The explicit value of `key` for `node` at `p`, or nil (GUIDE-2..4, TEXT-6).
    func explicitGuide(_ node: Int, _ key: AlignmentKey, _ p: ProposedSize) -> Double? {
        let query = GuideQuery(key: key, proposal: p)
        if cachesMeasurements, let cached = explicitCache[node][query] { return cached }
        let value = computeExplicitGuide(node, key, p)
        if cachesMeasurements { explicitCache[node][query] = value }
        return value
    }

    private func computeExplicitGuide(_ node: Int, _ key: AlignmentKey, _ p: ProposedSize) -> Double? {
        switch kind(node) {
        case .text(let spec):
            return textBaseline(node, spec, key: key, p)
        case .shape, .image, .spacer, .divider, .customLeaf, .geometryReader, .scrollView:
            return nil                                                     // §18.6
        case .alignmentGuide(let guideKey, let value) where guideKey == key:
            // GUIDE-2: f(d) with d = the modified view's dimensions at this proposal.
            let c = child(node)
            let s = size(c, p)
            let inputs = ExpressionInputs(
                width: s.width, height: s.height,
                guide: { [unowned self] inner in guideValue(c, inner, p) },
                proxySizes: proxySizes)
            let result = value.evaluate(inputs)
            guard result.isFinite else {
                // CORE-7 (Decisions.md): a NaN or infinite guide counts as no explicit value.
                warn(DiagnosticCode.invalidValue,
                     "alignment guide \(key.swiftName) is \(formatPoints(result)); using the default",
                     node: node)
                return explicitGuide(c, key, p)
            }
            return result
        case .offset:
            return explicitGuide(child(node), key, p)                      // untranslated (GUIDE-3)
        case .overlay, .background, .border, .alignmentGuide, .layoutPriority, .frame, .flexFrame,
             .padding, .fixedSize, .position, .aspectRatio:
            // GUIDE-3: the child's explicit guide, translated by its origin in the modifier.
            let s = size(node, p)
            let placement = unaryChildPlacement(node, size: s, proposal: p)
            guard let inner = explicitGuide(child(node), key, placement.proposal) else { return nil }
            return inner + placement.origin[key.axis]
        case .viewThatFits(let axes):
            guard let chosen = viewThatFitsSelection(node, axes, p) else { return nil }
            return explicitGuide(children(node)[chosen], key, p)          // VTF-4
        case .stack(let spec):
            guard !key.isStandard else { return nil }
            var q = p
            if q[spec.axis.orthogonal] == nil {
                q[spec.axis.orthogonal] = size(node, p)[spec.axis.orthogonal]
            }
            let d = distribute(node, spec, q)
            return mergedGuide(children(node), key, d.proposals, d.origins)
        case .zStack(let alignment):
            guard !key.isStandard else { return nil }
            let s = size(node, p)
            let proposal = ProposedSize(s)
            let u = zStackLayout(node, alignment, proposal)
            let items = children(node)
            return mergedGuide(items, key, Array(repeating: proposal, count: items.count),
                               u.origins.map { $0 - u.origin })
        case .customLayout(let spec):
            guard let instance = layoutInstance(node, spec) else { return nil }
            let s = size(node, p)
            let bounds = Rect(origin: .zero, size: s)
            let host = SubviewHost(session: self, node: node)
            if let value = instance.explicitAlignment(
                of: key, in: CGRect(x: 0, y: 0, width: s.width, height: s.height),
                proposal: ProposedViewSize(p), subviews: subviews(host)) {
                return Double(value)
            }
            guard !key.isStandard else { return nil }
            let placements = customLayoutPlacements(node, spec, bounds, p)
            return mergedGuide(children(node), key, placements.map(\.proposal),
                               placements.map(\.origin))
        }
    }

    /// GUIDE-4: firstTextBaseline = min, lastTextBaseline = max, custom = average of the
    /// children's translated explicit values; nil when no child has one.
    private func mergedGuide(_ items: [Int], _ key: AlignmentKey, _ proposals: [ProposedSize],
                             _ origins: [Point]) -> Double? {
        var values: [Double] = []
        for (i, item) in items.enumerated() {
            if let v = explicitGuide(item, key, proposals[i]) { values.append(origins[i][key.axis] + v) }
        }
        guard !values.isEmpty else { return nil }
        switch key {
        case .firstTextBaseline: return values.min()
        case .lastTextBaseline: return values.max()
        default: return values.reduce(0, +) / Double(values.count)
        }
    }
}
