// ContainerEncoding.swift
// ConstraintEngine
//
// ZSTACK-1/2, OVERLAY-2/3 and BACKGROUND-1 secondaries, VTF-1..3 (first-fit, certified per
// test), GEOREADER-1/2 and SCROLL-1/2.

import LayoutCore

extension ModelCompiler {
    /// The aligned rects of ZSTACK-1 at proposal `p`: origins relative to the union's origin.
    func zStackLayout(_ node: Int, _ alignment: Alignment, _ p: ModelProposal)
        throws(ConstraintEngineError) -> (size: ModelSize, origins: [ModelPoint], sizes: [ModelSize])
    {
        let items = children(node)
        guard !items.isEmpty else { return (.zero, [], []) }
        let top = items.map(priority).max() ?? 0
        var rects: [(origin: ModelPoint, size: ModelSize)] = []
        for item in items {
            let size = try measure(item, p)
            let origin = ModelPoint(x: -(try guideValue(item, alignment.horizontal.key, p)),
                                    y: -(try guideValue(item, alignment.vertical.key, p)))
            rects.append((origin, size))
        }
        // An infinite extent makes that axis of the union infinite; the finite rects still
        // fix its origin (CORE-7: no ∞ − ∞; Decisions.md).
        var lo: [Quantity?] = [nil, nil], hi: [Quantity?] = [nil, nil]
        var infinite = [false, false]
        for (i, item) in items.enumerated() where priority(item) == top {
            for (k, axis) in Axis.allCases.enumerated() {
                let a = rects[i].origin[axis], extent = rects[i].size[axis]
                guard a.isFinite, extent.isFinite else { infinite[k] = true; continue }
                let b = a + extent
                lo[k] = lo[k].map { builder.minimum($0, a, rule: "ZSTACK-1") } ?? a
                hi[k] = hi[k].map { builder.maximum($0, b, rule: "ZSTACK-1") } ?? b
            }
        }
        var unionOrigin = ModelPoint.zero, size = ModelSize.zero
        for (k, axis) in Axis.allCases.enumerated() {
            if infinite[k] {
                size[axis] = .infinity
                unionOrigin[axis] = lo[k] ?? .zero
            } else if let l = lo[k], let h = hi[k] {
                size[axis] = h - l
                unionOrigin[axis] = l
            }
        }
        let origins = rects.map { ModelPoint(x: $0.origin.x - unionOrigin.x, y: $0.origin.y - unionOrigin.y) }
        return (size, origins, rects.map(\.size))
    }

    func zStackSize(_ node: Int, _ alignment: Alignment, _ p: ModelProposal) throws(ConstraintEngineError) -> ModelSize {
        try zStackLayout(node, alignment, p).size
    }

    /// ZSTACK-2: every child is proposed the final size.
    func placeZStack(_ node: Int, _ alignment: Alignment, _ origin: ModelPoint, _ size: ModelSize,
                     offset: ModelPoint) throws(ConstraintEngineError) {
        let boxed = ModelProposal(width: size.width, height: size.height)
        let layout = try zStackLayout(node, alignment, boxed)
        for (i, item) in children(node).enumerated() {
            try place(item, origin: origin + layout.origins[i], size: layout.sizes[i], proposal: boxed, offset: offset)
        }
    }

    /// OVERLAY-2/3, BACKGROUND-1: each secondary is proposed the primary's final size and
    /// aligned on its own.
    func placeSecondaries(_ node: Int, _ alignment: Alignment, _ origin: ModelPoint, _ size: ModelSize,
                          _ primaryProposal: ModelProposal, offset: ModelPoint) throws(ConstraintEngineError) {
        let items = children(node)
        let primary = items[0]
        let boxed = ModelProposal(width: size.width, height: size.height)
        for item in items.dropFirst() {
            let s = try measure(item, boxed)
            var o = origin
            for axis in Axis.allCases {
                let key = alignment[axis]
                o[axis] = o[axis] + (try guideValue(primary, key, primaryProposal)) - (try guideValue(item, key, boxed))
            }
            try place(item, origin: o, size: s, proposal: boxed, offset: offset)
        }
    }

    // MARK: ViewThatFits

    /// VTF-2 `select(P)`: first fit, each test certified.
    /// In `milp` mode the tests are not certified here (the binaries of
    /// ``freeViewThatFitsSize(_:_:_:forward:)`` decide) unless `certified` is set.
    func viewThatFitsSelection(_ node: Int, _ axes: AxisSet, _ p: ModelProposal, certified: Bool = false)
        throws(ConstraintEngineError) -> Int? {
        let items = children(node)
        if items.isEmpty { return nil }
        if items.count == 1 { return 0 }
        let r = ModelProposal(width: p.width ?? Quantity(10), height: p.height ?? Quantity(10))
        for i in 0..<(items.count - 1) {
            let m = ModelProposal(width: axes.contains(.horizontal) ? nil : p.width,
                                  height: axes.contains(.vertical) ? nil : p.height)
            let ideal = try measure(items[i], m)
            guard axes != [] else { continue }
            var fits = true
            for axis in Axis.allCases where axes.contains(axis) {
                // milp mode: the binaries of `freeViewThatFitsSize` decide; no certificate here.
                let holds = builder.freeBinaries && !certified ? r[axis]!.value >= ideal[axis].value
                                                 : builder.isAtLeast(r[axis]!, ideal[axis], rule: "VTF-2")
                if !holds { fits = false; break }
            }
            if fits { return i }
        }
        return items.count - 1
    }

    /// VTF-4 / Decisions.md: the child chosen for the unspecified proposal (spacing is read
    /// before any proposal exists). Decided on forward values only: no quantity depends on it.
    func idealSelection(_ node: Int, _ axes: AxisSet) -> Int {
        (try? viewThatFitsSelection(node, axes, ModelProposal(width: nil, height: nil))) ?? 0
    }

    func viewThatFitsSize(_ node: Int, _ axes: AxisSet, _ p: ModelProposal) throws(ConstraintEngineError) -> ModelSize {
        guard let chosen = try viewThatFitsSelection(node, axes, p) else { return .zero }
        if builder.freeBinaries, children(node).count > 1, axes != [] {
            return try freeViewThatFitsSize(node, axes, p, forward: chosen)
        }
        return try measure(children(node)[chosen], p)
    }

    /// `milp` mode, VTF-2 as a first-fit disjunction: a choice (fits, fails) per child but the
    /// last (fits: `r ≥ ideal_j` on every tested axis; fails: some axis has `r ≤ ideal_j − ε`,
    /// which one chosen by a second choice when both axes are tested), and the size equals
    /// child i's answer when child i fits and every earlier child fails. Every child is measured at `P`.
    func freeViewThatFitsSize(_ node: Int, _ axes: AxisSet, _ p: ModelProposal, forward: Int)
        throws(ConstraintEngineError) -> ModelSize
    {
        let items = children(node)
        let r = ModelProposal(width: p.width ?? Quantity(10), height: p.height ?? Quantity(10))
        let m = ModelProposal(width: axes.contains(.horizontal) ? nil : p.width,
                              height: axes.contains(.vertical) ? nil : p.height)
        let tested = Axis.allCases.filter { axes.contains($0) }
        var ideals: [ModelSize] = []
        for item in items.dropLast() { ideals.append(try measure(item, m)) }
        var sizes: [ModelSize] = []
        for item in items { sizes.append(try measure(item, p)) }
        // A non-finite answer cannot be a branch's value: such a ViewThatFits stays certified.
        if !(sizes + ideals).allSatisfy({ $0.width.isFinite && $0.height.isFinite }) {
            let chosen = try viewThatFitsSelection(node, axes, p, certified: true) ?? forward
            return sizes[chosen]
        }
        var fitChoices: [[Int]] = []   // per child but the last: [fits, fails]
        for j in 0..<(items.count - 1) {
            let ideal = ideals[j]
            let fits = tested.allSatisfy { r[$0]!.value >= ideal[$0].value }
            let f = builder.choice(among: 2, forward: fits ? 0 : 1, rule: "VTF-2")
            fitChoices.append(f)
            for axis in tested {
                builder.requireMixed(r[axis]! - ideal[axis], .atLeastZero, when: [f[0]], rule: "VTF-2")
            }
            let shortfall = tested.map { ideal[$0] - r[$0]! }   // > 0 on an axis that fails
            if tested.count == 1 {
                builder.requireStrictlyPositive(shortfall[0], when: [f[1]], rule: "VTF-2")
            } else {
                let g = builder.choice(among: 2, forward: !fits && shortfall[0].value > 0 ? 0 : 1, rule: "VTF-2")
                builder.requireStrictlyPositive(shortfall[0], when: [f[1], g[0]], rule: "VTF-2")
                builder.requireStrictlyPositive(shortfall[1], when: [f[1], g[1]], rule: "VTF-2")
            }
        }
        let result = ModelSize(width: builder.freeVariable(value: sizes[forward].width.value, "vtf\(node)_w"),
                               height: builder.freeVariable(value: sizes[forward].height.value, "vtf\(node)_h"))
        for (i, size) in sizes.enumerated() {
            // Child i is chosen when f_i (unless last) and ¬f_j for every earlier j.
            var literals = fitChoices.prefix(i).map { $0[1] }
            if i < fitChoices.count { literals.append(fitChoices[i][0]) }
            for axis in Axis.allCases {
                builder.requireMixed(result[axis] - size[axis], .zero, when: literals, rule: "VTF-2")
            }
        }
        return result
    }

    /// VTF-3: the chosen child at the origin with `Q`; the others hidden.
    func placeViewThatFits(_ node: Int, _ axes: AxisSet, _ origin: ModelPoint, _ size: ModelSize, _ q: ModelProposal,
                           offset: ModelPoint) throws(ConstraintEngineError) {
        let chosen = try viewThatFitsSelection(node, axes, q)
        for (i, item) in children(node).enumerated() {
            if i == chosen {
                try place(item, origin: origin, size: try measure(item, q), proposal: q, offset: offset)
            } else {
                hide(item, at: origin, offset: offset)
            }
        }
    }

    // MARK: GeometryReader and ScrollView

    /// GEOREADER-2: children top-leading, proposed the reader's size, which proxies read.
    func placeGeometryReader(_ node: Int, _ origin: ModelPoint, _ size: ModelSize, offset: ModelPoint)
        throws(ConstraintEngineError) {
        proxySizes.append(size)
        defer { proxySizes.removeLast() }
        let boxed = ModelProposal(width: size.width, height: size.height)
        for item in children(node) {
            try place(item, origin: origin, size: try measure(item, boxed), proposal: boxed, offset: offset)
        }
    }

    /// SCROLL-1: nil on the scroll axes.
    func scrollContentProposal(_ axes: AxisSet, _ p: ModelProposal) -> ModelProposal {
        ModelProposal(width: axes.contains(.horizontal) ? nil : p.width,
                      height: axes.contains(.vertical) ? nil : p.height)
    }

    func scrollViewSize(_ node: Int, _ axes: AxisSet, _ p: ModelProposal) throws(ConstraintEngineError) -> ModelSize {
        guard let content = children(node).first else {
            return ModelSize(width: p.width ?? .zero, height: p.height ?? .zero)
        }
        let c = try measure(content, scrollContentProposal(axes, p))
        var size = c
        for axis in Axis.allCases where axes.contains(axis) { size[axis] = p[axis] ?? c[axis] }
        return size
    }

    /// SCROLL-2: the content top-leading with the SCROLL-1 proposal.
    func placeScrollView(_ node: Int, _ axes: AxisSet, _ origin: ModelPoint, _ size: ModelSize, _ q: ModelProposal,
                         offset: ModelPoint) throws(ConstraintEngineError) {
        guard let content = children(node).first else { return }
        let c = scrollContentProposal(axes, q)
        try place(content, origin: origin, size: try measure(content, c), proposal: c, offset: offset)
    }
}
