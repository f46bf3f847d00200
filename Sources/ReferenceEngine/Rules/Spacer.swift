// Spacer.swift
// ReferenceEngine
//
// SPACER-1 (orientation), SPACER-2 (size), SPACER-3 (priority), SPACER-4 (spacing edges) and
// DIVIDER-1. SPACER-5 (overflow) needs no code: HSTACK-3 proposes 0 and the Spacer answers `v`.

import LayoutCore

/// Spacer and Divider sizing, and the orientation both depend on.
enum SpacerRule {
    /// SPACER-3: a Spacer's layout priority (PRIORITY-1 reads it).
    static let priority = -Double.infinity

    /// SPACER-4: along its orientation axis a Spacer's edges hold a zero entry; with no
    /// orientation all four do.
    static func spacingEdges(_ node: Int, in session: LayoutSession) -> EdgeSet {
        switch session.orientations[node] {
        case .horizontal: return .horizontal
        case .vertical: return .vertical
        case nil: return .all
        }
    }

    /// SPACER-1: the axis of the nearest enclosing stack (or custom layout with a
    /// `stackOrientation`), through unary modifiers and overlay primaries; other containers
    /// and overlay content cut the link. One top-down pass, indexed by node; empty for a tree
    /// with no Spacer, Divider or custom layout.
    static func orientations(in session: LayoutSession) -> [Axis?] {
        // Read only for Spacers and Dividers; a custom layout's instance is made here as always.
        guard session.traits.hasOrientedViews else { return [] }
        let tree = session.tree
        var result = [Axis?](repeating: nil, count: tree.count)
        // Each node is read in place (a copy of a node would copy its kind's arguments).
        tree.nodes.withUnsafeBufferPointer { nodes in
            for index in nodes.indices where !nodes[index].children.isEmpty {
                let first: Axis?, rest: Axis?
                switch nodes[index].kind {
                case .stack(let spec): (first, rest) = (spec.axis, spec.axis)
                case .customLayout(let spec):
                    let axis = CustomLayoutRule.instance(index, spec, in: session)?.stackOrientation
                    (first, rest) = (axis, axis)
                case let k where k.isModifier: (first, rest) = (result[index], nil)
                default: (first, rest) = (nil, nil)
                }
                for (position, c) in nodes[index].children.enumerated() {
                    result[c.index] = position == 0 ? first : rest
                }
            }
        }
        return result
    }

    /// SPACER-2: at least `max(minLength ?? 8, 0)` along the orientation axis (both axes with
    /// no orientation), 0 across it.
    static func spacerSize(
        _ node: Int, _ minLength: Double?, _ p: ProposedSize,
        in session: LayoutSession
    ) -> Size {
        let v = minimum(node, minLength, in: session)
        func expand(_ axis: Axis) -> Double { Double.maximum(p[axis] ?? -.infinity, v) } // CORE-11
        switch session.orientations[node] {
        case .horizontal: return Size(width: expand(.horizontal), height: 0)
        case .vertical: return Size(width: 0, height: expand(.vertical))
        case nil: return Size(width: expand(.horizontal), height: expand(.vertical))
        }
    }

    /// SPACER-2: a negative or NaN minLength, which warns (CORE-6) and counts as 0.
    static func isInvalidMinimum(_ length: Double) -> Bool { length.isNaN || length < 0 }

    /// SPACER-2 `v = max(minLength ?? 8, 0)`; a negative or NaN minLength warns (CORE-6).
    static func minimum(_ node: Int, _ minLength: Double?, in session: LayoutSession) -> Double {
        guard let length = minLength else { return 8 }
        if isInvalidMinimum(length) {
            session.warn(
                DiagnosticCode.spacerNegativeMinLength,
                "Spacer(minLength: \(formatPoints(length))) is treated as 0", node: node)
            return 0
        }
        return length
    }

    /// DIVIDER-1: one pixel thick; vertical in an HStack, horizontal elsewhere.
    static func dividerSize(_ node: Int, _ p: ProposedSize, in session: LayoutSession) -> Size {
        let t = 1 / session.scale
        if session.orientations[node] == .horizontal {
            return Size(width: t, height: p.height ?? 10)
        }
        return Size(width: p.width ?? 10, height: t)
    }
}
