// Spacer.swift
// ConstraintEngine
//
// SPACER-1 (the orientation a Spacer or Divider inherits from the nearest enclosing stack),
// SPACER-2 (a Spacer's size: a certified max of the proposal and its minimum length) and
// DIVIDER-1 (one pixel thick across the stack's axis). SPACER-5 needs no rows of its own: an
// overflowing stack proposes the Spacer HSTACK-3's certified `max(avail/n, 0) = 0`, and SPACER-2
// answers `v`.

import LayoutCore

enum SpacerEncoding {
    /// SPACER-2: a negative or NaN minimum length, which warns (CORE-6) and counts as 0.
    static func isInvalidMinimum(_ minLength: Double) -> Bool { !(minLength >= 0) }

    /// SPACER-2's warning for a negative or NaN minimum length (CORE-6).
    static func warnNegative(_ node: Int, _ minLength: Double, in compiler: ModelCompiler) {
        compiler.warn(
            DiagnosticCode.spacerNegativeMinLength, "minLength \(formatPoints(minLength)) is negative or NaN; using 0",
            node: node)
    }

    /// SPACER-2: `max(P ?? −∞, v)` on each expanding axis, 0 across.
    static func spacerSize(
        _ node: Int, _ minLength: Double?, _ p: ModelProposal,
        in compiler: ModelCompiler
    ) -> ModelSize {
        var v = minLength ?? 8
        if isInvalidMinimum(v) {
            // CORE-6; a NaN minLength (only a tree built in code has one, CORE-10) is treated like
            // a negative one (Decisions.md).
            warnNegative(node, v, in: compiler)
            v = 0
        }
        func expand(_ axis: Axis) -> Quantity {
            compiler.builder.maximum(p[axis] ?? Quantity(-.infinity), Quantity(v), rule: "SPACER-2")
        }
        switch compiler.cache.orientations[node] {
        case .horizontal: return ModelSize(width: expand(.horizontal), height: .zero)
        case .vertical: return ModelSize(width: .zero, height: expand(.vertical))
        case nil: return ModelSize(width: expand(.horizontal), height: expand(.vertical))
        }
    }

    /// DIVIDER-1: one pixel thick across the enclosing stack's axis.
    static func dividerSize(_ node: Int, _ p: ModelProposal, in compiler: ModelCompiler) -> ModelSize {
        let t = Quantity(1 / compiler.scale)
        if compiler.cache.orientations[node] == .horizontal {
            return ModelSize(width: t, height: p.height ?? Quantity(10))
        }
        return ModelSize(width: p.width ?? Quantity(10), height: t)
    }

    /// SPACER-1: per node, the axis of the nearest enclosing stack, through modifiers (primary
    /// only); a custom Layout passes on its `stackOrientation`.
    static func orientations(in compiler: ModelCompiler) -> [Axis?] {
        var result = [Axis?](repeating: nil, count: compiler.tree.count)
        for node in 0..<compiler.tree.count { // pre-order: parents come first
            let inherited = result[node]
            let items = compiler.children(node)
            switch compiler.kind(node) {
            case .stack(let spec):
                for item in items { result[item] = spec.axis }
            case .customLayout(let spec):
                let axis = CustomLayoutEncoding.instance(node, spec, in: compiler)?.stackOrientation
                for item in items { result[item] = axis }
            case .overlay, .background, .border:
                if let first = items.first { result[first] = inherited }
            default:
                if compiler.kind(node).isModifier { for item in items { result[item] = inherited } }
            }
        }
        return result
    }
}
