// ModelTraceLog.swift
// ConstraintEngine
//
// What the compiler did, step by step, for a trace: every measurement instance asked for
// (CORE-1; a shared instance is HSTACK-6's cache), every placement, every ViewThatFits choice
// (VTF-2), each with the condition rows the node's own rule wrote for it (CORE-9). The steps hold
// model quantities; `ModelTraceEmitter` turns them into events at the solved values. The
// compiler holds an optional log and checks it once per measurement and placement.

import LayoutCore

/// One recorded compile step.
struct ModelTraceStep {
    var kind: TraceStepKind
    var node: Int
    var asker: Int?
    var depth: Int
    var rule: String
    var step: String = ""
    var proposal: ModelProposal?
    var size: ModelSize?
    var origin: ModelPoint?
    var cached: Bool?
    var members: [Int] = []
    /// Condition rows written for the step: indices into the builder's conditions, of which
    /// those owned by `node` are reported.
    var rows: Range<Int> = 0..<0
}

/// The compile steps in order, and the conversation's open nodes.
final class ModelTraceLog {
    private(set) var steps: [ModelTraceStep] = []
    private var open: [(node: Int, placing: Bool)] = []

    private var asker: (node: Int, placing: Bool)? { open.last }

    /// A query; returns the index of its answer step, to be completed by `answer`.
    func query(_ node: Int, _ p: ModelProposal, cached: Bool, in compiler: ModelCompiler) -> Int {
        let rule: String
        let step: String
        if let asker {
            let kind = compiler.kind(asker.node)
            (rule, step) = asker.placing ? (kind.placementRule, "placement proposal") : (kind.sizingRule, "")
        } else {
            (rule, step) = ("ROOT-1", "root proposal")
        }
        steps.append(
            ModelTraceStep(
                kind: .query, node: node, asker: asker?.node, depth: open.count, rule: rule, step: step, proposal: p))
        steps.append(
            ModelTraceStep(
                kind: .answer, node: node, asker: asker?.node, depth: open.count, rule: compiler.kind(node).sizingRule,
                proposal: p, cached: cached))
        open.append((node, false))
        return steps.count - 1
    }

    /// The answer to the query whose answer step is `index`, with the rows written meanwhile.
    func answer(_ index: Int, _ size: ModelSize, rows: Range<Int>) {
        open.removeLast()
        steps[index].size = size
        steps[index].rows = rows
    }

    /// The answer of a shared instance (HSTACK-6): no rows of its own.
    func cachedAnswer(_ index: Int, _ size: ModelSize) {
        answer(index, size, rows: 0..<0)
    }

    /// A placement; returns its step index, completed by `placed`.
    func placement(
        _ node: Int, origin: ModelPoint, size: ModelSize, proposal: ModelProposal, in compiler: ModelCompiler
    ) -> Int {
        let rule = asker.map { compiler.kind($0.node).placementRule } ?? "ROOT-1"
        steps.append(
            ModelTraceStep(
                kind: .placement, node: node, asker: asker?.node, depth: open.count, rule: rule, proposal: proposal,
                size: size, origin: origin))
        open.append((node, true))
        return steps.count - 1
    }

    /// The node's children are placed; `rows` were written meanwhile.
    func placed(_ index: Int, rows: Range<Int>) {
        open.removeLast()
        steps[index].rows = rows
    }

    /// VTF-3: a child laid out but not shown.
    func hide(_ node: Int, at origin: ModelPoint) {
        steps.append(
            ModelTraceStep(
                kind: .hidden, node: node, asker: asker?.node, depth: open.count, rule: "VTF-3", origin: origin))
    }

    /// VTF-2's choice for `node` at `p` (the VTF-2 rows of its tests certify it).
    func choice(_ node: Int, _ chosen: Int?, _ p: ModelProposal, rows: Range<Int>) {
        let placing = asker?.node == node && asker?.placing == true
        steps.append(
            ModelTraceStep(
                kind: .choice, node: node, depth: open.count, rule: placing ? "VTF-3" : "VTF-2",
                step: placing ? "select(Q) again" : "first child whose ideal fits, else the last", proposal: p,
                members: chosen.map { [$0] } ?? [], rows: rows))
    }
}
