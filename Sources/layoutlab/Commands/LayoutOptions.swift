// LayoutOptions.swift
// layoutlab
//
// The input and layout-environment options shared by `render`, `lp` and `compare`.

import ArgumentParser
import EngineConfiguration
import Foundation
import LayoutCore
import LayoutSource

/// `FILE|-`, `--width/--height`, `--scale`, `--text-metrics` and `--image`: what to lay out and
/// in which root environment.
struct LayoutOptions: ParsableArguments {
    @Argument(help: "A SwiftUI source file, or - for standard input.")
    var input: String

    @Option(help: "Root proposal width: a number, nil or inf (requires --height).")
    var width: ProposalValue?

    @Option(help: "Root proposal height: a number, nil or inf (requires --width).")
    var height: ProposalValue?

    @Option(help: "Display scale for rounding display frames (default 3 for the iPhone profile, 1 otherwise).")
    var scale: Double?

    @Option(
        name: .customLong("text-metrics"),
        help:
            "Text measurer: `default` (Inter widths with system-font line metrics, Documentation/TextMetrics.md) or `mono:ADVANCE,LINEHEIGHT` (TEXT-8)."
    )
    var textMetrics: TextMetricsOption = .standard

    @Option(
        name: .customLong("image"),
        help:
            "Intrinsic size of an image, NAME=WIDTHxHEIGHT (repeatable), for Image(\"NAME\") and Image(systemName: \"NAME\"); unknown images are 0×0 with a warning."
    )
    var images: [ImageSizeOption] = []

    func validate() throws {
        if (width == nil) != (height == nil) {
            throw ValidationError("--width and --height must be given together")
        }
        if let scale, !(scale.isFinite && scale > 0) {
            throw ValidationError("--scale must be a positive number")
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

    /// The parsed input. Unreadable or unsupported source is reported on standard error as
    /// `file:line:column: message` and exits with status 2.
    func readTree() throws -> ViewTree {
        let (source, fileName) = try readInput()
        do {
            return try SwiftUISourceParser.parse(source, fileName: fileName)
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

/// Writes `line` and a newline to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data("\(line)\n".utf8))
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
