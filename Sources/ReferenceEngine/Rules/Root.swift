// Root.swift
// ReferenceEngine
//
// ROOT-1 (the root measured at P0 and centred), ROOT-3 (ignoresSafeArea), and CORE-6's
// final-size rule: an infinite final size becomes 0, at the root and for every placed node (a
// NaN one is kept, CORE-10).

import EngineConfiguration
import LayoutCore

/// ROOT-1/3 and CORE-6 final sizes.
enum RootRule {
    /// ROOT-1, or ROOT-3 when the outermost view ignores the safe area: then the root is
    /// proposed the whole window and centred in it.
    static func environment(in session: LayoutSession) -> RootEnvironment {
        let configured = session.configuration.root
        guard session.tree.ignoresSafeArea else { return configured }
        let window = configured.window
        return RootEnvironment(
            proposal: ProposedSize(window.size), container: window, window: window, scale: configured.scale)
    }

    /// Measures and places the root (ROOT-1/3); returns `P0` as configured (before PROPOSAL-3).
    static func layout(in session: LayoutSession) -> ProposedSize {
        let env = environment(in: session)
        let proposal = ProposalRule.sanitized(env.proposal)
        let rootSize = finalSize(session.measure(0, proposal), node: 0, in: session)
        // ROOT-1: centred in the container; §18.7: nil or ∞ axis → the container's origin.
        var origin = env.container.origin
        for axis in Axis.both {
            if let p = proposal[axis], p.isFinite {
                origin[axis] += (p - rootSize[axis]) / 2
            }
        }
        session.place(0, Rect(origin: origin, size: rootSize), proposal, offset: .zero)
        return env.proposal
    }

    /// CORE-6: an infinite final size becomes 0 for placement and output, with a
    /// `layout.nonFiniteFinalSize` warning. A NaN final size is not infinite: CORE-10 keeps it
    /// (it is reported as `value.nonFinite`, NonFiniteRule).
    static func finalSize(_ s: Size, node: Int, in session: LayoutSession) -> Size {
        var result = s
        for axis in Axis.both where result[axis].isInfinite {
            session.warn(
                DiagnosticCode.layoutNonFiniteFinalSize,
                "final \(axis == .horizontal ? "width" : "height") is \(formatPoints(result[axis])); using 0",
                node: node)
            result[axis] = 0
        }
        return result
    }
}
