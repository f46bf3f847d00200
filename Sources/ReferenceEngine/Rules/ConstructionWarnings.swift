// ConstructionWarnings.swift
// ReferenceEngine
//
// CORE-6's warnings that FRAME-1, FLEXFRAME-1 and SPACER-2 raise when a view is made: for
// constant arguments, every such node of the tree warns, whether or not the layout measures it
// (a ViewThatFits child never chosen, a subtree a guide query never enters). Which nodes a pass
// measures is not part of the rules (HSTACK-6), so a warning that depended on it could differ
// between two correct engines. An argument read from a GeometryReader's proxy exists only during
// layout and warns where the rule evaluates it.

import LayoutCore

enum ConstructionWarnings {
    /// Raises the construction warnings of the nodes the trait table found
    /// (`NodeTraitTable.warnsAtConstruction`), through the rules' own validation; a warning the
    /// layout already raised is not repeated (CORE-6: once per code, node and message).
    static func raise(in session: LayoutSession) {
        for node in session.traits.warnsAtConstruction {
            switch session.kind(node) {
            case .frame(let w, let h, _):
                if case .constant? = w { _ = FrameRule.dimension(node, w, .horizontal, in: session) }
                if case .constant? = h { _ = FrameRule.dimension(node, h, .vertical, in: session) }
            case .spacer(let minLength):
                _ = SpacerRule.minimum(node, minLength, in: session)
            case .flexFrame(let spec):
                _ = FlexFrameRule.normalized(node, spec, in: session)
            default:
                continue
            }
        }
    }
}
