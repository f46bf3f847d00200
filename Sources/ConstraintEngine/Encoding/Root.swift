// Root.swift
// ConstraintEngine
//
// ROOT-1 and ROOT-3: the root is proposed the (safe-area or, with `ignoresSafeArea`, full)
// container size and centred in it; CORE-6: an infinite final size at the root becomes 0
// with a warning (a NaN one is kept, CORE-10).

import EngineConfiguration
import LayoutCore

enum RootEncoding {
    /// ROOT-1/3: measures and places the root, which places the whole tree. Returns the root
    /// proposal as configured (what the layout result reports).
    static func layout(in compiler: ModelCompiler) throws(ConstraintEngineError) -> ProposedSize {
        let root = compiler.configuration.root
        // ROOT-3: a root that ignores the safe area is proposed the window and centred in it.
        let env =
            compiler.tree.ignoresSafeArea
            ? RootEnvironment(
                proposal: ProposedSize(root.window.size), container: root.window, window: root.window,
                scale: root.scale)
            : root
        var requested = ProposalEncoding.constant(env.proposal)
        if let (axis, w) = compiler.symbolicParameter {
            // Symbolic root: the root width (or height) is the parameter column W (no defining row).
            let parameter = compiler.builder.freeVariable(value: w, "W")
            compiler.parameterVariable = parameter.plainVariable
            requested[axis] = parameter
        }
        if compiler.builder.freeBinaries { requested = MILPRoot.columns(requested, in: compiler.builder) }
        let proposal = try ProposalEncoding.sanitized(requested, node: 0, in: compiler)
        compiler.builder.owner = 0
        var rootSize = try compiler.measure(0, proposal)
        for axis in Axis.allCases where rootSize[axis].value.isInfinite {
            compiler.warnNonFiniteSize(0, axis, rootSize[axis].value)
            rootSize[axis] = .zero
        }
        // ROOT-1: centred; §18.7: a nil or ∞ axis keeps the container's origin.
        var origin = ModelPoint(x: Quantity(env.container.origin.x), y: Quantity(env.container.origin.y))
        for axis in Axis.allCases {
            if let p = proposal[axis], p.isFinite {
                origin[axis] = origin[axis] + (p - rootSize[axis]) / 2
            }
        }
        try compiler.place(0, origin: origin, size: rootSize, proposal: proposal, offset: .zero)
        return env.proposal
    }

    /// CORE-1 `measure(root, P)` alone: the root's answer as two named variables.
    static func measurement(_ proposal: ProposedSize, in compiler: ModelCompiler)
        throws(ConstraintEngineError) -> ModelSize
    {
        let p = try ProposalEncoding.sanitized(ProposalEncoding.constant(proposal), node: 0, in: compiler)
        let size = try compiler.measure(0, p)
        var defined = size
        for axis in Axis.allCases { defined[axis] = compiler.builder.variable(size[axis], "root_\(axis.rawValue)") }
        return defined
    }
}
