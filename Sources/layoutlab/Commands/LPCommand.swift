// LPCommand.swift
// layoutlab
//
// `layoutlab lp FILE_OR_FOLDER...|-`: the constraint engine's whole-tree model as CPLEX LP text.

import ArgumentParser
import ConstraintEngine
import LayoutCore

struct LPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lp",
        abstract: "Print the constraint engine's linear model of SwiftUI source as CPLEX LP text.",
        discussion: """
            The model is the one `render --engine constraint` solves for the whole tree in the \
            same root environment (the same --width/--height, --scale, --text-metrics and \
            --image options), written without solving it, in the CPLEX LP dialect that GLPK \
            reads: `glpsol --lp FILE`. Variables and rows carry the model's names (characters \
            outside [A-Za-z0-9_] become _). Only the first objective level is written; a model \
            with several levels says so in its header comment and on standard error. Source \
            errors, and a tree beyond --node-limit or --depth-limit, exit with status 2; a construct the constraint engine does not encode, or a \
            tree too deep for the memory available, prints `error: <description>` and exits \
            with status 1. Nothing is solved, so there is no --time-limit: glpsol takes \
            `--tmlim SECONDS`.
            """
    )

    @OptionGroup var layout: LayoutOptions

    @Option(help: "Constraint-engine mode: exact, lp-only, per-container or milp.")
    var mode: ConstraintMode = .exact

    @Option(
        help: ArgumentHelp(
            "With --mode milp: the MILP formulation, tight (default) or baseline (the first one: one global big-M, a binary per decision, no column bounds).",
            valueName: "formulation"))
    var milpFormulation: MILPFormulationOption = .tight

    @Option(name: .shortAndLong, help: "Write the LP text to this file instead of standard output.")
    var output: String?

    func run() throws {
        let (tree, layouts) = try layout.readTreeAndLayouts()
        try EngineStack.ensure(tree, bytesPerLevel: EngineStack.constraintBytesPerLevel)
        var engine = ConstraintEngine(configuration: layout.configuration(with: layouts), mode: mode)
        engine.milpFormulation = milpFormulation.formulation
        // The model's type lives in LinearProgramming, which this target does not import.
        let (text, levels) = try exitingOnEngineError { () throws(ConstraintEngineError) in
            let program = try engine.program(for: tree)
            return (program.cplexLPText(), program.objectiveLevels.count)
        }
        try layout.exitOnLayoutErrors(layouts)
        if levels > 1 {
            printError("note: the model has \(levels) objective levels; only level 0 is written")
        }
        try writeOutput(text, to: output)
    }
}
