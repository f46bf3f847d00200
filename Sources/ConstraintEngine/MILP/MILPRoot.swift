// MILPRoot.swift
// ConstraintEngine
//
// ROOT-1 in the milp formulation: each finite axis of the root proposal is a column instead of
// a constant, so the bounds (VariableBounds) hold for every root size in a range, not only the
// one being laid out. From a constant root every bound would be a point, every choice decided
// by the bounds, and branch-and-bound left nothing to do; over a range, a choice is decided
// only when it comes out the same for every root size in it (structurally redundant, such as
// `max(0, share)` of a share that is never negative). The range is [0, value] (every window up
// to the one laid out), or the parameter's range in a region question; the layout pins the
// column to its value with equal column bounds.

import LayoutCore

enum MILPRoot {
    /// `requested` with its finite constant axes replaced by columns (formulations that use
    /// the bounds only; the baseline keeps constants).
    static func columns(_ requested: ModelProposal, in builder: ModelBuilder) -> ModelProposal {
        let formulation = builder.milpFormulation
        guard formulation.rowBigM || formulation.pruneBinaries || formulation.columnBounds else { return requested }
        var result = requested
        for axis in Axis.allCases {
            guard let q = requested[axis], q.isConstant, q.isFinite else { continue }
            let value = q.value
            let column = builder.freeVariable(value: value, "root_\(axis.rawValue)")
            let variable = column.plainVariable!
            builder.milpRootColumns[axis] = variable
            if let range = builder.milpRootRanges[axis] {
                builder.milpBounds.setFree(variable, range)
            } else {
                builder.milpBounds.setFree(variable, ValueRange(lower: min(0, value), upper: max(0, value)))
                builder.pinnedColumns.append((variable, value))
            }
            result[axis] = column
        }
        return result
    }
}
