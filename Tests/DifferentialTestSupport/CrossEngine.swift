// CrossEngine.swift
// DifferentialTestSupport
//
// CORE-7 in the tests: every helper that lays a tree out with two engines compares the layouts
// with LayoutDifferential's `LayoutComparison` (the project's one comparator) under a named
// `TolerancePolicy`, and records a Testing issue listing the first differences, each with the
// rule it points at.

import ConstraintEngine
import EngineConfiguration
import LayoutCore
import LayoutDifferential
import ReferenceEngine
import Testing

/// Compares two layouts of `tree` under `policy`; records an issue listing the first
/// differences (and `context`, e.g. the tree's source) unless they agree.
@discardableResult
public func expectAgreement(
    _ tree: ViewTree, _ first: LayoutResult, _ second: LayoutResult, policy: TolerancePolicy = .core7,
    _ context: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation
) -> LayoutComparison {
    let comparison = LayoutComparison(tree: tree, first, second, policy: policy)
    if !comparison.agrees {
        let names = "\(first.engine) vs \(second.engine)"
        let suffix = context().isEmpty ? "" : "\non:\n\(context())"
        Issue.record("\(names): \(comparison.report())\(suffix)", sourceLocation: sourceLocation)
    }
    return comparison
}

/// Lays `tree` out with the reference engine and the constraint engine in `mode`; expects them
/// to agree under `policy` (CORE-7 by default) and returns the reference layout.
@discardableResult
public func crossChecked(
    _ tree: ViewTree, _ configuration: LayoutConfiguration, mode: ConstraintMode = .exact,
    policy: TolerancePolicy = .core7, sourceLocation: SourceLocation = #_sourceLocation
) -> LayoutResult {
    let reference = ReferenceEngine(configuration: configuration).layout(tree)
    do {
        let constraint = try ConstraintEngine(configuration: configuration, mode: mode).layout(tree).result
        expectAgreement(tree, reference, constraint, policy: policy, sourceLocation: sourceLocation)
    } catch {
        Issue.record("constraint engine (\(mode.rawValue)) failed: \(error)", sourceLocation: sourceLocation)
    }
    return reference
}

/// `measure(root, P)` with both engines; expects the sizes to agree under `policy`'s tolerance
/// (the comparator's own `TolerancePolicy.agrees`) and returns the reference size.
@discardableResult
public func crossCheckedSize(
    _ tree: ViewTree, _ configuration: LayoutConfiguration, _ p: ProposedSize, policy: TolerancePolicy = .core7,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Size {
    let reference = ReferenceEngine(configuration: configuration).sizeThatFits(tree, proposal: p)
    do {
        let constraint = try ConstraintEngine(configuration: configuration).sizeThatFits(tree, proposal: p)
        if !policy.agrees(reference.width, constraint.width) || !policy.agrees(reference.height, constraint.height) {
            let rule = RuleAttribution.sizingRule(tree[tree.root].kind)
            Issue.record(
                "engines disagree on measure \(p) under \(policy.name): reference \(reference), constraint \(constraint) (\(rule))",
                sourceLocation: sourceLocation)
        }
    } catch {
        Issue.record("constraint engine failed: \(error)", sourceLocation: sourceLocation)
    }
    return reference
}
