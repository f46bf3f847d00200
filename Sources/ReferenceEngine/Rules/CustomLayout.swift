// CustomLayout.swift
// ReferenceEngine
//
// LAYOUTPROTO-1..5: user `Layout` code runs exactly as written; the engine answers its
// subview proxies (sizes, guides, priorities, spacing) and records its placements.

import CustomLayout
import Foundation
import LayoutCore

/// Answers a custom layout's subview proxies for one node (LAYOUTPROTO-2/4).
final class SubviewHost: LayoutSubviewHost {
    unowned let session: LayoutSession
    let node: Int
    let items: [Int]
    /// Placements recorded by `place(at:anchor:proposal:)`; the last call wins.
    var placements: [(origin: Point, proposal: ProposedSize)?]
    /// Whether `place` calls are being recorded (only inside `placeSubviews`).
    var isRecording = false

    init(session: LayoutSession, node: Int) {
        self.session = session
        self.node = node
        self.items = Array(session.children(node))
        self.placements = Array(repeating: nil, count: items.count)
    }

    /// PROPOSAL-3: a negative or NaN component from user code warns and is sanitised.
    private func checked(_ p: ProposedSize) -> ProposedSize {
        for axis in Axis.both {
            if let v = p[axis], v.isNaN || v < 0 {
                session.warn(
                    DiagnosticCode.layoutInvalidSize,
                    "custom layout proposed \(formatPoints(v)) to subview; using \(v.isNaN ? "nil" : "0")",
                    node: node)
            }
        }
        return ProposalRule.sanitized(p)
    }

    func sizeThatFits(subview: Int, proposal: ProposedSize) -> Size {
        session.measure(items[subview], checked(proposal))
    }

    func guide(subview: Int, key: AlignmentKey, proposal: ProposedSize) -> Double {
        session.guideValue(items[subview], key, checked(proposal))
    }

    func explicitGuide(subview: Int, key: AlignmentKey, proposal: ProposedSize) -> Double? {
        session.explicitGuide(items[subview], key, checked(proposal))
    }

    func priority(subview: Int) -> Double { PriorityRule.priority(items[subview], in: session) }

    func spacing(subview: Int) -> ViewSpacing {
        ViewSpacing(zeroEdges: SpacingRule.spacingEdges(items[subview], in: session))
    }

    func place(subview: Int, at point: Point, anchor: UnitPoint, proposal: ProposedSize) {
        guard isRecording, placements.indices.contains(subview) else { return }
        let p = checked(proposal)
        let s = session.measure(items[subview], p)
        let origin = Point(x: point.x - Double(anchor.x) * s.width, y: point.y - Double(anchor.y) * s.height)
        placements[subview] = (origin, p)
    }
}

/// Custom `Layout` containers.
enum CustomLayoutRule {
    /// The node's layout value with its persistent cache (LAYOUTPROTO-3), created once per
    /// pass, or nil when the name is unknown (warned once).
    static func instance(
        _ node: Int, _ spec: CustomLayoutSpec,
        in session: LayoutSession
    ) -> LayoutInstance? {
        if let instance = session.cache.layoutInstance(node) { return instance }
        do {
            let instance = try session.configuration.layouts.instantiate(spec)
            session.cache.store(layoutInstance: instance, node)
            return instance
        } catch {
            session.warn(
                DiagnosticCode.layoutUnknown, "\(error); laid out as an empty 0×0 view",
                node: node)
            return nil
        }
    }

    /// The subview proxies a layout receives (LAYOUTPROTO-2).
    static func subviews(_ host: SubviewHost) -> LayoutSubviews {
        LayoutSubviews(host.items.indices.map { LayoutSubview(host: host, index: $0) })
    }

    /// LAYOUTPROTO-3: every measurement calls the layout's `sizeThatFits`; a negative or NaN
    /// answer becomes 0 (CORE-6 `layout.invalidSize`).
    static func size(
        _ node: Int, _ spec: CustomLayoutSpec, _ p: ProposedSize,
        in session: LayoutSession
    ) -> Size {
        guard let layout = instance(node, spec, in: session) else { return .zero }
        let host = SubviewHost(session: session, node: node)
        let answer = layout.sizeThatFits(proposal: ProposedViewSize(p), subviews: subviews(host))
        var result = Size(width: Double(answer.width), height: Double(answer.height))
        for axis in Axis.both where result[axis].isNaN || result[axis] < 0 {
            session.warn(
                DiagnosticCode.layoutInvalidSize,
                "\(spec.name).sizeThatFits returned \(formatPoints(result[axis])); using 0",
                node: node)
            result[axis] = 0
        }
        return result
    }

    /// Runs `placeSubviews` in `bounds` and returns each subview's placement: recorded, or
    /// centred in `bounds` with the container's proposal when never placed (LAYOUTPROTO-4).
    /// The last call into the layout before `placeSubviews` is `sizeThatFits(Q)`.
    static func placements(
        _ node: Int, _ spec: CustomLayoutSpec, _ b: Rect, _ q: ProposedSize,
        in session: LayoutSession
    ) -> [(origin: Point, proposal: ProposedSize)] {
        guard let layout = instance(node, spec, in: session) else { return [] }
        let host = SubviewHost(session: session, node: node)
        _ = layout.sizeThatFits(proposal: ProposedViewSize(q), subviews: subviews(host))
        host.isRecording = true
        let rect = CGRect(x: b.origin.x, y: b.origin.y, width: b.size.width, height: b.size.height)
        layout.placeSubviews(in: rect, proposal: ProposedViewSize(q), subviews: subviews(host))
        host.isRecording = false
        return host.items.indices.map { i in
            if let placed = host.placements[i] { return placed }
            let s = session.measure(host.items[i], q)
            return (b.origin + centred(s, in: b.size), q)
        }
    }

    /// LAYOUTPROTO-4: each subview at its placement; with an unknown layout every child is
    /// hidden at the container's origin.
    static func place(
        _ node: Int, _ spec: CustomLayoutSpec, _ b: Rect, _ q: ProposedSize,
        offset: Point, in session: LayoutSession
    ) {
        let recorded = placements(node, spec, b, q, in: session)
        for (i, item) in session.children(node).enumerated() {
            guard i < recorded.count else {
                session.hide(item, at: b.origin, offset: offset)
                continue
            }
            let (origin, proposal) = recorded[i]
            session.place(
                item, Rect(origin: origin, size: session.measure(item, proposal)), proposal,
                offset: offset)
        }
    }
}
