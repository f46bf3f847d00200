// LayoutScale.swift
// LayoutDifferential
//
// The largest length a layout computes with: its tree's constants, the root proposal and every
// finite frame component of the two layouts. IEEE sums carry rounding errors proportional to
// their operands, not their result: `HStack(spacing: -5e8)` over ten children lays out 380 pt
// wide through intermediates of 4.5e9 pt, and two engines that add in different orders differ by
// about 1e-6 pt there. CORE-7's allowance grows with this scale (Decisions.md).

import LayoutCore

enum LayoutScale {
    /// The largest finite magnitude among `tree`'s lengths and the two layouts' frames.
    static func of(_ tree: ViewTree, _ first: LayoutResult, _ second: LayoutResult) -> Double {
        of(tree, proposal: first.proposal, layouts: [first, second])
    }

    /// The largest finite magnitude among `tree`'s lengths, the root `proposal` and the frames of
    /// `layouts`: the layouts an engine produced (when one fails, the other's; when both fail,
    /// none). The harness files an engine's failure with it: a known divergence may hold only at
    /// magnitudes where a `Double` has no room left (``KnownDivergence/minimumMagnitude``).
    static func of(_ tree: ViewTree, proposal: ProposedSize, layouts: [LayoutResult]) -> Double {
        var largest = 0.0
        func note(_ value: Double?) {
            if let value, value.isFinite { largest = max(largest, abs(value)) }
        }
        func note(_ expression: LayoutExpression?) {
            expression?.forEachLeaf { leaf in
                if case .constant(let value) = leaf { note(value) }
            }
        }
        note(proposal.width)
        note(proposal.height)
        for result in layouts {
            note(result.proposal.width)
            note(result.proposal.height)
            for node in result.nodes where node.isReported {
                for value in [node.frame.origin.x, node.frame.origin.y, node.frame.size.width, node.frame.size.height] {
                    note(value)
                }
            }
        }
        for node in tree.nodes {
            for expression in node.kind.expressions { note(expression) }
            switch node.kind {
            case .stack(let spec): note(spec.spacing)
            case .spacer(let minLength): note(minLength)
            case .border(_, let width): note(width)
            case .customLeaf(let spec):
                for size in [spec.minimum, spec.ideal, spec.maximum] {
                    note(size.width)
                    note(size.height)
                }
            default: break
            }
        }
        return largest
    }
}
