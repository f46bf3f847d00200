// Priority.swift
// ConstraintEngine
//
// PRIORITY-1: a view's layout priority, read through modifiers; `layoutPriority` is
// transparent to sizing and placement. A Spacer's is −∞ unless it carries its own (SPACER-3).
// PRIORITY-2: only stacks, ZStacks and custom layouts ask for it. A priority is a proposal-independent number, never a
// model variable.

import LayoutCore

enum PriorityEncoding {
    /// PRIORITY-1: the outermost `layoutPriority` looking through modifiers; Spacer −∞; else 0.
    static func priority(_ node: Int, in compiler: ModelCompiler) -> Double {
        var current = node
        while true {
            let k = compiler.kind(current)
            switch k {
            case .layoutPriority(let p): return p
            case .spacer: return -.infinity
            default:
                guard k.isModifier else { return 0 }
                current = compiler.child(current)
            }
        }
    }

    /// PRIORITY-1: `layoutPriority` answers what its child answers.
    static func size(_ node: Int, _ p: ModelProposal, in compiler: ModelCompiler) throws(ConstraintEngineError)
        -> ModelSize
    {
        try compiler.measure(compiler.child(node), p)
    }

    /// Whether two priorities are the same for grouping (HSTACK-2's runs of equal priority,
    /// ZSTACK-1's top priority): NaN matches NaN and nothing else (Decisions.md, "NaN
    /// priorities"), so a group of NaN priorities is one group, as one of any other value.
    static func same(_ a: Double, _ b: Double) -> Bool {
        a == b || (a.isNaN && b.isNaN)
    }
}
