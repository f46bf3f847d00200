// BreakpointsCommand.swift
// layoutlab
//
// `layoutlab breakpoints FILE... --width A...B`: the layout over every root width of [A, B] at
// once (Breakpoints module, Documentation/Breakpoints.md), the checks as W intervals, and
// `--sample STEP`, the cross-check against the reference engine at every STEP.

import ArgumentParser
import Breakpoints
import ConstraintEngine
import EngineConfiguration
import LayoutCore

struct BreakpointsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "breakpoints",
        abstract: "Lay out SwiftUI source over an interval of root widths and list where the layout changes.",
        discussion: """
            The root is proposed W × --height in a window of that size at the origin, for every W in \
            --width A...B at once: the constraint engine compiles the tree with W as a model column, \
            so on each piece of [A, B] every frame is c0 + c1·W; GLPK finds each piece's extent \
            (glp_exact re-solves it in rational arithmetic unless --no-exact). Checks: truncation \
            (a Text shows fewer lines than its string needs at its laid-out width, TEXT-4), \
            overflow (a frame beyond its parent's by more than 1e-6 pt), overlap (two children of \
            an HStack/VStack overlapping). A construct with no affine answer (a custom Layout \
            proposed a width-dependent size) is `error: node PATH (RULE) is not affine in the \
            width: …` with exit status 1. --sample STEP renders with the reference engine at A, \
            A + STEP, … and reports every width where its frames differ from the pieces' (exit \
            status 1 if any).
            """
    )

    @Argument(help: ArgumentHelp("SwiftUI source files and folders, or - (as in render).", valueName: "file-or-folder"))
    var inputs: [String]

    @Option(name: .customLong("root"), help: ArgumentHelp("Lay out this View struct.", valueName: "TypeName"))
    var rootType: String?

    @Flag(help: "Make every stand-in an error (as in render).")
    var strict = false

    @Option(help: ArgumentHelp("The interval of root widths, A...B with 0 ≤ A ≤ B finite.", valueName: "A...B"))
    var width: String

    @Option(parsing: .unconditional, help: "Root proposal height: a number ≥ 0, nil or inf (default nil).")
    var height: String = "nil"

    @Option(parsing: .unconditional, help: "Display scale, from 0.01 to 100 (default 1).")
    var scale: Double = 1

    @Option(
        name: .customLong("text-metrics"), help: "Text measurer: default or mono:ADVANCE,LINEHEIGHT (as in render).")
    var textMetrics: String = "default"

    @Option(name: .customLong("image"), help: "Intrinsic size of an image, NAME=WIDTHxHEIGHT (repeatable).")
    var images: [String] = []

    @Option(name: .customLong("check"), help: "A check to run: truncation, overflow or overlap (repeatable).")
    var checks: [LayoutCheck] = []

    @Option(help: "Output format: text or json.")
    var format: BreakpointsFormat = .text

    @Option(help: "Cross-check: render with the reference engine every STEP points and compare.")
    var sample: Double?

    @Flag(help: "Solve the extent LPs in floating point only (no glp_exact re-solve).")
    var noExact = false

    func validate() throws {
        if let sample, !(sample > 0 && sample.isFinite) { throw ValidationError("--sample must be a number > 0") }
        guard scale >= 0.01 && scale <= 100 else { throw ValidationError("--scale must be from 0.01 to 100") }
        guard heightValue != nil || ["nil", "inf"].contains(height) else {
            throw ValidationError("--height must be a number ≥ 0, nil or inf")
        }
    }

    /// `--height` as a proposal component (nil for `nil`; ∞ for `inf`).
    var heightValue: Double? {
        if height == "inf" { return .infinity }
        guard let v = Double(height), v >= 0 else { return nil }
        return v
    }

    func run() throws {
        let interval: ClosedRange<Double>
        do { interval = try BreakpointInterval.parse(width) } catch {
            printError("error: \(error)")
            throw ExitCode(64)
        }
        var arguments = inputs + ["--text-metrics", textMetrics, "--scale", "\(scale)"]
        for image in images { arguments += ["--image", image] }
        if let rootType { arguments += ["--root", rootType] }
        if strict { arguments.append("--strict") }
        let layout = try LayoutOptions.parse(arguments)
        let (tree, layouts) = try layout.readTreeAndLayouts()
        try EngineStack.ensure(tree, bytesPerLevel: EngineStack.constraintBytesPerLevel)
        var configuration = layout.configuration(with: layouts)
        configuration.root = .window(width: interval.lowerBound, height: heightValue, scale: scale)
        let compiler = SymbolicWidthCompiler(
            configuration: configuration, height: heightValue, certifiesExactly: !noExact)
        let analysis: BreakpointAnalysis
        do { analysis = try BreakpointWalker(compiler: compiler).walk(tree, over: interval) } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        try layout.exitOnLayoutErrors(layouts)
        let violations = LayoutChecks.violations(checks, of: analysis, tree: tree)
        switch format {
        case .text: writeStandardOutput(BreakpointReport.text(analysis, violations: violations, tree: tree))
        case .json: writeStandardOutput(BreakpointReport.json(analysis, violations: violations, tree: tree))
        }
        if let sample {
            let disagreements = try BreakpointSampling.disagreements(
                analysis, tree: tree, configuration: configuration, height: heightValue, step: sample)
            for line in disagreements.lines { printError(line) }
            printError("sample: \(disagreements.widths) widths rendered, \(disagreements.lines.count) disagreements")
            if !disagreements.lines.isEmpty { throw ExitCode(1) }
        }
    }
}

enum BreakpointsFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}

extension LayoutCheck: ExpressibleByArgument {}
