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
        abstract:
            "Lay out SwiftUI source over an interval of root widths (or heights) and list where the layout changes.",
        discussion: """
            The root is proposed W × --height in a window of that size at the origin, for every W in \
            --width A...B at once (or --width × W for every W in --height A...B): the constraint \
            engine compiles the tree with W as a model column, so on each piece of [A, B] every frame \
            is c0 + c1·W; GLPK finds each piece's extent (glp_exact re-solves it in rational \
            arithmetic unless --no-exact), and the ends printed are its rows' exact roots, rounded \
            once, which GLPK's must match. A tie (a decision within rounding at a width) is listed \
            as `tie: RULE at node PATH, W = …`. Checks: truncation (a Text shows fewer lines than its \
            string needs at its laid-out width, TEXT-4), overflow (a frame beyond its parent's by more \
            than 1e-6 pt), overlap (two children of an HStack/VStack overlapping), each as W intervals \
            with a witness. A construct with no affine answer (a custom Layout proposed a \
            W-dependent size) is `error: node PATH (RULE) is not affine in W: …` with exit status 1; \
            a bad interval is a usage error (64). With both --width A...B and --height C...D the \
            question is asked of the box of root sizes at once through the milp formulation (W \
            and H as columns): for each check and node, whether some (W, H) violates it, a witness \
            (re-checked by the one-parameter walk at that point) and the smallest box holding every \
            violating (W, H); a decision the formulation keeps fixed that changes inside the box is \
            `error: node PATH (RULE): … changes inside the box (at W = …, H = …)`, exit status 1, \
            and so is a layout with lengths beyond 1e6 pt (GLPK's tolerances there exceed CORE-7's). \
            --sample STEP renders with the reference engine at A, A + STEP, … and reports every value \
            where its frames differ from the pieces' (exit status 1 if any); a value within rounding \
            of a listed tie where the reference engine's layout is neither neighbour's is listed \
            apart, as at that tie.
            """
    )

    @Argument(help: ArgumentHelp("SwiftUI source files and folders, or - (as in render).", valueName: "file-or-folder"))
    var inputs: [String]

    @Option(name: .customLong("root"), help: ArgumentHelp("Lay out this View struct.", valueName: "TypeName"))
    var rootType: String?

    @Flag(help: "Make every stand-in an error (as in render).")
    var strict = false

    // Unconditional: a value such as `-5...10` is the option's (and refused by its own message),
    // not taken for another option.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The interval of root widths, A...B with 0 ≤ A ≤ B finite; or, with --height A...B, the root width (a number ≥ 0, nil or inf).",
            valueName: "A...B|W"))
    var width: String

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Root proposal height: a number ≥ 0, nil or inf (default nil); or A...B to make the height the parameter W instead of the width.",
            valueName: "H|A...B"))
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

    @Option(
        parsing: .unconditional, help: "Cross-check: render with the reference engine every STEP points and compare.")
    var sample: Double?

    @Flag(help: "Solve the extent LPs in floating point only (no glp_exact re-solve).")
    var noExact = false

    @Option(
        name: .customLong("max-views"), parsing: .unconditional,
        help: ArgumentHelp(
            "The most views reading the source may produce, a positive integer (default 2,000,000; as in render).",
            valueName: "n"))
    var maxViews: Int?

    func validate() throws {
        if let sample, !(sample > 0 && sample.isFinite) { throw ValidationError("--sample must be a number > 0") }
        if let maxViews, maxViews < 1 {
            throw ValidationError("--max-views must be a positive integer (got \(maxViews))")
        }
        guard scale >= 0.01 && scale <= 100 else { throw ValidationError("--scale must be from 0.01 to 100") }
        switch (width.contains("..."), height.contains("...")) {
        case (true, true):
            if sample != nil { throw ValidationError("--sample needs one parameter (--width or --height an interval)") }
        case (false, false): throw ValidationError("--width or --height must be an interval A...B")
        case (true, false):
            try validateSampleCount(width)
            guard Self.component(height) != nil else {
                throw ValidationError("--height must be a number ≥ 0, nil or inf")
            }
        case (false, true):
            try validateSampleCount(height)
            guard Self.component(width) != nil else {
                throw ValidationError("--width must be a number ≥ 0, nil or inf")
            }
        }
    }

    /// At most 1e9 widths for `--sample` over `interval` (when it parses; `run` reports a bad one).
    func validateSampleCount(_ interval: String) throws {
        guard let sample, let range = try? BreakpointInterval.parse(interval, option: "") else { return }
        let widths = (range.upperBound - range.lowerBound) / sample
        if widths > BreakpointSampling.maximumWidths {
            throw ValidationError(
                "--sample \(sample) over \(interval) renders more than 1,000,000,000 widths; take a larger STEP")
        }
    }

    /// A fixed proposal component: `.some(nil)` for `nil`, ∞ for `inf`, a number ≥ 0; nil if invalid.
    static func component(_ text: String) -> Double?? {
        if text == "nil" { return .some(nil) }
        if text == "inf" { return .some(.infinity) }
        guard let v = Double(text), v >= 0, v.isFinite else { return nil }
        return .some(v)
    }

    /// The parameter's axis, its interval text and the other component's value.
    var parameter: (axis: Axis, interval: String, fixed: Double?) {
        width.contains("...")
            ? (.horizontal, width, Self.component(height) ?? nil) : (.vertical, height, Self.component(width) ?? nil)
    }

    /// The shared layout options (`LayoutOptions`) this command was given, as arguments.
    private var layoutArguments: [String] {
        var arguments = inputs + ["--text-metrics", textMetrics, "--scale", "\(scale)"]
        for image in images { arguments += ["--image", image] }
        if let rootType { arguments += ["--root", rootType] }
        if strict { arguments.append("--strict") }
        if let maxViews { arguments += ["--max-views", "\(maxViews)"] }
        return arguments
    }

    func run() throws {
        if width.contains("...") && height.contains("...") { return try runRegion() }
        let (axis, intervalText, fixed) = parameter
        let interval: ClosedRange<Double>
        do {
            interval = try BreakpointInterval.parse(intervalText, option: axis == .horizontal ? "--width" : "--height")
        } catch {
            printError("error: \(error)")
            throw ExitCode(64)
        }
        let arguments = layoutArguments
        let layout = try LayoutOptions.parse(arguments)
        let (tree, layouts) = try layout.readTreeAndLayouts()
        try EngineStack.ensure(tree, bytesPerLevel: EngineStack.constraintBytesPerLevel)
        var configuration = layout.configuration(with: layouts)
        let compiler = SymbolicRootCompiler(
            configuration: configuration, fixed: fixed, axis: axis, certifiesExactly: !noExact)
        let analysis: BreakpointAnalysis
        do { analysis = try BreakpointWalker(compiler: compiler).walk(tree, over: interval) } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        try layout.exitOnLayoutErrors(layouts)
        let violations = LayoutChecks.violations(checks, of: analysis, tree: tree)
        switch format {
        case .text:
            writeStandardOutput(BreakpointReport.text(analysis, violations: violations, tree: tree, axis: axis))
        case .json:
            writeStandardOutput(BreakpointReport.json(analysis, violations: violations, tree: tree, axis: axis))
        }
        if let sample {
            let disagreements = try BreakpointSampling.disagreements(
                analysis, tree: tree, configuration: compiler, step: sample)
            for line in disagreements.lines + disagreements.atTies { printError(line) }
            let count = disagreements.lines.count
            let atTies =
                disagreements.atTies.isEmpty
                ? "" : ", \(disagreements.atTies.count) at ties (neither neighbour's layout)"
            printError("sample: \(disagreements.widths) values of W rendered, \(count) disagreements\(atTies)")
            if !disagreements.lines.isEmpty { throw ExitCode(1) }
        }
    }
}

extension BreakpointsCommand {
    /// Both --width and --height intervals: the region question through the milp formulation.
    func runRegion() throws {
        let box: RegionBox
        do {
            box = RegionBox(
                width: try BreakpointInterval.parse(width, option: "--width"),
                height: try BreakpointInterval.parse(height, option: "--height"))
        } catch {
            printError("error: \(error)")
            throw ExitCode(64)
        }
        let arguments = layoutArguments
        let layout = try LayoutOptions.parse(arguments)
        let (tree, layouts) = try layout.readTreeAndLayouts()
        try EngineStack.ensure(tree, bytesPerLevel: EngineStack.constraintBytesPerLevel)
        let configuration = layout.configuration(with: layouts)
        let analysis: RegionAnalysis
        do {
            analysis = try RegionQuestion.analyse(tree, configuration: configuration, box: box, checks: checks)
        } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        try layout.exitOnLayoutErrors(layouts)
        switch format {
        case .text: writeStandardOutput(BreakpointReport.regionText(analysis))
        case .json: writeStandardOutput(BreakpointReport.regionJSON(analysis))
        }
    }
}

enum BreakpointsFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}

extension LayoutCheck: ExpressibleByArgument {}
