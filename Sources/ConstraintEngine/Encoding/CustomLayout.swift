// CustomLayout.swift
// ConstraintEngine
//
// LAYOUTPROTO-1..5. A user `Layout` is arbitrary Swift, so it is a black box: its calls are
// made with the forward values of the proposals, its answers and placements enter the model
// as constants, and the rows of its subviews' measurements are in the model as usual.
// ConstraintEncoding.md says which numbers this leaves uncertified.

import CustomLayout
import Foundation
import LayoutCore

/// The subview proxy's host (LAYOUTPROTO-2): measurements go through the compiler.
final class SubviewHost: LayoutSubviewHost {
    unowned let compiler: ModelCompiler
    let node: Int
    let items: [Int]
    var placements: [(origin: Point, proposal: ProposedSize)?]
    var isRecording = false
    /// The first error a measurement raised inside user code; rethrown after the call.
    var failure: ConstraintEngineError?

    init(compiler: ModelCompiler, node: Int) {
        self.compiler = compiler
        self.node = node
        self.items = compiler.children(node)
        self.placements = Array(repeating: nil, count: items.count)
    }

    private func checked(_ p: ProposedSize) -> ModelProposal {
        for axis in Axis.allCases {
            if let v = p[axis], v.isNaN || v < 0 {
                compiler.warn(
                    DiagnosticCode.layoutInvalidSize,
                    "custom layout proposed \(formatPoints(v)) to subview; using \(v.isNaN ? "nil" : "0")",
                    node: node)
            }
        }
        // PROPOSAL-3: negative → 0, NaN → nil, as for every proposal.
        var q = p
        for axis in Axis.allCases {
            if let v = q[axis] { q[axis] = v.isNaN ? nil : max(v, 0) }
        }
        return ProposalEncoding.constant(q)
    }

    private func attempt<T>(_ fallback: T, _ body: () throws(ConstraintEngineError) -> T) -> T {
        guard failure == nil else { return fallback }
        do throws(ConstraintEngineError) { return try body() } catch {
            failure = error
            return fallback
        }
    }

    func sizeThatFits(subview: Int, proposal: ProposedSize) -> Size {
        attempt(.zero) { () throws(ConstraintEngineError) in
            let size = try compiler.measure(items[subview], checked(proposal))
            return Size(width: frozen(size.width), height: frozen(size.height))
        }
    }

    func guide(subview: Int, key: AlignmentKey, proposal: ProposedSize) -> Double {
        attempt(0) { () throws(ConstraintEngineError) in
            frozen(try compiler.guideValue(items[subview], key, checked(proposal)))
        }
    }

    func explicitGuide(subview: Int, key: AlignmentKey, proposal: ProposedSize) -> Double? {
        attempt(nil) { () throws(ConstraintEngineError) in
            try compiler.explicitGuide(items[subview], key, checked(proposal)).map(frozen)
        }
    }

    /// User code reads a model quantity as a number: the number is certified by a row.
    private func frozen(_ q: Quantity) -> Double {
        compiler.builder.requireEqual(q, Quantity(q.value), rule: "LAYOUTPROTO-2")
        return q.value
    }

    func priority(subview: Int) -> Double { PriorityEncoding.priority(items[subview], in: compiler) }

    func spacing(subview: Int) -> ViewSpacing {
        ViewSpacing(zeroEdges: SpacingEncoding.spacingEdges(items[subview], in: compiler))
    }

    func place(subview: Int, at point: Point, anchor: UnitPoint, proposal: ProposedSize) {
        guard isRecording, placements.indices.contains(subview) else { return }
        let p = checked(proposal)
        let s = sizeThatFits(subview: subview, proposal: p.values)
        placements[subview] = (Point(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height), p.values)
    }
}

enum CustomLayoutEncoding {
    /// LAYOUTPROTO-1: the node's Layout, made once per node (NodeCache); an unknown layout is
    /// warned and laid out as an empty 0×0 view (nil).
    static func instance(_ node: Int, _ spec: CustomLayoutSpec, in compiler: ModelCompiler)
        -> LayoutInstance?
    {
        if let instance = compiler.cache.layoutInstances[node] { return instance }
        do {
            let instance = try compiler.configuration.layouts.instantiate(spec)
            compiler.cache.layoutInstances[node] = instance
            return instance
        } catch {
            compiler.warn(DiagnosticCode.layoutUnknown, "\(error); laid out as an empty 0×0 view", node: node)
            return nil
        }
    }

    static func subviews(_ bridge: SubviewHost) -> LayoutSubviews {
        LayoutSubviews(bridge.items.indices.map { LayoutSubview(host: bridge, index: $0) })
    }

    /// LAYOUTPROTO-3: every measurement calls `sizeThatFits`; invalid answers become 0.
    static func size(_ node: Int, _ spec: CustomLayoutSpec, _ p: ModelProposal, in compiler: ModelCompiler)
        throws(ConstraintEngineError) -> ModelSize
    {
        guard let instance = instance(node, spec, in: compiler) else { return .zero }
        freeze(p, in: compiler)
        let bridge = SubviewHost(compiler: compiler, node: node)
        let answer = instance.sizeThatFits(proposal: ProposedViewSize(p.values), subviews: subviews(bridge))
        if let failure = bridge.failure { throw failure }
        var result = ModelSize(width: Quantity(Double(answer.width)), height: Quantity(Double(answer.height)))
        for axis in Axis.allCases where result[axis].value.isNaN || result[axis].value < 0 {
            compiler.warn(
                DiagnosticCode.layoutInvalidSize,
                "\(spec.name).sizeThatFits returned \(formatPoints(result[axis].value)); using 0", node: node)
            result[axis] = .zero
        }
        return result
    }

    /// LAYOUTPROTO-3/4: `sizeThatFits(Q)` then `placeSubviews(in: B)`; unplaced subviews are
    /// centred with the container's proposal.
    static func placements(
        _ node: Int, _ spec: CustomLayoutSpec, origin: Point, size: Size, _ q: ProposedSize,
        in compiler: ModelCompiler
    )
        throws(ConstraintEngineError) -> [(origin: Point, proposal: ProposedSize)]
    {
        guard let instance = instance(node, spec, in: compiler) else { return [] }
        let bridge = SubviewHost(compiler: compiler, node: node)
        _ = instance.sizeThatFits(proposal: ProposedViewSize(q), subviews: subviews(bridge))
        bridge.isRecording = true
        let rect = CGRect(x: origin.x, y: origin.y, width: size.width, height: size.height)
        instance.placeSubviews(in: rect, proposal: ProposedViewSize(q), subviews: subviews(bridge))
        bridge.isRecording = false
        if let failure = bridge.failure { throw failure }
        var result: [(origin: Point, proposal: ProposedSize)] = []
        for i in bridge.items.indices {
            if let placedItem = bridge.placements[i] { result.append(placedItem); continue }
            let s = try compiler.measure(bridge.items[i], ProposalEncoding.constant(q)).values
            result.append(
                (Point(x: origin.x + (size.width - s.width) / 2, y: origin.y + (size.height - s.height) / 2), q))
        }
        return result
    }

    /// The black box is called with forward values: rows certify that the model agrees.
    static func freeze(_ p: ModelProposal, in compiler: ModelCompiler) {
        for axis in Axis.allCases {
            if let v = p[axis] { compiler.builder.requireEqual(v, Quantity(v.value), rule: "LAYOUTPROTO-3") }
        }
    }

    /// LAYOUTPROTO-4: every subview where `placeSubviews` put it (see `placements`); subviews
    /// beyond the placements are hidden.
    static func place(
        _ node: Int, _ spec: CustomLayoutSpec, _ origin: ModelPoint, _ size: ModelSize,
        _ q: ModelProposal, offset: ModelPoint, in compiler: ModelCompiler
    ) throws(ConstraintEngineError) {
        freeze(q, in: compiler)
        freeze(ModelProposal(width: origin.x, height: origin.y), in: compiler)
        freeze(ModelProposal(width: size.width, height: size.height), in: compiler)
        let placements = try placements(
            node, spec, origin: Point(x: origin.x.value, y: origin.y.value),
            size: size.values, q.values, in: compiler)
        for (i, item) in compiler.children(node).enumerated() {
            guard i < placements.count else {
                compiler.hide(item, at: origin, offset: offset)
                continue
            }
            let (o, proposal) = placements[i]
            let p = ProposalEncoding.constant(proposal)
            try compiler.place(
                item, origin: ModelPoint(x: Quantity(o.x), y: Quantity(o.y)),
                size: try compiler.measure(item, p), proposal: p, offset: offset)
        }
    }

    /// SPACING-4 for a custom Layout: the zero edges of its `spacing(subviews:)`.
    static func spacingEdges(_ node: Int, _ spec: CustomLayoutSpec, in compiler: ModelCompiler) -> EdgeSet {
        guard let instance = instance(node, spec, in: compiler) else { return .all }
        return instance.spacing(subviews: subviews(SubviewHost(compiler: compiler, node: node))).zeroEdges
    }

    /// LAYOUTPROTO-1 `explicitAlignment`, or the GUIDE-4 merge when it returns nil.
    static func explicitGuide(
        _ node: Int, _ spec: CustomLayoutSpec, _ key: AlignmentKey, _ p: ModelProposal,
        in compiler: ModelCompiler
    ) throws(ConstraintEngineError) -> Quantity? {
        guard let instance = instance(node, spec, in: compiler), !compiler.children(node).isEmpty else {
            return nil
        }
        let size = try compiler.measure(node, p).values
        let bridge = SubviewHost(compiler: compiler, node: node)
        let bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        let value = instance.explicitAlignment(
            of: key, in: bounds, proposal: ProposedViewSize(p.values),
            subviews: subviews(bridge))
        if let failure = bridge.failure { throw failure }
        if let value { return Quantity(Double(value)) }
        let placements = try placements(
            node, spec, origin: Point(x: 0, y: 0), size: size, p.values, in: compiler)
        let proposals = placements.map { ProposalEncoding.constant($0.proposal) }
        let origins = placements.map { ModelPoint(x: Quantity($0.origin.x), y: Quantity($0.origin.y)) }
        return try GuideEncoding.mergedGuide(
            compiler.children(node), key, proposals: proposals, origins: origins,
            node: node, in: compiler)
    }
}
