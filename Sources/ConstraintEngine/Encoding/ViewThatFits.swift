// ViewThatFits.swift
// ConstraintEngine
//
// VTF-1..4: first fit, each test certified on forward values (or, in `milp` mode, the first-fit
// disjunction left to binaries); the chosen child is placed, the others hidden.

import LayoutCore

enum ViewThatFitsEncoding {
    /// VTF-2 `select(P)`: first fit, each test certified.
    /// In `milp` mode the tests are not certified here (the binaries of
    /// ``freeSize(_:_:_:forward:in:)`` decide) unless `certified` is set.
    static func selection(
        _ node: Int, _ axes: AxisSet, _ p: ModelProposal, certified: Bool = false,
        in compiler: ModelCompiler
    ) throws(ConstraintEngineError) -> Int? {
        let firstRow = compiler.builder.conditions.count
        let chosen = try firstFit(node, axes, p, certified: certified, in: compiler)
        compiler.traceLog?.choice(
            node, chosen.map { compiler.children(node)[$0] }, p, rows: firstRow..<compiler.builder.conditions.count)
        return chosen
    }

    private static func firstFit(
        _ node: Int, _ axes: AxisSet, _ p: ModelProposal, certified: Bool,
        in compiler: ModelCompiler
    ) throws(ConstraintEngineError) -> Int? {
        let items = compiler.children(node)
        if items.isEmpty { return nil }
        if items.count == 1 { return 0 }
        let builder = compiler.builder
        let r = ModelProposal(width: p.width ?? Quantity(10), height: p.height ?? Quantity(10))
        for i in 0..<(items.count - 1) {
            let m = ModelProposal(
                width: axes.contains(.horizontal) ? nil : p.width,
                height: axes.contains(.vertical) ? nil : p.height)
            let ideal = try compiler.measure(items[i], m)
            guard axes != [] else { continue }
            var fits = true
            for axis in Axis.allCases where axes.contains(axis) {
                // milp mode: the binaries of `freeSize` decide; no certificate here.
                let holds =
                    builder.freeBinaries && !certified
                    ? r[axis]!.value >= ideal[axis].value
                    : builder.isAtLeast(r[axis]!, ideal[axis], rule: "VTF-2")
                if !holds { fits = false; break }
            }
            if fits { return i }
        }
        return items.count - 1
    }

    /// VTF-4 / Decisions.md: the child chosen for the unspecified proposal (spacing is read
    /// before any proposal exists). Decided on forward values only: no quantity depends on it.
    static func idealSelection(_ node: Int, _ axes: AxisSet, in compiler: ModelCompiler) -> Int {
        (try? selection(node, axes, ModelProposal(width: nil, height: nil), in: compiler)) ?? 0
    }

    /// VTF-2: the chosen child's answer.
    static func size(_ node: Int, _ axes: AxisSet, _ p: ModelProposal, in compiler: ModelCompiler)
        throws(ConstraintEngineError) -> ModelSize
    {
        guard let chosen = try selection(node, axes, p, in: compiler) else { return .zero }
        if compiler.builder.freeBinaries, compiler.children(node).count > 1, axes != [] {
            return try freeSize(node, axes, p, forward: chosen, in: compiler)
        }
        return try compiler.measure(compiler.children(node)[chosen], p)
    }

    /// `milp` mode, VTF-2 as a first-fit disjunction: a choice (fits, fails) per child but the
    /// last (fits: `r ≥ ideal_j` on every tested axis; fails: some axis has `r ≤ ideal_j − ε`,
    /// which one chosen by a second choice when both axes are tested), and the size equals
    /// child i's answer when child i fits and every earlier child fails. Every child is measured at `P`.
    static func freeSize(_ node: Int, _ axes: AxisSet, _ p: ModelProposal, forward: Int, in compiler: ModelCompiler)
        throws(ConstraintEngineError) -> ModelSize
    {
        let builder = compiler.builder
        let items = compiler.children(node)
        let r = ModelProposal(width: p.width ?? Quantity(10), height: p.height ?? Quantity(10))
        let m = ModelProposal(
            width: axes.contains(.horizontal) ? nil : p.width,
            height: axes.contains(.vertical) ? nil : p.height)
        let tested = Axis.allCases.filter { axes.contains($0) }
        var ideals: [ModelSize] = []
        for item in items.dropLast() { ideals.append(try compiler.measure(item, m)) }
        var sizes: [ModelSize] = []
        for item in items { sizes.append(try compiler.measure(item, p)) }
        // A non-finite answer cannot be a branch's value: such a ViewThatFits stays certified.
        if !(sizes + ideals).allSatisfy({ $0.width.isFinite && $0.height.isFinite }) {
            let chosen = try selection(node, axes, p, certified: true, in: compiler) ?? forward
            return sizes[chosen]
        }
        // Per child but the last: whether it fits on the bounds of r and its ideal size (true:
        // always, false: never, nil: a choice (fits, fails) of two binaries).
        let prune = builder.milpFormulation.pruneBinaries
        var decided: [Bool?] = []
        for j in 0..<(items.count - 1) {
            let margins = tested.map { builder.bounds(of: r[$0]! - ideals[j][$0]) } // r − ideal
            if prune, margins.allSatisfy({ $0.lower >= 0 }) {
                decided.append(true)
            } else if prune, margins.contains(where: { $0.upper < 0 }) {
                decided.append(false)
            } else {
                decided.append(nil)
            }
        }
        // Children that can be chosen: no earlier child always fits, and it does not never fit.
        var reachable: [Int] = []
        for i in items.indices {
            if decided.prefix(i).contains(true) { break }
            if i < decided.count, decided[i] == false { continue }
            reachable.append(i)
        }
        if reachable.count == 1 {
            let chosen = try selection(node, axes, p, certified: true, in: compiler) ?? forward
            return sizes[chosen]
        }
        var fitChoices: [[Int]?] = [] // per child but the last: [fits, fails], nil when decided
        for j in 0..<(items.count - 1) {
            guard decided[j] == nil, j <= reachable.last! else {
                fitChoices.append(nil)
                continue
            }
            let ideal = ideals[j]
            let fits = tested.allSatisfy { r[$0]!.value >= ideal[$0].value }
            let f = builder.choice(among: 2, forward: fits ? 0 : 1, rule: "VTF-2")
            fitChoices.append(f)
            for axis in tested {
                builder.requireMixed(r[axis]! - ideal[axis], .atLeastZero, when: [f[0]], rule: "VTF-2")
            }
            // > 0 on an axis that fails; an axis whose bounds say it always fits cannot.
            let failing = tested.filter { !prune || builder.bounds(of: r[$0]! - ideal[$0]).lower < 0 }
            let shortfall = failing.map { ideal[$0] - r[$0]! }
            if failing.count == 1 {
                builder.requireStrictlyPositive(shortfall[0], when: [f[1]], rule: "VTF-2")
            } else {
                let g = builder.choice(
                    among: 2, forward: !fits && shortfall[0].value > 0 ? 0 : 1, rule: "VTF-2")
                builder.requireStrictlyPositive(shortfall[0], when: [f[1], g[0]], rule: "VTF-2")
                builder.requireStrictlyPositive(shortfall[1], when: [f[1], g[1]], rule: "VTF-2")
            }
        }
        let result = ModelSize(
            width: builder.freeVariable(value: sizes[forward].width.value, "vtf\(node)_w"),
            height: builder.freeVariable(value: sizes[forward].height.value, "vtf\(node)_h"))
        // The size's bounds: the hull of the children's, with 1e-6 of its magnitude as room (at
        // the hull's own 1e-9 the toolbar's region MILP for its short label was infeasible
        // within GLPK's tolerance). Region questions need every relaxed row bounded; a single
        // milp layout gets the same bounds. (They once made the relaxation of a ViewThatFits
        // over a NaN-width frame "infeasible by 3.9e-7", RootAndCoreTests, CORE-10: GLPK's
        // simplex from the standard basis, which the bridge's second start and its scaling of
        // MIPs each cure.)
        for axis in Axis.allCases {
            var range = builder.bounds(of: sizes[reachable[0]][axis])
            for i in reachable.dropFirst() { range = range.hull(builder.bounds(of: sizes[i][axis])) }
            let room = 1e-6 * (1 + range.magnitude)
            builder.milpBounds.setFree(
                result[axis].plainVariable!, ValueRange(lower: range.lower - room, upper: range.upper + room))
        }
        var childLiterals: [(child: Int, literals: [Int])] = []
        for i in reachable {
            // Child i is chosen when f_i (unless last or always fitting) and ¬f_j for every
            // earlier undecided j (the decided ones never fit, or i would not be reachable).
            var literals = fitChoices.prefix(i).compactMap { $0?[1] }
            if i < fitChoices.count, let f = fitChoices[i] { literals.append(f[0]) }
            for axis in Axis.allCases {
                builder.requireMixed(result[axis] - sizes[i][axis], .zero, when: literals, rule: "VTF-2")
            }
            childLiterals.append((items[i], literals))
        }
        builder.milpChildLiterals[node, default: [:]][p.values] = childLiterals
        return result
    }

    /// VTF-3: the chosen child at the origin with `Q`; the others hidden.
    static func place(
        _ node: Int, _ axes: AxisSet, _ origin: ModelPoint, _ size: ModelSize, _ q: ModelProposal,
        offset: ModelPoint, in compiler: ModelCompiler
    ) throws(ConstraintEngineError) {
        if compiler.builder.placesUnderLiterals {
            _ = try compiler.measure(node, q) // the choice's literals at q
            if let children = compiler.builder.milpChildLiterals[node]?[q.values] {
                // Region questions: every child that can be chosen is placed; it is shown
                // where its literals are all 1 (RegionModel reads them).
                for item in compiler.children(node) {
                    if let entry = children.first(where: { $0.child == item }) {
                        compiler.builder.milpVisibility[item] = entry.literals
                        try compiler.place(
                            item, origin: origin, size: try compiler.measure(item, q), proposal: q, offset: offset)
                    } else {
                        compiler.hide(item, at: origin, offset: offset)
                    }
                }
                return
            }
        }
        let chosen = try selection(node, axes, q, in: compiler)
        for (i, item) in compiler.children(node).enumerated() {
            if i == chosen {
                try compiler.place(
                    item, origin: origin, size: try compiler.measure(item, q), proposal: q, offset: offset)
            } else {
                compiler.hide(item, at: origin, offset: offset)
            }
        }
    }

    /// GUIDE-2 through a ViewThatFits: the chosen child's explicit value.
    static func explicitGuide(
        _ node: Int, _ axes: AxisSet, _ key: AlignmentKey, _ p: ModelProposal,
        in compiler: ModelCompiler
    ) throws(ConstraintEngineError) -> Quantity? {
        guard let chosen = try selection(node, axes, p, in: compiler) else { return nil }
        return try compiler.explicitGuide(compiler.children(node)[chosen], key, p)
    }
}
