// Shrinker.swift
// LayoutDifferential
//
// PLACEHOLDER API (being written): hierarchical delta debugging on view trees.

import LayoutCore

/// The smallest case found that still shows the behaviour, and what finding it cost.
public struct ShrinkResult: Sendable {
    public var shrunk: FuzzCase
    /// Accepted reductions and predicate evaluations.
    public var steps: Int
    public var evaluations: Int
    public var seconds: Double
}

/// Reduces a case while a predicate (the same divergence class, the same crash) keeps holding.
public struct Shrinker: Sendable {
    /// Wall-clock budget; the best case so far is returned when it runs out.
    public var timeLimit: Double

    public init(timeLimit: Double = 10) { self.timeLimit = timeLimit }

    /// Shrinks `input`; `keeps` says whether a candidate still shows the behaviour.
    public func shrink(_ input: FuzzCase, keeps: (FuzzCase) -> Bool) -> ShrinkResult {
        ShrinkResult(shrunk: input, steps: 0, evaluations: 0, seconds: 0)
    }
}
