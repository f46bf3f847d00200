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
        ProposedSize(width: sanitized(p.width), height: sanitized(p.height))
    }

    /// One axis of PROPOSAL-3.
    private static func sanitized(_ v: Double?) -> Double? {
        guard let v else { return nil }
        if v.isNaN { return nil }
        return v < 0 ? 0 : v
    }
}
