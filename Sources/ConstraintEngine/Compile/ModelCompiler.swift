// ModelCompiler.swift
// ConstraintEngine
//
// Walks the tree through the two phases of CORE-1 and writes the model: every measurement
// instance (node × proposal) gets size quantities, every placed node gets frame variables.
// Branches (which side of a min/max, which text line count, which ViewThatFits child) are
// decided on forward values and certified by condition rows (ModelBuilder).

import LayoutCore
import EngineConfiguration

/// One node's output before solving: its frame as model quantities.
struct PlacedNode {
    var origin: ModelPoint
    var size: ModelSize
    /// Accumulated render offset (OFFSET-1).
    var offset: ModelPoint
    var proposal: ProposedSize?
    var hidden: Bool
}

/// What compilation produces.
struct CompiledModel {
    var builder: ModelBuilder
    var tree: ViewTree
    var parents: [NodeID?]
    var rootProposal: ProposedSize
    var scale: Double
    var diagnostics: [Diagnostic]
    /// Per node: nil when the node is not reported (below a hidden ViewThatFits child).
    var placed: [PlacedNode?]
    /// `compileMeasurement` only: the root's answer.
    var measurement: ModelSize?
    /// Solver calls made while compiling (`lp-only` water-filling).
    var compileSolves: [SolveRecord] = []
    /// `exact`: HSTACK-3 priority groups written as one water-filling level (tier A).
    var tierAGroups = 0
}

/// A measurement instance: the proposal it was made with and the answer.
struct Measurement {
    /// The proposal as the first caller wrote it (before it became the instance's variables).
    var requested: ModelProposal
    var proposal: ModelProposal
    var size: ModelSize
    /// Stacks: the children's proposals, sizes and origins (HSTACK-3/4), reused by placement.
    var arrangement: StackModel?
}

/// Used by one compile on one thread, so the hot stored properties skip Swift's dynamic
/// exclusivity checks (`@exclusivity(unchecked)`).
final class ModelCompiler {
    let tree: ViewTree
    let configuration: LayoutConfiguration
    let mode: ConstraintMode
    let scale: Double
    let builder = ModelBuilder()
    let parents: [NodeID?]
    /// SPACER-1: the stack axis each node inherits.
    @exclusivity(unchecked) private(set) var orientation: [Axis?] = []
    /// Per node: whether its subtree has an `alignmentGuide` or a custom Layout, the only
    /// sources of an explicit value for a standard key (GUIDE-2, LAYOUTPROTO).
    @exclusivity(unchecked) private(set) var mayHaveExplicitStandardGuide: [Bool] = []

    /// Measurements per node keyed by the proposal's forward value (HSTACK-6).
    @exclusivity(unchecked) var measurements: [[ProposedSize: Measurement]]
    @exclusivity(unchecked) var placed: [PlacedNode?]
    /// GeometryReader sizes on the current path, outermost first (GEOREADER-2).
    @exclusivity(unchecked) var proxySizes: [ModelSize] = []
    /// Per-node caches of pure, proposal-independent facts.
    @exclusivity(unchecked) var edgesCache: [EdgeFlags?]
    @exclusivity(unchecked) var textCache: [TextShape?]
    @exclusivity(unchecked) var layoutInstances: [CustomLayoutInstance?]
    @exclusivity(unchecked) var evaluatingDefaults: Set<AlignmentKey> = []
    /// `exact`: HSTACK-3 priority groups written as one level λ (tier A where provably equal).
    var tierAGroups = 0
    /// `lp-only`: the water-filling LPs solved while compiling.
    var waterFillRecords: [SolveRecord] = []

    private var log = DiagnosticLog()

    init(tree: ViewTree, configuration: LayoutConfiguration, mode: ConstraintMode, namesVariables: Bool = false) {
        builder.recordsNames = namesVariables
        builder.freeBinaries = mode == .milp
        self.tree = tree
        self.configuration = configuration
        self.mode = mode
        self.scale = configuration.root.scale
        self.parents = tree.parents()
        measurements = Array(repeating: [:], count: tree.count)
        placed = Array(repeating: nil, count: tree.count)
        edgesCache = Array(repeating: nil, count: tree.count)
        textCache = Array(repeating: nil, count: tree.count)
        layoutInstances = Array(repeating: nil, count: tree.count)
        orientation = computeOrientations()
        mayHaveExplicitStandardGuide = computeGuideSources()
    }

    func kind(_ node: Int) -> NodeKind { tree.nodes[node].kind }
    func children(_ node: Int) -> [Int] { tree.nodes[node].children.map(\.index) }
    func child(_ node: Int) -> Int { tree.nodes[node].children[0].index }

    /// `0.1.2`: child indices from the root.
    func path(of node: Int) -> String { tree.path(of: node, parents: parents) }

    /// A CORE-6 warning, once per (code, node, message).
    func warn(_ code: String, _ message: String, node: Int?) {
        let nodePath = node.map { path(of: $0) } ?? ""
        log.warn(code, message, path: nodePath)
    }

    /// A short variable-name prefix for `node`.
    func label(_ node: Int) -> String { "n\(node)" }

    // MARK: - Entry points

    func compileLayout() throws(ConstraintEngineError) -> CompiledModel {
        let env = tree.ignoresSafeArea ? configuration.root.ignoringSafeArea() : configuration.root
        let proposal = try sanitized(constantProposal(env.proposal), node: 0)
        builder.owner = 0
        var rootSize = try measure(0, proposal)
        for axis in Axis.allCases where !rootSize[axis].isFinite {
            warnNonFiniteSize(0, axis, rootSize[axis].value)
            rootSize[axis] = .zero
        }
        // ROOT-1: centred; §18.7: a nil or ∞ axis keeps the container's origin.
        var origin = ModelPoint(x: Quantity(env.container.origin.x), y: Quantity(env.container.origin.y))
        for axis in Axis.allCases {
            if let p = proposal[axis], p.isFinite {
                origin[axis] = origin[axis] + (p - rootSize[axis]) / 2
            }
        }
        try place(0, origin: origin, size: rootSize, proposal: proposal, offset: .zero)
        return finish(rootProposal: env.proposal, measurement: nil)
    }

    func compileMeasurement(_ proposal: ProposedSize) throws(ConstraintEngineError) -> CompiledModel {
        let p = try sanitized(constantProposal(proposal), node: 0)
        let size = try measure(0, p)
        var defined = size
        for axis in Axis.allCases { defined[axis] = builder.variable(size[axis], "root_\(axis.rawValue)") }
        return finish(rootProposal: proposal, measurement: defined)
    }

    private func finish(rootProposal: ProposedSize, measurement: ModelSize?) -> CompiledModel {
        CompiledModel(builder: builder, tree: tree, parents: parents, rootProposal: rootProposal, scale: scale,
                      diagnostics: log.diagnostics, placed: placed, measurement: measurement,
                      compileSolves: waterFillRecords, tierAGroups: tierAGroups)
    }

    func constantProposal(_ p: ProposedSize) -> ModelProposal {
        ModelProposal(width: p.width.map(Quantity.init), height: p.height.map(Quantity.init))
    }

    /// PROPOSAL-3: NaN → nil, negative → 0 (certified).
    func sanitized(_ p: ModelProposal, node: Int) throws(ConstraintEngineError) -> ModelProposal {
        var q = p
        for axis in Axis.allCases {
            guard let v = q[axis], !builder.isKnownNonNegative(v), !(v.isConstant && v.value >= 0) else { continue }
            if v.value.isNaN { q[axis] = nil } else { q[axis] = builder.maximum(.zero, v, rule: "PROPOSAL-3") }
        }
        return q
    }

    // MARK: - Sizing

    /// `measure(node, P)` (CORE-1). Instances are shared per proposal value; a shared instance
    /// reached through a different expression gets an equality row (HSTACK-6).
    func measure(_ node: Int, _ proposal: ModelProposal) throws(ConstraintEngineError) -> ModelSize {
        let p = try sanitized(proposal, node: node)
        let key = p.values
        let isCustom: Bool
        if case .customLayout = kind(node) { isCustom = true } else { isCustom = false }
        if !isCustom, let cached = measurements[node][key] {
            share(cached, p)
            return cached.size
        }
        let saved = builder.owner
        builder.owner = node
        defer { builder.owner = saved }
        // The instance's proposal and answer are model variables: every later row refers to
        // them, so the solver (not the compiler) carries the values through the tree.
        var instance = p
        let instanceIndex = measurements[node].count
        func tag() -> String { "\(label(node))_\(instanceIndex)" }   // names only (recordsNames)
        for axis in Axis.allCases {
            instance[axis] = p[axis].map { builder.variable($0, "\(tag())_p\(axis == .horizontal ? "w" : "h")") }
            if let v = instance[axis], v.value >= 0 { builder.markNonNegative(v) }   // certified by `sanitized`
        }
        var arrangement: StackModel?
        let computed = try computeSize(node, instance, arrangement: &arrangement)
        let size = ModelSize(width: builder.variable(computed.width, "\(tag())_w"),
                             height: builder.variable(computed.height, "\(tag())_h"))
        if !isCustom {
            measurements[node][key] = Measurement(requested: p, proposal: instance, size: size, arrangement: arrangement)
        }
        return size
    }

    /// HSTACK-6: a call with proposal `p` shares the instance `cached` (same forward value). A
    /// call with the expression that made the instance is the same measurement; a different
    /// expression with the same value gets an equality row per axis.
    func share(_ cached: Measurement, _ p: ModelProposal) {
        for axis in Axis.allCases {
            guard let a = cached.proposal[axis], let b = p[axis],
                  !(cached.requested[axis].map { $0.isSameExpression(as: b) } ?? false) else { continue }
            builder.requireEqual(a, b, rule: "HSTACK-6")
        }
    }

    /// The arrangement `measure` computed for the stack instance that `p` shares (HSTACK-6), so
    /// placement and guides do not distribute again; nil when there is none.
    func sharedArrangement(_ node: Int, _ p: ModelProposal) -> StackModel? {
        guard let cached = measurements[node][p.values], let arrangement = cached.arrangement else { return nil }
        share(cached, p)
        return arrangement
    }

    /// The node's answer to `p`; a stack also returns its arrangement.
    private func computeSize(_ node: Int, _ p: ModelProposal,
                             arrangement: inout StackModel?) throws(ConstraintEngineError) -> ModelSize {
        switch kind(node) {
        case .shape(let spec): return shapeSize(spec.shape, p)
        case .text(let spec): return try textSize(node, spec, p)
        case .image(let spec): return imageSize(node, spec, p)
        case .spacer(let minLength): return spacerSize(node, minLength, p)
        case .divider: return dividerSize(node, p)
        case .customLeaf(let spec): return customLeafSize(node, spec, p)
        case .stack(let spec):
            let d = try distribute(node, spec, p)
            arrangement = d
            return d.size
        case .zStack(let alignment): return try zStackSize(node, alignment, p)
        case .viewThatFits(let axes): return try viewThatFitsSize(node, axes, p)
        case .geometryReader: return ModelSize(width: p.width ?? .zero, height: p.height ?? .zero)
        case .scrollView(let axes): return try scrollViewSize(node, axes, p)
        case .customLayout(let spec): return try customLayoutSize(node, spec, p)
        case .overlay, .background, .border, .offset, .alignmentGuide, .layoutPriority:
            return try measure(child(node), p)   // OVERLAY-1, OFFSET-1, GUIDE-2, PRIORITY-1
        case .frame(let w, let h, _): return try frameSize(node, w, h, p)
        case .flexFrame(let spec): return try flexFrameSize(node, spec, p)
        case .padding(let insets): return try paddingSize(node, insets, p)
        case .fixedSize(let h, let v):
            return try measure(child(node), fixedSizeProposal(p, horizontal: h, vertical: v))
        case .position: return try positionSize(node, p)
        case .aspectRatio(let ratio, let mode):
            return try measure(child(node), aspectOffered(node, ratio, mode, p))
        }
    }

    // MARK: - Placement

    /// Places `node` with its frame and the proposal it was sized with (CORE-1/2), then its
    /// children. Frame components become model variables (the output is decoded from them).
    func place(_ node: Int, origin: ModelPoint, size: ModelSize, proposal: ModelProposal,
               offset: ModelPoint) throws(ConstraintEngineError) {
        let saved = builder.owner
        builder.owner = node
        defer { builder.owner = saved }
        var s = size, o = origin
        for axis in Axis.allCases where !s[axis].isFinite {
            warnNonFiniteSize(node, axis, s[axis].value)
            s[axis] = .zero
        }
        for axis in Axis.allCases where !o[axis].isFinite {
            warn(DiagnosticCode.invalidValue,
                 "\(axis == .horizontal ? "x" : "y") origin is \(formatPoints(o[axis].value)); using 0", node: node)
            o[axis] = .zero
        }
        o = ModelPoint(x: builder.variable(o.x, "\(label(node))_x"), y: builder.variable(o.y, "\(label(node))_y"))
        s = ModelSize(width: builder.variable(s.width, "\(label(node))_fw"),
                      height: builder.variable(s.height, "\(label(node))_fh"))
        var ownOffset = offset
        if case .offset(let x, let y) = kind(node) {
            ownOffset.x = ownOffset.x + finite(try evaluate(x, node: node), node: node)
            ownOffset.y = ownOffset.y + finite(try evaluate(y, node: node), node: node)
        }
        let reported = try sanitized(proposal, node: node)
        placed[node] = PlacedNode(origin: o, size: s, offset: ownOffset, proposal: reported.values, hidden: false)
        // Placement recomputes the children's proposals from the measured instance's own
        // proposal, so they are the expressions measurement wrote (no HSTACK-6 rows between
        // two spellings of one proposal) and every branch row repeats an existing one. Not when
        // PROPOSAL-3 changed the proposal: placement reads the proposal as given (a negative
        // side reaches the modifier's own rule, as in the reference engine).
        var q = proposal
        let values = proposal.values
        if values == reported.values, let cached = measurements[node][values] {
            share(cached, proposal)
            q = cached.proposal
        }
        try placeChildren(node, origin: o, size: s, proposal: q, offset: ownOffset)
    }

    private func placeChildren(_ node: Int, origin: ModelPoint, size: ModelSize, proposal q: ModelProposal,
                               offset: ModelPoint) throws(ConstraintEngineError) {
        switch kind(node) {
        case .shape, .text, .image, .spacer, .divider, .customLeaf:
            return
        case .stack(let spec): try placeStack(node, spec, origin, size, q, offset: offset)
        case .zStack(let alignment): try placeZStack(node, alignment, origin, size, offset: offset)
        case .viewThatFits(let axes): try placeViewThatFits(node, axes, origin, size, q, offset: offset)
        case .geometryReader: try placeGeometryReader(node, origin, size, offset: offset)
        case .scrollView(let axes): try placeScrollView(node, axes, origin, size, q, offset: offset)
        case .customLayout(let spec): try placeCustomLayout(node, spec, origin, size, q, offset: offset)
        case .overlay(let alignment), .background(let alignment):
            try placeUnary(node, origin, size, q, offset: offset)
            try placeSecondaries(node, alignment, origin, size, q, offset: offset)
        case .border:
            try placeUnary(node, origin, size, q, offset: offset)
            try placeSecondaries(node, .center, origin, size, q, offset: offset)
        case .frame, .flexFrame, .padding, .fixedSize, .offset, .position, .aspectRatio,
             .alignmentGuide, .layoutPriority:
            try placeUnary(node, origin, size, q, offset: offset)
        }
    }

    /// Places the modified view of a unary modifier per its placement rule.
    private func placeUnary(_ node: Int, _ origin: ModelPoint, _ size: ModelSize, _ q: ModelProposal,
                            offset: ModelPoint) throws(ConstraintEngineError) {
        let c = child(node)
        let placement = try unaryChildPlacement(node, size: size, proposal: q)
        let childSize = try measure(c, placement.proposal)
        try place(c, origin: origin + placement.origin, size: childSize, proposal: placement.proposal,
                  offset: offset)
    }

    /// A node laid out but not shown (VTF-3, §18.5): a zero frame at `origin`.
    func hide(_ node: Int, at origin: ModelPoint, offset: ModelPoint) {
        placed[node] = PlacedNode(origin: origin, size: .zero, offset: offset, proposal: nil, hidden: true)
    }

    func warnNonFiniteSize(_ node: Int, _ axis: Axis, _ value: Double) {
        warn(DiagnosticCode.layoutNonFiniteFinalSize,
             "final \(axis == .horizontal ? "width" : "height") is \(formatPoints(value)); using 0", node: node)
    }

    /// OFFSET-1 / POSITION-2 values must be finite: NaN or ∞ become 0 with a warning.
    func finite(_ value: Quantity, node: Int) -> Quantity {
        if value.isFinite { return value }
        warn(DiagnosticCode.invalidValue, "\(formatPoints(value.value)) is not a finite number; using 0", node: node)
        return .zero
    }
}
