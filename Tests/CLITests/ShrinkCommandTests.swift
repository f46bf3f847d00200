// ShrinkCommandTests.swift
// CLITests
//
// `layoutlab shrink`: a real disagreement (lp-only's water-filling against HSTACK-3's greedy
// split, a known divergence) shrunk to a small case whose header's `layoutlab compare` command
// line reproduces it (CORE-7); agreement is exit 1 with a message; bad options 64. And a corpus
// file written by the library (CorpusStore) is accepted by `compare` as its header says.

import ConstraintEngine
import Foundation
import LayoutCore
import LayoutDifferential
import Testing

/// A VStack of clutter around `HStack(spacing: 0) { red.frame(maxWidth: 100); blue.frame(minWidth: 100) }`:
/// the engines disagree on it in lp-only mode (HSTACK-3).
let lpOnlySource = """
    VStack {
        Text("Header").padding(4)
        HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100)
            Color.blue.frame(minWidth: 100)
            Circle().frame(width: 5, height: 5)
        }
        .border(.green)
        ZStack(alignment: .topLeading) { Rectangle(); Text("hi there") }.frame(height: 40)
    }
    """

/// The arguments of the `// Reproduce: layoutlab compare …` line of a corpus file.
func reproduceArguments(_ text: String) -> [String]? {
    let prefix = "// Reproduce: layoutlab "
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) else { return nil }
    return line.dropFirst(prefix.count).split(separator: " ").map(String.init)
}

@Suite("layoutlab shrink")
struct ShrinkCommandTests {
    @Test("HSTACK-3 an lp-only disagreement shrinks to ≤ 6 nodes with a header; exit 0, summary on stderr")
    func shrinks() throws {
        let run = try layoutlab(
            ["shrink", "-", "--mode", "lp-only", "--width", "150", "--height", "300"], input: lpOnlySource)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("// LayoutLab corpus case "))
        #expect(run.stdout.contains("// Engines: reference vs constraint/lp-only\n"))
        #expect(run.stdout.contains("// Reproduce: layoutlab compare FILE --width "))
        #expect(run.stdout.contains("--mode lp-only\n"))
        let summary = try #require(run.stderr.split(separator: "\n").first)
        #expect(summary.hasPrefix("shrink: ") && summary.contains("nodes in"), "\(run.stderr)")
        #expect(run.stderr.contains("note: a known divergence (HSTACK-3)"))
        let body = run.stdout.split(separator: "\n").filter { !$0.hasPrefix("//") && !$0.isEmpty }
        #expect(body.count <= 8, "\(run.stdout)")
    }

    @Test("--out writes the case; compare on it with the header's options disagrees (exit 1)")
    func outputReproduces() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("shrunk-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try layoutlab(
            ["shrink", "-", "--mode", "lp-only", "--width", "150", "--height", "300", "--out", file.path],
            input: lpOnlySource)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        let text = try String(contentsOf: file, encoding: .utf8)
        let arguments = try #require(reproduceArguments(text))
        #expect(arguments.prefix(2) == ["compare", file.path])
        let compare = try layoutlab(arguments)
        #expect(compare.status == 1, "\(compare.stdout)\(compare.stderr)")
        #expect(compare.stdout.contains("nodes differ under core7"))
    }

    @Test("CORE-7 engines that agree: exit 1, `nothing to shrink` on stderr, nothing on stdout")
    func agreement() throws {
        let run = try layoutlab(["shrink", "Examples/HelloWorld.swift"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr
                == "layoutlab shrink: the engines agree on Examples/HelloWorld.swift (CORE-7): nothing to shrink\n")
        // An unwritable --out is reported first (exit 2), whatever the engines say.
        let unwritable = try layoutlab(["shrink", "Examples/HelloWorld.swift", "--out", "/nonexistent/case.swift"])
        #expect(unwritable.status == 2)
        #expect(
            unwritable.stderr.contains("error: --out /nonexistent/case.swift: cannot write: no directory /nonexistent"))
    }

    @Test("shrink: bad options exit 64 with a message; source errors 2")
    func errors() throws {
        for (options, message) in [
            (["--budget", "0"], "--budget must be a number of seconds greater than 0, at most 86400 (got 0)"),
            (["--image", "a=1x1"], "--image is not supported by shrink"),
            (["--width", "10"], "--width and --height must be given together"),
        ] {
            let run = try layoutlab(["shrink", "-"] + options, input: "Text(\"a\")")
            #expect(run.status == 64, "\(options): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(options): \(run.stderr)")
        }
        #expect(try layoutlab(["shrink", "-"], input: "VStack {\n    Slider()\n}\n").status == 2)
    }

    @Test("shrink --help names the options and the exit statuses")
    func help() throws {
        let run = try layoutlab(["shrink", "--help"])
        #expect(run.status == 0)
        for text in ["--mode", "--budget", "--out", "--width", "Exit status", "nothing to shrink"] {
            #expect(run.stdout.contains(text), "\(text)")
        }
    }

    @Test("A case saved by CorpusStore is accepted by compare as its header says, and still disagrees")
    func corpusFileReproduces() throws {
        var builder = ViewTreeBuilder()
        let red = builder.add(.shape(ShapeSpec(shape: .color, fill: ColorName("red"))))
        let blue = builder.add(.shape(ShapeSpec(shape: .color, fill: ColorName("blue"))))
        let capped = builder.add(.flexFrame(FlexFrameSpec(maxWidth: 100)), children: [red])
        let wide = builder.add(.flexFrame(FlexFrameSpec(minWidth: 100)), children: [blue])
        let text = builder.add(.text(TextSpec("Title")))
        let stack = builder.add(.stack(StackSpec(axis: .horizontal, spacing: 0)), children: [capped, wide])
        let padded = builder.add(.padding(EdgeInsets(all: 4)), children: [text])
        let root = builder.add(.stack(StackSpec(axis: .vertical)), children: [stack, padded])
        let input = FuzzCase(tree: try builder.finish(root: root), root: .window(width: 150, height: 50), seed: 42)
        let runner = DifferentialRunner(second: ConstraintDifferentialEngine(mode: .lpOnly))
        let (result, outcome) = try #require(Shrinker().shrink(input, runner: runner))
        let entry = CorpusEntry(
            shrunk: result.shrunk, outcome: outcome, engines: [runner.first.name, runner.second.name],
            originalSeed: 42, originalNodes: input.tree.count)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        // A frame difference (the VStack is as wide as the greedy split): compare shows frames.
        #expect(entry.divergenceClass == DivergenceClass(kind: "VStack", rule: "HSTACK-4", field: "width"))
        let url = try CorpusStore(directory: directory).save(entry)
        let saved = try String(contentsOf: url, encoding: .utf8)
        #expect(saved.contains("// Seed: 42 (8 nodes shrunk to \(result.shrunk.tree.count))"))
        let arguments = try #require(reproduceArguments(saved))
        #expect(arguments.prefix(2) == ["compare", url.path])
        #expect(arguments.contains("--mode") && arguments.contains("lp-only"))
        let compare = try layoutlab(arguments)
        #expect(compare.status == 1, "\(compare.stdout)\(compare.stderr)")
        #expect(compare.stdout.contains("nodes differ under core7"))
    }
}
