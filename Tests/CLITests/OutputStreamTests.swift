// OutputStreamTests.swift
// CLITests
//
// What goes where: tables, JSON and SVG on standard output, CORE-6 warnings on standard error in
// every format and command; control characters from the source never reach either raw.

import Foundation
import Testing

/// A frame with an invalid width (CORE-6 `frame.invalidDimension`), labelled with ESC, TAB and
/// NUL, and an unknown image whose name holds ESC and BEL.
private let warned = """
    VStack {
        Text("a").frame(width: -5).id("x\\u{1B}[31my\\t\\0z")
        Image("bad\\u{1B}]0;title\\u{7}name")
    }
    """

/// Whether `text` holds a C0 control other than LF (and TAB, where `allowingTabs`: XML allows
/// it in SVG text), or DEL, or a C1 control.
private func hasRawControl(_ text: String, allowingTabs: Bool = false) -> Bool {
    text.unicodeScalars.contains {
        ($0.value < 0x20 && $0 != "\n" && !(allowingTabs && $0 == "\t")) || (0x7F...0x9F).contains($0.value)
    }
}

@Suite("layoutlab output streams")
struct OutputStreamTests {
    @Test("CORE-6 warnings go to standard error in every format and engine, never into the table")
    func warningsOnStandardError() throws {
        let widthWarning = "warning: [frame.invalidDimension] 0.0: "
        for engine in ["reference", "constraint"] {
            for format in ["tree", "json", "svg"] {
                let run = try layoutlab(["render", "-", "--engine", engine, "--format", format], input: warned)
                #expect(run.status == 0, "\(engine) \(format): \(run.stderr)")
                #expect(!run.stdout.contains("warning"), "\(engine) \(format)")
                let lines = run.stderr.split(separator: "\n")
                #expect(lines.contains { $0.hasPrefix(widthWarning) }, "\(engine) \(format): \(run.stderr)")
                #expect(lines.allSatisfy { $0.hasPrefix("warning: [") }, "\(engine) \(format): \(run.stderr)")
            }
        }
        let tree = try layoutlab(["render", "-"], input: warned)
        #expect(tree.stdout.hasPrefix("kind "))
        #expect(tree.stdout.split(separator: "\n").count == 5) // header, VStack, frame, Text, Image
        let json = try layoutlab(["render", "-", "--format", "json"], input: warned)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["diagnostics"] as? [Any])?.count == 2)
    }

    @Test("compare prints its rows on standard output and each distinct warning once on standard error")
    func compareWarnings() throws {
        let run = try layoutlab(["compare", "-"], input: warned)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("warning"))
        #expect(run.stdout.contains("all 4 nodes agree"))
        let lines = run.stderr.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix("warning: [") }, "\(run.stderr)")
        #expect(Set(lines).count == lines.count)
    }

    @Test("labels and warnings show control characters as escapes, never raw")
    func controlCharacters() throws {
        let tree = try layoutlab(["render", "-"], input: warned)
        #expect(!hasRawControl(tree.stdout) && !hasRawControl(tree.stderr))
        #expect(tree.stdout.contains("\n  frame   x\\u{1B}[31my\\t\\0z  (190.333, "), "\(tree.stdout)")
        #expect(
            tree.stderr.contains(
                "warning: [image.unknown] 0.1: no intrinsic size for image 'bad\\u{1B}]0;title\\u{7}name'"),
            "\(tree.stderr)")
        for arguments in [
            ["render", "-", "--format", "json"], ["compare", "-"], ["compare", "-", "--format", "json"],
        ] {
            let run = try layoutlab(arguments, input: warned)
            #expect(!hasRawControl(run.stdout) && !hasRawControl(run.stderr), "\(arguments)")
        }
        for command in ["render", "compare"] {
            let svg = try layoutlab([command, "-", "--format", "svg", "--outlines", "all"], input: warned)
            #expect(!hasRawControl(svg.stdout, allowingTabs: true) && !hasRawControl(svg.stderr))
            #expect(svg.stdout.contains(">x\\u{1B}[31my\t\\0z</text>"), "\(command)")
        }
        // A source error quoting source text with a control character in it.
        let error = try layoutlab(["render", "-"], input: "Text(\"a\").id(\"b\").sparkle(\"\u{1B}[2J\")")
        #expect(error.status == 2)
        #expect(!hasRawControl(error.stderr))
        // A file name quoted in an error.
        let missing = try layoutlab(["render", "no\u{1B}[2Jsuch.swift"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "no\\u{1B}[2Jsuch.swift: cannot read file\n")
    }

    @Test("the CLI checks the stack each engine reserves per tree level, and lays out through the checked entry points")
    func engineStackSizes() throws {
        func read(_ path: String) throws -> String {
            try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
        }
        let reference = try read("Sources/ReferenceEngine/ReferenceEngine.swift")
        let constraint = try read("Sources/ConstraintEngine/ConstraintEngine.swift")
        let cli = try read("Sources/layoutlab/Commands/LayoutOptions.swift")
        #expect(reference.contains("public static let stackBytesPerLevel = 48 * 1024"))
        #expect(reference.contains("withReservedStack(forDepth: tree.depth(), bytesPerLevel: Self.stackBytesPerLevel)"))
        #expect(constraint.contains("public static let stackBytesPerLevel = 64 * 1024"))
        #expect(constraint.contains("withReservedStack(forDepth: tree.depth(), bytesPerLevel: Self.stackBytesPerLevel"))
        // The constraint engine reports a stack it cannot get as a typed error, never a stop.
        #expect(!constraint.contains("withStack("))
        #expect(cli.contains("static let referenceBytesPerLevel = ReferenceEngine.stackBytesPerLevel"))
        #expect(cli.contains("static let constraintBytesPerLevel = ConstraintEngine.stackBytesPerLevel"))
        // Every command lays out with the reference engine's checked entry point.
        for command in ["RenderCommand", "CompareCommand"] {
            let text = try read("Sources/layoutlab/Commands/\(command).swift")
            #expect(!text.contains(".layout(tree)"), "\(command)")
        }
    }
}
