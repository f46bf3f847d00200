// ConstructionWarnings.swift
// ConstraintEngine
//
// CORE-6's warnings that FRAME-1, FLEXFRAME-1 and SPACER-2 raise when a view is made: for
// constant arguments, every such node of the tree warns, whether or not the compile measures it
// (a ViewThatFits child never chosen, a subtree no guide query enters). Which nodes a compile
// visits is not part of the rules (HSTACK-6), so a warning that depended on it could differ
// between two correct engines. An argument read from a GeometryReader's proxy exists only during
// layout and warns where the rule evaluates it. No rows: a node the layout never visits adds
// nothing to the model.

import LayoutCore

enum ConstructionWarnings {
    /// Warns for every node whose constant arguments are invalid (a warning the compile already
    /// raised is not repeated: CORE-6, once per code, node and message).
    static func raise(in compiler: ModelCompiler) {
        func constant(_ e: LayoutExpression?) -> Double?? {
            guard let e else { return .some(nil) }
            guard case .constant(let v) = e else { return nil }
            return .some(v)
        }
        for (node, view) in compiler.tree.nodes.enumerated() {
            switch view.kind {
            case .frame(let w, let h, _):
                for (value, name) in [(w, "width"), (h, "height")] {
                    if case .constant(let v)? = value, !FrameEncoding.isValid(v) {
                        FrameEncoding.warnInvalid(node, name, v, in: compiler)
                    }
                }
            case .spacer(let minLength?) where SpacerEncoding.isInvalidMinimum(minLength):
                SpacerEncoding.warnNegative(node, minLength, in: compiler)
            case .flexFrame(let f):
                // Only when no bound reads a proxy.
                guard let a = constant(f.minWidth), let b = constant(f.idealWidth), let c = constant(f.maxWidth),
                    let d = constant(f.minHeight), let e = constant(f.idealHeight), let g = constant(f.maxHeight)
                else { continue }
                if FlexFrameEncoding.isContradictory(min: a, ideal: b, max: c)
                    || FlexFrameEncoding.isContradictory(min: d, ideal: e, max: g)
                {
                    FlexFrameEncoding.warnContradictory(node, in: compiler)
                }
            default:
                continue
            }
        }
    }
}
