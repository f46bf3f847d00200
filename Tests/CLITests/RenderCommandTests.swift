// RenderCommandTests.swift
// CLITests
//
// `layoutlab render` end to end: the built executable is run as a user would run it.

import Foundation
import Testing

/// The package root (two levels above this file's folder).
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The built `layoutlab` executable, next to the test bundle.
let executable = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent().appendingPathComponent("layoutlab")

struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs `layoutlab` with `arguments`, feeding `input` on standard input; with a `wrapper`
/// (a command and its arguments, such as a shell setting a limit), through it, the
/// executable's path and `arguments` following. `environment` is added to this process's.
func layoutlab(
    _ arguments: [String], input: String = "", wrapper: [String] = [], environment: [String: String] = [:]
) throws -> Run {
    let process = Process()
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    if let command = wrapper.first {
        process.executableURL = URL(fileURLWithPath: command)
        process.arguments = Array(wrapper.dropFirst()) + [executable.path] + arguments
    } else {
        process.executableURL = executable
        process.arguments = arguments
    }
    process.currentDirectoryURL = packageRoot
    let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
        status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
        stderr: String(decoding: err, as: UTF8.self))
}

/// The JSON node whose `id` is `label`, searched depth-first.
func node(_ label: String, in json: Any) -> [String: Any]? {
    var stack: [Any] = [json]
    while let item = stack.popLast() {
        guard let object = item as? [String: Any] else { continue }
        if object["id"] as? String == label { return object }
        if let root = object["root"] { stack.append(root) }
        if let children = object["children"] as? [Any] { stack.append(contentsOf: children) }
    }
    return nil
}

func frame(_ node: [String: Any]?, _ key: String = "frame") -> [Double] {
    guard let f = node?[key] as? [String: Any] else { return [] }
    return ["x", "y", "width", "height"].map { (f[$0] as? NSNumber)?.doubleValue ?? .nan }
}

func close(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-3 }
}

@Suite("layoutlab render")
struct RenderCommandTests {
    @Test("W1 through the CLI: the Text at (152.333, 418.333), 85.333 × 20.333 with the mono measurer")
    func w1Mono() throws {
        let run = try layoutlab([
            "render", "Examples/HelloWorld.swift", "--format", "json",
            "--text-metrics", "mono:7.757575,20.333333",
        ])
        #expect(run.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        let text = node("text", in: json)
        #expect(text?["kind"] as? String == "Text")
        #expect(close(frame(text), [152.333, 418.333, 85.333, 20.333]))
        #expect(close(frame(text, "displayFrame"), [152.333, 418.333, 85.333, 20.333]))
        let top = json as? [String: Any]
        #expect(top?["engine"] as? String == "reference")
        #expect(top?["scale"] as? Double == 3)
    }

    @Test("TEXT-1 the default measurer also gives Hello world 85.333 × 20.333")
    func w1Default() throws {
        let run = try layoutlab(["render", "Examples/HelloWorld.swift", "--format", "json"])
        #expect(run.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        #expect(close(frame(node("text", in: json)), [152.333, 418.333, 85.333, 20.333]))
    }

    @Test("ROOT-1 --width/--height: centred in a window of that size; nil axis → origin 0")
    func window() throws {
        let source = "Rectangle().frame(width: 20, height: 10).id(\"r\")"
        let centred = try layoutlab(
            ["render", "-", "--width", "100", "--height", "50", "--format", "json"], input: source)
        #expect(centred.status == 0)
        #expect(
            close(
                frame(node("r", in: try JSONSerialization.jsonObject(with: Data(centred.stdout.utf8)))),
                [40, 20, 20, 10]))
        let unspecified = try layoutlab(
            ["render", "-", "--width", "nil", "--height", "inf", "--format", "json"], input: source)
        let json = try JSONSerialization.jsonObject(with: Data(unspecified.stdout.utf8))
        #expect(close(frame(node("r", in: json)), [0, 0, 20, 10]))
        let proposal = (json as? [String: Any])?["proposal"] as? [String: Any]
        #expect(proposal?["width"] is NSNull)
        #expect(proposal?["height"] as? String == "inf")
    }

    @Test("render --format tree prints an aligned table with kind, id, frame and proposal")
    func treeFormat() throws {
        let run = try layoutlab(["render", "Examples/HelloWorld.swift", "--text-metrics", "mono:7.757575,20.333333"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count >= 3)
        #expect(lines.contains { $0.contains("Text") && $0.contains("text") && $0.contains("152.333") })
    }

    @Test("render --format svg writes an SVG document to --output")
    func svg() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-test-\(UUID()).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try layoutlab(["render", "Examples/IconDemo.swift", "--format", "svg", "--output", path])
        #expect(run.status == 0)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.contains("<svg"))
        #expect(svg.contains("badge"))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test("Malformed or unsupported source: file:line:column: message and exit status 2")
    func sourceErrors() throws {
        let unknown = try layoutlab(["render", "-"], input: "VStack {\n    Slider()\n}\n")
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("<stdin>:2:5: "))
        let broken = try layoutlab(["render", "-"], input: "VStack {\n    Text(\"a\"\n")
        #expect(broken.status == 2)
        #expect(broken.stderr.hasPrefix("<stdin>:"))
        let missing = try layoutlab(["render", "no/such/file.swift"])
        #expect(missing.status == 2)
    }

    @Test("CORE-10 a NaN in the source: <stdin>:line:column, the CORE-10 message, exit status 2, nothing laid out")
    func nanInSource() throws {
        let run = try layoutlab(["render", "-"], input: "HStack(spacing: .nan) { Color.red }")
        #expect(run.status == 2)
        #expect(run.stderr == "<stdin>:1:17: NaN is not a number a layout can use (CORE-10)\n")
        #expect(run.stdout.isEmpty)
        let infinite = try layoutlab(["render", "-"], input: "VStack {\n    Color.red.padding(1 / 0)\n}\n")
        #expect(infinite.status == 2)
        #expect(
            infinite.stderr
                == "<stdin>:2:23: padding must be finite; ∞ is accepted only in frame sizes, flexible-frame bounds "
                + "and layoutPriority (CORE-10)\n")
    }

    @Test("Bad options are rejected with a usage error, never a crash")
    func badOptions() throws {
        #expect(try layoutlab(["render", "-", "--width", "abc", "--height", "1"], input: "Text(\"a\")").status == 64)
        #expect(try layoutlab(["render", "-", "--width", "10"], input: "Text(\"a\")").status == 64)
        #expect(try layoutlab(["render", "-", "--text-metrics", "mono:x"], input: "Text(\"a\")").status == 64)
        #expect(try layoutlab(["render", "-", "--scale", "-1"], input: "Text(\"a\")").status == 64)
    }

    @Test("--help describes the command and its options")
    func help() throws {
        let run = try layoutlab(["render", "--help"])
        #expect(run.status == 0)
        for option in ["--width", "--height", "--scale", "--text-metrics", "--format", "--output"] {
            #expect(run.stdout.contains(option))
        }
    }

    @Test("CORE-6 diagnostics reach the JSON output with code, message and path")
    func diagnostics() throws {
        let run = try layoutlab(["render", "-", "--format", "json"], input: "Rectangle().frame(width: -5, height: 10)")
        #expect(run.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let diagnostics = json?["diagnostics"] as? [[String: Any]]
        #expect(diagnostics?.first?["code"] as? String == "frame.invalidDimension")
        #expect(diagnostics?.first?["path"] as? String == "0")
    }

    @Test("LEAF-IMAGE-1 --image gives intrinsic sizes; a resizable image takes the proposal")
    func images() throws {
        let source =
            "VStack(spacing: 0) { Image(\"logo\").id(\"fixed\"); Image(systemName: \"heart\").resizable().frame(width: 40).id(\"r\") }"
        let run = try layoutlab(
            [
                "render", "-", "--format", "json", "--width", "100", "--height", "100",
                "--image", "logo=30x20", "--image", "heart=12x10",
            ], input: source)
        #expect(run.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        #expect(close(frame(node("fixed", in: json)), [35, 0, 30, 20]))
        #expect(close(frame(node("r", in: json)), [30, 20, 40, 80]))
        #expect(try layoutlab(["render", "-", "--image", "bad"], input: "Text(\"a\")").status == 64)
    }
}
