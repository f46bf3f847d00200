// CrossEngine.swift
// ReferenceEngineTests
//
// Every rule test of the reference engine also runs through the constraint engine: the helpers
// that lay out or measure a tree call these, which expect the two engines to agree within
// 1e-6 pt on every layout frame (CORE-7), exactly on display frames (ROUND-2) and on which nodes
// are hidden.

import ConstraintEngine
import EngineConfiguration
import LayoutCore
import ReferenceEngine
import Testing

/// Lays out `tree` with both engines; returns the reference result after expecting agreement.
func crossChecked(
    _ tree: ViewTree, _ configuration: LayoutConfiguration,
    sourceLocation: SourceLocation = #_sourceLocation
) -> LayoutResult {
    let reference = ReferenceEngine(configuration: configuration).layout(tree)
    do {
        let constraint = try ConstraintEngine(configuration: configuration).layout(tree).result
        let problems = disagreements(reference, constraint, tree)
        #expect(
            problems.isEmpty, "engines disagree:\n\(problems.prefix(8).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    } catch {
        Issue.record("constraint engine failed: \(error)", sourceLocation: sourceLocation)
    }
    return reference
}

/// `measure(root, P)` with both engines.
func crossCheckedSize(
    _ tree: ViewTree, _ configuration: LayoutConfiguration, _ p: ProposedSize,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Size {
    let reference = ReferenceEngine(configuration: configuration).sizeThatFits(tree, proposal: p)
    do {
        let constraint = try ConstraintEngine(configuration: configuration).sizeThatFits(tree, proposal: p)
        #expect(
            withinCORE7(reference.width, constraint.width) && withinCORE7(reference.height, constraint.height),
            "engines disagree on measure: reference \(reference), constraint \(constraint)",
            sourceLocation: sourceLocation)
    } catch {
        Issue.record("constraint engine failed: \(error)", sourceLocation: sourceLocation)
    }
    return reference
}

/// Within 1e-6 pt, with equal non-finite values agreeing.
func withinCORE7(_ a: Double, _ b: Double) -> Bool {
    a == b || abs(a - b) <= 1e-6 || (a.isNaN && b.isNaN)
}

/// One line per node whose frames differ.
func disagreements(_ a: LayoutResult, _ b: LayoutResult, _ tree: ViewTree) -> [String] {
    var lines: [String] = []
    for (i, (x, y)) in zip(a.nodes, b.nodes).enumerated() {
        let frames = [x.frame.origin.x, x.frame.origin.y, x.frame.size.width, x.frame.size.height]
        let others = [y.frame.origin.x, y.frame.origin.y, y.frame.size.width, y.frame.size.height]
        let sameFrame = zip(frames, others).allSatisfy { withinCORE7($0, $1) }
        if !sameFrame || !sameDisplayFrame(x.displayFrame, y.displayFrame) || x.hidden != y.hidden
            || x.isReported != y.isReported
        {
            lines.append(
                "#\(i) \(tree.nodes[i].kind.name): reference \(x.frame) \(x.displayFrame) hidden \(x.hidden); "
                    + "constraint \(y.frame) \(y.displayFrame) hidden \(y.hidden)")
        }
    }
    return lines
}

/// Display frames are identical (ROUND-2), NaN components included: CORE-10 keeps a NaN that
/// layout computed, and both engines must report it in the same place.
func sameDisplayFrame(_ a: Rect, _ b: Rect) -> Bool {
    let u = [a.origin.x, a.origin.y, a.size.width, a.size.height]
    let v = [b.origin.x, b.origin.y, b.size.width, b.size.height]
    return zip(u, v).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
}
