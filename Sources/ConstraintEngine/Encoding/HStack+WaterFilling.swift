// HStack+WaterFilling.swift
// ConstraintEngine
//
// HSTACK-3 priority groups written other than as the greedy chain:
//  - water-filling (`lp-only` mode): one group's shares from the lexicographic LP
//      minimise λ  subject to  Σ s_i = budget,  lo_i ≤ s_i ≤ hi_i,  s_i ≤ λ
//    where lo/hi are the HSTACK-2 probes, solved while compiling. It equals the greedy split
//    when every minimum is 0 and each child answers a clamp of its proposal; elsewhere it
//    differs (a research mode: disagreements are expected and counted, ConstraintEncoding.md);
//  - the equal-share group (`exact` mode): a group of uncapped clamp-like leaves written as one
//    certified level λ, which provably equals the greedy split (ConstraintEncoding.md,
//    "Equal-share groups in exact").

import LayoutCore
import LinearProgramming

extension HStackEncoding {
    /// `lp-only`: proposes the water-filling shares of a group with a finite `avail` to its
    /// members, in sorted order, and subtracts their answers from `avail` (HSTACK-7).
    static func waterFilledGroup(
        _ node: Int, _ group: ArraySlice<Probe>, items: [Int], axis: Axis, minor: Quantity?,
        avail: inout Quantity, proposals: inout [ModelProposal], sizes: inout [ModelSize],
        in compiler: ModelCompiler
    ) throws(ConstraintEngineError) {
        let shares = try waterFill(
            group.map { ($0.minimum.value, $0.maximum.value) }, budget: avail.value,
            node: node, in: compiler)
        for (member, share) in zip(group, shares) {
            let proposal = ModelProposal(major: Quantity(share), minor: minor, axis: axis)
            let answer = try compiler.measure(items[member.index], proposal)
            proposals[member.index] = proposal
            sizes[member.index] = answer
            let t = avail - answer[axis]
            if !t.value.isNaN { avail = t }
        }
    }

    /// Water-filling shares for children with probes `bounds` (min, max) and a finite `budget`.
    static func waterFill(
        _ bounds: [(min: Double, max: Double)], budget: Double, node: Int,
        in compiler: ModelCompiler
    ) throws(ConstraintEngineError) -> [Double] {
        let lows = bounds.map { $0.min.isFinite ? max($0.min, 0) : 0 }
        let totalLow = lows.reduce(0, +)
        if budget <= totalLow { return lows } // nothing to share: everyone at its minimum
        let allBounded = bounds.allSatisfy { $0.max.isFinite }
        let capacity = bounds.enumerated().reduce(0.0) { $0 + max($1.element.max, lows[$1.offset]) }
        // Over capacity (every child at its maximum): the remainder stays unused, as in the greedy split.
        if allBounded && capacity <= budget { return bounds.enumerated().map { max($1.max, lows[$0]) } }
        // In units of the budget (CORE-9): at 1e9 pt, GLPK's perturbed simplex was seen to leave
        // the degenerate optimum of a feasible group 1.2e-7 (one unit in the last place of the
        // budget) outside its bounds and to call it infeasible; in units of the budget every
        // bound is at most about 1.
        let unit = max(1, budget)
        var lp = LinearProgram()
        let level = lp.addVariable("lambda", lowerBound: -.infinity)
        var sum = LinearExpression()
        for (i, b) in bounds.enumerated() {
            let upper = b.max.isFinite ? max(b.max, lows[i]) / unit : .infinity
            let s = lp.addVariable("s\(i)", lowerBound: lows[i] / unit, upperBound: upper)
            sum += s
            lp.addConstraint(LinearExpression(s) - LinearExpression(level) <= 0)
        }
        lp.addConstraint(sum == budget / unit)
        lp.minimize(LinearExpression(level))
        do throws(SolverError) {
            let solution = try GLPKSolver().solve(lp)
            compiler.waterFillingSolves.append(
                SolveRecord(
                    scope: "water-fill \(compiler.path(of: node))", rows: lp.constraints.count,
                    columns: lp.variables.count, binaries: 0, seconds: solution.statistics.solveSeconds,
                    status: "optimal"))
            return (1...bounds.count).map { solution.values[$0] * unit }
        } catch {
            throw .solver(error, scope: "water-fill \(compiler.path(of: node))")
        }
    }

    /// `exact`: the equal-share group (ConstraintEncoding.md, "Equal-share groups in exact"). A
    /// group of at least two clamp-like members (`clamp(p, 0, hi)` along the axis) whose minimum
    /// probes are 0 and none of whose maximum probes is below λ = max(avail / n, 0) is written as
    /// one level λ proposed to every member. Greedy's shares are then all λ in exact arithmetic
    /// (each member answers λ, so (avail − kλ) / (n − k) = λ); the group is written as a level
    /// only when they are also λ bit for bit in IEEE order (CORE-7, CORE-9): a last-bit
    /// difference changes `avail` for the later groups, and a later child can turn it into
    /// whole points (a Text proposed a height of 7e-15 instead of 0 is one line tall, TEXT-4).
    /// Returns false (nothing written) when the group does not qualify on forward values; the
    /// caller then writes the greedy chain.
    static func equalShareGroup(
        _ node: Int, _ group: ArraySlice<Probe>, items: [Int], axis: Axis, minor: Quantity?,
        avail: inout Quantity, proposals: inout [ModelProposal], sizes: inout [ModelSize],
        in compiler: ModelCompiler
    ) throws(ConstraintEngineError) -> Bool {
        let n = Double(group.count)
        guard group.count >= 2, avail.isFinite else { return false }
        let level = Swift.max(avail.value / n, 0)
        for member in group {
            guard isClampLike(items[member.index], along: axis, in: compiler), member.minimum.value == 0,
                member.maximum.value >= level
            else { return false }
        }
        // The greedy chain's shares on forward values, in HSTACK-3's order: each member answers
        // its share (it is clamp-like and uncapped at λ), so `avail` drops by the share.
        var rest = avail.value
        for k in 0..<group.count {
            let share = Swift.max(rest / Double(group.count - k), 0)
            guard share == level else { return false }
            rest -= share
        }
        let builder = compiler.builder
        let lambda = builder.define(
            builder.maximum(avail / n, .zero, rule: "HSTACK-3"),
            "\(compiler.label(node))_level\(group.startIndex)")
        for member in group {
            builder.requireEqual(member.minimum, .zero, rule: "HSTACK-3")
            builder.requireAtLeast(member.maximum, lambda, rule: "HSTACK-3") // no row when the probe is +∞
        }
        for member in group {
            let proposal = ModelProposal(major: lambda, minor: minor, axis: axis)
            let answer = try compiler.measure(items[member.index], proposal)
            // Implied by the leaf's own rows when the kind is clamp-like; written so that a kind
            // wrongly taken for clamp-like makes the model infeasible instead of silently wrong.
            builder.requireEqual(answer[axis], lambda, rule: "HSTACK-3")
            proposals[member.index] = proposal
            sizes[member.index] = answer
            let t = avail - answer[axis]
            if !t.value.isNaN { avail = builder.bounded(t, "\(compiler.label(node))_avail\(member.index)") }
        }
        compiler.equalShareGroups += 1
        return true
    }

    /// Whether `node` answers `clamp(p, 0, hi)` along `axis` for every finite p ≥ 0 (answering p
    /// itself when p ≤ hi), decided by kind alone: shapes and colours (LEAF-SHAPE-1; Circle,
    /// LEAF-SHAPE-2, with hi = its cross side), resizable images (LEAF-IMAGE-1) and a Spacer of
    /// minLength exactly 0 oriented along `axis` (SPACER-2). Divider is not included: inside a
    /// stack its stack-axis side is the constant thickness (DIVIDER-1). Everything else (Text,
    /// frames, padding, containers, custom leaves, transparent modifiers) is not clamp-like here.
    static func isClampLike(_ node: Int, along axis: Axis, in compiler: ModelCompiler) -> Bool {
        switch compiler.kind(node) {
        case .shape: return true
        case .image(let spec): return spec.isResizable
        case .spacer(let minLength): return minLength == 0 && compiler.cache.orientations[node] == axis
        default: return false
        }
    }
}
