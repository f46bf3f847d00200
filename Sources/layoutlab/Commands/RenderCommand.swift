// RenderCommand.swift
// layoutlab
//
// `layoutlab render FILE|-`: parse, lay out with the reference engine, report.

import ArgumentParser
import Foundation
import LayoutCore
import LayoutReport
import LayoutSource
import ReferenceEngine

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lay out SwiftUI source and print the frames.",
        discussion: """
            Without --width/--height the root is laid out in the iPhone 13 Pro profile of \
            ROOT-1: proposed 390×763, centred in the safe area at y = 47 of a 390×844 window, \
            display scale 3. With --width W --height H the root is proposed W×H and centred in a \
            window of that size at the origin; on an axis given as `nil` or `inf` the root's \
            origin is 0. Source errors are printed as file:line:column: message with exit status 2.
            """
    )

    @Argument(help: "A SwiftUI source file, or - for standard input.")
    var input: String

    @Option(help: "Root proposal width: a number, nil or inf (requires --height).")
    var width: ProposalValue?

    @Option(help: "Root proposal height: a number, nil or inf (requires --width).")
    var height: ProposalValue?

    @Option(help: "Display scale for rounding display frames (default 3 for the iPhone profile, 1 otherwise).")
    var scale: Double?

    @Option(name: .customLong("text-metrics"),
            help: "Text measurer: `default` (Inter widths with system-font line metrics, Documentation/TextMetrics.md) or `mono:ADVANCE,LINEHEIGHT` (TEXT-8).")
    var textMetrics: TextMetricsOption = .standard

    @Option(name: .customLong("image"),
            help: "Intrinsic size of an image, NAME=WIDTHxHEIGHT (repeatable), for Image(\"NAME\") and Image(systemName: \"NAME\"); unknown images are 0×0 with a warning.")
    var images: [ImageSizeOption] = []

    @Option(help: "Output format: tree, json or svg.")
    var format: OutputFormat = .tree

    @Option(name: .shortAndLong, help: "Write the output to this file instead of standard output.")
    var output: String?

    /// The deepest tree whose JSON nodes carry their `path`.
    static let maximumDepthWithPaths = 10_000

    func validate() throws {
        if (width == nil) != (height == nil) {
            throw ValidationError("--width and --height must be given together")
        }
        if let scale, !(scale.isFinite && scale > 0) {
            throw ValidationError("--scale must be a positive number")
        }
    }

    func run() throws {
        let (source, fileName) = try readInput()
        let tree: ViewTree
        do {
            tree = try SwiftUISourceParser.parse(source, fileName: fileName)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(2)
        }
        let root = rootEnvironment()
        var catalog = ImageCatalog()
        for image in images { catalog.sizes[image.name] = image.size }
        let engine = ReferenceEngine(configuration: LayoutConfiguration(
            root: root, textMeasurer: textMetrics.measurer, images: catalog))
        let result = engine.layout(tree)
        let text: String
        switch format {
        case .tree: text = TreeTableReport().render(tree: tree, result: result)
        case .json:
            // Paths cost O(depth) bytes per node; past this depth they are left out (stderr says so).
            let depth = tree.depth()
            let includePaths = depth <= Self.maximumDepthWithPaths
            if !includePaths {
                FileHandle.standardError.write(Data(
                    "note: \"path\" omitted from JSON nodes: the tree is \(depth) levels deep (limit \(Self.maximumDepthWithPaths))\n".utf8))
            }
            text = JSONReport(includePaths: includePaths).render(tree: tree, result: result)
        case .svg: text = SVGReport(canvas: root.window).render(tree: tree, result: result)
        }
        try write(text)
    }

    /// ROOT-1's iPhone profile, or a window of exactly the given size.
    private func rootEnvironment() -> RootEnvironment {
        guard let width, let height else {
            var profile = RootEnvironment.iPhone13Pro
            if let scale { profile.scale = scale }
            return profile
        }
        return .window(width: width.value, height: height.value, scale: scale ?? 1)
    }

    private func readInput() throws -> (String, String) {
        if input == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return (String(decoding: data, as: UTF8.self), "<stdin>")
        }
        guard let data = FileManager.default.contents(atPath: input) else {
            FileHandle.standardError.write(Data("\(input): cannot read file\n".utf8))
            throw ExitCode(2)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            FileHandle.standardError.write(Data("\(input):1:1: file is not valid UTF-8\n".utf8))
            throw ExitCode(2)
        }
        return (text, input)
    }

    private func write(_ text: String) throws {
        guard let output else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            FileHandle.standardError.write(Data("\(output): cannot write: \(error.localizedDescription)\n".utf8))
            throw ExitCode(2)
        }
    }
}
