// RenderCommand.swift
// layoutlab
//
// `layoutlab render FILE_OR_FOLDER...|-`: parse, lay out with either engine, report.

import ArgumentParser
import ConstraintEngine
import LayoutCore
import LayoutPipeline
import LayoutReport
import ReferenceEngine

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lay out SwiftUI source and print the frames.",
        discussion: """
            Input: SwiftUI files and folders read as one program (- is standard input). The root \
            is --root's View struct; else the first file's first #Preview (or PreviewProvider \
            previews, or playground live view); else its top-level views; else the one View in it \
            that no other View there uses; else, of several, the one no View of the input uses, \
            ContentView, or the first, with a `source.rootChoice` warning naming the others (an \
            error listing the candidates under --strict); a first file without a top-level View \
            reads its nested Views (Documentation/RealSwiftUI.md). Values the input cannot supply \
            (properties without values, model members, views, types, constants and modifiers \
            declared in files not given) get documented stand-ins, each reported on standard \
            error as `file:line:column: warning: [source.standIn] …`; --strict makes them errors \
            (exit status 2).

            Without --width/--height the root is laid out in the iPhone 13 Pro profile of \
            ROOT-1: proposed 390×763, centred in the safe area at y = 47 of a 390×844 window, \
            display scale 3. With --width W --height H the root is proposed W×H and centred in a \
            window of that size at the origin; on an axis given as `nil` or `inf` the root's \
            origin is 0. Source errors are printed as file:line:column: message with exit status 2, \
            and a tree beyond --node-limit (default 2,000,000 nodes) or --depth-limit (default \
            200,000 levels) is refused with `error: …` and exit status 2 before any layout.

            --engine constraint lays the tree out with the constraint engine (the tree compiled \
            to one linear model, solved with GLPK) in the --mode given; the output formats are \
            the same. If the constraint engine cannot lay the tree out (a construct it does not \
            encode, a solver failure, or --time-limit running out) it prints `error: \
            <description>` and exits with status 1. With --verbose it prints one line per solver \
            call on standard error.

            Real files' vocabulary (Documentation/RealSwiftUI.md): layout-neutral modifiers \
            (.navigationTitle, .toolbar, .onTapGesture, accessibility, styling) are recorded and \
            shown as "attributes" in JSON and in SVG titles; navigation containers lay out as \
            their content, Button/NavigationLink/Link as their label, controls (Toggle, Slider, \
            TextField, Picker, ...) as labelled stand-ins of iOS's default sizes, List/Form as a \
            ScrollView of 44-pt rows, LazyVGrid/LazyHGrid/Grid as built-in custom layouts.

            The table, JSON or SVG goes to standard output (or --output); CORE-6 warnings go to \
            standard error as `warning: [code] path: message` in every format (JSON also lists \
            them under "diagnostics"). Control characters from the source (in `.id` labels, \
            names, warnings) are shown as escapes such as `\\t` and `\\u{1B}`, never raw. Values \
            that layout makes infinite or NaN are kept (CORE-10): each raises `value.nonFinite`, \
            JSON writes them as null, the table as inf/-inf/nan, and SVG leaves such frames out. A \
            tree too deep for the memory available (each engine needs a stack of 48-64 KB per \
            level) prints `error: not enough memory for a tree N levels deep` and exits with \
            status 1.
            """
    )

    @OptionGroup var layout: LayoutOptions

    @Option(help: "Layout engine: reference or constraint.")
    var engine: EngineChoice = .reference

    @Option(
        help:
            "Constraint-engine mode: exact, lp-only, per-container or milp (default: exact; requires --engine constraint)."
    )
    var mode: ConstraintMode?

    @OptionGroup var timeLimit: TimeLimitOption

    @Flag(
        help:
            "With --engine constraint, print one line per LP solver call (scope, status, rows, columns, binaries, seconds) on standard error."
    )
    var verbose = false

    @Option(help: "Output format: tree, json or svg.")
    var format: OutputFormat = .tree

    @Option(name: .shortAndLong, help: "Write the output to this file instead of standard output.")
    var output: String?

    @OptionGroup var outlines: OutlinesOption

    func validate() throws {
        if mode != nil && engine != .constraint {
            throw ValidationError("--mode applies only to the constraint engine: add --engine constraint")
        }
        if timeLimit.seconds != nil && engine != .constraint {
            throw ValidationError("--time-limit applies only to the constraint engine: add --engine constraint")
        }
    }

    func run() throws {
        let (tree, layouts) = try layout.readTreeAndLayouts()
        let configuration = layout.configuration(with: layouts)
        let result: LayoutResult
        switch engine {
        case .reference:
            try EngineStack.ensure(tree, bytesPerLevel: EngineStack.referenceBytesPerLevel)
            result = try EngineStack.referenceLayout(tree, configuration)
        case .constraint:
            try EngineStack.ensure(tree, bytesPerLevel: EngineStack.constraintBytesPerLevel)
            let engine = timeLimit.applied(to: ConstraintEngine(configuration: configuration, mode: mode ?? .exact))
            let constraintLayout = try engine.layoutOrExit(tree)
            if verbose {
                for record in constraintLayout.solves { printError(record.summaryLine) }
            }
            result = constraintLayout.result
        }
        try layout.exitOnLayoutErrors(layouts)
        printWarnings(result.diagnostics)
        let text: String
        switch format {
        case .tree: text = TreeTableReport().render(tree: tree, result: result)
        case .json:
            let document = RenderJSON.document(tree: tree, result: result)
            if let depth = document.omittedPathsDepth { printError(RenderJSON.pathsOmittedNote(depth: depth)) }
            text = document.text
        case .svg:
            text = SVGReport(
                canvas: configuration.root.window, measurer: configuration.textMeasurer, outlines: outlines.outlines
            ).render(tree: tree, result: result)
        }
        try writeOutput(text, to: output)
    }
}
