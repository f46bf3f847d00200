// Priority.swift
// ReferenceEngine
//
// PRIORITY-1: an element's `layoutPriority`, read through modifiers (a Spacer's is SPACER-3's
// −∞). PRIORITY-2: only stacks, ZStacks and custom layouts ask for it.

import LayoutCore

/// Layout priorities, read by stacks (HSTACK-2), ZStacks (ZSTACK-1) and custom layouts.
enum PriorityRule {
    /// PRIORITY-1, SPACER-3: the outermost `layoutPriority` on the element, −∞ for a Spacer,
    /// else 0. It passes through modifiers but not out of containers.
    static func priority(_ node: Int, in session: LayoutSession) -> Double {
        // Most elements have neither on their modifier chain (`NodeTraits`): found without a walk.
        guard session.traits[node].contains(.mayHavePriority) else { return 0 }
        var current = node
        while true {
            switch session.kind(current) {
            case .layoutPriority(let p): return p
            case .spacer: return SpacerRule.priority
            case let k where k.isModifier: current = session.child(current)
            default: return 0
            }
        }
    }

    /// Whether two priorities belong to the same group (HSTACK-2's "maximal runs of equal
    /// priority", ZSTACK-1's top priority). NaN priorities are equal to each other and to nothing
    /// else: with IEEE equality a NaN would never equal the priority of its own group, and the
    /// group it starts would be empty (the HSTACK-3 loop would never advance).
    static func same(_ a: Double, _ b: Double) -> Bool {
        a == b || (a.isNaN && b.isNaN)
    }
}
