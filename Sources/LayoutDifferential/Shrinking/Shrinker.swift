// Shrinker.swift
// LayoutDifferential
//
// Hierarchical delta debugging on view trees: a case that shows a behaviour (a CORE-7
// divergence of one class, a CORE-9 failure) is reduced, pass after pass, while a predicate
// keeps holding. Structure goes first (hoist a subtree to the root, delete children, replace a
// node by a child, splice a container's members into its parent, replace a subtree by a leaf), then labels, node parameters and the root
// environment (ROOT-1); the passes repeat until none makes progress or the time runs out.

import Foundation
import LayoutCore

/// The smallest case found that still shows the behaviour, and what finding it cost.
public struct ShrinkResult: Sendable {
    public var shrunk: FuzzCase
    /// Accepted reductions and predicate evaluations.
    public var steps: Int
    public var evaluations: Int
    public var seconds: Double
    /// Whether the time limit ended the search before a fixpoint (the case may shrink further).
    public var timedOut: Bool = false
}

/// Reduces a case while a predicate (the same divergence class, the same crash) keeps holding.
///
/// The search is deterministic: the same input and predicate give the same result whenever it
/// ends at a fixpoint rather than at the time limit. Every candidate is a valid `ViewTree`
/// (built through `ViewTree(nodes:root:)`, which checks arity and GeometryReader scoping).
public struct Shrinker: Sendable {
    /// Wall-clock budget; the best case so far is returned when it runs out.
    public var timeLimit: Double
    /// When the input's tree prints as SwiftUI source that parses back to it (``SourceForm``),
    /// only candidates that do too are tried, so the shrunk case can be saved as source.
    public var keepsSourceForm: Bool = true

    public init(timeLimit: Double = 10) { self.timeLimit = timeLimit }

    /// Shrinks `input`; `keeps` says whether a candidate still shows the behaviour. `input` itself
    /// is assumed to show it.
    public func shrink(_ input: FuzzCase, keeps: (FuzzCase) -> Bool) -> ShrinkResult {
        shrink(input, focus: nil) { keeps($0) ? ShrinkVerdict() : nil }
    }

    /// Shrinks `input` with a predicate that also says where the behaviour shows: the nodes of
    /// a candidate that differ, so that subtrees off their paths are tried first. `focus` is
    /// that set for `input`.
    func shrink(
        _ input: FuzzCase, focus: Set<Int>?, evaluate: (FuzzCase) -> ShrinkVerdict?
    ) -> ShrinkResult {
        // Comparing and hashing candidates recurses through their expressions (a parsed sum of
        // 15,000 terms is that deep): the search runs on a stack with room for them.
        withStack(forDepth: input.tree.expressionDepth(), bytesPerLevel: Self.bytesPerExpressionLevel) {
            withoutActuallyEscaping(evaluate) { evaluate in
                let start = ContinuousClock.now
                let session = ShrinkSession(
                    input: input, focus: focus, deadline: start + .seconds(timeLimit),
                    requireSourceForm: keepsSourceForm && SourceForm.isPrintable(input.tree), evaluate: evaluate)
                return run(session, start: start)
            }
        }
    }

    /// Stack per expression level for the synthesized `==`, `hash(into:)` and `Codable` of
    /// `LayoutExpression`, which recurse (debug builds).
    static let bytesPerExpressionLevel = 4_096

    private func run(_ session: ShrinkSession, start: ContinuousClock.Instant) -> ShrinkResult {
        let passes: [(ShrinkSession) -> Bool] = [
            StructuralPasses.hoistRoot, StructuralPasses.deleteChildren, StructuralPasses.replaceByChild,
            StructuralPasses.splice, StructuralPasses.replaceByLeaf, StructuralPasses.dropLabels, ParameterPass.run,
            RootPass.run,
        ]
        var progress = true
        while progress, !session.isOutOfTime {
            progress = false
            for pass in passes where !session.isOutOfTime {
                if pass(session) { progress = true }
            }
        }
        let elapsed = ContinuousClock.now - start
        return ShrinkResult(
            shrunk: session.best, steps: session.steps, evaluations: session.evaluations,
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18,
            timedOut: session.isOutOfTime)
    }
}

/// What a predicate says about a candidate that keeps the behaviour.
struct ShrinkVerdict {
    /// The nodes (pre-order indices) where the behaviour shows, when known.
    var focus: Set<Int>?
}

/// The state of one shrink: the best case so far, what was tried, and the budget.
final class ShrinkSession {
    private(set) var best: FuzzCase
    /// The nodes of ``best`` where the behaviour shows, when the predicate says.
    private(set) var focus: Set<Int>?
    private(set) var steps = 0
    private(set) var evaluations = 0
    let deadline: ContinuousClock.Instant
    let requireSourceForm: Bool
    private let evaluate: (FuzzCase) -> ShrinkVerdict?
    /// Candidates the predicate rejected, so no later pass asks again.
    private var rejected: Set<FuzzCase> = []

    init(
        input: FuzzCase, focus: Set<Int>?, deadline: ContinuousClock.Instant, requireSourceForm: Bool,
        evaluate: @escaping (FuzzCase) -> ShrinkVerdict?
    ) {
        best = input
        self.focus = focus
        self.deadline = deadline
        self.requireSourceForm = requireSourceForm
        self.evaluate = evaluate
    }

    var isOutOfTime: Bool { ContinuousClock.now >= deadline }

    /// Tries `candidate`; when the predicate keeps it, it becomes ``best``.
    @discardableResult
    func attempt(_ candidate: FuzzCase) -> Bool {
        guard candidate != best, !isOutOfTime else { return false }
        if requireSourceForm, !SourceForm.isPrintable(candidate.tree) { return false }
        guard !rejected.contains(candidate) else { return false }
        evaluations += 1
        guard let verdict = evaluate(candidate) else {
            rejected.insert(candidate)
            return false
        }
        best = candidate
        focus = verdict.focus
        steps += 1
        return true
    }

    /// Tries ``best`` with its tree replaced by `tree` (nil: the edit made no valid tree).
    @discardableResult
    func attempt(tree: ViewTree?) -> Bool {
        guard let tree else { return false }
        var candidate = best
        candidate.tree = tree
        return attempt(candidate)
    }

    /// Whether the subtree of `node` in ``best`` contains a focus node.
    func subtreeHasFocus(_ node: Int) -> Bool {
        guard let focus, !focus.isEmpty else { return false }
        let end = best.tree.subtreeEnd(of: node)
        return focus.contains { $0 >= node && $0 < end }
    }
}
