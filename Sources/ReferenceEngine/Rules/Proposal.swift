// Proposal.swift
// ReferenceEngine
//
// PROPOSAL-3: sanitising proposals. Every measurement and every recorded placement proposal
// goes through `sanitized(_:)`.

import LayoutCore

/// PROPOSAL-3 sanitising.
enum ProposalRule {
    /// PROPOSAL-3: NaN components become nil and negative ones 0 (∞ and nil are kept).
    static func sanitized(_ p: ProposedSize) -> ProposedSize {
        var q = p
        for axis in Axis.both {
            if let v = q[axis] {
                if v.isNaN { q[axis] = nil } else if v < 0 { q[axis] = 0 }
            }
        }
        return q
    }
}
