// CompareCommand.swift
// layoutlab
//
// `layoutlab compare FILE_OR_FOLDER...|-`: both engines on one tree, compared node by node by
// LayoutDifferential's `LayoutComparison` (CORE-7 under a named policy).

import ArgumentParser
import ConstraintEngine
import LayoutCore
import LayoutDifferential
import LayoutPipeline
import LayoutReport
import ReferenceEngine

struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Lay out SwiftUI source with both engines and compare them node by node.",
        discussion: """
            Both layouts go through LayoutComparison, the project's one comparator, under \
            --policy: core7 (default; CORE-7: layout frames and the proposal each node was \
            placed with agree within 1e-6 pt, or 1e-12 of the magnitude beyond 1e6 pt; display \
            frames are identical (ROUND-2); the same nodes are reported and hidden), strict \
            (core7 and the same CORE-6 warning codes at every node) or frames (layout frames \
            and which nodes are reported and hidden only). NaN agrees with NaN, ∞ with the same \
            ∞, and a finite value never with a non-finite one.

            --format tree (default) prints one row per reported node: a mark (* when the node \
            differs), its path, its kind, the reference engine's frame, the constraint engine's \
            frame, the proposal (both, `reference ≠ constraint`, when they differ), the largest \
            absolute difference of x, y, width and height and, on marked rows, each differing \
            field with the rule it points at (`x HSTACK-5`, `width TEXT-4`, `displayFrame \
            ROUND-2 (…)`); then a summary line with the first difference in pre-order and its \
            rule. Paths deeper than 32 levels are shortened to `[depth] …` and their last eight \
            components. --format svg draws both layouts side by side at the same scale \
            (reference left, constraint right) with the differing nodes outlined in red and \
            labelled with their path, fields and rules. --format json writes {"agrees", \
            "differences", "first", "largestFrameDifference", "largestFrameDifferencePath", \
            "policy", "reference", "constraint"}: each difference as {"field", "first", "kind", \
            "magnitude", "node", "path", "rule", "second"}, the two layouts as `render --format \
            json` writes them.

            Exit status: 0 when the engines agree, 1 when they do not (in every format) or the \
            constraint engine fails (`error: <description>`, also when --time-limit runs out or \
            the tree is too deep for the memory available), 2 on source errors or an unwritable \
            --output, 64 on usage errors. The report goes to standard output (or --output); the \
            CORE-6 warnings of both engines go to standard error, each distinct warning once. \
            Control characters from the source are shown as escapes.
            """
    )

    @OptionGroup var layout: LayoutOptions

    @Option(help: "Constraint-engine mode: exact, lp-only, per-container or milp.")
    var mode: ConstraintMode = .exact

    @Option(
        help:
            "What must agree: core7 (CORE-7, allowance growing with the layout's largest length, pixel ties), strict (core7 and warnings), frames (layout frames only) or literal (CORE-7 word for word)."
    )
    var policy: PolicyChoice = .core7

    @Option(help: "Output format: tree, json or svg.")
    var format: OutputFormat = .tree

    @Option(name: .shortAndLong, help: "Write the output to this file instead of standard output.")
    var output: String?

    @OptionGroup var timeLimit: TimeLimitOption

    @OptionGroup var outlines: OutlinesOption

    func run() throws {
        let (tree, layouts) = try layout.readTreeAndLayouts()
        let configuration = layout.configuration(with: layouts)
        try EngineStack.ensure(tree, bytesPerLevel: EngineStack.referenceBytesPerLevel)
        try EngineStack.ensure(tree, bytesPerLevel: EngineStack.constraintBytesPerLevel)
        let reference = try EngineStack.referenceLayout(tree, configuration)
        let engine = timeLimit.applied(to: ConstraintEngine(configuration: configuration, mode: mode))
        let constraint = try engine.layoutOrExit(tree).result
        try layout.exitOnLayoutErrors(layouts)
        var seen = Set<Diagnostic>()
        printWarnings((reference.diagnostics + constraint.diagnostics).filter { seen.insert($0).inserted })
        let comparison = LayoutComparison(tree: tree, reference, constraint, policy: policy.policy)
        let text: String
        switch format {
        case .tree:
            let table = ComparisonTable(
                tree: tree, reference: reference, constraint: constraint, comparison: comparison)
            text = table.table() + table.summary() + "\n"
        case .json:
            let depth = tree.depth()
            let includePaths = RenderJSON.includesPaths(depth: depth)
            if !includePaths { printError(RenderJSON.pathsOmittedNote(depth: depth)) }
            text = try ComparisonJSON.render(
                tree: tree, reference: reference, constraint: constraint, comparison: comparison,
                includePaths: includePaths)
        case .svg:
            let highlights = comparison.differencesByNode.sorted { $0.key < $1.key }.map { node, differences in
                ComparisonSVGReport.Highlight(
                    node: NodeID(node),
                    note: differences.map { "\($0.field.rawValue) \($0.rule)" }.joined(separator: ", "))
            }
            text = ComparisonSVGReport(
                canvas: configuration.root.window, measurer: configuration.textMeasurer, outlines: outlines.outlines
            ).render(
                tree: tree, first: reference, second: constraint, highlighted: highlights,
                captions: ("reference", "constraint (\(mode.rawValue))"))
        }
        try writeOutput(text, to: output)
        if !comparison.agrees { throw ExitCode(1) }
    }
}

/// `--policy core7|strict|frames|literal`: LayoutDifferential's named tolerance policies.
enum PolicyChoice: String, ExpressibleByArgument, CaseIterable {
    case core7, strict, frames, literal

    var policy: TolerancePolicy {
        switch self {
        case .core7: .core7
        case .strict: .strict
        case .frames: .framesOnly
        case .literal: .literal
        }
    }
}
