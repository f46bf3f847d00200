// TraceRecorder.swift
// ReferenceEngine
//
// Records the reference engine's actual negotiation for a `LayoutTracer`: every query the
// session answers (CORE-1, whether the HSTACK-6 cache answered it), every placement, and the
// choices the rules report (VTF-2, HSTACK-2/3). The session holds an optional recorder and
// checks it once per query and placement; without one nothing here runs.

import LayoutCore

/// Why a rule asks a child for its size; names the step in the trace. The default, `rule`, is
/// the asking node's own sizing or placement rule.
enum QueryPurpose: UInt8 {
    case rule
    /// HSTACK-2: `(0, m)` and `(∞, m)` probes.
    case minimumProbe, maximumProbe
    /// HSTACK-3: a child's share of `avail`, or `(nil, m)` when the major proposal is nil.
    case share, ideal
    /// VTF-2: a child's ideal size tested against the proposal, and the chosen child's answer.
    case fitTest, chosen
    /// GUIDE-1..4: a size read for an alignment guide.
    case guide
}

/// The conversation so far: which node is asking (the top of `open`) and in which phase.
final class TraceRecorder {
    let tracer: any LayoutTracer
    private var open: [(node: Int, placing: Bool)] = []

    init(tracer: any LayoutTracer) { self.tracer = tracer }

    private var asker: (node: Int, placing: Bool)? { open.last }

    /// A query, the child's own steps, then its answer.
    func measure(_ node: Int, _ p: ProposedSize, _ purpose: QueryPurpose, in session: LayoutSession) -> Size {
        let (rule, step) = proposalRule(purpose, in: session)
        let depth = open.count
        tracer.record(
            TraceEvent(kind: .query, node: node, asker: asker?.node, depth: depth, rule: rule, step: step, proposal: p))
        let cached = session.cachedSize(node, p) != nil
        open.append((node, false))
        let size = session.answer(node, p)
        open.removeLast()
        tracer.record(
            TraceEvent(
                kind: .answer, node: node, asker: asker?.node, depth: depth, rule: session.kind(node).sizingRule,
                proposal: p, size: size, cached: cached))
        return size
    }

    /// A placement, then the node's placement of its own children.
    func place(_ node: Int, _ b: Rect, _ q: ProposedSize, in session: LayoutSession, children: () -> Void) {
        let rule = asker.map { session.kind($0.node).placementRule } ?? "ROOT-1"
        tracer.record(
            TraceEvent(
                kind: .placement, node: node, asker: asker?.node, depth: open.count, rule: rule, proposal: q,
                size: b.size, origin: b.origin))
        open.append((node, true))
        children()
        open.removeLast()
    }

    /// VTF-3: a child laid out but not shown.
    func hide(_ node: Int, at origin: Point) {
        tracer.record(
            TraceEvent(kind: .hidden, node: node, asker: asker?.node, depth: open.count, rule: "VTF-3", origin: origin))
    }

    /// VTF-2 `select(P)` chose `chosen` (a child node) for `node`.
    func choice(_ node: Int, _ chosen: Int?, _ p: ProposedSize) {
        let placing = asker?.node == node && asker?.placing == true
        tracer.record(
            TraceEvent(
                kind: .choice, node: node, depth: open.count, rule: placing ? "VTF-3" : "VTF-2",
                step: placing ? "select(Q) again" : "first child whose ideal fits, else the last", proposal: p,
                members: chosen.map { [$0] } ?? []))
    }

    /// HSTACK-2: the children of `node` in flexibility order.
    func order(_ node: Int, _ members: [Int], _ p: ProposedSize) {
        tracer.record(
            TraceEvent(
                kind: .order, node: node, depth: open.count, rule: "HSTACK-2",
                step: "priority, then less flexible first", proposal: p, members: members))
    }

    /// HSTACK-3: a priority group was offered `offered` along the major axis and took `took`.
    func group(_ node: Int, _ members: [Int], priority: Double, offered: Double, took: Double, first: Bool) {
        tracer.record(
            TraceEvent(
                kind: .group, node: node, depth: open.count, rule: "HSTACK-3",
                step: first ? "first group: later groups' minimums reserved" : "own minimums released",
                members: members, priority: priority, offered: offered, took: took))
    }

    private func proposalRule(_ purpose: QueryPurpose, in session: LayoutSession) -> (String, String) {
        switch purpose {
        case .minimumProbe: return ("HSTACK-2", "minimum probe")
        case .maximumProbe: return ("HSTACK-2", "maximum probe")
        case .share: return ("HSTACK-3", "share of avail")
        case .ideal: return ("HSTACK-3", "nil major: ideal")
        case .fitTest: return ("VTF-2", "ideal tested against the proposal")
        case .chosen: return ("VTF-2", "chosen child at the real proposal")
        case .guide: return ("GUIDE-1", "dimensions for an alignment guide")
        case .rule:
            guard let asker else { return ("ROOT-1", "root proposal") }
            let kind = session.kind(asker.node)
            return asker.placing ? (kind.placementRule, "placement proposal") : (kind.sizingRule, "")
        }
    }
}
