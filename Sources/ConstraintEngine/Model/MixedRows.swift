// MixedRows.swift
// ConstraintEngine
//
// The MILP formulation of the branching operations (the `milp` mode). In `milp` mode a
// decision is a binary column left to GLPK's branch-and-bound, and the rows of each branch
// hold only when its binary selects it (big-M relaxation, ModelSolving+MILP.swift). In the
// other modes the same decisions are fixed at compile time from forward values and certified
// by condition rows: `fixedDecisions` counts them (ConstraintEncoding.md, "Binaries").

import LayoutCore

/// `expression + Σ coefficient · binary (≥ | ≤ | =) 0`, enforced only while every binary of
/// `activeWhen` is 1. Otherwise it is relaxed by M times the other binaries of their choices
/// (`1 − y` written as a sum of binaries, so the row's bound stays 0 and GLPK's feasibility
/// tolerance, relative to the bound, does not grow with M).
struct MixedRow {
    var expression: Quantity
    var binaryTerms: [(binary: Int, coefficient: Double)]
    var sense: ConditionSense
    var activeWhen: [Int]
    /// `e > 0` (written with a margin), for `.atLeastZero` rows.
    var isStrict = false
    var owner: Int
    var rule: String
}

/// A strict inequality `e > 0` is written `e − margin ≥ 0` in the MILP (GLPK has no strict
/// rows), with margin 1e-6 · M (the row's big-M, ModelSolving+MILP.swift): GLPK accepts a
/// binary within its integrality tolerance, which lets a big-M row slip by about 1e-8 · M, so
/// a smaller margin would let a branch through at a tie. A true value within the margin of a
/// breakpoint makes the model infeasible (a typed error), never a wrong branch;
/// `ModelSolving.verifyBranches` re-checks every active row against the forward values.
let strictMarginFactor = 1e-6

extension ModelBuilder {
    /// `e > 0` as the mixed row `e − margin ≥ 0` (``strictMarginFactor``).
    func requireStrictlyPositive(_ e: Quantity, when active: [Int], rule: String) {
        requireMixed(e, .atLeastZero, when: active, rule: rule)
        if e.isFinite { mixedRows[mixedRows.count - 1].isStrict = true }
    }

    /// Writes a mixed row (milp mode). A row over a non-finite value is decided now: dropped
    /// when it holds (`∞ ≥ 0`), written as `−1 ≥ 0` (its branch impossible) when it cannot.
    func requireMixed(
        _ expression: Quantity, binaryTerms: [(binary: Int, coefficient: Double)] = [],
        _ sense: ConditionSense, when active: [Int] = [], rule: String
    ) {
        var expression = expression
        if !expression.isFinite {
            let v = expression.value
            let holds =
                switch sense {
                case .atLeastZero: v >= 0
                case .atMostZero: v <= 0
                case .zero: false
                }
            if holds { return }
            expression = Quantity(-1)
            mixedRows.append(
                MixedRow(
                    expression: expression, binaryTerms: binaryTerms, sense: .atLeastZero,
                    activeWhen: active, owner: owner, rule: rule))
            return
        }
        mixedRows.append(
            MixedRow(
                expression: expression, binaryTerms: binaryTerms, sense: sense,
                activeWhen: active, owner: owner, rule: rule))
    }

    /// Counts a decision fixed at compile time (one that depends on a variable).
    func countDecision(_ a: Quantity, _ b: Quantity) {
        if !(a.isConstant && b.isConstant) { fixedDecisions += 1 }
    }

    /// `milp` mode: exactly one of `count` alternatives, as binaries with Σ y = 1. Returns the
    /// binaries; `forward` is the alternative the compile-time evaluation takes (kept for
    /// diagnostics and tests, never given to GLPK).
    func choice(among count: Int, forward: Int, rule: String) -> [Int] {
        let first = binaryValues.count
        let members = Array(first..<(first + count))
        for k in 0..<count {
            binaryValues.append(k == forward)
            binaryNames.append(recordsNames ? "y\(first)_\(k)" : "")
            choiceOfBinary.append(choices.count)
        }
        choices.append(members)
        requireMixed(Quantity(-1), binaryTerms: members.map { ($0, 1) }, .zero, rule: rule)
        return members
    }

    /// `milp` mode: `max(a, b)` / `min(a, b)` as a choice (a, b) and
    ///   v ≥ a, v ≥ b, v ≤ a if a is chosen, v ≤ b if b is   (for min the inequalities flip).
    /// nil in the other modes, when a side is a constant only or not finite, or when the
    /// bounds decide the side (``MILPFormulation/pruneBinaries``: then the caller's certified
    /// path writes the one row that holds on the whole range, e.g. `max(0, share)` of a share
    /// whose lower bound is 0).
    func freeExtremum(_ a: Quantity, _ b: Quantity, maximum: Bool, rule: String) -> Quantity? {
        guard freeBinaries, a.isFinite, b.isFinite, !(a.isConstant && b.isConstant) else { return nil }
        let ra = bounds(of: a), rb = bounds(of: b)
        if milpFormulation.pruneBinaries, rb.lower >= ra.upper || ra.lower >= rb.upper { return nil }
        // Swift's max picks b when b >= a; min picks b when b < a.
        let choosesA = maximum ? !(b.value >= a.value) : !(b.value < a.value)
        let y = choice(among: 2, forward: choosesA ? 0 : 1, rule: rule)
        let v = freeVariable(value: choosesA ? a.value : b.value, "\(maximum ? "max" : "min")\(variableCount)")
        let variable = v.plainVariable!
        milpBounds.setFree(
            variable,
            maximum
                ? ValueRange(lower: max(ra.lower, rb.lower), upper: max(ra.upper, rb.upper))
                : ValueRange(lower: min(ra.lower, rb.lower), upper: min(ra.upper, rb.upper)))
        milpObjective.append((variable, maximum ? 1 : -1))
        let outer: ConditionSense = maximum ? .atLeastZero : .atMostZero
        let inner: ConditionSense = maximum ? .atMostZero : .atLeastZero
        requireMixed(v - a, outer, rule: rule)
        requireMixed(v - b, outer, rule: rule)
        requireMixed(v - a, inner, when: [y[0]], rule: rule)
        requireMixed(v - b, inner, when: [y[1]], rule: rule)
        return v
    }
}
