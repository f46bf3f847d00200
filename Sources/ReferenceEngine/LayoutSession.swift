// LayoutSession.swift
// ReferenceEngine
//
// The state of one layout pass: caches, diagnostics, output frames, and the two dispatch
// switches (sizing and placement) over the closed NodeKind.

import LayoutCore
import CustomLayout
import EngineConfiguration

final class LayoutSession {
    let tree: ViewTree
    let configuration: LayoutConfiguration
    let cachesMeasurements: Bool
    let scale: Double
    /// Each node's parent, for diagnostic paths (computed on demand: whole-tree path strings
    /// would be O(depth²) bytes on a deep chain).
    let parents: [NodeID?]
    /// SPACER-1: the stack axis each node inherits (nil = no orientation).
    private(set) var orientation: [Axis?] = []

    // Caches (HSTACK-6): keyed by node index, then proposal.
    var sizeCache: [[ProposedSize: Size]]
    var distributionCache: [[ProposedSize: StackDistribution]]
    var explicitCache: [[GuideQuery: Double?]]
    var edgesCache: [EdgeSet?]
    var gapsCache: [[Double]?]
    var textCache: [TextLayoutData?]
    var layoutInstances: [LayoutInstance?]
    private(set) var sizeEvaluations: [Int]

    /// GeometryReader sizes on the current placement path, outermost first (GEOREADER-2).
    var proxySizes: [Size] = []
    /// Custom alignments whose default value is being evaluated (cycle guard).
    var evaluatingDefaults: Set<AlignmentKey> = []

    private var log = DiagnosticLog()
    var output: [NodeLayout]

    init(tree: ViewTree, configuration: LayoutConfiguration, cachesMeasurements: Bool) {
        self.tree = tree
        self.configuration = configuration
        self.cachesMeasurements = cachesMeasurements
        self.scale = configuration.root.scale
        self.parents = tree.parents()
        let n = tree.count
        sizeCache = Array(repeating: [:], count: n)
        distributionCache = Array(repeating: [:], count: n)
        explicitCache = Array(repeating: [:], count: n)
        edgesCache = Array(repeating: nil, count: n)
        gapsCache = Array(repeating: nil, count: n)
        textCache = Array(repeating: nil, count: n)
        layoutInstances = Array(repeating: nil, count: n)
        sizeEvaluations = Array(repeating: 0, count: n)
        output = Array(repeating: .unreported, count: n)
        orientation = computeOrientations()
    }

    func kind(_ node: Int) -> NodeKind { tree.nodes[node].kind }
    func children(_ node: Int) -> [Int] { tree.nodes[node].children.map(\.index) }
    func child(_ node: Int) -> Int { tree.nodes[node].children[0].index }

    /// The path of `node` as child indices from the root (`"0.1.2"`).
    func path(of node: Int) -> String { tree.path(of: node, parents: parents) }

    /// Records a CORE-6 warning once per (code, node, message).
    func warn(_ code: String, _ message: String, node: Int?) {
        let nodePath = node.map { path(of: $0) } ?? ""
        log.warn(code, message, path: nodePath)
    }

    // MARK: - Running

    func run() -> LayoutResult {
        let env = tree.ignoresSafeArea ? configuration.root.ignoringSafeArea() : configuration.root
        let proposal = sanitized(env.proposal, node: nil)
        var rootSize = size(0, proposal)
        // CORE-6: an infinite final size becomes 0 for placement and output.
        for axis in Axis.allCases where !rootSize[axis].isFinite {
            warnNonFiniteSize(0, axis, rootSize[axis])
            rootSize[axis] = 0
        }
        // ROOT-1: centred in the container; §18.7: nil or ∞ axis → the container's origin.
        var origin = env.container.origin
        for axis in Axis.allCases {
            if let p = proposal[axis], p.isFinite {
                origin[axis] += (p - rootSize[axis]) / 2
            }
        }
        place(0, Rect(origin: origin, size: rootSize), proposal, offset: .zero)
        return LayoutResult(engine: "reference", proposal: env.proposal, scale: scale,
                            diagnostics: log.diagnostics, nodes: output)
    }

    // MARK: - Sizing

    /// `measure(node, P)` (CORE-1), cached per proposal (HSTACK-6). Custom layouts are called
    /// on every measurement (LAYOUTPROTO-3).
    func size(_ node: Int, _ proposal: ProposedSize) -> Size {
        let p = sanitized(proposal, node: node)
        let isCustom: Bool
        if case .customLayout = kind(node) { isCustom = true } else { isCustom = false }
        if cachesMeasurements, !isCustom, let cached = sizeCache[node][p] { return cached }
        sizeEvaluations[node] += 1
        let result = computeSize(node, p)
        if cachesMeasurements, !isCustom { sizeCache[node][p] = result }
        return result
    }

    /// PROPOSAL-3: NaN components become nil and negative ones 0.
    func sanitized(_ p: ProposedSize, node: Int?) -> ProposedSize {
        var q = p
        for axis in Axis.allCases {
            if let v = q[axis] {
                if v.isNaN { q[axis] = nil } else if v < 0 { q[axis] = 0 }
            }
        }
        return q
    }

    private func computeSize(_ node: Int, _ p: ProposedSize) -> Size {
        switch kind(node) {
        case .shape(let spec): return shapeSize(spec.shape, p)
        case .text(let spec): return textSize(node, spec, p)
        case .image(let spec): return imageSize(node, spec, p)
        case .spacer(let minLength): return spacerSize(node, minLength, p)
        case .divider: return dividerSize(node, p)
        case .customLeaf(let spec): return customLeafSize(node, spec, p)
        case .stack(let spec): return distribute(node, spec, p).size
        case .zStack(let alignment): return zStackSize(node, alignment, p)
        case .viewThatFits(let axes): return viewThatFitsSize(node, axes, p)
        case .geometryReader: return Size(width: p.width ?? 0, height: p.height ?? 0)
        case .scrollView(let axes): return scrollViewSize(node, axes, p)
        case .customLayout(let spec): return customLayoutSize(node, spec, p)
        case .overlay, .background, .border, .offset, .alignmentGuide, .layoutPriority:
            return size(child(node), p)   // OVERLAY-1, OFFSET-1, GUIDE-2, PRIORITY-1
        case .frame(let w, let h, _): return frameSize(node, w, h, p)
        case .flexFrame(let spec): return flexFrameSize(node, spec, p)
        case .padding(let insets): return paddingSize(node, insets, p)
        case .fixedSize(let h, let v):
            return size(child(node), fixedSizeProposal(p, horizontal: h, vertical: v))
        case .position: return positionSize(node, p)
        case .aspectRatio(let ratio, let mode):
            return size(child(node), aspectOffered(node, ratio, mode, p))
        }
    }

    // MARK: - Placement

    /// Places `node` in `bounds` (window coordinates) with the proposal it was sized with
    /// (CORE-1/2), then its children. `offset` is the accumulated render offset (OFFSET-1).
    func place(_ node: Int, _ bounds: Rect, _ proposal: ProposedSize, offset: Point) {
        var b = bounds
        for axis in Axis.allCases where !b.size[axis].isFinite {
            warnNonFiniteSize(node, axis, b.size[axis])
            b.size[axis] = 0
        }
        for axis in Axis.allCases where !b.origin[axis].isFinite {
            // A parent positioned this child using an infinite size (∞ − ∞); never report NaN.
            warn(DiagnosticCode.invalidValue,
                 "\(axis == .horizontal ? "x" : "y") origin is \(formatPoints(b.origin[axis])); using 0",
                 node: node)
            b.origin[axis] = 0
        }
        var ownOffset = offset
        if case .offset(let x, let y) = kind(node) {
            ownOffset.x += finite(evaluate(x), node: node)
            ownOffset.y += finite(evaluate(y), node: node)
        }
        output[node] = NodeLayout(frame: b, displayFrame: displayFrame(b, offset: ownOffset),
                                  proposal: sanitized(proposal, node: node), hidden: false,
                                  isReported: true)
        placeChildren(node, b, proposal, offset: ownOffset)
    }

    private func placeChildren(_ node: Int, _ b: Rect, _ q: ProposedSize, offset: Point) {
        switch kind(node) {
        case .shape, .text, .image, .spacer, .divider, .customLeaf:
            return
        case .stack(let spec): placeStack(node, spec, b, q, offset: offset)
        case .zStack(let alignment): placeZStack(node, alignment, b, offset: offset)
        case .viewThatFits(let axes): placeViewThatFits(node, axes, b, q, offset: offset)
        case .geometryReader: placeGeometryReader(node, b, offset: offset)
        case .scrollView(let axes): placeScrollView(node, axes, b, q, offset: offset)
        case .customLayout(let spec): placeCustomLayout(node, spec, b, q, offset: offset)
        case .overlay(let alignment), .background(let alignment):
            placeUnary(node, b, q, offset: offset)
            placeSecondaries(node, alignment, b, q, offset: offset)
        case .border:
            placeUnary(node, b, q, offset: offset)
            placeSecondaries(node, .center, b, q, offset: offset)
        case .frame, .flexFrame, .padding, .fixedSize, .offset, .position, .aspectRatio,
             .alignmentGuide, .layoutPriority:
            placeUnary(node, b, q, offset: offset)
        }
    }

    /// Places the modified view of a unary modifier per its placement rule.
    private func placeUnary(_ node: Int, _ b: Rect, _ q: ProposedSize, offset: Point) {
        let c = child(node)
        let placement = unaryChildPlacement(node, size: b.size, proposal: q)
        let childSize = size(c, placement.proposal)
        place(c, Rect(origin: b.origin + placement.origin, size: childSize), placement.proposal,
              offset: offset)
    }

    /// Reports a node laid out but not shown (VTF-3, §18.5): zero frame at `origin`.
    func hide(_ node: Int, at origin: Point, offset: Point) {
        let frame = Rect(origin: origin, size: .zero)
        output[node] = NodeLayout(frame: frame, displayFrame: displayFrame(frame, offset: offset),
                                  proposal: nil, hidden: true, isReported: true)
    }

    /// CORE-6 `layout.nonFiniteFinalSize`.
    private func warnNonFiniteSize(_ node: Int, _ axis: Axis, _ value: Double) {
        warn(DiagnosticCode.layoutNonFiniteFinalSize,
             "final \(axis == .horizontal ? "width" : "height") is \(formatPoints(value)); using 0",
             node: node)
    }

    // MARK: - Values

    /// Evaluates a modifier argument with the current GeometryReader sizes.
    func evaluate(_ expression: LayoutExpression) -> Double {
        expression.evaluate(.proxiesOnly(proxySizes))
    }

    /// A value that must be finite (offset, position): NaN or ∞ become 0 with a warning.
    func finite(_ value: Double, node: Int) -> Double {
        if value.isFinite { return value }
        warn(DiagnosticCode.invalidValue, "\(formatPoints(value)) is not a finite number; using 0",
             node: node)
        return 0
    }
}

/// A cached explicit-guide query.
struct GuideQuery: Hashable {
    var key: AlignmentKey
    var proposal: ProposedSize
}
