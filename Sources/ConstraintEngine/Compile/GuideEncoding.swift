// GuideEncoding.swift
// ConstraintEngine
//
// GUIDE-1..5 and TEXT-6: alignment guide values as model quantities, and LayoutExpression
// arguments (alignmentGuide closures, offsets, proxy reads) as linear expressions.

import LayoutCore

/// The inputs a LayoutExpression reads, as model quantities.
struct ExpressionDims {
    var size: ModelSize
    var guide: (AlignmentKey) throws(ConstraintEngineError) -> Quantity
}

extension ModelCompiler {
    /// GUIDE-1: the explicit value if any, else the default on the view's size at `p`.
    func guideValue(_ node: Int, _ key: AlignmentKey, _ p: ModelProposal) throws(ConstraintEngineError) -> Quantity {
        if let explicit = try explicitGuide(node, key, p) { return explicit }
        return try defaultGuide(key, size: try measure(node, p), node: node, proposal: p)
    }

    /// GUIDE-1 defaults.
    func defaultGuide(_ key: AlignmentKey, size s: ModelSize, node: Int?, proposal p: ModelProposal)
        throws(ConstraintEngineError) -> Quantity
    {
        switch key {
        case .leading, .top: return .zero
        case .horizontalCenter: return s.width / 2
        case .verticalCenter: return s.height / 2
        case .trailing: return s.width
        case .bottom, .firstTextBaseline, .lastTextBaseline: return s.height
        case .custom(let custom):
            guard !evaluatingDefaults.contains(key) else { return .zero }
            evaluatingDefaults.insert(key)
            defer { evaluatingDefaults.remove(key) }
            let dims = ExpressionDims(size: s) { [unowned self] (g: AlignmentKey) throws(ConstraintEngineError) -> Quantity in
                if let node, let explicit = try self.explicitGuide(node, g, p) { return explicit }
                return try self.defaultGuide(g, size: s, node: node, proposal: p)
            }
            return try evaluate(custom.defaultValue, dims: dims, node: node ?? 0)
        }
    }

    /// The explicit value of `key` on `node` at `p`, or nil (GUIDE-2..4, TEXT-6).
    func explicitGuide(_ node: Int, _ key: AlignmentKey, _ p: ModelProposal) throws(ConstraintEngineError) -> Quantity? {
        // Nothing below can answer a standard key: skip the walk (it only re-reads measurements).
        if key.isStandard && !mayHaveExplicitStandardGuide[node] { return nil }
        let p = try sanitized(p, node: node)
        switch kind(node) {
        case .shape, .image, .spacer, .divider, .customLeaf, .geometryReader, .scrollView:
            return nil
        case .text(let spec):
            guard key == .firstTextBaseline || key == .lastTextBaseline else { return nil }
            let shape = textShape(node, spec)
            let size = try measure(node, p)
            if size.height.value == 0 && size.width.value == 0 { return .zero }
            let visible = (size.height.value / shape.lineHeight).rounded()
            if visible <= 0 { return .zero }
            return Quantity(key == .firstTextBaseline ? shape.ascender : (visible - 1) * shape.lineHeight + shape.ascender)
        case .alignmentGuide(let guideKey, let expression):
            let c = child(node)
            if guideKey == key {
                let dims = ExpressionDims(size: try measure(c, p)) { [unowned self] (g: AlignmentKey) throws(ConstraintEngineError) -> Quantity in
                    try self.guideValue(c, g, p)
                }
                let value = try evaluate(expression, dims: dims, node: node)
                if value.isFinite { return value }
                warn(DiagnosticCode.invalidValue,
                     "alignment guide value \(formatPoints(value.value)) is not finite; ignored", node: node)
            }
            return try explicitGuide(c, key, p)
        case .offset, .overlay, .background, .border:
            return try explicitGuide(child(node), key, p)
        case .frame, .flexFrame, .padding, .fixedSize, .aspectRatio, .position, .layoutPriority:
            let size = try measure(node, p)
            let placement = try unaryChildPlacement(node, size: size, proposal: p)
            guard let inner = try explicitGuide(child(node), key, placement.proposal) else { return nil }
            return inner + placement.origin[key.axis]
        case .viewThatFits(let axes):
            guard let chosen = try viewThatFitsSelection(node, axes, p) else { return nil }
            return try explicitGuide(children(node)[chosen], key, p)
        case .stack(let spec):
            guard !key.isStandard, !children(node).isEmpty else { return nil }
            let size = try measure(node, p)
            let q = ModelProposal(major: p[spec.axis], minor: p[spec.axis.orthogonal] ?? size[spec.axis.orthogonal],
                                  axis: spec.axis)
            let d: StackModel
            if let shared = sharedArrangement(node, q) { d = shared } else { d = try distribute(node, spec, q) }
            return try merged(children(node), key, proposals: d.proposals, origins: d.origins, node: node)
        case .zStack(let alignment):
            guard !key.isStandard, !children(node).isEmpty else { return nil }
            let size = try measure(node, p)
            let boxed = ModelProposal(width: size.width, height: size.height)
            let layout = try zStackLayout(node, alignment, boxed)
            return try merged(children(node), key, proposals: children(node).map { _ in boxed },
                              origins: layout.origins, node: node)
        case .customLayout(let spec):
            return try customLayoutExplicitGuide(node, spec, key, p)
        }
    }

    /// Per node, whether its subtree holds an `alignmentGuide` or a custom Layout.
    func computeGuideSources() -> [Bool] {
        var result = [Bool](repeating: false, count: tree.count)
        for node in (0..<tree.count).reversed() {     // pre-order: children come after parents
            switch kind(node) {
            case .alignmentGuide, .customLayout: result[node] = true
            default: result[node] = tree.nodes[node].children.contains { result[$0.index] }
            }
        }
        return result
    }

    /// GUIDE-4: min (first baseline), max (last baseline) or average (custom) over the children
    /// that have an explicit value, translated by their origins.
    func merged(_ items: [Int], _ key: AlignmentKey, proposals: [ModelProposal], origins: [ModelPoint],
                node: Int) throws(ConstraintEngineError) -> Quantity?
    {
        guard !key.isStandard else { return nil }
        var values: [Quantity] = []
        for (i, item) in items.enumerated() {
            if let v = try explicitGuide(item, key, proposals[i]) { values.append(v + origins[i][key.axis]) }
        }
        guard var result = values.first else { return nil }
        switch key {
        case .firstTextBaseline:
            for v in values.dropFirst() { result = builder.minimum(result, v, rule: "GUIDE-4") }
        case .lastTextBaseline:
            for v in values.dropFirst() { result = builder.maximum(result, v, rule: "GUIDE-4") }
        default:
            for v in values.dropFirst() { result = result + v }
            result = result / Double(values.count)
        }
        return result
    }

    /// A modifier argument with the current GeometryReader sizes (no dimensions).
    func evaluate(_ expression: LayoutExpression, node: Int) throws(ConstraintEngineError) -> Quantity {
        try evaluate(expression, dims: nil, node: node)
    }

    /// A LayoutExpression as a linear expression (CORE-7 order).
    func evaluate(_ expression: LayoutExpression, dims: ExpressionDims?, node: Int) throws(ConstraintEngineError) -> Quantity {
        switch expression {
        case .constant(let v): return Quantity(v)
        case .width: return dims?.size.width ?? Quantity(.nan)
        case .height: return dims?.size.height ?? Quantity(.nan)
        case .guide(let key):
            guard let dims else { return Quantity(.nan) }
            return try dims.guide(key)
        case .proxyWidth(let n):
            return proxySizes.indices.contains(n) ? proxySizes[n].width : Quantity(.nan)
        case .proxyHeight(let n):
            return proxySizes.indices.contains(n) ? proxySizes[n].height : Quantity(.nan)
        case .sum(let a, let b): return try evaluate(a, dims: dims, node: node) + evaluate(b, dims: dims, node: node)
        case .difference(let a, let b): return try evaluate(a, dims: dims, node: node) - evaluate(b, dims: dims, node: node)
        case .product(let a, let k): return try evaluate(a, dims: dims, node: node) * k
        case .quotient(let a, let k): return try evaluate(a, dims: dims, node: node) / k
        case .negation(let a): return -(try evaluate(a, dims: dims, node: node))
        }
    }
}
