// Shrinker+Runner.swift
// LayoutDifferential
//
// Shrinking a disagreement between two engines: the predicate is "the runner still files the
// case under the same divergence class" (CORE-7's first difference, or a CORE-9 failure), and
// the differing nodes steer the structural passes.

extension Shrinker {
    /// Shrinks `input` while `runner` still files it under `divergenceClass`. `check`, when
    /// given, must also hold for every kept candidate (the command line uses it to demand source
    /// that parses back to the same tree).
    public func shrink(
        _ input: FuzzCase, runner: DifferentialRunner, keeping divergenceClass: DivergenceClass,
        check: ((FuzzCase) -> Bool)? = nil
    ) -> ShrinkResult {
        let initial = runner.run(input)
        return shrink(input, focus: Self.focus(of: initial)) { candidate in
            let outcome = runner.run(candidate)
            guard outcome.divergenceClass == divergenceClass else { return nil }
            if let check, !check(candidate) { return nil }
            return ShrinkVerdict(focus: Self.focus(of: outcome))
        }
    }

    /// Shrinks `input` while `runner` files it under the class it files `input` under; nil when
    /// the engines agree on `input` (nothing to shrink).
    public func shrink(_ input: FuzzCase, runner: DifferentialRunner, check: ((FuzzCase) -> Bool)? = nil)
        -> (result: ShrinkResult, outcome: DifferentialOutcome)?
    {
        guard let divergenceClass = runner.run(input).divergenceClass else { return nil }
        let result = shrink(input, runner: runner, keeping: divergenceClass, check: check)
        return (result, runner.run(result.shrunk))
    }

    /// The differing nodes of an outcome (nil for a failure, which names no node).
    private static func focus(of outcome: DifferentialOutcome) -> Set<Int>? {
        guard let comparison = outcome.comparison, !comparison.agrees else { return nil }
        return Set(comparison.differingNodes)
    }
}
