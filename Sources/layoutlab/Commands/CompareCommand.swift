// CompareCommand.swift
// layoutlab
//
// `layoutlab compare FILE|-`: both engines on one tree, node by node (CORE-7).

import ArgumentParser
import ConstraintEngine
import LayoutCore
import ReferenceEngine

struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Lay out SwiftUI source with both engines and compare the frames node by node.",
        discussion: """
            Prints one row per reported node: a mark (* when the engines disagree), the node's \
            path, its kind, the reference engine's frame, the constraint engine's frame and the \
            largest absolute difference of x, y, width and height; then a summary line. Two \
            layouts agree (CORE-7) when every frame differs by at most 1e-6 pt in each \
            component, every display frame is identical and the same nodes are reported and \
            hidden. Paths deeper than 32 levels are shortened to `[depth] …` and their last \
            eight components. Exit status: 0 when the engines agree, 1 when they do not or the \
            constraint engine fails (`error: <description>`, also when --time-limit runs out or \
            the tree is too deep for the memory available), 2 on source errors. The rows go to \
            standard output; the CORE-6 warnings of both engines go to standard error, each \
            distinct warning once. Control characters from the source are shown as escapes.
            """
    )

    @OptionGroup var layout: LayoutOptions

    @Option(help: "Constraint-engine mode: exact, lp-only, per-container or milp.")
    var mode: ConstraintMode = .exact

    @OptionGroup var timeLimit: TimeLimitOption

    func run() throws {
        let tree = try layout.readTree()
        let configuration = layout.configuration
        try EngineStack.ensure(tree, bytesPerLevel: EngineStack.referenceBytesPerLevel)
        try EngineStack.ensure(tree, bytesPerLevel: EngineStack.constraintBytesPerLevel)
        let reference = try EngineStack.referenceLayout(tree, configuration)
        let engine = timeLimit.applied(to: ConstraintEngine(configuration: configuration, mode: mode))
        let constraint = try engine.layoutOrExit(tree).result
        var seen = Set<Diagnostic>()
        printWarnings((reference.diagnostics + constraint.diagnostics).filter { seen.insert($0).inserted })
        let comparison = FrameComparison(tree: tree, reference: reference, constraint: constraint)
        writeStandardOutput(comparison.table() + comparison.summary() + "\n")
        if !comparison.agrees { throw ExitCode(1) }
    }
}
