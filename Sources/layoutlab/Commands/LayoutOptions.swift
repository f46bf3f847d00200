// LayoutOptions.swift
// layoutlab
//
// The input, layout-environment and tree-size options shared by `render`, `lp` and `compare`.

import ArgumentParser
import ConstraintEngine
import EngineConfiguration
import Foundation
import LayoutCore
import LayoutInterpreter
import LayoutPipeline
import LayoutReport
import LayoutSource
import ReferenceEngine

/// `FILE_OR_FOLDER...|-`, `--root`, `--strict`, `--width/--height`, `--scale`, `--text-metrics`
/// and `--image`: what to lay out and in which root environment; `--max-views`: the most views
/// reading the source may produce; `--node-limit` and `--depth-limit`: the largest tree accepted.
struct LayoutOptions: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "SwiftUI source files and folders (every *.swift inside, recursively, in sorted order; hidden folders and .build are skipped), or - for standard input. A view declared in any file is usable from all; the first file is the main file, whose #Preview (else PreviewProvider, playground live view, top-level views, or the one View no other View there uses; several: a guess with a warning) is the root.",
            valueName: "file-or-folder"))
    var inputs: [String]

    @Option(
        name: .customLong("root"),
        help: ArgumentHelp(
            "Lay out this View struct (its properties without values get stand-ins) instead of choosing the root.",
            valueName: "TypeName"))
    var rootType: String?

    @Flag(
        help:
            "Make every stand-in an error: a property without a value, a model member, a view, type, call or modifier the input does not declare, a guessed root (without it they are warnings on standard error)."
    )
    var strict = false

    // `.unconditional`: `--width -1` reads -1 as the value (and validate() rejects it) instead
    // of taking it for an option and reporting a missing value.
    @Option(parsing: .unconditional, help: "Root proposal width: a number ≥ 0, nil or inf (requires --height).")
    var width: ProposalValue?

    @Option(parsing: .unconditional, help: "Root proposal height: a number ≥ 0, nil or inf (requires --width).")
    var height: ProposalValue?

    @Option(
        parsing: .unconditional,
        help:
            "Display scale for rounding display frames, from 0.01 to 100 (default 3 for the iPhone profile, 1 otherwise)."
    )
    var scale: Double?

    @Option(
        name: .customLong("text-metrics"),
        help:
            "Text measurer: `default` (Inter widths with system-font line metrics, Documentation/TextMetrics.md) or `mono:ADVANCE,LINEHEIGHT` (TEXT-8) with 0 ≤ ADVANCE ≤ 1000 (0: all text is 0 wide) and 0 < LINEHEIGHT ≤ 1000."
    )
    var textMetrics: TextMetricsOption = .standard

    @Option(
        name: .customLong("image"),
        help:
            "Intrinsic size of an image, NAME=WIDTHxHEIGHT (repeatable), for Image(\"NAME\") and Image(systemName: \"NAME\"); unknown asset images are 0×0 with a warning, unknown symbols a square of their font's line."
    )
    var images: [ImageSizeOption] = []

    @Option(
        name: .customLong("max-views"), parsing: .unconditional,
        help: ArgumentHelp(
            "The most views reading the source may produce, a positive integer (default 2,000,000): each view once per use, a ForEach's content once per item, a custom view's body once per instance (layout modifiers such as .frame and .padding are not views). Past it reading stops with `FILE:LINE:COLUMN: the view is too large: more than N views (--max-views N)` and exit status 2.",
            valueName: "n")
    )
    var maxViewsOption: Int?

    @Option(
        name: .customLong("node-limit"), parsing: .unconditional,
        help: ArgumentHelp(
            "The most nodes the parsed tree may have, a positive integer (default 2,000,000); a larger tree is refused before layout with `error: the tree has N nodes, more than --node-limit L` and exit status 2.",
            valueName: "n")
    )
    var nodeLimitOption: Int?

    @Option(
        name: .customLong("depth-limit"), parsing: .unconditional,
        help: ArgumentHelp(
            "The most levels the parsed tree may have, from 1 to 1,000,000 (default 200,000); a deeper tree is refused before layout with `error: the tree is N levels deep, more than --depth-limit L` and exit status 2.",
            valueName: "n")
    )
    var depthLimitOption: Int?

    // Optional options with the default applied here, so that the help shows the default once,
    // with its thousands grouped, in the text above.
    var maxViews: Int { maxViewsOption ?? SourceBundle.defaultViewLimit }
    var nodeLimit: Int { nodeLimitOption ?? Self.defaultNodeLimit }
    var depthLimit: Int { depthLimitOption ?? Self.defaultDepthLimit }

    /// The display scales `--scale` accepts: every real device scale (1, 2, 3) with room for
    /// experiments, and no value whose pixel grid (ROUND-1) overflows or vanishes.
    static let scaleRange = 0.01...100.0

    /// `--node-limit`'s default: twenty times the 100,000-node trees the stress tests lay out.
    static let defaultNodeLimit = 2_000_000
    /// `--depth-limit`'s default: twice the 100,000-deep chains the stress tests lay out; a
    /// 200,000-deep tree needs a 12.5 GB stack reservation for the constraint engine (64 KB per
    /// level, address space only until touched).
    static let defaultDepthLimit = 200_000
    /// The deepest `--depth-limit`: the constraint engine's 64 KB per level must fit the 64 GB a
    /// large-stack thread may get (`withReservedStack` refuses more).
    static let maximumDepthLimit = 1_000_000

    func validate() throws {
        for (name, value) in [("--width", width), ("--height", height)] {
            if let invalid = value?.invalidArgument {
                throw ValidationError("\(name) must be a number ≥ 0, nil or inf (got '\(terminalEscaped(invalid))')")
            }
        }
        if (width == nil) != (height == nil) {
            throw ValidationError("--width and --height must be given together")
        }
        if let scale, !Self.scaleRange.contains(scale) {
            throw ValidationError("--scale must be a number from 0.01 to 100 (got \(optionNumber(scale)))")
        }
        if let problem = textMetrics.problem { throw ValidationError(problem) }
        if maxViews < 1 {
            throw ValidationError("--max-views must be a positive integer (got \(maxViews))")
        }
        if nodeLimit < 1 {
            throw ValidationError("--node-limit must be a positive integer (got \(nodeLimit))")
        }
        if !(1...Self.maximumDepthLimit).contains(depthLimit) {
            throw ValidationError("--depth-limit must be an integer from 1 to 1,000,000 (got \(depthLimit))")
        }
    }

    /// ROOT-1's iPhone profile, or a window of exactly the given size.
    var rootEnvironment: RootEnvironment {
        guard let width, let height else {
            var profile = RootEnvironment.iPhone13Pro
            if let scale { profile.scale = scale }
            return profile
        }
        return .window(width: width.value, height: height.value, scale: scale ?? 1)
    }

    /// The root environment, text measurer and image sizes, for either engine.
    var configuration: LayoutConfiguration {
        var catalog = ImageCatalog()
        for image in images { catalog.sizes[image.name] = image.size }
        return LayoutConfiguration(root: rootEnvironment, textMeasurer: textMetrics.measurer, images: catalog)
    }

    /// ``configuration`` with the input's declared layouts registered (LAYOUTPROTO-1).
    func configuration(with layouts: SourceLayoutLibrary) -> LayoutConfiguration {
        var result = configuration
        result.layouts = layouts.registry(extending: .standard)
        return result
    }

    /// A declared layout that failed while running (step budget, nil unwrapped, wrong types) is a
    /// source error: each is printed as `file:line:column: message`, exit status 2.
    func exitOnLayoutErrors(_ layouts: SourceLayoutLibrary) throws {
        let errors = layouts.runtimeErrors
        guard !errors.isEmpty else { return }
        for error in errors { printError("\(error)") }
        throw ExitCode(2)
    }

    /// The parsed input. Unreadable or unsupported source is reported on standard error as
    /// `file:line:column: message` and exits with status 2, and so does a tree beyond
    /// `--node-limit` or `--depth-limit` (the input is refused, like the parser's nesting limit);
    /// too little memory for a tree this deep as `error: not enough memory …` with status 1, as in
    /// layout.
    func readTree() throws -> ViewTree { try readTreeAndLayouts().tree }

    /// The parsed input and the custom layouts it declares (run by LayoutInterpreter; give
    /// ``configuration(with:)`` to the engines and check ``exitOnLayoutErrors(_:)`` afterwards).
    /// Source warnings (stand-ins, root choice) go to standard error.
    func readTreeAndLayouts() throws -> (tree: ViewTree, layouts: SourceLayoutLibrary) {
        let bundle = SourceBundle(
            files: try SourceInput.read(inputs), rootType: rootType, isStrict: strict, viewLimit: maxViews)
        let read: ReadSource
        do throws(SourceError) {
            read = try SourceReading.read(bundle)
        } catch  where error.isResourceLimit {
            printError("error: \(error.message)")
            throw ExitCode(1)
        } catch  where error.isViewLimit {
            printError("\(error) (--max-views \(groupedDigits(maxViews)))")
            throw ExitCode(2)
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        for warning in read.warnings { printError("\(warning)") }
        do throws(TreeLimitError) {
            try SourceReading.check(read.tree, against: TreeLimits(nodes: nodeLimit, depth: depthLimit))
        } catch .tooManyNodes(let count, let limit) {
            printError(
                "error: the tree has \(groupedDigits(count)) nodes, more than --node-limit \(groupedDigits(limit))")
            throw ExitCode(2)
        } catch .tooDeep(let depth, let limit) {
            printError(
                "error: the tree is \(groupedDigits(depth)) levels deep, more than --depth-limit \(groupedDigits(limit))"
            )
            throw ExitCode(2)
        }
        return (read.tree, read.layouts)
    }
}

/// `n` with a comma every three digits: `2,000,001`.
func groupedDigits(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (index, digit) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
        out.append(digit)
    }
    return (n < 0 ? "-" : "") + out
}

/// Writes `line` and a newline to standard error, its control characters escaped
/// (``terminalEscaped(_:)``): messages quote source text and file names.
func printError(_ line: String) {
    FileHandle.standardError.write(Data("\(terminalEscaped(line))\n".utf8))
}

/// Writes the CORE-6 warnings of a layout to standard error, one line each, escaped; the
/// table, JSON or SVG on standard output stays clean.
func printWarnings(_ diagnostics: [Diagnostic]) {
    let text = WarningsReport().render(diagnostics)
    if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
}

/// The stack each engine reserves per tree level (`ReferenceEngine.stackBytesPerLevel`, 48 KB;
/// `ConstraintEngine.stackBytesPerLevel`, 64 KB). The commands check both before laying out, so
/// `compare` says so before running either engine; the engines' own checked entry points
/// (`checkedLayout`, `ConstraintEngineError.stackUnavailable`) cover memory that runs out
/// between the check and the layout. Either way the CLI never dies by a signal for want of stack.
enum EngineStack {
    static let referenceBytesPerLevel = ReferenceEngine.stackBytesPerLevel
    static let constraintBytesPerLevel = ConstraintEngine.stackBytesPerLevel

    /// Exit status 1 with `error: not enough memory for a tree N levels deep` when a thread with
    /// the stack for `tree` at `bytesPerLevel` cannot be made now.
    static func ensure(_ tree: ViewTree, bytesPerLevel: Int) throws {
        let depth = tree.depth()
        guard canReserveStack(forDepth: depth, bytesPerLevel: bytesPerLevel) else {
            printError(StackReservationError(depth: depth, bytes: depth &* bytesPerLevel).errorLine)
            throw ExitCode(1)
        }
    }

    /// The reference engine's layout of `tree`, or exit status 1 with `error: not enough memory
    /// for a tree N levels deep` when its stack cannot be reserved.
    static func referenceLayout(_ tree: ViewTree, _ configuration: LayoutConfiguration) throws -> LayoutResult {
        do {
            return try ReferenceEngine(configuration: configuration).checkedLayout(tree)
        } catch {
            printError(error.errorLine)
            throw ExitCode(1)
        }
    }
}

extension StackReservationError {
    /// `error: not enough memory for a tree N levels deep`.
    var errorLine: String { "error: \(description)" }
}

/// Writes `text` to `path`, or to standard output when `path` is nil; exit status 2 if the file
/// cannot be written.
func writeOutput(_ text: String, to path: String?) throws {
    guard let path else {
        FileHandle.standardOutput.write(Data(text.utf8))
        return
    }
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
        printError("\(path): cannot write: \(error.localizedDescription)")
        throw ExitCode(2)
    }
}

/// Writes `text` to standard output.
func writeStandardOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}
