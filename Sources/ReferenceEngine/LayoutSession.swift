// LayoutSession.swift
// ReferenceEngine
//
// The driver of one layout pass (CORE-1/2): the tree, the configuration, the output frames,
// the diagnostics (CORE-6, CORE-10) and the per-node cache, with the two exhaustive dispatch switches
// over the closed NodeKind: `computeSize` behind `measure` (sizing) and `placeChildren`
// (placement), whose unary-modifier half, `childPlacement`, GUIDE-3 reuses. Every rule lives
// in Rules/ as a caseless enum of static functions that calls back through this interface.

import CustomLayout
import EngineConfiguration
import LayoutCore

/// Single-threaded by construction (one pass owns it), so its stored collections skip Swift's
/// dynamic exclusivity checks (`@exclusivity(unchecked)`).
final class LayoutSession {
    let tree: ViewTree
    let configuration: LayoutConfiguration
    /// The display scale (ROUND-2, TEXT-2, DIVIDER-1).
    let scale: Double
    /// Each node's parent, for diagnostic paths: computed at the first warning (whole-tree path
    /// strings would be O(depth²) bytes on a deep chain, and most passes never warn).
    private lazy var parents: [NodeID?] = tree.parents()
    /// Children as flat runs, and what holds for each node at every proposal (rigid sizes,
    /// possible explicit guides).
    let traits: NodeTraitTable
    /// SPACER-1: the stack axis each node inherits (nil = no orientation).
    @exclusivity(unchecked) private(set) var orientations: [Axis?] = []
    /// Per-node cached results (HSTACK-6) and evaluation counts.
    let cache: NodeCache

    /// GeometryReader sizes on the current placement path, outermost first (GEOREADER-2).
    @exclusivity(unchecked) var proxySizes: [Size] = []
    /// Custom alignments whose default value is being evaluated, per view (GUIDE-1 cycle guard).
    @exclusivity(unchecked) var evaluatingDefaults: Set<DefaultGuideEvaluation> = []

    @exclusivity(unchecked) private var log = DiagnosticLog()
    @exclusivity(unchecked) private(set) var output: [NodeLayout]
    /// Records the negotiation when a tracer is given; nil (the default) costs one check per
    /// query and placement.
    let recorder: TraceRecorder?

    init(
        tree: ViewTree, configuration: LayoutConfiguration, cachesMeasurements: Bool,
        countsEvaluations: Bool = false, tracer: (any LayoutTracer)? = nil
    ) {
        self.tree = tree
        recorder = tracer.map(TraceRecorder.init)
        self.configuration = configuration
        self.scale = configuration.root.scale
        traits = NodeTraitTable(tree)
        cache = NodeCache(
            traits: traits, cachesMeasurements: cachesMeasurements, countsEvaluations: countsEvaluations)
        output = Array(filledWith: .unreported, count: tree.count)
        orientations = SpacerRule.orientations(in: self)
    }

    // MARK: - Tree and diagnostics

    func kind(_ node: Int) -> NodeKind { tree.nodes[node].kind }
    func children(_ node: Int) -> Children { traits.children(node) }
    func child(_ node: Int) -> Int { traits.child(node) }

    /// The path of `node` as child indices from the root (`"0.1.2"`).
    func path(of node: Int) -> String { tree.path(of: node, parents: parents) }

    /// Records a CORE-6 warning once per (code, node, message).
    func warn(_ code: String, _ message: String, node: Int?) {
        let nodePath = node.map { path(of: $0) } ?? ""
        log.warn(code, message, path: nodePath)
    }

    // MARK: - Running

    /// One pass: the root is measured and placed (ROOT-1/3), the non-finite frame components
    /// are reported (CORE-10), then the result is collected.
    func run() -> LayoutResult {
        let proposal = RootRule.layout(in: self)
        ConstructionWarnings.raise(in: self)
        NonFiniteRule.report(output, in: self)
        return LayoutResult(
            engine: "reference", proposal: proposal, scale: scale,
            diagnostics: log.diagnostics, nodes: output)
    }

    // MARK: - Sizing

    /// `measure(node, P)` (CORE-1): the proposal is sanitised (PROPOSAL-3) and the answer
    /// cached per proposal (HSTACK-6). `purpose` names the asking rule's step in a trace.
    func measure(_ node: Int, _ proposal: ProposedSize, _ purpose: QueryPurpose = .rule) -> Size {
        let p = ProposalRule.sanitized(proposal)
        if let recorder { return recorder.measure(node, p, purpose, in: self) }
        return answer(node, p)
    }

    /// The answer to a sanitised proposal, from the cache or computed (HSTACK-6). Custom layouts
    /// are called on every measurement (LAYOUTPROTO-3).
    func answer(_ node: Int, _ p: ProposedSize) -> Size {
        if let cached = cache.size(node, p) { return cached }
        cache.countSizeEvaluation(node)
        let result = computeSize(node, p)
        cache.store(size: result, node, p)
        return result
    }

    /// The cached answer to `p` (HSTACK-6); never for a custom layout (LAYOUTPROTO-3). For the
    /// trace, which reports whether the cache answered.
    func cachedSize(_ node: Int, _ p: ProposedSize) -> Size? {
        cache.size(node, p)
    }

    /// The sizing dispatch: one rule per kind. The modifiers on hot paths go by their dispatch
    /// tag, without copying the kind's arguments.
    private func computeSize(_ node: Int, _ p: ProposedSize) -> Size {
        switch traits.tag(node) {
        case .passThrough: return measure(child(node), p) // OVERLAY-1, OFFSET-1, GUIDE-2, PRIORITY-1
        case .stack: return HStackRule.distribute(node, traits.stackSpec(node), p, in: self).size
        case .constantFrame:
            let frame = traits.constantFrame(node)
            return FrameRule.size(node, width: frame.width, height: frame.height, p, in: self)
        case .constantFlexFrame: return FlexFrameRule.size(node, resolvedFlexFrame(node), p, in: self)
        case .constantPadding: return PaddingRule.size(node, resolvedPadding(node), p, in: self)
        case .leaf, .other: break
        }
        switch kind(node) {
        case .shape(let spec): return LeafRule.shapeSize(spec.shape, p)
        case .text(let spec): return TextRule.size(node, spec, p, in: self)
        case .image(let spec): return LeafRule.imageSize(node, spec, p, in: self)
        case .spacer(let minLength): return SpacerRule.spacerSize(node, minLength, p, in: self)
        case .divider: return SpacerRule.dividerSize(node, p, in: self)
        case .customLeaf(let spec): return LeafRule.customLeafSize(node, spec, p, in: self)
        case .stack(let spec): return HStackRule.distribute(node, spec, p, in: self).size
        case .zStack(let alignment): return ZStackRule.size(node, alignment, p, in: self)
        case .viewThatFits(let axes): return ViewThatFitsRule.size(node, axes, p, in: self)
        case .geometryReader: return GeometryReaderRule.size(p)
        case .scrollView(let axes): return ScrollViewRule.size(node, axes, p, in: self)
        case .customLayout(let spec): return CustomLayoutRule.size(node, spec, p, in: self)
        case .overlay, .background, .border, .offset, .alignmentGuide, .layoutPriority:
            return measure(child(node), p) // OVERLAY-1, OFFSET-1, GUIDE-2, PRIORITY-1
        case .frame(let w, let h, _): return FrameRule.size(node, w, h, p, in: self)
        case .flexFrame(let spec):
            return FlexFrameRule.size(node, FlexFrameRule.normalized(node, spec, in: self), p, in: self)
        case .padding(let insets):
            return PaddingRule.size(node, PaddingRule.resolvedInsets(node, insets, in: self), p, in: self)
        case .fixedSize(let h, let v):
            return FixedSizeRule.size(node, horizontal: h, vertical: v, p, in: self)
        case .position: return PositionRule.size(node, p, in: self)
        case .aspectRatio(let ratio, let mode): return AspectRule.size(node, ratio, mode, p, in: self)
        }
    }

    // MARK: - Placement

    /// `place(node, B, Q)`: records `node` in `bounds` (window coordinates) with the proposal it
    /// was sized with (CORE-1/2), then places its children. `offset` is the accumulated render
    /// offset (OFFSET-1).
    func place(_ node: Int, _ bounds: Rect, _ placementProposal: ProposedSize, offset: Point) {
        // PROPOSAL-3: the sanitised proposal is the one the node is placed with and reports.
        let proposal = ProposalRule.sanitized(placementProposal)
        var b = bounds
        // CORE-6: an infinite final size is 0. A non-finite origin (a parent that centred an
        // infinite size, an overflowing sum) is kept and reported (CORE-10, NonFiniteRule).
        b.size = RootRule.finalSize(b.size, node: node, in: self)
        var ownOffset = offset
        if traits.tag(node) == .passThrough, case .offset(let x, let y) = kind(node) {
            ownOffset = OffsetRule.renderOffset(node, x, y, accumulated: offset, in: self)
        }
        // CORE-8: the layout frame, the display frame, the proposal and the hidden flag.
        output[node] = NodeLayout(
            frame: b,
            displayFrame: RoundRule.displayFrame(b, offset: ownOffset, scale: scale),
            proposal: proposal, hidden: false,
            isReported: true, renderOffset: ownOffset)
        if let recorder {
            recorder.place(node, b, proposal, in: self) { placeChildren(node, b, proposal, offset: ownOffset) }
        } else {
            placeChildren(node, b, proposal, offset: ownOffset)
        }
    }

    /// The placement dispatch: one rule per kind.
    private func placeChildren(_ node: Int, _ b: Rect, _ q: ProposedSize, offset: Point) {
        switch traits.tag(node) {
        case .leaf: return
        case .stack: return HStackRule.place(node, traits.stackSpec(node), b, q, offset: offset, in: self)
        case .constantFrame, .constantFlexFrame, .constantPadding: return placeUnary(node, b, q, offset: offset)
        case .passThrough, .other: break
        }
        switch kind(node) {
        case .shape, .text, .image, .spacer, .divider, .customLeaf:
            return
        case .stack(let spec): HStackRule.place(node, spec, b, q, offset: offset, in: self)
        case .zStack(let alignment): ZStackRule.place(node, alignment, b, offset: offset, in: self)
        case .viewThatFits(let axes): ViewThatFitsRule.place(node, axes, b, q, offset: offset, in: self)
        case .geometryReader: GeometryReaderRule.place(node, b, offset: offset, in: self)
        case .scrollView(let axes): ScrollViewRule.place(node, axes, b, q, offset: offset, in: self)
        case .customLayout(let spec): CustomLayoutRule.place(node, spec, b, q, offset: offset, in: self)
        case .overlay(let alignment), .background(let alignment):
            placeUnary(node, b, q, offset: offset)
            OverlayRule.placeSecondaries(node, alignment, b, q, offset: offset, in: self)
        case .border:
            placeUnary(node, b, q, offset: offset)
            OverlayRule.placeSecondaries(node, .center, b, q, offset: offset, in: self)
        case .frame, .flexFrame, .padding, .fixedSize, .offset, .position, .aspectRatio,
            .alignmentGuide, .layoutPriority:
            placeUnary(node, b, q, offset: offset)
        }
    }

    /// Places the modified view of a unary modifier per its placement rule (with the child's
    /// size when the rule already asked for it at the placement proposal).
    private func placeUnary(_ node: Int, _ b: Rect, _ q: ProposedSize, offset: Point) {
        let c = child(node)
        let placement = childPlacement(node, size: b.size, proposal: q)
        let childSize = placement.childSize ?? measure(c, placement.proposal)
        place(
            c, Rect(origin: b.origin + placement.origin, size: childSize), placement.proposal,
            offset: offset)
    }

    /// Where a unary modifier of size `s`, placed with proposal `q`, puts its (first) child,
    /// relative to its own origin, and with which proposal. Placement uses it, and so do
    /// GUIDE-3's translations (`purpose` names the step of a query it makes, in a trace).
    func childPlacement(
        _ node: Int, size s: Size, proposal q: ProposedSize, purpose: QueryPurpose = .rule
    ) -> ChildPlacement {
        switch traits.tag(node) {
        case .passThrough: return ChildPlacement(proposal: q, origin: .zero) // OFFSET-1, OVERLAY-2
        case .constantFrame:
            let frame = traits.constantFrame(node)
            return FrameRule.childPlacement(
                node, width: frame.width, height: frame.height, frame.alignment, size: s, proposal: q,
                purpose: purpose, in: self)
        case .constantFlexFrame:
            let frame = resolvedFlexFrame(node)
            guard let alignment = cache.flexAlignment(node) else { preconditionFailure("kept with the frame") }
            return FlexFrameRule.childPlacement(
                node, frame, alignment: alignment, size: s, proposal: q, purpose: purpose, in: self)
        case .constantPadding: return PaddingRule.childPlacement(resolvedPadding(node), proposal: q)
        case .leaf, .stack, .other: break
        }
        switch kind(node) {
        case .frame(let w, let h, let alignment):
            return FrameRule.childPlacement(node, w, h, alignment, size: s, proposal: q, purpose: purpose, in: self)
        case .flexFrame(let spec):
            return FlexFrameRule.childPlacement(
                node, FlexFrameRule.normalized(node, spec, in: self), alignment: spec.alignment, size: s,
                proposal: q, purpose: purpose, in: self)
        case .padding(let insets):
            return PaddingRule.childPlacement(PaddingRule.resolvedInsets(node, insets, in: self), proposal: q)
        case .fixedSize(let h, let v):
            return FixedSizeRule.childPlacement(
                node, horizontal: h, vertical: v, size: s,
                proposal: q, in: self)
        case .aspectRatio(let ratio, let mode):
            return AspectRule.childPlacement(node, ratio, mode, size: s, proposal: q, in: self)
        case .position(let x, let y):
            return PositionRule.childPlacement(node, x, y, size: s, in: self)
        case .offset, .alignmentGuide, .layoutPriority, .overlay, .background, .border:
            return ChildPlacement(proposal: q, origin: .zero) // OFFSET-1, OVERLAY-2
        case .shape, .text, .image, .spacer, .divider, .customLeaf, .stack, .zStack,
            .viewThatFits, .geometryReader, .scrollView, .customLayout:
            preconditionFailure("\(kind(node).name) is not a unary modifier")
        }
    }

    /// Reports a node laid out but not shown (VTF-3, §18.5): zero frame at `origin`.
    func hide(_ node: Int, at origin: Point, offset: Point) {
        recorder?.hide(node, at: origin)
        let frame = Rect(origin: origin, size: .zero)
        output[node] = NodeLayout(
            frame: frame,
            displayFrame: RoundRule.displayFrame(frame, offset: offset, scale: scale),
            proposal: nil, hidden: true, isReported: true, renderOffset: offset)
    }

    // MARK: - Alignment

    /// `dims(node, P)[key]` (GUIDE-1): the explicit value, or the default on the node's size.
    func guideValue(_ node: Int, _ key: AlignmentKey, _ p: ProposedSize) -> Double {
        GuideRule.guideValue(node, key, p, in: self)
    }

    /// `dims(node, P)[key]` when the asking rule already has the node's size `s` at `P`.
    func guideValue(_ node: Int, _ key: AlignmentKey, _ p: ProposedSize, size s: Size) -> Double {
        GuideRule.guideValue(node, key, p, size: s, in: self)
    }

    /// The explicit value of `key` for `node` at `p`, or nil (GUIDE-2..4, TEXT-6).
    func explicitGuide(_ node: Int, _ key: AlignmentKey, _ p: ProposedSize) -> Double? {
        GuideRule.explicitGuide(node, key, p, in: self)
    }

    // MARK: - Values

    /// A `constantFlexFrame` node's FLEXFRAME-1 normalisation, computed at its first use in the
    /// pass (it reads no proxy, so every use gets the same values and warnings); its alignment
    /// is kept beside it (`NodeCache.flexAlignment`).
    func resolvedFlexFrame(_ node: Int) -> NormalizedFlexFrame {
        if let kept = cache.flexFrame(node) { return kept }
        guard case .flexFrame(let spec) = kind(node) else { preconditionFailure("not a flexible frame") }
        let frame = FlexFrameRule.normalized(node, spec, in: self)
        cache.store(flexFrame: frame, alignment: spec.alignment, node)
        return frame
    }

    /// A `constantPadding` node's PADDING-1 insets, resolved at their first use in the pass.
    func resolvedPadding(_ node: Int) -> ResolvedInsets {
        if let kept = cache.padding(node) { return kept }
        guard case .padding(let insets) = kind(node) else { preconditionFailure("not a padding") }
        let resolved = PaddingRule.resolvedInsets(node, insets, in: self)
        cache.store(padding: resolved, node)
        return resolved
    }

    /// Evaluates a modifier argument with the current GeometryReader sizes (GEOREADER-2).
    func evaluate(_ expression: LayoutExpression) -> Double {
        if case .constant(let value) = expression { return value }
        return expression.evaluate(.proxiesOnly(proxySizes))
    }
}

/// Where a unary modifier puts its child, relative to the modifier's origin, and with which
/// proposal.
struct ChildPlacement {
    var proposal: ProposedSize
    var origin: Point
    /// The child's size at `proposal`, when the rule asked for it to find `origin`.
    var childSize: Size? = nil
}
