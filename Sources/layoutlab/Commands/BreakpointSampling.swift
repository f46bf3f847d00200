// BreakpointSampling.swift
// layoutlab
//
// `breakpoints --sample STEP`: the reference engine (the rule book's two-phase layout, sharing
// no rule code with the constraint engine) at A, A + STEP, …, B (the root configured as the
// symbolic compile configures it at that W), each width compared with the
// piece that holds there (CORE-7: 1e-6 pt). Widths within 1e-9 of a breakpoint are compared
// with both neighbouring pieces (the layout at a breakpoint is one of them). A width within
// rounding of a reported tie whose layout is neither is listed as such, not as a disagreement:
// there IEEE rounding decides the tied rule (Breakpoints.md, "What is certified, and ties").

import Breakpoints
import ConstraintEngine
import EngineConfiguration
import LayoutCore

enum BreakpointSampling {
    static func disagreements(
        _ analysis: BreakpointAnalysis, tree: ViewTree, configuration compiler: SymbolicRootCompiler, step: Double
    ) throws -> (widths: Int, lines: [String], atTies: [String]) {
        var lines: [String] = [], atTies: [String] = []
        var count = 0
        let parents = tree.parents()
        let (lower, upper) = (analysis.interval.lowerBound, analysis.interval.upperBound)
        // W = A + k · STEP, not a running sum: 30,000 additions of 0.01 drift by about 1e-10.
        let steps = ((upper - lower) / step).rounded(.down)
        for k in 0...Int(min(steps, maximumWidths)) {
            let w = lower + Double(k) * step
            let result = try EngineStack.referenceLayout(tree, compiler.configuration(at: w))
            count += 1
            let candidates = analysis.pieces.filter { w >= $0.from - 1e-9 && w <= $0.to + 1e-9 }
            let problems = candidates.map { difference($0, result, at: w) }
            // The message compares with the piece that holds at w itself, if one does.
            let shown = candidates.firstIndex { w >= $0.from && w <= $0.to } ?? 0
            if !problems.contains(where: { $0 == nil }), problems.indices.contains(shown),
                let (node, text) = problems[shown]
            {
                let line = "W = \(w): node \(tree.path(of: node, parents: parents)): \(text)"
                if let tie = analysis.tie(near: w) {
                    atTies.append(
                        "\(line) (within rounding of the tie: \(tie.rule) at node \(tie.path), W = \(tie.width))")
                } else {
                    lines.append(line)
                }
            }
        }
        return (count, lines, atTies)
    }

    /// The most widths one `--sample` renders (BreakpointsCommand refuses more).
    static let maximumWidths = 1e9

    /// The first node whose frame or hidden flag differs between the piece and the reference.
    static func difference(_ piece: BreakpointPiece, _ result: LayoutResult, at w: Double) -> (Int, String)? {
        for (i, node) in piece.nodes.enumerated() {
            let reference = result.nodes[i]
            guard let node else {
                if reference.isReported { return (i, "reported by the reference engine only") }
                continue
            }
            guard reference.isReported, reference.hidden == node.hidden else {
                return (i, "reported or hidden differs")
            }
            let frame = node.frame.at(w), expected = reference.frame
            for (a, b) in [
                (frame.origin.x, expected.origin.x), (frame.origin.y, expected.origin.y),
                (frame.size.width, expected.size.width),
                (frame.size.height, expected.size.height),
            ] where a.isFinite != b.isFinite || (a.isFinite && abs(a - b) > max(1e-6, 1e-12 * abs(b))) {
                return (i, "pieces \(frame), reference \(expected)")
            }
        }
        return nil
    }
}
