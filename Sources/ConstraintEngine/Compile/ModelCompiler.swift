// ModelCompiler.swift
// ConstraintEngine
//
// The driver of compilation: it walks the tree through the two phases of CORE-1 and the rule
// encodings (Encoding/, one caseless `enum …Encoding` per rule-book section) write the model:
// every measurement instance (node × proposal) gets size quantities, every placed node gets
// frame variables. Branches (which side of a min/max, which text line count, which
// ViewThatFits child) are decided on forward values and certified by condition rows
// (ModelBuilder). This file holds the state and the entry points; the dispatch over node
// kinds is in ModelCompiler+Dispatch.swift.

import EngineConfiguration
import LayoutCore

/// Compiles one tree into one model. The encodings see it through a narrow interface:
/// `measure`, `place`, the guide queries, `warn`, the `builder`, the `cache` and the tree
/// accessors (`kind`, `children`, `child`, `path`, `label`).
///
/// Used by one compile on one thread, so the hot stored properties skip Swift's dynamic
/// exclusivity checks (`@exclusivity(unchecked)`).
final class ModelCompiler {
    let tree: ViewTree
    let configuration: LayoutConfiguration
    let mode: ConstraintMode
    let scale: Double
    let builder = ModelBuilder()
    let parents: [NodeID?]
    /// Per-node slots: measurement instances and proposal-independent facts.
    let cache: NodeCache
    /// Text facts shared with the other compiles of a breakpoint walk (nil: this compile's own
    /// NodeCache only).
    let textFacts: TextFacts?

    /// The output: every placed node's frame (nil until placed).
    @exclusivity(unchecked) var placed: [PlacedNode?]
    /// GeometryReader sizes on the current path, outermost first (GEOREADER-2).
    @exclusivity(unchecked) var proxySizes: [ModelSize] = []
    /// Custom guide keys whose default value is being evaluated, per view (GUIDE-1: a default
    /// that reads its own key on the same view reads 0 instead of recursing).
    @exclusivity(unchecked) var evaluatingDefaults: Set<DefaultGuideEvaluation> = []
    /// `exact`: HSTACK-3 priority groups written as one equal-share level λ.
    var equalShareGroups = 0
    /// `lp-only`: the water-filling LPs solved while compiling.
    var waterFillingSolves: [SolveRecord] = []

    /// Symbolic root (Symbolic/): the axis of the root proposal that is the parameter column W
    /// instead of a constant, with W's forward value; nil in an ordinary compile.
    var symbolicParameter: (axis: Axis, value: Double)?
    /// The parameter column W, once the root encoding made it.
    var parameterVariable: Int?
    /// TEXT-4 per Text node and proposal value: the lines its string needs at the offered width
    /// and the lines shown, read by the symbolic truncation check.
    var textLines: [Int: [ProposedSize: TextLineCount]] = [:]

    private var log = DiagnosticLog()
    /// The compile's steps for a trace; nil (the default) costs one check per measurement and
    /// placement.
    let traceLog: ModelTraceLog?

    init(
        tree: ViewTree, configuration: LayoutConfiguration, mode: ConstraintMode, namesVariables: Bool = false,
        traceLog: ModelTraceLog? = nil, textFacts: TextFacts? = nil
    ) {
        builder.recordsNames = namesVariables
        self.traceLog = traceLog
        self.textFacts = textFacts
        builder.freeBinaries = mode == .milp
        self.tree = tree
        self.configuration = configuration
        self.mode = mode
        self.scale = configuration.root.scale
        self.parents = tree.parents()
        cache = NodeCache(count: tree.count)
        builder.reserveCapacity(forNodes: tree.count)
        placed = Array(repeating: nil, count: tree.count)
        cache.orientations = SpacerEncoding.orientations(in: self)
        cache.mayHaveExplicitStandardGuide = GuideEncoding.guideSources(in: self)
        cache.mayHaveNegativeSize = ZStackEncoding.mayHaveNegativeSize(in: self)
        if mode == .exact { cache.rigidSizes = RigidSizes.rigidNodes(in: self) }
    }

    // MARK: - Tree accessors

    func kind(_ node: Int) -> NodeKind { tree.nodes[node].kind }
    func children(_ node: Int) -> [Int] { tree.nodes[node].children.map(\.index) }
    func child(_ node: Int) -> Int { tree.nodes[node].children[0].index }

    /// `0.1.2`: child indices from the root.
    func path(of node: Int) -> String { tree.path(of: node, parents: parents) }

    /// A short variable-name prefix for `node`.
    func label(_ node: Int) -> String { "n\(node)" }

    // MARK: - Diagnostics

    /// A CORE-6 warning, once per (code, node, message).
    func warn(_ code: String, _ message: String, node: Int?) {
        let nodePath = node.map { path(of: $0) } ?? ""
        log.warn(code, message, path: nodePath)
    }

    func warnNonFiniteSize(_ node: Int, _ axis: Axis, _ value: Double) {
        warn(
            DiagnosticCode.layoutNonFiniteFinalSize,
            "final \(axis == .horizontal ? "width" : "height") is \(formatPoints(value)); using 0", node: node)
    }

    // MARK: - Entry points

    /// The whole layout: the root measured and placed (ROOT-1/3), then every node below it.
    func compileLayout() throws(ConstraintEngineError) -> CompiledModel {
        let rootProposal = try RootEncoding.layout(in: self)
        ConstructionWarnings.raise(in: self)
        return finish(rootProposal: rootProposal, measurement: nil)
    }

    /// The root's answer to `proposal` only (`measure(root, P)`, CORE-1).
    func compileMeasurement(_ proposal: ProposedSize) throws(ConstraintEngineError) -> CompiledModel {
        let size = try RootEncoding.measurement(proposal, in: self)
        return finish(rootProposal: proposal, measurement: size)
    }

    private func finish(rootProposal: ProposedSize, measurement: ModelSize?) -> CompiledModel {
        CompiledModel(
            builder: builder, tree: tree, parents: parents, rootProposal: rootProposal, scale: scale,
            diagnostics: log.diagnostics, placed: placed, measurement: measurement,
            compileSolves: waterFillingSolves, equalShareGroups: equalShareGroups)
    }

    /// TEXT-4's line counts of a Text at proposal `p`, kept in a symbolic compile only.
    func recordTextLines(_ node: Int, _ p: ModelProposal, needed: Int, visible: Int) {
        guard symbolicParameter != nil else { return }
        textLines[node, default: [:]][p.values] = TextLineCount(needed: needed, visible: visible)
    }

    /// A node laid out but not shown (VTF-3, §18.5): a zero frame at `origin`.
    func hide(_ node: Int, at origin: ModelPoint, offset: ModelPoint) {
        traceLog?.hide(node, at: origin)
        placed[node] = PlacedNode(origin: origin, size: .zero, offset: offset, proposal: nil, hidden: true)
    }

    /// A modifier argument with the current GeometryReader sizes and no view dimensions (CORE-7).
    func evaluate(_ expression: LayoutExpression, node: Int) throws(ConstraintEngineError) -> Quantity {
        try GuideEncoding.evaluate(expression, dims: nil, node: node, in: self)
    }
}
