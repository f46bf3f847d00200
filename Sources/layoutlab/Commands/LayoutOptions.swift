// LayoutOptions.swift
// layoutlab
//
// The input and layout-environment options shared by `render`, `lp` and `compare`.

import ArgumentParser
import EngineConfiguration
import Foundation
import LayoutCore
import LayoutReport
import LayoutSource

/// `FILE|-`, `--width/--height`, `--scale`, `--text-metrics` and `--image`: what to lay out and
/// in which root environment.
struct LayoutOptions: ParsableArguments {
    @Argument(help: "A SwiftUI source file, or - for standard input.")
    var input: String

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
            "Intrinsic size of an image, NAME=WIDTHxHEIGHT (repeatable), for Image(\"NAME\") and Image(systemName: \"NAME\"); unknown images are 0×0 with a warning."
    )
    var images: [ImageSizeOption] = []

    /// The display scales `--scale` accepts: every real device scale (1, 2, 3) with room for
    /// experiments, and no value whose pixel grid (ROUND-1) overflows or vanishes.
    static let scaleRange = 0.01...100.0

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

    /// The parsed input. Unreadable or unsupported source is reported on standard error as
    /// `file:line:column: message` and exits with status 2; too little memory for a tree this
    /// deep as `error: not enough memory …` with status 1, as in layout.
    func readTree() throws -> ViewTree {
        let (source, fileName) = try readInput()
        do {
            return try SwiftUISourceParser.parse(source, fileName: fileName)
        } catch  where error.isResourceLimit {
            printError("error: \(error.message)")
            throw ExitCode(1)
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
    }

    private func readInput() throws -> (String, String) {
        if input == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return (String(decoding: data, as: UTF8.self), "<stdin>")
        }
        guard let data = FileManager.default.contents(atPath: input) else {
            printError("\(input): cannot read file")
            throw ExitCode(2)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            printError("\(input):1:1: file is not valid UTF-8")
            throw ExitCode(2)
        }
        return (text, input)
    }
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

/// The stack each engine asks `withStack` for per tree level: `ReferenceEngine.layout` 48 KB,
/// `ConstraintEngine.layout` and `program(for:)` 64 KB (CLITests checks these against the
/// engines' sources). The engines cannot report a stack they could not get, so the commands
/// check first.
enum EngineStack {
    static let referenceBytesPerLevel = 48 * 1024
    static let constraintBytesPerLevel = 64 * 1024

    /// Exit status 1 with `error: not enough memory for a tree N levels deep` when a thread with
    /// the stack for `tree` at `bytesPerLevel` cannot be made now.
    static func ensure(_ tree: ViewTree, bytesPerLevel: Int) throws {
        let depth = tree.depth()
        guard canReserveStack(forDepth: depth, bytesPerLevel: bytesPerLevel) else {
            printError("error: not enough memory for a tree \(depth) levels deep")
            throw ExitCode(1)
        }
    }
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
