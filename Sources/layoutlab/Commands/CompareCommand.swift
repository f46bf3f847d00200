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
            constraint engine fails (`error: <description>`), 2 on source errors.
            """
    )

    @OptionGroup var layout: LayoutOptions

    @Option(help: "Constraint-engine mode: exact, lp-only, per-container or milp.")
    var mode: ConstraintMode = .exact

    func run() throws {
        let tree = try layout.readTree()
        let configuration = layout.configuration
        let reference = ReferenceEngine(configuration: configuration).layout(tree)
        let constraint = try ConstraintEngine(configuration: configuration, mode: mode).layoutOrExit(tree).result
        let comparison = FrameComparison(tree: tree, reference: reference, constraint: constraint)
        writeStandardOutput(comparison.table() + comparison.summary() + "\n")
        if !comparison.agrees { throw ExitCode(1) }
    }
}
