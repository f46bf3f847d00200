// ModelCompiler+Dispatch.swift
// ConstraintEngine
//
// CORE-1's two phases as the compiler's entry points for every encoding: `measure` (sizing,
// with the HSTACK-6 instance sharing) and `place` (placement), plus the guide queries of
// GUIDE-1/2. Each ends in one exhaustive switch over `NodeKind` (no `default:`) that hands the
// node to its rule's encoding.

import LayoutCore

/// Where a unary modifier puts its child, relative to its own origin, and with what proposal.
struct ChildPlacement {
    var proposal: ModelProposal
    var origin: ModelPoint
}

extension ModelCompiler {
    // MARK: - Sizing

    /// `measure(node, P)` (CORE-1). Instances are shared per proposal value; a shared instance
    /// reached through a different expression gets an equality row (HSTACK-6).
    func measure(_ node: Int, _ proposal: ModelProposal) throws(ConstraintEngineError) -> ModelSize {
        let p = try ProposalEncoding.sanitized(proposal, node: node, in: self)
        let key = p.values
        let isCustom: Bool
        if case .customLayout = kind(node) { isCustom = true } else { isCustom = false }
        if !isCustom, let cached = cache.measurements.instance(of: node, for: key) {
            share(cached, p)
            let size = cache.measurements.size(cached)
            if let traceLog { traceLog.cachedAnswer(traceLog.query(node, p, cached: true, in: self), size) }
            return size
        }
        // A rigid node answers every proposal with the size it computed first (RigidSizes.swift);
        // a symbolic compile asks every question, so each piece's rows are complete.
        if !cache.rigidSizes.isEmpty, cache.rigidSizes[node], symbolicParameter == nil,
            let known = cache.measurements.latestInstance(of: node)
        {
            let size = cache.measurements.size(known)
            if let traceLog { traceLog.cachedAnswer(traceLog.query(node, p, cached: true, in: self), size) }
            return size
        }
        let traceStep = traceLog?.query(node, p, cached: false, in: self)
        let firstRow = builder.conditions.count
        let saved = builder.owner
        builder.owner = node
        defer { builder.owner = saved }
        // The instance's proposal and answer are model variables: every later row refers to
        // them, so the solver (not the compiler) carries the values through the tree.
        var instance = p
        let instanceIndex = cache.measurements.count(of: node)
        func tag() -> String { "\(label(node))_\(instanceIndex)" } // names only (recordsNames)
        for axis in Axis.allCases {
            instance[axis] = p[axis].map { builder.variable($0, "\(tag())_p\(axis == .horizontal ? "w" : "h")") }
            if let v = instance[axis], v.value >= 0 { builder.markNonNegative(v) } // certified by `sanitized`
        }
        var arrangement: StackArrangement?
        let computed = try computeSize(node, instance, arrangement: &arrangement)
        let size = ModelSize(
            width: builder.variable(computed.width, "\(tag())_w"),
            height: builder.variable(computed.height, "\(tag())_h"))
        if let traceStep { traceLog?.answer(traceStep, size, rows: firstRow..<builder.conditions.count) }
        if !isCustom {
            cache.measurements.insert(
                for: node, requested: p, proposal: instance, size: size, arrangement: arrangement)
        }
        return size
    }

    /// HSTACK-6: a call with proposal `p` shares the instance `cached` (same forward value). A
    /// call with the expression that made the instance is the same measurement; a different
    /// expression with the same value gets an equality row per axis.
    func share(_ cached: Int, _ p: ModelProposal) {
        let proposal = cache.measurements.proposal(cached), requested = cache.measurements.requested(cached)
        for axis in Axis.allCases {
            guard let a = proposal[axis], let b = p[axis],
                !(requested[axis].map { $0.isSameExpression(as: b) } ?? false)
            else { continue }
            builder.requireEqual(a, b, rule: "HSTACK-6")
        }
    }

    /// The arrangement `measure` computed for the stack instance that `p` shares (HSTACK-6), so
    /// placement and guides do not distribute again; nil when there is none.
    func sharedArrangement(_ node: Int, _ p: ModelProposal) -> StackArrangement? {
        guard let cached = cache.measurements.instance(of: node, for: p.values),
            let arrangement = cache.measurements.arrangement(cached)
        else { return nil }
        share(cached, p)
        return arrangement
    }

    /// The node's answer to `p`; a stack also returns its arrangement.
    private func computeSize(
        _ node: Int, _ p: ModelProposal,
        arrangement: inout StackArrangement?
    ) throws(ConstraintEngineError) -> ModelSize {
        switch kind(node) {
        case .shape(let spec): return LeafEncoding.shapeSize(spec.shape, p, in: self)
        case .text(let spec): return try TextEncoding.size(node, spec, p, in: self)
        case .image(let spec): return LeafEncoding.imageSize(node, spec, p, in: self)
        case .spacer(let minLength): return SpacerEncoding.spacerSize(node, minLength, p, in: self)
        case .divider: return SpacerEncoding.dividerSize(node, p, in: self)
        case .customLeaf(let spec): return LeafEncoding.customLeafSize(node, spec, p, in: self)
        case .stack(let spec):
            let d = try HStackEncoding.distribute(node, spec, p, in: self)
            arrangement = d
            return d.size
        case .zStack(let alignment): return try ZStackEncoding.size(node, alignment, p, in: self)
        case .viewThatFits(let axes): return try ViewThatFitsEncoding.size(node, axes, p, in: self)
        case .geometryReader: return GeometryReaderEncoding.size(p)
        case .scrollView(let axes): return try ScrollViewEncoding.size(node, axes, p, in: self)
        case .customLayout(let spec): return try CustomLayoutEncoding.size(node, spec, p, in: self)
        case .overlay, .background, .border: return try OverlayEncoding.size(node, p, in: self)
        case .offset: return try OffsetEncoding.size(node, p, in: self)
        case .alignmentGuide: return try GuideEncoding.alignmentGuideSize(node, p, in: self)
        case .layoutPriority: return try PriorityEncoding.size(node, p, in: self)
        case .frame(let w, let h, _): return try FrameEncoding.size(node, w, h, p, in: self)
        case .flexFrame(let spec): return try FlexFrameEncoding.size(node, spec, p, in: self)
        case .padding(let insets): return try PaddingEncoding.size(node, insets, p, in: self)
        case .fixedSize(let h, let v): return try FixedSizeEncoding.size(node, h, v, p, in: self)
        case .position: return try PositionEncoding.size(node, p, in: self)
        case .aspectRatio(let ratio, let mode): return try AspectEncoding.size(node, ratio, mode, p, in: self)
        }
    }

    // MARK: - Placement

    /// Places `node` with its frame and the proposal it was sized with (CORE-1/2), then its
    /// children. Frame components become model variables (the output is decoded from them).
    func place(
        _ node: Int, origin: ModelPoint, size: ModelSize, proposal: ModelProposal,
        offset: ModelPoint
    ) throws(ConstraintEngineError) {
        let saved = builder.owner
        builder.owner = node
        defer { builder.owner = saved }
        var s = size, o = origin
        // CORE-6: an infinite final size is 0. A NaN size and a non-finite origin are kept as
        // compile-time constants (no variable, no row: nothing non-finite reaches GLPK) and
        // reported after solving (CORE-10, NonFiniteEncoding).
        for axis in Axis.allCases where s[axis].value.isInfinite {
            warnNonFiniteSize(node, axis, s[axis].value)
            s[axis] = .zero
        }
        o = ModelPoint(x: builder.variable(o.x, "\(label(node))_x"), y: builder.variable(o.y, "\(label(node))_y"))
        s = ModelSize(
            width: builder.variable(s.width, "\(label(node))_fw"),
            height: builder.variable(s.height, "\(label(node))_fh"))
        var ownOffset = offset // OFFSET-1: render-only, carried down to every descendant
        if case .offset(let x, let y) = kind(node) {
            ownOffset = try OffsetEncoding.renderOffset(offset, node, x, y, in: self)
        }
        let reported = try ProposalEncoding.sanitized(proposal, node: node, in: self)
        placed[node] = PlacedNode(origin: o, size: s, offset: ownOffset, proposal: reported.values, hidden: false)
        // PROPOSAL-3: the node's own rule places its children with the sanitised proposal, in
        // placement as in sizing. Placement recomputes the children's proposals from the
        // measured instance's own proposal, so they are the expressions measurement wrote (no
        // HSTACK-6 rows between two spellings of one proposal) and every branch row repeats an
        // existing one.
        var q = reported
        if let cached = cache.measurements.instance(of: node, for: reported.values) {
            share(cached, reported)
            q = cache.measurements.proposal(cached)
        }
        guard let traceLog else {
            return try placeChildren(node, origin: o, size: s, proposal: q, offset: ownOffset)
        }
        let traceStep = traceLog.placement(node, origin: o, size: s, proposal: reported, in: self)
        let firstRow = builder.conditions.count
        try placeChildren(node, origin: o, size: s, proposal: q, offset: ownOffset)
        traceLog.placed(traceStep, rows: firstRow..<builder.conditions.count)
    }

    private func placeChildren(
        _ node: Int, origin: ModelPoint, size: ModelSize, proposal q: ModelProposal,
        offset: ModelPoint
    ) throws(ConstraintEngineError) {
        switch kind(node) {
        case .shape, .text, .image, .spacer, .divider, .customLeaf:
            return
        case .stack(let spec): try HStackEncoding.place(node, spec, origin, size, q, offset: offset, in: self)
        case .zStack(let alignment): try ZStackEncoding.place(node, alignment, origin, size, offset: offset, in: self)
        case .viewThatFits(let axes):
            try ViewThatFitsEncoding.place(node, axes, origin, size, q, offset: offset, in: self)
        case .geometryReader: try GeometryReaderEncoding.place(node, origin, size, offset: offset, in: self)
        case .scrollView(let axes): try ScrollViewEncoding.place(node, axes, origin, size, q, offset: offset, in: self)
        case .customLayout(let spec):
            try CustomLayoutEncoding.place(node, spec, origin, size, q, offset: offset, in: self)
        case .overlay(let alignment), .background(let alignment):
            try placeUnary(node, origin, size, q, offset: offset)
            try OverlayEncoding.placeSecondaries(node, alignment, origin, size, q, offset: offset, in: self)
        case .border:
            try placeUnary(node, origin, size, q, offset: offset)
            try OverlayEncoding.placeSecondaries(node, .center, origin, size, q, offset: offset, in: self)
        case .frame, .flexFrame, .padding, .fixedSize, .offset, .position, .aspectRatio,
            .alignmentGuide, .layoutPriority:
            try placeUnary(node, origin, size, q, offset: offset)
        }
    }

    /// Places the modified view of a unary modifier per its placement rule.
    private func placeUnary(
        _ node: Int, _ origin: ModelPoint, _ size: ModelSize, _ q: ModelProposal,
        offset: ModelPoint
    ) throws(ConstraintEngineError) {
        let c = child(node)
        let placement = try childPlacement(node, size: size, proposal: q)
        let childSize = try measure(c, placement.proposal)
        try place(
            c, origin: origin + placement.origin, size: childSize, proposal: placement.proposal,
            offset: offset)
    }

    /// The child's proposal and origin inside a unary modifier placed with size `size` and
    /// proposal `q` (FRAME-3, FLEXFRAME-3, PADDING-2, FIXEDSIZE-2, POSITION-2, ASPECT-2; the
    /// transparent modifiers keep `q` and the origin).
    func childPlacement(_ node: Int, size: ModelSize, proposal q: ModelProposal)
        throws(ConstraintEngineError) -> ChildPlacement
    {
        switch kind(node) {
        case .frame(let w, let h, let alignment):
            return try FrameEncoding.childPlacement(node, w, h, alignment, size: size, proposal: q, in: self)
        case .flexFrame(let spec):
            return try FlexFrameEncoding.childPlacement(node, spec, size: size, proposal: q, in: self)
        case .padding(let insets):
            return try PaddingEncoding.childPlacement(node, insets, proposal: q, in: self)
        case .fixedSize(let h, let v):
            return try FixedSizeEncoding.childPlacement(node, h, v, size: size, proposal: q, in: self)
        case .aspectRatio(let ratio, let mode):
            return try AspectEncoding.childPlacement(node, ratio, mode, size: size, proposal: q, in: self)
        case .position(let x, let y):
            return try PositionEncoding.childPlacement(node, x, y, size: size, in: self)
        case .offset, .alignmentGuide, .layoutPriority, .overlay, .background, .border,
            .shape, .text, .image, .spacer, .divider, .customLeaf, .stack, .zStack, .viewThatFits,
            .geometryReader, .scrollView, .customLayout:
            return ChildPlacement(proposal: q, origin: .zero)
        }
    }

    // MARK: - Guides

    /// GUIDE-1: the explicit value of `key` on `node` at `p` if any, else the default on the
    /// view's size at `p`.
    func guideValue(_ node: Int, _ key: AlignmentKey, _ p: ModelProposal) throws(ConstraintEngineError) -> Quantity {
        if let explicit = try explicitGuide(node, key, p) { return explicit }
        return try GuideEncoding.defaultGuide(key, size: try measure(node, p), node: node, proposal: p, in: self)
    }

    /// The explicit value of `key` on `node` at `p`, or nil (GUIDE-2..4, TEXT-6, LAYOUTPROTO-1).
    func explicitGuide(_ node: Int, _ key: AlignmentKey, _ p: ModelProposal) throws(ConstraintEngineError) -> Quantity?
    {
        // Nothing below can answer a standard key: skip the walk (it only re-reads measurements).
        if key.isStandard && !cache.mayHaveExplicitStandardGuide[node] { return nil }
        let p = try ProposalEncoding.sanitized(p, node: node, in: self)
        switch kind(node) {
        case .shape, .image, .spacer, .divider, .customLeaf, .geometryReader, .scrollView:
            return nil
        case .text(let spec):
            return try TextEncoding.baseline(node, spec, key, p, in: self)
        case .alignmentGuide(let guideKey, let expression):
            return try GuideEncoding.explicitGuide(node, guideKey, expression, key, p, in: self)
        case .offset, .overlay, .background, .border:
            return try explicitGuide(child(node), key, p)
        case .frame, .flexFrame, .padding, .fixedSize, .aspectRatio, .position, .layoutPriority:
            let size = try measure(node, p)
            let placement = try childPlacement(node, size: size, proposal: p)
            guard let inner = try explicitGuide(child(node), key, placement.proposal) else { return nil }
            return inner + placement.origin[key.axis]
        case .viewThatFits(let axes):
            return try ViewThatFitsEncoding.explicitGuide(node, axes, key, p, in: self)
        case .stack(let spec):
            return try HStackEncoding.explicitGuide(node, spec, key, p, in: self)
        case .zStack(let alignment):
            return try ZStackEncoding.explicitGuide(node, alignment, key, p, in: self)
        case .customLayout(let spec):
            return try CustomLayoutEncoding.explicitGuide(node, spec, key, p, in: self)
        }
    }
}
